import Foundation
import JSONCore
import Testing

@testable import JSONCoding

private struct Record: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var tags: [String] = []

    init(id: Int, name: String, tags: [String] = []) {
        self.id = id
        self.name = name
        self.tags = tags
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}

/// The records and JSON Lines/array texts the tests stream.
private let records = (0 ..< 40).map { Record(id: $0, name: "record \($0) é", tags: $0 % 3 == 0 ? ["a", "b\n"] : []) }

private func arrayText(_ records: [Record]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(records), as: UTF8.self)
}

private func linesText(_ records: [Record]) throws -> String {
    try records.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }.joined(separator: "\r\n") + "\n"
}

/// `text` in chunks of `size` bytes.
private func chunks(_ text: String, size: Int) -> [[UInt8]] {
    let bytes = Array(text.utf8)
    return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0 ..< min($0 + size, bytes.count)]) }
}

/// Decodes every element of `text` with chunks of `size` bytes.
private func decodeAll<T: Decodable>(
    _ type: T.Type, _ text: String, format: JSONStreamFormat, size: Int, decoder: JSONModelDecoder = JSONModelDecoder(),
    reporting: Bool = false
) throws -> (elements: [T], summary: JSONStreamSummary) {
    var elements: [T] = []
    let summary = try decoder.decodeElements(of: type, from: chunks(text, size: size), format: format, reporting: reporting) {
        elements.append($0)
    }
    return (elements, summary)
}

@Suite("Stream decoding")
struct StreamDecodingTests {
    @Test("arrays, JSON Lines and keyed arrays decode to the same records with chunks of any size")
    func chunkSizes() throws {
        let array = try arrayText(records)
        let lines = try linesText(records)
        let keyed = "{\"count\": 40, \"page\": {\"items\": \(array), \"next\": \"abc\"}}"
        for size in [1, 2, 3, 7, 64, 1000, 1 << 20] {
            #expect(try decodeAll(Record.self, array, format: .array, size: size).elements == records, "array, \(size)")
            #expect(try decodeAll(Record.self, lines, format: .lines, size: size).elements == records, "lines, \(size)")
            let (items, summary) = try decodeAll(Record.self, keyed, format: .array(at: "page.items"), size: size)
            #expect(items == records, "keyed, \(size)")
            #expect(summary.envelope == ["count": 40, "page": ["next": "abc"]])
            #expect(summary.elementCount == 40)
        }
    }

    @Test("JSONValue elements, concatenated values and a JSON text sequence")
    func otherFormats() throws {
        let (values, _) = try decodeAll(JSONValue.self, "{\"a\": 1} [2] \"x\"\n3", format: .concatenated, size: 2)
        #expect(values == [["a": 1], [2], "x", 3])
        let (texts, _) = try decodeAll(Int.self, "\u{1E}1\n\u{1E}22\n\u{1E}333\n", format: .sequence, size: 3)
        #expect(texts == [1, 22, 333])
    }

