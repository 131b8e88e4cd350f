import Foundation
import JSONCoding
import Testing

struct Account: Codable, Equatable {
    var userID: Int
    var imageURLs: [String]
    var HTTPSConnection: Bool
    var user_name: String
    var nickname: String?
    var settings: [String: Int]
}

let sampleAccount = Account(
    userID: 7, imageURLs: ["a/b.png"], HTTPSConnection: true, user_name: "ada", nickname: nil,
    settings: ["fontSize": 12])

/// Keeps the encoder it was given, to write into it after encoding has finished.
final class EncoderThief: Encodable, @unchecked Sendable {
    var stolen: (any Encoder)?
    enum Keys: String, CodingKey { case a }

    func encode(to encoder: any Encoder) throws {
        stolen = encoder
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .a)
    }
}

/// Changes the options of the encoder that is encoding it.
struct OptionChanger: Encodable {
    let encoder: JSONModelEncoder
    enum Keys: String, CodingKey { case firstKey, secondKey }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("a/b", forKey: .firstKey)
        self.encoder.outputFormatting = [.withoutEscapingSlashes]
        self.encoder.keyEncodingStrategy = .convertToSnakeCase
        try container.encode("c/d", forKey: .secondKey)
    }
}

@Suite("JSONModelEncoder where it goes beyond JSONEncoder")
struct EncoderBehaviourTests {
    @Test("UUIDs are written in lowercase, as RFC 9562 asks; uppercase as JSONEncoder writes them when asked and in the Foundation configuration")
    func uuidCase() throws {
        struct Link: Codable, Equatable {
            var id: UUID
            var others: [UUID]
            var byName: [String: UUID]
            var maybe: UUID?
        }
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let link = Link(id: id, others: [id], byName: ["a": id], maybe: id)
        let lower = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
        let encoder = JSONModelEncoder()
        let written = try encoder.encodeToString(link)
        #expect(written == #"{"id":"\#(lower)","others":["\#(lower)"],"byName":{"a":"\#(lower)"},"maybe":"\#(lower)"}"#)
        // Read back the same, by both decoders.
        #expect(try JSONModelDecoder().decode(Link.self, from: written) == link)
        #expect(try JSONDecoder().decode(Link.self, from: Data(written.utf8)) == link)
        encoder.uuidEncodingStrategy = .uppercase
        #expect(try encoder.encodeToString(id) == #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#)
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let compatible = JSONModelEncoder.foundationCompatible
        compatible.outputFormatting = .sortedKeys
        #expect(try compatible.encode(link) == foundation.encode(link))
    }

