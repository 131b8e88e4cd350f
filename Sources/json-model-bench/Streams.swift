// The stream benchmark (`--streams`): a large JSON Lines file and a large top-level array of
// twitter.json's statuses, made by the benchmark in a temporary folder, decoded element by
// element into @JSONModel models that are dropped after use; beside them, a 100 MB slice of
// the same data decoded whole, by this library and by JSONDecoder. Peak memory is the
// process's resident high-water mark, reset before each row (Linux's /proc/self/clear_refs).

import CorpusMacroModels
import CorpusModels
import Foundation
import JSONCoding
import JSONCore

/// One row of the stream table.
struct StreamRow {
    var name: String
    var bytes: Int
    var seconds: Double
    /// The process's processor time (user and system, all threads) during the row.
    var processorSeconds: Double
    /// Peak resident memory during the row, in bytes; nil where the system does not say.
    var peakResident: Int?
    var elements: Int

    var megabytesPerSecond: Double { Double(bytes) / 1e6 / seconds }
}

enum StreamBenchmark {
    /// Runs the stream rows with files of about `size` bytes, `rounds` times, and prints the
    /// table of their medians.
    static func run(corpus: CorpusLocation, size: Int, rounds: Int, markdown: Bool) {
        let twitter: CorpusFile
        do {
            twitter = try corpus.load("twitter.json")
        } catch {
            fail(error.description)
        }
        guard let statuses = (try? JSONValue(parsing: twitter.bytes))?["statuses"].array, !statuses.isEmpty else {
            fail("twitter.json has no statuses array")
        }
        let texts = statuses.map { $0.jsonBytes() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-model-bench-streams-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fail("cannot make \(folder.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let linesURL = folder.appendingPathComponent("statuses.jsonl")
        let arrayURL = folder.appendingPathComponent("statuses.json")
        report("Streams: writing \(formatSize(size)) of JSON Lines and of a JSON array to \(folder.path)")
        let linesBytes = write(texts, to: linesURL, size: size, format: .lines)
        let arrayBytes = write(texts, to: arrayURL, size: size, format: .array)

        var rows: [StreamRow] = []
        var checksum = 0
        // What the rows read of each element, so that no decode is dead.
        var sink = 0
        func measure(_ name: String, bytes: Int, _ body: () throws -> Int) -> StreamRow {
            resetPeakResident()
            let cpuBefore = processorSeconds()
            let start = monotonicSeconds()
            let elements: Int
            do {
                elements = try body()
            } catch {
                fail("\(name): \(error)")
            }
            let seconds = monotonicSeconds() - start
            let row = StreamRow(
                name: name, bytes: bytes, seconds: seconds, processorSeconds: processorSeconds() - cpuBefore, peakResident: peakResident(),
                elements: elements)
            checksum &+= elements
            report(
                "Streams: \(name): \(formatThroughput(row.megabytesPerSecond)) MB/s, processor time \(Int(row.processorSeconds / seconds * 100)) % "
                    + "of the elapsed, peak \(row.peakResident.map(formatSize) ?? "?")")
            return row
        }

        let decoder = JSONModelDecoder()
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        // The file rows, one after another in each round; each reports its median.
        var samples: [[StreamRow]] = []
        var speedups: [Double] = []
        for round in 1 ... rounds {
            if rounds > 1 { report("Streams: round \(round) of \(rounds)") }
            var sampled: [StreamRow] = []
            let oneCore = measure("stream JSON Lines, @JSONModel", bytes: linesBytes) {
                var count = 0
                try decoder.decodeElements(of: TwitterModel.StatusModel.self, fromFileAt: linesURL, format: .lines) {
                    count &+= 1
                    sink &+= $0.retweetCount
                }
                return count
            }
            sampled.append(oneCore)
            sampled.append(
                measure("stream JSON array, @JSONModel", bytes: arrayBytes) {
                    var count = 0
                    try decoder.decodeElements(of: TwitterModel.StatusModel.self, fromFileAt: arrayURL) {
                        count &+= 1
                        sink &+= $0.retweetCount
                    }
                    return count
                })
            let allCores = measure("stream JSON Lines, @JSONModel, all cores", bytes: linesBytes) {
                var count = 0
                try decoder.decodeElementsInParallel(of: TwitterModel.StatusModel.self, fromFileAt: linesURL, format: .lines) {
                    count &+= 1
                    sink &+= $0.retweetCount
                }
                return count
            }
            sampled.append(allCores)
            speedups.append(allCores.megabytesPerSecond / oneCore.megabytesPerSecond)
            // The machine's ceiling for the row above: one one-core decode of the file per
            // core, at once, on threads of their own, sharing nothing but the process.
            sampled.append(
                measure("\(cores) one-core streams at once (ceiling)", bytes: linesBytes * cores) {
                    let counts = IndependentStreams.run(cores) {
                        var count = 0
                        var seen = 0
                        try decoder.decodeElements(of: TwitterModel.StatusModel.self, fromFileAt: linesURL, format: .lines) {
                            count &+= 1
                            seen &+= $0.retweetCount
                        }
                        return count &+ (seen & 0)
                    }
                    return try counts.get()
                })
            sampled.append(
                measure("stream JSON Lines, JSONValue", bytes: linesBytes) {
                    var count = 0
                    try decoder.decodeElements(of: JSONValue.self, fromFileAt: linesURL, format: .lines) {
                        count &+= 1
                        sink &+= $0.object?.count ?? 0
                    }
                    return count
                })
            samples.append(sampled)
        }
        for index in samples[0].indices {
            let sorted = samples.map { $0[index] }.sorted { $0.megabytesPerSecond < $1.megabytesPerSecond }
            rows.append(sorted[sorted.count / 2])
        }
        let speedup = speedups.sorted()[speedups.count / 2]
        let speedupLine =
            "All cores (\(cores)): \(formatSpeedup(speedup)) one core"
            + (rounds > 1 ? ", the median of \(rounds) rounds (" + speedups.map(formatSpeedup).joined(separator: ", ") + ")" : "")
        report("Streams: \(speedupLine)")
        // The files go before the slice is made, so that they do not count in its memory.
        try? FileManager.default.removeItem(at: folder)

        let slice = makeSlice(texts, size: min(size, 100_000_000))
        let sliceName = "whole \(formatSize(slice.count)) slice"
        rows.append(
            measure("\(sliceName), @JSONModel", bytes: slice.count) {
                try decoder.decode([TwitterModel.StatusModel].self, from: slice).count
            })
        rows.append(
            measure("\(sliceName), JSONDecoder", bytes: slice.count) {
                try JSONDecoder().decode([Twitter.Status].self, from: slice).count
            })
        print(markdown ? streamMarkdown(rows) : streamText(rows))
        print(markdown ? "\n" + speedupLine + "." : speedupLine)
        report("Done (checksum \(checksum &+ sink)).")
    }

    /// Writes `texts` over and over in `format` until the file holds at least `size` bytes;
    /// returns its size.
    private static func write(_ texts: [[UInt8]], to url: URL, size: Int, format: JSONStreamFormat) -> Int {
        var written = 0
        do {
            let writer = try JSONStreamWriter(toFileAt: url, format: format)
            var index = 0
            while written < size {
                let text = texts[index % texts.count]
                try writer.append(try JSONValue(parsing: text))
                written += text.count + 1
                index += 1
            }
            try writer.finish()
            return (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? written
        } catch {
            fail("cannot write \(url.path): \(error)")
        }
    }

    /// A JSON array of the statuses over and over, of about `size` bytes.
    private static func makeSlice(_ texts: [[UInt8]], size: Int) -> Data {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(size + 100_000)
        var index = 0
        while bytes.count < size {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += texts[index % texts.count]
            index += 1
        }
        bytes.append(UInt8(ascii: "]"))
        return Data(bytes)
    }

    /// The process's processor time so far, user and system, all threads.
    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(resourceUsageOfSelf, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Resets the process's peak resident memory, where Linux allows it.
    private static func resetPeakResident() {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        handle.write(Data("5".utf8))
        try? handle.close()
    }

    /// The process's peak resident memory since the last reset (VmHWM), in bytes.
    private static func peakResident() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1024 }
        }
        return nil
    }

    /// A speedup with two decimals: the goal it is held to (1.7x) needs them.
    private static func formatSpeedup(_ ratio: Double) -> String {
        String(format: "%.2fx", ratio)
    }

    private static func ratioToSlice(_ row: StreamRow, _ rows: [StreamRow]) -> String {
        guard let slice = rows.first(where: { $0.name.hasPrefix("whole ") && $0.name.hasSuffix(" slice, @JSONModel") }) else { return "" }
        return formatRatio(row.megabytesPerSecond / slice.megabytesPerSecond)
    }

    private static func streamMarkdown(_ rows: [StreamRow]) -> String {
        var lines = [
            "| what | input | elements | MB/s | vs whole slice, @JSONModel | processor time / elapsed | peak resident |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            lines.append(
                "| \(row.name) | \(formatSize(row.bytes)) | \(row.elements) | \(formatThroughput(row.megabytesPerSecond)) | "
                    + "\(ratioToSlice(row, rows)) | \(Int(row.processorSeconds / row.seconds * 100)) % | \(row.peakResident.map(formatSize) ?? "?") |")
        }
        return lines.joined(separator: "\n")
    }

