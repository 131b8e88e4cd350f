// The stream APIs: elements decoded one at a time from chunks, files, file handles and
// asynchronous sequences of bytes, in bounded memory.

public import Foundation
public import JSONCore

extension JSONModelDecoder {
    /// The size of the chunks files and file handles are read in.
    static let streamChunkSize = 1 << 20

    /// Decodes the elements of a stream handed over in chunks, one at a time, and passes each
    /// to `body` before reading on: an array (at the top or at a key path), JSON Lines,
    /// concatenated values or a JSON text sequence, as `format` says. Memory stays bounded by
    /// one chunk and one element, whatever the stream's size.
    ///
    /// Each element is decoded as a document of its own, with this decoder's strategies; its
    /// errors name `[index].path` and the line and column in the whole stream. An element that
    /// does not fit the type ends the stream with its `DecodingError`, or, with
    /// ``invalidElementStrategy`` set to ``InvalidElementStrategy/skip``, is left out and listed
    /// in the summary's report. A `@JSONModel` type takes its fast path.
    ///
    /// ```swift
    /// let chunks: [[UInt8]] = [Array(#"{"id": 1}\n{"id""#.utf8), Array(#": 2}\n"#.utf8)]
    /// try JSONModelDecoder().decodeElements(of: Record.self, from: chunks, format: .lines) { record in
    ///     print(record.id)   // 1, then 2
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of each element.
    ///   - chunks: The stream's bytes, in chunks of any size, in order.
    ///   - format: How the stream lays its elements out (default: a top-level array).
    ///   - reporting: Also list in the summary's report everything else a decoding report
    ///     lists (coerced values, unused keys), each path starting with the element's index.
    ///   - body: Takes each element, in order, before the next is read; what it throws ends
    ///     the stream and is thrown.
    /// - Returns: How many elements there were, what was forgiven, and the members around a
    ///   keyed array.
    /// - Throws: `JSONStreamError` for input that breaks the format or is not JSON, an element
    ///   larger than ``maximumStreamElementSize``, or a stream that ends inside an element;
    ///   `DecodingError` for an element that does not fit; whatever `body` throws.
    @discardableResult
    public func decodeElements<Element: Decodable, Chunks: Sequence>(
        of type: Element.Type, from chunks: Chunks, format: JSONStreamFormat = .array, reporting: Bool = false,
        _ body: (Element) throws -> Void
    ) throws -> JSONStreamSummary where Chunks.Element: ContiguousBytes {
        try decodeElements(of: type, format: format, reporting: reporting, feed: ChunkFeed(chunks), body)
    }

    /// ``decodeElements(of:from:format:reporting:_:)`` for the file at `url`,
    /// read a megabyte at a time, never whole.
    ///
    /// ```swift
    /// var count = 0
    /// try JSONModelDecoder().decodeElements(of: LogLine.self, fromFileAt: url, format: .lines) { _ in
    ///     count += 1
    /// }
    /// ```
    ///
    /// - Throws: also `JSONLoadingError` for a file that cannot be read.
    @discardableResult
    public func decodeElements<Element: Decodable>(
        of type: Element.Type, fromFileAt url: URL, format: JSONStreamFormat = .array, reporting: Bool = false,
        _ body: (Element) throws -> Void
    ) throws -> JSONStreamSummary {
        let file = try JSONFile.ChunkReader(url)
        defer { file.finish() }
        return try decodeElements(of: type, format: format, reporting: reporting, feed: ChunkFeed(file), body)
    }

    /// The one-core decode of every element `feed` hands over.
    private func decodeElements<Element: Decodable>(
        of type: Element.Type, format: JSONStreamFormat, reporting: Bool, feed: ChunkFeed, _ body: (Element) throws -> Void
    ) throws -> JSONStreamSummary {
        var reader = StreamElementReader<Element>(self, format: format, reporting: reporting)
        try feed.forEachChunk { bytes in
            while case .element(let value) = try reader.next(in: bytes) { try body(value) }
        }
        while case .element(let value) = try reader.finish() { try body(value) }
        return reader.summary
    }

