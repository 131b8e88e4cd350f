import Foundation

/// An unkeyed container: an array node of the tree.
struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let tree: EncodingTree
    let array: Int32
    let link: Int32

    var codingPath: [any CodingKey] { tree.codingPath(link) }

    var count: Int { tree.count(of: array) }

    @inline(__always)
    private func scalar(_ write: (EncodingTree) -> Void) {
        let element = tree.makeElement(in: array, arrayLink: link)
        tree.beginScalar(element)
        write(tree)
        tree.endScalar(element)
        tree.append(element, to: array)
    }

    @inline(__always)
    private func float<T: BinaryFloatingPoint>(_ value: T, _ write: (EncodingTree) -> Bool) throws {
        let element = tree.makeElement(in: array, arrayLink: link)
        tree.beginScalar(element)
        guard write(tree) else { throw tree.nonConformingError(value, at: tree.codingPath(link, appending: IndexCodingKey(count))) }
        tree.endScalar(element)
        tree.append(element, to: array)
    }

    mutating func encodeNil() throws { scalar { $0.writeNull() } }
    mutating func encode(_ value: Bool) throws { scalar { $0.writeBool(value) } }
    mutating func encode(_ value: String) throws { scalar { $0.writeString(value) } }
    mutating func encode(_ value: Double) throws { try float(value) { $0.writeDouble(value) } }
    mutating func encode(_ value: Float) throws { try float(value) { $0.writeFloat(value) } }
    mutating func encode(_ value: Int) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: Int8) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: Int16) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: Int32) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: Int64) throws { scalar { $0.writeInteger(value) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt8) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt16) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt32) throws { scalar { $0.writeInteger(value) } }
    mutating func encode(_ value: UInt64) throws { scalar { $0.writeInteger(value) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { scalar { $0.writeInteger(value) } }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let element = tree.makeElement(in: array, arrayLink: link)
        try tree.encode(value, into: element, link: link, key: IndexCodingKey(count), keyed: true)
        tree.append(element, to: array)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let element = nestedElement(.object)
        return KeyedEncodingContainer(
            TreeKeyedContainer<NestedKey>(tree: tree, object: element, link: tree.node(element).pointee.link, keepsKeys: false))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let element = nestedElement(.array)
        return TreeUnkeyedContainer(tree: tree, array: element, link: tree.node(element).pointee.link)
    }

    /// An encoder for the next element, written `{}` if nothing is encoded into it. The element
    /// takes its place now; `JSONEncoder` inserts it there when the encoder is released.
    mutating func superEncoder() -> any Encoder {
        let element = nestedElement(.empty)
        return TreeEncoder(tree: tree, node: element, link: tree.node(element).pointee.link)
    }

    private func nestedElement(_ kind: NodeKind) -> Int32 {
        tree.nestedElement(kind, in: array, arrayLink: link)
    }
}
