import Foundation
import JSONCoding
import Testing

/// Paths in errors for people are the document's: its keys as the input writes them, whatever
/// the Swift properties they fill are called; coding paths stay Swift's.
@Suite("Errors name the document's keys, coding paths Swift's")
struct DocumentPathTests {
    struct Order: Codable {
        var orderId: Int
        var items: [Item]
    }

    struct Item: Codable {
        var sku: String
        var unitPrice: Double
    }

    static let snakeBody = """
        {"order_id": 1,
         "items": [{"sku": "A", "unit_price": 2.5}, {"sku": "B", "unit_price": "free"}]}
        """

    func decodingError<T: Decodable>(_ type: T.Type, _ text: String, _ decoder: JSONModelDecoder) throws -> DecodingError {
        try #require(throws: DecodingError.self) { try decoder.decode(T.self, from: text) }
    }

    @Test("convertFromSnakeCase: the message, the failure list and the problem details say unit_price; the coding path says unitPrice")
    func snakeCaseKeys() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let error = try decodingError(Order.self, Self.snakeBody, decoder)
        #expect(error.context.map { JSONPath(codingPath: $0.codingPath).description } == "items[1].unitPrice")
        #expect(error.explanation == #"items[1].unit_price: expected Double, found the string "free" at line 2, column 72"#)
        let failures = try #require(JSONDecodingFailures(error))
        #expect(failures.failures.map(\.path.description) == ["items[1].unit_price"])
        #expect(failures.failures.map(\.pointer) == ["/items/1/unit_price"])
        #expect(failures.failures.map(\.line) == [2])
        #expect(failures.failures.map(\.column) == [72])
        let problem = try #require(JSONProblem(decoding: error))
        #expect(problem.fields.map(\.path) == ["items[1].unit_price"])
        #expect(problem.fields.map(\.pointer) == ["#/items/1/unit_price"])
        #expect(problem.json["errors"][0]["pointer"] == "#/items/1/unit_price")
    }

    @Test("a missing key is named as the document would write it: its object's path and the snake_case key")
    func missingKeyUnderSnakeCase() throws {
        // A key no snake_case spelling converts to is named as it is, with the spelling the
        // document has suggested.
        struct Account: Codable { var userID: Int }
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let account = try decodingError(Account.self, #"{"user_id": 1}"#, decoder)
        #expect(account.explanation == #"no key "userID" in the object at line 1, column 1; did you mean "user_id"?"#)
        let error = try decodingError(Order.self, #"{"order_id": 1, "items": [{"sku": "A"}]}"#, decoder)
        #expect(error.explanation == #"items[0]: no key "unit_price" in the object at line 1, column 27"#)
        #expect(JSONDecodingFailures(error)?.failures.map(\.path.description) == ["items[0].unit_price"])
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(key.stringValue == "unitPrice")
        #expect(JSONPath(codingPath: context.codingPath).description == "items[0]")
    }

    @Test("fuzzy keys: the spelling the document has")
    func fuzzyKeys() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        decoder.valueCoercion = .strict
        let error = try decodingError(Order.self, #"{"Order-ID": 1, "ITEMS": [{"SKU": 5, "Unit-Price": 1}]}"#, decoder)
        #expect(error.explanation == #"ITEMS[0].SKU: expected String, found the number 5 at line 1, column 35"#)
    }

    @Test("a value found through a lookup: the lookup's path in front (a JSONValue has no positions: the coding path)")
    func lookups() throws {
        let value = try JSONValue(parsing: #"{"data": {"orders": [{"order_id": 1, "items": []}, {"order_id": "x", "items": []}]}}"#)
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let error = try #require(throws: DecodingError.self) { try value["data"]["orders"].decode([Order].self, using: decoder) }
        #expect(error.context.map { JSONPath(codingPath: $0.codingPath).description } == "data.orders[1].orderId")
        #expect(error.explanation == #"data.orders[1].orderId: expected Int, found the string "x""#)
    }

    @Test("elements of a stream: the element's index, then its keys")
    func streams() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.invalidElementStrategy = .skip
        let lines = "{\"sku\": \"A\", \"unit_price\": 1}\n{\"sku\": \"B\", \"unit_price\": []}\n"
        var skus: [String] = []
        let summary = try decoder.decodeElements(of: Item.self, from: [Data(lines.utf8)], format: .lines, reporting: true) { skus.append($0.sku) }
        #expect(skus == ["A"])
        let report = "\(summary.report)"
        #expect(report.contains("[1].unit_price: expected Double, found an empty array at line 2, column 28"), "\(report)")
    }

    @Test("loading a file: the compiler-style message names the document's keys")
    func loadingMessages() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("document-paths-\(UUID().uuidString).json")
        try Data(Self.snakeBody.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let error = try #require(throws: JSONLoadingError.self) { try decoder.decode(Order.self, contentsOf: url) }
        #expect(error.message.hasSuffix(#":2:72: error: items[1].unit_price: expected Double, found the string "free" (decoding Order)"#), "\(error.message)")
    }

    @Test("JSON Pointers as URI fragments: escaped as RFC 6901 and RFC 3986 ask")
    func pointers() {
        #expect(JSONPointer(["items", 1, "unit_price"] as JSONPath).uriFragment == "#/items/1/unit_price")
        #expect(JSONPointer(components: ["a b", "ü", "m~n", "a/b", "%", "#", ""]).uriFragment == "#/a%20b/%C3%BC/m~0n/a~1b/%25/%23/")
        #expect(JSONPointer(components: []).uriFragment == "#")
    }
}