    // MARK: - Asynchronous

    /// The elements of the file at `url`, decoded one at a time as a `for try await` loop asks
    /// for them; the file is read a megabyte at a time, never ahead of the loop by more than
    /// that, and closed when the loop ends or its task is cancelled.
    ///
    /// ```swift
    /// for try await event in decoder.elements(of: Event.self, fromFileAt: url, format: .lines) {
    ///     handle(event)
    /// }
    /// ```
    ///
    /// See ``decodeElements(of:from:format:reporting:_:)`` for what the
    /// decoding does, and ``JSONElementStream/summary`` for what it gave besides the elements.
    public func elements<Element: Decodable>(
        of type: Element.Type, fromFileAt url: URL, format: JSONStreamFormat = .array, reporting: Bool = false
    ) -> JSONElementStream<Element> {
        JSONElementStream(decoder: self, format: format, reporting: reporting) {
            FileChunkSource(opening: url)
        }
    }

    /// The elements read from `handle` (standard input, a pipe, a file), decoded one at a
    /// time as a `for try await` loop asks for them. The handle is read from where it stands,
    /// a megabyte at most at a time, and left open. A read waits for the pipe's writer on the
    /// thread that runs the loop, which cancelling the task does not interrupt: give a loop
    /// over a pipe a task of its own.
    ///
    /// ```swift
    /// for try await line in decoder.elements(of: JSONValue.self, from: FileHandle.standardInput, format: .lines) {
    ///     print(line)
    /// }
    /// ```
    public func elements<Element: Decodable>(
        of type: Element.Type, from handle: FileHandle, format: JSONStreamFormat = .array, reporting: Bool = false
    ) -> JSONElementStream<Element> {
        JSONElementStream(decoder: self, format: format, reporting: reporting) {
            FileChunkSource(JSONFile.ChunkReader(descriptor: handle.fileDescriptor, source: "the file handle"))
        }
    }

    /// The elements of a stream that arrives as chunks of bytes (`[UInt8]`, `Data`,
    /// `ArraySlice<UInt8>`): an `AsyncStream` a network library fills, a body's chunks. A
    /// chunk is asked for only when the elements before it have been handed out.
    ///
    /// ```swift
    /// for try await item in decoder.elements(of: Item.self, from: body, format: .array(at: "data")) {
    ///     handle(item)
    /// }
    /// ```
    public func elements<Element: Decodable, Chunks: AsyncSequence>(
        of type: Element.Type, from chunks: Chunks, format: JSONStreamFormat = .array, reporting: Bool = false
    ) -> JSONElementStream<Element> where Chunks.Element: ContiguousBytes {
        JSONElementStream(decoder: self, format: format, reporting: reporting) {
            AsyncChunkSource(chunks.makeAsyncIterator())
        }
    }

    /// The elements of a stream that arrives byte by byte (`URLSession.AsyncBytes`,
    /// `FileHandle.AsyncBytes`). The bytes are gathered into chunks of up to 64 KiB; a chunk
    /// is also handed on at each line feed, so that JSON Lines from a slow source come out a
    /// line at a time.
    ///
    /// ```swift
    /// let (bytes, _) = try await URLSession.shared.bytes(from: url)
    /// for try await event in decoder.elements(of: Event.self, from: bytes, format: .lines) {
    ///     handle(event)
    /// }
    /// ```
    public func elements<Element: Decodable, Bytes: AsyncSequence>(
        of type: Element.Type, from bytes: Bytes, format: JSONStreamFormat = .array, reporting: Bool = false
    ) -> JSONElementStream<Element> where Bytes.Element == UInt8 {
        JSONElementStream(decoder: self, format: format, reporting: reporting) {
            AsyncByteSource(bytes.makeAsyncIterator())
        }
    }
}

/// The chunks of a synchronous stream, handed in order to a closure: a sequence's, or a
/// file's read a megabyte at a time into one buffer (each chunk is used up before the next
/// read).
struct ChunkFeed {
    let forEachChunk: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void

