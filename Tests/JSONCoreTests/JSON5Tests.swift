import JSONCore
import Testing

@Suite("JSON5")
struct JSON5Tests {
    static let settings = """
        // Settings for the sync service, as a person writes them.
        {
          name: 'Sync',
          "version": 3,
          description: 'It\\'s "fast"',
          retries: +5,
          backoff: .25, factor: 2.,
          mask: 0xFF, other: -0X10,
          hosts: ['a.example', 'b.example',],
          /* block
             comment */
          $ref: '#/x', _private: true, café: 'crème',
          null: 'a key named null',
          longText: 'one \\
        two',
        }
        """

    @Test("a document with every JSON5 feature reads as the JSON it stands for")
    func fullDocument() throws {
        let value = try JSONValue(parsing: Self.settings, options: .json5)
        let expected: JSONValue = [
            "name": "Sync", "version": 3, "description": #"It's "fast""#, "retries": 5, "backoff": 0.25, "factor": 2,
            "mask": 255, "other": -16, "hosts": ["a.example", "b.example"], "$ref": "#/x", "_private": true,
            "café": "crème", "null": "a key named null", "longText": "one two",
        ]
        #expect(value == expected)
        #expect(value.object?.keys.first == "name")
        #expect(try JSONValue.validate(Self.settings, options: .json5) == ())
    }

    @Test("numbers", arguments: [
        ("0x1F", .number(31)), ("0XfF", 255), ("-0x10", -16), ("+0x10", 16), ("0x7FFFFFFFFFFFFFFF", .number(JSONNumber(Int64.max))),
        ("-0x8000000000000000", .number(JSONNumber(Int64.min))), ("0xFFFFFFFFFFFFFFFF", .number(JSONNumber(UInt64.max))),
        ("0x10000000000000000", 18_446_744_073_709_551_616.0), ("+1", 1), ("+1.5e2", 150), (".5", 0.5),
        ("-.5", -0.5), ("+.5", 0.5), ("5.", 5), ("-5.", -5), ("5.e1", 50), (".5e-1", 0.05), ("0", 0), ("-0.0", -0.0),
        ("1e400", .number(JSONNumber(text: "1e400")!)),
    ] as [(String, JSONValue)])
    func numbers(text: String, expected: JSONValue) throws {
        let value = try JSONValue(parsing: "[\(text)]", options: .json5)
        #expect(value == [expected], "\(text)")
    }

    @Test("a lone surrogate needs its own option, as in JSON")
    func loneSurrogates() throws {
        var options = JSONParseOptions.json5
        options.allowsLoneSurrogates = true
        #expect(try JSONValue(parsing: #"['\uD83D', "\uDC00x"]"#, options: options) == ["\u{FFFD}", "\u{FFFD}x"])
    }

    @Test("a hexadecimal number keeps its exact integer type")
    func hexadecimalTypes() throws {
        let value = try JSONValue(parsing: "[0x10, 0xFFFFFFFFFFFFFFFF, -0x0]", options: .json5)
        #expect(value[0].number?.int64 == 16)
        #expect(value[1].number?.uint64 == .max)
        #expect(value[1].number?.int64 == nil)
        #expect(value[2].number?.double == 0)
    }

    @Test("hexadecimal beyond 64 bits rounds correctly to Double", arguments: [
        ("0x10000000000000800", 0x1p64), ("0x10000000000000801", 0x1.0000000000001p64),
        ("0x1000000000000080000000000000000001", 0x1.0000000000001p132), ("0x1000000000000080000000000000000000", 0x1p132),
        ("0xFFFFFFFFFFFFFFFFF", 0x1p68), ("-0x10000000000000000", -0x1p64),
        ("0x1" + String(repeating: "0", count: 255), 0x1p1020), ("0x" + String(repeating: "f", count: 255), 0x1p1020),
        ("0x" + String(repeating: "f", count: 13) + String(repeating: "0", count: 243), 0x1.ffffffffffffep1023),
    ] as [(String, Double)])
    func wideHexadecimal(text: String, expected: Double) throws {
        let value = try JSONValue(parsing: "[\(text)]", options: .json5)
        #expect(value[0].number?.double == expected, "\(text)")
    }

