// Decoding a stream on all cores: the calling thread splits the stream into batches of
// elements, worker threads decode them, and so does the calling thread whenever it would
// otherwise wait; the elements are handed over in the stream's order.

public import Foundation
public import JSONCore

extension JSONModelDecoder {
    /// The bytes of elements the reader gathers into one batch.
    static let parallelBatchSize = 1 << 18

    /// ``decodeElements(of:from:format:reporting:_:)`` with the elements
    /// decoded on every core: the chunks are split into batches of elements, decoded by a
    /// thread per core but one and by the calling thread, and `body` gets the elements in the
    /// stream's order, on the calling thread. Errors, the report and the summary are those of the one-core decode:
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
        try decodeInParallel(Element.self, format: format, reporting: reporting, feed: ChunkFeed(chunks), body)
    }

    /// ``decodeElementsInParallel(of:from:format:reporting:_:)`` for the file
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
        return try decodeInParallel(Element.self, format: format, reporting: reporting, feed: ChunkFeed(file), body)
    }

    private func decodeInParallel<Element: Decodable>(
        _ type: Element.Type, format: JSONStreamFormat, reporting: Bool, feed: ChunkFeed, _ body: (Element) throws -> Void
    ) throws -> JSONStreamSummary {
        var splitter = JSONStreamSplitter(format: format, maximumElementSize: maximumStreamElementSize)
        // The calling thread decodes too: one thread per core, none waiting on another for a core.
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        let pipeline = ParallelPipeline<Element>(decoder: self, options: streamOptions, reporting: reporting)
        pipeline.start(workers: workers)
        defer { pipeline.stop() }
        var summary = JSONStreamSummary()
        var current = ElementBatch()
        // Batches split and not yet handed over; at most two per decoding thread.
        var submitted = 0
        var delivered = 0

        func deliver(waiting: Bool) throws {
            while delivered < submitted, var result = pipeline.result(delivered, waiting: waiting) {
                delivered += 1
                summary.elementsRead += result.summary.elementsRead
                summary.elementCount += result.summary.elementCount
                summary.report.entries += result.summary.report.entries
                // The values are moved out of the result and into the garbage, never copied: a
                // copy would retain every object of the element on this thread, taking each
                // one's memory from the core that made it and will free it.
                var handled: [Element] = []
                handled.reserveCapacity(result.values.count)
                for index in result.values.indices {
                    guard let value = result.values[index].take() else { continue }
                    try body(value)
                    handled.append(consume value)
                }
                // Freed by a worker, on the thread (and in the allocator's arena) that made them.
                pipeline.discard(handled, madeBy: result.worker)
                if let failure = result.failure { throw failure }
                if !waiting { continue }
                return
            }
        }
        func submit() throws {
            guard !current.elements.isEmpty else { return }
            while submitted - delivered >= 2 * (workers + 1) { try deliver(waiting: true) }
            pipeline.submit(current, sequence: submitted)
            submitted += 1
            current = pipeline.emptyBatch()
            // A batch more than the workers can take at once is decoded here, before splitting on.
            pipeline.decodeWaitingBatch(ifMoreThan: workers)
            try deliver(waiting: false)
        }
        // Elements one after another in a chunk are copied into the batch together, with what
        // stands between them: one copy per run instead of one per element.
        var runStart = -1
        var runEnd = 0
        var runBase = 0
        func copyRun(_ chunk: UnsafeRawBufferPointer) {
            guard runStart >= 0 else { return }
            current.bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[runStart ..< runEnd]))
            runStart = -1
        }
        func take(_ element: JSONStreamSplitter.Element, _ chunk: UnsafeRawBufferPointer) throws {
            let origin = StreamElementOrigin(index: element.index, start: element.start)
            if let range = element.range {
                if runStart < 0 {
                    runStart = range.lowerBound
                    runBase = current.bytes.count
                }
                runEnd = range.upperBound
                let start = runBase + range.lowerBound - runStart
                current.elements.append((start ..< start + range.count, origin))
                if runBase + runEnd - runStart >= Self.parallelBatchSize {
                    copyRun(chunk)
                    try submit()
                }
            } else {
                copyRun(chunk)
                let start = current.bytes.count
                splitter.withBytes(of: element, in: chunk) { current.bytes.append(contentsOf: $0) }
                current.elements.append((start ..< current.bytes.count, origin))
                if current.bytes.count >= Self.parallelBatchSize { try submit() }
            }
        }

        do {
            try feed.forEachChunk { bytes in
                defer { copyRun(bytes) }
                while case .element(let element) = try splitter.next(in: bytes) { try take(element, bytes) }
            }
            let none = UnsafeRawBufferPointer(start: nil, count: 0)
            while case .element(let element) = try splitter.finish() { try take(element, none) }
        } catch let error as JSONStreamError {
            // As on one core: the elements split before the stream broke are handed over first
            // (and an element among them that fails is the error thrown).
            try submit()
            while delivered < submitted { try deliver(waiting: true) }
            throw error
        }
        try submit()
        while delivered < submitted { try deliver(waiting: true) }
        summary.envelope = splitter.envelope
        return summary
    }
}

/// What a worker thread runs.
private protocol PipelineWorking: Sendable {
    func work(_ worker: Int)
}

