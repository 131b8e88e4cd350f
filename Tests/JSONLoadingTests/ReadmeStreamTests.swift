import Foundation
import JSONCoding
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Large Inputs article's stream example (JSONCoding), verbatim (but for its import line), compiled and run against
/// files and the local HTTP server.
@Suite("Documentation: large inputs")
struct ReadmeStreamTests {
    final class Output: @unchecked Sendable {
        var lines: [String] = []
    }

    let output = Output()

    func print(_ items: Any...) {
        output.lines.append(items.map { String(describing: $0) }.joined(separator: " "))
    }

    struct Event: Codable {
        var id: Int
        var kind: String
    }

    @Test("the stream example runs and prints what its comments say")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)  // the server's
    func streamExample() async throws {
        let server = try await SharedServer.shared()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-streams-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logURL = folder.appendingPathComponent("events.jsonl")
        try Data("{\"id\": 1, \"kind\": \"login\"}\n{\"id\": \"two\", \"kind\": \"?\"}\n{\"id\": 3, \"kind\": \"logout\"}\n".utf8).write(to: logURL)
        let exportURL = server.url("/export")
        let arrayURL = folder.appendingPathComponent("events.json")
        // README stream example: begin
        let decoder = JSONModelDecoder()
        decoder.invalidElementStrategy = .skip   // an element that does not fit is left out and reported

        // A file of any size, read a megabyte at a time, one element handed over at a time.
        let summary = try decoder.decodeElements(of: Event.self, fromFileAt: logURL, format: .lines) { event in
            print(event.id, event.kind)   // 1 login, then 3 logout
        }
        print(summary.report)
        // [1]: left out an element that could not be decoded: [1].id: expected Int, found the string "two" at line 2, column 8

        // An asynchronous sequence: from a file, a FileHandle (standard input), any AsyncSequence of
        // bytes or chunks, or a web service's answer as it arrives; the members beside a keyed array
        // stay readable.
        let page = URLSession.shared.elements(of: Event.self, from: exportURL, format: .array(at: "data"))
        for try await event in page {
            print(event.kind, "of", page.summary.envelope["total"].int ?? 0)   // signup of 1
        }

        // Writing one element at a time: JSON Lines, an array (at a key path too) or a text sequence,
        // to a file replaced atomically when the writer finishes, or to any byte sink.
        let writer = try JSONStreamWriter(toFileAt: arrayURL, format: .array)
        try decoder.decodeElements(of: Event.self, fromFileAt: logURL, format: .lines) { try writer.append($0) }
        try writer.finish()
        // README stream example: end
        #expect(output.lines == [
            "1 login", "3 logout",
            "[1]: left out an element that could not be decoded: [1].id: expected Int, found the string \"two\" at line 2, column 8",
            "signup of 1",
        ])
        #expect(try String(contentsOf: arrayURL, encoding: .utf8) == "[{\"id\":1,\"kind\":\"login\"},{\"id\":3,\"kind\":\"logout\"}]\n")
    }

    @Test("the Large Inputs article shows exactly the code this test runs")
    func readmeMatches() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(
            contentsOf: root.appendingPathComponent("Sources/JSONCoding/JSONCoding.docc/LargeInputs.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let readmeStart = try #require(readme.range(of: "### The whole path in one example")).upperBound
        let codeStart = try #require(readme.range(of: "```swift\nimport JSONCoding\n", range: readmeStart ..< readme.endIndex)).upperBound
        let codeEnd = try #require(readme.range(of: "```", range: codeStart ..< readme.endIndex)).lowerBound
        let readmeCode = codeLines(readme[codeStart ..< codeEnd])
        let modelEnd = try #require(readmeCode.firstIndex(of: "}"))
        #expect(Array(readmeCode[...modelEnd]) == ["struct Event: Codable {", "var id: Int", "var kind: String", "}"])
        let sourceStart = try #require(source.range(of: "// README stream example: begin\n")).upperBound
        let sourceEnd = try #require(source.range(of: "        // README stream example: end")).lowerBound
        #expect(Array(readmeCode[(modelEnd + 1)...]) == codeLines(source[sourceStart ..< sourceEnd]))
    }

    func codeLines(_ text: Substring) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
