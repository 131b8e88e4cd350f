import Foundation
@testable import JSONCoding
import Testing

/// Problem details built from what the decoder throws, and answered with options; the server
/// integrations' tests check the same on live servers.
@Suite("JSONProblem: problem details for a refused request body")
struct JSONProblemTests {
    struct Item: Codable, Equatable {
        var sku: String
        var quantity: Int
    }

    @Test("a body that is not JSON is 400 with the place of the mistake and no path")
    func notJSON() throws {
        let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode(Item.self, from: "{\"sku\": \"a\",\n \"quantity\": }") }
        let problem = try #require(JSONProblem(decoding: error))
        #expect(problem.statusCode == 400)
        #expect(problem.title == "The request body is not JSON")
        #expect(problem.fields == [JSONProblem.Field(path: "", line: 2, column: 14, message: "expected a value after ':', found '}'")])
        #expect(
            problem.json.jsonString()
                == #"{"type":"about:blank","title":"The request body is not JSON","status":400,"detail":"expected a value after ':', found '}'","errors":[{"line":2,"column":14,"expected":"a value after ':'","found":"'}'","message":"expected a value after ':', found '}'"}]}"#)
    }

    @Test("a Codable body that does not fit is 422 naming its field")
    func doesNotFit() throws {
        let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode([Item].self, from: #"[{"sku": "a", "quantity": 1}, {"sku": "b", "quantity": "x"}]"#) }
        let problem = try #require(JSONProblem(decoding: error))
        #expect(problem.statusCode == 422)
        #expect(problem.detail == "1 field could not be decoded")
        #expect(problem.fields == [JSONProblem.Field(path: "[1].quantity", line: 1, column: 56, message: #"expected Int, found the string "x""#)])
    }

    @Test("a bad element of a stream is 400 or 422 with the element's index")
    func streamElement() async throws {
        let body = Array("{\"sku\": \"a\", \"quantity\": 1}\n{\"sku\": \"b\", \"quantity\": true}\n".utf8)
        let stream = JSONModelDecoder().elements(of: Item.self, from: AsyncStream { $0.yield(body); $0.finish() }, format: .lines)
        var seen: [Item] = []
        let error = await #expect(throws: JSONProblem.self) { try await stream.forEachElement { seen.append($0) } }
        #expect(seen == [Item(sku: "a", quantity: 1)])
        #expect(error?.statusCode == 422)
        #expect(error?.fields.first?.path == "[1].quantity")
        #expect(error?.fields.first?.line == 2)
    }

    @Test("an error that is not about the body is no problem; a problem stays itself")
    func otherErrors() {
        #expect(JSONProblem(decoding: CocoaError(.fileNoSuchFile)) == nil)
        let own = JSONProblem(statusCode: 409, title: "Conflict", detail: "the order was changed")
        #expect(JSONProblem(decoding: own) == own)
    }

    @Test("options: a 422 answered as 400, texts cut with an ellipsis, fields limited; other statuses kept")
    func options() {
        let fields = (0 ..< 5).map { JSONProblem.Field(path: "items[\($0)]", line: 1, column: $0 + 1, message: "expected Int, found the string \"\(String(repeating: "é", count: 300))\"") }
        let problem = JSONProblem(statusCode: 422, title: "The request body does not fit", detail: "5 fields could not be decoded", fields: fields)
        let answer = problem.applying(JSONProblem.Options(unfitStatusCode: 400, maximumTextLength: 12, maximumFieldCount: 2))
        #expect(answer.statusCode == 400)
        #expect(answer.title == "The request …")
        #expect(answer.detail == "5 fields cou…")
        #expect(answer.fields == [
            JSONProblem.Field(path: "items[0]", line: 1, column: 1, expected: "Int", found: "the string \"…", message: "expected Int…"),
            JSONProblem.Field(path: "items[1]", line: 1, column: 2, expected: "Int", found: "the string \"…", message: "expected Int…"),
        ])
        #expect(problem.applying(.default).fields.count == 5)
        #expect(problem.applying(.default).fields[0].message.count == 200 + 1)
        #expect(problem.applying(.default).statusCode == 422)
        #expect(JSONProblem.tooLarge(limit: 10).applying(JSONProblem.Options(unfitStatusCode: 400)).statusCode == 413)
        #expect(JSONProblem(statusCode: 422, title: "t", detail: "d").applying(JSONProblem.Options(maximumTextLength: -3, maximumFieldCount: -1)).title == "t")
    }

    @Test("expected and found read from the message, or given")
    func expectedAndFound() {
        let field = JSONProblem.Field(path: "items", message: "expected an array, found the number 5")
        #expect(field.expected == "an array")
        #expect(field.found == "the number 5")
        let other = JSONProblem.Field(path: "name", message: #"No value associated with key "name"."#)
        #expect(other.expected == nil && other.found == nil)
        let given = JSONProblem.Field(path: "total", expected: "a positive number", found: "-3", message: "the total must be positive")
        #expect(given.expected == "a positive number" && given.found == "-3")
        #expect(
            JSONProblem(statusCode: 422, title: "t", detail: "d", fields: [field, other]).json["errors"]
                == [
                    ["path": "items", "pointer": "#/items", "expected": "an array", "found": "the number 5", "message": "expected an array, found the number 5"],
                    ["path": "name", "pointer": "#/name", "message": #"No value associated with key "name"."#],
                ])
    }

    @Test("statuses out of range: a problem's becomes 500, an unfit status outside 400...499 stays 422")
    func statusRanges() {
        #expect(JSONProblem(statusCode: 4220, title: "t", detail: "d").statusCode == 500)
        #expect(JSONProblem(statusCode: 42, title: "t", detail: "d").statusCode == 500)
        #expect(JSONProblem(statusCode: 503, title: "t", detail: "d").statusCode == 503)
        let unfit = JSONProblem(statusCode: 422, title: "t", detail: "d")
        #expect(unfit.applying(JSONProblem.Options(unfitStatusCode: 200)).statusCode == 422)
        var options = JSONProblem.Options()
        options.unfitStatusCode = 4000
        #expect(unfit.applying(options).statusCode == 422)
        options.unfitStatusCode = 400
        #expect(unfit.applying(options).statusCode == 400)
    }

    @Test("413 and 415 in words")
    func limits() {
        #expect(JSONProblem.tooLarge(limit: 4096).detail == "the body is larger than the 4096 bytes this endpoint reads")
        #expect(JSONProblem.tooLarge(limit: nil).detail == "the body is larger than this endpoint reads")
        let unsupported = JSONProblem.unsupportedMediaType("text/csv", expected: "a JSON body (application/json)")
        #expect(unsupported.statusCode == 415)
        #expect(unsupported.json["errors"] == [])
        #expect(unsupported.detail == "expected a JSON body (application/json), found text/csv")
    }

    @Test("media types: JSON with any parameters and +json suffix; JSON Lines and text sequences")
    func mediaTypes() {
        #expect(JSONMediaType.isJSON("application/json"))
        #expect(JSONMediaType.isJSON(" Application/JSON ; charset=utf-8"))
        #expect(JSONMediaType.isJSON("application/vnd.api+json"))
        #expect(JSONMediaType.isJSON("text/json"))
        #expect(!JSONMediaType.isJSON("text/plain"))
        #expect(!JSONMediaType.isJSON("application/jsonx"))
        #expect(!JSONMediaType.isJSON(""))
        #expect(JSONMediaType.isStream("application/x-ndjson"))
        #expect(JSONMediaType.isStream("application/json-seq; q=1"))
        #expect(!JSONMediaType.isStream("application/json"))
    }
}
