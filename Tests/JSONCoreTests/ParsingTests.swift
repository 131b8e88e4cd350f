import Testing

@testable import JSONCore

@Suite("Parsing")
struct ParsingTests {
    @Test("every kind of value, nested")
    func values() throws {
        let value = try JSONValue(
            parsing: #" { "a": [1, -2.5, true, false, null, "x\ny"], "b": {}, "c": [], "d": {"e": "é😀"} } "#)
        let expected: JSONValue = [
            "a": [1, -2.5, true, false, nil, "x\ny"],
            "b": .object([:]),
            "c": [],
            "d": ["e": "é😀"],
        ]
        #expect(value == expected)
        #expect(value.object?.keys == ["a", "b", "c", "d"])
    }

    @Test("scalars at the top level", arguments: [
        ("0", JSONValue.number(0)), ("-1.5e3", .number(JSONNumber(text: "-1.5e3")!)), ("true", true), ("false", false),
        ("null", nil), (#""text""#, "text"), (" \t\r\n[] \n", JSONValue.array([])),
    ] as [(String, JSONValue)])
    func topLevelScalars(text: String, expected: JSONValue) throws {
        #expect(try JSONValue(parsing: text) == expected)
    }

    @Test("String, [UInt8] and raw buffer inputs give the same value")
    func inputKinds() throws {
        let text = #"{"name": "Ada", "langs": ["en", "fr"], "n": 1}"#
        let fromString = try JSONValue(parsing: text)
        let fromBytes = try JSONValue(parsing: Array(text.utf8))
        let fromBuffer = try Array(text.utf8).withUnsafeBytes { try JSONValue(parsing: $0) }
        let fromSubstringCopy = try JSONValue(parsing: String(text[...]))
        #expect(fromString == fromBytes)
        #expect(fromString == fromBuffer)
        #expect(fromString == fromSubstringCopy)
        #expect(fromString["langs"][1].string == "fr")
    }

    @Test("a duplicated key keeps its first position and its last value")
    func duplicateKeys() throws {
        let value = try JSONValue(parsing: #"{"a": 1, "b": 2, "a": 3}"#)
        #expect(value.object?.keys == ["a", "b"])
        #expect(value["a"].int == 3)
        #expect(value.description == #"{"a":3,"b":2}"#)
    }

    @Test("duplicates in a large object are found through the index")
    func duplicateKeysInLargeObject() throws {
        var text = "{"
        for index in 0 ..< 200 { text += #""k\#(index)": \#(index), "# }
        text += #""k7": "last"}"#
        let value = try JSONValue(parsing: text)
        #expect(value.object?.count == 200)
        #expect(value["k7"].string == "last")
        #expect(value.object?.keys[7] == "k7")
        #expect(value["k199"].int == 199)
    }

    @Test("keys differing only in Unicode normalization are distinct")
    func exactKeys() throws {
        let value = try JSONValue(parsing: "{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}")
        #expect(value.object?.count == 2)
        #expect(value["caf\u{E9}"].int == 1)
        #expect(value["cafe\u{301}"].int == 2)
    }

    @Test("repeated strings are reused, and strings that only look alike are not confused")
    func repeatedStrings() throws {
        // Same length, same first and last eight bytes: only the middle differs.
        let lookalikes = ["abcdefgh-1-abcdefgh", "abcdefgh-2-abcdefgh", "abcdefgh-1-abcdefgh"]
        let short = ["ab", "ac", "ab", "", #"a\u0062"#, "ab"]
        let members = (lookalikes + short).enumerated().map { "\"k\($0.offset)\": \"\($0.element)\"" }
        let text = "{" + members.joined(separator: ",") + #","abcdefgh-1-abcdefgh":{"abcdefgh-2-abcdefgh":1}}"#
        let value = try JSONValue(parsing: text)
        #expect((0 ..< 3).map { value["k\($0)"].string } == lookalikes)
        #expect((3 ..< 9).map { value["k\($0)"].string } == ["ab", "ac", "ab", "", "ab", "ab"])
        #expect(value["abcdefgh-1-abcdefgh"]["abcdefgh-2-abcdefgh"].int == 1)
        #expect(value["abcdefgh-2-abcdefgh"].string == nil)
    }

    @Test("escapes decode to the characters they name")
    func escapes() throws {
        let value = try JSONValue(parsing: #""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\uD83D\uDE00\u0000""#)
        #expect(value.string == "\"\\/\u{8}\u{C}\n\r\tA\u{E9}\u{20AC}\u{1F600}\u{0}")
    }

    @Test("validate agrees with parsing")
    func validate() throws {
        try JSONValue.validate(Array(#"{"a": [1, 2]}"#.utf8))
        try JSONValue.validate(#"[true]"#)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.validate("[1,]") }
    }

    @Test("nesting at the limit parses; one level more fails with a clear error")
    func depthLimit() throws {
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try JSONValue(parsing: allowed)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: tooDeep) }
        #expect(error.kind == .tooDeeplyNested)
        #expect(error.line == 1)
        #expect(error.column == 513)
        #expect(error.message == "expected at most 512 nested arrays and objects (JSONParseOptions.maximumDepth), found '[' opening level 513")
    }

    @Test("100,000 nested brackets fail cleanly, for arrays and objects", arguments: ["[", #"{"a":"#])
    func hostileNesting(opener: String) throws {
        let text = String(repeating: opener, count: 100_000)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        #expect(error.kind == .tooDeeplyNested)
        #expect(error.offset == 512 * opener.utf8.count)
    }

    @Test("a custom depth limit applies")
    func customDepth() throws {
        let options = JSONParseOptions(maximumDepth: 2)
        _ = try JSONValue(parsing: "[[1]]", options: options)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[[[1]]]", options: options) }
        #expect(error.column == 3)
        #expect(error.kind == .tooDeeplyNested)
    }

    @Test("a depth limit above the ceiling stops at 2,000 levels, which write, compare and release safely")
    func depthCeiling() throws {
        let options = JSONParseOptions(maximumDepth: 1_000_000)
        #expect(JSONParseOptions.depthCeiling == 2_000)
        let deepest = String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000)
        let value = try JSONValue(parsing: deepest, options: options)
        #expect(value.jsonString() == deepest)
        #expect(value == (try JSONValue(parsing: deepest, options: options)))
        let tooDeep = String(repeating: "[", count: 100_000)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: tooDeep, options: options) }
        #expect(error.kind == .tooDeeplyNested)
        #expect(error.column == 2_001)
        #expect(error.message.hasPrefix("expected at most 2000 nested arrays and objects"))
    }
}

@Suite("Lenient parsing")
struct LenientParsingTests {
    static let messy = """
        \u{FEFF}{
          // the feed's title
          "title": "Uploads from everyone",
          /* items, with a trailing comma */
          "items": [
            {"title": "Ollie\\'s bike", "tags": "a b",},
          ],
          "broken": "\\uD83D",
        }
        """

    @Test("lenient accepts comments, trailing commas, \\', a BOM and lone surrogates")
    func lenientAcceptsEverything() throws {
        let value = try JSONValue(parsing: Self.messy, options: .lenient)
        #expect(value["title"].string == "Uploads from everyone")
        #expect(value["items"][0]["title"].string == "Ollie's bike")
        #expect(value["items"].array?.count == 1)
        #expect(value["broken"].string == "\u{FFFD}")
    }

    @Test("strict rejects the same input at the first extension it meets")
    func strictRejects() throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: Self.messy) }
        #expect(error.line == 1)
        #expect(error.column == 1)
        #expect(error.message == "expected a JSON value, found '\u{FEFF}' (U+FEFF)")
    }

    @Test("each switch alone enables only its own extension")
    func individualSwitches() throws {
        #expect(try JSONValue(parsing: "[1, // one\n2]", options: JSONParseOptions(allowsComments: true)) == [1, 2])
        #expect(try JSONValue(parsing: "[1, /* one */ 2]", options: JSONParseOptions(allowsComments: true)) == [1, 2])
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[1,]", options: JSONParseOptions(allowsComments: true)) }

        #expect(try JSONValue(parsing: "[1,]", options: JSONParseOptions(allowsTrailingCommas: true)) == [1])
        #expect(try JSONValue(parsing: #"{"a":1,}"#, options: JSONParseOptions(allowsTrailingCommas: true)) == ["a": 1])
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[1,,]", options: JSONParseOptions(allowsTrailingCommas: true)) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[,]", options: JSONParseOptions(allowsTrailingCommas: true)) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[1] // c", options: JSONParseOptions(allowsTrailingCommas: true)) }

        #expect(try JSONValue(parsing: #""it\'s""#, options: JSONParseOptions(allowsEscapedApostrophes: true)) == "it's")
        #expect(try JSONValue(parsing: "\u{FEFF}[]", options: JSONParseOptions(allowsByteOrderMark: true)) == [])
        #expect(try JSONValue(parsing: #""\uDC00x""#, options: JSONParseOptions(allowsLoneSurrogates: true)) == "\u{FFFD}x")
    }

    @Test("broken comments are still errors")
    func brokenComments() throws {
        let unterminated = try #require(throws: JSONSyntaxError.self) {
            try JSONValue(parsing: "[1 /* no end", options: .lenient)
        }
        #expect(unterminated.kind == .invalidComment)
        #expect(unterminated.description == "line 1, column 4: expected '*/' to close the comment, found the end of the input")
        let single = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[1 / 2]", options: .lenient) }
        #expect(single.description == "line 1, column 4: expected '//' or '/*' to start a comment, found '/ '")
    }
}
