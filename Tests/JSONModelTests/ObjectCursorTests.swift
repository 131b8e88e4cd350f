// Hand-written readers over a field table: the same loop as `@JSONModel` code, with a table
// and a `switch` written by hand, under `JSONModelDecoder` and any other decoder.

import Foundation
import JSONModel
import Testing

/// A hand-written model: its table lists the fields in an order of its own, not the object's.
struct HandWrittenSetting: Codable, Equatable {
    var name: String
    var level: Int
    var ratio: Double?
    var tags: [String]

    static let fields: JSONFieldTable = ["name", "level", .init("ratio", .optional), "tags"]

    init(name: String, level: Int, ratio: Double?, tags: [String]) {
        self.name = name
        self.level = level
        self.ratio = ratio
        self.tags = tags
    }

    init(from decoder: any Decoder) throws {
        self = try JSONFieldValue.reading(decoder) { object in
            var name: String?
            var level: Int?
            var ratio: Double?
            var tags: [String]?
            try Self.fields.decode(&object) { field, value in
                switch field {
                case 0: value.read(&name)
                case 1: value.read(&level)
                case 2: value.read(&ratio)
                default: value.read(&tags)
                }
            }
            return HandWrittenSetting(
                name: JSONFieldValue.take(required: &name), level: JSONFieldValue.take(required: &level), ratio: ratio,
                tags: JSONFieldValue.take(required: &tags))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
        try object.encode(name, for: Self.fields[0])
        try object.encode(level, for: Self.fields[1])
        try object.encodeIfPresent(ratio, for: Self.fields[2])
        try object.encode(tags, for: Self.fields[3])
    }
}

@Suite struct ObjectCursorTests {
    let good = #"{"tags": ["a", "b"], "ratio": 0.5, "name": "volume", "level": 7}"#
    let bad = """
        {
          "name": [5],
          "tags": ["a", {}]
        }
        """

    /// The paths, lines and columns of every failure in a `JSONModelDecoder` error.
    func failures<T: Decodable>(_ type: T.Type, _ text: String) throws -> [String] {
        do {
            _ = try JSONModelDecoder().decode(T.self, from: text)
            Issue.record("decoded \(text)")
            return []
        } catch let error as DecodingError {
            let failures = try #require(JSONDecodingFailures(error))
            return failures.failures.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path)" }.sorted()
        }
    }

    @Test func aHandWrittenTableReadsEveryFieldUnderBothDecoders() throws {
        let expected = HandWrittenSetting(name: "volume", level: 7, ratio: 0.5, tags: ["a", "b"])
        #expect(try JSONModelDecoder().decode(HandWrittenSetting.self, from: good) == expected)
        #expect(try JSONDecoder().decode(HandWrittenSetting.self, from: Data(good.utf8)) == expected)
        let withoutRatio = #"{"name": "volume", "level": 7, "tags": [], "ratio": null}"#
        #expect(try JSONModelDecoder().decode(HandWrittenSetting.self, from: withoutRatio).ratio == nil)
        // Keys that read alike, by the table's rule; written back by the table's keys.
        let alike = try JSONModelDecoder().decode(HandWrittenSetting.self, from: #"{"NAME": "volume", "Level": 7, "tags": ["a", "b"], "RATIO": 0.5}"#)
        #expect(alike == expected)
        #expect(try JSONModelEncoder().encodeToString(alike) == #"{"name":"volume","level":7,"ratio":0.5,"tags":["a","b"]}"#)
    }

    @Test func everyBadFieldIsNamedByItsKey() throws {
        #expect(try failures(HandWrittenSetting.self, bad) == ["1:1 level", "2:11 name", "3:17 tags[1]"])
    }

    @Test func anotherDecoderThrowsTheFirstFailure() {
        #expect {
            _ = try JSONDecoder().decode(HandWrittenSetting.self, from: Data(bad.utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["name"]
        }
    }
}

// MARK: - Another decoder's first error

/// A model whose reads never throw: under another decoder the first error is kept, the fields
/// after it are not read, and the model throws it at its end.
@JSONModel
struct Ticket: Equatable {
    var seat: Int
    var holder: Counted
    var note: Counted?
    var extra: Counted = Counted(text: "none")
    @JSONKey("info.stamp") var stamp: Counted?
}

/// A hand-written reader whose first field falls back on nil when its value is invalid: the
/// failure is passed over under every decoder, and the fields after it are read.
struct ForgivingTicket: Decodable {
    var seat: Int?
    var holder: String

    static let fields: JSONFieldTable = [.init("seat", .optional, [.defaultIfInvalid]), "holder"]

    init(seat: Int?, holder: String) {
        self.seat = seat
        self.holder = holder
    }

    init(from decoder: any Decoder) throws {
        self = try JSONFieldValue.reading(decoder) { object in
            var seat: Int?
            var holder: String?
            try Self.fields.decode(&object) { field, value in
                switch field {
                case 0: value.read(&seat)
                default: value.read(&holder)
                }
            }
            return ForgivingTicket(seat: seat, holder: JSONFieldValue.take(required: &holder))
        }
    }
}

@Suite("Under another decoder, a model throws its first error and reads nothing after it")
struct KeptErrorTests {
    /// The error `JSONDecoder` throws for `json`, and how often `Counted` ran.
    func foundationError(_ json: String) throws -> (error: DecodingError, runs: Int) {
        let counter = RunCounter()
        let decoder = JSONDecoder()
        decoder.userInfo[RunCounter.key] = counter
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Ticket.self, from: Data(json.utf8)) }
        return (error, counter.count)
    }

