import Testing

@testable import JSONCore

@Suite("Syntax errors")
struct SyntaxErrorTests {
    func error(_ text: String, options: JSONParseOptions = .strict) throws -> JSONSyntaxError {
        try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: text, options: options) }
    }

    @Test("the example from the design: a ']' where a '}' belongs")
    func designExample() throws {
        let text = "{\n  \"a\": 1,\n  \"b\": [1, 2], \"c\": 3]\n}"
        let error = try error(text)
        #expect(error.description == "line 3, column 22: expected ',' or '}' after an object member, found ']'")
        #expect(error.kind == .unexpectedCharacter)
        #expect(error.offset == 33)
        #expect(error.expected == "',' or '}' after an object member")
        #expect(error.found == "']'")
    }

    @Test("messages say what was expected and what was found", arguments: [
        ("", "line 1, column 1: expected a JSON value, found an empty input"),
        ("  \n ", "line 2, column 2: expected a JSON value, found the end of the input"),
        ("[1,]", "line 1, column 4: expected a value after ',' (a trailing comma is accepted only with JSONParseOptions.allowsTrailingCommas), found ']'"),
        (#"{"a":1,}"#, "line 1, column 8: expected a string key after ',' (a trailing comma is accepted only with JSONParseOptions.allowsTrailingCommas), found '}'"),
        ("{a:1}", "line 1, column 2: expected a string key or '}' after '{', found 'a'"),
        (#"{"a" 1}"#, "line 1, column 6: expected ':' after an object key, found '1'"),
        (#"{"a": }"#, "line 1, column 7: expected a value after ':', found '}'"),
        ("[1 2]", "line 1, column 4: expected ',' or ']' after an array element, found '2'"),
        ("[", "line 1, column 2: expected a value or ']', found the end of the input"),
        ("[1", "line 1, column 3: expected ',' or ']' after an array element, found the end of the input"),
        ("1 2", "line 1, column 3: expected the end of the input after the top-level value, found '2'"),
        ("[undefined]", "line 1, column 2: expected a value or ']', found 'undefined'"),
        ("tru", "line 1, column 4: expected 'true', found the end of the input"),
        ("nulL", "line 1, column 4: expected 'null', found 'L' at the end of the input"),
        ("[fals]", "line 1, column 6: expected 'false', found ']'"),
        (#""\"#, #"line 1, column 2: expected one of the escapes \" \\ \/ \b \f \n \r \t \uXXXX, found '\' at the end of the input"#),
        ("\"a\\\nb\"", #"line 1, column 3: expected one of the escapes \" \\ \/ \b \f \n \r \t \uXXXX, found '\' followed by a raw line feed (U+000A)"#),
        (#""\uD83D\u0041""#, #"line 1, column 2: expected a low surrogate \uDC00–\uDFFF after the high surrogate \uD83D, found '\u0041'"#),
        ("01", "line 1, column 2: expected the end of the number after a leading 0 (JSON numbers have no leading zeros), found '1'"),
        ("-a", "line 1, column 2: expected a digit after '-', found 'a' at the end of the input"),
        ("1.", "line 1, column 3: expected a digit after the decimal point, found the end of the input"),
        ("1e+", "line 1, column 4: expected a digit in the exponent, found the end of the input"),
        ("+1", "line 1, column 1: expected a JSON value, found '+'"),
        ("'a'", "line 1, column 1: expected a JSON value, found an apostrophe (')"),
        ("\"abc", "line 1, column 5: expected '\"' to close the string that starts at line 1, column 1, found the end of the input"),
        ("\"a\nb\"", "line 1, column 3: expected the escape \\n, found a raw line feed (U+000A) in a string"),
        ("\"a\u{1}\"", "line 1, column 3: expected the escape \\u0001, found the control character U+0001 in a string"),
        (#""\x""#, #"line 1, column 2: expected one of the escapes \" \\ \/ \b \f \n \r \t \uXXXX, found '\x'"#),
        (#""\'""#, #"line 1, column 2: expected one of the escapes \" \\ \/ \b \f \n \r \t \uXXXX (\' is accepted only with JSONParseOptions.allowsEscapedApostrophes), found '\''"#),
        (#""\u12G4""#, #"line 1, column 2: expected four hexadecimal digits after \u, found '\u12G4'"#),
        (#""\uD83D""#, #"line 1, column 2: expected a low surrogate \uDC00–\uDFFF after the high surrogate \uD83D, found '"'"#),
        (#""\uDE00""#, #"line 1, column 2: expected a high surrogate \uD800–\uDBFF before it, found the lone low surrogate \uDE00"#),
        ("[1] // c", "line 1, column 5: expected the end of the input after the top-level value, found '/'"),
        ("\u{A0}1", "line 1, column 1: expected a JSON value, found '\u{A0}' (U+00A0)"),
    ])
    func messages(text: String, description: String) throws {
        #expect(try error(text).description == description)
    }

    @Test("invalid UTF-8 is named precisely, at the sequence's first byte", arguments: [
        ([0x22, 0xC0, 0xAF, 0x22], 2, "the overlong encoding 0xC0 0xAF"),
        ([0x22, 0xE0, 0x80, 0xAF, 0x22], 2, "the overlong encoding 0xE0 0x80 0xAF"),
        ([0x22, 0xED, 0xA0, 0x80, 0x22], 2, "the UTF-8 encoded surrogate 0xED 0xA0 0x80"),
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 2, "the sequence 0xF4 0x90 0x80 0x80, which encodes a code point above U+10FFFF"),
        ([0x22, 0xE3, 0x81, 0x22], 2, "the 3-byte sequence 0xE3 0x81 cut short"),
        ([0x22, 0xE3, 0x81], 2, "the 3-byte sequence 0xE3 0x81 cut off by the end of the input"),
        ([0x22, 0x80, 0x22], 2, "the continuation byte 0x80 without a lead byte"),
        ([0x22, 0x61, 0xFF, 0x22], 3, "the byte 0xFF, which never appears in UTF-8"),
        ([0xFF], 1, "the byte 0xFF, which never appears in UTF-8"),
    ] as [([UInt8], Int, String)])
    func invalidUTF8(bytes: [UInt8], column: Int, found: String) throws {
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes) }
        #expect(error.column == column)
        #expect(error.found == found)
        if bytes.first == 0x22 {
            #expect(error.kind == .invalidUTF8)
            #expect(error.expected == "valid UTF-8")
        }
    }

    @Test("runs of three-byte characters: a bad sequence anywhere in a run is found at its first byte, and valid ones pass")
    func threeByteRuns() throws {
        // Characters the scanner checks several at a time, with narrow-range leads (0xE0, 0xED)
        // that it must check one at a time.
        let good: [[UInt8]] = [[0xE6, 0x97, 0xA5], [0xE3, 0x81, 0x82], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEF, 0xBF, 0xBD]]
        let bad: [[UInt8]] = [
            [0xE0, 0x80, 0xAF], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE3, 0x81, 0x41], [0xE3, 0x41, 0x81],
            [0x80, 0x80, 0x80], [0xC0, 0xAF, 0x41], [0xF8, 0x80, 0x80], [0xE3, 0xC1, 0x81],
        ]
        for length in [1, 2, 3, 5, 8, 13] {
            for variant in 0 ..< good.count {
                var valid: [UInt8] = [0x22]
                for index in 0 ..< length { valid += good[(index + variant) % good.count] }
                valid += [0x22]
                #expect(throws: Never.self) { try JSONValue(parsing: valid) }
                #expect(try JSONValue(parsing: valid).string == String(decoding: valid.dropFirst().dropLast(), as: UTF8.self))
            }
            for sequence in bad {
                for place in 0 ..< length {
                    var bytes: [UInt8] = [0x22]
                    for index in 0 ..< length { bytes += index == place ? sequence : good[index % 2] }
                    bytes += [0x22]
                    #expect(String(validating: bytes, as: UTF8.self) == nil)
                    let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes) }
                    #expect(error.kind == .invalidUTF8, "\(sequence) at \(place) of \(length)")
                    #expect(error.offset == 1 + 3 * place, "\(sequence) at \(place) of \(length)")
                }
            }
        }
    }

    @Test("indentation of every length ends at the right byte, for parsing and validation")
    func indentation() throws {
        // The scanner passes indentation eight and then sixteen spaces at a time: lengths around
        // and across those steps, with the document's end near and far.
        for spaces in 0 ... 70 {
            let indent = String(repeating: " ", count: spaces)
            for tail in ["1]", "1\n]", "1" + String(repeating: " ", count: 20) + "]"] {
                let text = "[\n" + indent + tail
                #expect(try JSONValue(parsing: text) == [1], "\(spaces) spaces")
                #expect(throws: Never.self) { try JSONValue.validate(text) }
            }
            // A byte after the spaces that no value starts with, a tab inside them, and a
            // document that ends in its indentation.
            for (text, column) in [("[\n" + indent + "x]", spaces + 1), ("[\n" + indent + "\t" + indent + "?]", 2 * spaces + 2), ("[\n" + indent, spaces + 1)] {
                let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
                #expect(error.kind == .unexpectedCharacter, "\(spaces) spaces")
                #expect(error.offset == text.utf8.count - (text.hasSuffix("]") ? 2 : 0), "\(spaces) spaces")
                #expect(error.line == 2 && error.column == column, "\(spaces) spaces: \(error)")
                #expect(try #require(throws: JSONSyntaxError.self) { try JSONValue.validate(text) } == error)
            }
        }
    }

    @Test("lines end at LF, CR LF and CR; columns count characters, not bytes")
    func lineAndColumn() throws {
        #expect(try error("[1,\r\n2,\r\n]").description.hasPrefix("line 3, column 1:"))
        #expect(try error("[1,\r2,\r]").description.hasPrefix("line 3, column 1:"))
        #expect(try error("[\"日本語\", \"👩‍👩‍👧\", x]").description.hasPrefix("line 1, column 14:"))
        #expect(try error("\n\n  [\"é\" 1]").description.hasPrefix("line 3, column 8:"))
    }

    @Test("rendering shows the line and a caret under the spot")
    func rendering() throws {
        let error = try error("{\n\t\"a\": [1, 2,, 3]\n}")
        #expect(error.rendered() == "line 2, column 13: expected a value after ',', found ','\n\t\"a\": [1, 2,, 3]\n\t           ^")
        #expect(
            error.rendered(fileName: "data.json")
                == "data.json:2:13: error: expected a value after ',', found ','\n\t\"a\": [1, 2,, 3]\n\t           ^")
    }

    @Test("long lines are shortened around the spot")
    func longLines() throws {
        let text = "[" + String(repeating: "1,", count: 100) + "x" + String(repeating: ",1", count: 100) + "]"
        let error = try error(text)
        #expect(error.column == 202)
        #expect(error.sourceLine == "…" + String(repeating: "1,", count: 20) + "x" + String(repeating: ",1", count: 19) + ",…")
        #expect(error.sourceLineColumn == 42)
        let caretLine = error.rendered().split(separator: "\n", omittingEmptySubsequences: false)[2]
        #expect(caretLine == String(repeating: " ", count: 41) + "^")
    }

    @Test("typed throws: the error type is JSONSyntaxError without a cast")
    func typedThrows() {
        do {
            _ = try JSONValue(parsing: "[")
        } catch {
            #expect(error.line == 1)
        }
    }
}
