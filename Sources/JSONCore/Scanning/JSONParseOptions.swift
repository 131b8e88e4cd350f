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

    /// Read input in UTF-16 or UTF-32 (either byte order, with or without a byte order mark) and
    /// UTF-8 after a byte order mark, as Foundation's `JSONDecoder` does: the encoding is told by
    /// the first bytes (a byte order mark, else the zero bytes that the wider encodings give the
    /// ASCII character JSON text starts with), and the text is converted to UTF-8 before it is
    /// read. Plain UTF-8 input pays only for a look at its first bytes.
    ///
    /// Errors give the line and column in the text, and the byte offset in the input as it was.
    ///
    /// ```swift
    /// var options = JSONParseOptions.strict
    /// options.detectsEncoding = true
    /// let value = try JSONValue(parsing: [0xFF, 0xFE, 0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00], options: options)  // [1]
    /// ```
    ///
    /// A `String` is Unicode already: for it, this only skips a leading U+FEFF.
    public var detectsEncoding: Bool

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

    /// What becomes of an object that has a key twice: `{"customer": {"name": "A"}, "customer": 5}`.
    ///
    /// RFC 8259 leaves it to each reader, and readers disagree: `JSONValue` keeps the last
    /// member, as `JSONSerialization` does, while `JSONModelDecoder` keeps the first, as
    /// `JSONDecoder` does. Two readers of one document can so see two different values, the
    /// hole behind request smuggling and signature bypasses. I-JSON (RFC 7493) forbids
    /// duplicate keys. The default, ``DuplicateKeys/refusedInRequestBodies``, refuses them in
    /// the request bodies that the server integrations (`JSONModelHummingbird`,
    /// `JSONModelVapor`) decode and accepts them everywhere else, as Foundation does.
    ///
    /// ```swift
    /// var options = JSONParseOptions.strict
    /// options.duplicateKeys = .refused
    /// try JSONValue(parsing: #"{"a": 1, "a": 2}"#, options: options)
    /// // line 1, column 10: expected each key once in an object, found "a" again (first at line 1, column 2)
    /// ```
    public var duplicateKeys: DuplicateKeys

    /// What becomes of an object's second member with a key it has already; see
    /// ``JSONParseOptions/duplicateKeys``. Keys are compared as the text they decode to:
    /// `"a"` and `"\u0061"` are the same key.
    public enum DuplicateKeys: Sendable, Hashable {
        /// Refused in request bodies that the server integrations decode, accepted by every other
        /// reader. The default.
        case refusedInRequestBodies
        /// Accepted: `JSONValue` keeps the last member, `JSONModelDecoder` the first.
        case accepted
        /// Refused with a ``JSONSyntaxError`` of kind ``JSONSyntaxError/Kind/duplicateKey`` at
        /// the second key, naming the line and column of the first.
        case refused
    }

    /// Whether a reader outside the server integrations refuses duplicate keys: only when
    /// they are ``DuplicateKeys/refused``.
    var refusesDuplicateKeys: Bool { duplicateKeys == .refused }

    /// The deepest nesting of arrays and objects accepted; deeper input fails with a
    /// ``JSONSyntaxError`` instead of exhausting the stack.
    ///
    /// Values below 1 are treated as 1, and values above ``depthCeiling`` as that ceiling.
    public var maximumDepth: Int

    /// The largest ``maximumDepth`` that takes effect: 2,000 levels.
    ///
    /// Parsing needs no stack, and neither do writing, comparing or hashing a ``JSONValue``,
    /// but releasing one does: the Swift runtime releases an array inside an array inside an
    /// array one call deeper per level, about 150 bytes of stack per level in release builds
    /// and 210 in debug builds. At 2,000 levels that fits the smallest stack code commonly
    /// runs on, a 512 KiB secondary thread, with room to spare. `JSONModelDecoder` watches the
    /// stack itself while it decodes (see its documentation).
    public static let depthCeiling = 2_000

    /// RFC 8259 exactly, with a maximum depth of 512.
    public static let strict = JSONParseOptions()

    /// Everything ``strict`` accepts, plus comments, trailing commas, `\'`, a leading
    /// byte order mark, UTF-16 and UTF-32 input (``detectsEncoding``) and lone surrogates.
    public static let lenient = JSONParseOptions(
        allowsComments: true,
        allowsTrailingCommas: true,
        allowsEscapedApostrophes: true,
        allowsByteOrderMark: true,
        detectsEncoding: true,
        allowsLoneSurrogates: true
    )

    /// What Foundation's `JSONDecoder` reads: RFC 8259, plus trailing commas (`[1, 2,]`,
    /// `{"a": 1,}`) and input in UTF-16 or UTF-32 or after a byte order mark
    /// (``detectsEncoding``). `JSONModelDecoder` reads this by default.
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: #"{"key": [true, ],}"#, options: .foundationCompatible)
    /// ```
    public static let foundationCompatible = JSONParseOptions(allowsTrailingCommas: true, detectsEncoding: true)

    /// JSON5 (see ``allowsJSON5``), with a leading byte order mark and UTF-16 or UTF-32 input
    /// (``detectsEncoding``).
    ///
    /// ```swift
    /// let settings = try JSONValue(parsing: "{retries: +3, mask: 0xFF, name: 'sync',}", options: .json5)
    /// settings["mask"].number?.int64   // 255
    /// ```
    public static let json5 = JSONParseOptions(
        allowsComments: true,
        allowsTrailingCommas: true,
        allowsByteOrderMark: true,
        detectsEncoding: true,
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
        detectsEncoding: Bool = false,
        allowsLoneSurrogates: Bool = false,
        allowsJSON5: Bool = false,
        maximumDepth: Int = 512,
        duplicateKeys: DuplicateKeys = .refusedInRequestBodies
    ) {
        self.allowsComments = allowsComments
        self.allowsTrailingCommas = allowsTrailingCommas
        self.allowsEscapedApostrophes = allowsEscapedApostrophes
        self.allowsByteOrderMark = allowsByteOrderMark
        self.detectsEncoding = detectsEncoding
        self.allowsLoneSurrogates = allowsLoneSurrogates
        self.allowsJSON5 = allowsJSON5
        self.maximumDepth = maximumDepth
        self.duplicateKeys = duplicateKeys
        allowsNonFiniteNumbers = false
    }

    /// JSON5's `Infinity` and `NaN`: only for readers that can hold them (the Codable decoder).
    package var allowsNonFiniteNumbers: Bool

    /// ``maximumDepth`` within 1 ... ``depthCeiling``.
    var effectiveMaximumDepth: Int { min(max(1, maximumDepth), JSONParseOptions.depthCeiling) }

    /// True when no extension is on but trailing commas, so the scanner can take its strict
    /// path (which accepts trailing commas where it would otherwise fail, at no cost to the
    /// rest of the scan).
    var isStrictSyntax: Bool {
        !allowsComments && !allowsEscapedApostrophes && !allowsLoneSurrogates && !allowsJSON5
    }

    /// Comments, as asked for or as JSON5 has them.
    var acceptsComments: Bool { allowsComments || allowsJSON5 }

    /// Trailing commas, as asked for or as JSON5 has them.
    var acceptsTrailingCommas: Bool { allowsTrailingCommas || allowsJSON5 }
}