    @Test func aBadFirstFieldStopsTheModelBeforeAnyOther() throws {
        let (error, runs) = try foundationError(#"{"seat": "x", "holder": "h", "note": "n", "extra": "e", "info": {"stamp": "s"}}"#)
        guard case .typeMismatch(_, let context) = error else { throw error }
        #expect(context.codingPath.map(\.stringValue) == ["seat"])
        #expect(runs == 0)
    }

    @Test func aMissingRequiredFieldIsKeyNotFound() throws {
        let (error, runs) = try foundationError(#"{"holder": "h", "note": "n"}"#)
        guard case .keyNotFound(let key, _) = error else { throw error }
        #expect(key.stringValue == "seat")
        #expect(runs == 0)
    }

    @Test func aFailingNestedValueIsTheErrorAndTheFieldsAfterItAreNotRead() throws {
        let (error, runs) = try foundationError(#"{"seat": 1, "holder": 5, "note": "n", "extra": "e", "info": {"stamp": "s"}}"#)
        guard case .typeMismatch(_, let context) = error else { throw error }
        #expect(context.codingPath.map(\.stringValue) == ["holder"])
        // `holder` ran and threw; `note`, `extra` and the key path's `stamp` were not read.
        #expect(runs == 1)
    }

    @Test func everyFieldIsReadWhenNoneFails() throws {
        let counter = RunCounter()
        let decoder = JSONDecoder()
        decoder.userInfo[RunCounter.key] = counter
        let json = #"{"seat": 1, "holder": "h", "note": "n", "extra": "e", "info": {"stamp": "s"}}"#
        let ticket = try decoder.decode(Ticket.self, from: Data(json.utf8))
        #expect(ticket == Ticket(seat: 1, holder: Counted(text: "h"), note: Counted(text: "n"), extra: Counted(text: "e"), stamp: Counted(text: "s")))
        #expect(counter.count == 4)
        #expect(try JSONModelDecoder().decode(Ticket.self, from: json) == ticket)
    }

    @Test func aFieldThatFallsBackWhenInvalidIsPassedOverAndTheReadGoesOn() throws {
        let json = #"{"seat": "x", "holder": "h"}"#
        let ticket = try JSONDecoder().decode(ForgivingTicket.self, from: Data(json.utf8))
        #expect(ticket.seat == nil)
        #expect(ticket.holder == "h")
        // `JSONModelDecoder` passes it over too, and its report says so.
        let (read, report) = try JSONModelDecoder().decodeWithReport(ForgivingTicket.self, from: Data(json.utf8))
        #expect(read.seat == nil && read.holder == "h")
        #expect(report.entries.map(\.kind) == [.defaultedValue])
        #expect(report.entries.first?.path == ["seat"])
        // A missing required field is still an error under both.
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode(ForgivingTicket.self, from: #"{"seat": 1}"#) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ForgivingTicket.self, from: Data(#"{"seat": 1}"#.utf8)) }
    }
}
