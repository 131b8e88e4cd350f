// Hand-written readers over the object cursor: fields named by keys of more than one byte (a
// struct of any string, which has no tag), and by enum keys looked up without a walk.

import Foundation
import JSONModel
import Testing

/// A model whose keys are a struct: every field is looked up by its key, none is walked.
struct StructKeyedSetting: Decodable, Equatable {
    var name: String
    var level: Int
    var ratio: Double?
    var tags: [String]

    struct Key: CodingKey, Equatable {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let name = Key(stringValue: "name")
        static let level = Key(stringValue: "level")
        static let ratio = Key(stringValue: "ratio")
        static let tags = Key(stringValue: "tags")
    }

    init(name: String, level: Int, ratio: Double?, tags: [String]) {
        self.name = name
        self.level = level
        self.ratio = ratio
        self.tags = tags
    }

    init(from decoder: any Decoder) throws {
        var object = try JSONObjectReader(from: decoder, keyedBy: Key.self)
        let name = try object.decode(String.self, for: .key(.name))
        let level = try object.decode(Int.self, for: .key(.level))
        let ratio = try object.decodeIfPresent(Double.self, for: .key(.ratio))
        let tags = try object.decode([String].self, for: .key(.tags))
        guard let name, let level, let tags, object.succeeded else { throw object.failure() }
        self.init(name: name, level: level, ratio: ratio, tags: tags)
    }
}

/// The same fields with enum keys, read one by one without `nextField()`: each is looked up
/// by the key its tag names.
struct EnumKeyedSetting: Decodable, Equatable {
    var name: String
    var level: Int
    var ratio: Double?
    var tags: [String]

    enum CodingKeys: String, CodingKey { case name, level, ratio, tags }

    init(from decoder: any Decoder) throws {
        var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
        let tags = try object.decode([String].self, for: .key(.tags))
        let level = try object.decode(Int.self, for: .key(.level))
        let ratio = try object.decodeIfPresent(Double.self, for: .key(.ratio))
        let name = try object.decode(String.self, for: .key(.name))
        guard let name, let level, let tags, object.succeeded else { throw object.failure() }
        self.name = name
        self.level = level
        self.ratio = ratio
        self.tags = tags
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

    @Test func structKeysReadEveryFieldUnderBothDecoders() throws {
        let expected = StructKeyedSetting(name: "volume", level: 7, ratio: 0.5, tags: ["a", "b"])
        #expect(try JSONModelDecoder().decode(StructKeyedSetting.self, from: good) == expected)
        #expect(try JSONDecoder().decode(StructKeyedSetting.self, from: Data(good.utf8)) == expected)
        let withoutRatio = #"{"name": "volume", "level": 7, "tags": [], "ratio": null}"#
        #expect(try JSONModelDecoder().decode(StructKeyedSetting.self, from: withoutRatio).ratio == nil)
    }

    @Test func enumKeysLookedUpWithoutAWalkReadEveryField() throws {
        let decoded = try JSONModelDecoder().decode(EnumKeyedSetting.self, from: good)
        #expect(decoded.name == "volume" && decoded.level == 7 && decoded.ratio == 0.5 && decoded.tags == ["a", "b"])
        #expect(try JSONDecoder().decode(EnumKeyedSetting.self, from: Data(good.utf8)) == decoded)
    }

    @Test func everyBadFieldIsNamedByItsKey() throws {
        let expected = ["1:1 level", "2:11 name", "3:17 tags[1]"]
        let structKeyed = try failures(StructKeyedSetting.self, bad)
        let enumKeyed = try failures(EnumKeyedSetting.self, bad)
        #expect(structKeyed == expected)
        #expect(enumKeyed == expected)
    }

    @Test func anotherDecoderThrowsTheFirstFailure() {
        #expect {
            _ = try JSONDecoder().decode(StructKeyedSetting.self, from: Data(bad.utf8))
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

/// A hand-written reader that catches one field's error and reads on, as Codable code can.
struct ForgivingTicket: Decodable {
    var seat: Int?
    var holder: String

    enum CodingKeys: String, CodingKey { case seat, holder }

    init(from decoder: any Decoder) throws {
        var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
        let seat = try? object.decode(Int.self, for: .key(.seat))
        let holder = try object.decode(String.self, for: .key(.holder))
        guard let holder, object.succeeded else { throw object.failure() }
        self.seat = seat ?? nil
        self.holder = holder
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

    @Test func aHandWrittenReaderThatCatchesAnErrorReadsOn() throws {
        let json = #"{"seat": "x", "holder": "h"}"#
        let ticket = try JSONDecoder().decode(ForgivingTicket.self, from: Data(json.utf8))
        #expect(ticket.seat == nil)
        #expect(ticket.holder == "h")
        // `JSONModelDecoder` records the failure in the reader, and the reader reports it.
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode(ForgivingTicket.self, from: json) }
    }
}
