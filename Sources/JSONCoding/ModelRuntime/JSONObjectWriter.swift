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
    /// Any other encoder's keyed container, when the object is not in a tree.
    ///
    /// Kept in a class: a struct that holds a `KeyedEncodingContainer` (whose layout the
    /// standard library keeps to itself) is copied and destroyed through the runtime, which
    /// makes the container's generic metadata each time, for every object written.
    /// Under `JSONModelEncoder`, made on the first field with a key path, for the objects it opens.
    @usableFromInline var other: OtherEncoderObject<Key>?
    /// The object in `JSONModelEncoder`'s tree, which the fields write to without a container.
    /// It does not retain the tree, so that a field's write, which reads it from this writer (a
    /// variable of the model's `encode(to:)`), does not retain and release the tree each time.
    @usableFromInline let tree: TreeObject?
    /// The tree, held for as long as the writer is: what keeps ``tree`` valid, even in a writer
    /// kept past its `encode(to:)`.
    @usableFromInline let treeOwner: AnyObject?

    /// A writer of the object that `encoder` stands for.
    ///
    /// ```swift
    /// var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
    /// ```
    @inlinable
    public init(to encoder: borrowing any Encoder, keyedBy type: Key.Type) {
        if let object = TreeObject(opening: encoder, keyedBy: Key.self) {
            tree = object
            treeOwner = object.owner
            other = nil
        } else {
            tree = nil
            treeOwner = nil
            other = OtherEncoderObject(opening: encoder)
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
            try Self.write(value, key, tree)
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
            if let value { try Self.write(value, key, tree) } else { try tree.encodeNil(forKey: key) }
            return
        }
        try encodeIfPresentAnywhere(value, for: field)
    }

    /// Writes an array of models; the same as the generic `encode(_:for:)`, faster under
    /// `JSONModelEncoder`, where each element is encoded where the array stores it.
    ///
    /// ```swift
    /// try object.encode(statuses, for: .key(.statuses))
    /// ```
    ///
    /// - Throws: `EncodingError` from an element's encoding.
    @inlinable
    public mutating func encode<Element: JSONModelCodable>(_ value: [Element], for field: JSONField<Key>) throws {
        if let tree, case .key(let key) = field.location {
            try tree.encodeElements(value, forKey: key)
            return
        }
        try encodeAnywhere(value, for: field)
    }

    /// Writes an optional array of models: nil writes nothing (or `null`, as the encoder's nil
    /// strategy says); the same as the generic `encodeIfPresent(_:for:)`, faster under `JSONModelEncoder`.
    ///
    /// ```swift
    /// try object.encodeIfPresent(media, for: .key(.media))
    /// ```
    ///
    /// - Throws: `EncodingError` from an element's encoding.
    @inlinable
    public mutating func encodeIfPresent<Element: JSONModelCodable>(_ value: [Element]?, for field: JSONField<Key>) throws {
        if let tree, case .key(let key) = field.location {
            if let value { try tree.encodeElements(value, forKey: key) } else { try tree.encodeNil(forKey: key) }
            return
        }
        try encodeIfPresentAnywhere(value, for: field)
    }

    /// A field of one key in the tree: the common scalars by a call of their own, without the
    /// generic value writer's type tests; the compiler keeps the one branch of `T`.
    @inlinable
    static func write<T: Encodable>(_ value: T, _ key: Key, _ tree: TreeObject) throws {
        if T.self == String.self {
            tree.encodeString(unsafeBitCast(value, to: String.self), forKey: key)
        } else if T.self == Int.self {
            tree.encodeInt(unsafeBitCast(value, to: Int.self), forKey: key)
        } else if T.self == Bool.self {
            tree.encodeBool(unsafeBitCast(value, to: Bool.self), forKey: key)
        } else {
            try tree.encode(value, forKey: key)
        }
    }

    /// A field with a key path, or under another encoder.
    @usableFromInline
    mutating func encodeAnywhere<T: Encodable>(_ value: T, for field: JSONField<Key>) throws {
        if case .key(let key) = field.location, let other {
            try other.encode(value, forKey: key)
            return
        }
        try withContainer(for: field) { container, key in try container.encode(value, forKey: key) }
    }

    /// A field with a key path, or under another encoder.
    @usableFromInline
    mutating func encodeIfPresentAnywhere<T: Encodable>(_ value: T?, for field: JSONField<Key>) throws {
        if case .key(let key) = field.location, let other {
            // Nil writes nothing, as `encodeIfPresent` does.
            if let value { try other.encode(value, forKey: key) }
            return
        }
        // Nil under a key path opens no objects for it, unless nil is written as `null`.
        if value == nil && !(tree?.tree.writesNullForNil ?? false) { return }
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
        if let tree { return tree.tree.codingPath(tree.link) }
        return other?.container.codingPath ?? []
    }

    /// Runs `body` with the container that holds the last key of the field's written path,
    /// opening (or reusing) the objects on the way.
    private mutating func withContainer(
        for field: JSONField<Key>, _ body: (inout KeyedEncodingContainer<Key>, Key) throws -> Void
    ) throws {
        let path = field.writtenPath
        guard let last = path.last else { return }
        if other == nil, let tree { other = OtherEncoderObject(KeyedEncodingContainer(tree.keyedContainer(Key.self))) }
        guard let nested = other else { return }
        var container = nested.container
        var names: [String] = []
        for key in path.dropLast() {
            names.append(key.stringValue)
            if let open = nested.opened.first(where: { $0.path == names }) {
                container = open.container
            } else {
                container = container.nestedContainer(keyedBy: Key.self, forKey: key)
                nested.opened.append((names, container))
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
///
/// It holds the tree without retaining it: copying it costs no reference count, and it is only
/// used while its ``JSONObjectWriter``, which holds the tree (see ``owner``), exists.
@usableFromInline
struct TreeObject {
    private let unretainedTree: Unmanaged<EncodingTree>
    let object: Int32
    let link: Int32
    let keepsKeys: Bool
    /// The keys of the writer's key type as this encoding writes them (see
    /// ``EncodingTree/keyTable(_:keepsKeys:)``), fetched once for all the object's fields.
    let keys: UnsafeMutablePointer<KeptKey>?

    /// The object `encoder` stands for, opened in its tree, with the keys of `Key` at hand; nil
    /// when `encoder` is not `JSONModelEncoder`'s.
    @usableFromInline
    init?<Key: CodingKey>(opening encoder: borrowing any Encoder, keyedBy type: Key.Type) {
        guard let encoder = TreeEncoder.of(encoder) else { return nil }
        let tree = encoder.tree
        unretainedTree = Unmanaged.passUnretained(tree)
        object = tree.openObject(at: encoder.node, link: encoder.link)
        link = encoder.link
        keepsKeys = tree.node(object).pointee.keepsKeys
        keys = tree.keyTable(Key.self, keepsKeys: keepsKeys)
    }

    /// The tree, for the writer to hold.
    @usableFromInline var owner: AnyObject { unretainedTree.takeUnretainedValue() }

    /// Runs `body` with the tree, borrowed: the writer that made this object holds it.
    @inline(__always)
    func withTree<R>(_ body: (EncodingTree) throws -> R) rethrows -> R {
        try unretainedTree._withUnsafeGuaranteedRef(body)
    }

    /// The tree, for what is not on the way of every field.
    var tree: EncodingTree { unretainedTree.takeUnretainedValue() }

    /// The keyed container over this object, for fields with key paths.
    func keyedContainer<Key: CodingKey>(_ type: Key.Type) -> TreeKeyedContainer<Key> {
        TreeKeyedContainer(tree: tree, object: object, link: link, keepsKeys: keepsKeys)
    }

    @usableFromInline
    func encode<T: Encodable, Key: CodingKey>(_ value: T, forKey key: Key) throws {
        try withTree { tree in
            let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
            try tree.encode(value, into: member, link: link, key: key, keyed: true)
            tree.attach(member, to: object)
        }
    }

    /// An array of models under `key`. The loop over the elements is compiled where the model
    /// is, so that an element is not reached through the generic `Array.encode(to:)` and an
    /// unkeyed container in an existential.
    @inlinable
    func encodeElements<Element: Encodable, Key: CodingKey>(_ elements: [Element], forKey key: Key) throws {
        try elements.withUnsafeBufferPointer { elements in
            // Through a mutating call the element is passed by its address; a call of
            // `encode(to:)` on `elements[index]` copies a large model first (every string and
            // array it holds retained, and released after). Nothing is written to it.
            let stored = UnsafeMutablePointer(mutating: elements.baseAddress)
            try encodeElements(of: Element.self, count: elements.count, forKey: key) { index, encoder in
                // An index below the count: the buffer has storage.
                try stored.unsafelyUnwrapped[index].encodeInPlace(to: encoder)
            }
        }
    }

    @usableFromInline
    func encodeElements<Element, Key: CodingKey>(
        of type: Element.Type, count: Int, forKey key: Key, _ encodeElement: (Int, any Encoder) throws -> Void
    ) throws {
        try withTree { tree in
            let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
            try tree.encodeElements(
                of: Element.self, count: count, into: member, link: tree.makeLink(parent: link, key: key), encodeElement)
            tree.attach(member, to: object)
        }
    }

    @usableFromInline
    func encodeString<Key: CodingKey>(_ value: String, forKey key: Key) {
        scalar(key) { $0.writeString(value) }
    }

    @usableFromInline
    func encodeInt<Key: CodingKey>(_ value: Int, forKey key: Key) {
        scalar(key) { $0.writeInteger(value) }
    }

    @usableFromInline
    func encodeBool<Key: CodingKey>(_ value: Bool, forKey key: Key) {
        scalar(key) { $0.writeBool(value) }
    }

    @inline(__always)
    private func scalar<Key: CodingKey>(_ key: Key, _ write: (EncodingTree) -> Void) {
        withTree { tree in
            tree.writeScalarMember(key, in: object, containerLink: link, keepsKeys: keepsKeys, keys: keys) { write(tree) }
        }
    }

    /// A nil field: left out, or `null` under ``JSONModelEncoder/NilEncodingStrategy/writeNull``.
    @usableFromInline
    func encodeNil<Key: CodingKey>(forKey key: Key) throws {
        withTree { tree in
            guard tree.writesNullForNil else { return }
            let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
            tree.beginScalar(member)
            tree.writeNull()
            tree.endScalar(member)
            tree.attach(member, to: object)
        }
    }
}

/// The keyed container of any other encoder than `JSONModelEncoder`, with the objects opened
/// for key paths, by the keys that lead to them, so that two fields under one path share one.
@usableFromInline
final class OtherEncoderObject<Key: CodingKey> {
    @usableFromInline var container: KeyedEncodingContainer<Key>
    var opened: [(path: [String], container: KeyedEncodingContainer<Key>)] = []

    init(_ container: KeyedEncodingContainer<Key>) {
        self.container = container
    }

    @usableFromInline
    convenience init(opening encoder: borrowing any Encoder) {
        self.init(encoder.container(keyedBy: Key.self))
    }

    /// Writes a field: the common scalars by the container's own method for their type, as
    /// synthesized Codable code does, not through its generic one.
    @usableFromInline
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if T.self == String.self {
            try container.encode(unsafeBitCast(value, to: String.self), forKey: key)
        } else if T.self == Int.self {
            try container.encode(unsafeBitCast(value, to: Int.self), forKey: key)
        } else if T.self == Bool.self {
            try container.encode(unsafeBitCast(value, to: Bool.self), forKey: key)
        } else if T.self == Double.self {
            try container.encode(unsafeBitCast(value, to: Double.self), forKey: key)
        } else if T.self == Int64.self {
            try container.encode(unsafeBitCast(value, to: Int64.self), forKey: key)
        } else if T.self == UInt64.self {
            try container.encode(unsafeBitCast(value, to: UInt64.self), forKey: key)
        } else {
            try container.encode(value, forKey: key)
        }
    }
}

extension Encodable {
    /// `encode(to:)` of a value reached through a pointer, to which it is passed by address
    /// instead of as a copy. Does not change `self`.
    @inlinable @inline(__always)
    mutating func encodeInPlace(to encoder: any Encoder) throws {
        try encode(to: encoder)
    }
}