/// Worker threads that decode batches as they come, each into its own result, and keep the
/// results until the caller takes them in order. The caller decodes batches too, as the
/// worker numbered `workers`: when more are waiting than the workers can take, and instead of
/// waiting for a result.
private final class ParallelPipeline<Element: Decodable>: PipelineWorking, @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [(sequence: Int, batch: ElementBatch)] = []
    /// By worker (the caller last): elements that worker decoded and the caller is done with.
    private var discarded: [[[Element]]] = []
    /// Batches decoded, emptied for the reader to fill again: their storage is reused, not
    /// given back to the system and asked for anew.
    private var emptied: [ElementBatch] = []
    private var done: [Int: BatchResult<Element>] = [:]
    private var stopping = false
    private var running = 0
    /// The worker number of the calling thread.
    private var caller = 0
    private let decoder: JSONModelDecoder
    private let options: DecodingOptions
    private let reporting: Bool

    init(decoder: JSONModelDecoder, options: DecodingOptions, reporting: Bool) {
        self.decoder = decoder
        self.options = options
        self.reporting = reporting
    }

    /// The stack of each worker thread: 8 MiB, reserved, not committed, until used.
    static var workerStackSize: Int { 8 << 20 }

    func start(workers: Int) {
        running = workers
        caller = workers
        discarded = Array(repeating: [], count: workers + 1)
        // Through the protocol, the threads' closures hold no generic type of their own.
        let pipeline: any PipelineWorking = self
        for worker in 0 ..< workers {
            let thread = Thread { pipeline.work(worker) }
            // The same stack on every platform, so that an element nests as deep on a worker as
            // on Linux's main thread: Darwin gives other threads 512 KiB by default, Linux 8 MiB.
            thread.stackSize = Self.workerStackSize
            thread.start()
        }
    }

    /// Ends the workers once the batches handed to them are decoded, and waits for them.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        pending.removeAll()
        done.removeAll()
        condition.unlock()
    }

    /// A batch to fill: one a worker is done with, or a new one.
    func emptyBatch() -> ElementBatch {
        condition.lock()
        defer { condition.unlock() }
        return emptied.popLast() ?? ElementBatch()
    }

    /// Elements the caller is done with, for a worker to free.
    func discard(_ values: consuming [Element], madeBy worker: Int) {
        condition.lock()
        discarded[worker].append(values)
        condition.unlock()
    }

    func submit(_ batch: ElementBatch, sequence: Int) {
        condition.lock()
        pending.append((sequence, batch))
        condition.signal()
        condition.unlock()
    }

    /// The result of batch `sequence`, or nil when it is not done and `waiting` is false.
    /// While it is not done, the caller decodes the batches no worker has taken, then waits.
    func result(_ sequence: Int, waiting: Bool) -> BatchResult<Element>? {
        condition.lock()
        defer { condition.unlock() }
        while done[sequence] == nil {
            guard waiting else { return nil }
            if pending.isEmpty {
                condition.wait()
            } else {
                decodeFirstPending(by: caller)
            }
        }
        return done.removeValue(forKey: sequence)
    }

    /// On the calling thread: decodes the first batch waiting when more than `count` are.
    func decodeWaitingBatch(ifMoreThan count: Int) {
        condition.lock()
        if pending.count > count { decodeFirstPending(by: caller) }
        condition.unlock()
    }

    fileprivate func work(_ worker: Int) {
        condition.lock()
        while true {
            while pending.isEmpty && !stopping { condition.wait() }
            if pending.isEmpty {
                running -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            decodeFirstPending(by: worker)
        }
    }

    /// Decodes the first batch waiting, and keeps its result. Called with the lock held, which
    /// is let go of during the decode.
    private func decodeFirstPending(by worker: Int) {
        var (sequence, batch) = pending.removeFirst()
        // Freed by the thread that made them: the allocator then takes no other thread's lock.
        var garbage: [[Element]] = []
        swap(&garbage, &discarded[worker])
        condition.unlock()
        var result = decode(batch, freeing: &garbage)
        garbage.removeAll()
        result.worker = worker
        // The only reference to the batch's storage: emptied in place.
        batch.bytes.removeAll(keepingCapacity: true)
        batch.elements.removeAll(keepingCapacity: true)
        condition.lock()
        emptied.append(batch)
        done[sequence] = result
        condition.broadcast()
    }

    /// Decodes the elements of `batch`, up to the first that fails, freeing an element of
    /// `garbage` before each: the decode then finds the memory it asks for in the allocator's
    /// cache for the thread, as it does on one core where each element is freed before the next
    /// is decoded. Freeing a whole batch at once and then decoding the next leaves the allocator
    /// sorting and merging the freed memory, a tenth of the decode's time.
    private func decode(_ batch: ElementBatch, freeing garbage: inout [[Element]]) -> BatchResult<Element> {
        var result = BatchResult<Element>()
        result.values.reserveCapacity(batch.elements.count)
        batch.bytes.withUnsafeBytes { bytes in
            for (range, origin) in batch.elements {
                while let last = garbage.indices.last {
                    if garbage[last].popLast() != nil { break }
                    garbage.removeLast()
                }
                do {
                    if let value = try StreamElementReader<Element>.decodeElement(
                        UnsafeRawBufferPointer(rebasing: bytes[range]), origin: origin, decoder: decoder, options: options,
                        reporting: reporting, summary: &result.summary)
                    {
                        result.values.append(consume value)
                    }
                } catch {
                    result.failure = error
                    break
                }
            }
        }
        return result
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
    /// The elements, each taken out (moved, not copied) by the caller.
    var values: [Element?] = []
    var summary = JSONStreamSummary()
    var failure: (any Error)?
    /// The worker that decoded the batch.
    var worker = 0
}
