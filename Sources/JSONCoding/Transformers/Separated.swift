import Foundation

/// A list of strings written in JSON as one string with a separator between them:
/// `"red, green,blue"` with `Separated(by: ",")`.
///
/// Decoding splits at each occurrence of the separator and, by default, trims spaces, tabs and
/// line breaks from each item; an empty string is `[]`. Items between two adjacent separators
/// are kept as empty strings, so every item keeps its position. Encoding joins the items with
/// the separator alone.
///
/// ```swift
/// // {"colours": "red, green,blue", "path": "usr/local/bin"}
/// let colours = try container.decode(.colours, using: Separated(by: ","))  // ["red", "green", "blue"]
/// let path = try container.decode(.path, using: Separated(by: "/", trimmingWhitespace: false))
/// try container.encode(colours, forKey: .colours, using: Separated(by: ",")) // "red,green,blue"
/// ```
public struct Separated: JSONTransformer, Sendable {
    /// The text between items. An empty separator does not split: the whole string is one item.
    public let separator: String
    /// Whether items lose their leading and trailing whitespace when decoded.
    public let trimsWhitespace: Bool

    /// A transformer between a list of strings and one string with `separator` between them.
    public init(by separator: String, trimmingWhitespace: Bool = true) {
        self.separator = separator
        self.trimsWhitespace = trimmingWhitespace
    }

    /// The items of `encoded`, in order.
    public func decode(_ encoded: String) -> [String] {
        let text = trimsWhitespace ? encoded.trimmingCharacters(in: .whitespacesAndNewlines) : encoded
        guard !text.isEmpty else { return [] }
        let items = separator.isEmpty ? [text] : text.components(separatedBy: separator)
        return trimsWhitespace ? items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } : items
    }

    /// The items of `value` joined with ``separator``.
    ///
    /// - Throws: ``JSONTransformError`` when the joined text would read back as a different
    ///   list: an item holds the separator, has whitespace at either end while
    ///   ``trimsWhitespace`` is set, or is the only item and empty.
    public func encode(_ value: [String]) throws -> String {
        let text = value.joined(separator: separator)
        guard decode(text) != value else { return text }
        throw problem(in: value)
    }

    /// Why `items` do not survive a round trip, naming the item at fault where there is one.
    private func problem(in items: [String]) -> JSONTransformError {
        let quotedSeparator = JSONTransformError.quoted(separator)
        if separator.isEmpty {
            return JSONTransformError(expected: "at most one item, since the separator is empty", found: "\(items.count) items")
        }
        if let item = items.first(where: { $0.contains(separator) }) {
            return JSONTransformError(expected: "items without \(quotedSeparator)", foundText: item)
        }
        if trimsWhitespace, let item = items.first(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines) != $0 }) {
            return JSONTransformError(expected: "items without whitespace at either end", foundText: item)
        }
        if items.count == 1 {
            return JSONTransformError(expected: "a non-empty item when it is the only one", foundText: items[0])
        }
        // Left: a separator that overlaps itself, such as "aba" after an item ending in "ab".
        let shown = items.prefix(8).map(JSONTransformError.quoted).joined(separator: ", ")
        return JSONTransformError(
            expected: "items that read back the same after joining with \(quotedSeparator)",
            found: "[" + shown + (items.count > 8 ? ", …" : "") + "]")
    }
}
