import Foundation
import JSONCoding
import Testing

@Suite("Decoding: values and containers")
struct DecoderBasicsTests {
    struct User: Codable, Equatable {
        var id: Int
        var name: String
        var score: Double
        var active: Bool
        var tags: [String]
        var nickname: String?
        var friends: [User]?
    }

    @Test("a nested model with every kind of value")
    func nestedModel() throws {
        let json = #"""
            {"id": 1, "name": "Ada", "score": 9.5, "active": true, "tags": ["math", "poetry"], "nickname": null,
             "friends": [{"id": 2, "name": "Charles", "score": -1e3, "active": false, "tags": []}]}
            """#
        let user = try JSONModelDecoder().decode(User.self, from: json)
        #expect(
            user
                == User(
                    id: 1, name: "Ada", score: 9.5, active: true, tags: ["math", "poetry"], nickname: nil,
                    friends: [User(id: 2, name: "Charles", score: -1000, active: false, tags: [], nickname: nil, friends: nil)]))
    }

    @Test("Data, bytes, text and JSONValue inputs decode alike")
    func inputs() throws {
        let text = #"{"id": 7, "name": "x", "score": 0, "active": false, "tags": ["a"]}"#
        let decoder = JSONModelDecoder()
        let expected = User(id: 7, name: "x", score: 0, active: false, tags: ["a"], nickname: nil, friends: nil)
        #expect(try decoder.decode(User.self, from: Data(text.utf8)) == expected)
        #expect(try decoder.decode(User.self, from: Array(text.utf8)) == expected)
        #expect(try decoder.decode(User.self, from: text) == expected)
        #expect(try decoder.decode(User.self, from: try JSONValue(parsing: text)) == expected)
    }

    @Test("a missing key names the key, the path, the place and the closest key")
    func missingKey() throws {
        let json = "[\n  {\"id\": 1, \"nmae\": \"Ada\", \"score\": 1, \"active\": true, \"tags\": []}\n]"
        #expect {
            _ = try JSONModelDecoder().decode([User].self, from: json)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            #expect(key.stringValue == "name")
            #expect(context.codingPath.map(\.stringValue) == ["Index 0"])
            #expect(context.debugDescription == #"no key "name" in the object at line 2, column 3; did you mean "nmae"?"#)
            return true
        }
    }

    @Test("a value of the wrong type says what was expected and found, and where")
    func typeMismatch() throws {
        let json = "{\"id\": 1, \"name\": \"Ada\", \"score\": 1, \"active\": true,\n \"tags\": [\"a\", 5, \"c\"]}"
        #expect {
            _ = try JSONModelDecoder.foundationCompatible.decode(User.self, from: json)
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return false }
            #expect(ObjectIdentifier(type) == ObjectIdentifier(String.self))
            #expect(context.codingPath.map(\.stringValue) == ["tags", "Index 1"])
            #expect(context.debugDescription == "expected String, found the number 5 at line 2, column 16")
            return true
        }
    }
}
