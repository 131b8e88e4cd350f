import Testing

@testable import JSONCore

/// What splitting a stream gave: each element parsed, with where it started, and the envelope.
struct SplitResult: Equatable {
    var elements: [JSONValue] = []
    var starts: [JSONStreamPosition] = []
    var envelope: JSONValue = .object(JSONObject())
}

/// Splits `text` handed over in chunks of `chunkSize` bytes and parses each element.
func split(_ text: String, _ format: JSONStreamFormat, chunkSize: Int, limit: Int = 64 << 20) throws -> SplitResult {
    try split(Array(text.utf8), format, limit: limit) { chunkSize }
}

/// Splits `bytes` handed over in chunks of the sizes `nextChunkSize` gives, one after another,
/// and parses each element.
func split(_ bytes: [UInt8], _ format: JSONStreamFormat, limit: Int = 64 << 20, nextChunkSize: () -> Int) throws -> SplitResult {
    var splitter = JSONStreamSplitter(format: format, maximumElementSize: limit)
    var result = SplitResult()
    func take(_ element: JSONStreamSplitter.Element, _ chunk: UnsafeRawBufferPointer) throws {
        #expect(element.index == result.elements.count)
        let value = try splitter.withBytes(of: element, in: chunk) { bytes throws(JSONStreamError) in
            do throws(JSONSyntaxError) {
                return try JSONValue(parsing: bytes)
            } catch {
                throw JSONStreamError(error, inElement: element.index, startingAt: element.start)
            }
        }
        result.elements.append(value)
        result.starts.append(element.start)
    }
    var offset = 0
    while offset < bytes.count {
        let size = nextChunkSize()
        let chunk = Array(bytes[offset ..< min(offset + size, bytes.count)])
        offset += size
        try chunk.withUnsafeBytes { chunk in
            while case .element(let element) = try splitter.next(in: chunk) { try take(element, chunk) }
        }
    }
    let none = UnsafeRawBufferPointer(start: nil, count: 0)
    while case .element(let element) = try splitter.finish() { try take(element, none) }
    result.envelope = splitter.envelope
    return result
}

