// The typed reads of arrays, dictionaries and models that hand-written readers and generated
// code share, and the locals generated code reads fields into.

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
        try readKeyed(T.self, field, .required) { try $0.readModel(T.self, tag: $1, $2) }
    }

    /// Decodes an optional field that is a `@JSONModel` type, as ``decode(_:for:)-(T.Type,_)``
    /// does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decodeIfPresent<T: JSONModelCodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        try readKeyed(T.self, field, .optional) { try $0.readModel(T.self, tag: $1, $2) }
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
        try readKeyed([Element].self, field, .required) { try $0.readArray(of: Element.self, tag: $1, $2) }
    }

    /// Decodes an optional array field, as `decode(_:for:)` does a
    /// required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decodeIfPresent<Element: Decodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed([Element].self, field, .optional) { try $0.readArray(of: Element.self, tag: $1, $2) }
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
        try readKeyed([Element].self, field, .required) { try $0.readModels(of: Element.self, tag: $1, $2) }
    }

    /// Decodes an optional array of `@JSONModel` types, as
    /// `decode(_:for:)` does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decodeIfPresent<Element: JSONModelCodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed([Element].self, field, .optional) { try $0.readModels(of: Element.self, tag: $1, $2) }
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
        try readKeyed([String: Value].self, field, .required) { try $0.readDictionary(of: Value.self, tag: $1, $2) }
    }

    /// Decodes an optional dictionary field, as `decode(_:for:)`
    /// does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func decodeIfPresent<Value: Decodable>(_ type: [String: Value].Type, for field: JSONField<Key>) throws -> [String: Value]? {
        try readKeyed([String: Value].self, field, .optional) { try $0.readDictionary(of: Value.self, tag: $1, $2) }
    }

    /// The field as a `T`: a field of one key with a tag by `read` on the cursor, any other
    /// by the general reads.
    @inlinable @inline(__always)
    mutating func readKeyed<T: Decodable>(
        _ type: T.Type, _ field: JSONField<Key>, _ presence: FieldPresence,
        _ read: (inout ObjectCursor, _ tag: Int, FieldPresence) throws -> T?
    ) throws -> T? {
        guard case .key(let key) = field.location else { return try readAnywhere(T.self, field, presence) }
        let tag = fieldTag(key)
        guard tag >= 0 else { return try cursor.read(T.self, key: key, presence) }
        return try read(&cursor, tag, presence)
    }
}

// MARK: - Locals of generated code

// A struct's generated code names no type: the declaration may name one in a scope that its
// extension does not see (a sibling nested type, say). Each field's local takes its type from
// a closure that reads the property (`{ (model: Self) in model.title }`, never called; a key
// path would do as well, but one into a generic type is made anew at run time on every use),
// and each read takes the type of its local.
extension JSONObjectReader {
    /// Nothing yet, of the type of `property`'s value as the `decode` methods return it: the
    /// local that a field's value goes into while ``nextField()`` walks the object.
    ///
    /// ```swift
    /// var title = object.unread({ (model: Self) in model.title })  // String?, nil
    /// ```
    @inlinable
    public func unread<Model, T>(_ property: (Model) -> T) -> T? { nil }

    /// `unread(_:)` for an optional property, whose `decodeIfPresent` returns the
    /// property's own type.
    ///
    /// ```swift
    /// var subtitle = object.unread(optional: { (model: Self) in model.subtitle })  // String?, nil
    /// ```
    @inlinable
    public func unread<Model, T>(optional property: (Model) -> T?) -> T? { nil }

    /// `unread(_:)` for a type given as such.
    ///
    /// ```swift
    /// var title = object.unread(String.self)  // String?, nil
    /// ```
    @inlinable
    public func unread<T>(_ type: T.Type) -> T? { nil }

    /// The type of the value a local made by ``unread(_:)-(T.Type)`` holds: what generated code
    /// decodes the local's field as.
    ///
    /// ```swift
    /// title = try object.decode(object._valueType(of: title), for: .key(.title))
    /// ```
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public func _valueType<T>(of local: T?) -> T.Type { T.self }
}
