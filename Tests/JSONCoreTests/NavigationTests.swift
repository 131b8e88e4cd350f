import Testing

@testable import JSONCore

@Suite("Navigation")
struct NavigationTests {
    let value: JSONValue

    init() throws {
        value = try JSONValue(
            parsing: """
                {
                  "people": [
                    {"name": "Ada", "age": 36, "email": "ada@example.com", "tags": ["math", "poetry"], "height": 1.65},
                    {"name": "Alan", "age": "41", "email": null, "big": 300, "half": 4.5, "first name": "A"}
                  ],
                  "count": 2
                }
                """)
    }

    @Test("chains read values and never trap")
    func chains() throws {
        #expect(value["people"][0]["name"].string == "Ada")
        #expect(value["people"][0]["tags"][1].string == "poetry")
        #expect(value["people"][0]["age"].int == 36)
        #expect(value["people"][0]["height"].double == 1.65)
        #expect(value["people"][1]["email"].isNull)
        #expect(value["count"].int64 == 2)
        #expect(value["people"].array?.count == 2)
        #expect(value["people"][0].object?.count == 5)
        #expect(value["people"][9]["name"].string == nil)
        #expect(value["nobody"][0]["name"].int == nil)
        #expect(value["count"]["x"][-1].bool == nil)
        #expect(value["people"][0]["name"].path == ["people", 0, "name"])
        #expect(try value["people"][1]["first name"].get() == "A")
    }

    @Test("decoding gives typed values")
    func decoding() throws {
        #expect(try value["people"][0]["name"].decode(String.self) == "Ada")
        #expect(try value["people"][0]["age"].decode(Int.self) == 36)
        #expect(try value["people"][0]["age"].decode(UInt8.self) == 36)
        #expect(try value["people"][0]["height"].decode(Float.self) == 1.65)
        #expect(try value["people"][0]["tags"].decode([String].self) == ["math", "poetry"])
        #expect(try value["people"][1]["email"].decode(String?.self) == nil)
        #expect(try value["people"][1]["nickname"].decode(String?.self) == nil)
        #expect(try value["people"][0]["email"].decode(String?.self) == "ada@example.com")
        #expect(try value["count"].decode(JSONValue.self) == 2)
        #expect(try value["people"][0]["tags"].decode() as [JSONValue] == ["math", "poetry"])
        #expect(try JSONValue(parsing: #"{"a": 1, "b": 2}"#).decode([String: Int].self) == ["a": 1, "b": 2])
        #expect(try JSONValue(parsing: "[[1, 2], [3]]").decode([[Int64]].self) == [[1, 2], [3]])
        #expect(try JSONValue(parsing: "true").decode(Bool.self))
    }

    @Test("a missing key names the path and up to five keys that exist")
    func keyNotFound() throws {
        let error = try #require(throws: JSONAccessError.self) { try value["people"][0]["nmae"].decode(String.self) }
        #expect(error.description == #"people[0].nmae: key "nmae" not found; the object has keys "name", "age", "email", "tags", "height""#)
        #expect(error.kind == .keyNotFound)
        #expect(error.path == ["people", 0, "nmae"])

        let many = try #require(throws: JSONAccessError.self) { try value["people"][1]["x"].decode(Int.self) }
        #expect(many.description == #"people[1].x: key "x" not found; the object has 6 keys, among them "name", "age", "email", "big", "half""#)

        let empty = try #require(throws: JSONAccessError.self) { try JSONValue.object([:])["x"].decode(Int.self) }
        #expect(empty.description == #"x: key "x" not found in an empty object"#)
    }

    @Test("an index out of range gives the array's count")
    func indexOutOfRange() throws {
        let error = try #require(throws: JSONAccessError.self) { try value["people"][5]["name"].decode(String.self) }
        #expect(error.description == "people[5]: index 5 is out of range for an array of 2 elements")
        #expect(error.kind == .indexOutOfRange)
        let negative = try #require(throws: JSONAccessError.self) { try value["people"][0]["tags"][-1].decode(String.self) }
        #expect(negative.description == "people[0].tags[-1]: index -1 is out of range for an array of 2 elements")
    }

    @Test("a type mismatch says what was expected and what was found")
    func typeMismatch() throws {
        let string = try #require(throws: JSONAccessError.self) { try value["people"][1]["age"].decode(Int.self) }
        #expect(string.description == #"people[1].age: expected Int but found a string "41""#)
        #expect(string.kind == .typeMismatch)

        let null = try #require(throws: JSONAccessError.self) { try value["people"][1]["email"].decode(String.self) }
        #expect(null.description == "people[1].email: expected String but found null")

        let number = try #require(throws: JSONAccessError.self) { try value["count"].decode(Bool.self) }
        #expect(number.description == "count: expected Bool but found a number 2")

        let array = try #require(throws: JSONAccessError.self) { try value["people"].decode(String.self) }
        #expect(array.description == "people: expected String but found an array of 2 elements")

        let object = try #require(throws: JSONAccessError.self) { try value.decode([Int].self) }
        #expect(object.description == #"expected [Int] but found an object with keys "people", "count""#)

        let inArray = try #require(throws: JSONAccessError.self) { try value["people"][0]["tags"].decode([Int].self) }
        #expect(inArray.description == #"people[0].tags[0]: expected Int but found a string "math""#)

        let notAnObject = try #require(throws: JSONAccessError.self) { try value["count"]["x"].decode(Int.self) }
        #expect(notAnObject.description == #"count: expected an object to look up key "x" but found a number 2"#)

        let notAnArray = try #require(throws: JSONAccessError.self) { try value["people"][0]["name"][0].decode(Int.self) }
        #expect(notAnArray.description == #"people[0].name: expected an array to read index 0 but found a string "Ada""#)

        let optional = try #require(throws: JSONAccessError.self) { try value["people"][1]["age"].decode(Int?.self) }
        #expect(optional.description == #"people[1].age: expected Int but found a string "41""#)
    }

    @Test("a number that does not fit says so")
    func numberDoesNotFit() throws {
        let tooBig = try #require(throws: JSONAccessError.self) { try value["people"][1]["big"].decode(Int8.self) }
        #expect(tooBig.description == "people[1].big: number 300 does not fit Int8")
        #expect(tooBig.kind == .numberOutOfRange)
        let fraction = try #require(throws: JSONAccessError.self) { try value["people"][1]["half"].decode(Int.self) }
        #expect(fraction.description == "people[1].half: number 4.5 does not fit Int")
        let negative = try #require(throws: JSONAccessError.self) { try JSONValue(parsing: "[-1]")[0].decode(UInt.self) }
        #expect(negative.description == "[0]: number -1 does not fit UInt")
    }

    @Test("paths print like code, quoting keys that are not identifiers")
    func paths() {
        #expect(JSONPath(["people", 0, "name"]).description == "people[0].name")
        #expect(JSONPath([0, 1]).description == "[0][1]")
        #expect(JSONPath(["first name", "x"]).description == #"["first name"].x"#)
        #expect(JSONPath(["a", "1b", "a.b", "_ok$"]).description == #"a["1b"]["a.b"]._ok$"#)
        #expect(JSONPath().description == "")
    }

    @Test("long strings are shortened in messages")
    func longStrings() throws {
        let long = String(repeating: "abcdefghij", count: 10)
        let error = try #require(throws: JSONAccessError.self) { try JSONValue.string(long).decode(Int.self) }
        #expect(error.description == "expected Int but found a string \"\(long.prefix(40))…\"")
    }
}
