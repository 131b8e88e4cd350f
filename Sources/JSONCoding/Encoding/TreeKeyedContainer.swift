import Foundation

/// A keyed container: an object node of the tree. Members are attached once their value is
/// written, so a value whose encoding throws leaves no key behind, as in `JSONEncoder`.
struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let tree: EncodingTree
    let object: Int32
    let link: Int32
    /// The container of a `[String: Value]` dictionary, whose keys skip the key strategy.
    let keepsKeys: Bool

    var codingPath: [any CodingKey] { tree.codingPath(link) }

    @inline(__always)
    private func scalar(_ key: Key, _ write: (EncodingTree) -> Void) {
        let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
        tree.beginScalar(member)
        write(tree)
        tree.endScalar(member)
        tree.attach(member, to: object)
    }

    @inline(__always)
    private func float<T: BinaryFloatingPoint>(_ value: T, _ key: Key, _ write: (EncodingTree) -> Bool) throws {
        let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
        tree.beginScalar(member)
        guard write(tree) else { throw tree.nonConformingError(value, at: tree.codingPath(link, appending: key)) }
        tree.endScalar(member)
        tree.attach(member, to: object)
    }

    mutating func encodeNil(forKey key: Key) throws { scalar(key) { $0.writeNull() } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { scalar(key) { $0.writeBool(value) } }
    mutating func encode(_ value: String, forKey key: Key) throws { scalar(key) { $0.writeString(value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws { try float(value, key) { $0.writeDouble(value) } }
    mutating func encode(_ value: Float, forKey key: Key) throws { try float(value, key) { $0.writeFloat(value) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int8, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int16, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int32, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int64, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { scalar(key) { $0.writeInteger(value) } }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
        try tree.encode(value, into: member, link: link, key: key, keyed: true)
        tree.attach(member, to: object)
    }

    // MARK: - Optionals

    /// Nil leaves the key out, or writes `null` under ``JSONModelEncoder/NilEncodingStrategy/writeNull``.
    @inline(__always)
    private mutating func encodeNilIfAsked(forKey key: Key) throws {
        if tree.writesNullForNil { try encodeNil(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encodeIfPresent(_ value: Int128?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encodeIfPresent(_ value: UInt128?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNilIfAsked(forKey: key) }
    }

    // MARK: - Nesting

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let (nested, nestedLink) = tree.nestedContainer(
            .object, in: object, key: key, containerLink: link, keepsKeys: keepsKeys)
        return KeyedEncodingContainer(
            TreeKeyedContainer<NestedKey>(tree: tree, object: nested, link: nestedLink, keepsKeys: false))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let (nested, nestedLink) = tree.nestedContainer(
            .array, in: object, key: key, containerLink: link, keepsKeys: keepsKeys)
        return TreeUnkeyedContainer(tree: tree, array: nested, link: nestedLink)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(under: StringCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(under: key)
    }

    /// An encoder for the value under `key`, written `{}` if nothing is encoded into it. It takes
    /// the key's place now; `JSONEncoder` fills the key when the encoder is released.
    private func superEncoder<SomeKey: CodingKey>(under key: SomeKey) -> any Encoder {
        let member = tree.makeMember(key, in: object, containerLink: link, keepsKeys: keepsKeys)
        let memberLink = tree.makeLink(parent: link, key: key)
        tree.node(member).pointee.link = memberLink
        tree.attach(member, to: object)
        return TreeEncoder(tree: tree, node: member, link: memberLink)
    }
}
