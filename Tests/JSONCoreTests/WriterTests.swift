import Testing

@testable import JSONCore

@Suite("Writing")
struct WriterTests {
    let sample: JSONValue = [
        "name": "Ada",
        "tags": ["math", "poetry"],
        "empty": [],
        "nothing": .object([:]),
        "nested": ["a": nil, "b": [true, false]],
        "n": 42,
    ]

    @Test("compact output has no whitespace and keeps key order")
    func compact() {
        #expect(
            sample.jsonString()
                == #"{"name":"Ada","tags":["math","poetry"],"empty":[],"nothing":{},"nested":{"a":null,"b":[true,false]},"n":42}"#
        )
        #expect(sample.description == sample.jsonString())
        #expect(sample.jsonBytes() == Array(sample.jsonString().utf8))
    }

    @Test("pretty output indents by two spaces by default")
    func pretty() {
        let expected = """
            {
              "name": "Ada",
              "tags": [
                "math",
                "poetry"
              ],
              "empty": [],
              "nothing": {},
              "nested": {
                "a": null,
                "b": [
                  true,
                  false
                ]
              },
              "n": 42
            }
            """
        #expect(sample.jsonString(options: .pretty) == expected)
    }

    @Test("indentation is configurable: spaces or tabs")
    func indentation() {
        let value: JSONValue = ["a": [1]]
        #expect(value.jsonString(options: JSONWriteOptions(indentation: .spaces(4))) == "{\n    \"a\": [\n        1\n    ]\n}")
        #expect(value.jsonString(options: JSONWriteOptions(indentation: .tabs)) == "{\n\t\"a\": [\n\t\t1\n\t]\n}")
    }

    @Test("sorted keys order members by code point, at every level")
    func sortedKeys() {
        let value: JSONValue = ["b": 1, "a": ["z": 1, "é": 2, "Z": 3, "y": 4], "_": 0]
        let options = JSONWriteOptions(sortsKeys: true)
        #expect(value.jsonString(options: options) == #"{"_":0,"a":{"Z":3,"y":4,"z":1,"é":2},"b":1}"#)
    }

    @Test("slashes are left alone unless asked; control characters become escapes")
    func escaping() {
        let value: JSONValue = "a/b \"q\" \\ \n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F}"
        #expect(value.jsonString() == #""a/b \"q\" \\ \n\r\t\b\f\u0000\u001F\#u{7F}""#)
        #expect(value.jsonString(options: JSONWriteOptions(escapesSlashes: true)).hasPrefix(#""a\/b"#))
    }

    @Test("non-ASCII is UTF-8 by default, \\u escapes with surrogate pairs on request")
    func nonASCII() throws {
        let value: JSONValue = "é€😀日本"
        #expect(value.jsonString() == "\"é€😀日本\"")
        let escaped = value.jsonString(options: JSONWriteOptions(escapesNonASCII: true))
        #expect(escaped == #""\u00E9\u20AC\uD83D\uDE00\u65E5\u672C""#)
        #expect(try JSONValue(parsing: escaped) == value)
    }

    @Test("long strings take the eight-byte path and still escape exactly where needed")
    func longStrings() throws {
        let text = String(repeating: "abcdefgh", count: 10) + "\"" + String(repeating: "é", count: 9) + "\n/"
        let value = JSONValue.string(text)
        let written = value.jsonString()
        #expect(written == "\"" + String(repeating: "abcdefgh", count: 10) + "\\\"" + String(repeating: "é", count: 9) + "\\n/\"")
        #expect(try JSONValue(parsing: written) == value)
    }

    @Test("doubles are written in the shortest form that reads back the same")
    func doubles() throws {
        let cases: [(Double, String)] = [
            (0.1, "0.1"), (1.0, "1"), (-0.0, "-0"), (1e21, "1e+21"), (Double.leastNonzeroMagnitude, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"), (0.30000000000000004, "0.30000000000000004"),
            (123456.789, "123456.789"),
        ]
        for (double, text) in cases {
            let value = JSONValue.number(try #require(JSONNumber(double)))
            #expect(value.jsonString() == text)
            #expect(try JSONValue(parsing: text).double?.bitPattern == double.bitPattern)
        }
    }

    @Test("integers and kept number text are written exactly")
    func exactNumbers() throws {
        let text = "[0,-1,9223372036854775807,-9223372036854775808,18446744073709551615,1.50,-0.0,1E400,2e-7,0.000001]"
        #expect(try JSONValue(parsing: text).jsonString() == text)
    }

    @Test("parse(write(v)) == v for compact and pretty output")
    func roundTrip() throws {
        for options in [JSONWriteOptions.compact, .pretty, JSONWriteOptions(indentation: .tabs, sortsKeys: true),
                        JSONWriteOptions(escapesSlashes: true, escapesNonASCII: true)] {
            #expect(try JSONValue(parsing: sample.jsonString(options: options)) == sample)
            #expect(try JSONValue(parsing: sample.jsonBytes(options: options)) == sample)
        }
    }
}
