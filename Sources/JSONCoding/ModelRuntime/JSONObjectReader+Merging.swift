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

    // MARK: - What generated code calls

    // `merge(from:)` that `@JSONModel` writes updates each field with one of these: the same
    // as `update`, but none throws. Under `JSONModelDecoder` a failure is recorded; under any
    // other decoder the first error is kept, no field is read after it, and `finish()` throws
    // it. None is inlinable: one copy in the library serves every model, so a model's merge is
    // a call per field, with no error path of its own.

    /// ``update(_:for:)-(T,_)`` without throwing (see ``finish()``).
    ///
    /// ```swift
    /// object._update(&merged.title, for: .key(.title))
    /// ```
    @_documentation(visibility: internal)
    public mutating func _update<T: Decodable>(_ value: inout T, for field: JSONField<Key>) {
        do { try update(&value, for: field) } catch { keep(error) }
    }

    /// ``update(_:for:)-(T?,_)`` without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<T: Decodable>(_ value: inout T?, for field: JSONField<Key>) {
        do { try update(&value, for: field) } catch { keep(error) }
    }

    /// ``update(_:for:using:)-(Transformer.Value,_,_)`` without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<Transformer: JSONTransformer>(
        _ value: inout Transformer.Value, for field: JSONField<Key>, using transformer: Transformer
    ) {
        do { try update(&value, for: field, using: transformer) } catch { keep(error) }
    }

    /// ``update(_:for:using:)-(Transformer.Value?,_,_)`` without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<Transformer: JSONTransformer>(
        _ value: inout Transformer.Value?, for field: JSONField<Key>, using transformer: Transformer
    ) {
        do { try update(&value, for: field, using: transformer) } catch { keep(error) }
    }

    /// ``update(_:for:ifInvalid:)-(T,_,_)`` without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<T: Decodable>(_ value: inout T, for field: JSONField<Key>, ifInvalid invalid: JSONInvalidValueStrategy) {
        do { try update(&value, for: field, ifInvalid: invalid) } catch { keep(error) }
    }

    /// ``update(_:for:ifInvalid:)-(T?,_,_)`` without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<T: Decodable>(_ value: inout T?, for field: JSONField<Key>, ifInvalid invalid: JSONInvalidValueStrategy) {
        do { try update(&value, for: field, ifInvalid: invalid) } catch { keep(error) }
    }

    /// ``update(_:for:skippingInvalidElements:ifInvalid:)-(_,_,_,_)`` for an array, without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<Element: Decodable>(
        _ value: inout [Element], for field: JSONField<Key>, skippingInvalidElements: Bool, ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) {
        do { try update(&value, for: field, skippingInvalidElements: skippingInvalidElements, ifInvalid: invalid) } catch { keep(error) }
    }

    /// The same for an optional array, without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<Element: Decodable>(
        _ value: inout [Element]?, for field: JSONField<Key>, skippingInvalidElements: Bool, ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) {
        do { try update(&value, for: field, skippingInvalidElements: skippingInvalidElements, ifInvalid: invalid) } catch { keep(error) }
    }

    /// The same for a dictionary, without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<Value: Decodable>(
        _ value: inout [String: Value], for field: JSONField<Key>, skippingInvalidElements: Bool,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) {
        do { try update(&value, for: field, skippingInvalidElements: skippingInvalidElements, ifInvalid: invalid) } catch { keep(error) }
    }

    /// The same for an optional dictionary, without throwing.
    @_documentation(visibility: internal)
    public mutating func _update<Value: Decodable>(
        _ value: inout [String: Value]?, for field: JSONField<Key>, skippingInvalidElements: Bool,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) {
        do { try update(&value, for: field, skippingInvalidElements: skippingInvalidElements, ifInvalid: invalid) } catch { keep(error) }
    }

    /// Keeps an error an update threw: another decoder's first error, for ``finish()`` to
    /// throw; on the tape, where reads record their failures and throw nothing, recorded as
    /// the object's.
    mutating func keep(_ error: any Error) {
        if let object = tape {
            object.withDecoder { record(error, $0, at: object.object) }
        } else {
            cursor.keep(error)
        }
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
