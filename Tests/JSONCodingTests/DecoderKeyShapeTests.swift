import Foundation
import JSONCoding
import Testing

/// The coders keep the names of coding keys of one byte or less by key type and byte (the
/// encoder keeps them quoted and escaped); these cover every shape of key, and more keys than
/// the cache has room for.
@Suite("Coding keys of every shape, both ways")
struct DecoderKeyShapeTests {
    /// A one-byte key that is not an enum: its name is made from its byte.
    struct ByteKey: CodingKey {
        var byte: UInt8
        init(_ byte: UInt8) { self.byte = byte }
        var stringValue: String { "k\(byte)" }
        init?(stringValue: String) {
            guard stringValue.hasPrefix("k"), let byte = UInt8(stringValue.dropFirst()) else { return nil }
            self.byte = byte
        }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// All 256 keys of one type, read in the order given: more than the name cache keeps near
    /// one place, so some names come from the cache and some from `stringValue` every time.
    struct AllBytes: Decodable {
        var values: [Int]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: ByteKey.self)
            let order = (decoder.userInfo[DecoderKeyShapeTests.orderKey] as? [UInt8]) ?? Array(0 ... 255)
            var values = [Int](repeating: -1, count: 256)
            for byte in order { values[Int(byte)] = try container.decode(Int.self, forKey: ByteKey(byte)) }
            self.values = values
        }
    }

    static let orderKey = CodingUserInfoKey(rawValue: "order")!

    @Test("256 one-byte keys of one type find their members, in order, shuffled, and again")
    func everyByte() throws {
        var members = (0 ... 255).map { "\"k\($0)\": \($0 * 7)" }
        var generator = SystemRandomNumberGenerator()
        members.shuffle(using: &generator)
        let json = "{" + members.joined(separator: ", ") + "}"
        for order in [Array(UInt8(0) ... 255), Array(UInt8(0) ... 255).shuffled(using: &generator), Array(UInt8(0) ... 255).reversed()] {
            let decoder = JSONModelDecoder()
            decoder.userInfo = [Self.orderKey: order]
            for _ in 0 ..< 2 {
                let decoded = try decoder.decode(AllBytes.self, from: json)
                #expect(decoded.values == (0 ... 255).map { $0 * 7 })
            }
        }
    }

    @Test("a missing one-byte key is named in the error by its own name")
    func missingByteKey() throws {
        #expect {
            try JSONModelDecoder().decode(AllBytes.self, from: #"{"k0": 1}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "k1"
        }
    }

    /// A single case: a key of no bytes at all.
    struct Single: Decodable, Equatable {
        var only: String
    }

    /// Integer raw values: the name is still the case's.
    struct Numbered: Decodable, Equatable {
        var first: Int
        var second: Int
        enum CodingKeys: Int, CodingKey { case first = 7, second = 3 }
    }

    /// Names that differ from the case names, and a second type whose cases share the bytes.
    struct Renamed: Decodable, Equatable {
        var a: Int
        var b: Int
        enum CodingKeys: String, CodingKey { case a = "b", b = "a" }
    }

    struct Plain: Decodable, Equatable {
        var a: Int
        var b: Int
    }

    /// A key of many bytes: looked up by its name every time.
    struct NamedKey: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    struct Wide: Decodable, Equatable {
        var values: [String: Int]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: NamedKey.self)
            var values: [String: Int] = [:]
            for name in ["alpha", "beta", "a"] { values[name] = try container.decode(Int.self, forKey: NamedKey(stringValue: name)) }
            self.values = values
        }
    }

    struct Everything: Decodable, Equatable {
        var single: Single
        var numbered: Numbered
        var renamed: Renamed
        var plain: Plain
        var wide: Wide
    }

    @Test("keys of no bytes, integer raw values, renamed cases and many-byte keys, side by side")
    func shapesSideBySide() throws {
        let json = #"""
            {"single": {"only": "x"}, "numbered": {"second": 2, "first": 1},
             "renamed": {"a": 10, "b": 20}, "plain": {"a": 10, "b": 20},
             "wide": {"alpha": 1, "beta": 2, "a": 3}}
            """#
        for _ in 0 ..< 2 {
            let value = try JSONModelDecoder().decode(Everything.self, from: json)
            #expect(value.single == Single(only: "x"))
            #expect(value.numbered == Numbered(first: 1, second: 2))
            #expect(value.renamed == Renamed(a: 20, b: 10))
            #expect(value.plain == Plain(a: 10, b: 20))
            #expect(value.wide.values == ["alpha": 1, "beta": 2, "a": 3])
            let snake = JSONModelDecoder()
            snake.keyDecodingStrategy = .convertFromSnakeCase
            #expect(try snake.decode(Everything.self, from: json).renamed == Renamed(a: 20, b: 10))
        }
    }

    // MARK: - Encoding

    struct AllBytesOut: Encodable {
        var order: [UInt8]
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: ByteKey.self)
            for byte in order { try container.encode(Int(byte) * 3, forKey: ByteKey(byte)) }
        }
    }

    @Test("256 one-byte keys of one type are written by their names, twice over")
    func everyByteEncoded() throws {
        let order = Array(UInt8(0) ... 255).reversed() + [UInt8(7)]
        let encoder = JSONModelEncoder()
        for _ in 0 ..< 2 {
            let text = String(decoding: try encoder.encode(AllBytesOut(order: Array(order))), as: UTF8.self)
            let foundation = String(decoding: try JSONEncoder().encode(AllBytesOut(order: Array(order))), as: UTF8.self)
            #expect(try JSONValue(parsing: text) == JSONValue(parsing: foundation))
            #expect(text.hasPrefix(#"{"k255":765,"k254":762,"#))
        }
    }

    /// Key names that need escapes, with and without escaped slashes.
    struct Awkward: Codable, Equatable {
        var slash: Int
        var quote: Int
        var plain: Int
        enum CodingKeys: String, CodingKey {
            case slash = "a/b"
            case quote = "say \"hi\""
            case plain
        }
    }

    @Test("keys that need escapes are written as JSONEncoder writes them, whichever the slash setting, on one encoder")
    func escapedKeys() throws {
        let value = Awkward(slash: 1, quote: 2, plain: 3)
        let encoder = JSONModelEncoder()
        let foundation = JSONEncoder()
        for formatting: JSONModelEncoder.OutputFormatting in [[], .withoutEscapingSlashes, [], [.withoutEscapingSlashes, .sortedKeys]] {
            encoder.outputFormatting = formatting
            foundation.outputFormatting = JSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
            let text = String(decoding: try encoder.encode(value), as: UTF8.self)
            let expected = String(decoding: try foundation.encode(value), as: UTF8.self)
            // Foundation orders the members of an unsorted object by hash; compare them as values then.
            if formatting.contains(.sortedKeys) {
                #expect(text == expected)
            } else {
                #expect(try JSONValue(parsing: text) == JSONValue(parsing: expected))
                #expect(text.contains(formatting.contains(.withoutEscapingSlashes) ? #""a/b":1"# : #""a\/b":1"#))
            }
            #expect(try JSONModelDecoder().decode(Awkward.self, from: text) == value)
        }
        encoder.outputFormatting = []
        #expect(String(decoding: try encoder.encode(value), as: UTF8.self) == #"{"a\/b":1,"say \"hi\"":2,"plain":3}"#)
    }

    /// A key name longer than the cache keeps: asked for its name every time, both ways.
    struct LongName: Codable, Equatable {
        var long: Int
        var short: Int
        enum CodingKeys: String, CodingKey {
            case long = "a-key-name-of-three-hundred-bytes-------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------end"
            case short
        }
    }

    @Test("a key name longer than the cache keeps decodes and encodes, again and again")
    func longKeyName() throws {
        #expect(LongName.CodingKeys.long.stringValue.utf8.count > 256)
        let value = LongName(long: 1, short: 2)
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = .sortedKeys
        for _ in 0 ..< 3 {
            let data = try encoder.encode(value)
            #expect(data == (try { let f = JSONEncoder(); f.outputFormatting = .sortedKeys; return try f.encode(value) }()))
            #expect(try JSONModelDecoder().decode(LongName.self, from: data) == value)
        }
    }

    /// A value that fails under keys of every shape: the error's coding path holds the keys
    /// themselves, each with its type, name and integer value, as Foundation's does.
    struct Deep: Decodable {
        var numbered: [String: [Inner]]
        enum CodingKeys: Int, CodingKey { case numbered = 9 }

        struct Inner: Decodable {
            var value: Int
            init(from decoder: any Decoder) throws {
                let bytes = try decoder.container(keyedBy: ByteKey.self)
                let named = try bytes.nestedContainer(keyedBy: NamedKey.self, forKey: ByteKey(4))
                value = try named.decode(Int.self, forKey: NamedKey(stringValue: "deep"))
            }
        }
    }

    @Test("a failure's coding path keeps each key as it was: enums, one-byte structs, many-byte keys, members and indexes")
    func codingPathOfEveryShape() throws {
        let json = #"{"numbered": {"m": [{"k4": {"deep": 1}}, {"k4": {"deep": "x"}}]}}"#
        func path(_ body: () throws -> Void) -> [String] {
            do {
                try body()
                return ["no error"]
            } catch DecodingError.typeMismatch(_, let context) {
                return context.codingPath.map { "\(type(of: $0)):\($0.stringValue):\($0.intValue.map(String.init) ?? "-")" }
            } catch {
                return ["\(error)"]
            }
        }
        let ours = path { _ = try JSONModelDecoder().decode(Deep.self, from: json) }
        let foundations = path { _ = try JSONDecoder().decode(Deep.self, from: Data(json.utf8)) }
        #expect(ours.first == "CodingKeys:numbered:9")
        #expect(ours.dropFirst().first?.hasSuffix(":m:-") == true)
        #expect(Array(ours.suffix(2)) == ["ByteKey:k4:-", "NamedKey:deep:-"])
        #expect(ours.count == 5 && ours[2].hasSuffix(":Index 1:1"))
        // Foundation's own types for members and indexes aside, the same keys.
        #expect(ours.map { $0.split(separator: ":").dropFirst().joined(separator: ":") }
            == foundations.map { $0.split(separator: ":").dropFirst().joined(separator: ":") })
    }
}