    init<Chunks: Sequence>(_ chunks: Chunks) where Chunks.Element: ContiguousBytes {
        forEachChunk = { body in
            for chunk in chunks { try chunk.withUnsafeBytes(body) }
        }
    }

    init(_ file: JSONFile.ChunkReader) {
        forEachChunk = { body in
            var buffer = [UInt8](repeating: 0, count: JSONModelDecoder.streamChunkSize)
            try buffer.withUnsafeMutableBytes { buffer in
                while true {
                    let count = try file.read(into: buffer)
                    if count == 0 { return }
                    try body(UnsafeRawBufferPointer(rebasing: buffer[0 ..< count]))
                }
            }
        }
    }
}

/// Where a stream's chunks come from, one at a time.
protocol StreamChunkSource: AnyObject {
    /// The next chunk, or nil at the end of the stream.
    func nextChunk() async throws -> (any ContiguousBytes)?
    /// The stream is not read any further: close what can be closed.
    func finish()
}

/// A file or file descriptor, read a megabyte at a time.
final class FileChunkSource: StreamChunkSource {
    private var reader: Result<JSONFile.ChunkReader, JSONLoadingError>

    init(opening url: URL) {
        reader = Result { () throws(JSONLoadingError) in try JSONFile.ChunkReader(url) }
    }

    init(_ reader: JSONFile.ChunkReader) {
        self.reader = .success(reader)
    }

    func nextChunk() async throws -> (any ContiguousBytes)? {
        try reader.get().nextChunk(size: JSONModelDecoder.streamChunkSize)
    }

    func finish() {
        if case .success(let reader) = reader { reader.finish() }
    }
}

/// An asynchronous sequence of chunks.
final class AsyncChunkSource<Iterator: AsyncIteratorProtocol>: StreamChunkSource where Iterator.Element: ContiguousBytes {
    private var iterator: Iterator?

    init(_ iterator: Iterator) { self.iterator = iterator }

    func nextChunk() async throws -> (any ContiguousBytes)? {
        guard var current = iterator else { return nil }
        let chunk = try await current.next()
        iterator = chunk == nil ? nil : current
        return chunk
    }

    func finish() { iterator = nil }
}

/// An asynchronous sequence of bytes, gathered into chunks.
final class AsyncByteSource<Iterator: AsyncIteratorProtocol>: StreamChunkSource where Iterator.Element == UInt8 {
    private var iterator: Iterator?
    static var chunkLimit: Int { 1 << 16 }

    init(_ iterator: Iterator) { self.iterator = iterator }

    func nextChunk() async throws -> (any ContiguousBytes)? {
        guard var current = iterator else { return nil }
        var chunk: [UInt8] = []
        while chunk.count < Self.chunkLimit {
            guard let byte = try await current.next() else {
                iterator = nil
                return chunk.isEmpty ? nil : chunk
            }
            chunk.append(byte)
            if byte == 0x0A { break }
        }
        iterator = current
        return chunk
    }

    func finish() { iterator = nil }
}

/// The elements of a stream, decoded one at a time as a `for try await` loop asks for them:
/// what ``JSONModelDecoder``'s `elements(of:…)` methods return.
///
/// Nothing is read ahead of the loop by more than one chunk. Each time the loop begins, the
/// source is read from its start (a file is opened anew) or, for a file handle or a sequence
/// that cannot start over, from where it stands. Cancelling the loop's task ends the loop
/// with `CancellationError` and stops the reading; a file the stream opened is closed.
///
/// ```swift
/// let stream = decoder.elements(of: Item.self, fromFileAt: url, format: .array(at: "data.items"))
/// for try await item in stream { handle(item) }
/// print(stream.summary.envelope["total"].int ?? 0)
/// ```
public struct JSONElementStream<Value: Decodable>: AsyncSequence {
    public typealias Element = Value

    private let decoder: JSONModelDecoder
    private let format: JSONStreamFormat
    private let reporting: Bool
    private let makeSource: () -> any StreamChunkSource
    private let progress = StreamProgress()

