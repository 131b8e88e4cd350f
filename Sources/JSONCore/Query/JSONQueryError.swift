/// A query, JSON Pointer or key path that cannot be read: what was expected, what was found,
/// and where.
///
/// The ``description`` shows the text on one line with a caret under the spot, as a compiler does:
///
/// ```swift
/// do {
///     _ = try JSONQuery("$.store.book[0")
/// } catch {
///     print(error)
///     // error: expected ']' to close the selector, found end of query
///     // $.store.book[0
///     //               ^
///     error.offset   // 14
///     error.column   // 15
/// }
/// ```
public struct JSONQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The category of a query error, for code that reacts to some kinds differently.
    ///
    /// ```swift
    /// catch let error as JSONQueryError where error.kind == .notWellTyped { … }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Raw: String, Hashable, Sendable {
            case unexpectedCharacter = "unexpected character"
            case invalidString = "invalid string literal"
            case invalidNumber = "invalid number"
            case notWellTyped = "not well-typed"
            case tooDeeplyNested = "too deeply nested"
        }

        let raw: Raw

        /// A character that cannot stand where it stands, or an end that comes too early.
        ///
        /// ```swift
        /// try JSONQuery("$.a[")   // expected a selector …, found end of query
        /// ```
        public static let unexpectedCharacter = Kind(raw: .unexpectedCharacter)

        /// A quoted name or string with a bad escape, a control character or no closing quote.
        ///
        /// ```swift
        /// try JSONQuery(#"$["\x"]"#)   // expected one of the escapes …, found '\x'
        /// ```
        public static let invalidString = Kind(raw: .invalidString)

        /// An index or number with a leading zero, `-0` as an index, or beyond ±(2^53 − 1).
        ///
        /// ```swift
        /// try JSONQuery("$[01]")   // expected an integer without leading zeros, found '01'
        /// ```
        public static let invalidNumber = Kind(raw: .invalidNumber)

        /// A filter that reads well but means nothing (RFC 9535 §2.4.3): a literal that is not
        /// compared, a query that can select several nodes in a comparison, an unknown function,
        /// or a function given the wrong arguments or used where its result does not fit.
        ///
        /// ```swift
        /// try JSONQuery("$[?@.* == 1]")   // expected a singular query … in a comparison
        /// ```
        public static let notWellTyped = Kind(raw: .notWellTyped)

        /// More nested filters, parentheses and function calls than the parser allows (64).
        ///
        /// ```swift
        /// try JSONQuery("$[?" + String(repeating: "(", count: 100) + "@" + String(repeating: ")", count: 100) + "]")
        /// ```
        public static let tooDeeplyNested = Kind(raw: .tooDeeplyNested)

        /// The kind in words.
        ///
        /// ```swift
        /// JSONQueryError.Kind.notWellTyped.description   // not well-typed
        /// ```
        public var description: String { raw.rawValue }
    }

    /// What kind of mistake this is.
    ///
    /// ```swift
    /// error.kind == .invalidNumber
    /// ```
    public let kind: Kind

    /// The text that was read: a JSONPath query, a JSON Pointer or a key path.
    ///
    /// ```swift
    /// error.text   // $.store.book[0
    /// ```
    public let text: String

    /// The 0-based UTF-8 offset of the error in ``text``.
    ///
    /// ```swift
    /// error.offset   // 14 for "$.store.book[0"
    /// ```
    public let offset: Int

    /// What may stand at this point, in words.
    ///
    /// ```swift
    /// error.expected   // ']' to close the selector
    /// ```
    public let expected: String

    /// What stands there, in words: `'x'`, `a space`, `end of query`.
    ///
    /// ```swift
    /// error.found   // end of query
    /// ```
    public let found: String

    /// What was expected and what was found, in one sentence.
    ///
    /// ```swift
    /// error.message   // expected ']' to close the selector, found end of query
    /// ```
    public var message: String { "expected \(expected), found \(found)" }

    /// The 1-based column of the error in ``text``, counted in characters.
    ///
    /// ```swift
    /// error.column   // 15 for "$.store.book[0"
    /// ```
    public var column: Int { Self.column(of: offset, in: text) }

    /// The 1-based character column of a UTF-8 offset.
    static func column(of offset: Int, in text: String) -> Int {
        let utf8 = text.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
        return String(decoding: utf8[..<end], as: UTF8.self).count + 1
    }

    /// The message, the text on one line and a caret under the spot.
    ///
    /// ```swift
    /// print(error)
    /// // error: expected ']' to close the selector, found end of query
    /// // $.store.book[0
    /// //               ^
    /// ```
    public var description: String {
        let (line, caretColumn) = excerpt()
        return "error: \(message)\n\(line)\n" + String(repeating: " ", count: caretColumn - 1) + "^"
    }

    init(_ kind: Kind, text: String, offset: Int, expected: String, found: String) {
        self.kind = kind
        self.text = text
        self.offset = offset
        self.expected = expected
        self.found = found
    }

    /// Longest text shown whole; a longer one is shortened around the error.
    private static let excerptLimit = 100
    /// Characters kept on each side of the error in a shortened excerpt.
    private static let excerptContext = 40

    /// The text as one line (line breaks, tabs and other control characters shown as spaces,
    /// so that the caret lines up) and the 1-based column of the error in it.
    private func excerpt() -> (line: String, column: Int) {
        let utf8 = text.utf8
        let split = utf8.index(utf8.startIndex, offsetBy: min(max(offset, 0), utf8.count))
        let before = Self.oneLine(String(decoding: utf8[..<split], as: UTF8.self))
        let after = Self.oneLine(String(decoding: utf8[split...], as: UTF8.self))
        guard before.count + after.count > Self.excerptLimit else { return (before + after, before.count + 1) }
        let head = before.count > Self.excerptContext ? "…" + before.suffix(Self.excerptContext) : before
        let tail = after.count > Self.excerptContext ? after.prefix(Self.excerptContext) + "…" : after
        return (head + tail, head.count + 1)
    }

    private static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
}
