import JSONCore
import Testing

@Suite("JSON Pointer and key paths")
struct JSONPointerTests {
    /// The document of RFC 6901 §5.
    let document: JSONValue

    init() throws {
        document = try JSONValue(
            parsing: #"""
                {
                  "foo": ["bar", "baz"],
                  "": 0,
                  "a/b": 1,
                  "c%d": 2,
                  "e^f": 3,
                  "g|h": 4,
                  "i\\j": 5,
                  "k\"l": 6,
                  " ": 7,
                  "m~n": 8
                }
                """#)
    }

    @Test("the examples of RFC 6901 §5", arguments: [
        ("/foo", #"["bar","baz"]"#),
        ("/foo/0", #""bar""#),
        ("/", "0"),
        ("/a~1b", "1"),
        ("/c%d", "2"),
        ("/e^f", "3"),
        ("/g|h", "4"),
        (#"/i\j"#, "5"),
        (#"/k"l"#, "6"),
        ("/ ", "7"),
        ("/m~0n", "8"),
    ])
    func rfcExamples(pointer: String, expected: String) throws {
        let value = try JSONPointer(pointer).resolve(in: document)
        #expect(value == (try JSONValue(parsing: expected)))
    }

    @Test("the empty pointer is the whole document")
    func wholeDocument() throws {
        let pointer = try JSONPointer("")
        #expect(pointer.components.isEmpty)
        #expect(pointer.resolve(in: document) == document)
        #expect(pointer.path(in: document) == JSONPath())
    }

    @Test("tokens are unescaped, ~01 is ~1 and not /, and the text is escaped back")
    func escapes() throws {
        #expect(try JSONPointer("/a~1b/m~0n").components == ["a/b", "m~n"])
        #expect(try JSONPointer("/~01").components == ["~1"])
        #expect(try JSONPointer("//").components == ["", ""])
        #expect(try JSONPointer("/é/😀").components == ["é", "😀"])
        #expect(JSONPointer(components: ["a/b", "m~n", "~1", ""]).description == "/a~1b/m~0n/~01/")
        for text in ["", "/", "/a~1b/m~0n", "/~01", "//x/", "/foo/0"] {
            #expect(try JSONPointer(text).description == text)
        }
    }

    @Test("array indexes: digits without leading zeros; '-' and anything else point at nothing")
    func arrayIndexes() throws {
        let value: JSONValue = ["items": ["a", "b"], "0": "key zero"]
        #expect(try JSONPointer("/items/1").resolve(in: value) == "b")
        #expect(try JSONPointer("/items/2").resolve(in: value) == nil)
        #expect(try JSONPointer("/items/-").resolve(in: value) == nil)
        #expect(try JSONPointer("/items/01").resolve(in: value) == nil)
        #expect(try JSONPointer("/items/-1").resolve(in: value) == nil)
        #expect(try JSONPointer("/items/1.0").resolve(in: value) == nil)
        #expect(try JSONPointer("/items/+1").resolve(in: value) == nil)
        #expect(try JSONPointer("/items/99999999999999999999999").resolve(in: value) == nil)
        #expect(try JSONPointer("/items/").resolve(in: value) == nil)
        // On an object, a token of digits is a key.
        #expect(try JSONPointer("/0").resolve(in: value) == "key zero")
        #expect(try JSONPointer("/items/1/x").resolve(in: value) == nil)
    }

    @Test("a pointer's path depends on the document: indexes where arrays stand")
    func paths() throws {
        let value: JSONValue = ["people": [["name": "Ada"]], "0": ["1": true]]
        #expect(try JSONPointer("/people/0/name").path(in: value) == ["people", 0, "name"])
        #expect(try JSONPointer("/0/1").path(in: value) == ["0", "1"])
        #expect(try JSONPointer("/people/1").path(in: value) == nil)
        #expect(JSONPointer(["people", 0, "a/b"] as JSONPath).description == "/people/0/a~1b")
    }

    @Test("malformed pointers name the spot", arguments: [
        ("foo", 0, "expected '/' at the start of a JSON Pointer (the empty pointer is the whole document), found 'f'"),
        ("#/foo", 0, "expected '/' at the start of a JSON Pointer (the empty pointer is the whole document), found '#'"),
        ("/a~2", 2, "expected '~0' or '~1' (a '~' in a name is written '~0', a '/' is written '~1'), found '~2'"),
        ("/a/b~", 4, "expected '~0' or '~1' (a '~' in a name is written '~0', a '/' is written '~1'), found '~' at the end of pointer"),
        ("/~ x", 1, "expected '~0' or '~1' (a '~' in a name is written '~0', a '/' is written '~1'), found '~' followed by a space"),
    ])
    func errors(text: String, offset: Int, message: String) throws {
        let error = try #require(throws: JSONQueryError.self) { try JSONPointer(text) }
        #expect(error.message == message)
        #expect(error.offset == offset)
        #expect(error.column == offset + 1)
    }

    @Test("why a pointer finds nothing")
    func explanations() throws {
        let value: JSONValue = ["store": ["book": ["a", "b"], "open": true]]
        #expect(try JSONQueryExpression("/store/book/5").explainNoMatch(in: value)
            == "/store/book/5 matches nothing: /store/book is an array of 2 elements")
        #expect(try JSONQueryExpression("/store/book/-").explainNoMatch(in: value)
            == "/store/book/- matches nothing: /store/book is an array of 2 elements ('-' stands past the last element)")
        #expect(try JSONQueryExpression("/store/open/x").explainNoMatch(in: value)
            == "/store/open/x matches nothing: /store/open is true, which has no members or elements")
        #expect(try JSONQueryExpression("/shop").explainNoMatch(in: value)
            == #"/shop matches nothing: the document is an object with keys "store""#)
        #expect(try JSONQueryExpression("/store/book/1").explainNoMatch(in: value) == nil)
    }

    // MARK: - Key paths

    static let keyPathExamples: [(String, [JSONPath.Component])] = [
        ("", []),
        ("people[0].name", [.key("people"), .index(0), .key("name")]),
        (#"["first name"][1]"#, [.key("first name"), .index(1)]),
        ("[0][1]", [.index(0), .index(1)]),
        ("[-1]", [.index(-1)]),
        ("$ref._id", [.key("$ref"), .key("_id")]),
        (#"a["b.c"].d"#, [.key("a"), .key("b.c"), .key("d")]),
        (#"[""]"#, [.key("")]),
        (#"["0"]"#, [.key("0")]),
        (#"["-1"]"#, [.key("-1")]),
        (#"["a\"b\\c\n\u0001"]"#, [.key("a\"b\\c\n\u{1}")]),
        (#"["é😀"]"#, [.key("é😀")]),
        (#"["\u00e9"]"#, [.key("é")]),
        (#"["\ud83d\ude00"]"#, [.key("😀")]),
        ("[9223372036854775807][-9223372036854775808]", [.index(Int.max), .index(Int.min)]),
    ]

    @Test("key paths read as JSONPath.description writes them", arguments: keyPathExamples)
    func keyPaths(text: String, expected: [JSONPath.Component]) throws {
        #expect(try JSONPath(parsing: text) == JSONPath(expected))
    }

    @Test("malformed key paths name the spot", arguments: [
        ("people.0", 7,
         #"expected a key after '.' (letters, digits, '_' and '$', not starting with a digit; other keys are written ["key"]; an index is written [0]), found '0'"#),
        ("people..x", 7,
         #"expected a key after '.' (letters, digits, '_' and '$', not starting with a digit; other keys are written ["key"]), found '.'"#),
        ("a b", 1, "expected '.' and a key, or '[', after a step of the key path, found a space"),
        ("people[01]", 7, "expected an index without leading zeros, found '01'"),
        ("people[-0]", 7, "expected an index other than -0 (zero has no sign), found '-0'"),
        ("a[x]", 2, #"expected an index or a key in double quotes after '[', found 'x'"#),
        ("a['x']", 2, #"expected an index or a key in double quotes after '[', found an apostrophe (')"#),
        (#"["a""#, 4, "expected ']' to close the brackets, found end of key path"),
        (#"["a"#, 3, #"expected '"' to close the string that starts at column 2, found end of key path"#),
        ("a[1", 3, "expected ']' to close the brackets, found end of key path"),
        ("a[99999999999999999999]", 2,
         "expected an index from -9223372036854775808 to 9223372036854775807, found 99999999999999999999"),
        (#"["\x"]"#, 2, #"expected one of the escapes \b \f \n \r \t \/ \\ \" \uXXXX, found '\x'"#),
        ("3d", 0,
         #"expected a key (letters, digits, '_' and '$', not starting with a digit; other keys are written ["key"]; an index is written [0]), found '3'"#),
    ])
    func keyPathErrors(text: String, offset: Int, message: String) throws {
        let error = try #require(throws: JSONQueryError.self) { try JSONPath(parsing: text) }
        #expect(error.message == message)
        #expect(error.offset == offset)
    }

    @Test("every path reads back from its description: edge cases")
    func roundTripEdgeCases() throws {
        let keys = [
            "", ".", "..", "a.b", "[", "]", "[0]", "\"", "'", "\\", " ", "a b", "0", "01", "-1", "-", "1e5", "$", "$ref", "_",
            "é", "😀", "\u{0}", "\n", "\u{1F}", "\u{7F}", "\u{2028}", "a\"b", "x]y", "name", "Name2", "e\u{301}",
        ]
        for key in keys {
            for path: JSONPath in [[.key(key)], ["a", .key(key)], [0, .key(key), -3], [.key(key), .key(key)]] {
                #expect(try JSONPath(parsing: path.description) == path, "\(path.description)")
            }
        }
    }

    @Test("every path reads back from its description: 2,000 random paths")
    func roundTripRandom() throws {
        var random = SeededGenerator(seed: 0x5EED_CAFE)
        let alphabet: [Unicode.Scalar] = Array("ab_$Z09 .[]\"'\\-é😀".unicodeScalars) + ["\n", "\u{1}", "\u{7F}", "\u{2028}"]
        for _ in 0 ..< 2000 {
            var path = JSONPath()
            for _ in 0 ..< Int.random(in: 0 ... 6, using: &random) {
                if Bool.random(using: &random) {
                    let index = Bool.random(using: &random) ? Int.random(in: -5 ... 20, using: &random) : Int.random(in: .min ... .max, using: &random)
                    path.components.append(.index(index))
                } else {
                    var key = ""
                    for _ in 0 ..< Int.random(in: 0 ... 5, using: &random) {
                        key.unicodeScalars.append(alphabet[Int.random(in: 0 ..< alphabet.count, using: &random)])
                    }
                    path.components.append(.key(key))
                }
            }
            let text = path.description
            #expect(try JSONPath(parsing: text) == path, "\(text)")
            #expect(try JSONPointer(JSONPointer(path).description) == JSONPointer(path))
        }
    }

    @Test("a key path finds its value, and says why when it finds none")
    func keyPathValues() throws {
        let value: JSONValue = ["people": [["name": "Ada"], ["first name": "Alan"]]]
        #expect(try JSONPath(parsing: "people[0].name").value(in: value) == "Ada")
        #expect(try JSONPath(parsing: #"people[1]["first name"]"#).value(in: value) == "Alan")
        #expect(try JSONPath(parsing: "people[2].name").value(in: value) == nil)
        #expect(try JSONPath(parsing: "people[-1]").value(in: value) == nil)
        #expect(try JSONPath(parsing: "").value(in: value) == value)
        #expect(try JSONQueryExpression("people[5]").explainNoMatch(in: value)
            == "people[5] matches nothing: people is an array of 2 elements")
        #expect(try JSONQueryExpression("people[0].age").explainNoMatch(in: value)
            == #"people[0].age matches nothing: people[0] is an object with keys "name""#)
        #expect(try JSONQueryExpression("staff").explainNoMatch(in: value)
            == #"staff matches nothing: the document is an object with keys "people""#)
    }

    // MARK: - One entry for all three syntaxes

    @Test("the first character tells the syntax")
    func syntaxRule() throws {
        let value: JSONValue = ["people": [["name": "Ada"], ["name": "Alan"]], "$ref": "x", "$": "dollar"]
        #expect(try JSONQueryExpression("$.people[*].name").select(in: value) == ["Ada", "Alan"])
        #expect(try JSONQueryExpression("$").select(in: value) == [value])
        #expect(try JSONQueryExpression("$..name").isSingular == false)
        #expect(try JSONQueryExpression("/people/1/name").select(in: value) == ["Alan"])
        #expect(try JSONQueryExpression("").select(in: value) == [value])
        #expect(try JSONQueryExpression("people[0].name").select(in: value) == ["Ada"])
        #expect(try JSONQueryExpression("$ref").select(in: value) == ["x"])
        #expect(try JSONQueryExpression(#"["$"]"#).select(in: value) == ["dollar"])
        #expect(try JSONQueryExpression("people[9]").select(in: value) == [])

        guard case .jsonPath = try JSONQueryExpression("$[0]") else { Issue.record("$[0] is JSONPath"); return }
        guard case .pointer = try JSONQueryExpression("/a") else { Issue.record("/a is a pointer"); return }
        guard case .keyPath = try JSONQueryExpression("$a.b") else { Issue.record("$a.b is a key path"); return }
    }

    @Test("matches carry paths in each syntax")
    func matchPaths() throws {
        let value: JSONValue = ["a": [true, ["b c": 1]]]
        for text in ["$.a[1]['b c']", "/a/1/b c", #"a[1]["b c"]"#] {
            let matches = try JSONQueryExpression(text).matches(in: value)
            #expect(matches.map(\.value) == [1])
            #expect(matches.map(\.path) == [["a", 1, "b c"]])
            #expect(matches.map(\.normalizedPath) == ["$['a'][1]['b c']"])
        }
    }
}

/// SplitMix64: a small, fast generator whose sequence a seed fixes, so that a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
