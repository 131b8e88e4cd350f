/// Input that is not JSON: where it breaks the grammar, what was expected there and what was found.
///
/// Lines and columns are 1-based; a line ends at LF, CR LF or CR, and columns count characters.
///
/// ```swift
/// do {
///     _ = try JSONValue(parsing: "{\n  \"a\": 1,\n  \"b\": 2]\n}")
/// } catch let error as JSONSyntaxError {
///     print(error)
///     // line 3, column 9: expected ',' or '}' after an object member, found ']'
///     print(error.rendered(fileName: "settings.json"))
///     // settings.json:3:9: error: expected ',' or '}' after an object member, found ']'
///     //   "b": 2]
///     //         ^
/// }
/// ```
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The category of a syntax error, for code that reacts to some kinds differently.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Raw: String, Hashable, Sendable {
            case unexpectedCharacter = "unexpected character"
            case trailingContent = "content after the top-level value"
            case invalidNumber = "invalid number"
            case invalidString = "invalid string"
            case invalidEscape = "invalid escape"
            case loneSurrogate = "lone surrogate"
            case invalidUTF8 = "invalid UTF-8"
            case invalidEncoding = "invalid UTF-16 or UTF-32"
            case tooDeeplyNested = "too deeply nested"
            case inputTooLarge = "input too large"
            case invalidComment = "invalid comment"
            case duplicateKey = "duplicate key"
        }

        let raw: Raw

        /// A token that cannot stand where it stands (including the end of the input).
        public static let unexpectedCharacter = Kind(raw: .unexpectedCharacter)
        /// More than whitespace after the top-level value.
        public static let trailingContent = Kind(raw: .trailingContent)
        /// A number that breaks the grammar: a leading zero, a missing digit.
        public static let invalidNumber = Kind(raw: .invalidNumber)
        /// An unterminated string or one with a raw control character.
        public static let invalidString = Kind(raw: .invalidString)
        /// A backslash escape JSON does not define, or a malformed `\u` escape.
        public static let invalidEscape = Kind(raw: .invalidEscape)
        /// A `\u` escape of half a surrogate pair.
        public static let loneSurrogate = Kind(raw: .loneSurrogate)
        /// Bytes that are not well-formed UTF-8.
        public static let invalidUTF8 = Kind(raw: .invalidUTF8)
        /// UTF-16 or UTF-32 input (see ``JSONParseOptions/detectsEncoding``) that is not
        /// well-formed: a lone surrogate, a value above U+10FFFF, a code unit cut off by the end.
        public static let invalidEncoding = Kind(raw: .invalidEncoding)
        /// More nested arrays and objects than ``JSONParseOptions/maximumDepth``.
        public static let tooDeeplyNested = Kind(raw: .tooDeeplyNested)
        /// An input larger than 4 GiB.
        public static let inputTooLarge = Kind(raw: .inputTooLarge)
        /// A malformed or unterminated comment (with comments allowed).
        public static let invalidComment = Kind(raw: .invalidComment)
        /// A key that its object has already, where ``JSONParseOptions/duplicateKeys`` refuses
        /// them: the message names the place of the first.
        public static let duplicateKey = Kind(raw: .duplicateKey)

        public var description: String { raw.rawValue }
    }

    /// What kind of mistake this is.
    public let kind: Kind
    /// The 0-based byte offset of the error in the input (in UTF-16 or UTF-32 input, of the
    /// first byte of the code unit where the error is).
    public internal(set) var offset: Int
    /// The 1-based line of the error.
    public let line: Int
    /// The 1-based column of the error, counted in characters.
    public let column: Int
    /// What the grammar allows at this point, in words: `',' or '}' after an object member`.
    public let expected: String
    /// What the input has at this point, in words: `']'`, `the end of the input`.
    public let found: String
    /// The text of the error's line, shortened around the error when it is long.
    public let sourceLine: String
    /// The 1-based character position of the error within ``sourceLine``.
    public let sourceLineColumn: Int

    /// `expected …, found …`.
    public var message: String { "expected \(expected), found \(found)" }

    /// `line 3, column 14: expected ',' or '}' after an object member, found ']'`.
    public var description: String { "line \(line), column \(column): \(message)" }

    /// The error as a compiler prints it: a location and message, the input line, and a caret under the spot.
    ///
    /// ```swift
    /// print(error.rendered(fileName: "feed.json"))
    /// // feed.json:1:10: error: expected a value, found '}'
    /// // {"items":}
    /// //          ^
    /// ```
    ///
    /// - Parameter fileName: Shown in front of the location; without it, the first line is ``description``.
    public func rendered(fileName: String? = nil) -> String {
        let heading = fileName.map { "\($0):\(line):\(column): error: \(message)" } ?? description
        var caretIndent = ""
        for character in sourceLine.prefix(sourceLineColumn - 1) {
            caretIndent.append(character == "\t" ? "\t" : " ")
        }
        return heading + "\n" + sourceLine + "\n" + caretIndent + "^"
    }

    /// Longest line excerpt shown before it is shortened around the error.
    private static let excerptLimit = 100
    /// Characters kept on each side of the error in a shortened excerpt.
    private static let excerptContext = 40

    /// An error with every field given, for errors found outside the scanner (a stream's
    /// separators) and for errors moved to another origin.
    package init(
        kind: Kind, offset: Int, line: Int, column: Int, expected: String, found: String, sourceLine: String,
        sourceLineColumn: Int
    ) {
        self.kind = kind
        self.offset = offset
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
        self.sourceLine = sourceLine
        self.sourceLineColumn = sourceLineColumn
    }

    @inline(never)
    init(_ problem: SyntaxProblem, offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        let text = InputText(input)
        let (expected, found) = problem.describe(at: offset, in: input)
        let (line, lineStart) = text.lineStart(of: offset)
        let lineEnd = text.lineEnd(from: min(offset, input.count))
        let before = String(decoding: UnsafeBufferPointer(rebasing: input[lineStart ..< min(offset, input.count)]), as: UTF8.self)
        let after = String(decoding: UnsafeBufferPointer(rebasing: input[min(offset, input.count) ..< lineEnd]), as: UTF8.self)
        self.kind = problem.kind
        self.offset = offset
        self.line = line
        self.column = before.count + 1
        self.expected = expected
        self.found = found
        (sourceLine, sourceLineColumn) = Self.excerpt(before: before, after: after)
    }

    /// The excerpt of a line whose text is `before` the error and `after` it: the whole line
    /// when it is short, else shortened around the error; and the error's column in it.
    package static func excerpt(before: String, after: String) -> (line: String, column: Int) {
        if before.count + after.count <= Self.excerptLimit { return (before + after, before.count + 1) }
        let head = before.count > Self.excerptContext ? "…" + before.suffix(Self.excerptContext) : before
        let tail = after.count > Self.excerptContext ? after.prefix(Self.excerptContext) + "…" : after
        return (head + tail, head.count + 1)
    }
}
