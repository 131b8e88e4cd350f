public import Foundation

extension JSONModelDecoder {
    /// How `Data` is read from JSON.
    ///
    /// ```swift
    /// decoder.dataDecodingStrategy = .base64
    /// ```
    public enum DataDecodingStrategy: Sendable {
        /// `Data`'s own `Decodable` conformance: an array of bytes.
        case deferredToData
        /// A Base64 string.
        case base64
        /// A function that reads the data from the decoder.
        case custom(@Sendable (any Decoder) throws -> Data)
    }
}
