// The decoder is its own single-value container: asking for one allocates nothing.

import Foundation

extension TapeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { entries[current].kind == .null }

    func decode(_ type: Bool.Type) throws -> Bool { try decodeBool(at: current, parent: node, nil) }
    func decode(_ type: String.Type) throws -> String { try decodeString(at: current, parent: node, nil) }
    func decode(_ type: Double.Type) throws -> Double { try decodeFloatingPoint(Double.self, at: current, parent: node, nil) }
    func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint(Float.self, at: current, parent: node, nil) }
    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(Int.self, at: current, parent: node, nil) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(Int8.self, at: current, parent: node, nil) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(Int16.self, at: current, parent: node, nil) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(Int32.self, at: current, parent: node, nil) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(Int64.self, at: current, parent: node, nil) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(UInt.self, at: current, parent: node, nil) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(UInt8.self, at: current, parent: node, nil) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(UInt16.self, at: current, parent: node, nil) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(UInt32.self, at: current, parent: node, nil) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(UInt64.self, at: current, parent: node, nil) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try decodeInteger(Int128.self, at: current, parent: node, nil) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeInteger(UInt128.self, at: current, parent: node, nil) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // The value's path is already `node`; decoding it again in place must not extend it.
        do {
            return try decode(type, at: current, parent: node, component: nil)
        } catch {
            // The code that asked is a Codable type's `init(from:)`, which may catch `DecodingError`.
            throw publicError(error, atTop: false)
        }
    }
}
