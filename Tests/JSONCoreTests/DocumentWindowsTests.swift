import Testing

@testable import JSONCore

/// Validates `bytes` in windows of `windowSize` bytes, handed over in chunks of `chunkSize`.
private func validateInWindows(
    _ bytes: [UInt8], options: JSONParseOptions, windowSize: Int, chunkSize: Int, maximumWindowSize: Int = 64 << 20
) throws {
    var validator = DocumentValidator(options: options, windowSize: windowSize, maximumWindowSize: maximumWindowSize)
    var offset = 0
    while offset < bytes.count {
        let chunk = Array(bytes[offset ..< min(offset + chunkSize, bytes.count)])
        offset += chunkSize
        try chunk.withUnsafeBytes { try validator.append($0) }
    }
    try validator.finish()
}

/// Formats `bytes` in windows of `windowSize` bytes, handed over in chunks of `chunkSize`.
private func formatInWindows(
    _ bytes: [UInt8], options: JSONParseOptions, writing: JSONWriteOptions, windowSize: Int, chunkSize: Int
) throws -> [UInt8] {
    var formatter = DocumentFormatter(parsing: options, writing: writing, windowSize: windowSize)
    defer { formatter.deallocate() }
    var output: [UInt8] = []
    var offset = 0
    while offset < bytes.count {
        let chunk = Array(bytes[offset ..< min(offset + chunkSize, bytes.count)])
        offset += chunkSize
        try chunk.withUnsafeBytes { try formatter.append($0) { output.append(contentsOf: $0) } }
    }
    try formatter.finish { output.append(contentsOf: $0) }
    return output
}

/// The parts of a syntax error that do not depend on how much of the line a reader holds.
private struct ErrorPlace: Equatable, CustomStringConvertible {
    var kind: JSONSyntaxError.Kind
    var offset: Int
    var line: Int
    var column: Int
    var message: String

    init(_ error: JSONSyntaxError) {
        kind = error.kind
        offset = error.offset
        line = error.line
        column = error.column
        message = error.message
    }

    var description: String { "\(kind) at \(offset) (\(line):\(column)): \(message)" }
}

@Suite("Documents of any size: read in windows, as the scanner reads them whole")
struct DocumentWindowsTests {
    static let documents: [String] = [
        #"[1, 2, 3]"#,
        #"{"a": [1, [2, [3, [4, 5], 6], 7], 8], "b": {"c": {"d": [], "e": {}}, "f": [{}, []]}, "g": "x"}"#,
        #"[{"name": "a, [b] {c}", "q": "\"quoted, \\ escaped\""}, "\u00e9, ünïcödé, 𝄞", -0.5e-3, 12345678901234567890123, true, false, null]"#,
        "[\n  {\"id\": 1,\r\n   \"tags\": [\"a\", \"b\"]},\n  {\"id\": 2, \"tags\": []}\n]\n",
        #"  "just a string, with commas"  "#,
        #"[[[[[[[[[[1, 2], 3], 4], 5], 6], 7], 8], 9], 10], 11]"#,
        #"{"empty": [[], {}, [[]], [{}]], "deep": [[[[{"x": [1, {"y": 2}]}]]]]}"#,
    ]

    static let broken: [String] = [
        #"[1, 2 3]"#,
        #"[1, 2,]"#,
        #"{"a": 1, "b" 2}"#,
        #"{"a": 1, "b": }"#,
        #"{"a": 1,, "b": 2}"#,
        #"[1, 2, [3, 4}, 5]"#,
        #"[1, 2, 3]]"#,
        #"[1, 2, 3] [4]"#,
        #"[1, 2, {"a": [3, 4, "#,
        #"[1, 2, "unterminated, string]"#,
        #"[1, 2, tru, 4]"#,
        #"[1, 2, 01, 4]"#,
        "[1, 2, \"tab\tinside\", 4]",
        "[\n  1,\n  2,\n  {\"a\": [3, 4,\n   x]}\n]",
        #"{"a": [1, 2], "b": [3, 4], "c": [5, 6] "d": 1}"#,
        "",
        "   ",
        "[1, 2, 3",
    ]

    @Test("a valid document is valid in windows of every size and chunks of every size", arguments: documents)
    func validInWindows(_ text: String) throws {
        let bytes = Array(text.utf8)
        for windowSize in [1, 2, 3, 5, 8, 13, 1 << 20] {
            for chunkSize in [1, 2, 7, bytes.count + 1] {
                try validateInWindows(bytes, options: .strict, windowSize: windowSize, chunkSize: chunkSize)
            }
        }
    }

