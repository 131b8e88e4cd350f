import Testing

@testable import JSONCore

@Suite("Setting values in place")
struct SettingTests {
    @Test("subscripts set members and elements, making objects and arrays on the way")
    func subscripts() throws {
        var value: JSONValue = [:]
        value["a"]["b"] = 1
        #expect(value == ["a": ["b": 1]])
        value["a"]["c"]["d"] = "deep"
        #expect(value.jsonString() == #"{"a":{"b":1,"c":{"d":"deep"}}}"#)
        value["items"].append(1)
        value["items"].append(["id": 2])
        #expect(value["items"] == [1, ["id": 2]])
        value["items"][0] = true
        value["items"][2] = "appended at the count"
        value["items"][1]["id"] = 3
        #expect(value["items"].jsonString() == #"[true,{"id":3},"appended at the count"]"#)
        value["a"]["b"] = nil
        #expect(value["a"]["b"].isNull)
        value["list"][0] = "first"
        #expect(value["list"] == ["first"])
        // A JSONValue through `set`, a literal directly.
        let other: JSONValue = ["x": [1, 2]]
        value["copy"].set(other)
        value["copy"]["x"][1] = 20
        #expect(value["copy"] == ["x": [1, 20]])
        #expect(other == ["x": [1, 2]])
        value["wrapped"] = .value(other)
        value["wrapped"]["y"] = .array([true])
        value["wrapped"]["z"] = .string("s")
        #expect(value["wrapped"] == ["x": [1, 2], "y": [true], "z": "s"])
        // Keys keep their order; setting an existing key keeps its place.
        #expect(value.object?.keys == ["a", "items", "list", "copy", "wrapped"])
        // null is replaced by what a path needs.
        var empty: JSONValue = nil
        empty["k"] = 1
        #expect(empty == ["k": 1])
    }

    @Test("where a path cannot be set, nothing changes; set(_:at:) says why")
    func clashes() throws {
        let original: JSONValue = ["name": "Ada", "list": [1, 2]]
        var value = original
        value["name"]["first"] = "A"
        value["list"]["key"] = 1
        value["list"][5] = 1
        value["list"][5]["x"] = 1
        value["name"].append(1)
        value["name"]["x"]["y"] = 1
        #expect(value == original)

        var error = try #require(throws: JSONAccessError.self) { try value.set("A", at: ["name", "first"]) }
        #expect(error.kind == .typeMismatch)
        #expect(error.description == #"name: expected an object to set key "first" but found a string "Ada""#)
        error = try #require(throws: JSONAccessError.self) { try value.set(1, at: ["list", 5]) }
        #expect(error.kind == .indexOutOfRange)
        #expect(error.description == "list[5]: index 5 is out of range for an array of 2 elements")
        #expect(value == original)
        try value.set(3, at: ["list", 2])
        try value.set(["z"], at: ["new", "nested", 0])
        #expect(value == ["name": "Ada", "list": [1, 2, 3], "new": ["nested": [["z"]]]])
        try value.set(7, at: [])
        #expect(value == 7)
    }

    @Test("jsonString on a lookup: the value found, or nil")
    func lookupText() throws {
        let value = try JSONValue(parsing: #"{"user": {"name": "Ada", "tags": ["x"]}}"#)
        #expect(value["user"].jsonString() == #"{"name":"Ada","tags":["x"]}"#)
        #expect(value["user"]["tags"].jsonString(options: .pretty) == "[\n  \"x\"\n]")
        #expect(value["nobody"].jsonString() == nil)
    }

    @Test("setting a deep member does not copy the document at every level")
    func inPlace() throws {
        var value: JSONValue = ["a": ["b": ["c": [1]]]]
        for index in 1 ... 1000 { value["a"]["b"]["c"].append(.number(JSONNumber(index))) }
        #expect(value["a"]["b"]["c"].array?.count == 1001)
    }
}
