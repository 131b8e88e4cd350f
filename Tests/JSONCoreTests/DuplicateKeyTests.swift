import PropertyBased
import Testing

@testable import JSONCore

private let refusing: JSONParseOptions = {
    var options = JSONParseOptions.strict
    options.duplicateKeys = .refused
    return options
}()

/// The error `text` gives when read whole with duplicate keys refused, or nil.
private func wholeError(_ text: String, options: JSONParseOptions = refusing) -> JSONSyntaxError? {
    do {
        _ = try JSONValue(parsing: text, options: options)
        return nil
    } catch {
        return error
    }
}

/// The error `bytes` give when validated in windows of `windowSize`, in chunks of `chunkSize`, or nil.
private func windowedError(_ bytes: [UInt8], options: JSONParseOptions = refusing, windowSize: Int, chunkSize: Int) throws -> JSONSyntaxError? {
    var validator = DocumentValidator(options: options, windowSize: windowSize)
    do {
        var offset = 0
        while offset < bytes.count {
            let chunk = Array(bytes[offset ..< min(offset + chunkSize, bytes.count)])
            offset += chunkSize
            try chunk.withUnsafeBytes { try validator.append($0) }
        }
        try validator.finish()
        return nil
    } catch let error as JSONSyntaxError {
        return error
    }
}