    @Test("hexadecimal beyond Double's range is an error")
    func hexadecimalOutOfRange() throws {
        let digits = "0x" + String(repeating: "f", count: 256)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: "{a: -\(digits)}", options: .json5) }
        #expect(error.column == 5)
        #expect(error.message == "expected a hexadecimal number below 2^1024, the limit of Double, found one of 256 hexadecimal digits")
        #expect(error.kind == .invalidNumber)
    }

    @Test("strings and escapes", arguments: [
        (#"'single'"#, "single"), (#"'with "double" inside'"#, #"with "double" inside"#),
        (#""with 'single' inside""#, "with 'single' inside"), (#"'\''"#, "'"), (#""\'""#, "'"),
        (#"'\x41\x7e\xE9'"#, "A~é"), (#"'\v\0\b\f\n\r\t\/\\'"#, "\u{0B}\u{00}\u{08}\u{0C}\n\r\t/\\"),
        (#"'\a\c\d\q\ü'"#, "acdqü"), ("'a\\\nb'", "ab"), ("'a\\\r\nb'", "ab"), ("'a\\\rb'", "ab"),
        ("'a\\\u{2028}b'", "ab"), ("'a\u{2028}b\u{2029}c'", "a\u{2028}b\u{2029}c"), ("'tab\there'", "tab\there"),
        (#"'\u00e9\uD83D\uDE00'"#, "é😀"), (#"'\0'"#, "\u{0}"), ("''", ""),
    ])
    func strings(text: String, expected: String) throws {
        #expect(try JSONValue(parsing: text, options: .json5) == .string(expected), "\(text)")
    }

    @Test("keys without quotes", arguments: [
        ("{a: 1}", "a"), ("{$: 1}", "$"), ("{_a1: 1}", "_a1"), ("{camelCase$_9: 1}", "camelCase$_9"),
        ("{true: 1}", "true"), ("{Infinity: 1}", "Infinity"), ("{café: 1}", "café"), ("{日本: 1}", "日本"),
        (#"{\u0061b: 1}"#, "ab"), (#"{a\u0062: 1}"#, "ab"), ("{'quoted key': 1}", "quoted key"), ("{a:1}", "a"),
        ("{a /* c */ : 1}", "a"), ("{\n  a\n  :\n  1\n}", "a"),
    ])
    func unquotedKeys(text: String, key: String) throws {
        let value = try JSONValue(parsing: text, options: .json5)
        #expect(value == .object([key: 1]), "\(text)")
    }

    @Test("duplicate keys are found whatever their spelling")
    func duplicateKeys() throws {
        let value = try JSONValue(parsing: #"{a: 1, 'a': 2, "a": 3, \u0061: 4}"#, options: .json5)
        #expect(value == ["a": 4])
    }

    @Test("JSON5 whitespace: vertical tab, form feed, no-break space, line separators, a byte order mark")
    func whitespace() throws {
        let text = "\u{FEFF}\u{0B}[\u{0C}1,\u{A0}2,\u{2028}3\u{2029},\u{3000}4\u{FEFF}\u{1680}]\u{202F}"
        #expect(try JSONValue(parsing: text, options: .json5) == [1, 2, 3, 4])
    }

    @Test("the bytes E2 80 before an ASCII byte are not a Unicode space: invalid UTF-8, and the byte after is not taken with them")
    func truncatedSpaceIsNotWhitespace() throws {
        // U+2000...U+200A are E2 80 80...8A; E2 80 followed by '[' was once read as one of them.
        for bytes: [UInt8] in [[0xE2, 0x80, 0x5B, 0x31, 0x5D], [0x5B, 0x31, 0xE2, 0x80, 0x5D]] {
            #expect {
                try JSONValue(parsing: bytes, options: .json5)
            } throws: { error in
                (error as? JSONSyntaxError)?.kind == .invalidUTF8
            }
        }
        #expect(try JSONValue(parsing: [0xE2, 0x80, 0x8A, 0x5B, 0x31, 0x5D], options: .json5) == [1])
    }

    @Test("the option alone turns on comments and trailing commas")
    func optionAlone() throws {
        let options = JSONParseOptions(allowsJSON5: true)
        #expect(try JSONValue(parsing: "{a: [1, 2,], // two\n}", options: options) == ["a": [1, 2]])
    }

    @Test("without the option, each JSON5 feature is an error", arguments: [
        "{a: 1}", "['x']", "[0x1F]", "[+1]", "[.5]", "[5.]", "[Infinity]", "[NaN]", "[-Infinity]", #"["\x41"]"#,
        #"["\v"]"#, "[1,\u{0C}2]", "[\u{A0}1]",
    ])
    func withoutTheOption(text: String) throws {
        #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONValue(parsing: text) }
        #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONValue(parsing: text, options: .lenient) }
        #expect(throws: JSONSyntaxError.self, "\(text)") { try JSONValue.validate(text, options: .lenient) }
    }

    @Test("JSON5 errors say where and what was expected", arguments: [
        ("{1a: 1}", 1, 2, "expected a string key or '}' after '{', found '1'"),
        ("{a b: 1}", 1, 4, "expected ':' after an object key, found 'b'"),
        ("{a-b: 1}", 1, 3, "expected ':' after an object key, found '-'"),
        ("[0x]", 1, 4, "expected a JSON5 number (digits, 0x and hexadecimal digits, Infinity or NaN, with an optional sign), found ']'"),
        ("[+]", 1, 3, "expected a JSON5 number (digits, 0x and hexadecimal digits, Infinity or NaN, with an optional sign), found ']'"),
        ("[.]", 1, 3, "expected a JSON5 number (digits, 0x and hexadecimal digits, Infinity or NaN, with an optional sign), found ']'"),
        ("[01]", 1, 3, "expected the end of the number after a leading 0 (JSON numbers have no leading zeros), found '1'"),
        ("[1.e]", 1, 5, "expected a digit in the exponent, found ']'"),
        ("[Infinit]", 1, 9, "expected 'Infinity', found ']'"),
        ("\n  ['abc", 2, 8, "expected ''' to close the string that starts at line 2, column 4, found the end of the input"),
        ("['a\nb']", 1, 4, "expected the escape \\n, found a raw line feed (U+000A) in a string"),
        (#"['\1']"#, 1, 3, "expected an escape other than a digit (JSON5 has no octal escapes; \\0 is U+0000 when no digit follows), found '\\1''"),
        (#"['\01']"#, 1, 3, "expected an escape other than a digit (JSON5 has no octal escapes; \\0 is U+0000 when no digit follows), found '\\01'"),
        (#"['\x4']"#, 1, 3, "expected two hexadecimal digits after \\x, found '\\x4''"),
        (#"['\u12']"#, 1, 3, "expected four hexadecimal digits after \\u, found '\\u12']'"),
        (#"{\x61: 1}"#, 1, 2, "expected \\uXXXX, the only escape in a key without quotes, found '\\x'"),
        (#"['\uD83D']"#, 1, 3, "expected a low surrogate \\uDC00–\\uDFFF after the high surrogate \\uD83D, found an apostrophe (')"),
        ("[Infinity]", 1, 2, "expected a finite number (a JSONValue cannot hold Infinity or NaN; JSONModelDecoder reads them into Double), found 'Infinity'"),
        ("{a: -NaN}", 1, 5, "expected a finite number (a JSONValue cannot hold Infinity or NaN; JSONModelDecoder reads them into Double), found '-NaN'"),
        ("[1,,]", 1, 4, "expected a value after ',', found ','"),
    ] as [(String, Int, Int, String)])
    func errors(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: text, options: .json5) }
        #expect(error.line == line, "\(text)")
        #expect(error.column == column, "\(text)")
        #expect(error.message == message, "\(text)")
        let validateError = try #require(throws: JSONSyntaxError.self) { try JSONValue.validate(text, options: .json5) }
        #expect(validateError == error)
    }

    @Test("plain JSON parses alike with and without the option")
    func plainJSON() throws {
        let text = #"{"a": [1, -2.5e3, "x\u00e9\n", true, null, {"b": {}}], "c": "\/"}"#
        #expect(try JSONValue(parsing: text, options: .json5) == JSONValue(parsing: text))
    }
}
