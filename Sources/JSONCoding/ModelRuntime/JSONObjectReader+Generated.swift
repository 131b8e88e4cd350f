// The reads that the code `@JSONModel` writes makes. Each puts a field's value into the model's
// local for it and none throws: under `JSONModelDecoder` a failure is recorded, and under any
// other decoder the first error is kept and thrown by the model at its end (`failure(…)`), after
// which no field is read. So a model's `init(from:)` has no error path per field, and its loop
// over the members is one call per `case`, out of line, with nothing assigned in the model
// itself: the compiler's work on a model grows with its fields, not with their square.

import Foundation

extension JSONObjectReader {
    /// Reads the field `key` into `local`, as ``decode(_:for:)-(T.Type,_)`` (`.required`) or
    /// ``decodeIfPresent(_:for:)-(T.Type,_)`` (`.optional`) return it; never throws (see
    /// ``failure()``). What the code `@JSONModel` writes calls, once per field:
    ///
    /// ```swift
    /// var title = object.unread({ (model: Self) in model.title })
    /// while let key = object.nextField() {
    ///     switch key {
    ///     case .title: object._decode(&title, .title, .required)
    ///     }
    /// }
    /// guard let title, object.succeeded else { throw object.failure(requiring: [.title]) }
    /// ```
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func _decode<T: Decodable>(_ local: inout T?, _ key: Key, _ presence: _JSONFieldPresence) {
        readKey(into: &local, key, presence)
    }

