// Tests that start processes: Process does not exist on iOS, tvOS, watchOS or visionOS.
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import CorpusFiles
import Foundation
import JSONCore
import PackageExecutables
import Testing

/// What a run of the tool gave.
struct ToolRun: CustomStringConvertible {
    var status: Int32
    var output: String
    var errors: String

    var description: String { "status \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
}

/// Runs `json-model` (built with the tests) with `arguments` in `folder`, feeding it `input` on
/// standard input.
func runTool(
    _ arguments: [String], in folder: URL, input: Data? = nil, environment: [String: String] = [:], executable: URL? = nil,
    rawArguments: [String]? = nil
) throws -> ToolRun {
    let process = Process()
    process.executableURL = try executable ?? packageExecutable("json-model")
    process.arguments = rawArguments ?? arguments
    process.currentDirectoryURL = folder
    var variables = ProcessInfo.processInfo.environment
    variables.removeValue(forKey: "NO_COLOR")
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    // Read both pipes while the tool runs, so that neither fills up and blocks it.
    let group = DispatchGroup()
    nonisolated(unsafe) var outputData = Data()
    nonisolated(unsafe) var errorData = Data()
    DispatchQueue.global().async(group: group) { outputData = output.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errorData = errors.fileHandleForReading.readDataToEndOfFile() }
    if let input { standardInput.fileHandleForWriting.write(input) }
    try standardInput.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return ToolRun(
        status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorData, as: UTF8.self))
}

/// A temporary folder with the given files, removed after `body`.
func withFiles<R>(_ files: [String: String], _ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-model-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return try body(folder)
}

