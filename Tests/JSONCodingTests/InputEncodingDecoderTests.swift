import Foundation
import JSONCoding
import Testing

/// JSON text in each encoding `JSONDecoder` reads, made with Foundation's own converters.
enum InputEncodingCase: String, CaseIterable, CustomStringConvertible {
    case utf8, utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian

    var description: String { rawValue }

    var encoding: String.Encoding {
        switch self {
        case .utf8: return .utf8
        case .utf16BigEndian: return .utf16BigEndian
        case .utf16LittleEndian: return .utf16LittleEndian
        case .utf32BigEndian: return .utf32BigEndian
        case .utf32LittleEndian: return .utf32LittleEndian
        }
    }

    /// The byte order mark of the encoding.
    var mark: [UInt8] {
        switch self {
        case .utf8: return [0xEF, 0xBB, 0xBF]
        case .utf16BigEndian: return [0xFE, 0xFF]
        case .utf16LittleEndian: return [0xFF, 0xFE]
        case .utf32BigEndian: return [0x00, 0x00, 0xFE, 0xFF]
        case .utf32LittleEndian: return [0xFF, 0xFE, 0x00, 0x00]
        }
    }

    func data(_ text: String, byteOrderMark: Bool) -> Data {
        // `data(using:)` of these encodings writes no mark of its own.
        (byteOrderMark ? Data(mark) : Data()) + (text.data(using: encoding) ?? Data())
    }

    /// `JSONDecoder` cannot read UTF-32 (little-endian) after its real byte order mark: it takes
    /// FF FE for UTF-16's. The library reads it (see `JSONParseOptions.detectsEncoding`).
    func foundationReads(byteOrderMark: Bool) -> Bool { !(self == .utf32LittleEndian && byteOrderMark) }
}

@Suite("Input encodings, decoded")
struct InputEncodingDecoderTests {
    struct Document: Codable, Equatable {
        var a: [Item]
        var b: String?
        var c: Double
    }