    @Test("members come out in the order they were encoded")
    func memberOrder() throws {
        let encoder = JSONModelEncoder()
        #expect(try encoder.encodeToString(sampleAccount) == #"{"userID":7,"imageURLs":["a\/b.png"],"HTTPSConnection":true,"user_name":"ada","settings":{"fontSize":12}}"#)
        encoder.outputFormatting = .prettyPrinted
        #expect(try encoder.encodeToString(Interleaved()) == """
            {
              "first" : [
                0,
                [
                  "n0"
                ],
                1,
                [
                  "n1"
                ],
                2,
                [
                  "n2"
                ],
                "last"
              ],
              "second" : [
                0,
                -1,
                10,
                -1,
                20,
                -1
              ],
              "object" : {
                "x" : 2,
                "y" : 1
              },
              "flag" : true
            }
            """)
    }

    @Test("a key encoded twice keeps its first place and its last value")
    func repeatedKeyPlace() throws {
        struct Again: Encodable {
            enum Keys: String, CodingKey { case b, a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(1, forKey: .b)
                try container.encode(2, forKey: .a)
                try container.encode(3, forKey: .b)
            }
        }
        #expect(try JSONModelEncoder().encodeToString(Again()) == #"{"b":3,"a":2}"#)
        #expect(try JSONModelEncoder().encodeToString(RepeatedKeys()) == #"{"a":3,"b":2,"c":[1,2]}"#)
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)  // Int128
    @Test("the nil strategy: keys left out, or written with null")
    func nilStrategy() throws {
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encodeToString(Address(street: "s", city: "c", zipCode: nil)) == #"{"city":"c","street":"s"}"#)
        encoder.nilEncodingStrategy = .writeNull
        #expect(try encoder.encodeToString(Address(street: "s", city: "c", zipCode: nil)) == #"{"city":"c","street":"s","zipCode":null}"#)
        #expect(try encoder.encodeToString([sampleAccount]) == #"[{"HTTPSConnection":true,"imageURLs":["a\/b.png"],"nickname":null,"settings":{"fontSize":12},"userID":7,"user_name":"ada"}]"#)
        struct AllOptional: Encodable {
            var bool: Bool?, int: Int?, int8: Int8?, int16: Int16?, int32: Int32?, int64: Int64?, int128: Int128?
            var uint: UInt?, uint8: UInt8?, uint16: UInt16?, uint32: UInt32?, uint64: UInt64?, uint128: UInt128?
            var float: Float?, double: Double?, string: String?, date: Date?
        }
        let allNull = try encoder.encodeToString(AllOptional())
        #expect(try JSONValue(parsing: allNull).object?.count == 17)
        #expect(try JSONValue(parsing: allNull).object?.values.allSatisfy { $0 == .null } == true)
        encoder.nilEncodingStrategy = .omitKey
        #expect(try encoder.encodeToString(AllOptional()) == "{}")
    }

    @Test("key styles rename properties; dictionary keys and JSON values' keys are data")
    func keyStyles() throws {
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = .sortedKeys
        let cases: [(JSONKeyStyle, String)] = [
            (.snakeCase, #"{"https_connection":true,"image_urls":["a\/b.png"],"settings":{"fontSize":12},"user_id":7,"user_name":"ada"}"#),
            (.kebabCase, #"{"https-connection":true,"image-urls":["a\/b.png"],"settings":{"fontSize":12},"user-id":7,"user-name":"ada"}"#),
            (.camelCase, #"{"httpsConnection":true,"imageUrls":["a\/b.png"],"settings":{"fontSize":12},"userId":7,"userName":"ada"}"#),
            (.pascalCase, #"{"HttpsConnection":true,"ImageUrls":["a\/b.png"],"Settings":{"fontSize":12},"UserId":7,"UserName":"ada"}"#),
            (.screamingSnakeCase, #"{"HTTPS_CONNECTION":true,"IMAGE_URLS":["a\/b.png"],"SETTINGS":{"fontSize":12},"USER_ID":7,"USER_NAME":"ada"}"#),
        ]
        for (style, expected) in cases {
            encoder.keyEncodingStrategy = .style(style)
            #expect(try encoder.encodeToString(sampleAccount) == expected, "\(style)")
        }
        encoder.keyEncodingStrategy = .style(.pascalCase)
        #expect(try encoder.encodeToString(Cat(name: "Tom", indoor: true)) == #"{"Indoor":true,"Parent":{"Legs":4,"Name":"Tom"},"Super":{"Legs":4,"Name":"Tom"}}"#)
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let json: JSONValue = ["someKey": ["innerKey": 1]]
        #expect(try encoder.encodeToString(["wrappedValue": json]) == #"{"wrappedValue":{"someKey":{"innerKey":1}}}"#)
        // JSONEncoder encodes a JSONValue through keyed containers, and converts its keys.
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        #expect(String(decoding: try foundation.encode(json), as: UTF8.self) == #"{"some_key":{"inner_key":1}}"#)
        #expect(try encoder.encodeToString(["outerKey": ["innerKey": 1]]) == #"{"outerKey":{"innerKey":1}}"#)
    }

    @Test("the custom key strategy sees the full coding path, nested containers included")
    func customKeyPath() throws {
        let encoder = JSONModelEncoder()
        encoder.keyEncodingStrategy = .custom { path in
            SharedOptions.PrefixedKey(stringValue: path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))
        }
        let text = try encoder.encodeToString(ReopenedContainers())
        #expect(text == #"{"a":{"a.a":1,"a.b":3},"b":5,"c":{"x":1,"c.e":2},"d":[7,8,9],"e":{"k":["v"],"e.a":["w"]}}"#)
    }

    @Test("JSON values and numbers are written with their exact text")
    func exactNumbers() throws {
        let text = "[1.50,1E400,-0,12345678901234567890123,0.1e1,-1.0e-10,18446744073709551615]"
        let value = try JSONValue(parsing: text)
        #expect(try JSONModelEncoder().encodeToString(value) == text)
        #expect(try JSONModelEncoder().encodeToString(["n": JSONNumber(text: "2.000")]) == #"{"n":2.000}"#)
        // JSONEncoder rounds them through Double, and refuses 1E400.
        #expect(String(decoding: try JSONEncoder().encode(try JSONValue(parsing: "[1.50,-0]")), as: UTF8.self) == "[1.5,0]")
        #expect(throws: EncodingError.self) { _ = try JSONEncoder().encode(value) }
    }

    @Test("JSON values keep their member order unless keys are sorted")
    func jsonValueOrder() throws {
        let value = try JSONValue(parsing: #"{"b":1,"a":{"d":[],"c":{}}}"#)
        let encoder = JSONModelEncoder()
        #expect(try encoder.encodeToString(value) == #"{"b":1,"a":{"d":[],"c":{}}}"#)
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        #expect(try encoder.encodeToString(value) == "{\n  \"a\" : {\n    \"c\" : {\n\n    },\n    \"d\" : [\n\n    ]\n  },\n  \"b\" : 1\n}")
    }

    /// ISO 8601 counts every year in the Gregorian calendar; Foundation's formatter switches to
    /// the Julian calendar before 15 October 1582, two days apart at year 1.
    @Test("ISO 8601 dates before the Gregorian reform are proleptic Gregorian")
    func earlyDates() throws {
        let encoder = JSONModelEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let yearOne = Date(timeIntervalSince1970: -62_135_596_800)
        #expect(try encoder.encodeToString(yearOne) == #""0001-01-01T00:00:00Z""#)
        #expect(try encoder.encodeToString(Date(timeIntervalSince1970: -12_219_292_800)) == #""1582-10-15T00:00:00Z""#)
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .iso8601
        #expect(String(decoding: try foundation.encode(yearOne), as: UTF8.self) == #""0001-01-03T00:00:00Z""#)
    }

    @Test("Data, [UInt8] and String results are the same text")
    func outputForms() throws {
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = .prettyPrinted
        let data = try encoder.encode(samplePerson)
        #expect(try encoder.encodeToBytes(samplePerson) == Array(data))
        #expect(try encoder.encodeToString(samplePerson) == String(decoding: data, as: UTF8.self))
    }

    @Test("an encoder kept by the value cannot write into later encodings")
    func escapedEncoder() throws {
        let encoder = JSONModelEncoder()
        let thief = EncoderThief()
        #expect(try encoder.encodeToString(thief) == #"{"a":1}"#)
        guard let stolen = thief.stolen else {
            Issue.record("the encoder was not kept")
            return
        }
        let expected = try JSONModelEncoder().encodeToString(samplePerson)
        for round in 0 ..< 3 {
            var container = stolen.container(keyedBy: EncoderThief.Keys.self)
            try container.encode(String(repeating: "x", count: 10_000 * round), forKey: .a)
            #expect(try encoder.encodeToString(samplePerson) == expected)
        }
    }

    @Test("options changed during an encoding apply to the next one")
    func optionSnapshot() throws {
        let encoder = JSONModelEncoder()
        let changer = OptionChanger(encoder: encoder)
        #expect(try encoder.encodeToString(changer) == #"{"firstKey":"a\/b","secondKey":"c\/d"}"#)
        #expect(try encoder.encodeToString(changer) == #"{"first_key":"a/b","second_key":"c/d"}"#)
    }

    @Test("one encoder shared by concurrent tasks, options changing meanwhile")
    func concurrentEncoding() async throws {
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = .sortedKeys
        let values: [[String: [Int]]] = (0 ..< 16).map { index in ["k\(index)": Array(0 ..< index * 50)] }
        let expected = try values.map { try encoder.encodeToString($0) }
        let pretty = try values.map { value in
            let other = JSONModelEncoder()
            other.outputFormatting = [.sortedKeys, .prettyPrinted]
            return try other.encodeToString(value)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0 ..< 200 {
                    encoder.outputFormatting = round.isMultiple(of: 2) ? [.sortedKeys, .prettyPrinted] : .sortedKeys
                }
                encoder.outputFormatting = .sortedKeys
            }
            for task in 0 ..< 8 {
                group.addTask {
                    for round in 0 ..< 100 {
                        let index = (task * 7 + round) % values.count
                        let text = try encoder.encodeToString(values[index])
                        #expect(text == expected[index] || text == pretty[index])
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    @Test("buffers kept between encodings of very different sizes")
    func reusedBuffers() throws {
        let encoder = JSONModelEncoder()
        let fresh = { (value: [Person]) in try JSONModelEncoder().encodeToString(value) }
        for count in [2000, 1, 0, 500, 3] {
            let people = Array(repeating: samplePerson, count: count)
            #expect(try encoder.encodeToString(people) == fresh(people))
        }
    }
}
