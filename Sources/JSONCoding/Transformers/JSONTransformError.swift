/// A value a transformer could not convert: what it expected, and what it found.
///
/// The built-in transformers throw it; a custom ``JSONTransformer`` may throw it too. When a
/// transformer runs inside `decode(_:using:)` or `encode(_:forKey:using:)`, the container
/// wraps it in a `DecodingError` or `EncodingError` at the property's coding path, so the
/// message says where as well as what.
///
/// ```swift
/// do {
///     _ = try ISO8601Date().decode("2016-13-01")
/// } catch let error as JSONTransformError {
///     print(error)
///     // expected an ISO 8601 date such as 2016-01-15, 2016-01-15T14:30:05Z or
///     // 2016-01-15T14:30:05.123+01:00, found "2016-13-01"
/// }
/// ```
public struct JSONTransformError: Error, CustomStringConvertible, Sendable, Hashable {
    /// What the transformer accepts, in words: `a date in the format "yyyy-MM-dd"`.
    public var expected: String
    /// What it was given, as shown to people: `"15/01/2016"` (quoted when it is text), `nan`.
    public var found: String

    /// An error saying that `expected` was wanted and `found` was given.
    ///
    /// ```swift
    /// throw JSONTransformError(expected: "a positive number of tenths", found: "-5")
    /// ```
    public init(expected: String, found: String) {
        self.expected = expected
        self.found = found
    }

    /// An error whose `found` is `text`, quoted, escaped and shortened for a message.
    ///
    /// ```swift
    /// throw JSONTransformError(expected: "a colour such as #ff8800", foundText: "orange")
    /// // expected a colour such as #ff8800, found "orange"
    /// ```
    public init(expected: String, foundText text: String) {
        self.init(expected: expected, found: JSONTransformError.quoted(text))
    }

    /// `expected …, found …`.
    public var description: String {
        "expected \(expected), found \(found)"
    }

    /// The characters of a found text kept in a message; the input may be a whole document.
    static let quotedLength = 64

    /// `text` in double quotes, with quotes, backslashes and control characters escaped so
    /// the message stays on one line, and cut after `quotedLength` characters.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text.prefix(quotedLength) {
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        result += "\""
        if !text.dropFirst(quotedLength).isEmpty { result += "…" }
        return result
    }
}
