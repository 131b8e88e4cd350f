import Testing

@testable import JSONCore

/// Text in one of the encodings `detectsEncoding` reads, with or without a byte order mark.
enum TextEncoding: String, CaseIterable, CustomStringConvertible {
    case utf8, utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian

    var description: String { rawValue }

    func bytes(_ text: String, byteOrderMark: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        let units: [UInt32]
        switch self {
        case .utf8:
            return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
        case .utf16BigEndian, .utf16LittleEndian:
            units = (byteOrderMark ? [0xFEFF] : []) + text.utf16.map(UInt32.init)
        case .utf32BigEndian, .utf32LittleEndian:
            units = (byteOrderMark ? [0xFEFF] : []) + text.unicodeScalars.map(\.value)
        }
        for unit in units { bytes += self.unitBytes(unit) }
        return bytes
    }

    /// One code unit's bytes, whatever its value (so that broken text can be made too).
    func unitBytes(_ unit: UInt32) -> [UInt8] {
        switch self {
        case .utf8: return [UInt8(truncatingIfNeeded: unit)]
        case .utf16BigEndian: return [UInt8(truncatingIfNeeded: unit >> 8), UInt8(truncatingIfNeeded: unit)]
        case .utf16LittleEndian: return [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
        case .utf32BigEndian: return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: unit >> $0) }
        case .utf32LittleEndian: return [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: unit >> $0) }
        }
    }

    var form: InputEncoding.Form {
        switch self {
        case .utf8: return .utf8
        case .utf16BigEndian: return .utf16BigEndian
        case .utf16LittleEndian: return .utf16LittleEndian
        case .utf32BigEndian: return .utf32BigEndian
        case .utf32LittleEndian: return .utf32LittleEndian
        }
    }
}

@Suite("Input encodings")
struct InputEncodingTests {
    static let documents = [
        #"{"a": [1, "é😀", true], "b": null, "c": {"d": -2.5e3}}"#,
        #"[1, 2, "three"]"#,
        #""x""#, "7", "true", "null", "-0.5", "[]", "{}", " \n [\n1\n] \n",
    ]

    @Test("every encoding, with and without a byte order mark, reads as the UTF-8 text does",
          arguments: TextEncoding.allCases, [false, true])
    func matrix(encoding: TextEncoding, byteOrderMark: Bool) throws {
        for text in Self.documents {
            let bytes = encoding.bytes(text, byteOrderMark: byteOrderMark)
            let expected = try JSONValue(parsing: text)
            #expect(try JSONValue(parsing: bytes, options: .foundationCompatible) == expected, "\(text)")
            #expect(try JSONValue(parsing: bytes, options: .lenient) == expected, "\(text)")
            #expect(try JSONValue(parsing: bytes, options: .json5) == expected, "\(text)")
            #expect(throws: Never.self) { try JSONValue.validate(bytes, options: .foundationCompatible) }
            let detected = bytes.withUnsafeBytes { InputEncoding.detect($0) }
            #expect(detected.form == encoding.form, "\(text)")
            #expect(detected.markLength == (byteOrderMark ? encoding.bytes("", byteOrderMark: true).count : 0))
        }
    }

    @Test("strict parsing reads UTF-8 only", arguments: [TextEncoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func strictRefusesOtherEncodings(encoding: TextEncoding) throws {
        let bytes = encoding.bytes("[1]")
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: TextEncoding.utf8.bytes("[1]", byteOrderMark: true)) }
    }