    /// ``_decode(_:_:_:)-(T?,_,_)`` for a `@JSONModel` type: on the member a walk stands on, the
    /// model's own decoding reads the object itself.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func _decode<T: JSONModelCodable>(_ local: inout T?, _ key: Key, _ presence: _JSONFieldPresence) {
        readKeyed(into: &local, key, presence) { $0.readModel(into: &$1, tag: $2, $3) }
    }

    /// ``_decode(_:_:_:)-(T?,_,_)`` for an array: on the member a walk stands on, its elements
    /// are decoded in place.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func _decode<Element: Decodable>(_ local: inout [Element]?, _ key: Key, _ presence: _JSONFieldPresence) {
        readKeyed(into: &local, key, presence) { $0.readArray(into: &$1, tag: $2, $3) }
    }

    /// ``_decode(_:_:_:)-(T?,_,_)`` for an array of `@JSONModel` types, each element made by the
    /// model's own decoding and decoded once.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func _decode<Element: JSONModelCodable>(_ local: inout [Element]?, _ key: Key, _ presence: _JSONFieldPresence) {
        readKeyed(into: &local, key, presence) { $0.readModels(into: &$1, tag: $2, $3) }
    }

    /// ``_decode(_:_:_:)-(T?,_,_)`` for a dictionary, each member's value decoded into it.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func _decode<Value: Decodable>(_ local: inout [String: Value]?, _ key: Key, _ presence: _JSONFieldPresence) {
        readKeyed(into: &local, key, presence) { $0.readDictionary(into: &$1, tag: $2, $3) }
    }

    /// Reads any field into `local`: a key path or alternatives, looked up.
    ///
    /// ```swift
    /// object._decode(&thumbnail, for: .path(.media, .m), .optional)
    /// ```
    @_documentation(visibility: internal)
    @inlinable @inline(never)
    public mutating func _decode<T: Decodable>(_ local: inout T?, for field: JSONField<Key>, _ presence: _JSONFieldPresence) {
        guard case .key(let key) = field.location else {
            do { local = try readAnywhere(T.self, field, presence) } catch { cursor.keep(error) }
            return
        }
        readKey(into: &local, key, presence)
    }

    /// Reads a field in its JSON form into `local`, converted by `transformer`, as
    /// ``decode(for:using:)`` does.
    ///
    /// ```swift
    /// object._decode(&tags, for: .key(.tags), using: SpaceSeparated(), .required)
    /// ```
    @_documentation(visibility: internal)
    public mutating func _decode<Transformer: JSONTransformer>(
        _ local: inout Transformer.Value?, for field: JSONField<Key>, using transformer: Transformer, _ presence: _JSONFieldPresence
    ) {
        do {
            local = try read(field, presence, tape: Self.transformed(transformer), container: Self.transformed(transformer))
        } catch {
            cursor.keep(error)
        }
    }

    /// Reads an array field into `local`, leaving out the elements that cannot be decoded, as
    /// `decode(_:for:skippingInvalidElements:)` does.
    ///
    /// ```swift
    /// object._decodeSkippingInvalid(&photos, for: .key(.photos), .required)
    /// ```
    @_documentation(visibility: internal)
    public mutating func _decodeSkippingInvalid<Element: Decodable>(
        _ local: inout [Element]?, for field: JSONField<Key>, _ presence: _JSONFieldPresence
    ) {
        do {
            local = try read(field, presence, tape: { try Self.lossyArray($0, $1, $2, $3) }, container: { try Self.lossyArray($0, $1) })
        } catch {
            cursor.keep(error)
        }
    }

    /// Reads a dictionary field into `local`, leaving out the members that cannot be decoded.
    @_documentation(visibility: internal)
    public mutating func _decodeSkippingInvalid<Value: Decodable>(
        _ local: inout [String: Value]?, for field: JSONField<Key>, _ presence: _JSONFieldPresence
    ) {
        do {
            local = try read(field, presence, tape: { try Self.lossyDictionary($0, $1, $2, $3) }, container: { try Self.lossyDictionary($0, $1) })
        } catch {
            cursor.keep(error)
        }
    }

    /// Reads a value from the same object as this one's fields into `local` (for `@JSONFlatten`),
    /// as ``decodeFlattened(_:from:)-(T.Type,_)`` does.
    ///
    /// ```swift
    /// object._decodeFlattened(&location, from: decoder)
    /// ```
    @_documentation(visibility: internal)
    @inlinable @inline(never)
    public mutating func _decodeFlattened<T: Decodable>(_ local: inout T?, from decoder: any Decoder) {
        guard cursor.thrownError == nil else { return }
        do { local = try decodeFlattened(T.self, from: decoder) } catch { cursor.keep(error) }
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

    /// The value of a local that the reads wrote in place, moved out of it (the local is nil
    /// after): what a model is made of at its end, without a copy of each value.
    ///
    /// ```swift
    /// return Self(title: object._unwrap(&title), subtitle: object._take(&subtitle))
    /// ```
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public func _take<T>(_ local: inout T?) -> T? {
        var value: T? = nil
        swap(&value, &local)
        return value
    }

    /// Whether a field's local holds a value: what a model's `guard` checks for each required
    /// field, without a copy of the value (`local != nil` would copy a struct's every field).
    ///
    /// ```swift
    /// guard object._has(&title), object.succeeded else { throw object.failure(requiring: [.title]) }
    /// ```
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public func _has<T>(_ local: inout T?) -> Bool {
        switch local {
        case .some: true
        case .none: false
        }
    }

    /// The value of a required field's local, moved out of it: what a model is made of at its
    /// end, after its `guard` has checked that no required local is nil (each checked there,
    /// not bound, so that the `guard`'s failure destroys nothing it bound).
    ///
    /// ```swift
    /// guard object._has(&title), object.succeeded else { throw object.failure(requiring: [.title]) }
    /// return Self(title: object._unwrap(&title))
    /// ```
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public func _unwrap<T>(_ local: inout T?) -> T {
        guard let value = _take(&local) else {
            // Not reached: the model's `guard` checked the local. Not input-dependent either:
            // whatever the JSON, the reads leave a required local nil only with a failure
            // recorded, and the `guard` throws it.
            preconditionFailure("a required field's value was taken before the model checked it")
        }
        return value
    }

    /// `unread(_:)` for a type given as such.
    ///
    /// ```swift
    /// var title = object.unread(String.self)  // String?, nil
    /// ```
    @inlinable
    public func unread<T>(_ type: T.Type) -> T? { nil }
}
