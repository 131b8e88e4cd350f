import Foundation
import JSONCoding
import Testing

@Suite("Coding with a configuration")
struct ConfigurationCodingTests {
    struct Money: DecodableWithConfiguration, EncodableWithConfiguration, Equatable {
        struct Currency: Sendable {
            var code: String
            var minorUnits: Int
        }
        enum CodingKeys: String, CodingKey { case amount, note }

        var minor: Int
        var currency: String
        var note: String?

        init(minor: Int, currency: String, note: String?) {
            self.minor = minor
            self.currency = currency
            self.note = note
        }

        init(from decoder: any Decoder, configuration: Currency) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            minor = try container.decode(Int.self, forKey: .amount) * configuration.minorUnits
            currency = configuration.code
            note = try container.decodeIfPresent(String.self, forKey: .note)
        }

        func encode(to encoder: any Encoder, configuration: Currency) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(minor / configuration.minorUnits, forKey: .amount)
            try container.encodeIfPresent(note, forKey: .note)
        }
    }

    enum Euro: DecodingConfigurationProviding, EncodingConfigurationProviding {
        static let decodingConfiguration = Money.Currency(code: "EUR", minorUnits: 100)
        static let encodingConfiguration = Money.Currency(code: "EUR", minorUnits: 100)
    }

    /// A plain Decodable that reads a member through Foundation's `decode(_:forKey:configuration:)`.
    struct Invoice: Decodable, Equatable {
        enum CodingKeys: String, CodingKey { case id, total }
        var id: Int
        var total: Money

        init(id: Int, total: Money) {
            self.id = id
            self.total = total
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            total = try container.decode(Money.self, forKey: .total, configuration: Euro.self)
        }
    }

    @Test("decoding with a configuration or its provider gives what JSONDecoder gives")
    func decoding() throws {
        let json = #"{"amount": 12, "note": "tip"}"#
        let yen = Money.Currency(code: "JPY", minorUnits: 1)
        let expected = Money(minor: 1200, currency: "EUR", note: "tip")
        let decoder = JSONModelDecoder()
        #expect(try decoder.decode(Money.self, from: Data(json.utf8), configuration: Euro.decodingConfiguration) == expected)
        #expect(try decoder.decode(Money.self, from: Data(json.utf8), configuration: Euro.self) == expected)
        #expect(try decoder.decode(Money.self, from: Array(json.utf8), configuration: yen) == Money(minor: 12, currency: "JPY", note: "tip"))
        #expect(try decoder.decode(Money.self, from: json, configuration: yen) == Money(minor: 12, currency: "JPY", note: "tip"))
        #expect(try JSONDecoder().decode(Money.self, from: Data(json.utf8), configuration: Euro.self) == expected)

        let invoice = #"{"id": 7, "total": {"amount": 3}}"#
        let expectedInvoice = Invoice(id: 7, total: Money(minor: 300, currency: "EUR", note: nil))
        #expect(try decoder.decode(Invoice.self, from: invoice) == expectedInvoice)
        #expect(try JSONDecoder().decode(Invoice.self, from: Data(invoice.utf8)) == expectedInvoice)
    }

    @Test("errors keep their path and position")
    func errors() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONModelDecoder().decode(Invoice.self, from: "{\"id\": 7,\n \"total\": {\"amount\": \"x\"}}")
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["total", "amount"])
        #expect(context.debugDescription.contains("line 2"))

        let missing = try #require(throws: DecodingError.self) {
            try JSONModelDecoder().decode(Money.self, from: #"{"amout": 1}"#, configuration: Euro.self)
        }
        guard case .keyNotFound(let key, _) = missing else {
            Issue.record("\(missing)")
            return
        }
        #expect(key.stringValue == "amount")
    }

    @Test("a root key is unwrapped as for any value")
    func rootKeys() throws {
        let decoder = JSONModelDecoder()
        decoder.rootKey = .key("price")
        #expect(try decoder.decode(Money.self, from: #"{"price": {"amount": 2}}"#, configuration: Euro.self) == Money(minor: 200, currency: "EUR", note: nil))
        let missing = try #require(throws: DecodingError.self) {
            try decoder.decode(Money.self, from: #"{"prize": {"amount": 2}}"#, configuration: Euro.self)
        }
        guard case .keyNotFound(let key, let context) = missing else {
            Issue.record("\(missing)")
            return
        }
        #expect(key.stringValue == "price")
        #expect(context.debugDescription.contains(#"did you mean "prize"?"#))

        decoder.rootKey = .automatic
        #expect(try decoder.decode(Money.self, from: #"{"money": {"amount": 5}}"#, configuration: Euro.self) == Money(minor: 500, currency: "EUR", note: nil))
        #expect(try decoder.decode(Money.self, from: #"{"amount": 6}"#, configuration: Euro.self) == Money(minor: 600, currency: "EUR", note: nil))
    }

    @Test("encoding with a configuration or its provider writes what JSONEncoder writes")
    func encoding() throws {
        let money = Money(minor: 1250, currency: "EUR", note: "tip")
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = .sortedKeys
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let expected = try foundation.encode(money, configuration: Euro.self)
        #expect(String(decoding: expected, as: UTF8.self) == #"{"amount":12,"note":"tip"}"#)
        #expect(try encoder.encode(money, configuration: Euro.self) == expected)
        #expect(try encoder.encode(money, configuration: Money.Currency(code: "JPY", minorUnits: 1)) == Data(#"{"amount":1250,"note":"tip"}"#.utf8))
    }

    /// Encodes nothing at all.
    struct Silent: EncodableWithConfiguration {
        func encode(to encoder: any Encoder, configuration: Int) throws {}
    }

    @Test("a value that encodes nothing is named in the error, not its wrapper")
    func emptyEncoding() throws {
        let error = try #require(throws: EncodingError.self) { try JSONModelEncoder().encode(Silent(), configuration: 1) }
        guard case .invalidValue(let value, let context) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(value is Silent)
        #expect(context.debugDescription == "Top-level Silent did not encode any values.")
    }
}
