import Foundation
import JSONCoding
import Testing
import TestThreads

/// The path of an error as text, integer keys as `[n]`: `inner.list[2]`.
private func pathText(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            text += (text.isEmpty ? "" : ".") + key.stringValue
        }
    }
    return text
}

/// Encodes `value` and expects `EncodingError.invalidValue` with exactly this path and message.
private func expectInvalidValue<T: Encodable>(
    _ value: T, encoder: JSONModelEncoder = JSONModelEncoder(), path: String, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let text = try encoder.encodeToString(value)
        Issue.record("expected an error, got \(text)", sourceLocation: sourceLocation)
    } catch let EncodingError.invalidValue(_, context) {
        #expect(pathText(context.codingPath) == path, sourceLocation: sourceLocation)
        #expect(context.debugDescription == message, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected EncodingError.invalidValue, got \(error)", sourceLocation: sourceLocation)
    }
}

/// As `expectInvalidValue`, encoding on a thread of 8 MiB of stack (see `onLargeStack`): for
/// values nested hundreds of levels deep, which Swift Testing's threads on Apple platforms are
/// too small for in debug builds.
private func expectInvalidValueOnLargeStack<T: Encodable & Sendable>(
    _ value: T, path: String, message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome: Result<String, any Error> = onLargeStack { Result { try JSONModelEncoder().encodeToString(value) } }
    switch outcome {
    case .success(let text):
        Issue.record("expected an error, got \(text)", sourceLocation: sourceLocation)
    case .failure(EncodingError.invalidValue(_, let context)):
        #expect(pathText(context.codingPath) == path, sourceLocation: sourceLocation)
        #expect(context.debugDescription == message, sourceLocation: sourceLocation)
    case .failure(let error):
        Issue.record("expected EncodingError.invalidValue, got \(error)", sourceLocation: sourceLocation)
    }
}

private let nanMessage =
    "Unable to encode Double.nan directly in JSON. Use .convertToString in nonConformingFloatEncodingStrategy to write it as a string."

struct Measurement: Encodable {
    var label: String
    var value: Double
}

struct Series: Encodable {
    var name: String
    var points: [Measurement]
    var floats: [Float]
    var optionals: [Double?]
}

@Suite("JSONModelEncoder errors name the path and the problem")
struct EncoderErrorTests {
    @Test("NaN and infinity in a property, an array of structs, an array of Floats and optionals")
    func nonConformingFloats() {
        expectInvalidValue(
            Series(name: "s", points: [Measurement(label: "a", value: 1), Measurement(label: "b", value: .nan)], floats: [], optionals: []),
            path: "points[1].value", message: nanMessage)
        expectInvalidValue(
            Series(name: "s", points: [], floats: [1, 2, -.infinity], optionals: []),
            path: "floats[2]",
            message: "Unable to encode -Float.infinity directly in JSON. Use .convertToString in nonConformingFloatEncodingStrategy to write it as a string.")
        expectInvalidValue(
            Series(name: "s", points: [], floats: [], optionals: [nil, .infinity]),
            path: "optionals[1]",
            message: "Unable to encode Double.infinity directly in JSON. Use .convertToString in nonConformingFloatEncodingStrategy to write it as a string.")
        expectInvalidValue(Double.nan, path: "", message: nanMessage)
        expectInvalidValue(["a": ["b": [0, Double.nan]]], path: "a.b[1]", message: nanMessage)
    }

