// Tests that start processes: Process does not exist on iOS, tvOS, watchOS or visionOS.
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation
import PackageExecutables
import Testing

/// Each example of Examples/ runs as a user runs it (`swift run NAME`, here the executable built
/// with the tests) and prints exactly what Tests/ExamplesTests/Expected/NAME.txt holds.
///
/// After changing an example on purpose, record its output again from the package's root:
///
///     swift build --product NAME && .build/debug/NAME > Tests/ExamplesTests/Expected/NAME.txt
@Suite("Examples: each runs and prints what it is expected to")
struct ExamplesTests {

    /// Runs the example with `arguments`: its exit status and what it printed.
    static func run(_ name: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try packageExecutable(name)
        process.arguments = arguments
        // Its resources are found next to it, wherever it runs from.
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func expected(_ file: String) throws -> String {
        try String(contentsOf: PackageExecutables.packageRoot.appendingPathComponent("Tests/ExamplesTests/Expected/\(file).txt"), encoding: .utf8)
    }

    /// The first line where `actual` and `expected` differ, for a readable failure.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (left, right)) in zip(actualLines, expectedLines).enumerated() where left != right {
            return "line \(number + 1):\n  printed:  \(left)\n  expected: \(right)"
        }
        return "printed \(actualLines.count) lines, expected \(expectedLines.count)"
    }

    /// The examples, with their arguments and the file of what they print; the order service
    /// on each server framework whose package trait is enabled, both printing the same.
    static let examples: [(String, [String], String)] = {
        var examples = [
            ("geocaching", [String](), "geocaching"),
            ("comic-books", [], "comic-books"),
            ("people", [], "people"),
            ("flickr-feed", [], "flickr-feed"),
            ("flickr-feed", ["--serve"], "flickr-feed-serve"),
        ]
        #if Hummingbird
        examples.append(("order-service", [], "order-service"))
        #endif
        #if Vapor
        examples.append(("order-service", ["--vapor"], "order-service"))
        #endif
        return examples
    }()

    @Test(arguments: examples)
    func printsItsExpectedOutput(example: String, arguments: [String], expectedFile: String) throws {
        let (status, output) = try Self.run(example, arguments)
        #expect(status == 0, "\(example) \(arguments) exited with \(status):\n\(output)")
        let expected = try Self.expected(expectedFile)
        #expect(output == expected, "\(example) \(arguments): \(Self.firstDifference(output, expected))")
    }

    @Test func theGeocachingExampleNamesTheBadEntryWithItsPlace() throws {
        let (_, output) = try Self.run("geocaching")
        #expect(output.contains(#"caches.json:23:19: error: ["Broken Bridge"].difficulty: expected Int, found the string "hard""#))
        #expect(output.contains("Left out: Broken Bridge."))
        #expect(output.contains("Lost Lagoon: difficulty 3, at 49.2992, -123.1406, found 2016-01-19T07:11:41Z"))
    }

    @Test func theLogStreamReadsWritesConvertsAndStreamsOverHTTP() throws {
        let (status, output) = try Self.run("log-stream", ["--events", "2000"])
        #expect(status == 0, "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        // The throughput changes from run to run; everything else is the same every time.
        #expect(lines.first == "Wrote 2001 lines to events.jsonl (0 MB)")
        #expect(lines.filter { $0.hasPrefix("  read: ") && $0.hasSuffix(" MB/s") }.count == 4)
        #expect(lines.contains("Read 2000 events: debug 286, info 1143, warning 286, error 285; slowest 249.75 ms"))
        #expect(lines.contains(
            "Skipped: left out an element that could not be decoded: [1001].durationMs: expected Double, found the string \"slow\" at line 1002, column 88"))
        #expect(lines.contains("Converted to a JSON array under \"data\" (2000 events)"))
        #expect(lines.filter { $0.hasPrefix("  received: ") }.count == 4)
        #expect(lines.last == "Received 2000 events over HTTP; the answer announced 2000, from log-stream")
    }

    @Test func theFlickrFeedIsTheSameServedOverHTTP() throws {
        let (_, fromResources) = try Self.run("flickr-feed")
        let (_, served) = try Self.run("flickr-feed", ["--serve"])
        #expect(served == "Serving the feed on 127.0.0.1; fetching it with URLSession\n" + fromResources)
        // Written back, the tags are one space-separated string again, and dates W3C dates.
        #expect(fromResources.contains(#""tags" : "harbour dawn boats""#))
        #expect(fromResources.contains(#""published" : "2024-03-07T20:05:00Z""#))
    }
}
#endif
