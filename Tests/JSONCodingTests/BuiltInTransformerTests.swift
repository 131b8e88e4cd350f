import Foundation
import JSONCoding
import PropertyBased
import Testing

/// The built-in transformers, alone and through the container methods with Foundation's
/// JSONDecoder and JSONEncoder.
@Suite("Built-in transformers")
struct BuiltInTransformerTests {
    struct Photo: Codable, Equatable {
        var taken: Date
        var created: Date
        var published: Date
        var edited: Date?
        var birthday: Date
        var tags: [String]
        var colours: [String]

        enum CodingKeys: String, CodingKey { case taken, created, published, edited, birthday, tags, colours }

        init(
            taken: Date, created: Date, published: Date, edited: Date?, birthday: Date, tags: [String],
            colours: [String]
        ) {
            self.taken = taken
            self.created = created
            self.published = published
            self.edited = edited
            self.birthday = birthday
            self.tags = tags
            self.colours = colours
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            taken = try container.decode(.taken, using: UnixSeconds())
            created = try container.decode(.created, using: UnixMilliseconds())
            published = try container.decode(.published, using: ISO8601Date())
            edited = try container.decodeIfPresent(.edited, using: ISO8601Date(fractionalSeconds: true))
            birthday = try container.decode(.birthday, using: DateFormat("yyyy-MM-dd"))
            tags = try container.decode(.tags, using: SpaceSeparated())
            colours = try container.decode(.colours, using: Separated(by: ","))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(taken, forKey: .taken, using: UnixSeconds())
            try container.encode(created, forKey: .created, using: UnixMilliseconds())
            try container.encode(published, forKey: .published, using: ISO8601Date())
            try container.encodeIfPresent(edited, forKey: .edited, using: ISO8601Date(fractionalSeconds: true))
            try container.encode(birthday, forKey: .birthday, using: DateFormat("yyyy-MM-dd"))
            try container.encode(tags, forKey: .tags, using: SpaceSeparated())
            try container.encode(colours, forKey: .colours, using: Separated(by: ","))
        }
    }

