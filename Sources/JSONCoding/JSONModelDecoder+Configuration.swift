public import Foundation

// Decoding types that need a configuration to decode (`DecodableWithConfiguration`), as
// `JSONDecoder.decode(_:from:configuration:)` does.

@available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
extension JSONModelDecoder {
    /// Decodes a value that needs a configuration, as `JSONDecoder` does for types that
    /// conform to `DecodableWithConfiguration`.
    ///
    /// ```swift
    /// let order = try JSONModelDecoder().decode(Order.self, from: data, configuration: .init(currency: "EUR"))
    /// ```
    ///
    /// A root key (``rootKey``) is unwrapped as for any value: ``RootKey/key(_:)`` names the
    /// member to decode; ``RootKey/automatic`` unwraps a member named after the type, and
    /// otherwise decodes the top level.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
    ) throws -> T {
        try data.withUnsafeBytes { try decode(T.self, from: $0, configuration: configuration) }
    }

    /// Like `decode(_:from:configuration:)` (from `Data`), with the configuration that
    /// `provider` gives, as `JSONDecoder` does.
    ///
    /// ```swift
    /// let order = try JSONModelDecoder().decode(Order.self, from: data, configuration: Shop.self)
    /// ```
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: DecodableWithConfiguration, Provider: DecodingConfigurationProviding>(
        _ type: T.Type, from data: Data, configuration provider: Provider.Type
    ) throws -> T where T.DecodingConfiguration == Provider.DecodingConfiguration {
        try decode(T.self, from: data, configuration: provider.decodingConfiguration)
    }

    /// Like `decode(_:from:configuration:)` (from `Data`), from UTF-8 bytes.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from bytes: [UInt8], configuration: T.DecodingConfiguration
    ) throws -> T {
        try bytes.withUnsafeBytes { try decode(T.self, from: $0, configuration: configuration) }
    }

    /// Like `decode(_:from:configuration:)` (from `Data`), from JSON text.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from text: String, configuration: T.DecodingConfiguration
    ) throws -> T {
        var text = text
        return try text.withUTF8 { try decode(T.self, from: UnsafeRawBufferPointer($0), configuration: configuration) }
    }

    /// Like ``decode(_:from:configuration:)-(_,[UInt8],_)``, with the configuration `provider` gives.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: DecodableWithConfiguration, Provider: DecodingConfigurationProviding>(
        _ type: T.Type, from bytes: [UInt8], configuration provider: Provider.Type
    ) throws -> T where T.DecodingConfiguration == Provider.DecodingConfiguration {
        try decode(T.self, from: bytes, configuration: provider.decodingConfiguration)
    }

    /// Like ``decode(_:from:configuration:)-(_,String,_)``, with the configuration `provider` gives.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: DecodableWithConfiguration, Provider: DecodingConfigurationProviding>(
        _ type: T.Type, from text: String, configuration provider: Provider.Type
    ) throws -> T where T.DecodingConfiguration == Provider.DecodingConfiguration {
        try decode(T.self, from: text, configuration: provider.decodingConfiguration)
    }

    private func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from input: UnsafeRawBufferPointer, configuration: T.DecodingConfiguration
    ) throws -> T {
        try withTapeDecoder(for: input, options: currentOptions, locatesErrors: true, report: nil) { decoder in
            let root = decoder.node
            let rootEntry = decoder.entries[0]
            var index = 0
            var component: PathComponent = nil
            switch decoder.options.rootKey {
            case .none:
                break
            case .key(let name):
                let container = try decoder.keyedContainer(keyedBy: StringCodingKey.self, at: 0, node: root)
                let key = StringCodingKey(name)
                // A missing root key is the same keyNotFound error (with its suggestion) as for any value.
                if !container.contains(key) { _ = try container.decodeNil(forKey: key) }
                return try container.decode(T.self, forKey: key, configuration: configuration)
            case .automatic:
                let typeName = simpleTypeName(T.self)
                var member = 1
                while rootEntry.kind == .object && member < rootEntry.nextSibling {
                    let key = decoder.string(decoder.entries[member])
                    if JSONFieldTable.alikeForm(key) == JSONFieldTable.alikeForm(typeName) {
                        index = member + 1
                        component = .key(StringCodingKey(key))
                        break
                    }
                    member = decoder.valueEnd(member + 1)
                }
            }
            return try decoder.withValue(at: index, parent: root, component) { try T(from: decoder, configuration: configuration) }
        }
    }
}