    @Test("a broken document gives the whole scan's error in windows of every size", arguments: broken)
    func brokenInWindows(_ text: String) throws {
        let bytes = Array(text.utf8)
        var whole: JSONSyntaxError?
        do { try JSONValue.validate(bytes) } catch { whole = error }
        let expected = try #require(whole, "the document is broken")
        for windowSize in [1, 2, 3, 5, 8, 13, 1 << 20] {
            for chunkSize in [1, 3, bytes.count + 1] {
                do {
                    try validateInWindows(bytes, options: .strict, windowSize: windowSize, chunkSize: chunkSize)
                    Issue.record("no error for \(text) in windows of \(windowSize)")
                } catch let error as JSONSyntaxError {
                    #expect(ErrorPlace(error) == ErrorPlace(expected), "windows of \(windowSize), chunks of \(chunkSize)")
                    // With the whole document in one chunk and one window, the excerpt is the whole line's.
                    if windowSize == 1 << 20 && chunkSize > bytes.count { #expect(error.sourceLine == expected.sourceLine) }
                }
            }
        }
    }

    @Test("comments and JSON5 strings with brackets and commas do not mislead the windows")
    func lenientSyntax() throws {
        let json5 = """
            // a comment, with [brackets] and {braces}
            {
              unquoted: 'single, [quoted]',  /* a block comment, ] } */
              list: [1, 2, 0x1F, +3, .5, 'it\\'s', ],
              "nested": {a: [/* , */ 1, // ]
                2]},
            }
            """
        let bytes = Array(json5.utf8)
        let whole = try JSONValue(parsing: bytes, options: .json5)
        for windowSize in [1, 2, 5, 17, 1 << 20] {
            for chunkSize in [1, 4, bytes.count + 1] {
                try validateInWindows(bytes, options: .json5, windowSize: windowSize, chunkSize: chunkSize)
                let formatted = try formatInWindows(bytes, options: .json5, writing: .compact, windowSize: windowSize, chunkSize: chunkSize)
                #expect(formatted == whole.jsonBytes() + [0x0A])
            }
        }
        // A key's \u escape cut short before a comma: the same error, reading the same bytes.
        let escape = Array("{a: 1, \\u02,1: 2}".utf8)
        var wholeError: JSONSyntaxError?
        do { _ = try JSONValue(parsing: escape, options: .json5) } catch { wholeError = error }
        let expected = try #require(wholeError)
        for windowSize in [1, 2, 5] {
            do {
                try validateInWindows(escape, options: .json5, windowSize: windowSize, chunkSize: 1)
                Issue.record("no error")
            } catch let error as JSONSyntaxError {
                #expect(error.message == expected.message)
                #expect(error.offset == expected.offset)
            }
        }
        // A string's escape cut short just before its closing quote and a comma: the error
        // quotes the document's bytes after the string, not the window's stand-in `,0]`.
        let stringEscapes: [(String, JSONParseOptions)] = [
            (#"["ok\u", "\u001f"]"#, .strict),
            (#"["a", "\uD800\u", "b", "c"]"#, .strict),
            (#"["a", "\uD800\n", "b", "c"]"#, .strict),
            (#"["a", "\uD83D\uD83D", "b", "c"]"#, .strict),
            ("['x', 'ok\\u1', 'y']", .json5),
            (#"{"k": "\u12", "next": 1}"#, .lenient),
            (#"{a: 1, \uéé,1: 2}"#, .json5),
        ]
        for (text, options) in stringEscapes {
            let bytes = Array(text.utf8)
            var wholeError: JSONSyntaxError?
            do { _ = try JSONValue(parsing: bytes, options: options) } catch { wholeError = error }
            let expected = try #require(wholeError, "\(text)")
            for windowSize in [1, 3, 16] {
                for chunkSize in [1, 7, bytes.count + 1] {
                    do {
                        try validateInWindows(bytes, options: options, windowSize: windowSize, chunkSize: chunkSize)
                        Issue.record("no error for \(text)")
                    } catch let error as JSONSyntaxError {
                        #expect(ErrorPlace(error) == ErrorPlace(expected), "\(text): windows of \(windowSize), chunks of \(chunkSize)")
                    }
                }
            }
        }
        // Valid escapes hold no cut back: short strings of escapes, surrogate pairs among
        // them, are still read in small windows (a window that found no cut would pass the
        // maximum size and be refused).
        let escaped = Array(("[" + Array(repeating: #""a\n\u00e9\ud83d\ude00\"","#, count: 200).joined() + #""end"]"#).utf8)
        for chunkSize in [1, 7, escaped.count + 1] {
            try validateInWindows(escaped, options: .strict, windowSize: 16, chunkSize: chunkSize, maximumWindowSize: 256)
        }
        // A trailing comma is refused where the scanner refuses it, whichever window it ends.
        for windowSize in [1, 3, 1 << 20] {
            #expect(throws: JSONSyntaxError.self) {
                try validateInWindows(Array("[1, 2, [3,], 4]".utf8), options: .strict, windowSize: windowSize, chunkSize: 2)
            }
            try validateInWindows(Array("[1, 2, [3,], 4,]".utf8), options: .lenient, windowSize: windowSize, chunkSize: 2)
        }
    }

    @Test("formatted in windows: the text a whole document's value writes, pretty and compact", arguments: documents)
    func formatInWindowsMatchesWhole(_ text: String) throws {
        let bytes = Array(text.utf8)
        let value = try JSONValue(parsing: bytes)
        for writing in [JSONWriteOptions.compact, .pretty, JSONWriteOptions(indentation: .tabs)] {
            let expected = value.jsonBytes(options: writing) + [0x0A]
            for windowSize in [1, 2, 3, 5, 8, 13, 1 << 20] {
                for chunkSize in [1, 5, bytes.count + 1] {
                    let formatted = try formatInWindows(bytes, options: .strict, writing: writing, windowSize: windowSize, chunkSize: chunkSize)
                    #expect(
                        String(decoding: formatted, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
                        "windows of \(windowSize), chunks of \(chunkSize)")
                }
            }
        }
    }

    @Test("numbers are written as their text came")
    func numbersKeepTheirText() throws {
        let text = "[1.50, 1e5, -0, 1E+2, 0.1, 12345678901234567890123, 1.7976931348623157e309, -12.000, 9007199254740993]"
        let formatted = try formatInWindows(Array(text.utf8), options: .strict, writing: .compact, windowSize: 3, chunkSize: 4)
        #expect(String(decoding: formatted, as: UTF8.self) == text.replacingOccurrences(of: " ", with: "") + "\n")
    }

    @Test("sorted keys: the document is read whole, and every object's keys are sorted")
    func sortedKeys() throws {
        let text = #"{"b": [{"z": 1, "a": 2}, 3], "a": {"y": [], "x": {}}}"#
        let formatted = try formatInWindows(
            Array(text.utf8), options: .strict, writing: JSONWriteOptions(sortsKeys: true), windowSize: 1, chunkSize: 3)
        #expect(String(decoding: formatted, as: UTF8.self) == #"{"a":{"x":{},"y":[]},"b":[{"a":2,"z":1},3]}"# + "\n")
    }

    @Test("a stretch without a comma longer than the maximum window is refused, not held")
    func stretchTooLong() throws {
        let text = "[\"" + String(repeating: "x", count: 5000) + "\"]"
        var validator = DocumentValidator(options: .strict, windowSize: 16, maximumWindowSize: 1024)
        #expect(throws: JSONStreamError.self) {
            try Array(text.utf8).withUnsafeBytes { try validator.append($0) }
        }
    }

    @Test("deeper than the scanner's limit: the scanner's error, in windows too")
    func tooDeep() throws {
        let text = String(repeating: "[1,", count: 600) + String(repeating: "]", count: 600)
        var whole: JSONSyntaxError?
        do { try JSONValue.validate(text) } catch { whole = error }
        let expected = try #require(whole)
        #expect(expected.kind == .tooDeeplyNested)
        for windowSize in [1, 100, 1 << 20] {
            do {
                try validateInWindows(Array(text.utf8), options: .strict, windowSize: windowSize, chunkSize: 64)
                Issue.record("no error")
            } catch let error as JSONSyntaxError {
                #expect(ErrorPlace(error) == ErrorPlace(expected))
            }
        }
    }

    @Test("every corpus file: valid in windows, and formatted as its value writes", .enabled(if: Corpus.isAvailable, Corpus.skipReason))
    func corpusFiles() throws {
        for name in Corpus.fileNames {
            let bytes = try Corpus.bytes(name)
            let value = try JSONValue(parsing: bytes)
            for windowSize in [64, 4096] {
                try validateInWindows(bytes, options: .strict, windowSize: windowSize, chunkSize: 10_000)
                let formatted = try formatInWindows(bytes, options: .strict, writing: .pretty, windowSize: windowSize, chunkSize: 10_000)
                #expect(formatted == value.jsonBytes(options: .pretty) + [0x0A], "\(name), windows of \(windowSize)")
            }
        }
    }
}
