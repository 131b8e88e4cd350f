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
        } catch let error as DecodingError {
            let failures = try #require(JSONDecodingFailures(error))
            let found = failures.failures.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path)" }
            #expect(found == ["2:9 id", "3:24 customer.name", "3:15 customer.email", "6:36 lines[1].quantity", "7:5 lines[2].product", "9:11 note"])
            #expect(failures.failures.count == 6)
            #expect(failures.description.hasPrefix("6 fields could not be decoded:\n2:9: id: expected Int, found the string \"seven\""))
        }
    }

    @Test func pathsNameTheKeysAsTheDocumentWritesThem() throws {
        // Keys match ignoring case, `_` and `-`: the paths people read are the document's.
        let text = """
            {"ID": 7, "Customer": {"NAME": "Ada", "e-mail": [5]},
             "LINES": [{"Product": "tea", "QUANTITY": "two"}]}
            """
        let error = try #require(throws: DecodingError.self) { try Order(json: text) }
        let failures = try #require(JSONDecodingFailures(error))
        #expect(failures.failures.map(\.path.description) == [#"Customer["e-mail"]"#, "LINES[0].QUANTITY"])
        #expect(failures.failures.map(\.pointer) == ["/Customer/e-mail", "/LINES/0/QUANTITY"])
        // The coding paths are the model's keys, for code that matches on them.
        #expect(failures.failures.map { JSONPath(codingPath: $0.error.context?.codingPath ?? []).description } == ["customer.email", "lines[0].quantity"])
        #expect(failures.description == """
            2 fields could not be decoded:
            1:49: Customer["e-mail"]: expected String, found an array
            2:43: LINES[0].QUANTITY: expected Int, found the string "two"
            """)
        let one = try #require(throws: DecodingError.self) { try OrderLine(json: #"{"Product": "tea", "QUANTITY": "two"}"#) }
        #expect(one.explanation == #"QUANTITY: expected Int, found the string "two" at line 1, column 32"#)
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

    @Test func aCatchOfDecodingErrorCatchesSeveralFailuresAndFindsTheListInside() throws {
        // Code written for JSONDecoder catches the first failure by its case.
        do {
            _ = try Order(json: broken)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(let type, let context) {
            #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
            #expect(JSONPath(codingPath: context.codingPath).description == "id")
            #expect(context.debugDescription == #"expected Int, found the string "seven" at line 2, column 9 (the first of 6 fields that could not be decoded; the underlying error lists them all)"#)
            let list = try #require(context.underlyingError as? JSONDecodingFailures)
            #expect(list.failures.map(\.path.description) == ["id", "customer.name", "customer.email", "lines[1].quantity", "lines[2].product", "note"])
            // In words for people: the whole list.
            #expect(DecodingError.typeMismatch(type, context).explanation == list.description)
            // The first entry is the error as it was, without the note.
            #expect(contextOf(list.failures[0].error)?.debugDescription == #"expected Int, found the string "seven" at line 2, column 9"#)
        }
        // JSONDecoder stops at the same first field.
        let foundation = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Order.self, from: Data(broken.utf8)) }
        #expect(contextOf(foundation).map { JSONPath(codingPath: $0.codingPath).description } == "id")
    }

    @Test func oneFailureIsAListOfOneWithItsPathInTheDocument() throws {
        let one = try #require(throws: DecodingError.self) { try OrderLine(json: #"{"product": "x", "quantity": "y"}"#) }
        let list = try #require(JSONDecodingFailures(one))
        #expect(list.failures.map(\.path.description) == ["quantity"])
        #expect(list.failures.map(\.pointer) == ["/quantity"])
        #expect((contextOf(one)?.underlyingError as? JSONDecodingFailures)?.failures.count == 1)
        // Its message is the error's own, without a note about others.
        #expect(contextOf(one)?.debugDescription == #"expected Int, found the string "y" at line 1, column 30"#)
        #expect(one.explanation == #"quantity: expected Int, found the string "y" at line 1, column 30"#)
        #expect(JSONDecodingFailures(CocoaError(.fileNoSuchFile)) == nil)
        let notJSON = try #require(throws: DecodingError.self) { try OrderLine(json: "{") }
        #expect(JSONDecodingFailures(notJSON) == nil)
    }

    @Test func aHandWrittenInitCatchesDecodingErrorOfANestedModelThatFailsInSeveralFields() throws {
        // A plain Codable type that falls back when its model does not decode, as code written
        // for JSONDecoder does.
        let json = #"{"line": {"product": [1], "quantity": "two"}, "fallback": "tea"}"#
        let lenient = try JSONModelDecoder().decode(LenientLine.self, from: json)
        #expect(lenient.line == OrderLine(product: "tea", quantity: 0))
        #expect(lenient.caught == ["line.product", "line.quantity"])
        #expect(try JSONDecoder().decode(LenientLine.self, from: Data(json.utf8)).line == OrderLine(product: "tea", quantity: 0))
        // The same through an array and a single-value container.
        let wrapped = try JSONModelDecoder().decode(LenientLines.self, from: #"[{"product": [1], "quantity": "two"}, {"product": "jam", "quantity": 2}]"#)
        #expect(wrapped.lines == [OrderLine(product: "?", quantity: 0), OrderLine(product: "jam", quantity: 2)])
    }

    @Test func topLevelArraysOfModelsReportEveryElement() throws {
        do {
            _ = try [OrderLine](json: #"[{"product": {}, "quantity": 1}, {"product": "a", "quantity": 2}, {"product": "b"}]"#)
            Issue.record("decoded")
        } catch let error as DecodingError {
            let failures = try #require(JSONDecodingFailures(error))
            #expect(failures.failures.map(\.path.description) == ["[0].product", "[2].quantity"])
        }
    }
}

/// The failures of a decode that failed in several fields: `body` throws a `DecodingError`, and
/// the list of every failure is its underlying error.
func requireFailures<R>(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> R) throws -> JSONDecodingFailures {
    let error = try #require(throws: DecodingError.self, sourceLocation: sourceLocation) { try body() }
    return try #require(JSONDecodingFailures(error), "a DecodingError without the list of failures: \(error)", sourceLocation: sourceLocation)
}

/// Falls back to an order line of its own when its `line` does not decode.
struct LenientLine: Decodable {
    var line: OrderLine
    var caught: [String] = []

    enum CodingKeys: String, CodingKey { case line, fallback }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            line = try container.decode(OrderLine.self, forKey: .line)
        } catch let error as DecodingError {
            line = OrderLine(product: try container.decode(String.self, forKey: .fallback), quantity: 0)
            caught = JSONDecodingFailures(error)?.failures.map(\.path.description) ?? []
        }
    }
}

/// Order lines, each read through a single-value container, with a placeholder for each one
/// that does not decode.
struct LenientLines: Decodable {
    var lines: [OrderLine] = []

    struct Element: Decodable {
        var line: OrderLine
        init(from decoder: any Decoder) throws {
            do {
                line = try decoder.singleValueContainer().decode(OrderLine.self)
            } catch is DecodingError {
                line = OrderLine(product: "?", quantity: 0)
            }
        }
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd { lines.append(try container.decode(Element.self).line) }
    }
}

/// The context of every case of `error` but an unknown one.
func contextOf(_ error: DecodingError) -> DecodingError.Context? {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
        return context
    @unknown default:
        return nil
    }
}

/// A type that keeps the writer of its `encode(to:)`: nothing a caller should do, but it must not
/// break memory or another encoding.
final class WriterKeeper: Encodable, @unchecked Sendable {
    enum CodingKeys: String, CodingKey, CaseIterable { case title }
    var title = "kept"
    var writer: JSONObjectWriter<CodingKeys>?

    func encode(to encoder: any Encoder) throws {
        var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
        try object.encode(title, for: .key(.title))
        writer = object
    }
}

@Suite struct WriterLifetimeTests {
    @Test func aWriterKeptPastItsEncodingWritesIntoNothingThatIsStillInUse() throws {
        let keeper = WriterKeeper()
        let encoder = JSONModelEncoder()
        #expect(try encoder.encodeToString(keeper) == #"{"title":"kept"}"#)
        // The kept writer's tree is its own: writing into it changes no later encoding.
        var kept = try #require(keeper.writer)
        for round in 0 ..< 3 {
            try kept.encode("late \(round)", for: .key(.title))
            #expect(try encoder.encodeToString(["a": [1, 2, 3]]) == #"{"a":[1,2,3]}"#)
            #expect(try JSONModelEncoder().encodeToString(WalkedPerson(userName: "u", age: round, email: nil)) == #"{"userName":"u","age":\#(round),"score":1.5}"#)
        }
    }
}
