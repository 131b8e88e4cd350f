// The unkeyed container over an array on the tape.

import Foundation

struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeDecoder
    /// Tape index of the array.
    let array: Int
    /// The array's coding path.
    let node: PathNode
    /// Tape index of the next element; the array's end when all are read.
    private var next: Int
    private let end: Int

    private(set) var currentIndex = 0

    init(decoder: TapeDecoder, array: Int, node: PathNode) {
        self.decoder = decoder
        self.array = array
        self.node = node
        next = array + 1
        end = decoder.entries[array].nextSibling
    }

    var codingPath: [any CodingKey] { node.codingPath() }
    var count: Int? { decoder.entries[array].count }
    var isAtEnd: Bool { next >= end }

    /// The next element's tape index, after checking there is one.
    @inline(__always)
    private func element<T>(for type: T.Type) throws -> Int {
        guard next < end else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: node.codingPath(appending: .index(currentIndex)),
                    debugDescription: "expected \(typeName(type)), found the end of an array of \(count ?? 0) elements"
                        + decoder.location(of: array)))
        }
        return next
    }

    @inline(__always)
    private mutating func advance() {
        next = decoder.valueEnd(next)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        let index = try element(for: Never?.self)
        guard decoder.entries[index].kind == .null else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let value = try decoder.decodeBool(at: try element(for: type), parent: node, .index(currentIndex))
        advance()
        return value
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let value = try decoder.decodeString(at: try element(for: type), parent: node, .index(currentIndex))
        advance()
        return value
    }

    mutating func decode(_ type: Double.Type) throws -> Double { try floatingPoint() }
    mutating func decode(_ type: Float.Type) throws -> Float { try floatingPoint() }

    @inline(__always)
    private mutating func floatingPoint<T: BinaryFloatingPoint>() throws -> T {
        let value = try decoder.decodeFloatingPoint(T.self, at: try element(for: T.self), parent: node, .index(currentIndex))
        advance()
        return value
    }

    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer() }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer() }

    @inline(__always)
    private mutating func integer<T: FixedWidthInteger>() throws -> T {
        let value = try decoder.decodeInteger(T.self, at: try element(for: T.self), parent: node, .index(currentIndex))
        advance()
        return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value: T
        do {
            value = try decoder.decode(type, at: try element(for: type), parent: node, component: .index(currentIndex))
        } catch {
            // The code that asked is a Codable type's `init(from:)`, which may catch `DecodingError`.
            throw decoder.publicError(error, atTop: false)
        }
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try decoder.keyedContainer(
            keyedBy: type, at: try element(for: [String: Any].self), node: node.appending(.index(currentIndex)))
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try decoder.unkeyedContainer(at: try element(for: [Any].self), node: node.appending(.index(currentIndex)))
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = self.decoder.superDecoder(at: try element(for: Any.self), parent: node, component: .index(currentIndex))
        advance()
        return decoder
    }
}
