import Foundation
import JSONCore
import Testing

@Suite("JSONPath queries")
struct JSONQueryTests {
    /// The bookstore of RFC 9535 §1.5.
    static let bookstore: JSONValue = {
        let text = """
            { "store": {
                "book": [
                  { "category": "reference",
                    "author": "Nigel Rees",
                    "title": "Sayings of the Century",
                    "price": 8.95
                  },
                  { "category": "fiction",
                    "author": "Evelyn Waugh",
                    "title": "Sword of Honour",
                    "price": 12.99
                  },
                  { "category": "fiction",
                    "author": "Herman Melville",
                    "title": "Moby Dick",
                    "isbn": "0-553-21311-3",
                    "price": 8.99
                  },
                  { "category": "fiction",
                    "author": "J. R. R. Tolkien",
                    "title": "The Lord of the Rings",
                    "isbn": "0-395-19395-8",
                    "price": 22.99
                  }
                ],
                "bicycle": {
                  "color": "red",
                  "price": 399
                }
              }
            }
            """
        return (try? JSONValue(parsing: text)) ?? nil
    }()

    /// The values and normalized paths a query selects.
    func run(_ query: String, on value: JSONValue) throws -> (values: [JSONValue], paths: [String]) {
        let matches = try JSONQuery(query).matches(in: value)
        return (matches.map(\.value), matches.map(\.normalizedPath))
    }

