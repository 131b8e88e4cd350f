import Foundation
import JSONCoding
import PropertyBased
import Testing

/// The defaults of the two coders together, and the rules the decoder applies by itself: dates,
/// root keys, fuzzy keys.
@Suite("Defaults and the decoder's own rules")
struct DefaultsAndRulesTests {
    // MARK: - Dates: the default encoder and decoder agree

    struct Event: Codable, Equatable {
        var name: String
        var at: Date
        var until: Date?
        var reminders: [Date]
    }

    @Test("the default encoder and decoder round-trip every date, whatever its fraction of a second")
    func defaultsRoundTripDates() async throws {
        let dates = Generator<Double, Shrink.None<Double>> { rng in
            switch Int.random(in: 0 ..< 5, using: &rng) {
            case 0: return Double(Int.random(in: -5_000_000_000 ... 5_000_000_000, using: &rng))
            case 1: return Double(Int.random(in: -5_000_000_000_000 ... 5_000_000_000_000, using: &rng)) / 1000
            case 2: return Double.random(in: -1e10 ... 1e10, using: &rng)
            case 3: return Double.random(in: -1 ... 1, using: &rng)
            default: return Double.random(in: -3e13 ... 3e13, using: &rng)
            }
        }
        await propertyCheck(count: 2000, input: dates) { interval in
            let date = Date(timeIntervalSinceReferenceDate: interval)
            let event = Event(name: "e", at: date, until: interval < 0 ? nil : date, reminders: [date, Date(timeIntervalSinceReferenceDate: interval / 3)])
            let data = try JSONModelEncoder().encode(event)
            let decoded = try JSONModelDecoder().decode(Event.self, from: data)
            #expect(decoded == event, "\(String(decoding: data, as: UTF8.self))")
            let iso = JSONModelDecoder()
            iso.dateDecodingStrategy = .iso8601
            #expect(try iso.decode(Event.self, from: data) == event)
        }
        // Dates made now, with all the digits a clock gives.
        for _ in 0 ..< 200 {
            let now = Date()
            #expect(try JSONModelDecoder().decode(Date.self, from: JSONModelEncoder().encode(now)) == now)
        }
    }

    @Test("the default encoder writes dates as ISO 8601 with only the digits they need")
    func defaultDateText() throws {
        let encoder = JSONModelEncoder()
        #expect(try encoder.encodeToString(Date(timeIntervalSince1970: 1_452_868_205)) == #""2016-01-15T14:30:05Z""#)
        #expect(try encoder.encodeToString(Date(timeIntervalSince1970: 1_452_868_205.123)) == #""2016-01-15T14:30:05.123Z""#)
        #expect(try encoder.encodeToString(Date(timeIntervalSince1970: -0.5)) == #""1969-12-31T23:59:59.5Z""#)
        #expect(try encoder.encodeToString(Date(timeIntervalSince1970: 253_402_300_800)) == #""10000-01-01T00:00:00Z""#)
        let tooLate = try #require(throws: EncodingError.self) { try encoder.encode(Date(timeIntervalSinceReferenceDate: 1e300)) }
        guard case .invalidValue(_, let context) = tooLate else { return }
        #expect(context.debugDescription.contains("outside the years -999999 to 999999"))
        #expect(throws: EncodingError.self) { try encoder.encode(Date(timeIntervalSinceReferenceDate: .infinity)) }
        let iso = JSONModelEncoder()
        iso.dateEncodingStrategy = .iso8601
        #expect(throws: EncodingError.self) { try iso.encode(Date(timeIntervalSinceReferenceDate: -1e300)) }
    }

