import Foundation
import JSONCoding
import Testing

@Suite("Duplicate keys in the Codable decoder")
struct DuplicateKeyDecodingTests {
    struct Order: Codable, Equatable {
        var customer: String
        var items: [Int]
    }

    static let body = #"{"customer": "A", "items": [], "customer": "B"}"#

    @Test("accepted by default, the first member read as JSONDecoder reads it")
    func acceptedByDefault() throws {
        #expect(try JSONModelDecoder().decode(Order.self, from: Self.body).customer == "A")
        #expect(try JSONModelDecoder.foundationCompatible.decode(Order.self, from: Self.body).customer == "A")
        #expect(try JSONDecoder().decode(Order.self, from: Data(Self.body.utf8)).customer == "A")
    }

    @Test("refused when asked: the error JSONDecoder gives for input that is not JSON, with the duplicate as its underlying error")
    func refusedWhenAsked() throws {
        let decoder = JSONModelDecoder()
        decoder.parseOptions.duplicateKeys = .refused
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Order.self, from: Self.body) }
        guard case .dataCorrupted(let context) = error, let syntax = context.underlyingError as? JSONSyntaxError else {
            Issue.record("\(error)")
            return
        }
        #expect(syntax.kind == .duplicateKey)
        #expect((syntax.line, syntax.column) == (1, 32))
        #expect(syntax.message == #"expected each key once in an object, found "customer" again (first at line 1, column 2)"#)
        // Problem details: 400, with the place of the second key and the first named.
        let problem = try #require(JSONProblem(decoding: error))
        #expect(problem.statusCode == 400)
        #expect(problem.title == "The request body has a key twice in an object")
        #expect(problem.fields.map(\.line) == [1])
        #expect(problem.fields.map(\.column) == [32])
        #expect(problem.fields.map(\.expected) == ["each key once in an object"])
    }

    @Test("request bodies: refused unless the parse options accept them by choice")
    func requestBodies() throws {
        let decoder = JSONModelDecoder()
        let refused = #expect(throws: DecodingError.self) {
            try Array(Self.body.utf8).withUnsafeBytes { try decoder.decode(Order.self, fromRequestBody: $0) }
        }
        #expect((refused?.context?.underlyingError as? JSONSyntaxError)?.kind == .duplicateKey)
        #expect(decoder.forRequestBodies.parseOptions.duplicateKeys == .refused)
        // The decoder itself is unchanged.
        #expect(decoder.parseOptions.duplicateKeys == .refusedInRequestBodies)
        decoder.parseOptions.duplicateKeys = .accepted
        let order = try Array(Self.body.utf8).withUnsafeBytes { try decoder.decode(Order.self, fromRequestBody: $0) }
        #expect(order.customer == "A")
        #expect(decoder.forRequestBodies.parseOptions.duplicateKeys == .accepted)
    }
}
