import Foundation
import Testing

@testable import JSONCore

@Suite("JSONValue")
struct JSONValueTests {
    @Test("literals of every kind")
    func literals() {
        let value: JSONValue = ["a": [1, 2.5, nil, true, "s"]]
        #expect(value["a"][0] == .number(1))
        #expect(value["a"][1].double == 2.5)
        #expect(value["a"][2].isNull)
        #expect(value["a"][3].bool == true)
        #expect(value["a"][4].string == "s")
        #expect(value.description == #"{"a":[1,2.5,null,true,"s"]}"#)
    }

    @Test("numbers compare by value inside values; objects ignore key order")
    func equality() throws {
        #expect(try JSONValue(parsing: "[1, 2.50]") == [1.0, 2.5])
        #expect(try JSONValue(parsing: #"{"a": 1, "b": [true]}"#) == JSONValue(parsing: #"{"b": [true], "a": 1.0}"#))
        #expect(try JSONValue(parsing: #"{"a": 1}"#) != JSONValue(parsing: #"{"a": 1, "b": 2}"#))
        #expect(JSONValue.string("caf\u{E9}") != .string("cafe\u{301}"))
        #expect(JSONValue.number(1) != .string("1"))
        #expect(JSONValue.bool(true) != .number(1))
    }

    @Test("equal values hash equally, so they work in sets")
    func hashing() throws {
        let values: Set<JSONValue> = [
            try JSONValue(parsing: #"{"a": 1, "b": [1.0]}"#),
            try JSONValue(parsing: #"{"b": [1], "a": 1.00}"#),
            try JSONValue(parsing: "1e0"),
            1,
            "x",
            nil,
        ]
        #expect(values.count == 4)
    }

    @Test("JSONObject keeps order, updates in place and removes")
    func objectEditing() {
        var object: JSONObject = ["b": 1, "a": 2]
        object["c"] = 3
        object["b"] = 10
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["b"] == 10)
        #expect(object.removeValue(forKey: "a") == 2)
        #expect(object.keys == ["b", "c"])
        object["b"] = nil
        #expect(object.keys == ["c"])
        #expect(object.map(\.key) == ["c"])
        #expect(JSONObject([("x", 1), ("y", 2), ("x", 3)]).description == #"{"x":3,"y":2}"#)
    }

    @Test("large objects keep working through their index after edits")
    func largeObjectEditing() {
        var object = JSONObject()
        for index in 0 ..< 100 { object["k\(index)"] = .number(JSONNumber(index)) }
        #expect(object["k63"] == 63)
        object["k10"] = nil
        #expect(object["k10"] == nil)
        #expect(object["k11"] == 11)
        #expect(object.index(forKey: "k11") == 10)
        object["k99"] = "changed"
        #expect(object.count == 99)
        #expect(object.keys.last == "k99")
        #expect(object["k99"] == "changed")
    }

    @Test("copies of an object are independent: editing one never changes another")
    func objectCopiesAreIndependent() throws {
        let parsed = try JSONValue(parsing: #"{"a": 1, "b": [true], "c": "x"}"#)
        guard case .object(let original) = parsed else {
            Issue.record("not an object")
            return
        }
        var updated = original
        updated["a"] = 2
        var appended = original
        appended["d"] = nil
        appended["d"] = "new"
        var removed = original
        removed["b"] = nil
        let shared = original
        #expect(original.description == #"{"a":1,"b":[true],"c":"x"}"#)
        #expect(shared == original)
        #expect(updated.description == #"{"a":2,"b":[true],"c":"x"}"#)
        #expect(appended.description == #"{"a":1,"b":[true],"c":"x","d":"new"}"#)
        #expect(removed.description == #"{"a":1,"c":"x"}"#)
        #expect(parsed.description == #"{"a":1,"b":[true],"c":"x"}"#)

        // Growing far past the first allocation, then emptying, keeps every copy intact.
        var grown = original
        for index in 0 ..< 200 { grown["n\(index)"] = .number(JSONNumber(index)) }
        for key in ["a", "b", "c"] { grown[key] = nil }
        #expect(grown.count == 200)
        #expect(grown["n150"] == 150)
        #expect(grown.keys.prefix(2) == ["n0", "n1"])
        while let key = grown.keys.first { grown[key] = nil }
        #expect(grown.isEmpty)
        #expect(grown == JSONObject())
        #expect(original.count == 3)
    }

    @Test("a parsed object with a duplicated key keeps the first position and the last value")
    func parsedDuplicates() throws {
        let small = try JSONValue(parsing: #"{"a": 1, "b": 2, "a": 3, "c": {"a": 0, "a": [4]}}"#)
        #expect(small.description == #"{"a":3,"b":2,"c":{"a":[4]}}"#)
        let members = (0 ..< 80).map { #""k\#($0)": \#($0)"# } + [#""k5": "again""#]
        let large = try JSONValue(parsing: "{" + members.joined(separator: ",") + "}")
        #expect(large.object?.count == 80)
        #expect(large["k5"] == "again")
        #expect(large.object?.index(forKey: "k5") == 5)
        #expect(large["k79"] == 79)
    }

    @Test("Codable through Foundation's coders")
    func codable() throws {
        struct Envelope: Codable, Equatable {
            var id: Int
            var payload: JSONValue
        }
        let text = #"{"id":7,"payload":{"list":[1,2.5,"x",null,true],"big":18446744073709551615}}"#
        let decoded = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
        #expect(decoded.payload["list"][1].double == 2.5)
        #expect(decoded.payload["list"][3].isNull)
        #expect(decoded.payload["big"].number?.uint64 == UInt64.max)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let reencoded = try JSONDecoder().decode(Envelope.self, from: encoder.encode(decoded))
        #expect(reencoded == decoded)
        #expect(try JSONValue(parsing: String(decoding: encoder.encode(decoded.payload), as: UTF8.self)) == decoded.payload)
    }

    @Test("a value too large for Double cannot be encoded by a generic encoder, and says why")
    func encodingHugeNumber() throws {
        let value = try JSONValue(parsing: "[1E400]")
        #expect {
            _ = try JSONEncoder().encode(value)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.debugDescription == "the number 1E400 is too large for Double"
        }
    }
}