@Suite("json-model validate: compiler-style findings and exit statuses")
struct ValidateCommandTests {
    @Test("a valid file: said so on standard output, status 0")
    func validFile() throws {
        let run = try withFiles(["feed.json": #"{"items": [1, 2.50, 12345678901234567890]}"#]) { try runTool(["validate", "feed.json"], in: $0) }
        #expect(run.status == 0, "\(run)")
        #expect(run.output == "feed.json: valid\n")
        #expect(run.errors == "")
    }

    @Test("a broken file: file:line:column: error, the line and a caret; status 1")
    func brokenFile() throws {
        let run = try withFiles(["feed.json": "{\n  \"items\": [1, 2\n    3]\n}\n"]) { try runTool(["validate", "feed.json"], in: $0) }
        #expect(run.status == 1, "\(run)")
        #expect(run.output == "")
        #expect(
            run.errors == """
                feed.json:3:5: error: expected ',' or ']' after an array element, found '3'
                    3]
                    ^

                """)
    }

    @Test("every file is checked; one broken file makes the status 1")
    func severalFiles() throws {
        let files = ["a.json": "[1]", "b.json": "[1,]", "c.json": "{}"]
        let run = try withFiles(files) { try runTool(["validate", "a.json", "b.json", "c.json"], in: $0) }
        #expect(run.status == 1, "\(run)")
        #expect(run.output == "a.json: valid\nc.json: valid\n")
        #expect(run.errors == "b.json:1:4: error: expected a value after ',' (a trailing comma is accepted only with --lenient), found ']'\n[1,]\n   ^\n")
    }

    @Test("--format json: one object per file or finding, on standard output")
    func jsonFindings() throws {
        let files = ["a.json": "[1]", "b.json": #"{"a" 1}"#]
        let run = try withFiles(files) { try runTool(["validate", "--format", "json", "a.json", "b.json"], in: $0) }
        #expect(run.status == 1)
        let lines = try run.output.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
        try #require(lines.count == 2)
        #expect(lines[0] == ["file": "a.json", "valid": true])
        #expect(lines[1]["file"] == "b.json")
        #expect(lines[1]["valid"] == false)
        #expect(lines[1]["line"] == 1)
        #expect(lines[1]["column"] == 6)
        #expect(lines[1]["offset"] == 5)
        #expect(lines[1]["expected"] == "':' after an object key")
        #expect(lines[1]["found"] == "'1'")
    }

    @Test("--lines: every bad line is reported with its place in the file, and the others are checked")
    func jsonLines() throws {
        let text = "{\"id\": 1}\n{\"id\": 2,}\n\n{\"id\": 3}\n[4 5]\n"
        let run = try withFiles(["events.jsonl": text]) { try runTool(["validate", "--lines", "events.jsonl"], in: $0) }
        #expect(run.status == 1, "\(run)")
        #expect(
            run.errors == """
                events.jsonl:2:10: error: expected a string key after ',' (a trailing comma is accepted only with --lenient), found '}'
                {"id": 2,}
                         ^
                events.jsonl:5:4: error: expected ',' or ']' after an array element, found '5'
                [4 5]
                   ^
                events.jsonl: 2 of 4 values are not valid

                """)
        let good = try withFiles(["events.jsonl": "1\n[2]\n{\"a\": 3}\n"]) { try runTool(["validate", "--lines", "events.jsonl"], in: $0) }
        #expect(good.status == 0)
        #expect(good.output == "events.jsonl: valid (3 values)\n")
    }

    @Test("--lenient and --json5 accept what strict JSON refuses")
    func dialects() throws {
        let files = ["lenient.json": "// settings\n[1, 2,]", "config.json5": "{unquoted: 'single', hex: 0x1F, trailing: [1,],}"]
        try withFiles(files) { folder throws in
            #expect(try runTool(["validate", "lenient.json"], in: folder).status == 1)
            #expect(try runTool(["validate", "--lenient", "lenient.json"], in: folder).status == 0)
            #expect(try runTool(["validate", "--lenient", "config.json5"], in: folder).status == 1)
            #expect(try runTool(["validate", "--json5", "config.json5"], in: folder).status == 0)
        }
    }

    @Test("--no-duplicate-keys: a key twice in an object is a finding with both places, in a small file and across the windows of a large one")
    func duplicateKeys() throws {
        let order = #"{"customer": {"name": "A"}, "customer": 5, "items": []}"#
        // A top-level object of 50,000 members over several windows, its first key again at the end.
        let members = (0 ..< 50_000).map { #""key\#($0)": {"id": \#($0), "tags": ["a", "b", "c", "d", "e", "f"]}"# }
        let big = "{\n" + members.joined(separator: ",\n") + ",\n\"key0\": 1\n}\n"
        #expect(big.utf8.count > 3 << 20)
        try withFiles(["order.json": order, "big.json": big]) { folder throws in
            let accepted = try runTool(["validate", "order.json", "big.json"], in: folder)
            #expect(accepted.status == 0, "\(accepted)")
            let refused = try runTool(["validate", "--no-duplicate-keys", "order.json"], in: folder)
            #expect(refused.status == 1)
            #expect(refused.errors == """
                order.json:1:29: error: expected each key once in an object, found "customer" again (first at line 1, column 2)
                {"customer": {"name": "A"}, "customer": 5, "items": []}
                                            ^

                """)
            let large = try runTool(["validate", "--no-duplicate-keys", "--format", "json", "big.json"], in: folder)
            #expect(large.status == 1)
            let finding = try JSONValue(parsing: large.output.split(separator: "\n").first.map(String.init) ?? "")
            #expect(finding["line"] == 50_002)
            #expect(finding["column"] == 1)
            #expect(finding["message"] == #"expected each key once in an object, found "key0" again (first at line 2, column 1)"#)
        }
    }

    @Test("standard input, and a file that is not there")
    func standardInputAndMissingFiles() throws {
        try withFiles([:]) { folder throws in
            let piped = try runTool(["validate", "-"], in: folder, input: Data("[1, 2".utf8))
            #expect(piped.status == 1)
            #expect(piped.errors == "<stdin>:1:6: error: expected ',' or ']' after an array element, found the end of the input\n[1, 2\n     ^\n")
            let missing = try runTool(["validate", "nope.json"], in: folder)
            #expect(missing.status == 1)
            #expect(missing.errors.hasPrefix("nope.json: error: cannot read "), "\(missing)")
            #expect(missing.errors.contains("no such file"), "\(missing)")
        }
    }

    @Test("a file of several megabytes is checked in windows, with the place of a mistake near its end")
    func largeFile() throws {
        var items = (0 ..< 60_000).map { #"{"id": \#($0), "name": "item \#($0)", "tags": ["a", "b"], "price": \#($0).25}"# }
        items[59_990] = #"{"id": 59990, "name": "item" "59990"}"#
        let text = "[\n" + items.joined(separator: ",\n") + "\n]\n"
        let whole = try #require(throws: JSONSyntaxError.self) { try JSONValue.validate(text) }
        let run = try withFiles(["big.json": text]) { try runTool(["validate", "big.json"], in: $0) }
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("big.json:\(whole.line):\(whole.column): error: \(whole.message)\n"), "\(run.errors)")
        #expect(whole.line == 59_992)
    }

    @Test("usage mistakes: status 2 and a pointer to --help")
    func usageMistakes() throws {
        try withFiles([:]) { folder throws in
            let none = try runTool(["validate"], in: folder)
            #expect(none.status == 2, "\(none)")
            let unknown = try runTool(["validate", "--strictest", "a.json"], in: folder)
            #expect(unknown.status == 2, "\(unknown)")
            #expect(unknown.errors.contains("--strictest"))
            let format = try runTool(["validate", "--format", "xml", "a.json"], in: folder)
            #expect(format.status == 2, "\(format)")
            let help = try runTool(["validate", "--help"], in: folder)
            #expect(help.status == 0)
            #expect(help.output.contains("Examples:"))
            #expect(help.output.contains("--lines"))
        }
    }
}

@Suite("json-model format: whitespace changed, numbers never")
struct FormatCommandTests {
    static let document = #"{"id": 12345678901234567890, "price": 0.10000000000000000001, "tags": ["a", "b"], "empty": {}, "list": []}"#

    @Test("indented by two spaces by default, by N with --indent, by tabs, or compact")
    func indentation() throws {
        try withFiles(["doc.json": Self.document]) { folder throws in
            let pretty = try runTool(["format", "doc.json"], in: folder)
            #expect(pretty.status == 0, "\(pretty)")
            #expect(
                pretty.output == """
                    {
                      "id": 12345678901234567890,
                      "price": 0.10000000000000000001,
                      "tags": [
                        "a",
                        "b"
                      ],
                      "empty": {},
                      "list": []
                    }

                    """)
            let four = try runTool(["format", "--indent", "4", "doc.json"], in: folder)
            #expect(four.output.contains("\n    \"tags\": [\n        \"a\","))
            let tabs = try runTool(["format", "--tabs", "doc.json"], in: folder)
            #expect(tabs.output.contains("\n\t\"tags\": [\n\t\t\"a\","))
            let compact = try runTool(["format", "--compact", "doc.json"], in: folder)
            #expect(compact.output == #"{"id":12345678901234567890,"price":0.10000000000000000001,"tags":["a","b"],"empty":{},"list":[]}"# + "\n")
        }
    }

    @Test("--sort-keys orders every object's keys")
    func sortedKeys() throws {
        let run = try withFiles(["doc.json": #"{"b": {"z": 1, "y": [{"d": 1, "c": 2}]}, "a": 0}"#]) {
            try runTool(["format", "--compact", "--sort-keys", "doc.json"], in: $0)
        }
        #expect(run.output == #"{"a":0,"b":{"y":[{"c":2,"d":1}],"z":1}}"# + "\n")
    }

    @Test("--json5 and --lenient input comes out as strict JSON")
    func strictOutput() throws {
        let run = try withFiles(["config.json5": "// config\n{name: 'app', port: 0x1F90, ratio: .5, list: [1, 2,],}"]) {
            try runTool(["format", "--json5", "--compact", "config.json5"], in: $0)
        }
        #expect(run.status == 0, "\(run)")
        #expect(run.output == #"{"name":"app","port":8080,"ratio":0.5,"list":[1,2]}"# + "\n")
    }

    @Test("--in-place replaces the file; a broken file is left as it was, with status 1")
    func inPlace() throws {
        try withFiles(["doc.json": "[1,\n2]", "broken.json": "[1,\n2"]) { folder throws in
            let run = try runTool(["format", "--compact", "--in-place", "doc.json"], in: folder)
            #expect(run.status == 0, "\(run)")
            #expect(run.output == "")
            #expect(try String(contentsOf: folder.appendingPathComponent("doc.json"), encoding: .utf8) == "[1,2]\n")
            let broken = try runTool(["format", "--in-place", "broken.json"], in: folder)
            #expect(broken.status == 1)
            #expect(broken.errors.hasPrefix("broken.json:2:2: error: expected ',' or ']' after an array element, found the end of the input\n"))
            #expect(try String(contentsOf: folder.appendingPathComponent("broken.json"), encoding: .utf8) == "[1,\n2")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
            #expect(leftovers.isEmpty)
        }
    }

    @Test("--lines: a compact value per line, keys sorted per line; a bad line is named")
    func jsonLines() throws {
        try withFiles(["events.jsonl": "{\"b\": 1, \"a\": [1,  2]}\n\n  [3]  \n", "bad.jsonl": "[1]\n[2,,]\n"]) { folder throws in
            let run = try runTool(["format", "--lines", "--sort-keys", "events.jsonl"], in: folder)
            #expect(run.status == 0, "\(run)")
            #expect(run.output == "{\"a\":[1,2],\"b\":1}\n[3]\n")
            let bad = try runTool(["format", "--lines", "bad.jsonl"], in: folder)
            #expect(bad.status == 1)
            #expect(bad.output == "[1]\n")
            #expect(bad.errors.hasPrefix("bad.jsonl:2:4: error: expected a value after ',', found ','\n"), "\(bad)")
        }
    }

    @Test("standard input of several megabytes, written in windows, as the whole document writes")
    func largeInput() throws {
        let items = (0 ..< 50_000).map { #"{"id": \#($0), "name": "item, [\#($0)]", "nested": {"a": [\#($0), {"b": null}]}, "price": \#($0).125}"# }
        let text = "{\"data\": [" + items.joined(separator: ", ") + "], \"total\": 50000}"
        let expected = try JSONValue(parsing: text)
        try withFiles([:]) { folder throws in
            let compact = try runTool(["format", "--compact", "-"], in: folder, input: Data(text.utf8))
            #expect(compact.status == 0)
            #expect(compact.output == expected.jsonString() + "\n")
            let pretty = try runTool(["format", "-"], in: folder, input: Data(text.utf8))
            #expect(pretty.output == expected.jsonString(options: .pretty) + "\n")
        }
    }

    @Test("usage mistakes: status 2")
    func usageMistakes() throws {
        try withFiles(["doc.json": "[]"]) { folder throws in
            for arguments in [
                ["format", "--compact", "--tabs", "doc.json"], ["format", "--indent", "2", "--tabs", "doc.json"],
                ["format", "--in-place", "-"], ["format", "--lines", "--indent", "2", "doc.json"], ["format", "--indent", "-1", "doc.json"],
                ["format"], ["format", "a.json", "b.json"],
            ] {
                let run = try runTool(arguments, in: folder)
                #expect(run.status == 2, "\(arguments): \(run)")
                #expect(run.output == "")
            }
        }
    }

    @Test("every corpus file: formatted, then read, is the same value with every number's text", .enabled(if: CorpusFiles.has("twitter.json"), Comment(rawValue: CorpusFiles.missing("twitter.json"))))
    func corpusRoundTrip() throws {
        for name in CorpusFiles.fileNames {
            let original = try JSONValue(parsing: [UInt8](try CorpusFiles.data(name)))
            for style in [["--compact"], [], ["--tabs", "--sort-keys"]] {
                let run = try runTool(["format"] + style + [CorpusFiles.folder.appendingPathComponent(name).path], in: CorpusFiles.folder)
                #expect(run.status == 0, "\(name) \(style): \(run.errors)")
                let formatted = try JSONValue(parsing: run.output)
                // Written compact, equal values have equal text, numbers included.
                let writing = JSONWriteOptions(sortsKeys: style.contains("--sort-keys"))
                #expect(formatted.jsonString(options: writing) == original.jsonString(options: writing), "\(name) \(style)")
            }
        }
    }
}

@Suite("json-model generate: @JSONModel types from samples")
struct GenerateCommandTests {
    static let first = """
        {"user_id": 7, "user_name": "ada", "created_at": "2024-05-01T10:00:00Z", "homepage": "https://example.com/ada",
         "token": "123e4567-e89b-12d3-a456-426614174000", "score": 3, "big_id": 505874924095815700, "default": true, "e-mail": "a@x.org",
         "people": [{"name": "Bo", "age": 3}, {"name": "Cy", "age": null, "nick": "c"}],
         "teams": {"Red Team": {"size": 3}, "Blue Team": {"size": 4}},
         "status": "active",
         "events": [{"type": "push", "commits": 2}, {"type": "fork", "forkee": "x"}, {"type": "push", "commits": 1}, {"type": "fork", "forkee": "y"}]}
        """
    static let second = """
        {"user_id": 8, "user_name": "bo", "created_at": "2024-05-02T10:00:00.5+02:00", "homepage": "https://example.com/bo",
         "token": "223e4567-e89b-12d3-a456-426614174000", "score": 2.5, "big_id": 1, "default": false, "e-mail": "b@x.org",
         "people": [], "teams": {"Green Team": {"size": 1}}, "status": "active", "events": []}
        """

    @Test("all samples together: optionals, numbers, dates, URLs, UUIDs, singular names, dictionaries, tagged unions, keys")
    func typesFromSamples() throws {
        let run = try withFiles(["a.json": Self.first, "b.json": Self.second]) {
            try runTool(["generate", "--name", "Account", "--access", "public", "a.json", "b.json"], in: $0)
        }
        #expect(run.status == 0, "\(run)")
        #expect(
            run.output == """
                // @JSONModel types inferred from sample JSON by `json-model generate`.

                import Foundation
                import JSONModel

                @JSONModel(keys: .snakeCase)
                public struct Account {
                    public var userId: Int
                    public var userName: String
                    public var createdAt: Date
                    public var homepage: URL
                    public var token: UUID
                    public var score: Double
                    public var bigId: Int64
                    @JSONKey("default") public var defaultValue: Bool
                    @JSONKey("e-mail") public var eMail: String
                    public var people: [Person]
                    public var teams: [String: Team]
                    public var status: String
                    public var events: [Event]
                }

                @JSONModel
                public struct Person {
                    public var name: String
                    public var age: Int?
                    public var nick: String?
                }

                @JSONModel
                public struct Team {
                    public var size: Int
                }

                @JSONModel(tagging: .internal(key: "type"))
                public enum Event {
                    case push(Push)
                    case fork(Fork)
                    @JSONUnknown case unknown(JSONValue)
                }

                @JSONModel
                public struct Push {
                    public var commits: Int
                }

                @JSONModel
                public struct Fork {
                    public var forkee: String
                }

                """)
    }

    @Test("--enums: a string with a few repeated values becomes a String enum with a fallback case; --namespace nests it all")
    func enumsAndNamespace() throws {
        let sample = "[" + ["active", "pending_review", "active", "active", "pending_review", "active", "active", "pending_review"]
            .map { #"{"state": "\#($0)", "id": 1}"# }.joined(separator: ", ") + "]"
        let run = try withFiles(["orders.json": sample]) {
            try runTool(["generate", "--name", "Order", "--enums", "--namespace", "Shop", "orders.json"], in: $0)
        }
        #expect(run.status == 0, "\(run)")
        #expect(
            run.output == """
                // @JSONModel types inferred from sample JSON by `json-model generate`.

                import Foundation
                import JSONModel

                // The samples are arrays of Order: decode [Shop.Order].self.

                enum Shop {
                    @JSONModel
                    struct Order {
                        var state: State
                        var id: Int
                    }

                    @JSONModel
                    enum State: String {
                        case active
                        case pendingReview = "pending_review"
                        @JSONUnknown case unknown
                    }
                }

                """)
    }

    /// The article about the tool shows a sample and what `generate` writes for it: both
    /// blocks are read from the article, and the tool must write the second from the first.
    @Test("the json-model tool article's example is what generate writes")
    func articleExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/JSONModel/JSONModel.docc/CommandLineTool.md"), encoding: .utf8)
        let section = try #require(article.range(of: "### Writing models from samples"))
        func block(_ fence: String, after start: String.Index) throws -> (String, String.Index) {
            let open = try #require(article.range(of: "```\(fence)\n", range: start ..< article.endIndex))
            let close = try #require(article.range(of: "\n```", range: open.upperBound ..< article.endIndex))
            return (String(article[open.upperBound ..< close.lowerBound]), close.upperBound)
        }
        let (sample, afterSample) = try block("json", after: section.upperBound)
        let (shown, _) = try block("swift", after: afterSample)
        let run = try withFiles(["account.json": sample]) { try runTool(["generate", "--name", "Account", "account.json"], in: $0) }
        #expect(run.status == 0, "\(run)")
        let written = run.output.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("@JSONModel") }
        #expect(written.joined(separator: "\n").trimmingCharacters(in: .newlines) == shown, "\(run.output)")
    }

    /// `URL` percent-encodes what a URL cannot hold as written; such strings stay `String`, so
    /// that the model writes them back as they came.
    @Test("strings that URL would rewrite stay String")
    func urlsThatWouldChange() throws {
        let sample = #"[{"good": "https://example.com/a?b=1", "odd": "http://a/%%30%30", "spaced": "https://example.com/a b"}]"#
        let run = try withFiles(["links.json": sample]) { try runTool(["generate", "--name", "Link", "links.json"], in: $0) }
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("    var good: URL\n    var odd: String\n    var spaced: String\n"), "\(run.output)")
    }

    @Test("a sample that is not JSON is named with its place; a bad --name is a usage mistake")
    func mistakes() throws {
        try withFiles(["bad.json": #"{"a": }"#, "good.json": "{}"]) { folder throws in
            let bad = try runTool(["generate", "bad.json"], in: folder)
            #expect(bad.status == 1)
            #expect(bad.errors.hasPrefix("bad.json:1:7: error: expected a value"), "\(bad)")
            #expect(try runTool(["generate", "--name", "my type", "good.json"], in: folder).status == 2)
            #expect(try runTool(["generate", "--keys", "kebab", "good.json"], in: folder).status == 2)
        }
    }
}

@Suite("json-model query: JSONPath, JSON Pointer and key paths")
struct QueryCommandTests {
    static let store = """
        {"store": {"book": [
          {"category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95},
          {"category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99},
          {"category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99}
        ], "bicycle": {"color": "red", "price": 19.95, "id": 12345678901234567890}}}
        """

    @Test("each value selected on a line of its own; --raw prints strings as text; numbers as they came")
    func selections() throws {
        try withFiles(["store.json": Self.store]) { folder throws in
            let authors = try runTool(["query", "store.json", "$.store.book[*].author"], in: folder)
            #expect(authors.status == 0, "\(authors)")
            #expect(authors.output == "\"Nigel Rees\"\n\"Evelyn Waugh\"\n\"Herman Melville\"\n")
            let cheap = try runTool(["query", "--raw", "store.json", "$..book[?@.price < 10].title"], in: folder)
            #expect(cheap.output == "Sayings of the Century\nMoby Dick\n")
            let pointer = try runTool(["query", "store.json", "/store/bicycle/id"], in: folder)
            #expect(pointer.output == "12345678901234567890\n")
            let keyPath = try runTool(["query", "--pretty", "store.json", "store.bicycle"], in: folder)
            #expect(keyPath.output == "{\n  \"color\": \"red\",\n  \"price\": 19.95,\n  \"id\": 12345678901234567890\n}\n")
            let functions = try runTool(["query", "store.json", "$.store.book[?match(@.author, 'H.*')].isbn"], in: folder)
            #expect(functions.output == "\"0-553-21311-3\"\n")
        }
    }

    @Test("no match: status 1 and how far the query got; a malformed query: status 2 with a caret")
    func noMatchAndMistakes() throws {
        try withFiles(["store.json": Self.store]) { folder throws in
            let none = try runTool(["query", "store.json", "$.store.book[7]"], in: folder)
            #expect(none.status == 1)
            #expect(none.output == "")
            #expect(none.errors == "store.json: $.store.book[7] matches nothing: $.store.book is an array of 3 elements\n")
            let malformed = try runTool(["query", "store.json", "$.store.book[0"], in: folder)
            #expect(malformed.status == 2)
            #expect(malformed.errors.contains("$.store.book[0\n              ^"), "\(malformed)")
            let piped = try runTool(["query", "-", "$[1]"], in: folder, input: Data("[10, 20]".utf8))
            #expect(piped.output == "20\n")
        }
    }

    @Test("--lines: the query on each line of JSON Lines, in order; a bad line is named where it is")
    func jsonLines() throws {
        let files = ["events.jsonl": "{\"user\": {\"name\": \"ada\"}}\n{\"user\": {}}\n\n{\"user\": {\"name\": \"bo\"}}\n", "bad.jsonl": "{\"a\": 1}\n{\"a\": }\n"]
        try withFiles(files) { folder throws in
            let names = try runTool(["query", "--lines", "--raw", "events.jsonl", "$.user.name"], in: folder)
            #expect(names.status == 0, "\(names)")
            #expect(names.output == "ada\nbo\n")
            let none = try runTool(["query", "--lines", "events.jsonl", "user.email"], in: folder)
            #expect(none.status == 1)
            #expect(none.errors == "events.jsonl: user.email matches nothing on any line\n")
            let bad = try runTool(["query", "--lines", "bad.jsonl", "$.a"], in: folder)
            #expect(bad.status == 1)
            #expect(bad.output == "1\n")
            #expect(bad.errors.hasPrefix("bad.jsonl:2:7: error: expected a value after ':', found '}'"), "\(bad)")
        }
    }
}

@Suite("json-model: colour only on a terminal, never with NO_COLOR")
struct ColourTests {
    /// Runs the tool on a pseudo-terminal (util-linux `script`), where colour is welcome.
    func onTerminal(_ arguments: [String], in folder: URL, environment: [String: String]) throws -> String {
        let command = ([try packageExecutable("json-model").path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try runTool([], in: folder, environment: environment, executable: URL(fileURLWithPath: "/usr/bin/script"), rawArguments: ["-qfec", command, "/dev/null"]).output
    }

    @Test("findings are coloured on a terminal; not with NO_COLOR set, nor into a pipe", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script for a pseudo-terminal"))
    func colour() throws {
        try withFiles(["broken.json": "[1,"]) { folder throws in
            let coloured = try onTerminal(["validate", "broken.json"], in: folder, environment: [:])
            #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(coloured)")
            let plain = try onTerminal(["validate", "broken.json"], in: folder, environment: ["NO_COLOR": "1"])
            #expect(!plain.contains("\u{1B}["), "\(plain)")
            #expect(plain.contains("broken.json:1:4: error:"))
            let piped = try runTool(["validate", "broken.json"], in: folder)
            #expect(!piped.errors.contains("\u{1B}["))
        }
    }
}

@Suite("json-model: help and shell completions for every command")
struct HelpCommandTests {
    @Test("--help shows each command with examples; completion scripts as swift-argument-parser makes them")
    func helpAndCompletions() throws {
        try withFiles([:]) { folder throws in
            let root = try runTool(["--help"], in: folder)
            #expect(root.status == 0)
            for command in ["validate", "format", "query", "generate"] {
                #expect(root.output.contains(command), "\(command) in the overview")
                let help = try runTool([command, "--help"], in: folder)
                #expect(help.status == 0)
                #expect(help.output.contains("Examples:"), "\(command) --help has examples")
            }
            for shell in ["bash", "zsh", "fish"] {
                let script = try runTool(["--generate-completion-script", shell], in: folder)
                #expect(script.status == 0)
                #expect(script.output.contains("json-model"), "\(shell) completion")
            }
        }
    }
}
#endif
