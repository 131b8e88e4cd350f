import Foundation

/// The `Encoder` a value encodes itself into: one place of the tree, and the path that leads there.
/// It is also the place's single value container. Two words, so passing it as `any Encoder`
/// allocates nothing.
struct TreeEncoder: Encoder, SingleValueEncodingContainer {
    let tree: EncodingTree
    let node: Int32
    let link: Int32

    var codingPath: [any CodingKey] { tree.codingPath(link) }

    var userInfo: [CodingUserInfoKey: Any] { tree.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object = tree.openObject(at: node, link: link)
        let container = TreeKeyedContainer<Key>(
            tree: tree, object: object, link: link, keepsKeys: tree.node(object).pointee.keepsKeys)
        return KeyedEncodingContainer(container)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeUnkeyedContainer(tree: tree, array: tree.openArray(at: node, link: link), link: link)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    // MARK: - Single value

    @inline(__always)
    private func scalar<T>(_ type: T.Type, _ write: (EncodingTree) -> Void) throws {
        try tree.checkSingleValue(node, link: link, valueType: type)
        tree.beginScalar(node)
        write(tree)
        tree.endScalar(node)
    }

    @inline(__always)
    private func float<T: BinaryFloatingPoint>(_ value: T, _ write: (EncodingTree) -> Bool) throws {
        try tree.checkSingleValue(node, link: link, valueType: T.self)
        tree.beginScalar(node)
        guard write(tree) else { throw tree.nonConformingError(value, at: codingPath) }
        tree.endScalar(node)
    }

    mutating func encodeNil() throws { try scalar(Never?.self) { $0.writeNull() } }
    mutating func encode(_ value: Bool) throws { try scalar(Bool.self) { $0.writeBool(value) } }
    mutating func encode(_ value: String) throws { try scalar(String.self) { $0.writeString(value) } }
    mutating func encode(_ value: Double) throws { try float(value) { $0.writeDouble(value) } }
    mutating func encode(_ value: Float) throws { try float(value) { $0.writeFloat(value) } }
    mutating func encode(_ value: Int) throws { try scalar(Int.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int8) throws { try scalar(Int8.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int16) throws { try scalar(Int16.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int32) throws { try scalar(Int32.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: Int64) throws { try scalar(Int64.self) { $0.writeInteger(value) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try scalar(Int128.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt) throws { try scalar(UInt.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt8) throws { try scalar(UInt8.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt16) throws { try scalar(UInt16.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt32) throws { try scalar(UInt32.self) { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt64) throws { try scalar(UInt64.self) { $0.writeInteger(value) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try scalar(UInt128.self) { $0.writeInteger(value) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try tree.checkSingleValue(node, link: link, valueType: T.self)
        try tree.encode(value, into: node, link: link, key: IndexCodingKey(0), keyed: false)
    }
}

extension TreeEncoder {
    /// `encoder` as a tree encoder, when it is one: a comparison of the type the existential
    /// records, without the runtime's dynamic cast.
    ///
    /// ```swift
    /// guard let tree = TreeEncoder.of(encoder) else { /* any other encoder */ }
    /// ```
    @inline(__always)
    static func of(_ encoder: borrowing any Encoder) -> TreeEncoder? {
        opened(encoder)
    }

    @inline(__always)
    private static func opened<E: Encoder>(_ encoder: E) -> TreeEncoder? {
        guard E.self == TreeEncoder.self else { return nil }
        return unsafeBitCast(encoder, to: TreeEncoder.self)
    }
}
