// The field rules of a `JSONObjectReader`: values converted by transformers, and collections
// that leave out the elements and members that cannot be decoded.

import Foundation

extension JSONObjectReader {
    // MARK: - Transformers

    /// Decodes a required field in its JSON form and converts it with `transformer`.
    ///
    /// ```swift
    /// let tags = try object.decode(for: .key(.tags), using: SpaceSeparated())
    /// ```
    ///
    /// - Throws: the field's `DecodingError` under any other decoder than `JSONModelDecoder`;
    ///   a failed conversion is `dataCorrupted` at the field, with the transformer's error.
    public mutating func decode<Transformer: JSONTransformer>(
        for field: JSONField<Key>, using transformer: Transformer
    ) throws -> Transformer.Value? {
        try read(field, .required, tape: Self.transformed(transformer), container: Self.transformed(transformer))
    }

    /// Like ``decode(for:using:)``; a missing key or `null` is nil.
    ///
    /// ```swift
    /// let edited = try object.decodeIfPresent(for: .key(.edited), using: ISO8601Date())
    /// ```
    ///
    /// - Throws: as ``decode(for:using:)``.
    public mutating func decodeIfPresent<Transformer: JSONTransformer>(
        for field: JSONField<Key>, using transformer: Transformer
    ) throws -> Transformer.Value? {
        try read(field, .optional, tape: Self.transformed(transformer), container: Self.transformed(transformer))
    }

    /// Like ``decode(for:using:)``, with a default for a missing key or `null` (and with
    /// ``JSONInvalidValueStrategy/useDefault``, for a value that cannot be converted).
    ///
    /// ```swift
    /// let taken = try object.decode(for: .key(.taken), using: UnixSeconds(), default: .distantPast)
    /// ```
    ///
    /// - Throws: as ``decode(for:using:)``.
    public mutating func decode<Transformer: JSONTransformer>(
        for field: JSONField<Key>, using transformer: Transformer, default defaultValue: @autoclosure () -> Transformer.Value,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws -> Transformer.Value? {
        let value = try read(
            field, invalid == .useDefault ? .defaultIfInvalid : .optional, tape: Self.transformed(transformer), container: Self.transformed(transformer))
        return value ?? (lastFieldFailed ? nil : defaultValue())
    }

    static func transformed<Transformer: JSONTransformer>(
        _ transformer: Transformer
    ) -> (TapeDecoder, Int, PathNode, Key) throws -> Transformer.Value {
        { decoder, index, node, key in
            let encoded = try decoder.decode(Transformer.Encoded.self, at: index, parent: node, component: .key(key))
            return try decodeTransformed(encoded, using: transformer, path: node.codingPath(appending: .key(key)), location: decoder.location(of: index))
        }
    }

    static func transformed<Transformer: JSONTransformer>(
        _ transformer: Transformer
    ) -> (KeyedDecodingContainer<StringCodingKey>, StringCodingKey) throws -> Transformer.Value {
        { container, key in
            let encoded = try container.decode(Transformer.Encoded.self, forKey: key)
            return try decodeTransformed(encoded, using: transformer, path: container.codingPath + [key])
        }
    }

    // MARK: - Lossy collections

    /// Decodes an array field, leaving out the elements that cannot be decoded; each one left out
    /// is in the decoding report, with its path.
    ///
    /// ```swift
    /// let photos = try object.decode([Photo].self, for: .key(.photos), skippingInvalidElements: true)
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``, when the field itself is missing or not an array.
    public mutating func decode<Element: Decodable>(
        _ type: [Element].Type, for field: JSONField<Key>, skippingInvalidElements: Bool
    ) throws -> [Element]? {
        guard skippingInvalidElements else { return try decode(type, for: field) }
        return try read(field, .required, tape: { try Self.lossyArray($0, $1, $2, $3) }, container: { try Self.lossyArray($0, $1) })
    }

    /// Like `decode(_:for:skippingInvalidElements:)`, for an optional array.
    ///
    /// - Throws: as `decode(_:for:skippingInvalidElements:)`.
    public mutating func decodeIfPresent<Element: Decodable>(
        _ type: [Element].Type, for field: JSONField<Key>, skippingInvalidElements: Bool
    ) throws -> [Element]? {
        guard skippingInvalidElements else { return try decodeIfPresent(type, for: field) }
        return try read(field, .optional, tape: { try Self.lossyArray($0, $1, $2, $3) }, container: { try Self.lossyArray($0, $1) })
    }

    /// Like `decode(_:for:skippingInvalidElements:)`, for an array with a default.
    ///
    /// - Throws: as `decode(_:for:skippingInvalidElements:)`.
    public mutating func decode<Element: Decodable>(
        _ type: [Element].Type, for field: JSONField<Key>, skippingInvalidElements: Bool, default defaultValue: @autoclosure () -> [Element],
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws -> [Element]? {
        guard skippingInvalidElements else { return try decode(type, for: field, default: defaultValue(), ifInvalid: invalid) }
        let value: [Element]? = try read(field, invalid == .useDefault ? .defaultIfInvalid : .optional, tape: { try Self.lossyArray($0, $1, $2, $3) }, container: { try Self.lossyArray($0, $1) })
        return value ?? (lastFieldFailed ? nil : defaultValue())
    }

    /// Decodes a dictionary field, leaving out the members that cannot be decoded (reported).
    ///
    /// ```swift
    /// let caches = try object.decode([String: Cache].self, for: .key(.caches), skippingInvalidElements: true)
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``, when the field itself is missing or not an object.
    public mutating func decode<Value: Decodable>(
        _ type: [String: Value].Type, for field: JSONField<Key>, skippingInvalidElements: Bool
    ) throws -> [String: Value]? {
        guard skippingInvalidElements else { return try decode(type, for: field) }
        return try read(field, .required, tape: { try Self.lossyDictionary($0, $1, $2, $3) }, container: { try Self.lossyDictionary($0, $1) })
    }

    /// Like `decode(_:for:skippingInvalidElements:)`, for an optional dictionary.
    ///
    /// - Throws: as `decode(_:for:skippingInvalidElements:)`.
    public mutating func decodeIfPresent<Value: Decodable>(
        _ type: [String: Value].Type, for field: JSONField<Key>, skippingInvalidElements: Bool
    ) throws -> [String: Value]? {
        guard skippingInvalidElements else { return try decodeIfPresent(type, for: field) }
        return try read(field, .optional, tape: { try Self.lossyDictionary($0, $1, $2, $3) }, container: { try Self.lossyDictionary($0, $1) })
    }

    static func lossyArray<Element: Decodable>(
        _ decoder: TapeDecoder, _ index: Int, _ node: PathNode, _ key: Key
    ) throws -> [Element] {
        try decoder.decodeArraySkippingInvalid(Element.self, at: index, node: node.appending(.key(key)))
    }

    static func lossyArray<Element: Decodable>(
        _ container: KeyedDecodingContainer<StringCodingKey>, _ key: StringCodingKey
    ) throws -> [Element] {
        try [Element].decodeSkippingInvalid(from: container, forKey: key)
    }

    static func lossyDictionary<Value: Decodable>(
        _ decoder: TapeDecoder, _ index: Int, _ node: PathNode, _ key: Key
    ) throws -> [String: Value] {
        try decoder.decodeDictionarySkippingInvalid(Value.self, at: index, node: node.appending(.key(key)))
    }

    static func lossyDictionary<Value: Decodable>(
        _ container: KeyedDecodingContainer<StringCodingKey>, _ key: StringCodingKey
    ) throws -> [String: Value] {
        try [String: Value].decodeSkippingInvalid(from: container, forKey: key)
    }

}
