// The typed reads of arrays, dictionaries and models for hand-written readers: the same reads
// of the cursor that generated code makes (JSONObjectReader+Generated.swift).

import Foundation

// MARK: - Collections and models

// The typed reads of arrays, dictionaries and models: on the member a walk stands on, each is
// made where the model is compiled (its storage type known there), by a call specialised for
// the element's or value's type alone. Generated code calls these same methods, so a reader
// written by hand takes the same path as one `@JSONModel` writes. They are the same methods as
// `decode(_:for:)` and `decodeIfPresent(_:for:)` to a reader, so DocC shows those only.
extension JSONObjectReader {
    /// Decodes a required field that is a `@JSONModel` type: on the member a walk stands on,
    /// the model's own decoding reads the object itself, and its failures are recorded as the
    /// field's.
    ///
    /// ```swift
    /// let owner = try object.decode(User.self, for: .key(.owner))
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decode<T: JSONModelCodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        try readKeyed(field, .required) { $0.readModel(into: &$1, tag: $2, $3) }
    }

    /// Decodes an optional field that is a `@JSONModel` type, as ``decode(_:for:)-(T.Type,_)``
    /// does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decodeIfPresent<T: JSONModelCodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        try readKeyed(field, .optional) { $0.readModel(into: &$1, tag: $2, $3) }
    }

    /// Decodes a required array field: on the member a walk stands on, its elements are
    /// decoded in place.
    ///
    /// ```swift
    /// let scores = try object.decode([Score].self, for: .key(.scores))
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decode<Element: Decodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed(field, .required) { $0.readArray(into: &$1, tag: $2, $3) }
    }

    /// Decodes an optional array field, as `decode(_:for:)` does a
    /// required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decodeIfPresent<Element: Decodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed(field, .optional) { $0.readArray(into: &$1, tag: $2, $3) }
    }

    /// Decodes a required array of `@JSONModel` types: on the member a walk stands on, each
    /// element is made by the model's own decoding. An element that fails is recorded and the
    /// ones after it are decoded too, so that one error names every element that failed; each
    /// element is decoded once.
    ///
    /// ```swift
    /// let photos = try object.decode([Photo].self, for: .key(.photos))
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decode<Element: JSONModelCodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed(field, .required) { $0.readModels(into: &$1, tag: $2, $3) }
    }

    /// Decodes an optional array of `@JSONModel` types, as
    /// `decode(_:for:)` does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decodeIfPresent<Element: JSONModelCodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed(field, .optional) { $0.readModels(into: &$1, tag: $2, $3) }
    }

    /// Decodes a required dictionary field: on the member a walk stands on, each member's
    /// value is decoded into the dictionary. A value that fails is recorded and the members
    /// after it are decoded too; the first of two equal keys wins, as in Foundation.
    ///
    /// ```swift
    /// let names = try object.decode([String: String].self, for: .key(.names))
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decode<Value: Decodable>(_ type: [String: Value].Type, for field: JSONField<Key>) throws -> [String: Value]? {
        try readKeyed(field, .required) { $0.readDictionary(into: &$1, tag: $2, $3) }
    }

    /// Decodes an optional dictionary field, as `decode(_:for:)`
    /// does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decodeIfPresent<Value: Decodable>(_ type: [String: Value].Type, for field: JSONField<Key>) throws -> [String: Value]? {
        try readKeyed(field, .optional) { $0.readDictionary(into: &$1, tag: $2, $3) }
    }

    /// The field as a `T`: a field of one key with a tag by `read` on the cursor (the error of
    /// another decoder thrown after it), any other by the general reads.
    @inlinable @inline(__always)
    mutating func readKeyed<T: Decodable>(
        _ field: JSONField<Key>, _ presence: _JSONFieldPresence,
        _ read: (inout ObjectCursor, inout T?, _ tag: Int, _JSONFieldPresence) -> Void
    ) throws -> T? {
        guard case .key(let key) = field.location else { return try readAnywhere(T.self, field, presence) }
        var value: T?
        readKeyed(into: &value, key, presence, read)
        try cursor.throwKeptError()
        return value
    }

    /// The field `key` into `local`: by `read` on the cursor when the key has a tag, else
    /// looked up by the key itself.
    @inlinable @inline(__always)
    mutating func readKeyed<T: Decodable>(
        into local: inout T?, _ key: Key, _ presence: _JSONFieldPresence,
        _ read: (inout ObjectCursor, inout T?, _ tag: Int, _JSONFieldPresence) -> Void
    ) {
        let tag = fieldTag(key)
        guard tag >= 0 else { return cursor.read(into: &local, key: key, presence) }
        read(&cursor, &local, tag, presence)
    }
}