    @Test("the error carries the offending value")
    func offendingValue() {
        #expect {
            _ = try JSONModelEncoder().encode(Measurement(label: "a", value: -.infinity))
        } throws: { error in
            guard case EncodingError.invalidValue(let value, _) = error else { return false }
            return (value as? Double) == -.infinity
        }
    }

    @Test("a top-level value that encodes nothing")
    func topLevelNothing() {
        expectInvalidValue(EncodesNothing(), path: "", message: "Top-level EncodesNothing did not encode any values.")
    }

    @Test("seconds and milliseconds since 1970 must be finite, whatever the float strategy")
    func infiniteDates() throws {
        struct Event: Encodable { var when: Date }
        let encoder = JSONModelEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+", negativeInfinity: "-", nan: "?")
        encoder.dateEncodingStrategy = .secondsSince1970
        expectInvalidValue(
            Event(when: Date(timeIntervalSince1970: .infinity)), encoder: encoder, path: "when",
            message: "Unable to encode a Date as seconds since 1970: the interval is inf, which JSON cannot represent.")
        encoder.dateEncodingStrategy = .millisecondsSince1970
        expectInvalidValue(
            [Date(timeIntervalSince1970: -.infinity)], encoder: encoder, path: "[0]",
            message: "Unable to encode a Date as milliseconds since 1970: the interval is -inf, which JSON cannot represent.")
        // Deferred to Date, the interval is a Double like any other.
        encoder.dateEncodingStrategy = .deferredToDate
        #expect(try encoder.encodeToString([Date(timeIntervalSince1970: .infinity)]) == #"["+"]"#)
        encoder.nonConformingFloatEncodingStrategy = .throw
        expectInvalidValue(
            Event(when: Date(timeIntervalSince1970: .nan)), encoder: encoder, path: "when", message: nanMessage)
    }

    /// `JSONEncoder` writes a NaN `Decimal` as `NaN`, which is not JSON.
    @Test("a NaN Decimal follows the float strategy")
    func decimalNaN() throws {
        expectInvalidValue(
            ["price": Decimal.nan], path: "price",
            message: "Unable to encode Decimal.nan directly in JSON. Use .convertToString in nonConformingFloatEncodingStrategy to write it as a string.")
        let encoder = JSONModelEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+", negativeInfinity: "-", nan: "NaN")
        #expect(try encoder.encodeToString([Decimal.nan, 1]) == #"["NaN",1]"#)
        #expect(String(decoding: try JSONEncoder().encode([Decimal.nan]), as: UTF8.self) == "[NaN]")
    }

    static let depthMessage = "Unable to encode containers nested 512 levels deep: JSON text may nest at most 511 levels, as in JSONEncoder."

    @Test("containers nested 512 levels deep, by types and inside a JSONValue")
    func tooDeep() {
        expectInvalidValueOnLargeStack(Nested(depth: 512), path: String(repeating: "[0]", count: 511), message: Self.depthMessage)
        expectInvalidValueOnLargeStack(
            Nested(depth: 512, keyed: true), path: Array(repeating: "next", count: 511).joined(separator: "."),
            message: Self.depthMessage)
        var json: JSONValue = []
        for _ in 0 ..< 600 { json = ["k": [json]] }
        expectInvalidValueOnLargeStack(
            ["json": json], path: "json" + String(repeating: ".k[0]", count: 255), message: Self.depthMessage)
        var arrays: JSONValue = 1
        for _ in 0 ..< 512 { arrays = [arrays] }
        expectInvalidValueOnLargeStack(arrays, path: String(repeating: "[0]", count: 511), message: Self.depthMessage)
        expectInvalidValueOnLargeStack(
            Nested(depth: 511, keyed: true).wrappedInArray, path: "[0]" + Array(repeating: "next", count: 510).map { "." + $0 }.joined(),
            message: Self.depthMessage)
    }

    @Test("a second value in a single value container")
    func secondSingleValue() {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(1)
                try container.encode("two")
            }
        }
        expectInvalidValue(
            ["x": Twice()], path: "x",
            message: "Unable to encode String in a single value container: a single value was already encoded here.")
    }

    /// `JSONEncoder` silently drops the single value here.
    @Test("a single value after a keyed container")
    func singleAfterKeyed() throws {
        struct KeyedThenSingle: Encodable {
            enum Keys: String, CodingKey { case b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(2, forKey: .b)
                var single = encoder.singleValueContainer()
                try single.encode(5)
            }
        }
        expectInvalidValue(
            [KeyedThenSingle()], path: "[0]",
            message: "Unable to encode Int in a single value container: an object was already encoded here.")
        #expect(String(decoding: try JSONEncoder().encode(KeyedThenSingle()), as: UTF8.self) == #"{"b":2}"#)
    }

    /// `JSONEncoder` stops the program on these; the Codable API cannot throw there, so the error
    /// is thrown when encoding ends.
    @Test("containers of another kind than the one already encoded")
    func containerConflicts() {
        struct Conflict: Encodable {
            enum Keys: String, CodingKey { case a, b }
            var step: Int
            func encode(to encoder: any Encoder) throws {
                switch step {
                case 0:
                    var single = encoder.singleValueContainer()
                    try single.encode(1)
                    var keyed = encoder.container(keyedBy: Keys.self)
                    try keyed.encode(2, forKey: .a)
                case 1:
                    var keyed = encoder.container(keyedBy: Keys.self)
                    try keyed.encode(2, forKey: .a)
                    var unkeyed = encoder.unkeyedContainer()
                    try unkeyed.encode(3)
                default:
                    var keyed = encoder.container(keyedBy: Keys.self)
                    try keyed.encode("value", forKey: .b)
                    var nested = keyed.nestedContainer(keyedBy: Keys.self, forKey: .b)
                    try nested.encode(4, forKey: .a)
                }
            }
        }
        expectInvalidValue(
            ["p": [Conflict(step: 0)]], path: "p[0]",
            message: "Unable to open a keyed container: a single value was already encoded here.")
        expectInvalidValue(
            Conflict(step: 1), path: "", message: "Unable to open an unkeyed container: an object was already encoded here.")
        expectInvalidValue(
            [Conflict(step: 2)], path: "[0].b", message: "Unable to open a keyed container: a single value was already encoded here.")
    }

    @Test("errors thrown by the value itself come through unchanged")
    func userErrors() {
        struct Refused: Error, Equatable { var reason: String }
        struct Refusing: Encodable {
            func encode(to encoder: any Encoder) throws { throw Refused(reason: "no") }
        }
        #expect(throws: Refused(reason: "no")) {
            _ = try JSONModelEncoder().encode(["a": [Refusing()]])
        }
        let encoder = JSONModelEncoder()
        encoder.dateEncodingStrategy = .custom { _, _ in throw Refused(reason: "date") }
        #expect(throws: Refused(reason: "date")) {
            _ = try encoder.encode([Date()])
        }
    }

    @Test("index keys carry their integer value")
    func indexKeys() {
        #expect {
            _ = try JSONModelEncoder().encode([[1.0], [2.0, .nan]])
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.intValue) == [1, 1] && context.codingPath.map(\.stringValue) == ["Index 1", "Index 1"]
        }
    }
}

extension Nested {
    /// The value one level deeper, inside an array.
    var wrappedInArray: [Nested] { [self] }
}