    @Test("foundationCompatible writes what JSONEncoder writes, dates as seconds since 2001")
    func foundationCompatibleEncoder() throws {
        let event = Event(name: "launch", at: Date(timeIntervalSince1970: 1_453_187_501.5), until: nil, reminders: [Date(timeIntervalSince1970: 0)])
        let encoder = JSONModelEncoder.foundationCompatible
        encoder.outputFormatting = .sortedKeys
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let ours = try encoder.encode(event)
        let theirs = try foundation.encode(event)
        #expect(ours == theirs)
        #expect(String(decoding: ours, as: UTF8.self).contains("474880301.5"))
        #expect(try JSONDecoder().decode(Event.self, from: ours) == event)
    }

    @Test("automatic dates tell milliseconds from seconds by size, and the report says so")
    func millisecondTimestamps() throws {
        struct Stamp: Decodable { var at: Date }
        let decoder = JSONModelDecoder()
        let seconds = try decoder.decode(Stamp.self, from: #"{"at": 1453187501}"#).at
        let milliseconds = try decoder.decode(Stamp.self, from: #"{"at": 1453187501000}"#).at
        #expect(seconds == milliseconds)
        #expect(seconds == Date(timeIntervalSince1970: 1_453_187_501))
        #expect(try decoder.decode(Stamp.self, from: #"{"at": "1453187501250"}"#).at == Date(timeIntervalSince1970: 1_453_187_501.25))
        // Just below the threshold: seconds (the year 5138); at it: milliseconds (1973).
        #expect(try decoder.decode(Date.self, from: "99999999999") == Date(timeIntervalSince1970: 99_999_999_999))
        #expect(try decoder.decode(Date.self, from: "100000000000") == Date(timeIntervalSince1970: 100_000_000))
        #expect(try decoder.decode(Date.self, from: "-100000000000") == Date(timeIntervalSince1970: -100_000_000))

        let (_, report) = try decoder.decodeWithReport(Stamp.self, from: #"{"at": 1453187501000}"#)
        #expect(report.description == "at: read the number 1453187501000 as milliseconds since 1970 (2016-01-19T07:11:41.000Z); as seconds it would be 48019-09-05T18:43:20Z")
        #expect(report.entries(.millisecondTimestamp).count == 1)
        let (_, quiet) = try decoder.decodeWithReport(Stamp.self, from: #"{"at": 1453187501}"#)
        #expect(quiet.isEmpty)
        // An explicit strategy means what it says.
        let secondsOnly = JSONModelDecoder()
        secondsOnly.dateDecodingStrategy = .secondsSince1970
        #expect(try secondsOnly.decode(Date.self, from: "1453187501000") == Date(timeIntervalSince1970: 1_453_187_501_000))
    }

    // MARK: - Root keys

    struct Cache: Codable, Equatable {
        var name: String
        var difficulty: Int
    }

    struct Person: Codable, Equatable {
        var name: String
    }

    struct Options: Codable, Equatable {
        var verbose: Bool?
        var level: Int?
    }

    private func automatic() -> JSONModelDecoder {
        let decoder = JSONModelDecoder()
        decoder.rootKey = .automatic
        return decoder
    }

    @Test("a dictionary's keys are data: a one-entry dictionary is never unwrapped")
    func dictionariesAreNotUnwrapped() throws {
        let text = #"{"Golden Gate": {"name": "Golden Gate", "difficulty": 3}}"#
        #expect(try automatic().decode([String: Cache].self, from: text) == ["Golden Gate": Cache(name: "Golden Gate", difficulty: 3)])
        let value = try automatic().decode([String: JSONValue].self, from: #"{"only": {"a": 1}}"#)
        #expect(value == ["only": ["a": 1]])
        #expect(try automatic().decode(JSONValue.self, from: #"{"only": {"a": 1}}"#) == ["only": ["a": 1]])
        // Named after the type (`Dictionary`) is no wrapper either.
        #expect(try automatic().decode([String: [Int]].self, from: #"{"dictionary": [1]}"#) == ["dictionary": [1]])
    }

    @Test("a model that the object decodes as keeps the object; one it does not, unwraps")
    func modelsProbeFirst() throws {
        // The object is a Cache itself, with a member named after the type.
        struct Entry: Codable, Equatable { var entry: String; var id: Int }
        #expect(try automatic().decode(Entry.self, from: #"{"entry": "x", "id": 1}"#) == Entry(entry: "x", id: 1))
        // A type whose own init reads the object's keys as a dictionary.
        struct Table: Decodable, Equatable {
            var rows: [String: Int]
            init(from decoder: any Decoder) throws { rows = try decoder.singleValueContainer().decode([String: Int].self) }
        }
        #expect(try automatic().decode(Table.self, from: #"{"a": 1}"#).rows == ["a": 1])
        struct Keys: Decodable, Equatable {
            var names: [String]
            init(from decoder: any Decoder) throws { names = try decoder.container(keyedBy: JSONKeyForTests.self).allKeys.map(\.stringValue) }
        }
        #expect(try automatic().decode(Keys.self, from: #"{"data": {"a": 1}}"#).names == ["data"])
        // Optional properties all missing: the object is a wrapper.
        #expect(try automatic().decode(Options.self, from: #"{"data": {"verbose": true, "level": 2}}"#) == Options(verbose: true, level: 2))
        #expect(try automatic().decode(Options.self, from: #"{"options": {"level": 2}, "meta": {}}"#) == Options(verbose: nil, level: 2))
        // A model that reads its keys is decoded whole, even with a member named after it.
        #expect(try automatic().decode(Options.self, from: #"{"level": 1, "options": {"level": 2}}"#) == Options(verbose: nil, level: 1))
        // An error in the model itself, not a wrapper: the model's error.
        let error = try #require(throws: DecodingError.self) {
            try automatic().decode(Cache.self, from: #"{"name": "x", "difficulty": "hard"}"#)
        }
        #expect(error.explanation.hasPrefix("difficulty: expected Int"))
    }

    @Test("arrays: regular and irregular plurals of the element type")
    func plurals() throws {
        #expect(try automatic().decode([Person].self, from: #"{"people": [{"name": "Ada"}], "count": 1}"#) == [Person(name: "Ada")])
        #expect(try automatic().decode([Person].self, from: #"{"persons": [{"name": "Ada"}], "count": 1}"#) == [Person(name: "Ada")])
        #expect(try automatic().decode([Cache].self, from: #"{"caches": [{"name": "a", "difficulty": 1}], "n": 1}"#).count == 1)
        struct Category: Codable, Equatable { var id: Int }
        #expect(try automatic().decode([Category].self, from: #"{"CATEGORIES": [{"id": 1}], "n": 1}"#) == [Category(id: 1)])
        struct Box: Codable, Equatable { var id: Int }
        #expect(try automatic().decode([Box].self, from: #"{"boxes": [{"id": 1}], "n": 1}"#) == [Box(id: 1)])
        struct Child: Codable, Equatable { var id: Int }
        #expect(try automatic().decode([Child].self, from: #"{"children": [{"id": 1}], "n": 1}"#) == [Child(id: 1)])
        struct Leaf: Codable, Equatable { var id: Int }
        #expect(try automatic().decode([Leaf].self, from: #"{"leaves": [{"id": 1}], "n": 1}"#) == [Leaf(id: 1)])
    }

    @Test("when no rule finds the value, the error says which root keys were looked for")
    func rootKeysTried() throws {
        let error = try #require(throws: DecodingError.self) {
            try automatic().decode([Person].self, from: #"{"results": [{"name": "Ada"}], "count": 1}"#)
        }
        #expect(error.explanation == #"expected an array, found an object at line 1, column 1; RootKey.automatic looked for an array under the key "People" or "Persons" (ignoring case, '_' and '-'), or for a single member holding an array, and found neither"#)
        let model = try #require(throws: DecodingError.self) { try automatic().decode(Cache.self, from: #"{"a": 1, "b": 2}"#) }
        #expect(model.explanation.hasSuffix(#"RootKey.automatic looked for an object under the key "Cache" (ignoring case, '_' and '-'), or for a single member holding an object, and found neither"#))
    }

    // MARK: - Fuzzy keys

    @Test("two keys matching one property: the report names the key read and the key left")
    func fuzzyAmbiguityReport() throws {
        struct User: Decodable { var userName: String }
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        let (user, report) = try decoder.decodeWithReport(User.self, from: #"{"user-name": "a", "USER_NAME": "b", "age": 3}"#)
        #expect(user.userName == "a")
        #expect(report.description == """
            USER_NAME: not read: it matches the property "userName" ignoring case, '_' and '-', and the key "user-name" was read for it instead (the first in the object)
            age: no property read this key
            """)
        let (exact, exactReport) = try decoder.decodeWithReport(User.self, from: #"{"user_name": "a", "userName": "b"}"#)
        #expect(exact.userName == "b")
        #expect(exactReport.entries(.ambiguousKey).map(\.path.description) == ["user_name"])
        #expect(exactReport.entries(.unusedKey).isEmpty)
    }

    // MARK: - Numbers JSON cannot hold

    @Test("an infinite or NaN number in a JSONValue is written as null, equals itself, and follows the encoder's strategy")
    func nonFiniteNumbers() throws {
        // A literal too large for Double is infinite in Swift, as `.infinity` is.
        let huge = Double("1e400") ?? 0
        let value: JSONValue = [1.5, .number(JSONNumber(floatLiteral: .infinity)), .number(JSONNumber(floatLiteral: huge)), .number(JSONNumber(floatLiteral: -.infinity)), .number(.init(floatLiteral: .nan))]
        #expect(value.jsonString() == "[1.5,null,null,null,null]")
        #expect(try JSONValue(parsing: value.jsonString()) == [1.5, nil, nil, nil, nil])
        #expect(value == value)
        let nan: JSONNumber = .init(floatLiteral: .nan)
        #expect(nan == JSONNumber(floatLiteral: .nan))
        #expect(Set([nan, nan, JSONNumber(floatLiteral: .infinity), 1]).count == 3)
        #expect(JSONNumber(floatLiteral: .infinity) != JSONNumber(floatLiteral: -.infinity))
        #expect(JSONNumber(floatLiteral: .infinity) != JSONNumber(text: "1e400"))
        #expect(!nan.isWholeNumber && nan.int == nil)

        #expect(throws: EncodingError.self) { try JSONModelEncoder().encode(value) }
        let encoder = JSONModelEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        #expect(try encoder.encodeToString(value) == #"[1.5,"+inf","+inf","-inf","nan"]"#)
        #expect(try encoder.encodeToString(JSONNumber(floatLiteral: .nan)) == #""nan""#)
    }
}

@Suite("Encoder errors are safe to print")
struct EncoderErrorPrintingTests {
    @Test("a date ISO 8601 cannot name, NaN included: the error holds its seconds and prints")
    func nanDate() throws {
        // Found by the JSONCoding fuzzer: `{"date": NaN}` in JSON5 decodes to a NaN Date.
        let decoder = JSONModelDecoder()
        decoder.allowsJSON5 = true
        decoder.dateDecodingStrategy = .secondsSince1970
        let date = try decoder.decode(Date.self, from: "NaN")
        #expect(date.timeIntervalSince1970.isNaN)
        for interval in [Double.nan, .infinity, -1e300] {
            let error = try #require(throws: EncodingError.self) { try JSONModelEncoder().encode(["date": Date(timeIntervalSince1970: interval)]) }
            guard case .invalidValue(let value, _) = error else { return }
            #expect(value is Double)
            #expect(String(describing: error).contains("outside the years -999999 to 999999"))
            #expect(error.explanation.hasPrefix("date: Unable to write the date at"))
        }
    }
}
