public import Foundation

// Encoding types that need a configuration to encode (`EncodableWithConfiguration`), as
// `JSONEncoder.encode(_:configuration:)` does.

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension JSONModelEncoder {
    /// Encodes a value that needs a configuration, as `JSONEncoder` does for types that
    /// conform to `EncodableWithConfiguration`.
    ///
    /// ```swift
    /// let data = try JSONModelEncoder().encode(order, configuration: .init(currency: "EUR"))
    /// ```
    ///
    /// - Throws: as ``encode(_:)``.
    public func encode<T: EncodableWithConfiguration>(_ value: T, configuration: T.EncodingConfiguration) throws -> Data {
        try encodeTree(Configured(value: value, configuration: configuration), reporting: (value, T.self)) { $0.outputData() }
    }

    /// Like ``encode(_:configuration:)-(_,_)``, with the configuration that `provider` gives, as
    /// `JSONEncoder` does.
    ///
    /// ```swift
    /// let data = try JSONModelEncoder().encode(order, configuration: Shop.self)
    /// ```
    ///
    /// - Throws: as ``encode(_:)``.
    public func encode<T: EncodableWithConfiguration, Provider: EncodingConfigurationProviding>(
        _ value: T, configuration provider: Provider.Type
    ) throws -> Data where T.EncodingConfiguration == Provider.EncodingConfiguration {
        try encode(value, configuration: provider.encodingConfiguration)
    }
}

/// A value and its configuration, encoded as the value encodes itself with it.
@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
private struct Configured<Value: EncodableWithConfiguration>: Encodable {
    let value: Value
    let configuration: Value.EncodingConfiguration

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder, configuration: configuration)
    }
}
