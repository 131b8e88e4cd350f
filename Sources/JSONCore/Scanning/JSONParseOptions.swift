/// How strictly JSON text is read.
///
/// The default, ``strict``, is RFC 8259 exactly. ``lenient`` accepts the mistakes
/// that real payloads make: comments, trailing commas, the `\'` escape that some
/// feeds send, a leading byte order mark, and lone UTF-16 surrogates in `\u` escapes.
/// Each of those can also be switched on alone. ``json5`` reads JSON5, the JSON of
/// JavaScript object literals that people write by hand (see ``allowsJSON5``).
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

    /// Accept JSON5 (json5.org), the JSON of JavaScript object literals: keys without quotes,
    /// strings in single quotes, the escapes `\v`, `\0`, `\xHH`, a backslash before any other
    /// character and before a line break, numbers with a `+` sign, a leading or trailing decimal
    /// point or in hexadecimal (`0x1F`), more whitespace (form feed, vertical tab, non-breaking
    /// and other Unicode spaces); comments and trailing commas as well. `Infinity` and `NaN` are
    /// read where the reader can hold them: `JSONModelDecoder` reads them into `Double` and
    /// `Float`, while a ``JSONValue`` has no such numbers, and parsing one fails.
    ///
    /// Where Foundation's JSON5 reader departs from the specification, the specification is
    /// followed: a backslash before a line break leaves both out, `\v`, `\0` and a backslash
    /// before any other character are escapes, a key's `\uXXXX` escapes are decoded, and
    /// Unicode spaces are whitespace. A hexadecimal number beyond 64 bits reads as the nearest
    /// `Double`; beyond `Double`'s range it is an error.
    public var allowsJSON5: Bool

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

    /// JSON5 (see ``allowsJSON5``), with a leading byte order mark.
    ///
    /// ```swift
    /// let settings = try JSONValue(parsing: "{retries: +3, mask: 0xFF, name: 'sync',}", options: .json5)
    /// settings["mask"].number?.int64   // 255
    /// ```
    public static let json5 = JSONParseOptions(
        allowsComments: true,
        allowsTrailingCommas: true,
        allowsByteOrderMark: true,
        allowsJSON5: true
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
        allowsJSON5: Bool = false,
        maximumDepth: Int = 512
    ) {
        self.allowsComments = allowsComments
        self.allowsTrailingCommas = allowsTrailingCommas
        self.allowsEscapedApostrophes = allowsEscapedApostrophes
        self.allowsByteOrderMark = allowsByteOrderMark
        self.allowsLoneSurrogates = allowsLoneSurrogates
        self.allowsJSON5 = allowsJSON5
        self.maximumDepth = maximumDepth
        allowsNonFiniteNumbers = false
    }

    /// JSON5's `Infinity` and `NaN`: only for readers that can hold them (the Codable decoder).
    package var allowsNonFiniteNumbers: Bool

    /// ``maximumDepth`` within 1 ... ``depthCeiling``.
    var effectiveMaximumDepth: Int { min(max(1, maximumDepth), JSONParseOptions.depthCeiling) }

    /// True when no extension is on, so the scanner can take its strict path.
    var isStrictSyntax: Bool {
        !allowsComments && !allowsTrailingCommas && !allowsEscapedApostrophes && !allowsLoneSurrogates && !allowsJSON5
    }

    /// Comments, as asked for or as JSON5 has them.
    var acceptsComments: Bool { allowsComments || allowsJSON5 }

    /// Trailing commas, as asked for or as JSON5 has them.
    var acceptsTrailingCommas: Bool { allowsTrailingCommas || allowsJSON5 }
}
