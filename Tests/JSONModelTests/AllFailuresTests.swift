import Foundation
import JSONModel
import Testing

@JSONModel
struct Order: Equatable {
    var id: Int
    var customer: Customer
    var lines: [OrderLine]
    var note: String?
}

@JSONModel
struct Customer: Equatable {
    var name: String
    var email: String
}

@JSONModel
struct OrderLine: Equatable {
    var product: String
    var quantity: Int
}

@Suite struct AllFailuresTests {
    let broken = """
        {
          "id": "seven",
          "customer": {"name": [5]},
          "lines": [
            {"product": "tea", "quantity": 1},
            {"product": "jam", "quantity": "two?"},
            {"quantity": 3}
          ],
          "note": true
        }
        """

    @Test func everyBadFieldIsReportedAtOnceWithPathLineAndColumn() throws {
        do {
            _ = try Order(json: broken)
            Issue.record("decoded")
        } catch let failures as JSONDecodingFailures {
            let found = failures.failures.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path)" }
            #expect(found == ["2:9 id", "3:24 customer.name", "3:15 customer.email", "6:36 lines[1].quantity", "7:5 lines[2].product", "9:11 note"])
            #expect(failures.failures.count == 6)
            #expect(failures.description.hasPrefix("6 fields could not be decoded:\n2:9: id: expected Int, found the string \"seven\""))
        }
    }

    @Test func oneBadFieldIsThrownAsTheDecodingErrorItIs() throws {
        #expect {
            _ = try Order(json: #"{"id": 1, "customer": {"name": "a", "email": "b"}, "lines": [{"product": "x", "quantity": false}]}"#)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return JSONPath(codingPath: context.codingPath).description == "lines[0].quantity"
        }
    }

    @Test func foundationStopsAtTheFirstError() throws {
        #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(Order.self, from: Data(broken.utf8)) }
    }

    @Test func topLevelArraysOfModelsReportEveryElement() throws {
        do {
            _ = try [OrderLine](json: #"[{"product": {}, "quantity": 1}, {"product": "a", "quantity": 2}, {"product": "b"}]"#)
            Issue.record("decoded")
        } catch let failures as JSONDecodingFailures {
            #expect(failures.failures.map(\.path.description) == ["[0].product", "[2].quantity"])
        }
    }
}