@Suite("Duplicate keys: refused where asked, with the places of both")
struct DuplicateKeyTests {
    @Test("the second key is the error's place, the first is named in its message")
    func placesOfBoth() throws {
        let error = try #require(wholeError(#"{"customer": {"name": "A"}, "customer": 5, "items": []}"#))
        #expect(error.kind == .duplicateKey)
        #expect(error.offset == 28)
        #expect((error.line, error.column) == (1, 29))
        #expect(error.description == #"line 1, column 29: expected each key once in an object, found "customer" again (first at line 1, column 2)"#)
        #expect(error.rendered(fileName: "order.json") == """
            order.json:1:29: error: expected each key once in an object, found "customer" again (first at line 1, column 2)
            {"customer": {"name": "A"}, "customer": 5, "items": []}
                                        ^
            """)
    }

    @Test("accepted unless refused: JSONValue keeps the last member by default")
    func acceptedByDefault() throws {
        let text = #"{"a": 1, "a": 2}"#
        #expect(JSONParseOptions.strict.duplicateKeys == .refusedInRequestBodies)
        #expect(try JSONValue(parsing: text)["a"].int == 2)
        var accepted = JSONParseOptions.lenient
        accepted.duplicateKeys = .accepted
        #expect(try JSONValue(parsing: text, options: accepted)["a"].int == 2)
        #expect(wholeError(text)?.kind == .duplicateKey)
    }

    @Test("keys are compared as the text they decode to", arguments: [
        (#"{"a": 1, "\u0061": 2}"#, 1, 10),
        (#"{"é": 1, "\u00e9": 2}"#, 1, 10),
        (#"{"\ud834\udd1e": 1, "𝄞": 2}"#, 1, 21),
        (#"{"a\"b": 1, "a\u0022b": 2}"#, 1, 13),
        ("{\n  \"x\": 1,\n  \"y\": {\"x\": 2},\n  \"x\": 3\n}", 4, 3),
    ])
    func decodedKeys(text: String, line: Int, column: Int) throws {
        let error = try #require(wholeError(text))
        #expect((error.line, error.column) == (line, column), "\(error)")
    }

    @Test("equal keys in different objects, and keys that differ only in case, are not duplicates")
    func notDuplicates() throws {
        #expect(wholeError(#"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}], "A": 3, "a ": 4}"#) == nil)
        #expect(wholeError(#"{"": 1, " ": 2}"#) == nil)
        #expect(wholeError(#"{"": 1, "": 2}"#)?.kind == .duplicateKey)
    }

    @Test("objects with many keys: no false duplicate among thousands, and a duplicate found wherever it is")
    func manyKeys() throws {
        let keys = (0 ..< 3000).map { "key\($0)" }
        let distinct = "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
        #expect(wholeError(distinct) == nil)
        var repeated = keys
        repeated.insert("key2999", at: 1234)
        let text = "{" + repeated.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
        let error = try #require(wholeError(text))
        // The inserted key comes first in the document; the one at the end is the duplicate.
        let inserted = "{" + repeated.prefix(1234).map { "\"\($0)\": 1, " }.joined()
        #expect(error.message == #"expected each key once in an object, found "key2999" again (first at line 1, column \#(inserted.utf8.count + 1))"#)
        #expect(error.column == text.utf8.count - 12)
    }

    @Test("JSON5: a key without quotes, in single quotes and in double quotes is one key")
    func json5Keys() throws {
        var options = JSONParseOptions.json5
        options.duplicateKeys = .refused
        let error = try #require(wholeError("{name: 1, 'name': 2}", options: options))
        #expect((error.line, error.column) == (1, 11))
        #expect(error.found == #""name" again (first at line 1, column 1)"#)
        #expect(wholeError(#"{name: 1, "na\u006de": 2}"#, options: options)?.kind == .duplicateKey)
    }

    /// Documents with a duplicate, and without, for the windowed reader.
    static let documents: [String] = [
        #"{"customer": {"name": "A"}, "customer": 5, "items": []}"#,
        #"[{"a": 1, "b": 2}, {"a": 3, "b": 4, "a": 5}]"#,
        "{\n \"first\": [1, 2, 3, 4, 5, 6, 7, 8],\n \"second\": {\"x\": [1, 2], \"y\": [3, 4]},\n \"first\": 9\n}",
        #"{"a": {"b": [1, 2, 3], "c": {"b": 1, "d": [4, 5]}, "b": 2}}"#,
        #"{"a": [{"": 0, "x": 1}, {"": 0}], "": [1, 2], "b": 3, "": 4}"#,
        #"[1, 2, {"deep": [[{"k": 1, "l": [1, 2], "k": 2}]]}]"#,
        #"{"a": 1, "b": [1, 2, 3, 4], "c": {"a": 1}, "d": 4}"#,
        #"{"a": {"x": 1, "y": 2}, "b": {"x": 1, "y": 2}, "c": [{"x": 1}, {"x": 2}]}"#,
        #"{"ünï": 1, "list": [1, 2], "ünï": 2}"#,
    ]

    @Test("in windows of every size, the same error as read whole (or none), across windows too", arguments: documents)
    func windowsAgreeWithTheWholeDocument(text: String) throws {
        let whole = wholeError(text)
        for windowSize in 1 ... text.utf8.count + 1 {
            for chunkSize in [1, 3, 7, text.utf8.count] {
                let windowed = try windowedError(Array(text.utf8), windowSize: windowSize, chunkSize: chunkSize)
                #expect(windowed?.offset == whole?.offset, "window \(windowSize), chunk \(chunkSize)")
                #expect(windowed?.line == whole?.line)
                #expect(windowed?.column == whole?.column)
                #expect(windowed?.message == whole?.message, "window \(windowSize), chunk \(chunkSize)")
            }
        }
    }

    @Test("formatting in windows refuses the same duplicates")
    func formatterRefusesThem() throws {
        let text = Array("{\n \"first\": [1, 2, 3, 4, 5, 6, 7, 8],\n \"first\": 9\n}".utf8)
        for windowSize in [1, 4, 16, 1 << 20] {
            var formatter = DocumentFormatter(parsing: refusing, writing: .compact, windowSize: windowSize)
            defer { formatter.deallocate() }
            let error = #expect(throws: JSONSyntaxError.self) {
                try text.withUnsafeBytes { try formatter.append($0) { _ in } }
                try formatter.finish { _ in }
            }
            #expect(error?.description == #"line 3, column 2: expected each key once in an object, found "first" again (first at line 2, column 2)"#)
        }
    }

    @Test("random documents: in windows, the same error as read whole")
    func randomDocuments() async throws {
        await propertyCheck(count: 1000, input: Gen.int(in: 0 ... 1_000_000)) { seed in
            var generator = SeededKeys(seed: UInt64(seed))
            let text = generator.object(depth: 0)
            let whole = wholeError(text)
            let windowSize = Int(generator.next() % 40) + 1
            let windowed = try windowedError(Array(text.utf8), windowSize: windowSize, chunkSize: Int(generator.next() % 17) + 1)
            #expect(windowed?.offset == whole?.offset, "\(text) in windows of \(windowSize)")
            #expect(windowed?.message == whole?.message, "\(text) in windows of \(windowSize)")
        }
    }
}

/// Small objects whose keys come from a few letters, so that duplicates are common.
private struct SeededKeys {
    var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }

    mutating func object(depth: Int) -> String {
        let count = Int(next() % 5)
        var members: [String] = []
        for _ in 0 ..< count {
            let key = ["a", "b", "c", "\\u0061", "é", ""][Int(next() % 6)]
            members.append("\"\(key)\": \(value(depth: depth + 1))")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    mutating func value(depth: Int) -> String {
        guard depth < 4 else { return "1" }
        switch next() % 4 {
        case 0: return object(depth: depth)
        case 1: return "[" + (0 ..< Int(next() % 3)).map { _ in value(depth: depth + 1) }.joined(separator: ", ") + "]"
        case 2: return "\"s, t\""
        default: return "2"
        }
    }
}