    static let photoJSON = #"""
        {
            "taken": 1452868205.5,
            "created": 1452868205123,
            "published": "2016-01-15T14:30:05+01:00",
            "edited": "2016-01-15T14:30:05.25Z",
            "birthday": "1986-03-21",
            "tags": " swift json  ios\n",
            "colours": "red, green,blue"
        }
        """#

    static let photo = Photo(
        taken: Date(timeIntervalSince1970: 1452868205.5),
        created: Date(timeIntervalSince1970: 1452868205.123),
        published: Date(timeIntervalSince1970: 1452864605),
        edited: Date(timeIntervalSince1970: 1452868205.25),
        birthday: Date(timeIntervalSince1970: 511747200),
        tags: ["swift", "json", "ios"],
        colours: ["red", "green", "blue"])

    static func decodePhoto(_ json: String) throws -> Photo {
        try JSONDecoder().decode(Photo.self, from: Data(json.utf8))
    }

    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    // MARK: - Through JSONDecoder and JSONEncoder

    @Test("every transformer decodes its JSON form through JSONDecoder")
    func decodesThroughJSONDecoder() throws {
        #expect(try Self.decodePhoto(Self.photoJSON) == Self.photo)
    }

    @Test("every transformer encodes its JSON form through JSONEncoder")
    func encodesThroughJSONEncoder() throws {
        #expect(
            try Self.encode(Self.photo)
                == #"{"birthday":"1986-03-21","colours":"red,green,blue","created":1452868205123,"#
                + #""edited":"2016-01-15T14:30:05.250Z","published":"2016-01-15T13:30:05Z","#
                + #""tags":"swift json ios","taken":1452868205.5}"#)
        #expect(try Self.decodePhoto(Self.encode(Self.photo)) == Self.photo)
    }

    @Test("decodeIfPresent gives nil for a missing key and for null; encodeIfPresent writes nothing for nil")
    func optionalValues() throws {
        let missing = Self.photoJSON.replacingOccurrences(of: #""edited": "2016-01-15T14:30:05.25Z","#, with: "")
        let null = Self.photoJSON.replacingOccurrences(of: #""2016-01-15T14:30:05.25Z""#, with: "null")
        #expect(missing != Self.photoJSON && null != Self.photoJSON)
        #expect(try Self.decodePhoto(missing).edited == nil)
        #expect(try Self.decodePhoto(null).edited == nil)

        var photo = Self.photo
        photo.edited = nil
        let text = try Self.encode(photo)
        #expect(!text.contains("edited"))
        #expect(try Self.decodePhoto(text) == photo)
    }

    @Test("a value a transformer refuses is a dataCorrupted error at its key, with the message and the cause")
    func decodingErrors() throws {
        let cases: [(original: String, replacement: String, key: String, message: String)] = [
            (
                #""2016-01-15T14:30:05+01:00""#, #""2016-13-01""#, "published",
                "ISO8601Date could not convert the value: expected an ISO 8601 date such as 2016-01-15, "
                    + #"2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00, found "2016-13-01""#
            ),
            (
                #""1986-03-21""#, #""21/03/1986""#, "birthday",
                #"DateFormat could not convert the value: expected a date in the format "yyyy-MM-dd", found "21/03/1986""#
            ),
            (
                #""2016-01-15T14:30:05.25Z""#, #""2016-01-15T14:30:05""#, "edited",
                "ISO8601Date could not convert the value: expected an ISO 8601 date such as 2016-01-15, "
                    + #"2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00, found "2016-01-15T14:30:05""#
            ),
        ]
        for (original, replacement, key, message) in cases {
            let json = Self.photoJSON.replacingOccurrences(of: original, with: replacement)
            #expect(json != Self.photoJSON)
            #expect {
                _ = try Self.decodePhoto(json)
            } throws: { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return false }
                #expect(context.codingPath.map(\.stringValue) == [key])
                #expect(context.debugDescription == message)
                return context.underlyingError is JSONTransformError
            }
        }
    }

    @Test("the wrong JSON type is the decoder's own typeMismatch, before any transformer runs")
    func wrongJSONType() throws {
        let json = Self.photoJSON.replacingOccurrences(of: "1452868205.5", with: #""yesterday""#)
        #expect {
            _ = try Self.decodePhoto(json)
        } throws: { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return false }
            return type == Double.self && context.codingPath.map(\.stringValue) == ["taken"]
        }
    }

    @Test("a value a transformer cannot write is an invalidValue error at its key, with the message")
    func encodingErrors() throws {
        var photo = Self.photo
        photo.tags = ["swift", "new york"]
        #expect {
            _ = try Self.encode(photo)
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            #expect(context.codingPath.map(\.stringValue) == ["tags"])
            #expect(
                context.debugDescription
                    == #"SpaceSeparated could not convert the value: expected non-empty words with no spaces, tabs or line breaks, found "new york""#
            )
            return context.underlyingError as? JSONTransformError
                == JSONTransformError(expected: "non-empty words with no spaces, tabs or line breaks", found: #""new york""#)
        }
    }

    // MARK: - UnixSeconds and UnixMilliseconds

    struct Stamp: Codable, Equatable {
        var at: Date
        enum CodingKeys: String, CodingKey { case at }
        init(at: Date) { self.at = at }
    }

    struct SecondsStamp: Codable {
        var at: Date
        enum CodingKeys: String, CodingKey { case at }
        init(at: Date) { self.at = at }
        init(from decoder: any Decoder) throws {
            at = try decoder.container(keyedBy: CodingKeys.self).decode(.at, using: UnixSeconds())
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(at, forKey: .at, using: UnixSeconds())
        }
    }

    struct MillisecondsStamp: Codable {
        var at: Date
        enum CodingKeys: String, CodingKey { case at }
        init(at: Date) { self.at = at }
        init(from decoder: any Decoder) throws {
            at = try decoder.container(keyedBy: CodingKeys.self).decode(.at, using: UnixMilliseconds())
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(at, forKey: .at, using: UnixMilliseconds())
        }
    }

    @Test("UnixSeconds and UnixMilliseconds convert fixed values both ways")
    func unixFixedValues() throws {
        #expect(try UnixSeconds().decode(0) == Date(timeIntervalSince1970: 0))
        #expect(try UnixSeconds().decode(-14182940) == Date(timeIntervalSince1970: -14182940))
        #expect(try UnixSeconds().decode(1452868205.123) == Date(timeIntervalSince1970: 1452868205.123))
        #expect(try UnixSeconds().encode(Date(timeIntervalSince1970: 1452868205.5)) == 1452868205.5)
        #expect(try UnixMilliseconds().decode(1452868205123) == Date(timeIntervalSince1970: 1452868205.123))
        #expect(try UnixMilliseconds().decode(-500) == Date(timeIntervalSince1970: -0.5))
        #expect(try UnixMilliseconds().encode(Date(timeIntervalSince1970: 1452868205.5)) == 1452868205500)
        #expect(try UnixMilliseconds().encode(Date(timeIntervalSince1970: 1452868205.0625)) == 1452868205062.5)
    }

    @Test("UnixSeconds and UnixMilliseconds read and write what Foundation's date strategies do")
    func unixAgreesWithFoundation() async throws {
        let values = Generator<Double, Shrink.None<Double>> { rng in
            switch Int.random(in: 0 ..< 3, using: &rng) {
            case 0: return Double(Int.random(in: -62_135_596_800_000 ... 253_402_300_799_999, using: &rng)) / 1000
            case 1: return Double(Int.random(in: -4_000_000_000 ... 4_000_000_000, using: &rng))
            default: return Double.random(in: -1e13 ... 1e13, using: &rng)
            }
        }
        await propertyCheck(count: 2000, input: values) { seconds in
            let date = Date(timeIntervalSince1970: seconds)

            let foundationEncoder = JSONEncoder()
            foundationEncoder.dateEncodingStrategy = .secondsSince1970
            let foundationDecoder = JSONDecoder()
            foundationDecoder.dateDecodingStrategy = .secondsSince1970
            let text = try Self.encode(SecondsStamp(at: date))
            #expect(text == String(decoding: try foundationEncoder.encode(Stamp(at: date)), as: UTF8.self))
            #expect(
                try JSONDecoder().decode(SecondsStamp.self, from: Data(text.utf8)).at
                    == foundationDecoder.decode(Stamp.self, from: Data(text.utf8)).at, "\(text)")

            foundationEncoder.dateEncodingStrategy = .millisecondsSince1970
            foundationDecoder.dateDecodingStrategy = .millisecondsSince1970
            let milliseconds = try Self.encode(MillisecondsStamp(at: date))
            #expect(milliseconds == String(decoding: try foundationEncoder.encode(Stamp(at: date)), as: UTF8.self))
            #expect(
                try JSONDecoder().decode(MillisecondsStamp.self, from: Data(milliseconds.utf8)).at
                    == foundationDecoder.decode(Stamp.self, from: Data(milliseconds.utf8)).at, "\(milliseconds)")
        }
    }

    @Test("UnixSeconds and UnixMilliseconds refuse infinite and undefined times")
    func unixNonFinite() throws {
        #expect(throws: JSONTransformError(expected: "a finite number of seconds since 1970", found: "nan")) {
            try UnixSeconds().decode(.nan)
        }
        #expect(throws: JSONTransformError(expected: "a finite number of milliseconds since 1970", found: "-inf")) {
            try UnixMilliseconds().decode(-.infinity)
        }
        #expect(throws: JSONTransformError(expected: "a date at a finite time", found: "a date at inf seconds since 1970")) {
            try UnixSeconds().encode(Date(timeIntervalSince1970: .infinity))
        }
        #expect(
            throws: JSONTransformError(
                expected: "a date whose milliseconds since 1970 are finite", found: "a date at 1e+306 seconds since 1970")
        ) {
            try UnixMilliseconds().encode(Date(timeIntervalSince1970: 1e306))
        }

        // Only a non-conforming float strategy lets such a number reach the transformer.
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        #expect {
            _ = try decoder.decode(SecondsStamp.self, from: Data(#"{"at": "nan"}"#.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription
                == "UnixSeconds could not convert the value: expected a finite number of seconds since 1970, found nan"
        }
    }

    // MARK: - ISO8601Date

    @Test(
        "ISO8601Date decodes every form the parser accepts",
        arguments: [
            ("2016-01-15", 1452816000.0),
            ("2016-01-15T14:30:05Z", 1452868205.0),
            ("2016-01-15t14:30:05z", 1452868205.0),
            ("2016-01-15 14:30:05Z", 1452868205.0),
            ("2016-01-15T14:30Z", 1452868200.0),
            ("2016-01-15T14:30:05.123Z", 1452868205.123),
            ("2016-01-15T14:30:05.123+01:00", 1452864605.123),
            ("2016-01-15T14:30:05.123456-0800", 1452897005.123456),
            ("2016-12-31T23:59:60Z", 1483228800.0),
        ])
    func iso8601Decodes(text: String, secondsSince1970: Double) throws {
        #expect(try ISO8601Date().decode(text) == Date(timeIntervalSince1970: secondsSince1970))
        #expect(try ISO8601Date(fractionalSeconds: true).decode(text) == Date(timeIntervalSince1970: secondsSince1970))
    }

    @Test("ISO8601Date encodes UTC text, with milliseconds when asked")
    func iso8601Encodes() throws {
        let date = Date(timeIntervalSince1970: 1452864605.25)
        #expect(try ISO8601Date().encode(date) == "2016-01-15T13:30:05Z")
        #expect(try ISO8601Date(fractionalSeconds: true).encode(date) == "2016-01-15T13:30:05.250Z")
        #expect(try ISO8601Date().encode(Date(timeIntervalSince1970: -62198755200)) == "-0001-01-01T00:00:00Z")
        #expect(try ISO8601Date().encode(Date(timeIntervalSince1970: 253402300800)) == "10000-01-01T00:00:00Z")
    }

    @Test("ISO8601Date writes what Foundation's .iso8601 strategy writes, for whole seconds after 1583")
    func iso8601AgreesWithFoundation() async throws {
        let foundation = JSONEncoder()
        foundation.dateEncodingStrategy = .iso8601
        await propertyCheck(count: 1000, input: Gen.int(in: -12_212_553_600 ... 253_402_300_799)) { seconds in
            let date = Date(timeIntervalSince1970: Double(seconds))
            let expected = try #require(String(data: try foundation.encode([date]), encoding: .utf8))
            let text = try Self.encode([try ISO8601Date().encode(date)])
            #expect(text == expected)
        }
    }

    @Test("ISO8601Date refuses text it cannot read, and dates it could not read back")
    func iso8601Errors() throws {
        let forms = "an ISO 8601 date such as 2016-01-15, 2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00"
        #expect(throws: JSONTransformError(expected: forms, found: #""2016-02-30""#)) {
            try ISO8601Date().decode("2016-02-30")
        }
        #expect(throws: JSONTransformError(expected: forms, found: #""next \"Tuesday\"\n""#)) {
            try ISO8601Date().decode("next \"Tuesday\"\n")
        }
        let range = "a date between the years -999999 and 999999"
        #expect(throws: JSONTransformError(expected: range, found: "a date at 1000000000000000.0 seconds since 1970")) {
            try ISO8601Date().encode(Date(timeIntervalSince1970: 1e15))
        }
        #expect(throws: JSONTransformError(expected: range, found: "a date at nan seconds since 1970")) {
            try ISO8601Date().encode(Date(timeIntervalSince1970: .nan))
        }
        // The last second of the last year still reads back.
        let last = Date(timeIntervalSince1970: 31494784780799)
        #expect(try ISO8601Date().decode(ISO8601Date().encode(last)) == last)
        #expect(throws: JSONTransformError.self) { try ISO8601Date().encode(last.addingTimeInterval(1)) }
    }

    // MARK: - DateFormat

    static let formats: [(format: String, zone: String, text: String, secondsSince1970: Double)] = [
        ("yyyy-MM-dd", "UTC", "2016-01-15", 1452816000),
        ("dd/MM/yyyy HH:mm", "Europe/Paris", "15/01/2016 14:30", 1452864600),
        ("EEE, dd MMM yyyy HH:mm:ss zzz", "GMT", "Fri, 15 Jan 2016 14:30:05 GMT", 1452868205),
        ("yyyy-MM-dd'T'HH:mm:ss.SSSXXX", "America/New_York", "2016-07-04T09:15:00.250-04:00", 1467638100.25),
        ("MMMM d, yyyy h:mm a", "Asia/Tokyo", "March 21, 1986 9:05 PM", 511790700),
    ]

    @Test("DateFormat reads and writes text in its format and time zone", arguments: formats)
    func dateFormatFixedValues(format: String, zone: String, text: String, secondsSince1970: Double) throws {
        let transformer = DateFormat(format, timeZone: try #require(TimeZone(identifier: zone)))
        #expect(try transformer.decode(text) == Date(timeIntervalSince1970: secondsSince1970))
        #expect(transformer.encode(Date(timeIntervalSince1970: secondsSince1970)) == text)
    }

    @Test("DateFormat works in UTC unless told otherwise")
    func dateFormatDefaultsToUTC() throws {
        let transformer = DateFormat("yyyy-MM-dd HH:mm:ss")
        #expect(transformer.timeZone.secondsFromGMT() == 0)
        #expect(try transformer.decode("2016-01-15 14:30:05") == Date(timeIntervalSince1970: 1452868205))
        #expect(transformer.encode(Date(timeIntervalSince1970: 1452868205)) == "2016-01-15 14:30:05")
        #expect(transformer.format == "yyyy-MM-dd HH:mm:ss")
    }

    @Test(
        "DateFormat refuses text that does not match its format",
        arguments: ["15/01/2016", "2016-01-15T14:30:05Z", "", "2016-13-45", "yesterday", "2016-01-15 and more"])
    func dateFormatErrors(text: String) throws {
        #expect(
            throws: JSONTransformError(expected: #"a date in the format "yyyy-MM-dd""#, foundText: text)
        ) {
            try DateFormat("yyyy-MM-dd").decode(text)
        }
    }

    @Test("DateFormat makes one formatter per format and time zone, shared across the process")
    func dateFormatCache() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let first = SharedDateFormatter.forFormat("dd.MM.yyyy", timeZone: paris)
        #expect(SharedDateFormatter.forFormat("dd.MM.yyyy", timeZone: paris) === first)
        #expect(SharedDateFormatter.forFormat("dd.MM.yyyy", timeZone: try #require(TimeZone(identifier: "UTC"))) !== first)
        #expect(SharedDateFormatter.forFormat("dd.MM.yy", timeZone: paris) !== first)
    }

    @Test("DateFormat gives right answers from many tasks at once")
    func dateFormatConcurrently() async throws {
        let cases = Self.formats
        let zones = try cases.map { try #require(TimeZone(identifier: $0.zone)) }
        let checked = await withTaskGroup(of: Int.self) { group in
            for task in 0 ..< 8 {
                group.addTask {
                    var checked = 0
                    for iteration in 0 ..< 250 {
                        let index = (task + iteration) % cases.count
                        let (format, _, text, seconds) = cases[index]
                        // Made inside the task, so the cache is reached concurrently too.
                        let transformer = DateFormat(format, timeZone: zones[index])
                        let date = try? transformer.decode(text)
                        let written = transformer.encode(Date(timeIntervalSince1970: seconds))
                        if date == Date(timeIntervalSince1970: seconds) && written == text {
                            checked += 1
                        } else {
                            Issue.record("\(format): read \(String(describing: date)), wrote \(written)")
                        }
                    }
                    return checked
                }
            }
            return await group.reduce(0, +)
        }
        #expect(checked == 8 * 250)
    }

    // MARK: - SpaceSeparated and Separated

    @Test(
        "SpaceSeparated splits on runs of whitespace",
        arguments: [
            ("a b  c", ["a", "b", "c"]),
            ("", []),
            ("   ", []),
            (" \t\n", []),
            ("one", ["one"]),
            ("  lead trail  ", ["lead", "trail"]),
            ("tab\tline\nreturn\r\nend", ["tab", "line", "return", "end"]),
            ("café naïve 日本", ["café", "naïve", "日本"]),
            ("a,b c", ["a,b", "c"]),
        ])
    func spaceSeparatedDecodes(text: String, words: [String]) {
        #expect(SpaceSeparated().decode(text) == words)
    }

    @Test("SpaceSeparated joins with one space and refuses words that would not read back")
    func spaceSeparatedEncodes() throws {
        #expect(try SpaceSeparated().encode(["swift", "json", "ios"]) == "swift json ios")
        #expect(try SpaceSeparated().encode([]) == "")
        #expect(try SpaceSeparated().encode(["日本"]) == "日本")
        let expected = "non-empty words with no spaces, tabs or line breaks"
        #expect(throws: JSONTransformError(expected: expected, found: #""new york""#)) {
            try SpaceSeparated().encode(["swift", "new york"])
        }
        #expect(throws: JSONTransformError(expected: expected, found: #""""#)) {
            try SpaceSeparated().encode(["a", ""])
        }
        #expect(throws: JSONTransformError(expected: expected, found: #""tab\there""#)) {
            try SpaceSeparated().encode(["tab\there"])
        }
        #expect(throws: JSONTransformError(expected: expected, found: #""line\r\n""#)) {
            try SpaceSeparated().encode(["line\r\n"])
        }
    }

    @Test(
        "Separated splits at each separator, trimming whitespace by default",
        arguments: [
            (",", true, "a, b,c", ["a", "b", "c"]),
            (",", true, "", []),
            (",", true, "  ", []),
            (",", true, "one", ["one"]),
            (",", true, " a , , b ", ["a", "", "b"]),
            (",", true, "a,", ["a", ""]),
            (",", false, " a, b", [" a", " b"]),
            (",", false, " ", [" "]),
            (" | ", true, "x | y|z | w", ["x", "y|z", "w"]),
            (";", true, "ä;\u{1F600};\tz\n", ["ä", "\u{1F600}", "z"]),
            ("", true, " whole text ", ["whole text"]),
        ])
    func separatedDecodes(separator: String, trimming: Bool, text: String, items: [String]) {
        #expect(Separated(by: separator, trimmingWhitespace: trimming).decode(text) == items)
    }

    @Test("Separated joins with its separator alone, and what it writes reads back")
    func separatedEncodes() throws {
        #expect(try Separated(by: ",").encode(["a", "b", "c"]) == "a,b,c")
        #expect(try Separated(by: ", ").encode(["a", "b"]) == "a, b")
        #expect(try Separated(by: ",").encode([]) == "")
        #expect(try Separated(by: ",").encode(["a", ""]) == "a,")
        #expect(try Separated(by: ",").encode(["", ""]) == ",")
        #expect(try Separated(by: ",", trimmingWhitespace: false).encode([" a ", "b"]) == " a ,b")
        #expect(try Separated(by: "").encode(["whole"]) == "whole")
        for items in [["a", "b", "c"], [], ["a", ""], ["", "", "x"], ["x y", "z"]] {
            let separated = Separated(by: ";")
            #expect(separated.decode(try separated.encode(items)) == items)
        }
    }

    @Test("Separated refuses items that would read back differently, naming the one at fault")
    func separatedErrors() throws {
        #expect(throws: JSONTransformError(expected: #"items without ",""#, found: #""a,b""#)) {
            try Separated(by: ",").encode(["x", "a,b"])
        }
        #expect(throws: JSONTransformError(expected: "items without whitespace at either end", found: #"" padded""#)) {
            try Separated(by: ",").encode(["x", " padded"])
        }
        #expect(throws: JSONTransformError(expected: "a non-empty item when it is the only one", found: #""""#)) {
            try Separated(by: ",").encode([""])
        }
        #expect(throws: JSONTransformError(expected: "at most one item, since the separator is empty", found: "2 items")) {
            try Separated(by: "").encode(["a", "b"])
        }
        #expect(
            throws: JSONTransformError(
                expected: #"items that read back the same after joining with "aba""#, found: #"["ab", "x"]"#)
        ) {
            try Separated(by: "aba", trimmingWhitespace: false).encode(["ab", "x"])
        }
    }

    // MARK: - JSONTransformError

    @Test("JSONTransformError says what was expected and what was found, quoting text for one line")
    func errorDescription() {
        #expect(
            JSONTransformError(expected: "a colour such as #ff8800", found: "42").description
                == "expected a colour such as #ff8800, found 42")
        #expect(
            JSONTransformError(expected: "a colour", foundText: "orange").description
                == #"expected a colour, found "orange""#)
        #expect(
            JSONTransformError(expected: "x", foundText: "say \"hi\"\\\n\t\u{0}\u{7F}é").found
                == #""say \"hi\"\\\n\t\u{0}\u{7f}é""#)
        let long = String(repeating: "0123456789", count: 10)
        #expect(
            JSONTransformError(expected: "x", foundText: long).found
                == "\"" + String(long.prefix(64)) + "\"…")
        #expect(
            JSONTransformError(expected: "x", foundText: String(long.prefix(64))).found
                == "\"" + String(long.prefix(64)) + "\"")
    }
}