    @Test("the first bytes decide, in JSONDecoder's order", arguments: [
        ([0x00, 0x00, 0xFE, 0xFF, 0x00], InputEncoding.Form.utf32BigEndian, 4),
        ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, 4),
        // JSONDecoder's reading of the little-endian UTF-32 mark, kept so that what it reads reads here.
        ([0xFE, 0xFF, 0x00, 0x00], .utf32LittleEndian, 4),
        ([0xFE, 0xFF, 0x00, 0x37], .utf16BigEndian, 2), ([0xFF, 0xFE, 0x37], .utf16LittleEndian, 2),
        ([0xEF, 0xBB, 0xBF], .utf8, 3), ([0xEF, 0xBB, 0xBF, 0x37], .utf8, 3),
        ([0x00, 0x00, 0x00, 0x37], .utf32BigEndian, 0), ([0x00, 0x37, 0x00, 0x38], .utf16BigEndian, 0),
        ([0x37, 0x00, 0x00, 0x00], .utf32LittleEndian, 0), ([0x37, 0x00, 0x38, 0x00], .utf16LittleEndian, 0),
        ([0x00, 0x37], .utf16BigEndian, 0), ([0x37, 0x00], .utf16LittleEndian, 0),
        // Three bytes are never UTF-16 without a mark; four zeros are no encoding's text.
        ([0x37, 0x00, 0x20], .utf8, 0), ([0x00, 0x00, 0x00, 0x00], .utf8, 0), ([0x37, 0x00, 0x00, 0x38], .utf8, 0),
        ([], .utf8, 0), ([0x37], .utf8, 0), ([0x80, 0x00, 0x38, 0x00], .utf16LittleEndian, 0),
    ] as [([UInt8], InputEncoding.Form, Int)])
    func detection(bytes: [UInt8], form: InputEncoding.Form, markLength: Int) {
        let detected = bytes.withUnsafeBytes { InputEncoding.detect($0) }
        #expect(detected == InputEncoding(form, markLength: markLength))
    }

    @Test("UTF-32 (little-endian) behind the mark JSONDecoder expects for it")
    func foundationsUTF32LittleEndianMark() throws {
        let bytes: [UInt8] = [0xFE, 0xFF, 0x00, 0x00] + TextEncoding.utf32LittleEndian.bytes("[7]")
        #expect(try JSONValue(parsing: bytes, options: .foundationCompatible) == [7])
    }

    @Test("plain UTF-8 is detected from its first bytes, whatever follows")
    func plainUTF8() {
        for text in ["[1]", "{}", "1", "12", "\"é\"", "  [\u{0}", "[\"\u{0}\u{0}\"]"] {
            let detected = Array(text.utf8).withUnsafeBytes { InputEncoding.detect($0) }
            #expect(detected.isPlainUTF8, "\(text)")
        }
    }

    @Test("short inputs: one character in UTF-16 is two bytes")
    func shortInputs() throws {
        #expect(try JSONValue(parsing: [0x37, 0x00], options: .foundationCompatible) == 7)
        #expect(try JSONValue(parsing: [0x00, 0x37], options: .foundationCompatible) == 7)
        #expect(try JSONValue(parsing: [0x37], options: .foundationCompatible) == 7)
        #expect(try JSONValue(parsing: Array("12".utf8), options: .foundationCompatible) == 12)
        #expect(try JSONValue(parsing: Array("[]".utf8), options: .foundationCompatible) == [])
    }

    @Test("a syntax error in UTF-16 text has the line and column of the text and the input's byte offset")
    func errorPositions() throws {
        // Line 2, column 6 in characters: `é😀` before the error is one UTF-16 unit and a surrogate pair.
        let text = "{\"a\": 1,\n\"é😀\" 2}"
        for encoding in TextEncoding.allCases {
            for mark in [false, true] {
                let bytes = encoding.bytes(text, byteOrderMark: mark)
                let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes, options: .foundationCompatible) }
                #expect(error.line == 2)
                #expect(error.column == 6)
                #expect(error.message == "expected ':' after an object key, found '2'")
                // The error is at `2`; in the input, after the byte order mark and 13 characters.
                let unitsBefore: Int
                switch encoding {
                case .utf8: unitsBefore = Array("{\"a\": 1,\n\"é😀\" ".utf8).count
                case .utf16BigEndian, .utf16LittleEndian: unitsBefore = "{\"a\": 1,\n\"é😀\" ".utf16.count * 2
                case .utf32BigEndian, .utf32LittleEndian: unitsBefore = "{\"a\": 1,\n\"é😀\" ".unicodeScalars.count * 4
                }
                let markLength = mark ? encoding.bytes("", byteOrderMark: true).count : 0
                #expect(error.offset == markLength + unitsBefore, "\(encoding) \(mark)")
                #expect(Array(bytes[error.offset ..< error.offset + encoding.unitBytes(0x32).count]) == encoding.unitBytes(0x32))
                #expect(error.sourceLine == "\"é😀\" 2}")
            }
        }
    }

    @Test("a lone surrogate in UTF-16 input is an error at its code unit")
    func loneSurrogate() throws {
        for encoding in [TextEncoding.utf16LittleEndian, .utf16BigEndian] {
            // ["a<D83D>b"]: a high surrogate followed by a letter.
            let bytes = encoding.bytes("[\"a") + encoding.unitBytes(0xD83D) + encoding.bytes("b\"]")
            let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes, options: .foundationCompatible) }
            #expect(error.kind == .invalidEncoding)
            #expect(error.offset == 6)
            #expect((error.line, error.column) == (1, 4))
            #expect(error.expected == "well-formed \(encoding == .utf16BigEndian ? "UTF-16 (big-endian)" : "UTF-16 (little-endian)"): a low surrogate after it")
            #expect(error.found == "the lone high surrogate 0xD83D")

            let low = encoding.bytes("[\"") + encoding.unitBytes(0xDC00) + encoding.bytes("\"]")
            let lowError = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: low, options: .foundationCompatible) }
            #expect(lowError.found == "the lone low surrogate 0xDC00")
            #expect(lowError.offset == 4)
        }
    }

    @Test("UTF-16 input cut inside a code unit, and UTF-32 units that are no scalars")
    func brokenUnits() throws {
        var odd = TextEncoding.utf16LittleEndian.bytes("[1]")
        odd.append(0x20)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: odd, options: .foundationCompatible) }
        #expect(error.kind == .invalidEncoding)
        #expect(error.offset == 6)
        #expect(error.found == "a single byte at the end of the input")

        for value: UInt32 in [0x11_0000, 0xD800, 0xFFFF_FFFF] {
            let bytes = TextEncoding.utf32BigEndian.bytes("[") + TextEncoding.utf32BigEndian.unitBytes(value) + TextEncoding.utf32BigEndian.bytes("]")
            let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes, options: .foundationCompatible) }
            #expect(error.kind == .invalidEncoding)
            #expect(error.offset == 4)
            #expect(error.found.hasSuffix(", which is no Unicode scalar"))
        }
    }

    @Test("a String with a leading U+FEFF reads with detectsEncoding")
    func stringWithMark() throws {
        #expect(try JSONValue(parsing: "\u{FEFF}[1]", options: .foundationCompatible) == [1])
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "\u{FEFF}[1]") }
    }
}

