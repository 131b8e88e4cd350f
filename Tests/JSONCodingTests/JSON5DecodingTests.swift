import Foundation
import JSONCoding
import Testing

@Suite("Decoding JSON5")
struct JSON5DecodingTests {
    struct Limits: Codable, Equatable {
        var name: String
        var max: Int
        var mask: UInt8
        var ratio: Double
        var ceiling: Double
        var floor: Float
        var undefined: Double
        var hosts: [String]
        var price: Decimal
    }

    static func json5Decoder() -> JSONModelDecoder {
        let decoder = JSONModelDecoder()
        decoder.allowsJSON5 = true
        return decoder
    }

    @Test("a model from JSON5 with every feature, Infinity and NaN included")
    func model() throws {
        let text = """
            // limits for the upload queue
            {
              name: 'uploads',
              max: +0x7F, mask: 0xff,
              ratio: .5, ceiling: Infinity, floor: -Infinity, undefined: NaN,
              hosts: ['a', "b",],
              price: 0x10,
            }
            """
        let limits = try Self.json5Decoder().decode(Limits.self, from: text)
        #expect(limits.name == "uploads")
        #expect(limits.max == 127)
        #expect(limits.mask == 255)
        #expect(limits.ratio == 0.5)
        #expect(limits.ceiling == .infinity)
        #expect(limits.floor == -.infinity)
        #expect(limits.undefined.isNaN)
        #expect(limits.hosts == ["a", "b"])
        #expect(limits.price == 16)
    }

    @Test("without the option, JSON5 is a data-corrupted error at its line and column")
    func withoutTheOption() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONModelDecoder().decode([String: Int].self, from: "{\n  max: 1}")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(error.explanation.contains("line 2, column 3"))
        #expect(String(describing: context.underlyingError).contains("expected a string key or '}' after '{', found 'max'"))
    }

    @Test("Infinity and NaN do not fit an integer, a Decimal or a JSONValue; the error names the path")
    func nonFiniteTargets() throws {
        let decoder = Self.json5Decoder()
        let integer = try #require(throws: DecodingError.self) { try decoder.decode([String: [Int]].self, from: "{a: [1, Infinity]}") }
        guard case .dataCorrupted(let integerContext) = integer else { Issue.record("\(integer)"); return }
        #expect(integerContext.codingPath.map(\.stringValue) == ["a", "Index 1"])
        #expect(integerContext.debugDescription.contains("Infinity"))

        #expect(throws: DecodingError.self) { try decoder.decode([Decimal].self, from: "[NaN]") }
        let value = try #require(throws: DecodingError.self) { try decoder.decode([String: JSONValue].self, from: "{v: {w: [-Infinity]}}") }
        guard case .dataCorrupted(let valueContext) = value else { Issue.record("\(value)"); return }
        #expect(valueContext.codingPath.map(\.stringValue) == ["v"])
        #expect(valueContext.debugDescription.contains("-Infinity"))
        #expect(try decoder.decode([String: JSONValue].self, from: "{v: {w: [0x10, 'x']}}") == ["v": ["w": [16, "x"]]])
    }

    @Test("a hexadecimal number too large for its type is an error, not a wrapped value")
    func hexadecimalOverflow() throws {
        let decoder = Self.json5Decoder()
        #expect(throws: DecodingError.self) { try decoder.decode([UInt8].self, from: "[0x100]") }
        #expect(throws: DecodingError.self) { try decoder.decode([Int64].self, from: "[0x8000000000000000]") }
        #expect(try decoder.decode([Int64].self, from: "[-0x8000000000000000]") == [.min])
        #expect(try decoder.decode([UInt64].self, from: "[0xFFFFFFFFFFFFFFFF]") == [.max])
        #expect(try decoder.decode([Double].self, from: "[0x1F, +.5, 5.]") == [31, 0.5, 5])
    }

    @Test("keys without quotes match properties, through key strategies too")
    func keys() throws {
        struct Account: Decodable, Equatable {
            var userId: Int
            var displayName: String
        }
        let decoder = Self.json5Decoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(Account.self, from: "{user_id: 1, display_name: 'Ada'}") == Account(userId: 1, displayName: "Ada"))
        let escaped = try Self.json5Decoder().decode([String: Int].self, from: #"{\u0061b: 1, 'c\x64': 2}"#)
        #expect(escaped == ["ab": 1, "cd": 2])
    }

    /// Documents each holding one JSON5 feature that Foundation's `JSONDecoder` also reads.
    static let shared: [String] = [
        "{a: 1.5, b: 2}", "{'a': 1, \"b\": 2}", "{$x_1: 3}", "{a: 0x1F}", "{a: 0XAB}", "{a: +1}", "{a: .5}", "{a: 5.}",
        "{a: -0x10}", "{a: 1, // c\n b: 2}", "{a: 1, /* c */ b: 2}", "{a: 1,}", "{a: [1, 2,]}", "{a: Infinity}",
        "{a: -Infinity}", "{a: NaN}", "{a: 1e3, b: -2.5E-2}",
    ]

    @Test("reads what Foundation's JSONDecoder reads with allowsJSON5", arguments: shared)
    func foundationDifferential(text: String) throws {
        let foundation = JSONDecoder()
        foundation.allowsJSON5 = true
        let expected = try foundation.decode([String: JSONDouble].self, from: Data(text.utf8))
        let actual = try Self.json5Decoder().decode([String: JSONDouble].self, from: text)
        #expect(actual == expected, "\(text)")
    }

    /// Where Foundation's reader departs from the JSON5 specification, the specification wins:
    /// a backslash before a line break continues the line (Foundation keeps the break), `\v`,
    /// `\0` and a backslash before any other character are escapes (Foundation rejects them), a
    /// key's `\u` escapes are decoded, and Unicode spaces are whitespace.
    @Test("where Foundation departs from the JSON5 specification, the specification is followed")
    func specificationOverFoundation() throws {
        let decoder = Self.json5Decoder()
        #expect(try decoder.decode([String].self, from: "['Look, Mom! \\\nNo \\\\n\\'s!']") == [#"Look, Mom! No \n's!"#])
        #expect(try decoder.decode([String].self, from: #"['\v\0\a']"#) == ["\u{0B}\u{00}a"])
        #expect(try decoder.decode([String: Int].self, from: #"{\u0061: 1}"#) == ["a": 1])
        #expect(try decoder.decode([Int].self, from: "[\u{A0}1]") == [1])
    }

    @Test("strings read as Foundation reads them", arguments: [
        #"['single', "double"]"#, #"['it\'s', "say \"hi\""]"#, #"['\x41\u00e9']"#, #"['\t\b\/']"#,
    ])
    func foundationStrings(text: String) throws {
        let foundation = JSONDecoder()
        foundation.allowsJSON5 = true
        let expected = try foundation.decode([String].self, from: Data(text.utf8))
        #expect(try Self.json5Decoder().decode([String].self, from: text) == expected, "\(text)")
    }
}

/// A number or a list of numbers, compared with NaN equal to itself.
private enum JSONDouble: Decodable, Equatable {
    case one(Double)
    case many([JSONDouble])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) {
            self = .one(value)
        } else {
            self = .many(try container.decode([JSONDouble].self))
        }
    }

    static func == (lhs: JSONDouble, rhs: JSONDouble) -> Bool {
        switch (lhs, rhs) {
        case (.one(let a), .one(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.many(let a), .many(let b)): return a == b
        default: return false
        }
    }
}