    @Test("an element that does not fit: the path and the line and column that decoding the whole array names")
    func decodingErrorMatchesWholeDecode() throws {
        var broken = records
        broken[17].name = "x"
        let text = try arrayText(broken).replacingOccurrences(of: "\"x\"", with: "false")
        var whole: DecodingError?
        do { _ = try JSONModelDecoder().decode([Record].self, from: text) } catch let error as DecodingError { whole = error }
        let expected = try #require(whole).explanation
        #expect(expected.hasPrefix("[17].name: expected String, found false at line "))
        for size in [1, 5, 100, 1 << 20] {
            do {
                _ = try decodeAll(Record.self, text, format: .array, size: size)
                Issue.record("no error")
            } catch let error as DecodingError {
                #expect(error.explanation == expected, "chunks of \(size)")
                guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); continue }
                #expect(JSONPath(codingPath: context.codingPath).description == "[17].name")
            }
        }
    }

    @Test("lines that end at a lone carriage return: the stream names the line that decoding the whole array does")
    func carriageReturnLines() throws {
        // Each carriage return ends a line, as when the whole array is decoded; a carriage
        // return and line feed end one.
        let text = "\r\r\r\r\r\r\r\r\r\r\r\t[\n0]"
        let failure = "[0]: expected an object, found the number 0 at line 13, column 1"
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode([Record].self, from: text) }
        do { _ = try JSONModelDecoder().decode([Record].self, from: text) } catch let error as DecodingError {
            #expect(error.explanation == failure)
        }
        let mixed = "[\r\n{\"id\": 1, \"name\": \"a\"},\r{\"id\": 2,\r\"name\": [3]}]"
        for size in [1, 2, 3, 1 << 20] {
            do {
                _ = try decodeAll(Record.self, text, format: .array, size: size)
                Issue.record("no error")
            } catch let error as DecodingError {
                #expect(error.explanation == failure, "chunks of \(size)")
            }
            do {
                _ = try decodeAll(Record.self, mixed, format: .array, size: size)
                Issue.record("no error")
            } catch let error as DecodingError {
                #expect(error.explanation == "[1].name: expected String, found an array at line 4, column 9", "chunks of \(size)")
            }
        }
    }

    @Test("a bad line of JSON Lines names its line, and the elements before it were handed over")
    func badLine() throws {
        let text = "{\"id\": 1, \"name\": \"a\"}\n{\"id\": 2, \"name\": \"b\"}\n{\"id\": \"three\", \"name\": \"c\"}\n"
        var seen: [Int] = []
        do {
            try JSONModelDecoder().decodeElements(of: Record.self, from: chunks(text, size: 4), format: .lines) { seen.append($0.id) }
            Issue.record("no error")
        } catch let error as DecodingError {
            #expect(error.explanation == "[2].id: expected Int, found the string \"three\" at line 3, column 8")
        }
        #expect(seen == [1, 2])
    }

    @Test("an element that is not JSON ends the stream with its line, column and index")
    func syntaxErrorInElement() throws {
        let text = "[{\"id\": 1, \"name\": \"a\"},\n {\"id\": 2, \"name\": \"b\" \"tags\": []}]"
        for size in [1, 9, 1000] {
            do {
                _ = try decodeAll(Record.self, text, format: .array, size: size)
                Issue.record("no error")
            } catch let error as JSONStreamError {
                #expect(error.kind == .syntax)
                #expect(error.elementIndex == 1)
                #expect(error.position == JSONStreamPosition(offset: 48, line: 2, column: 24))
                #expect(error.description == "line 2, column 24, element 1: expected ',' or '}' after an object member, found '\"'")
            }
        }
    }

    @Test("with invalid elements skipped, the others decode and the report lists each skipped one")
    func skipping() throws {
        let text = "{\"id\": 1, \"name\": \"a\"}\n{\"id\": \"x\", \"name\": \"b\"}\n{\"id\": 3, \"name\": \"c\"}\n{\"name\": \"d\"}\n"
        let decoder = JSONModelDecoder()
        decoder.invalidElementStrategy = .skip
        let (elements, summary) = try decodeAll(Record.self, text, format: .lines, size: 5, decoder: decoder)
        #expect(elements.map(\.id) == [1, 3])
        #expect(summary.elementCount == 2)
        #expect(summary.elementsRead == 4)
        #expect(summary.report.entries.map(\.kind) == [.skippedElement, .skippedElement])
        #expect(summary.report.entries.map(\.path.description) == ["[1]", "[3]"])
        #expect(summary.report.entries[0].message
            == "left out an element that could not be decoded: [1].id: expected Int, found the string \"x\" at line 2, column 8")
        // Syntax errors still end the stream.
        #expect(throws: JSONStreamError.self) {
            try decodeAll(Record.self, "{\"id\": 1, \"name\": \"a\"}\n{\"id\": 2,,}\n", format: .lines, size: 5, decoder: decoder)
        }
    }

    @Test("with reporting, what was forgiven in each element is listed under its index")
    func reporting() throws {
        let text = "[{\"id\": \"1\", \"name\": \"a\", \"extra\": true}, {\"id\": 2, \"name\": 5}]"
        let (elements, summary) = try decodeAll(Record.self, text, format: .array, size: 3, reporting: true)
        #expect(elements == [Record(id: 1, name: "a"), Record(id: 2, name: "5")])
        #expect(summary.report.entries.map(\.description) == [
            "[0].id: read the string \"1\" as Int", "[0].extra: no property read this key", "[1].name: read the number 5 as String",
        ])
        // Without reporting, nothing but skipped elements is listed.
        #expect(try decodeAll(Record.self, text, format: .array, size: 3).summary.report.isEmpty)
    }

    @Test("an element larger than the decoder's maximum is refused")
    func elementLimit() throws {
        let decoder = JSONModelDecoder()
        decoder.maximumStreamElementSize = 30
        let text = "{\"id\": 1, \"name\": \"a\"}\n{\"id\": 2, \"name\": \"a much longer name\"}\n"
        do {
            _ = try decodeAll(Record.self, text, format: .lines, size: 8, decoder: decoder)
            Issue.record("no error")
        } catch let error as JSONStreamError {
            #expect(error.kind == .elementTooLarge)
            #expect(error.elementIndex == 1)
            #expect(error.position.line == 2)
        }
    }

    // MARK: - On all cores

    @Test("decoded in parallel: the same elements, in order, and the same summary as on one core")
    func parallelMatchesSequential() throws {
        let many = (0 ..< 20_000).map { Record(id: $0, name: "name \($0)", tags: $0 % 7 == 0 ? ["x"] : []) }
        let lines = try linesText(many)
        let array = try arrayText(many)
        for (text, format) in [(lines, JSONStreamFormat.lines), (array, .array), ("{\"items\": \(array)}", .array(at: "items"))] {
            for size in [1000, 1 << 16] {
                var parallel: [Record] = []
                let caller = pthread_self()
                var elsewhere = 0
                let summary = try JSONModelDecoder().decodeElementsInParallel(of: Record.self, from: chunks(text, size: size), format: format) {
                    parallel.append($0)
                    if pthread_equal(pthread_self(), caller) == 0 { elsewhere += 1 }
                }
                #expect(parallel == many)
                #expect(elsewhere == 0, "every element is handed over on the calling thread")
                #expect(summary == (try decodeAll(Record.self, text, format: format, size: size).summary))
            }
        }
    }

    @Test("decoded in parallel: skipped elements, reports and the first error as on one core")
    func parallelErrorsAndReports() throws {
        var many = (0 ..< 20_000).map { try! JSONEncoder().encode(Record(id: $0, name: "n")) }.map { String(decoding: $0, as: UTF8.self) }
        many[3_333] = #"{"id": "bad", "name": "n"}"#
        many[15_000] = #"{"id": 15000, "name": 7, "unused": 1}"#
        let text = many.joined(separator: "\n")
        let skipping = JSONModelDecoder()
        skipping.invalidElementStrategy = .skip
        var parallel: [Int] = []
        let parallelSummary = try skipping.decodeElementsInParallel(of: Record.self, from: chunks(text, size: 4096), reporting: true) {
            parallel.append($0.id)
        }
        let (sequential, sequentialSummary) = try decodeAll(Record.self, text, format: .lines, size: 4096, decoder: skipping, reporting: true)
        #expect(parallel == sequential.map(\.id))
        #expect(parallel.count == 19_999)
        #expect(parallelSummary == sequentialSummary)
        #expect(parallelSummary.report.entries.map(\.description).first == "[3333]: left out an element that could not be decoded: [3333].id: expected Int, found the string \"bad\" at line 3334, column 8")

        // Without skipping: the elements before the bad one, then its error.
        var before = 0
        do {
            try JSONModelDecoder().decodeElementsInParallel(of: Record.self, from: chunks(text, size: 4096)) { _ in before += 1 }
            Issue.record("no error")
        } catch let error as DecodingError {
            #expect(error.explanation == "[3333].id: expected Int, found the string \"bad\" at line 3334, column 8")
        }
        #expect(before == 3_333)
    }

    @Test("decoded in parallel: an error thrown by the body ends the decode with that error, after the elements before it")
    func parallelBodyThrows() throws {
        struct Enough: Error, Equatable {}
        let text = try linesText((0 ..< 20_000).map { Record(id: $0, name: "name \($0)") })
        var seen: [Int] = []
        #expect(throws: Enough()) {
            try JSONModelDecoder().decodeElementsInParallel(of: Record.self, from: chunks(text, size: 1 << 16)) {
                seen.append($0.id)
                if $0.id == 12_345 { throw Enough() }
            }
        }
        #expect(seen == Array(0 ... 12_345))
    }

    @Test("decoded in parallel: a stream cut short hands over the elements before the cut, then says so")
    func parallelTruncated() throws {
        var ids: [Int] = []
        do {
            try JSONModelDecoder().decodeElementsInParallel(
                of: Record.self, from: chunks(#"[{"id": 1, "name": "a"}, {"id": 2, "name": "b"}, {"id": "#, size: 5), format: .array
            ) { ids.append($0.id) }
            Issue.record("no error")
        } catch let error as JSONStreamError {
            #expect(error.kind == .unexpectedEnd)
            #expect(error.elementIndex == 2)
        }
        #expect(ids == [1, 2])
    }

    // MARK: - Files and asynchronous sources

    private func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stream-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("a file, read in chunks, synchronously and as an asynchronous sequence")
    func files() async throws {
        // More than one read of a megabyte.
        let many = (0 ..< 30_000).map { Record(id: $0, name: "name \($0)") }
        let url = try temporaryFile(try linesText(many))
        defer { try? FileManager.default.removeItem(at: url) }
        var count = 0
        let summary = try JSONModelDecoder().decodeElements(of: Record.self, fromFileAt: url, format: .lines) { record in
            #expect(record.id == count)
            count += 1
        }
        #expect(count == 30_000)
        #expect(summary.elementCount == 30_000)
        let stream = JSONModelDecoder().elements(of: Record.self, fromFileAt: url, format: .lines)
        var asyncCount = 0
        for try await record in stream {
            #expect(record.id == asyncCount)
            asyncCount += 1
        }
        #expect(asyncCount == 30_000)
        #expect(stream.summary.elementCount == 30_000)
        // The stream opens the file anew for each loop.
        var again = 0
        for try await _ in stream { again += 1 }
        #expect(again == 30_000)
    }

    @Test("a file that is not there is a loading error naming it")
    func missingFile() async throws {
        let url = URL(fileURLWithPath: "/nonexistent/stream.jsonl")
        #expect(throws: JSONLoadingError.self) {
            try JSONModelDecoder().decodeElements(of: Record.self, fromFileAt: url, format: .lines) { _ in }
        }
        do {
            for try await _ in JSONModelDecoder().elements(of: Record.self, fromFileAt: url, format: .lines) {}
            Issue.record("no error")
        } catch let error as JSONLoadingError {
            #expect(error.kind == .unreadableFile)
            #expect(error.message == "cannot read /nonexistent/stream.jsonl: no such file or directory")
        }
    }

    @Test("a file that grows after its end was read: the stream has ended, and stays ended")
    func fileGrowingAfterTheEnd() async throws {
        let url = try temporaryFile("1\n2")
        defer { try? FileManager.default.removeItem(at: url) }
        var values: [Int] = []
        var iterator = JSONModelDecoder().elements(of: Int.self, fromFileAt: url, format: .lines).makeAsyncIterator()
        while let value = try await iterator.next() {
            values.append(value)
            if value == 2 {
                let handle = try FileHandle(forWritingTo: url)
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("\n3\n".utf8))
                try handle.close()
            }
        }
        #expect(values == [1, 2])
        #expect(try await iterator.next() == nil)
    }

    @Test("leaving a loop early finishes its source (a request is cancelled, a file closed)")
    func leavingEarlyFinishesTheSource() async throws {
        let source = RecordingSource(chunks: (0 ..< 100).map { Array("\($0)\n".utf8) })
        let stream = JSONElementStream<Int>(decoder: JSONModelDecoder(), format: .lines, reporting: false) { source }
        for try await value in stream where value == 3 { break }
        #expect(source.finished)
        #expect(source.pulled == 4)
    }

    @Test("a stream's summary, read during the loop, has what the elements so far reported")
    func summaryDuringTheLoop() async throws {
        let text = (0 ..< 50).map { #"{"id": "\#($0)", "name": "n"}"# }.joined(separator: "\n")
        let stream = JSONModelDecoder().elements(
            of: Record.self, from: AsyncStream { continuation in
                continuation.yield(Array(text.utf8))
                continuation.finish()
            }, format: .lines, reporting: true)
        var count = 0
        for try await _ in stream {
            count += 1
            #expect(stream.summary.elementCount == count)
            #expect(stream.summary.report.entries.count == count)
            #expect(stream.summary.report.entries.last?.description == "[\(count - 1)].id: read the string \"\(count - 1)\" as Int")
        }
        #expect(count == 50)
    }

    @Test("a pipe through a file handle")
    func pipe() async throws {
        let pipe = Pipe()
        let text = try linesText(records)
        let writer = Task.detached {
            for chunk in chunks(text, size: 100) {
                pipe.fileHandleForWriting.write(Data(chunk))
            }
            try pipe.fileHandleForWriting.close()
        }
        var received: [Record] = []
        for try await record in JSONModelDecoder().elements(of: Record.self, from: pipe.fileHandleForReading, format: .lines) {
            received.append(record)
        }
        try await writer.value
        #expect(received == records)
    }

    @Test("asynchronous sequences of chunks (Data) and of bytes")
    func asyncSequences() async throws {
        let text = try arrayText(records)
        let dataChunks = AsyncStream<Data> { continuation in
            for chunk in chunks(text, size: 33) { continuation.yield(Data(chunk)) }
            continuation.finish()
        }
        var fromChunks: [Record] = []
        for try await record in JSONModelDecoder().elements(of: Record.self, from: dataChunks) { fromChunks.append(record) }
        #expect(fromChunks == records)

        let bytes = AsyncStream<UInt8> { continuation in
            for byte in try! linesText(records).utf8 { continuation.yield(byte) }
            continuation.finish()
        }
        var fromBytes: [Record] = []
        for try await record in JSONModelDecoder().elements(of: Record.self, from: bytes, format: .lines) { fromBytes.append(record) }
        #expect(fromBytes == records)
    }

    @Test("nothing is read ahead of the loop by more than one chunk, and a cancelled task stops the reading")
    func backPressureAndCancellation() async throws {
        let pulled = PullCounter()
        let lines = Array(try linesText(records).utf8).split(separator: 0x0A).map { Array($0) + [0x0A] }
        let source = CountingChunks(chunks: lines, counter: pulled)
        var iterator = JSONModelDecoder().elements(of: Record.self, from: source, format: .lines).makeAsyncIterator()
        #expect(try await iterator.next()?.id == 0)
        #expect(pulled.count == 1)
        #expect(try await iterator.next()?.id == 1)
        #expect(pulled.count == 2)

        let task = Task {
            var seen = 0
            for try await _ in JSONModelDecoder().elements(of: Record.self, from: source, format: .lines) {
                seen += 1
                if seen == 3 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return seen
        }
        pulled.count = 0
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(pulled.count == 3)
    }
}

/// A source that records what the stream asked of it.
private final class RecordingSource: StreamChunkSource {
    var chunks: [[UInt8]]
    var pulled = 0
    var finished = false

    init(chunks: [[UInt8]]) { self.chunks = chunks }

    func nextChunk() async throws -> (any ContiguousBytes)? {
        guard !chunks.isEmpty else { return nil }
        pulled += 1
        return chunks.removeFirst()
    }

    func finish() { finished = true }
}

/// Counts the chunks a stream asked for.
private final class PullCounter: @unchecked Sendable {
    var count = 0
}

/// An asynchronous sequence of chunks that counts how many were asked for.
private struct CountingChunks: AsyncSequence, Sendable {
    typealias Element = [UInt8]
    let chunks: [[UInt8]]
    let counter: PullCounter

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: ArraySlice<[UInt8]>
        let counter: PullCounter
        mutating func next() async -> [UInt8]? {
            guard let first = remaining.popFirst() else { return nil }
            counter.count += 1
            return first
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks[...], counter: counter) }
}
