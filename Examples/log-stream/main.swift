// log-stream: a log far larger than anyone wants in memory, as JSON Lines, read one event at
// a time. The example writes a JSON Lines file of generated events (one bad line among them),
// reads it back element by element into @JSONModel types with a running count and the
// throughput, converts it to a JSON array, and then streams a `{"total": …, "data": [...]}`
// answer over HTTP from a local server, as a paginated export arrives.
//
//     swift run -c release log-stream                    a million events (about 170 MB)
//     swift run log-stream --events 5000                 fewer

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JSONModel
import JSONTestServer

@JSONModel
enum Level: String, Sendable {
    case debug, info, warning, error
    @JSONUnknown case other
}

@JSONModel
struct LogEvent: Sendable {
    var time: Date
    var level: Level
    var service: String
    var message: String
    var status: Int?
    var durationMs: Double
}

/// The events the example writes: the same every run.
func event(_ number: Int) -> LogEvent {
    let levels: [Level] = [.info, .info, .info, .debug, .warning, .info, .error]
    let services = ["checkout", "search", "accounts", "images"]
    return LogEvent(
        time: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 0.25),
        level: levels[number % levels.count],
        service: services[number % services.count],
        message: "request \(number) handled for user \(number % 977) in region eu-west-\(number % 3)",
        status: number % 5 == 0 ? nil : [200, 200, 201, 404, 500][number % 5],
        durationMs: Double(number % 1000) / 4)
}

/// Prints `count` and the throughput so far, at most `every` events apart.
struct Progress {
    let every: Int
    /// Dispatch's monotonic clock: `ContinuousClock` needs macOS 13, the package runs from 12.
    let start = DispatchTime.now().uptimeNanoseconds
    var bytes: Int

    func show(_ count: Int, label: String) {
        guard count % every == 0 else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9
        let share = Double(count) / Double(max(1, total))
        print("  \(label): \(count) events, \(Int(Double(bytes) * share / 1e6 / max(seconds, 1e-9))) MB/s")
    }

    var total = 0
}

func run() async throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    var total = 1_000_000
    if let index = arguments.firstIndex(of: "--events"), index + 1 < arguments.count, let count = Int(arguments[index + 1]) {
        total = max(1, count)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-stream-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let logURL = folder.appendingPathComponent("events.jsonl")

    // Writing: one event at a time, never the whole log in memory.
    let encoder = JSONModelEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let writer = try JSONStreamWriter(toFileAt: logURL, format: .lines, encoder: encoder)
    for number in 0 ..< total {
        try writer.append(event(number))
        if number == total / 2 {
            // A line a broken logger wrote: a duration that is not a number.
            try writer.append(["time": "2023-11-14T22:13:20Z", "level": "info", "service": "x", "message": "?", "durationMs": "slow"] as JSONValue)
        }
    }
    try writer.finish()
    let size = (try FileManager.default.attributesOfItem(atPath: logURL.path)[.size] as? Int) ?? 0
    print("Wrote \(total + 1) lines to events.jsonl (\(size / 1_000_000) MB)")

    // Reading: element by element, the bad line skipped and reported.
    let decoder = JSONModelDecoder()
    decoder.dateDecodingStrategy = .iso8601
    decoder.invalidElementStrategy = .skip
    var progress = Progress(every: max(1, total / 4), bytes: size)
    progress.total = total
    var byLevel: [Level: Int] = [:]
    var slowest = 0.0
    let stream = decoder.elements(of: LogEvent.self, fromFileAt: logURL, format: .lines)
    var count = 0
    for try await event in stream {
        count += 1
        byLevel[event.level, default: 0] += 1
        slowest = max(slowest, event.durationMs)
        progress.show(count, label: "read")
    }
    print("Read \(count) events: " + [Level.debug, .info, .warning, .error].map { "\($0.rawValue) \(byLevel[$0] ?? 0)" }.joined(separator: ", ")
        + "; slowest \(slowest) ms")
    for entry in stream.summary.report.entries(.skippedElement) {
        print("Skipped: \(entry.message)")
    }

    // Converting: JSON Lines in, a JSON array out, one event at a time.
    let arrayURL = folder.appendingPathComponent("events.json")
    let arrayWriter = try JSONStreamWriter(toFileAt: arrayURL, format: .array(at: "data"), encoder: encoder)
    try decoder.decodeElements(of: LogEvent.self, fromFileAt: logURL, format: .lines) { try arrayWriter.append($0) }
    try arrayWriter.finish()
    print("Converted to a JSON array under \"data\" (\(arrayWriter.count) events)")

    // Over HTTP: a {"total": …, "data": [...]} answer, streamed as it arrives.
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
    var body = Array("{\"total\": \(total), \"source\": \"log-stream\", ".utf8)
    let array = try Data(contentsOf: arrayURL)
    // The converted file holds {"data":[...]}: its members go after ours.
    body += array.dropFirst()
    let server = try await JSONTestServer.start(["/export": .json(bytes: body).sent(inPartsOf: 1 << 16)])
    defer { Task { await server.stop() } }
    print("Serving the export on 127.0.0.1; streaming it with URLSession")
    let export = URLSession.shared.elements(of: LogEvent.self, from: server.url("/export"), format: .array(at: "data"), decoder: decoder)
    var httpProgress = Progress(every: max(1, total / 4), bytes: body.count)
    httpProgress.total = total
    var received = 0
    for try await _ in export {
        received += 1
        httpProgress.show(received, label: "received")
    }
    let announced = export.summary.envelope["total"].int ?? -1
    print("Received \(received) events over HTTP; the answer announced \(announced), from \(export.summary.envelope["source"].string ?? "?")")
    await server.stop()
}

do {
    try await run()
} catch {
    print("error: \(error)")
    exit(1)
}