/// The line and column of `offset` in `text`, counted the plain way: a line ends at a line
/// feed, a carriage return and line feed, or a lone carriage return.
func lineAndColumn(_ text: String, offset: Int) -> JSONStreamPosition {
    var line = 1
    var column = 1
    var previous: UInt8 = 0
    for byte in text.utf8.prefix(offset) {
        defer { previous = byte }
        if byte == 0x0A && previous == 0x0D {
            column = 1
        } else if byte == 0x0A || byte == 0x0D {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
    return JSONStreamPosition(offset: offset, line: line, column: column)
}

@Suite("Stream splitter")
struct StreamSplitterTests {
    static let array = """
        [1, "two", {"three": [3, {"x": "]}\\"[\\\\"}]},
          [4], true, null, -5.5e3 ,
          {"é": "ü 日本"}, "a\\u00e9\\n", 12345678901234567890 ]
        """

    static let lines = "{\"a\":1}\n\n  [2]\r\n\"x\"\n3\n  \n{\"b\": \"\\n é\"}\ntrue"

    static let concatenated = "{\"a\":1}{\"b\":2} [3]\"s\" 4 5\ntrue\n\n[{\"c\": [\"]\"]}]"

    static let sequence = "\u{1E}{\"a\":1}\n\u{1E}[2,\n3]\n\u{1E}\"x\"\n\u{1E}\n\u{1E} 4"

    static let keyed = """
        {"total": 3, "data": {"before": [1, {"]": "["}], "items": [{"id": 1}, {"id": "二"},
         {"id": [3]}], "after": "z"}, "next": null}
        """

    static let cases: [(name: String, text: String, format: JSONStreamFormat, expected: [JSONValue])] = [
        ("array", array, .array, [
            1, "two", ["three": [3, ["x": "]}\"[\\"]]], [4], true, nil, .number(JSONNumber(text: "-5.5e3")!), ["é": "ü 日本"], "aé\n",
            .number(JSONNumber(text: "12345678901234567890")!),
        ]),
        ("lines", lines, .lines, [["a": 1], [2], "x", 3, ["b": "\n é"], true]),
        ("concatenated", concatenated, .concatenated, [["a": 1], ["b": 2], [3], "s", 4, 5, true, [["c": ["]"]]]]),
        ("sequence", sequence, .sequence, [["a": 1], [2, 3], "x", 4]),
        ("keyed", keyed, .array(at: "data.items"), [["id": 1], ["id": "二"], ["id": [3]]]),
        // Lines that end at a lone carriage return, or a carriage return and line feed, between
        // and inside the elements.
        ("array, carriage returns", "[1,\r2,\r\n  {\"a\":\r[3]},\r\r\"x\"\r\n]", .array, [1, 2, ["a": [3]], "x"]),
        ("lines, carriage returns", "{\"a\":\r1}\r\n[2]\n \r3\r\n\r\n\"é\"", .lines, [["a": 1], [2], 3, "é"]),
        ("concatenated, carriage returns", "1\r2\r\n[3]\r\r{\"b\":\r4}", .concatenated, [1, 2, [3], ["b": 4]]),
        ("sequence, carriage returns", "\u{1E}{\"a\":\r1}\r\u{1E}[2,\r\n3]\r\n\u{1E}\r\"x\"", .sequence, [["a": 1], [2, 3], "x"]),
    ]

    @Test("every chunk size splits each format into the same elements, at the same places", arguments: 0 ..< 9)
    func everyChunkSize(caseIndex: Int) throws {
        let (_, text, format, expected) = Self.cases[caseIndex]
        let whole = try split(text, format, chunkSize: text.utf8.count + 1)
        #expect(whole.elements == expected)
        // Each start is the offset's own line and column.
        for start in whole.starts {
            #expect(start == lineAndColumn(text, offset: start.offset))
        }
        for chunkSize in 1 ... text.utf8.count {
            let chunked = try split(text, format, chunkSize: chunkSize)
            #expect(chunked == whole, "chunks of \(chunkSize)")
        }
    }

    @Test("the elements start at their first byte")
    func startOffsets() throws {
        let result = try split("[10,\n  \"b\",\n  {\"c\": 1}]", .array, chunkSize: 5)
        #expect(result.starts.map(\.offset) == [1, 7, 14])
        #expect(result.starts.map(\.line) == [1, 2, 3])
        #expect(result.starts.map(\.column) == [2, 3, 3])
    }

    @Test("the members around a keyed array are kept, in order, the array left out")
    func envelope() throws {
        for chunkSize in [1, 7, 1000] {
            let result = try split(Self.keyed, .array(at: "data.items"), chunkSize: chunkSize)
            #expect(result.envelope == ["total": 3, "data": ["before": [1, ["]": "["]], "after": "z"], "next": nil])
            #expect(result.envelope.description == #"{"total":3,"data":{"before":[1,{"]":"["}],"after":"z"},"next":null}"#)
        }
    }

    @Test("empty streams")
    func emptyStreams() throws {
        #expect(try split("[]", .array, chunkSize: 1).elements == [])
        #expect(try split(" [ \n ] \n", .array, chunkSize: 2).elements == [])
        #expect(try split("", .lines, chunkSize: 1).elements == [])
        #expect(try split("\n\n \r\n", .lines, chunkSize: 1).elements == [])
        #expect(try split("", .concatenated, chunkSize: 1).elements == [])
        #expect(try split("", .sequence, chunkSize: 1).elements == [])
        #expect(try split(#"{"items": []}"#, .array(at: "items"), chunkSize: 3).elements == [])
    }

    @Test("a trailing comma before ']' and a byte order mark at the start are accepted")
    func lenientBits() throws {
        #expect(try split("[1, 2,]", .array, chunkSize: 1).elements == [1, 2])
        #expect(try split("\u{FEFF}[1]", .array, chunkSize: 1).elements == [1])
        #expect(try split("\u{FEFF}{\"a\": 1}\n", .lines, chunkSize: 2).elements == [["a": 1]])
    }

    // MARK: - Errors

    /// The error splitting `text` throws with chunks of every size; all must be the same.
    func error(_ text: String, _ format: JSONStreamFormat, limit: Int = 64 << 20) throws -> JSONStreamError {
        try error(bytes: Array(text.utf8), format, limit: limit)
    }

    func error(bytes: [UInt8], _ format: JSONStreamFormat, limit: Int = 64 << 20) throws -> JSONStreamError {
        var errors: [JSONStreamError] = []
        for chunkSize in 1 ... bytes.count + 1 {
            do {
                _ = try split(bytes, format, limit: limit) { chunkSize }
                Issue.record("no error with chunks of \(chunkSize)")
            } catch let error as JSONStreamError {
                errors.append(error)
            }
        }
        // The excerpt shows what the chunk holds of the line; everything else is the same.
        func place(_ error: JSONStreamError) -> [String] {
            [error.kind.description, error.message, "\(error.position)", "\(error.position.offset)", "\(error.elementIndex ?? -1)",
             "\(error.elementStart.map { "\($0) \($0.offset)" } ?? "")",
             "\(error.syntaxError.map { "\($0.line) \($0.column) \($0.offset)" } ?? "")"]
        }
        let whole = try #require(errors.last)
        for (index, error) in errors.enumerated() {
            #expect(place(error) == place(whole), "chunks of \(index + 1): \(error) against \(whole)")
        }
        return whole
    }

    @Test("a missing comma between elements: line, column and the element before it")
    func missingComma() throws {
        let error = try error("[1,\n 2 3]", .array)
        #expect(error.kind == .syntax)
        #expect(error.position == JSONStreamPosition(offset: 7, line: 2, column: 4))
        #expect(error.elementIndex == 1)
        #expect(error.description == "line 2, column 4, element 1: expected ',' or ']' after an element, found a number")
        #expect(error.syntaxError?.sourceLine == " 2 3]")
        #expect(error.syntaxError?.sourceLineColumn == 4)
    }

    @Test("a bad element: the scanner's error, at the line and column a parse of the whole document names")
    func badElement() throws {
        let text = "[1,\n  {\"a\": tru}]"
        let error = try error(text, .array)
        #expect(error.kind == .syntax)
        #expect(error.elementIndex == 1)
        #expect(error.elementStart == JSONStreamPosition(offset: 6, line: 2, column: 3))
        #expect(error.position == JSONStreamPosition(offset: 15, line: 2, column: 12))
        #expect(error.description == "line 2, column 12, element 1: expected 'true', found '}'")
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
        do {
            _ = try JSONValue(parsing: text)
        } catch {
            #expect(error.line == 2 && error.column == 12 && error.offset == 15)
            #expect(error.message == error.message)
        }
        // Lines that end at a lone carriage return count as the scanner counts them.
        let carriageReturns = "\r\r\r\t[\r\n0,\r{\"a\": tru}]"
        let returnsError = try self.error(carriageReturns, .array)
        #expect(returnsError.position == JSONStreamPosition(offset: 19, line: 6, column: 10))
        do {
            _ = try JSONValue(parsing: carriageReturns)
            Issue.record("a document with 'tru' parsed")
        } catch {
            #expect(error.line == 6 && error.column == 10 && error.offset == 19)
        }
        let lineError = try self.error("1\n2\n{\"é\": 3 4}\n", .lines)
        #expect(lineError.elementIndex == 2)
        #expect(lineError.position == JSONStreamPosition(offset: 13, line: 3, column: 9))
        #expect(lineError.syntaxError?.sourceLine == "{\"é\": 3 4}")
    }

    @Test("a bad escape, number or UTF-8 byte inside an element, cut by chunks anywhere: one error, the stream's place")
    func errorsCutByChunks() throws {
        let escape = try error("[\"ok\",\n \"a\\x\"]", .array)
        #expect(escape.elementIndex == 1)
        #expect(escape.position == JSONStreamPosition(offset: 10, line: 2, column: 4))
        #expect(escape.syntaxError?.kind == .invalidEscape)
        let number = try error("1\n-\n", .lines)
        #expect(number.elementIndex == 1)
        #expect(number.position.line == 2)
        #expect(number.syntaxError?.kind == .invalidNumber)
        // A lone continuation byte after a two-byte character: invalid UTF-8, wherever the
        // chunks cut around it.
        var bytes = Array("[\"é\", \"ab\"]".utf8)
        bytes.insert(0x80, at: 9)
        let invalid = try error(bytes: bytes, .array)
        #expect(invalid.elementIndex == 1)
        #expect(invalid.syntaxError?.kind == .invalidUTF8)
        #expect(invalid.position == JSONStreamPosition(offset: 9, line: 1, column: 9))
    }

    @Test("a stream that ends inside an element says where the element began")
    func truncated() throws {
        let text = "[1,\n {\"a\": [\"b\", "
        let error = try error(text, .array)
        #expect(error.kind == .unexpectedEnd)
        #expect(error.elementIndex == 1)
        #expect(error.elementStart == JSONStreamPosition(offset: 5, line: 2, column: 2))
        #expect(error.position == JSONStreamPosition(offset: text.utf8.count, line: 2, column: 14))
        #expect(error.description == "line 2, column 14, element 1: the stream ended inside element 1 (the element began at line 2, column 2)")
        #expect(try self.error("[1, 2", .array).kind == .unexpectedEnd)
        #expect(try self.error("[1, 2,", .array).kind == .unexpectedEnd)
        #expect(try self.error("[1, \"abc", .array).kind == .unexpectedEnd)
        #expect(try self.error("{\"a\": 1}\n{\"b\"", .lines).kind == .syntax)
    }

    @Test("every truncation of a document is an error, never a hang or a wrong element list")
    func everyTruncation() throws {
        let text = Self.array
        let bytes = Array(text.utf8)
        for length in 0 ..< bytes.count {
            let cut = String(decoding: bytes[..<length], as: UTF8.self)
            guard cut.utf8.count == length else { continue }
            #expect(throws: JSONStreamError.self, "cut at \(length)") { try split(cut, .array, chunkSize: 3) }
        }
    }

    @Test("an element larger than the maximum is refused, where it began")
    func tooLarge() throws {
        let error = try error("[1, \"0123456789\", 2]", .array, limit: 8)
        #expect(error.kind == .elementTooLarge)
        #expect(error.elementIndex == 1)
        #expect(error.position == JSONStreamPosition(offset: 4, line: 1, column: 5))
        #expect(error.description == "line 1, column 5, element 1: element 1 is larger than the maximum of 8 bytes")
        #expect(try self.error("1\n123456789\n", .lines, limit: 8).kind == .elementTooLarge)
        #expect(try split("[1, \"012345\", 2]", .array, chunkSize: 1, limit: 8).elements == [1, "012345", 2])
    }

    @Test("bytes that break the format")
    func formatErrors() throws {
        #expect(try error("{\"a\": 1}", .array).description == "line 1, column 1: expected '[' to open the array, found an object")
        #expect(try error("[1] 2", .array).description == "line 1, column 5, element 0: expected the end of the stream after the array, found a number")
        #expect(try error("[1, , 2]", .array).description == "line 1, column 5, element 0: expected an element, found ','")
        #expect(try error("[1, }]", .array).description == "line 1, column 5, element 0: expected an element, found '}'")
        #expect(try error("{\"a\": 1}\n", .sequence).description == "line 1, column 1: expected a record separator (0x1E), found an object")
        #expect(try error("", .array).kind == .unexpectedEnd)
    }

    @Test("a stream that ends in the document around a keyed array, and members around it too large to keep")
    func envelopeErrors() throws {
        let cut = try error(#"{"total": "ab"#, .array(at: "data"))
        #expect(cut.kind == .unexpectedEnd)
        #expect(cut.elementIndex == nil)
        #expect(cut.description == "line 1, column 14: the stream ended inside the document around the array, in a member that began at line 1, column 11")
        let large = try error(#"{"a": "0123456", "data": [1], "b": "0123456"}"#, .array(at: "data"), limit: 12)
        #expect(large.kind == .elementTooLarge)
        #expect(large.description == "line 1, column 36: the members around the array are larger than the maximum of 12 bytes")
    }

    @Test("a key path that is not there, or leads to something else than an array")
    func keyPathErrors() throws {
        #expect(try error(#"{"data": {"other": []}}"#, .array(at: "data.items")).description
            == "line 1, column 22: no key 'items' in the object at data, so no array at data.items")
        #expect(try error(#"{"other": 1}"#, .array(at: "data.items")).description
            == "line 1, column 12: no key 'data' in the document, so no array at data.items")
        #expect(try error(#"{"data": {"items": null}}"#, .array(at: "data.items")).description
            == "line 1, column 20: expected an array at data.items, found null")
        #expect(try error(#"{"data": [1]}"#, .array(at: "data.items")).description
            == "line 1, column 10: expected an object at data, found an array")
        #expect(try error(#"[1]"#, .array(at: "data")).kind == .syntax)
        #expect(try error(#"{"data": [1], "x": tru}"#, .array(at: "data")).kind == .syntax)
        #expect(try error(#"{"data": [1] "x": 1}"#, .array(at: "data")).description
            == "line 1, column 14, element 0: expected ',' or '}' after a member, found a string")
    }
}