@Suite("Trailing commas")
struct TrailingCommaTests {
    @Test("accepted with allowsTrailingCommas, by the strict scanner and the lenient one", arguments: [
        (#"{"key": [true, ],}"#, ["key": [true]] as JSONValue),
        ("[1,]", [1]), ("[1, 2 ,\n]", [1, 2]), (#"{"a": 1,}"#, ["a": 1]), (#"{"a": {"b": [],},}"#, ["a": ["b": []]]),
        ("[[1,],[2,],]", [[1], [2]]), (#"[{"a":1,},]"#, [["a": 1]]),
    ] as [(String, JSONValue)])
    func accepted(text: String, expected: JSONValue) throws {
        var strictWithCommas = JSONParseOptions.strict
        strictWithCommas.allowsTrailingCommas = true
        #expect(strictWithCommas.isStrictSyntax)
        #expect(try JSONValue(parsing: text, options: strictWithCommas) == expected)
        #expect(try JSONValue(parsing: text, options: .foundationCompatible) == expected)
        #expect(try JSONValue(parsing: text, options: .lenient) == expected)
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        // The element counts leave the trailing comma out.
        let value = try JSONValue(parsing: text, options: strictWithCommas)
        if case .array(let elements) = value { #expect(elements.count == expected.array?.count) }
    }

    @Test("only one comma, and only after an element", arguments: [
        ("[,]", 1, 2, "expected a value or ']', found ','"),
        ("{,}", 1, 2, "expected a string key or '}' after '{', found ','"),
        ("[1,,]", 1, 4, "expected a value after ',', found ','"),
        (#"{"a":1,,}"#, 1, 8, "expected a string key after ',', found ','"),
        (#"{"a":}"#, 1, 6, "expected a value after ':', found '}'"),
        ("1,", 1, 2, "expected the end of the input after the top-level value, found ','"),
        ("[1,}", 1, 4, "expected a value after ',', found '}'"),
        (#"{"a":1,]"#, 1, 8, "expected a string key after ',', found ']'"),
    ])
    func refused(text: String, line: Int, column: Int, message: String) throws {
        for options in [JSONParseOptions.foundationCompatible, .lenient] {
            let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: text, options: options) }
            #expect((error.line, error.column) == (line, column), "\(text)")
            #expect(error.message == message, "\(text)")
        }
    }
}