    private static func streamText(_ rows: [StreamRow]) -> String {
        rows.map { row in
            row.name.padding(toLength: 44, withPad: " ", startingAt: 0) + " " + formatSize(row.bytes).padding(toLength: 10, withPad: " ", startingAt: 0)
                + " " + formatThroughput(row.megabytesPerSecond).padding(toLength: 8, withPad: " ", startingAt: 0) + " MB/s  "
                + ratioToSlice(row, rows).padding(toLength: 8, withPad: " ", startingAt: 0) + " peak "
                + (row.peakResident.map(formatSize) ?? "?")
        }.joined(separator: "\n")
    }
}

/// Runs the same work on several threads at once, and waits for all of them.
private enum IndependentStreams {
    private final class Results: @unchecked Sendable {
        let lock = NSCondition()
        var finished = 0
        var total = 0
        var failure: (any Error)?
    }

    /// The sum of what `body` returned on each of `threads` threads, or the first error.
    static func run(_ threads: Int, _ body: @escaping @Sendable () throws -> Int) -> Result<Int, any Error> {
        let results = Results()
        for _ in 0 ..< threads {
            let thread = Thread {
                let outcome = Result { try body() }
                results.lock.lock()
                switch outcome {
                case .success(let count): results.total += count
                case .failure(let error): results.failure = results.failure ?? error
                }
                results.finished += 1
                results.lock.broadcast()
                results.lock.unlock()
            }
            // The same stack as the library's own workers, on every platform.
            thread.stackSize = 8 << 20
            thread.start()
        }
        results.lock.lock()
        defer { results.lock.unlock() }
        while results.finished < threads { results.lock.wait() }
        if let failure = results.failure { return .failure(failure) }
        return .success(results.total)
    }
}

/// `RUSAGE_SELF` as `getrusage` takes it: Glibc imports it as an enum case, Darwin and Musl as
/// an `Int32`.
#if canImport(Glibc)
private let resourceUsageOfSelf = Int32(RUSAGE_SELF.rawValue)
#else
private let resourceUsageOfSelf = RUSAGE_SELF
#endif
