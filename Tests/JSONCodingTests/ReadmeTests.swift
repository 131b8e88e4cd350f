import Foundation
import JSONCoding
import Testing

/// The README's Codable example, verbatim (but for its import line), compiled and run; `print`
/// is captured so the outputs promised in its comments are checked too.
@Suite("README: Codable models")
struct ReadmeTests {
    final class Output: @unchecked Sendable {
        var lines: [String] = []
    }

    let output = Output()

    func print(_ item: Any) {
        output.lines.append(String(describing: item))
    }

    struct User: Codable {
        var id: Int
        var userName: String
        var joined: Date
        var tags: [String]
    }

    @Test("the Codable example runs and prints what its comments say")
    func codableExample() throws {
        // README Codable example: begin
        let payload = #"{"data": {"id": "42", "user_name": "ada", "joined": "2016-01-15T14:30:05Z", "tags": ["math"], "karma": 7}}"#

        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy   // user_name, UserName, user-name → userName
        decoder.rootKey = .automatic           // {"data": {...}} → the object inside
        let (user, report) = try decoder.decodeWithReport(User.self, from: payload)
        print(user.userName)  // ada
        print(report)
        // data: decoded the value of the root key
        // data.id: read the string "42" as Int
        // data.karma: no property read this key

        do {
            _ = try JSONModelDecoder().decode([User].self, from: #"[{"id": 1, "user_name": "x", "joined": 0, "tags": []}]"#)
        } catch let error as DecodingError {
            print(error.explanation)
            // [0]: no key "userName" in the object at line 1, column 2; did you mean "user_name"?
        }

        let encoder = JSONModelEncoder()
        encoder.keyEncodingStrategy = .style(.snakeCase)
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        print(try encoder.encodeToString(user))
        // {"id":42,"joined":"2016-01-15T14:30:05Z","tags":["math"],"user_name":"ada"}
        // README Codable example: end
        #expect(
            output.lines == [
                "ada",
                "data: decoded the value of the root key\ndata.id: read the string \"42\" as Int\ndata.karma: no property read this key",
                #"[0]: no key "userName" in the object at line 1, column 2; did you mean "user_name"?"#,
                #"{"id":42,"joined":"2016-01-15T14:30:05Z","tags":["math"],"user_name":"ada"}"#,
            ])
    }

    @Test("the README shows exactly the code this test runs")
    func readmeMatches() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let readmeStart = try #require(readme.range(of: "### Codable models\n\n```swift\nimport JSONCoding\n")).upperBound
        let readmeEnd = try #require(readme.range(of: "```", range: readmeStart ..< readme.endIndex)).lowerBound
        let readmeCode = codeLines(readme[readmeStart ..< readmeEnd])
        // The README declares the model before the code; here it is a nested type.
        let modelEnd = try #require(readmeCode.firstIndex(of: "}"))
        #expect(Array(readmeCode[...modelEnd]) == ["struct User: Codable {", "var id: Int", "var userName: String", "var joined: Date", "var tags: [String]", "}"])
        let sourceStart = try #require(source.range(of: "// README Codable example: begin\n")).upperBound
        let sourceEnd = try #require(source.range(of: "        // README Codable example: end")).lowerBound
        #expect(Array(readmeCode[(modelEnd + 1)...]) == codeLines(source[sourceStart ..< sourceEnd]))
    }

    /// Lines without their indentation, blank lines dropped.
    func codeLines(_ text: Substring) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

/// The table of parsing options (JSONCore's Parsing and Writing article) says which default
/// belongs to which API: each cell is the option's value in `JSONParseOptions()` (what
/// `JSONValue(parsing:)` uses) and in `JSONModelDecoder()`.
@Suite("Documentation: parsing options")
struct ReadmeParsingOptionsTests {
    static func readme() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(
            contentsOf: root.appendingPathComponent("Sources/JSONCore/JSONCore.docc/ParsingAndWriting.md"), encoding: .utf8)
    }

    /// The option's value as the table writes it.
    static func cell(_ options: JSONParseOptions, _ name: String) -> String? {
        switch name {
        case "allowsComments": options.allowsComments ? "on" : "off"
        case "allowsTrailingCommas": options.allowsTrailingCommas ? "on" : "off"
        case "allowsEscapedApostrophes": options.allowsEscapedApostrophes ? "on" : "off"
        case "allowsByteOrderMark": options.allowsByteOrderMark ? "on" : "off"
        case "detectsEncoding": options.detectsEncoding ? "on" : "off"
        case "allowsLoneSurrogates": options.allowsLoneSurrogates ? "on" : "off"
        case "allowsJSON5": options.allowsJSON5 ? "on" : "off"
        case "maximumDepth": String(options.maximumDepth)
        default: nil
        }
    }

    @Test func eachDefaultIsTheAPIsOwn() throws {
        let text = try Self.readme()
        let section = try #require(text.range(of: "### Parsing options\n"))
        let rows = text[section.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("#") }.filter { $0.hasPrefix("| `") }
        #expect(rows.count == 8)
        let decoderOptions = JSONModelDecoder().parseOptions
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let valueDefault = try #require(Self.cell(JSONParseOptions(), name), "unknown option \(name)")
            #expect(cells[1] == valueDefault, "\(name) for JSONValue(parsing:)")
            // A cell may explain itself after its value: `off (detectsEncoding reads a BOM)`.
            #expect(cells[2].split(separator: " ").first.map(String.init) == Self.cell(decoderOptions, name), "\(name) for JSONModelDecoder()")
        }
    }

    @Test func theDefaultsBehaveAsTheTableSays() throws {
        // Trailing commas: refused by JSONValue(parsing:), read by JSONModelDecoder().
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[1, 2,]") }
        #expect(try JSONModelDecoder().decode([Int].self, from: "[1, 2,]") == [1, 2])
        // A UTF-8 byte order mark: read by JSONModelDecoder() through detectsEncoding.
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) }
        #expect(try JSONModelDecoder().decode([Int].self, from: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
        // Comments: refused by both.
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: "[1] // one") }
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode([Int].self, from: "[1] // one") }
    }
}
