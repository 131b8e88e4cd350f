extension JSONModelEncoder {
    /// How the JSON text is laid out: indentation, key order, and whether `/` is escaped.
    ///
    /// The same options, with the same raw values, as `JSONEncoder.OutputFormatting`.
    ///
    /// ```swift
    /// let encoder = JSONModelEncoder()
    /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    /// ```
    public struct OutputFormatting: OptionSet, Sendable, Hashable {
        /// The options' bits, as in `JSONEncoder.OutputFormatting`.
        ///
        /// ```swift
        /// JSONModelEncoder.OutputFormatting.sortedKeys.rawValue   // 2
        /// ```
        public let rawValue: UInt

        /// Creates options from their bits.
        ///
        /// ```swift
        /// let pretty = JSONModelEncoder.OutputFormatting(rawValue: 1)   // .prettyPrinted
        /// ```
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Indent nested values by two spaces per level, one member or element per line, and write
        /// `"key" : value`, exactly as `JSONEncoder` does.
        ///
        /// ```swift
        /// encoder.outputFormatting = .prettyPrinted   // {\n  "id" : 1\n}
        /// ```
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)

        /// Write every object's members ordered by their keys' UTF-8 bytes.
        ///
        /// ```swift
        /// encoder.outputFormatting = .sortedKeys      // {"a":1,"b":2} whatever the encoding order
        /// ```
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)

        /// Write `/` as itself. By default it is written `\/`, so that JSON can sit inside an HTML
        /// `<script>` element.
        ///
        /// ```swift
        /// encoder.outputFormatting = .withoutEscapingSlashes   // "https://example.com"
        /// ```
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }
}
