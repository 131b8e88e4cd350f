// Decoding a stream on all cores: one reader splits the stream into batches of elements,
// the batches of a round are decoded at the same time, one per core, and their elements are
// handed over in the stream's order.

public import Foundation
public import JSONCore

extension JSONModelDecoder {
    /// The bytes of elements the reader gathers into one batch.
    static let parallelBatchSize = 1 << 18

    /// ``decodeElements(of:from:format:reporting:_:)-(_,Chunks,_,_,_)`` with the elements
    /// decoded on every core: the chunks are split into batches of elements, a batch per core
    /// is decoded at a time, and `body` gets the elements in the stream's order, on the
    /// calling thread. Errors, the report and the summary are those of the one-core decode:
    /// the elements before a failing one are handed over, then its error is thrown.
    ///
    /// Worth it where decoding, not reading or `body`, takes the time: JSON Lines of records
    /// with many fields. Memory holds a batch (256 KiB of input) and its decoded elements per
    /// core.
    ///
    /// ```swift
    /// try decoder.decodeElementsInParallel(of: Event.self, from: chunks, format: .lines) { event in
    ///     totals[event.kind, default: 0] += 1
    /// }
    /// ```
    @discardableResult
    public func decodeElementsInParallel<Element: Decodable, Chunks: Sequence>(
        of type: Element.Type, from chunks: Chunks, format: JSONStreamFormat = .lines, reporting: Bool = false,
        _ body: (Element) throws -> Void
    ) throws -> JSONStreamSummary where Chunks.Element: ContiguousBytes {
        var iterator = chunks.makeIterator()
        return try decodeInParallel(Element.self, format: format, reporting: reporting, nextChunk: { iterator.next() }, body)
    }

    /// ``decodeElementsInParallel(of:from:format:reporting:_:)-(_,Chunks,_,_,_)`` for the file
    /// at `url`, read a megabyte at a time.
    ///
    /// ```swift
    /// let summary = try decoder.decodeElementsInParallel(of: Event.self, fromFileAt: url) { handle($0) }
    /// ```
    ///
    /// - Throws: also `JSONLoadingError` for a file that cannot be read.
    @discardableResult
    public func decodeElementsInParallel<Element: Decodable>(
        of type: Element.Type, fromFileAt url: URL, format: JSONStreamFormat = .lines, reporting: Bool = false,
        _ body: (Element) throws -> Void
    ) throws -> JSONStreamSummary {
        let file = try JSONFile.ChunkReader(url)
        defer { file.finish() }
        return try decodeInParallel(
            Element.self, format: format, reporting: reporting, nextChunk: { try file.nextChunk(size: Self.streamChunkSize) }, body)
    }

    private func decodeInParallel<Element: Decodable, Chunk: ContiguousBytes>(
        _ type: Element.Type, format: JSONStreamFormat, reporting: Bool, nextChunk: () throws -> Chunk?,
        _ body: (Element) throws -> Void
    ) throws -> JSONStreamSummary {
        let reader = StreamElementReader<Element>(self, format: format, reporting: reporting)
        var splitter = reader.splitter
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var summary = JSONStreamSummary()
        var batches: [ElementBatch] = []
        var current = ElementBatch()

        func take(_ element: JSONStreamSplitter.Element, _ chunk: UnsafeRawBufferPointer) {
            let start = current.bytes.count
            splitter.withBytes(of: element, in: chunk) { current.bytes.append(contentsOf: $0) }
            current.elements.append((start ..< current.bytes.count, StreamElementOrigin(index: element.index, start: element.start)))
            if current.bytes.count >= Self.parallelBatchSize {
                batches.append(current)
                current = ElementBatch()
            }
        }
        // Decodes the batches gathered, one per core, and hands their elements over in order.
        func decodeRound() throws {
            if !current.elements.isEmpty {
                batches.append(current)
                current = ElementBatch()
            }
            guard !batches.isEmpty else { return }
            let results = UnsafeMutableBufferPointer<BatchResult<Element>>.allocate(capacity: batches.count)
            defer {
                results.deinitialize()
                results.deallocate()
            }
            let round = ParallelRound(
                batches: batches, results: results, decoder: self, options: reader.options, reporting: reporting)
            // Through the protocol, the closure holds no generic type of its own.
            let work: any ParallelWork = round
            DispatchQueue.concurrentPerform(iterations: round.batches.count) { work.decode($0) }
            batches.removeAll(keepingCapacity: true)
            for result in results {
                summary.elementsRead += result.summary.elementsRead
                summary.elementCount += result.summary.elementCount
                summary.report.entries += result.summary.report.entries
                for value in result.values { try body(value) }
                if let failure = result.failure { throw failure }
            }
        }

        while let chunk = try nextChunk() {
            try chunk.withUnsafeBytes { bytes in
                while case .element(let element) = try splitter.next(in: bytes) {
                    take(element, bytes)
                    if batches.count == workers { try decodeRound() }
                }
            }
        }
        let none = UnsafeRawBufferPointer(start: nil, count: 0)
        while case .element(let element) = try splitter.finish() {
            take(element, none)
            if batches.count == workers { try decodeRound() }
        }
        try decodeRound()
        summary.envelope = splitter.envelope
        return summary
    }
}

/// The batches of one round, decoded each on its own thread into its own result; the
/// threads share nothing else, and the round waits for them all.
private protocol ParallelWork: Sendable {
    func decode(_ index: Int)
}

private struct ParallelRound<Element: Decodable>: ParallelWork, @unchecked Sendable {
    let batches: [ElementBatch]
    let results: UnsafeMutableBufferPointer<BatchResult<Element>>
    let decoder: JSONModelDecoder
    let options: DecodingOptions
    let reporting: Bool

    /// Decodes the elements of batch `index`, up to the first that fails.
    func decode(_ index: Int) {
        var result = BatchResult<Element>()
        let batch = batches[index]
        result.values.reserveCapacity(batch.elements.count)
        batch.bytes.withUnsafeBytes { bytes in
            for (range, origin) in batch.elements {
                do {
                    if let value = try StreamElementReader<Element>.decodeElement(
                        UnsafeRawBufferPointer(rebasing: bytes[range]), origin: origin, decoder: decoder, options: options,
                        reporting: reporting, summary: &result.summary)
                    {
                        result.values.append(value)
                    }
                } catch {
                    result.failure = error
                    return
                }
            }
        }
        (results.baseAddress! + index).initialize(to: result)
    }
}

/// Elements gathered for one core: their bytes, one after another, and where each is.
private struct ElementBatch {
    var bytes: [UInt8] = []
    var elements: [(range: Range<Int>, origin: StreamElementOrigin)] = []

    init() {
        bytes.reserveCapacity(JSONModelDecoder.parallelBatchSize + (1 << 12))
    }
}

/// What decoding a batch gave: its elements, up to a failure, and their count and report.
private struct BatchResult<Element> {
    var values: [Element] = []
    var summary = JSONStreamSummary()
    var failure: (any Error)?
}
