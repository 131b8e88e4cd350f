/// How strictly JSON text is read.
///
/// The default, ``strict``, is RFC 8259 exactly. ``lenient`` accepts the mistakes
/// that real payloads make: comments, trailing commas, the `\'` escape that some
/// feeds send, a leading byte order mark, and lone UTF-16 surrogates in `\u` escapes.
/// Each of those can also be switched on alone.
///
/// ```swift
/// var options = JSONParseOptions.strict
/// options.allowsTrailingCommas = true
/// let value = try JSONValue(parsing: "[1, 2, 3,]", options: options)
/// ```
public struct JSONParseOptions: Sendable, Hashable {
    /// Accept `// line` and `/* block */` comments wherever whitespace may appear.
    public var allowsComments: Bool

    /// Accept one comma after the last element of an array or the last member of an object: `[1, 2,]`.
    public var allowsTrailingCommas: Bool

    /// Accept `\'` inside strings as an apostrophe (a JavaScript escape that JSON does not have).
    public var allowsEscapedApostrophes: Bool

    /// Skip a UTF-8 byte order mark (`EF BB BF`) at the start of the input.
    public var allowsByteOrderMark: Bool

    /// Accept a `\uD800`–`\uDFFF` escape that is not part of a surrogate pair; it reads as U+FFFD.
    public var allowsLoneSurrogates: Bool

    /// The deepest nesting of arrays and objects accepted; deeper input fails with a
    /// ``JSONSyntaxError`` instead of exhausting the stack.
    ///
    /// Values below 1 are treated as 1, and values above ``depthCeiling`` as that ceiling:
    /// parsing itself needs no stack, but writing, comparing and releasing a value recurse once
    /// per level, and the ceiling keeps that well within a thread's stack.
    public var maximumDepth: Int

    /// The largest ``maximumDepth`` that takes effect: 10,000 levels.
    public static let depthCeiling = 10_000

    /// RFC 8259 exactly, with a maximum depth of 512.
    public static let strict = JSONParseOptions()

    /// Everything ``strict`` accepts, plus comments, trailing commas, `\'`, a leading
    /// byte order mark and lone surrogates.
    public static let lenient = JSONParseOptions(
        allowsComments: true,
        allowsTrailingCommas: true,
        allowsEscapedApostrophes: true,
        allowsByteOrderMark: true,
        allowsLoneSurrogates: true
    )

    /// Creates options; every extension is off unless named.
    ///
    /// ```swift
    /// let options = JSONParseOptions(allowsComments: true, maximumDepth: 64)
    /// ```
    public init(
        allowsComments: Bool = false,
        allowsTrailingCommas: Bool = false,
        allowsEscapedApostrophes: Bool = false,
        allowsByteOrderMark: Bool = false,
        allowsLoneSurrogates: Bool = false,
        maximumDepth: Int = 512
    ) {
        self.allowsComments = allowsComments
        self.allowsTrailingCommas = allowsTrailingCommas
        self.allowsEscapedApostrophes = allowsEscapedApostrophes
        self.allowsByteOrderMark = allowsByteOrderMark
        self.allowsLoneSurrogates = allowsLoneSurrogates
        self.maximumDepth = maximumDepth
    }

    /// ``maximumDepth`` within 1 ... ``depthCeiling``.
    var effectiveMaximumDepth: Int { min(max(1, maximumDepth), JSONParseOptions.depthCeiling) }

    /// True when no extension is on, so the scanner can take its strict path.
    var isStrictSyntax: Bool {
        !allowsComments && !allowsTrailingCommas && !allowsEscapedApostrophes && !allowsLoneSurrogates
    }
}
