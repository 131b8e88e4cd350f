/// A list of words written in JSON as one string, separated by whitespace: `"swift json ios"`.
///
/// Decoding splits on runs of spaces, tabs and line breaks and ignores them at either end, so
/// `"a b  c"` and `" a\tb\nc "` are both `["a", "b", "c"]`, and an empty or blank string is
/// `[]`. Encoding joins the words with one space.
///
/// ```swift
/// // {"tags": "swift json  ios"}
/// let tags = try container.decode(.tags, using: SpaceSeparated())   // ["swift", "json", "ios"]
/// try container.encode(tags, forKey: .tags, using: SpaceSeparated()) // "swift json ios"
/// ```
public struct SpaceSeparated: JSONTransformer, Sendable {
    /// A transformer between a list of words and one whitespace-separated string.
    public init() {}

    /// The words of `encoded`, in order.
    public func decode(_ encoded: String) -> [String] {
        encoded.split(whereSeparator: SpaceSeparated.isSeparator).map(String.init)
    }

    /// The words of `value` joined with one space.
    ///
    /// - Throws: ``JSONTransformError`` when a word is empty or holds a space, tab or line
    ///   break: written out, it would read back as a different list.
    public func encode(_ value: [String]) throws -> String {
        if let word = value.first(where: { $0.isEmpty || $0.contains(where: SpaceSeparated.isSeparator) }) {
            throw JSONTransformError(expected: "non-empty words with no spaces, tabs or line breaks", foundText: word)
        }
        return value.joined(separator: " ")
    }

    private static func isSeparator(_ character: Character) -> Bool {
        // "\r\n" is one Character, so it is named as well as "\r" and "\n".
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n"
    }
}