    enum Item: Codable, Equatable {
        case number(Int), text(String)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
        }
        func encode(to encoder: any Encoder) throws {}
    }

    /// Decodes `text` in every encoding as `T` with `JSONDecoder`, `JSONModelDecoder()` and
    /// `.foundationCompatible`, and expects the value the UTF-8 text gives.
    func expectSameInEveryEncoding<T: Decodable & Equatable>(_ type: T.Type, _ text: String, expected: T) throws {
        for encoding in InputEncodingCase.allCases {
            for mark in [false, true] {
                let data = encoding.data(text, byteOrderMark: mark)
                if encoding.foundationReads(byteOrderMark: mark) {
                    #expect(try JSONDecoder().decode(T.self, from: data) == expected, "Foundation, \(encoding) \(mark) \(text)")
                } else {
                    #expect(throws: DecodingError.self) { try JSONDecoder().decode(T.self, from: data) }
                }
                #expect(try JSONModelDecoder().decode(T.self, from: data) == expected, "\(encoding) \(mark) \(text)")
                #expect(try JSONModelDecoder.foundationCompatible.decode(T.self, from: data) == expected, "\(encoding) \(mark)")
                #expect(try JSONModelDecoder().decode(T.self, from: [UInt8](data)) == expected, "\(encoding) \(mark)")
            }
        }
    }

    @Test("an object, an array and top-level scalars in every encoding, with and without a byte order mark")
    func matrix() throws {
        try expectSameInEveryEncoding(
            Document.self, #"{"a": [1, "é😀", 2], "b": null, "c": -2.5e3}"#,
            expected: Document(a: [.number(1), .text("é😀"), .number(2)], b: nil, c: -2500))
        try expectSameInEveryEncoding([Int].self, "[1, 2]", expected: [1, 2])
        try expectSameInEveryEncoding([String: [Int]].self, #"{"key": [1, ],}"#, expected: ["key": [1]])
        try expectSameInEveryEncoding(String.self, #""x""#, expected: "x")
        try expectSameInEveryEncoding(Int.self, "7", expected: 7)
        try expectSameInEveryEncoding(Bool.self, "true", expected: true)
        try expectSameInEveryEncoding(Double?.self, "null", expected: nil)
        try expectSameInEveryEncoding(Int.self, "\n 42 \n", expected: 42)
    }

    @Test("the String overload skips a leading U+FEFF too")
    func stringWithMark() throws {
        #expect(try JSONModelDecoder().decode([Int].self, from: "\u{FEFF}[1]") == [1])
    }

    @Test("a decoding error in UTF-16 input names the line and column of the text")
    func decodingErrorPosition() throws {
        let text = "{\"a\": [1, \"é😀\", 2],\n \"b\": null, \"c\": \"x\"}"
        for encoding in InputEncodingCase.allCases {
            let data = encoding.data(text, byteOrderMark: true)
            let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode(Document.self, from: data) }
            #expect(error.explanation == #"c: expected Double, found the string "x" at line 2, column 18"#, "\(encoding)")
        }
    }

    @Test("a syntax error in UTF-16 input has the text's line and column and the input's byte offset")
    func syntaxErrorPosition() throws {
        let text = "[\"é😀\",\n 1 2]"
        let data = InputEncodingCase.utf16LittleEndian.data(text, byteOrderMark: true)
        let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode([String].self, from: data) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        let syntax = try #require(context.underlyingError as? JSONSyntaxError)
        #expect((syntax.line, syntax.column) == (2, 4))
        // The mark, then `["é😀",\n 1 ` in UTF-16: 11 code units.
        #expect(syntax.offset == 2 + 11 * 2)
        #expect(syntax.message == "expected ',' or ']' after an array element, found '2'")
    }

    @Test("UTF-16 input that is not well-formed is corrupted data with the reason")
    func brokenUTF16() throws {
        var data = InputEncodingCase.utf16LittleEndian.data("[\"a", byteOrderMark: false)
        data += Data([0x3D, 0xD8])  // a lone high surrogate
        data += InputEncodingCase.utf16LittleEndian.data("\"]", byteOrderMark: false)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([String].self, from: data) }
        let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode([String].self, from: data) }
        guard case .dataCorrupted(let context) = error, let syntax = context.underlyingError as? JSONSyntaxError else {
            Issue.record("expected dataCorrupted with a syntax error, got \(error)")
            return
        }
        #expect(syntax.kind == .invalidEncoding)
        #expect(syntax.offset == 6)
        #expect(syntax.found == "the lone high surrogate 0xD83D")
    }

    @Test("strict parse options read UTF-8 only, as they say")
    func strictOptions() throws {
        let decoder = JSONModelDecoder()
        decoder.parseOptions = .strict
        let data = InputEncodingCase.utf16LittleEndian.data("[1]", byteOrderMark: false)
        #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: data) }
        #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: "[1,]") }
        decoder.parseOptions.detectsEncoding = true
        #expect(try decoder.decode([Int].self, from: data) == [1])
    }

    @Test("the preprocessor and assumesTopLevelDictionary see the text as UTF-8")
    func preprocessingAfterConversion() throws {
        let decoder = JSONModelDecoder()
        decoder.assumesTopLevelDictionary = true
        let data = InputEncodingCase.utf16BigEndian.data(#""a": 1, "b": 2"#, byteOrderMark: true)
        #expect(try decoder.decode([String: Int].self, from: data) == ["a": 1, "b": 2])

        let wrapped = JSONModelDecoder()
        wrapped.preprocessor = { bytes in
            if bytes.starts(with: Array("callback(".utf8)) { bytes = Array(bytes.dropFirst(9).dropLast(1)) }
        }
        #expect(try wrapped.decode([Int].self, from: InputEncodingCase.utf32BigEndian.data("callback([3])", byteOrderMark: false)) == [3])
    }

    @Test("JSON5 input in UTF-16")
    func json5() throws {
        let decoder = JSONModelDecoder()
        decoder.allowsJSON5 = true
        let data = InputEncodingCase.utf16LittleEndian.data("{max: 0x7F, // soft\n}", byteOrderMark: true)
        #expect(try decoder.decode([String: Int].self, from: data) == ["max": 127])
    }
}

@Suite("Trailing commas, decoded")
struct TrailingCommaDecoderTests {
    struct Holder: Codable, Equatable {
        var key: [Bool]
    }

    @Test("what JSONDecoder accepts", arguments: [#"{"key": [true, ],}"#, #"{"key": [true],}"#, #"{"key": [true,]}"#, "{\"key\": [true ,\n]\n,\n}"])
    func accepted(text: String) throws {
        let data = Data(text.utf8)
        #expect(try JSONDecoder().decode(Holder.self, from: data) == Holder(key: [true]))
        #expect(try JSONModelDecoder().decode(Holder.self, from: data) == Holder(key: [true]))
        #expect(try JSONModelDecoder.foundationCompatible.decode(Holder.self, from: data) == Holder(key: [true]))
        let json5 = JSONModelDecoder()
        json5.allowsJSON5 = true
        #expect(try json5.decode(Holder.self, from: data) == Holder(key: [true]))
    }

    @Test("what JSONDecoder refuses", arguments: [#"{"key": [,]}"#, #"{,}"#, #"{"key": [true,,]}"#, #"{"key": [true],,}"#, "[1],"])
    func refused(text: String) throws {
        let data = Data(text.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Holder.self, from: data) }
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode(Holder.self, from: data) }
        #expect(throws: DecodingError.self) { try JSONModelDecoder.foundationCompatible.decode(Holder.self, from: data) }
    }
}
