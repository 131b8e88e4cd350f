import Foundation
import JSONCoding
import Testing

/// The container methods work with any decoder and encoder; these tests use Foundation's, so
/// they hold whatever the library's own coders do.
@Suite("Transformers in hand-written Codable code")
struct TransformerContainerTests {
    /// Celsius in Swift, tenths of a degree as an integer in JSON; negative tenths are refused.
    struct Tenths: JSONTransformer {
        struct Negative: Error, CustomStringConvertible {
            var description: String { "negative tenths are not allowed" }
        }

        func decode(_ encoded: Int) throws -> Double {
            guard encoded >= 0 else { throw Negative() }
            return Double(encoded) / 10
        }

        func encode(_ value: Double) throws -> Int {
            guard value >= 0 else { throw Negative() }
            return Int((value * 10).rounded())
        }
    }

    struct Reading: Codable, Equatable {
        var temperature: Double
        var previous: Double?

        enum CodingKeys: String, CodingKey { case temperature, previous }

        init(temperature: Double, previous: Double?) {
            self.temperature = temperature
            self.previous = previous
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            temperature = try container.decode(.temperature, using: Tenths())
            previous = try container.decodeIfPresent(.previous, using: Tenths())
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(temperature, forKey: .temperature, using: Tenths())
            try container.encodeIfPresent(previous, forKey: .previous, using: Tenths())
        }
    }

    @Test("decodes and encodes through the transformer, both ways")
    func roundTrip() throws {
        let reading = try JSONDecoder().decode(Reading.self, from: Data(#"{"temperature": 215, "previous": null}"#.utf8))
        #expect(reading == Reading(temperature: 21.5, previous: nil))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(Reading(temperature: 3.2, previous: 1.0)), as: UTF8.self)
        #expect(text == #"{"previous":10,"temperature":32}"#)
    }

    @Test("a failed conversion is a dataCorrupted error at the property, with the cause")
    func decodingFailure() throws {
        #expect {
            _ = try JSONDecoder().decode(Reading.self, from: Data(#"{"temperature": -5}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["temperature"]
                && context.debugDescription == "Tenths could not convert the value: negative tenths are not allowed"
                && context.underlyingError is Tenths.Negative
        }
    }

    @Test("a failed conversion when encoding is an invalidValue error at the property")
    func encodingFailure() throws {
        #expect {
            _ = try JSONEncoder().encode(Reading(temperature: 1, previous: -1))
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["previous"] && context.underlyingError is Tenths.Negative
        }
    }
}
