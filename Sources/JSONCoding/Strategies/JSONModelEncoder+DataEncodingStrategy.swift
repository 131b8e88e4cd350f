public import Foundation

extension JSONModelEncoder {
    /// How `Data` values are written.
    ///
    /// ```swift
    /// encoder.dataEncodingStrategy = .base64
    /// try encoder.encodeToString(Data([1, 2, 255]))   // "AQL\/"
    /// ```
    public enum DataEncodingStrategy: Sendable {
        /// Let `Data` encode itself: an array of its bytes as numbers.
        ///
        /// ```swift
        /// encoder.dataEncodingStrategy = .deferredToData   // Data([1, 2]) → [1,2]
        /// ```
        case deferredToData
        /// A Base64 string, without line breaks. The default.
        ///
        /// ```swift
        /// encoder.dataEncodingStrategy = .base64           // Data([1, 2]) → "AQI="
        /// ```
        case base64
        /// Whatever the closure encodes into the encoder it is given; `{}` if it encodes nothing.
        ///
        /// ```swift
        /// encoder.dataEncodingStrategy = .custom { data, encoder in
        ///     var container = encoder.singleValueContainer()
        ///     try container.encode(data.count)
        /// }
        /// ```
        case custom(@Sendable (Data, any Encoder) throws -> Void)
    }
}