    init(decoder: JSONModelDecoder, format: JSONStreamFormat, reporting: Bool, makeSource: @escaping () -> any StreamChunkSource) {
        self.decoder = decoder
        self.format = format
        self.reporting = reporting
        self.makeSource = makeSource
    }

    /// What the last loop over the stream gave besides its elements, so far: the elements
    /// handed out, what was forgiven or skipped, and the members around a keyed array (those
    /// before it from the first element on, all of them once the stream has ended).
    ///
    /// ```swift
    /// for try await item in stream {
    ///     let total = stream.summary.envelope["total"].int ?? 0   // {"total": 120, "data": [...]}
    ///     print("\(stream.summary.elementCount) of \(total)")
    /// }
    /// ```
    public var summary: JSONStreamSummary { progress.summary }

    public func makeAsyncIterator() -> AsyncIterator {
        progress.reset()
        return AsyncIterator(
            reader: StreamElementReader(decoder, format: format, reporting: reporting), source: SourceHandle(makeSource()),
            progress: progress)
    }

    /// Reads and decodes the stream as the loop asks for elements.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private var reader: StreamElementReader<Value>
        private let source: SourceHandle
        private let progress: StreamProgress
        private var chunk: (any ContiguousBytes)?
        /// The source has said it has no more chunks: it is not asked again.
        private var sourceEnded = false
        private var ended = false

        init(reader: StreamElementReader<Value>, source: SourceHandle, progress: StreamProgress) {
            self.reader = reader
            self.source = source
            self.progress = progress
        }

        /// The next element, or nil at the end of the stream.
        ///
        /// - Throws: what the stream's decoding throws (see
        ///   ``JSONModelDecoder/decodeElements(of:from:format:reporting:_:)``),
        ///   `JSONLoadingError` for a source that cannot be read, `CancellationError` when the
        ///   task is cancelled.
        public mutating func next() async throws -> Value? {
            guard !ended else { return nil }
            do {
                while true {
                    try Task.checkCancellation()
                    let step: StreamElementReader<Value>.Step
                    if let current = chunk {
                        step = try current.withUnsafeBytes { try reader.next(in: $0) }
                    } else if !sourceEnded, let next = try await source.source.nextChunk() {
                        chunk = next
                        continue
                    } else {
                        sourceEnded = true
                        step = try reader.finish()
                    }
                    switch step {
                    case .element(let value):
                        progress.publish(reader.summary)
                        return value
                    case .needsInput:
                        chunk = nil
                    case .end:
                        end()
                        return nil
                    }
                }
            } catch {
                end()
                throw error
            }
        }

        private mutating func end() {
            ended = true
            chunk = nil
            source.finish()
            progress.publish(reader.summary, final: true)
        }
    }
}

/// A stream's source for one loop: finished (a file closed, a request cancelled) when the loop
/// ends, however it ends — the last element, an error, or a `break` that drops the iterator.
final class SourceHandle {
    let source: any StreamChunkSource
    private var isFinished = false

    init(_ source: any StreamChunkSource) { self.source = source }

    func finish() {
        guard !isFinished else { return }
        isFinished = true
        source.finish()
    }

    deinit { finish() }
}

/// The summary a stream's loop shares with the stream. The loop publishes what changed after
/// each element: the counts, the report entries added since (never the whole report again),
/// and the envelope when it is known.
final class StreamProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var current = JSONStreamSummary()

    var summary: JSONStreamSummary { lock.withLock { current } }

    func reset() {
        lock.withLock { current = JSONStreamSummary() }
    }

    func publish(_ latest: borrowing JSONStreamSummary, final: Bool = false) {
        lock.withLock {
            current.elementCount = latest.elementCount
            current.elementsRead = latest.elementsRead
            let known = current.report.entries.count
            if latest.report.entries.count > known {
                current.report.entries.append(contentsOf: latest.report.entries[known...])
            }
            // Members are only ever added to the envelope.
            if final || latest.envelope.object?.count != current.envelope.object?.count { current.envelope = latest.envelope }
        }
    }
}
