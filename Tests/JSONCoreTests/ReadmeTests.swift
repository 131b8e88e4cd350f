import Foundation
import JSONCore
import Testing

/// The README's quick start, verbatim (but for its import line), compiled and run; `print` is
/// captured so the outputs promised in its comments are checked too.
@Suite("README")
struct ReadmeTests {
    final class Output: @unchecked Sendable {
        var lines: [String] = []
    }

    let output = Output()

    func print(_ item: Any) {
        output.lines.append(String(describing: item))
    }

    @Test("the quick start runs and prints what its comments say")
    func quickStart() throws {
        // README quick start: begin
        let text = """
            {"people": [{"name": "Ada", "age": 36, "id": 505874924095815681}], "count": 1}
            """
        let value = try JSONValue(parsing: text)

        let name = value["people"][0]["name"].string             // "Ada"
        let age = try value["people"][0]["age"].decode(Int.self)  // 36
        let id = value["people"][0]["id"].int64                   // 505874924095815681, exact
        let missing = value["people"][3]["name"].string          // nil: chains never trap

        do {
            _ = try value["people"][0]["nmae"].decode(String.self)
        } catch {
            print(error)
            // people[0].nmae: key "nmae" not found; the object has keys "name", "age", "id"
        }

        // Build values with literals, write them compact or pretty.
        let person: JSONValue = ["name": "Grace", "languages": ["COBOL", "FLOW-MATIC"], "retired": true]
        print(person.jsonString())  // {"name":"Grace","languages":["COBOL","FLOW-MATIC"],"retired":true}
        print(person.jsonString(options: .pretty))


        // Forgive broken payloads, explain the ones that cannot be read.
        let feed = try JSONValue(parsing: #"{"title": "Ollie\'s bike", "tags": ["a", "b",],}"#, options: .lenient)
        let title = feed["title"].string  // "Ollie's bike"
        do {
            _ = try JSONValue(parsing: "{\n  \"a\": 1,\n  \"b\": 2]\n}")
        } catch {
            print(error.rendered(fileName: "settings.json"))
            // settings.json:3:9: error: expected ',' or '}' after an object member, found ']'
            //   "b": 2]
            //         ^
        }
        // README quick start: end
        #expect(name == "Ada")
        #expect(age == 36)
        #expect(id == 505_874_924_095_815_681)
        #expect(missing == nil)
        #expect(title == "Ollie's bike")
        #expect(output.lines.count == 4)
        #expect(output.lines[0] == #"people[0].nmae: key "nmae" not found; the object has keys "name", "age", "id""#)
        #expect(output.lines[1] == #"{"name":"Grace","languages":["COBOL","FLOW-MATIC"],"retired":true}"#)
        #expect(output.lines[2].hasPrefix("{\n  \"name\": \"Grace\",\n  \"languages\": [\n    \"COBOL\","))
        #expect(
            output.lines[3]
                == "settings.json:3:9: error: expected ',' or '}' after an object member, found ']'\n  \"b\": 2]\n        ^")
    }

    @Test("the README shows exactly the code this test runs")
    func readmeMatches() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let readmeStart = try #require(readme.range(of: "## Quick start\n\n```swift\nimport JSONCore\n")).upperBound
        let readmeEnd = try #require(readme.range(of: "```", range: readmeStart ..< readme.endIndex)).lowerBound
        let sourceStart = try #require(source.range(of: "// README quick start: begin\n")).upperBound
        let sourceEnd = try #require(source.range(of: "        // README quick start: end")).lowerBound
        #expect(codeLines(readme[readmeStart ..< readmeEnd]) == codeLines(source[sourceStart ..< sourceEnd]))
    }

    /// Lines without their indentation, blank lines dropped.
    func codeLines(_ text: Substring) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
