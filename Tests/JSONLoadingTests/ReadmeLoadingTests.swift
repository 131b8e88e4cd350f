import Foundation
import JSONCoding
import JSONTestServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The README's loading example, verbatim (but for its import line), compiled and run against
/// this target's resources and a real HTTP server; and the README's comparison of Foundation's
/// error with this library's, computed.
@Suite("README: loading, and errors beside Foundation's")
struct ReadmeLoadingTests {
    final class Output: @unchecked Sendable {
        var lines: [String] = []
    }

    let output = Output()

    func print(_ item: Any) {
        output.lines.append(String(describing: item))
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test("the loading example runs and prints what its comments say")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)  // the server's
    func loadingExample() async throws {
        let server = try await SharedServer.shared()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let savedURL = folder.appendingPathComponent("caches.json")
        let serviceURL = server.url("/caches")
        // README loading example: begin
        // A resource of a SwiftPM target (`resources: [.process("Resources")]`), on Linux too.
        let caches = try Bundle.module.decode([String: Cache].self, fromResource: "caches.json")

        // A file, written atomically: a crash mid-write leaves the old file or the new one, whole.
        // Through a symbolic link, the link's target is replaced and the link kept.
        try JSONModelEncoder().encode(caches, to: savedURL)
        let saved = try JSONModelDecoder().decode([String: Cache].self, contentsOf: savedURL)

        // A web service: the status is checked, and an HTML error page is called what it is.
        let fresh = try await URLSession.shared.decode([String: Cache].self, from: serviceURL)

        do {
            _ = try Bundle.module.decode([String: Cache].self, fromResource: "cache.json")
        } catch let error as JSONLoadingError {
            print(error.kind)         // resource not found
            print(error.suggestions)  // ["caches.json"]
        }
        // README loading example: end
        #expect(caches.count == 2)
        #expect(saved == caches)
        #expect(fresh == ["Old Mill": URLSessionLoadingTests.oldMill])
        #expect(output.lines == ["resource not found", #"["caches.json"]"#])
    }

    @Test("the README shows the loading example as it is here")
    func readmeHasTheLoadingExample() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard let begin = lines.firstIndex(where: { $0.contains("// README loading example: begin") }),
            let end = lines.firstIndex(where: { $0.contains("// README loading example: end") })
        else {
            Issue.record("markers not found")
            return
        }
        let body = lines[(begin + 1) ..< end]
        let indentation = body.first?.prefix { $0 == " " }.count ?? 0
        let code = body.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
        let readme = try Self.readme()
        #expect(readme.contains("```swift\nimport JSONCoding\n\n" + code + "\n```"), "the README's loading example differs from:\n\(code)")
    }

    struct User: Codable {
        var name: String
        var age: Int
    }

    @Test("the README's two error messages are the ones each decoder gives")
    func errorsSideBySide() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("users.json")
            try Data("[\n  {\"name\": \"Ada\", \"age\": 36},\n  {\"name\": \"Grace\", \"age\": \"eighty-five\"}\n]".utf8).write(to: url)

            let foundation = try #require(throws: DecodingError.self) {
                try JSONDecoder().decode([User].self, from: Data(contentsOf: url))
            }
            let ours = try #require(throws: JSONLoadingError.self) {
                try JSONModelDecoder().decode([User].self, contentsOf: url)
            }
            let oursInFolder = ours.description.replacingOccurrences(of: folder.path + "/", with: "")
            #expect(oursInFolder == #"users.json:3:28: error: [1].age: expected Int, found the string "eighty-five" (decoding Array<User>)"#)
            let readme = try Self.readme()
            #expect(readme.contains("| `JSONModelDecoder` | `\(oursInFolder)` |"))
            #expect(readme.contains("| `JSONDecoder` | `\(foundation)` and, as `localizedDescription`, `\(foundation.localizedDescription)` |"), "\(foundation) / \(foundation.localizedDescription)")
        }
    }
}
