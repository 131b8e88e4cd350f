/// How JSON text is written.
///
/// ```swift
/// let value: JSONValue = ["b": 1, "a": ["x/y", "é"]]
/// value.jsonString()                        // {"b":1,"a":["x/y","é"]}
/// value.jsonString(options: .pretty)        // two-space indentation
/// var options = JSONWriteOptions.pretty
/// options.sortsKeys = true
/// options.escapesNonASCII = true
/// value.jsonString(options: options)        // keys a, b; "\u00E9"
/// ```
public struct JSONWriteOptions: Sendable, Hashable {
    /// One level of indentation in pretty-printed output.
    public enum Indentation: Sendable, Hashable {
        /// The given number of spaces per level.
        case spaces(Int)
        /// One tab per level.
        case tabs
    }

    /// Pretty-print with this indentation; nil writes compact JSON with no whitespace at all.
    public var indentation: Indentation?

    /// Write object members ordered by key (by Unicode code points) instead of in their own order.
    public var sortsKeys: Bool

    /// Write `/` as `\/`, for text embedded in HTML `<script>` elements. Off by default.
    public var escapesSlashes: Bool

    /// Write every character outside ASCII as `\uXXXX` (with surrogate pairs), for ASCII-only channels.
    /// Off by default: non-ASCII characters are written as UTF-8.
    public var escapesNonASCII: Bool

    /// Compact output: `{"a":[1,2]}`.
    public static let compact = JSONWriteOptions()

    /// Pretty output, indented by two spaces.
    public static let pretty = JSONWriteOptions(indentation: .spaces(2))

    /// Creates options; the defaults write compact JSON in the value's own key order.
    ///
    /// ```swift
    /// let options = JSONWriteOptions(indentation: .tabs, sortsKeys: true)
    /// ```
    public init(
        indentation: Indentation? = nil,
        sortsKeys: Bool = false,
        escapesSlashes: Bool = false,
        escapesNonASCII: Bool = false
    ) {
        self.indentation = indentation
        self.sortsKeys = sortsKeys
        self.escapesSlashes = escapesSlashes
        self.escapesNonASCII = escapesNonASCII
    }
}