    func json(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    // MARK: - The examples of RFC 9535

    @Test("§1.5: the bookstore examples")
    func bookstoreExamples() throws {
        let store = Self.bookstore
        let authors: [JSONValue] = ["Nigel Rees", "Evelyn Waugh", "Herman Melville", "J. R. R. Tolkien"]
        #expect(try store.query("$.store.book[*].author") == authors)
        #expect(try store.query("$..author") == authors)
        #expect(try run("$.store.*", on: store).paths == ["$['store']['book']", "$['store']['bicycle']"])
        #expect(try store.query("$.store..price") == [8.95, 12.99, 8.99, 22.99, 399])
        #expect(try run("$..book[2]", on: store).paths == ["$['store']['book'][2]"])
        #expect(try store.query("$..book[2].author") == ["Herman Melville"])
        #expect(try store.query("$..book[2].publisher") == [])
        #expect(try store.query("$..book[-1]").map { $0["title"].string } == ["The Lord of the Rings"])
        #expect(try store.query("$..book[0,1]") == (try store.query("$..book[:2]")))
        #expect(try store.query("$..book[:2]").count == 2)
        #expect(try store.query("$..book[?@.isbn]").map { $0["title"].string } == ["Moby Dick", "The Lord of the Rings"])
        #expect(try store.query("$..book[?@.price<10]").map { $0["title"].string } == ["Sayings of the Century", "Moby Dick"])
        let everything = try run("$..*", on: store)
        #expect(everything.values.count == 27)
        #expect(Array(everything.paths.prefix(5)) == [
            "$['store']", "$['store']['book']", "$['store']['bicycle']", "$['store']['book'][0]", "$['store']['book'][1]",
        ])
        #expect(everything.paths.last == "$['store']['bicycle']['price']")
    }

    @Test("§2.3.1.3: name selectors")
    func nameSelectors() throws {
        let value = try json(#"{"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}"#)
        #expect(try run("$.o['j j']", on: value) == ([["k.k": 3]], ["$['o']['j j']"]))
        #expect(try run("$.o['j j']['k.k']", on: value) == ([3], ["$['o']['j j']['k.k']"]))
        #expect(try run(#"$.o["j j"]["k.k"]"#, on: value) == ([3], ["$['o']['j j']['k.k']"]))
        #expect(try run(#"$["'"]["@"]"#, on: value) == ([2], [#"$['\'']['@']"#]))
    }

    @Test("§2.3.2.3: wildcard selectors")
    func wildcardSelectors() throws {
        let value = try json(#"{"o": {"j": 1, "k": 2}, "a": [5, 3]}"#)
        #expect(try run("$[*]", on: value) == ([["j": 1, "k": 2], [5, 3]], ["$['o']", "$['a']"]))
        #expect(try run("$.o[*]", on: value) == ([1, 2], ["$['o']['j']", "$['o']['k']"]))
        #expect(try run("$.o[*, *]", on: value).values == [1, 2, 1, 2])
        #expect(try run("$.a[*]", on: value) == ([5, 3], ["$['a'][0]", "$['a'][1]"]))
    }

    @Test("§2.3.3.3: index selectors")
    func indexSelectors() throws {
        let value: JSONValue = ["a", "b"]
        #expect(try run("$[1]", on: value) == (["b"], ["$[1]"]))
        #expect(try run("$[-2]", on: value) == (["a"], ["$[0]"]))
        #expect(try run("$[2]", on: value).values == [])
        #expect(try run("$[-3]", on: value).values == [])
    }

    @Test("§2.3.4.3: slice selectors, with the defaults of §2.3.4.2.2", arguments: [
        ("$[1:3]", ["b", "c"]),
        ("$[5:]", ["f", "g"]),
        ("$[1:5:2]", ["b", "d"]),
        ("$[5:1:-2]", ["f", "d"]),
        ("$[::-1]", ["g", "f", "e", "d", "c", "b", "a"]),
        ("$[:]", ["a", "b", "c", "d", "e", "f", "g"]),
        ("$[::2]", ["a", "c", "e", "g"]),
        ("$[-2:]", ["f", "g"]),
        ("$[:-5]", ["a", "b"]),
        ("$[-1:-3:-1]", ["g", "f"]),
        ("$[3::-1]", ["d", "c", "b", "a"]),
        ("$[:3:-1]", ["g", "f", "e"]),
        ("$[1:2:0]", []),
        ("$[10:20]", []),
        ("$[-100:2]", ["a", "b"]),
        ("$[100:-100:-3]", ["g", "d", "a"]),
        ("$[0:9007199254740991:9007199254740991]", ["a"]),
        ("$[-9007199254740991::-9007199254740991]", []),
    ] as [(String, [String])])
    func sliceSelectors(query: String, expected: [String]) throws {
        let letters: JSONValue = ["a", "b", "c", "d", "e", "f", "g"]
        #expect(try letters.query(query) == expected.map(JSONValue.string))
    }

    /// The document of the filter examples of RFC 9535 §2.3.5.3.
    static let filterDocument: JSONValue = {
        let text = """
            {
              "a": [3, 5, 1, 2, 4, 6,
                    {"b": "j"},
                    {"b": "k"},
                    {"b": {}},
                    {"b": "kilo"}
                   ],
              "o": {"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}},
              "e": "f"
            }
            """
        return (try? JSONValue(parsing: text)) ?? nil
    }()

    @Test("§2.3.5.3: filter selectors", arguments: [
        ("$.a[?@.b == 'kilo']", ["$['a'][9]"]),
        ("$.a[?(@.b == 'kilo')]", ["$['a'][9]"]),
        ("$.a[?@>3.5]", ["$['a'][1]", "$['a'][4]", "$['a'][5]"]),
        ("$.a[?@.b]", ["$['a'][6]", "$['a'][7]", "$['a'][8]", "$['a'][9]"]),
        ("$[?@.*]", ["$['a']", "$['o']"]),
        ("$[?@[?@.b]]", ["$['a']"]),
        ("$.o[?@<3, ?@<3]", ["$['o']['p']", "$['o']['q']", "$['o']['p']", "$['o']['q']"]),
        (#"$.a[?@<2 || @.b == "k"]"#, ["$['a'][2]", "$['a'][7]"]),
        (#"$.a[?match(@.b, "[jk]")]"#, ["$['a'][6]", "$['a'][7]"]),
        (#"$.a[?search(@.b, "[jk]")]"#, ["$['a'][6]", "$['a'][7]", "$['a'][9]"]),
        ("$.o[?@>1 && @<4]", ["$['o']['q']", "$['o']['r']"]),
        ("$.o[?@.u || @.x]", ["$['o']['t']"]),
        ("$.a[?@.b == $.x]", ["$['a'][0]", "$['a'][1]", "$['a'][2]", "$['a'][3]", "$['a'][4]", "$['a'][5]"]),
        ("$.a[?@ == @]", (0 ..< 10).map { "$['a'][\($0)]" }),
    ] as [(String, [String])])
    func filterSelectors(query: String, paths: [String]) throws {
        #expect(try run(query, on: Self.filterDocument).paths == paths)
    }

    @Test("§2.3.5.2: comparisons, Nothing included", arguments: [
        ("$.absent1 == $.absent2", true), ("$.absent1 <= $.absent2", true), ("$.absent == 'g'", false),
        ("$.absent1 != $.absent2", false), ("$.absent != 'g'", true), ("1 <= 2", true), ("1 > 2", false),
        ("13 == '13'", false), ("'a' <= 'b'", true), ("'a' > 'b'", false), ("$.obj == $.arr", false),
        ("$.obj != $.arr", true), ("$.obj == $.obj", true), ("$.obj != $.obj", false), ("$.arr == $.arr", true),
        ("$.arr != $.arr", false), ("$.obj == 17", false), ("$.obj != 17", true), ("$.obj <= $.arr", false),
        ("$.obj < $.arr", false), ("$.obj <= $.obj", true), ("$.arr <= $.arr", true), ("1 <= $.arr", false),
        ("1 >= $.arr", false), ("1 > $.arr", false), ("1 < $.arr", false), ("true <= true", true),
        ("true > true", false),
    ])
    func comparisons(comparison: String, holds: Bool) throws {
        // The comparison does not read @: it selects both children of the root or neither.
        let value = try json(#"{"obj": {"x": "y"}, "arr": [2, 3]}"#)
        #expect(try value.query("$[?\(comparison)]").count == (holds ? 2 : 0))
    }

    @Test("§2.5.2.3: descendant segments, depth first, arrays in order")
    func descendantSegments() throws {
        let value = try json(#"{"o": {"j": 1, "k": 2}, "a": [5, 3, [{"j": 4}, {"k": 6}]]}"#)
        #expect(try run("$..j", on: value) == ([1, 4], ["$['o']['j']", "$['a'][2][0]['j']"]))
        #expect(try run("$..[0]", on: value) == ([5, ["j": 4]], ["$['a'][0]", "$['a'][2][0]"]))
        let all = try run("$..[*]", on: value)
        #expect(all.values == [["j": 1, "k": 2], [5, 3, [["j": 4], ["k": 6]]], 1, 2, 5, 3, [["j": 4], ["k": 6]], ["j": 4], ["k": 6], 4, 6])
        #expect(try run("$..*", on: value) == all)
        #expect(try run("$..o", on: value).values == [["j": 1, "k": 2]])
        #expect(try run("$.o..[*, *]", on: value).values == [1, 2, 1, 2])
        #expect(try run("$.a..[0, 1]", on: value).values == [5, 3, ["j": 4], ["k": 6]])
    }

    @Test("§2.4: functions", arguments: [
        ("$[?length(@) < 3]", ["$[1]", "$[2]", "$[3]"]),
        ("$[?count(@.*) == 1]", ["$[2]"]),
        ("$[?match(@.timezone, 'Europe/.*')]", ["$[3]"]),
        ("$[?search(@.timezone, 'Paris')]", ["$[3]"]),
        ("$[?value(@..color) == 'red']", ["$[4]"]),
        ("$[?length(@.name) == 5]", ["$[3]"]),
        ("$[?length(1) == null]", []),
        ("$[?value(@.*) == null]", []),
        ("$[?count(@..*) >= 2]", ["$[1]", "$[3]", "$[4]"]),
    ] as [(String, [String])])
    func functions(query: String, paths: [String]) throws {
        let value = try json(#"""
            ["abcd", [1, 2], {"x": 1}, {"timezone": "Europe/Paris", "name": "Alice"}, {"a": {"color": "red"}, "b": [], "c": 1}]
            """#)
        #expect(try run(query, on: value).paths == paths)
    }

    @Test("length() counts Unicode scalars")
    func lengthCountsScalars() throws {
        let value: JSONValue = ["é", "e\u{301}", "😀", "👩‍👩‍👧"]
        #expect(try value.query("$[?length(@) == 1]") == ["é", "😀"])
        #expect(try value.query("$[?length(@) == 2]") == ["e\u{301}"])
        #expect(try value.query("$[?length(@) == 5]") == ["👩‍👩‍👧"])
    }

    // MARK: - Numbers

    @Test("numbers compare exactly by value, big integers and long decimals included")
    func exactNumbers() throws {
        let value = try json("[12345678901234567890, 12345678901234567891, 1.2345678901234567e19, 18446744073709551616]")
        #expect(try run("$[?@ == 12345678901234567890]", on: value).paths == ["$[0]"])
        #expect(try run("$[?@ > 12345678901234567890]", on: value).paths == ["$[1]", "$[3]"])
        #expect(try run("$[?@ < 12345678901234567890]", on: value).paths == ["$[2]"])
        #expect(try run("$[?@ == 1.8446744073709551616e19]", on: value).paths == ["$[3]"])

        let decimals = try json("[0.1, 0.10, 1e-1, 0.1000000000000000055511151231257827, 0.30000000000000002, 0.3, -0, 1e400, -1e400]")
        #expect(try run("$[?@ == 0.1]", on: decimals).paths == ["$[0]", "$[1]", "$[2]"])
        #expect(try run("$[?@ > 0.1 && @ < 0.2]", on: decimals).paths == ["$[3]"])
        #expect(try run("$[?@ < 0.30000000000000001 && @ > 0.2]", on: decimals).paths == ["$[5]"])
        #expect(try run("$[?@ == 0]", on: decimals).paths == ["$[6]"])
        #expect(try run("$[?@ > 1e399]", on: decimals).paths == ["$[7]"])
        #expect(try run("$[?@ < -1e399]", on: decimals).paths == ["$[8]"])
        #expect(try run("$[?@ == -0.0e5]", on: decimals).paths == ["$[6]"])

        // Integers and decimals of every scale against each other, exactly.
        let mixed = try json("[1.5, -1.5, 2, -2, 10.0, 0.000000000000000000001, 1e-21, 0, -0.0, 99999999999999999999.5]")
        #expect(try run("$[?@ > 1.49]", on: mixed).paths == ["$[0]", "$[2]", "$[4]", "$[9]"])
        #expect(try run("$[?@ < -1.5]", on: mixed).paths == ["$[3]"])
        #expect(try run("$[?@ <= -1.5]", on: mixed).paths == ["$[1]", "$[3]"])
        #expect(try run("$[?@ == 10]", on: mixed).paths == ["$[4]"])
        #expect(try run("$[?@ == 1e-21]", on: mixed).paths == ["$[5]", "$[6]"])
        #expect(try run("$[?@ > 0 && @ < 0.000000000000000000002]", on: mixed).paths == ["$[5]", "$[6]"])
        #expect(try run("$[?@ == 0]", on: mixed).paths == ["$[7]", "$[8]"])
        #expect(try run("$[?@ > 99999999999999999999]", on: mixed).paths == ["$[9]"])
        #expect(try run("$[?@ < 100000000000000000000]", on: mixed).paths.count == 10)
    }

    // MARK: - Normalized paths

    @Test("normalized paths escape quotes, backslashes and control characters (§2.7)")
    func normalizedPaths() throws {
        let keys = ["a'b", "\\", "\u{0}", "\u{1F}", "\u{8}", "\u{C}", "\n", "\r", "\t", "\u{7F}", "é😀", "\"", "[0]", ""]
        let value = JSONValue.object(JSONObject(keys.map { ($0, JSONValue.bool(true)) }))
        #expect(try run("$.*", on: value).paths == [
            #"$['a\'b']"#, #"$['\\']"#, #"$['\u0000']"#, #"$['\u001f']"#, #"$['\b']"#, #"$['\f']"#, #"$['\n']"#,
            #"$['\r']"#, #"$['\t']"#, "$['\u{7F}']", "$['é😀']", #"$['"']"#, "$['[0]']", "$['']",
        ])
        // Each normalized path is itself a query that selects its node.
        for match in try JSONQuery("$.*").matches(in: value) {
            #expect(try JSONQuery(match.normalizedPath).matches(in: value) == [match])
        }
        let match = try JSONQuery("$..x").matches(in: ["a": [["x": 1]]])
        #expect(match.map(\.path) == [["a", 0, "x"]])
    }

    // MARK: - I-Regexp

    @Test("I-Regexp: match() is anchored, search() is not; '.' is anything but \\n and \\r", arguments: [
        ("a.c", "abc", true, true), ("a.c", "xabcx", false, true), ("a.c", "a\nc", false, false),
        ("a.c", "a\rc", false, false), ("a.c", "a\u{2028}c", true, true), ("a.c", "a😀c", true, true),
        ("", "", true, true), ("", "abc", false, true), ("a|b", "b", true, true), ("(ab)+", "ababab", true, true),
        ("(ab)+", "aba", false, true), ("a{2,3}", "aaaa", false, true), ("a{2,3}", "aa", true, true),
        ("a{2}", "a", false, false), ("a{2,}", "aaaaaa", true, true), ("colou?r", "color", true, true),
        ("[a-c]+", "abcabc", true, true), ("[^a-c]", "d", true, true), ("[^a-c]", "a", false, false),
        ("[-a]", "-", true, true), ("[a-]", "-", true, true), ("[\\]\\-]", "]", true, true),
        ("\\p{Lu}", "Ä", true, true), ("\\p{Lu}", "ä", false, false), ("\\P{Lu}", "ä", true, true),
        ("\\p{L}+", "Straße", true, true), ("\\p{Nd}", "٣", true, true), ("[\\p{Lu}\\d]", "A", false, false),
        ("[\\p{Lu}0-9]+", "A1B2", true, true), ("\\.", ".", true, true), ("\\.", "a", false, false),
        ("\\n", "\n", true, true), ("\\\\", "\\", true, true), ("^ab", "abc", false, true), ("^ab", "cab", false, false),
        ("bc$", "abc", false, true), ("bc$", "bcd", false, false), ("[.]", ".", true, true), ("[.]", "a", false, false),
        ("(a*)*b", String(repeating: "a", count: 5000), false, false), ("(a|aa)+$", String(repeating: "a", count: 3000) + "b", false, false),
    ] as [(String, String, Bool, Bool)])
    func regularExpressions(pattern: String, string: String, matches: Bool, found: Bool) throws {
        let value = JSONValue.array([.string(string)])
        let quoted = JSONValue.string(pattern).description
        #expect(try value.query("$[?match(@, \(quoted))]").count == (matches ? 1 : 0))
        #expect(try value.query("$[?search(@, \(quoted))]").count == (found ? 1 : 0))
        // The same pattern read from the document, compiled while the query runs.
        let document: JSONValue = ["pattern": .string(pattern), "values": value]
        #expect(try document.query("$.values[?match(@, $.pattern)]").count == (matches ? 1 : 0))
        #expect(try document.query("$.values[?search(@, $.pattern)]").count == (found ? 1 : 0))
    }

    @Test("patterns that are not I-Regexps make match() and search() false", arguments: [
        "[", "(a", "a)", "a**", "a{2,1}", "a{1001}", "\\d", "\\w", "\\s", "(?:a)", "[^]", "[]", "\\p{Xx}", "\\p{Lu",
        "[z-a]", "[a-z-0]", "a{,2}", "{", "}", "]", "\\x41", "\\u0041", "(a)\\1", "a{1,2}{3}", "*",
        String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40), "(a{1000}){100}",
    ])
    func invalidPatterns(pattern: String) throws {
        let value: JSONValue = ["a", "aa", "[", "{", "]", "}", "*", "", "d", "\\"]
        let quoted = JSONValue.string(pattern).description
        #expect(try value.query("$[?match(@, \(quoted))]") == [])
        #expect(try value.query("$[?search(@, \(quoted))]") == [])
        #expect(try value.query("$[?!match(@, \(quoted))]").count == value.array?.count)
    }

    // MARK: - Errors

    @Test("malformed queries: what was expected, what was found, and where", arguments: [
        ("", 0, "expected '$' at the start of a JSONPath query, found end of query"),
        ("store.book", 0, "expected '$' at the start of a JSONPath query, found 's'"),
        ("$.store.book[0", 14, "expected ']' to close the selector, found end of query"),
        ("$.store.", 8, "expected a member name or '*' after '.', found end of query"),
        ("$.1", 2, "expected a member name or '*' after '.' (an index is written [0]), found '1'"),
        ("$.a ", 3, "expected the end of the query (whitespace may stand only before a segment), found a space"),
        ("$.a b", 4, "expected a segment ('.name', '[…]' or '..') or the end of the query, found 'b'"),
        ("$..", 3, "expected a member name, '*' or '[' after '..', found end of query"),
        ("$[01]", 2, "expected an integer without leading zeros, found '01'"),
        ("$[-0]", 2, "expected an integer other than -0 (zero has no sign), found '-0'"),
        ("$[9007199254740992]", 2, "expected an integer from -9007199254740991 to 9007199254740991, found 9007199254740992"),
        ("$[1:2:3:4]", 7, "expected ',' or ']' after a selector, found ':'"),
        ("$['abc", 6, "expected an apostrophe (') to close the string that starts at column 3, found end of query"),
        (#"$["a\x"]"#, 4, #"expected one of the escapes \b \f \n \r \t \/ \\ \" \uXXXX, found '\x'"#),
        (#"$["\uD800"]"#, 9, #"expected a low surrogate \uDC00–\uDFFF after the high surrogate \uD800, found '"'"#),
        ("$[\"a\nb\"]", 4, #"expected the escape \n, found a line feed in a string"#),
        ("$[@.a]", 2,
         "expected a selector: a quoted name, '*', an index, a slice 'start:end:step' or a filter '?…' (a filter starts with '?': [?@.name]), found '@'"),
        ("$[?@.price = 10]", 11, "expected '==' to compare, found '='"),
        ("$[?@.a & @.b]", 7, "expected '&&' for 'and', found '&'"),
        ("$[?(@.a]", 7, "expected ')' to close the parenthesized expression, or '&&' or '||', found ']'"),
        ("$[?@ == 1.]", 10, "expected a digit after the decimal point, found ']'"),
        ("$[?true]", 7, "expected a comparison operator after the literal true (a literal is no test on its own), found ']'"),
        ("$[?@.* == 1]", 3,
         "expected a singular query (only names and indexes) in a comparison, found a query that can select several nodes"),
        ("$[?length(@)]", 12,
         "expected a comparison operator after length(…) (its result is a value, which is no test on its own), found ']'"),
        ("$[?count(1) > 0]", 9, "expected a query as argument 1 of count(), found a literal"),
        ("$[?length(@.a, @.b) > 0]", 3, "expected 1 argument for length(), found 2"),
        ("$[?nope(@)]", 3, "expected one of the functions length, count, match, search, value, found 'nope'"),
        ("$[?match(@.a, 'x') == true]", 3,
         "expected a function with a value result (length, count, value) in a comparison, found match(), which is true or false and cannot be compared"),
        ("$[?count (@)]", 8,
         "expected '(' right after the function name count, or one of the literals true, false, null, found a space"),
        ("$[?@ == True]", 8, "expected a literal, a singular query or a function after the comparison operator, found 'T'"),
    ])
    func errors(query: String, offset: Int, message: String) throws {
        let error = try #require(throws: JSONQueryError.self) { try JSONQuery(query) }
        #expect(error.message == message)
        #expect(error.offset == offset)
        #expect(error.text == query)
    }

    @Test("an error renders the query on one line with a caret under the spot")
    func rendering() throws {
        let error = try #require(throws: JSONQueryError.self) { try JSONQuery("$.store.book[0") }
        #expect(error.description == """
            error: expected ']' to close the selector, found end of query
            $.store.book[0
                          ^
            """)
        #expect(error.column == 15)
        #expect(error.kind == .unexpectedCharacter)

        let multiline = try #require(throws: JSONQueryError.self) { try JSONQuery("$[?@.a ==\n\t'é' &&\n @.b = 2]") }
        #expect(multiline.description == """
            error: expected '==' to compare, found '='
            $[?@.a ==  'é' &&  @.b = 2]
                                   ^
            """)
        #expect(multiline.offset == 24)
        #expect(multiline.column == 24)

        let long = "$." + String(repeating: "abcdefghij.", count: 12) + "*x"
        let shortened = try #require(throws: JSONQueryError.self) { try JSONQuery(long) }
        #expect(shortened.description == """
            error: expected a segment ('.name', '[…]' or '..') or the end of the query, found 'x'
            …fghij.abcdefghij.abcdefghij.abcdefghij.*x
                                                     ^
            """)
    }

    @Test("error kinds")
    func errorKinds() throws {
        func kind(_ query: String) -> JSONQueryError.Kind? {
            do {
                _ = try JSONQuery(query)
                return nil
            } catch {
                return error.kind
            }
        }
        #expect(kind("$[") == .unexpectedCharacter)
        #expect(kind("$['a") == .invalidString)
        #expect(kind("$[01]") == .invalidNumber)
        #expect(kind("$[?@.*==1]") == .notWellTyped)
        #expect(kind("$[?" + String(repeating: "(", count: 100) + "@" + String(repeating: ")", count: 100) + "]") == .tooDeeplyNested)
    }

    // MARK: - Why nothing matched

    @Test("explainNoMatch names the longest leading part that selects something", arguments: [
        ("$.store.bike", #"$.store.bike matches nothing: $.store is an object with keys "book", "bicycle""#),
        ("$.store.book[5]", "$.store.book[5] matches nothing: $.store.book is an array of 4 elements"),
        ("$.store.book[0].title[0]",
         #"$.store.book[0].title[0] matches nothing: $.store.book[0].title is a string "Sayings of the Century", not an array"#),
        ("$.store.bicycle.color.shade", #"$.store.bicycle.color.shade matches nothing: $.store.bicycle.color is a string "red", not an object"#),
        ("$.shop", #"$.shop matches nothing: $ is an object with keys "store""#),
        ("$.store.book[*].isbn2",
         #"$.store.book[*].isbn2 matches nothing: $.store.book[*] selects 4 values (4 objects), none with the key "isbn2""#),
        ("$.store.book[?@.price > 100]",
         "$.store.book[?@.price > 100] matches nothing: $.store.book is an array of 4 elements, and the filter selects none of them"),
        ("$.store..pages", #"$.store..pages matches nothing: $.store is an object with keys "book", "bicycle", and nothing in it matches ..pages"#),
        ("$.store.*[9]", "$.store.*[9] matches nothing: $.store.* selects 2 values (1 object and 1 array), none with an element at 9"),
    ])
    func explanations(query: String, explanation: String) throws {
        #expect(try JSONQuery(query).explainNoMatch(in: Self.bookstore) == explanation)
    }

    @Test("explainNoMatch is nil when the query selects something")
    func noExplanation() throws {
        #expect(try JSONQuery("$.store.book[0]").explainNoMatch(in: Self.bookstore) == nil)
        #expect(try JSONQuery("$").explainNoMatch(in: nil) == nil)
        let many: JSONValue = .object(JSONObject((0 ..< 8).map { ("k\($0)", JSONValue.number(JSONNumber($0))) }))
        #expect(try JSONQuery("$.x").explainNoMatch(in: many)
            == #"$.x matches nothing: $ is an object with keys "k0", "k1", "k2", "k3", "k4", …; none of its 8 keys is "x""#)
    }

    // MARK: - Documentation

    @Test("the examples of the Querying article")
    func articleExamples() throws {
        let store = Self.bookstore
        #expect(try store.query("$..author").count == 4)
        #expect(try store.query("$.store.book[-1].title") == ["The Lord of the Rings"])
        #expect(try store.query("$.store.book[1:3].price") == [12.99, 8.99])
        #expect(try store.query("$.store.book[?@.isbn].title") == ["Moby Dick", "The Lord of the Rings"])
        #expect(try store.query("$..book[?@.price < 10 && @.category == 'fiction'].title") == ["Moby Dick"])
        #expect(try store.query("$..book[?search(@.title, 'Lord')].author") == ["J. R. R. Tolkien"])
        #expect(try store.query("$..book[?match(@.category, 'fic.*')].price") == [12.99, 8.99, 22.99])
        #expect(try store.query("$.store[?length(@) == 2]") == [["color": "red", "price": 399]])
        let cheap = try JSONQuery("$..book[?@.price < 10]").matches(in: store)
        #expect(cheap.map(\.normalizedPath) == ["$['store']['book'][0]", "$['store']['book'][2]"])
        #expect(cheap.map(\.path.description) == ["store.book[0]", "store.book[2]"])

        #expect(try JSONPointer("/store/bicycle/color").resolve(in: store) == "red")
        #expect(try JSONPointer("/store/book/0").path(in: store)?.description == "store.book[0]")
        #expect(try JSONPointer("/store/book/-").resolve(in: store) == nil)
        #expect(JSONPointer(components: ["a/b"]).description == "/a~1b")

        let path = try JSONPath(parsing: #"store.book[0]["title"]"#)
        #expect(path.value(in: store) == "Sayings of the Century")
        #expect(try JSONPath(parsing: path.description) == path)

        #expect(try JSONQuery("$.store.book[7]").explainNoMatch(in: store)
            == "$.store.book[7] matches nothing: $.store.book is an array of 4 elements")

        // The overview of the catalog.
        let value = try JSONValue(parsing: #"{"people": [{"name": "Ada", "id": 505874924095815681}]}"#)
        #expect(try value.query("$.people[?@.id > 1000].name") == ["Ada"])
        #expect(try JSONPointer("/people/0/name").resolve(in: value) == "Ada")
        #expect(try JSONPath(parsing: "people[0].name").value(in: value) == "Ada")
    }

    // MARK: - Deep values and deep queries

    /// An array nested `depth` levels deep around `1`.
    static func nested(_ depth: Int) -> JSONValue {
        var value: JSONValue = 1
        for _ in 0 ..< depth { value = .array([value]) }
        return value
    }

    @Test("descendant segments over 2,000 levels of nesting, with a stack of their own")
    func deepValues() throws {
        let deep = Self.nested(2000)
        #expect(try JSONQuery("$..*").select(in: deep).count == 2000)
        #expect(try JSONQuery("$..[0]").select(in: deep).count == 2000)
        let matches = try JSONQuery("$..[?@ == 1]").matches(in: deep)
        #expect(matches.count == 1)
        #expect(matches.first?.path.components.count == 2000)
        #expect(try JSONQuery("$..[?@[0] == 1]").select(in: deep).count == 1)
        #expect(try JSONQuery("$[?@..[?@ == 1]]").select(in: deep).count == 1)
        #expect(try JSONQuery("$..x").explainNoMatch(in: deep)?.hasSuffix("and nothing in it matches ..x") == true)
        // From parsed text too: the parser's own ceiling.
        let parsed = try JSONValue(parsing: String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000),
            options: JSONParseOptions(maximumDepth: 2000))
        #expect(try JSONQuery("$..*").select(in: parsed).count == 1999)
    }

    @Test("the deepest query the parser takes, with the deepest pattern, runs on a 512 KiB thread")
    func deepestQueryOnSmallStack() throws {
        // 62 filters around a filter calling match(): 64 levels; the pattern nests 32 groups.
        let text = "$.v" + String(repeating: "[?@", count: 62) + "[?match(@, $.p)]" + String(repeating: "]", count: 62)
        let query = try JSONQuery(text)
        let pattern = String(repeating: "(", count: 32) + "a|b" + String(repeating: ")", count: 32)
        // v[0][0]…[0] (62 levels) is ["a"]: each filter finds the next level, the last one "a".
        let document: JSONValue = ["p": .string(pattern), "v": Self.nestedString(63)]
        final class Outcome: @unchecked Sendable { var count = -1 }  // written before `done` is signalled
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.count = query.select(in: document).count
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(outcome.count == 1)
    }

    /// `"a"` inside `depth` arrays.
    static func nestedString(_ depth: Int) -> JSONValue {
        var value: JSONValue = "a"
        for _ in 0 ..< depth { value = .array([value]) }
        return value
    }

    @Test("nesting of filters, parentheses and function calls is limited, with a clear error")
    func deepQueries() throws {
        let parentheses = "$[?" + String(repeating: "(", count: 63) + "@" + String(repeating: ")", count: 63) + "]"
        #expect(try JSONQuery(parentheses).select(in: [1]) == [1])
        let filters = "$" + String(repeating: "[?@", count: 64) + String(repeating: "]", count: 64)
        #expect(try JSONQuery(filters).select(in: Self.nested(66)).count == 1)
        let functions = "$[?" + String(repeating: "length(", count: 63) + "@" + String(repeating: ")", count: 63) + " == 1]"
        #expect(try JSONQuery(functions).select(in: ["ab"]) == [])

        let tooDeep = "$[?" + String(repeating: "(", count: 64) + "@" + String(repeating: ")", count: 64) + "]"
        let error = try #require(throws: JSONQueryError.self) { try JSONQuery(tooDeep) }
        #expect(error.kind == .tooDeeplyNested)
        #expect(error.message == "expected at most 64 filters, parentheses and function calls nested in one another, found one more")
        #expect(error.offset == 67)
        let hostile = "$" + String(repeating: "[?@", count: 100_000)
        #expect(throws: JSONQueryError.self) { try JSONQuery(hostile) }
    }
}
