extension JSONQuery {
    /// A node a query selected: its value and where it stands.
    ///
    /// ```swift
    /// let match = try JSONQuery("$.a[1]").matches(in: ["a": [10, 20]])[0]
    /// match.value            // 20
    /// match.path             // a[1]
    /// match.normalizedPath   // $['a'][1]
    /// ```
    public struct Match: Sendable, Hashable {
        /// The value of the node.
        ///
        /// ```swift
        /// try JSONQuery("$.a").matches(in: ["a": 1])[0].value   // 1
        /// ```
        public let value: JSONValue

        /// The node's location, from the root.
        ///
        /// ```swift
        /// try JSONQuery("$..b").matches(in: ["a": [["b": 1]]])[0].path   // a[0].b
        /// ```
        public let path: JSONPath

        /// Creates a match.
        ///
        /// ```swift
        /// let match = JSONQuery.Match(value: 20, path: ["a", 1])
        /// ```
        public init(value: JSONValue, path: JSONPath) {
            self.value = value
            self.path = path
        }

        /// The location as an RFC 9535 normalized path (§2.7): `$['store']['book'][0]`, names in
        /// single quotes with `'` and `\` escaped and control characters as `\b \f \n \r \t` or
        /// `\u00XX`.
        ///
        /// ```swift
        /// JSONQuery.Match(value: 1, path: ["a'b", 0]).normalizedPath   // $['a\'b'][0]
        /// ```
        public var normalizedPath: String { NormalizedPath.text(of: path.components) }
    }
}

/// The text of RFC 9535 normalized paths.
enum NormalizedPath {
    static func text(of components: some Sequence<JSONPath.Component>) -> String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                text += "['"
                appendEscaped(key, to: &text)
                text += "']"
            }
        }
        return text
    }

    /// A name as normal-single-quoted text: `'` and `\` escaped, control characters as the
    /// short escapes or `\u00` and two lowercase hexadecimal digits.
    static func appendEscaped(_ key: String, to text: inout String) {
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "'": text += "\\'"
            case "\\": text += "\\\\"
            case "\u{00}" ..< "\u{20}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u00" + (hex.count < 2 ? "0" + hex : hex)
            default: text.unicodeScalars.append(scalar)
            }
        }
    }
}
