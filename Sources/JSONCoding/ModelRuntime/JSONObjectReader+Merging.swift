// `merge(from:)`'s reads: each field the object has replaces a value, the others leave it as
// it is.

import Foundation

extension JSONObjectReader {
    // MARK: - Merging

    /// Replaces `value` with the field's value when the object has the field; leaves it as it
    /// is otherwise. For `merge(json:)`.
    ///
    /// ```swift
    /// var title = self.title
    /// try object.update(&title, for: .key(.title))
    /// ```
    ///
    /// - Throws: the field's `DecodingError` under any other decoder than `JSONModelDecoder`.
    public mutating func update<T: Decodable>(_ value: inout T, for field: JSONField<Key>) throws {
        if let decoded = try decodeIfPresent(T.self, for: field) { value = decoded }
    }

    /// Like ``update(_:for:)-(T,_)``, for an optional property: `null` makes it nil.
    ///
    /// ```swift
    /// try object.update(&notes, for: .key(.notes))
    /// ```
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<T: Decodable>(_ value: inout T?, for field: JSONField<Key>) throws {
        if let decoded = try decodeIfPresent(T.self, for: field) {
            value = decoded
        } else if !lastFieldFailed, isPresentNull(field) {
            value = nil
        }
    }

    /// Like ``update(_:for:)-(T,_)``, converting the field with `transformer`.
    ///
    /// ```swift
    /// try object.update(&tags, for: .key(.tags), using: SpaceSeparated())
    /// ```
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Transformer: JSONTransformer>(
        _ value: inout Transformer.Value, for field: JSONField<Key>, using transformer: Transformer
    ) throws {
        if let decoded = try read(field, .optional, tape: Self.transformed(transformer), container: Self.transformed(transformer)) {
            value = decoded
        }
    }

    /// Like ``update(_:for:using:)``, for an optional property: `null` makes it nil.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Transformer: JSONTransformer>(
        _ value: inout Transformer.Value?, for field: JSONField<Key>, using transformer: Transformer
    ) throws {
        if let decoded = try read(field, .optional, tape: Self.transformed(transformer), container: Self.transformed(transformer)) {
            value = decoded
        } else if !lastFieldFailed, isPresentNull(field) {
            value = nil
        }
    }

    /// Like ``update(_:for:)-(T,_)``; with ``JSONInvalidValueStrategy/useDefault``, a value of
    /// the wrong type leaves `value` as it is (reported), as decoding falls back on the default.
    ///
    /// ```swift
    /// try object.update(&volume, for: .key(.volume), ifInvalid: .useDefault)
    /// ```
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<T: Decodable>(_ value: inout T, for field: JSONField<Key>, ifInvalid invalid: JSONInvalidValueStrategy) throws {
        try update(&value, field, invalid, tape: { try Self.plainValue($0, $1, $2, $3) }, container: { try Self.plainValue($0, $1) })
    }

    /// Like ``update(_:for:ifInvalid:)-(T,_,_)``, for an optional property: `null` makes it nil.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<T: Decodable>(_ value: inout T?, for field: JSONField<Key>, ifInvalid invalid: JSONInvalidValueStrategy) throws {
        try updateOptional(&value, field, invalid, tape: { try Self.plainValue($0, $1, $2, $3) }, container: { try Self.plainValue($0, $1) })
    }

    /// Replaces an array with the field's elements, leaving out those that cannot be decoded
    /// (reported), as `decode(_:for:skippingInvalidElements:)` does; for `merge(json:)`.
    ///
    /// ```swift
    /// try object.update(&ratings, for: .key(.ratings), skippingInvalidElements: true)
    /// ```
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Element: Decodable>(
        _ value: inout [Element], for field: JSONField<Key>, skippingInvalidElements: Bool, ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws {
        guard skippingInvalidElements else { return try update(&value, for: field, ifInvalid: invalid) }
        try update(&value, field, invalid, tape: { try Self.lossyArray($0, $1, $2, $3) }, container: { try Self.lossyArray($0, $1) })
    }

    /// Like ``update(_:for:skippingInvalidElements:ifInvalid:)-(_,_,_,_)``, for an optional array.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Element: Decodable>(
        _ value: inout [Element]?, for field: JSONField<Key>, skippingInvalidElements: Bool, ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws {
        guard skippingInvalidElements else { return try update(&value, for: field, ifInvalid: invalid) }
        try updateOptional(&value, field, invalid, tape: { try Self.lossyArray($0, $1, $2, $3) }, container: { try Self.lossyArray($0, $1) })
    }

    /// Replaces a dictionary with the field's members, leaving out those that cannot be decoded
    /// (reported); for `merge(json:)`.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Value: Decodable>(
        _ value: inout [String: Value], for field: JSONField<Key>, skippingInvalidElements: Bool,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws {
        guard skippingInvalidElements else { return try update(&value, for: field, ifInvalid: invalid) }
        try update(&value, field, invalid, tape: { try Self.lossyDictionary($0, $1, $2, $3) }, container: { try Self.lossyDictionary($0, $1) })
    }

    /// Like ``update(_:for:skippingInvalidElements:ifInvalid:)-(_,_,_,_)``, for an optional dictionary.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Value: Decodable>(
        _ value: inout [String: Value]?, for field: JSONField<Key>, skippingInvalidElements: Bool,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws {
        guard skippingInvalidElements else { return try update(&value, for: field, ifInvalid: invalid) }
        try updateOptional(&value, field, invalid, tape: { try Self.lossyDictionary($0, $1, $2, $3) }, container: { try Self.lossyDictionary($0, $1) })
    }

    mutating func update<T>(
        _ value: inout T, _ field: JSONField<Key>, _ invalid: JSONInvalidValueStrategy,
        tape: (TapeDecoder, Int, PathNode, Key) throws -> T,
        container: (KeyedDecodingContainer<StringCodingKey>, StringCodingKey) throws -> T
    ) throws {
        if let decoded = try read(field, invalid == .useDefault ? .defaultIfInvalid : .optional, tape: tape, container: container) {
            value = decoded
        }
    }

    mutating func updateOptional<T>(
        _ value: inout T?, _ field: JSONField<Key>, _ invalid: JSONInvalidValueStrategy,
        tape: (TapeDecoder, Int, PathNode, Key) throws -> T,
        container: (KeyedDecodingContainer<StringCodingKey>, StringCodingKey) throws -> T
    ) throws {
        if let decoded = try read(field, invalid == .useDefault ? .defaultIfInvalid : .optional, tape: tape, container: container) {
            value = decoded
        } else if !lastFieldFailed, isPresentNull(field) {
            value = nil
        }
    }

    static func plainValue<T: Decodable>(_ decoder: TapeDecoder, _ index: Int, _ node: PathNode, _ key: Key) throws -> T {
        try decoder.decode(T.self, at: index, parent: node, component: .key(key))
    }

    static func plainValue<T: Decodable>(_ container: KeyedDecodingContainer<StringCodingKey>, _ key: StringCodingKey) throws -> T {
        try container.decode(T.self, forKey: key)
    }

}
