// Writing one model as a JSON object, field by field: the runtime that `@JSONModel`'s
// `encode(to:)` calls. Under `JSONModelEncoder` it writes into the encoder's tree through the
// keyed container's own code, without the `KeyedEncodingContainer` box around it; under any
// other encoder it writes through a keyed container.

import Foundation

/// Writes the fields of one JSON object: what a `@JSONModel` type's `encode(to:)` is made of.
///
/// ```swift
/// func encode(to encoder: any Encoder) throws {
///     var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
///     try object.encode(title, for: .key(.title))
///     try object.encodeIfPresent(notes, for: .key(.notes))
///     try object.encode(tags, for: .key(.tags), using: SpaceSeparated())
///     try object.encode(imageURL, for: .path(.media, .m))   // {"media": {"m": "…"}}
/// }
/// ```
public struct JSONObjectWriter<Key: CodingKey> {
    enum Target {
        case tree(TreeKeyedContainer<Key>)
        case container(KeyedEncodingContainer<Key>)
    }

    var target: Target
    /// The object in `JSONModelEncoder`'s tree, which the fields write to without a container.
    @usableFromInline let tree: TreeObject?
    /// Objects opened for paths of more than one key, by the keys that lead to them, so that
    /// two fields under one path share one object.
    private var nested: [(path: [String], container: KeyedEncodingContainer<Key>)] = []

    /// A writer of the object that `encoder` stands for.
    ///
    /// ```swift
    /// var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
    /// ```
    public init(to encoder: any Encoder, keyedBy type: Key.Type) {
        if let encoder = encoder as? TreeEncoder {
            let tree = encoder.tree
            let object = tree.openObject(at: encoder.node, link: encoder.link)
            let keepsKeys = tree.node(object).pointee.keepsKeys
            target = .tree(TreeKeyedContainer(tree: tree, object: object, link: encoder.link, keepsKeys: keepsKeys))
            self.tree = TreeObject(tree: tree, object: object, link: encoder.link, keepsKeys: keepsKeys)
        } else {
            target = .container(encoder.container(keyedBy: Key.self))
            tree = nil
        }
    }

    /// Writes a field.
    ///
    /// ```swift
    /// try object.encode(title, for: .key(.title))
    /// ```
    ///
    /// - Throws: `EncodingError` from the value's encoding.
    @inlinable
    public mutating func encode<T: Encodable>(_ value: T, for field: JSONField<Key>) throws {
        if let tree, case .key(let key) = field.location {
            try tree.encode(value, forKey: key)
            return
        }
        try encodeAnywhere(value, for: field)
    }

    /// Writes an optional field: nil writes nothing (or `null`, as the encoder's nil strategy says).
    ///
    /// ```swift
    /// try object.encodeIfPresent(notes, for: .key(.notes))
    /// ```
    ///
    /// - Throws: `EncodingError` from the value's encoding.
    @inlinable
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, for field: JSONField<Key>) throws {
        if let tree, case .key(let key) = field.location {
            if let value { try tree.encode(value, forKey: key) } else { try tree.encodeNil(forKey: key) }
            return
        }
        try encodeIfPresentAnywhere(value, for: field)
    }

    /// A field with a key path, or under another encoder.
    @usableFromInline
    mutating func encodeAnywhere<T: Encodable>(_ value: T, for field: JSONField<Key>) throws {
        if case .key(let key) = field.location, case .container(var container) = target {
            try container.encode(value, forKey: key)
            return
        }
        try withContainer(for: field) { container, key in try container.encode(value, forKey: key) }
    }

    /// A field with a key path, or under another encoder.
    @usableFromInline
    mutating func encodeIfPresentAnywhere<T: Encodable>(_ value: T?, for field: JSONField<Key>) throws {
        if case .key(let key) = field.location, case .container(var container) = target {
            try container.encodeIfPresent(value, forKey: key)
            return
        }
        try withContainer(for: field) { container, key in try container.encodeIfPresent(value, forKey: key) }
    }

    /// Converts a field with `transformer` and writes its JSON form.
    ///
    /// ```swift
    /// try object.encode(tags, for: .key(.tags), using: SpaceSeparated())
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue` at the field when the conversion fails.
    public mutating func encode<Transformer: JSONTransformer>(
        _ value: Transformer.Value, for field: JSONField<Key>, using transformer: Transformer
    ) throws {
        try encode(try encodeTransformed(value, using: transformer, path: codingPath + field.writtenPath), for: field)
    }

    /// Like ``encode(_:for:using:)``; nil writes nothing (or `null`, as the nil strategy says).
    ///
    /// ```swift
    /// try object.encodeIfPresent(edited, for: .key(.edited), using: ISO8601Date())
    /// ```
    ///
    /// - Throws: as ``encode(_:for:using:)``.
    public mutating func encodeIfPresent<Transformer: JSONTransformer>(
        _ value: Transformer.Value?, for field: JSONField<Key>, using transformer: Transformer
    ) throws {
        guard let value else {
            try encodeIfPresent(Optional<Transformer.Encoded>.none, for: field)
            return
        }
        try encode(value, for: field, using: transformer)
    }

    /// The coding path of the object.
    var codingPath: [any CodingKey] {
        switch target {
        case .tree(let container): return container.codingPath
        case .container(let container): return container.codingPath
        }
    }

    /// Runs `body` with the container that holds the last key of the field's written path,
    /// opening (or reusing) the objects on the way.
    private mutating func withContainer(
        for field: JSONField<Key>, _ body: (inout KeyedEncodingContainer<Key>, Key) throws -> Void
    ) throws {
        let path = field.writtenPath
        guard let last = path.last else { return }
        var container: KeyedEncodingContainer<Key>
        switch target {
        case .tree(let tree): container = KeyedEncodingContainer(tree)
        case .container(let keyed): container = keyed
        }
        var names: [String] = []
        for key in path.dropLast() {
            names.append(key.stringValue)
            if let open = nested.first(where: { $0.path == names }) {
                container = open.container
            } else {
                container = container.nestedContainer(keyedBy: Key.self, forKey: key)
                nested.append((names, container))
            }
        }
        try body(&container, last)
    }
}

extension JSONObjectWriter {
    /// Writes a value's own fields into this object (for `@JSONFlatten`).
    ///
    /// ```swift
    /// try object.encodeFlattened(location, to: encoder)
    /// ```
    ///
    /// - Throws: `EncodingError` from the value's encoding.
    public mutating func encodeFlattened<T: Encodable>(_ value: T, to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

/// An object of `JSONModelEncoder`'s tree, seen from the code that the compiler inlines into
/// models: a field is one call, specialised for its type where the model is compiled.
@usableFromInline
struct TreeObject {
    let tree: EncodingTree
    let object: Int32
    let link: Int32
    let keepsKeys: Bool

    @usableFromInline
    func encode<T: Encodable, Key: CodingKey>(_ value: T, forKey key: Key) throws {
        let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
        try tree.encode(value, into: member, link: link, key: key, keyed: true)
        tree.attach(member, to: object)
    }

    /// A nil field: left out, or `null` under ``JSONModelEncoder/NilEncodingStrategy/writeNull``.
    @usableFromInline
    func encodeNil<Key: CodingKey>(forKey key: Key) throws {
        guard tree.writesNullForNil else { return }
        let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
        tree.beginScalar(member)
        tree.writeNull()
        tree.endScalar(member)
        tree.attach(member, to: object)
    }
}
