import Foundation
import JSONCoding
import Testing

@Suite("Decoding: strategies")
struct DecoderStrategyTests {
    struct Stamp: Decodable, Equatable {
        var at: Date
    }

    private func date(_ text: String, _ strategy: JSONModelDecoder.DateDecodingStrategy) throws -> Date {
        let decoder = JSONModelDecoder()
        decoder.dateDecodingStrategy = strategy
        return try decoder.decode(Stamp.self, from: #"{"at": \#(text)}"#).at
    }

    // MARK: - Dates

    @Test("every date strategy reads its form")
    func dateStrategies() throws {
        #expect(try date("1453187501", .secondsSince1970) == Date(timeIntervalSince1970: 1_453_187_501))
        #expect(try date("1453187501500", .millisecondsSince1970) == Date(timeIntervalSince1970: 1_453_187_501.5))
        #expect(try date("100.5", .deferredToDate) == Date(timeIntervalSinceReferenceDate: 100.5))
        #expect(try date(#""2016-01-15T14:30:05Z""#, .iso8601) == Date(timeIntervalSince1970: 1_452_868_205))
        #expect(try date(#""2016-01-15""#, .iso8601) == Date(timeIntervalSince1970: 1_452_816_000))
        #expect(try date(#""15.01.2016""#, .format("dd.MM.yyyy")) == Date(timeIntervalSince1970: 1_452_816_000))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd"
        #expect(try date(#""2016/01/15""#, .formatted(formatter)) == Date(timeIntervalSince1970: 1_452_816_000))
        #expect(
            try date(#"{"day": 2}"#, .custom { decoder in
                struct Day: Decodable { var day: Int }
                return Date(timeIntervalSince1970: Double(try Day(from: decoder).day) * 86_400)
            }) == Date(timeIntervalSince1970: 172_800))
    }

    @Test("automatic dates: numbers are unix seconds, strings ISO 8601")
    func automaticDates() throws {
        #expect(try date("1453187501", .automatic) == Date(timeIntervalSince1970: 1_453_187_501))
        #expect(try date(#""2016-01-15T14:30:05.5+01:00""#, .automatic) == Date(timeIntervalSince1970: 1_452_864_605.5))
        #expect(try date(#""1453187501""#, .automatic) == Date(timeIntervalSince1970: 1_453_187_501))
    }

    @Test("a date that cannot be read names the accepted forms")
    func badDate() throws {
        #expect {
            _ = try date(#""15/01/2016""#, .iso8601)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            #expect(context.codingPath.map(\.stringValue) == ["at"])
            #expect(
                context.debugDescription
                    == #"expected an ISO 8601 date such as 2016-01-15, 2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00, found the string "15/01/2016" at line 1, column 8"#
            )
            return true
        }
        #expect {
            _ = try date(#""2016-01-15""#, .format("dd.MM.yyyy"))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == #"expected a date in the format "dd.MM.yyyy", found the string "2016-01-15" at line 1, column 8"#
        }
    }

    // MARK: - Data, floats, decimals, URLs

    struct Blob: Decodable, Equatable {
        var data: Data
    }

    @Test("data strategies")
    func dataStrategies() throws {
        let decoder = JSONModelDecoder()
        #expect(try decoder.decode(Blob.self, from: #"{"data": "aGVsbG8="}"#).data == Data("hello".utf8))
        decoder.dataDecodingStrategy = .deferredToData
        #expect(try decoder.decode(Blob.self, from: #"{"data": [104, 105]}"#).data == Data("hi".utf8))
        decoder.dataDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return Data(String(text.reversed()).utf8)
        }
        #expect(try decoder.decode(Blob.self, from: #"{"data": "olleh"}"#).data == Data("hello".utf8))
        decoder.dataDecodingStrategy = .base64
        #expect {
            _ = try decoder.decode(Blob.self, from: #"{"data": "aGVsbG8"}"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == #"expected Base64 data, found the string "aGVsbG8" at line 1, column 10"#
                && context.codingPath.map(\.stringValue) == ["data"]
        }
    }

    @Test("non-conforming floats from strings")
    func nonConformingFloats() throws {
        let decoder = JSONModelDecoder()
        #expect(throws: DecodingError.self) { try decoder.decode([Double].self, from: #"["inf"]"#) }
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let values = try decoder.decode([Double].self, from: #"["inf", "-inf", "nan", 1.5]"#)
        #expect(values[0] == .infinity)
        #expect(values[1] == -.infinity)
        #expect(values[2].isNaN)
        #expect(values[3] == 1.5)
        #expect(try decoder.decode([Float].self, from: #"["-inf"]"#) == [-Float.infinity])
    }

    @Test("decimals keep every digit; 64-bit integers are exact")
    func exactNumbers() throws {
        let decoder = JSONModelDecoder()
        let decimals = try decoder.decode([Decimal].self, from: "[3.14159265358979323846264338327950288, -0.1, 12345678901234567890]")
        #expect(decimals[0].description == "3.14159265358979323846264338327950288")
        #expect(decimals[1] == Decimal(string: "-0.1"))
        #expect(decimals[2].description == "12345678901234567890")
        #expect(try decoder.decode([Int64].self, from: "[-9223372036854775808, 9223372036854775807]") == [.min, .max])
        #expect(try decoder.decode([UInt64].self, from: "[18446744073709551615, 505874924095815681]") == [.max, 505_874_924_095_815_681])
        #expect(try decoder.decode([Int8].self, from: "[-128, 127, 1.0, 1e2]") == [-128, 127, 1, 100])
        #expect(try decoder.decode([Double].self, from: "[0.1, 5e-324, 1.7976931348623157e308, -0.0]") == [0.1, .leastNonzeroMagnitude, 1.7976931348623157e308, -0.0])
        #expect(try decoder.decode([Float].self, from: "[3.4028235e38, 0.1]") == [Float.greatestFiniteMagnitude, 0.1])
        // Just above halfway between 1 and the next Float: rounding through Double would give 1.
        #expect(try decoder.decode([Float].self, from: "[1.000000059604644775390625000000001]") == [Float(bitPattern: 0x3F80_0001)])
        #expect(throws: DecodingError.self) { try decoder.decode([Float].self, from: "[1e39]") }
    }

    @Test("URLs and UUIDs from strings")
    func urlsAndUUIDs() throws {
        struct Link: Decodable, Equatable {
            var url: URL
            var id: UUID
        }
        let link = try JSONModelDecoder().decode(
            Link.self, from: #"{"url": "https:\/\/example.com\/a?b=c", "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#)
        #expect(link.url.absoluteString == "https://example.com/a?b=c")
        #expect(link.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    }

    // MARK: - Value coercion

    struct Numbers: Decodable, Equatable {
        var count: Int
        var ratio: Double
        var flag: Bool
        var label: String
        var small: UInt8
    }

    @Test("lenient coercion converts without loss", arguments: [
        #"{"count": "42", "ratio": "4.5", "flag": "true", "label": 17, "small": "255"}"#,
        #"{"count": 42.0, "ratio": 4.5, "flag": 1, "label": 17, "small": 255}"#,
    ])
    func lenientCoercion(json: String) throws {
        let numbers = try JSONModelDecoder().decode(Numbers.self, from: json)
        #expect(numbers == Numbers(count: 42, ratio: 4.5, flag: true, label: "17", small: 255))
    }

    @Test("lossy coercions fail and say why", arguments: [
        (#"{"count": "4.5", "ratio": 1, "flag": true, "label": "", "small": 1}"#, ["count"],
         #"expected Int, found the string "4.5", which is not a whole number at line 1, column 11"#),
        (#"{"count": 1, "ratio": 1, "flag": true, "label": "", "small": 300}"#, ["small"],
         "expected UInt8, found the number 300, which is out of its range at line 1, column 62"),
        (#"{"count": 1, "ratio": 1, "flag": 2, "label": "", "small": 1}"#, ["flag"],
         "expected Bool, found the number 2 at line 1, column 34"),
        (#"{"count": 1, "ratio": "abc", "flag": true, "label": "", "small": 1}"#, ["ratio"],
         #"expected Double, found the string "abc" at line 1, column 23"#),
    ])
    func lossyCoercion(json: String, path: [String], message: String) throws {
        #expect {
            _ = try JSONModelDecoder().decode(Numbers.self, from: json)
        } throws: { error in
            let context: DecodingError.Context
            switch error as? DecodingError {
            case .typeMismatch(_, let found)?, .dataCorrupted(let found)?: context = found
            default: return false
            }
            #expect(context.codingPath.map(\.stringValue) == path)
            #expect(context.debugDescription == message)
            return true
        }
    }

    @Test("strict coercion converts nothing")
    func strictCoercion() throws {
        let decoder = JSONModelDecoder()
        decoder.valueCoercion = .strict
        #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: #"["42"]"#) }
        #expect(throws: DecodingError.self) { try decoder.decode([String].self, from: "[42]") }
        #expect(throws: DecodingError.self) { try decoder.decode([Bool].self, from: "[1]") }
        #expect(try decoder.decode([Int].self, from: "[42, 1.0]") == [42, 1])
    }

    // MARK: - Keys

    struct Profile: Decodable, Equatable {
        var userName: String
        var userID: Int
        var isNew: Bool?
    }

    @Test("snake_case keys convert as JSONDecoder converts them")
    func snakeCase() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct Keys: Decodable, Equatable {
            var userName: String
            var htmlUrl: String
            var _private: Int
            var value2X: Int
        }
        let json = #"{"user_name": "ada", "HTML_URL": "u", "_private": 1, "value_2x": 2}"#
        #expect(try decoder.decode(Keys.self, from: json) == Keys(userName: "ada", htmlUrl: "u", _private: 1, value2X: 2))
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try foundation.decode(Keys.self, from: Data(json.utf8)) == Keys(userName: "ada", htmlUrl: "u", _private: 1, value2X: 2))
        // An acronym does not survive snake_case conversion, in Foundation either.
        #expect(throws: DecodingError.self) { try decoder.decode(Profile.self, from: #"{"user_name": "a", "user_id": 1}"#) }
    }

    @Test("fuzzy keys match ignoring case, _ and -", arguments: [
        #"{"user_name": "ada", "user_id": 7, "is_new": true}"#,
        #"{"UserName": "ada", "USERID": 7, "is-new": true}"#,
        #"{"username": "ada", "user-id": 7, "IS_NEW": true}"#,
    ])
    func fuzzyKeys(json: String) throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        #expect(try decoder.decode(Profile.self, from: json) == Profile(userName: "ada", userID: 7, isNew: true))
    }

    @Test("fuzzy keys: an exact match wins over an earlier inexact one")
    func fuzzyCollisions() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        let profile = try decoder.decode(Profile.self, from: #"{"user_name": "inexact", "userName": "exact", "userID": 1}"#)
        #expect(profile.userName == "exact")
        let first = try decoder.decode(Profile.self, from: #"{"user_name": "first", "USER-NAME": "second", "userID": 1}"#)
        #expect(first.userName == "first")
    }

    @Test("custom key conversion gets the path")
    func customKeys() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            let last = path[path.count - 1].stringValue
            return JSONKeyForTests(last.replacingOccurrences(of: "x-", with: ""))
        }
        #expect(try decoder.decode(Profile.self, from: #"{"x-userName": "a", "x-userID": 2}"#) == Profile(userName: "a", userID: 2, isNew: nil))
    }

    @Test("the first of two equal keys wins, as in Foundation")
    func duplicateKeys() throws {
        struct Pair: Decodable, Equatable {
            var a: Int
            var b: Int
        }
        let decoder = JSONModelDecoder()
        #expect(try decoder.decode(Pair.self, from: #"{"a": 1, "b": 2, "a": 3}"#) == Pair(a: 1, b: 2))
        #expect(try decoder.decode(Pair.self, from: #"{"b": 2, "a": 1, "a": 3}"#) == Pair(a: 1, b: 2))
        #expect(try decoder.decode(Pair.self, from: #"{"x": 0, "a": 1, "y": 0, "b": 2, "z": 0, "a": 3}"#) == Pair(a: 1, b: 2))
        #expect(try JSONDecoder().decode(Pair.self, from: Data(#"{"b": 2, "a": 1, "a": 3}"#.utf8)) == Pair(a: 1, b: 2))
    }

    /// Looks a key up twice, as hand-written code does with `contains` before `decode`.
    struct Twice: Decodable, Equatable {
        var first: Int
        var again: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKeyForTests.self)
            #expect(container.contains(JSONKeyForTests("a")))
            first = try container.decode(Int.self, forKey: JSONKeyForTests("a"))
            again = try container.decode(Int.self, forKey: JSONKeyForTests("a"))
        }
        init(first: Int, again: Int) {
            self.first = first
            self.again = again
        }
    }

    @Test("the first of two equal keys wins also when keys are read in order or looked up again")
    func duplicateKeysInOrder() throws {
        let decoder = JSONModelDecoder()
        #expect(try decoder.decode(Twice.self, from: #"{"a": 1, "a": 2}"#) == Twice(first: 1, again: 1))
        #expect(try decoder.decode(Twice.self, from: #"{"b": 0, "a": 1, "a": 2, "a": 3}"#) == Twice(first: 1, again: 1))

        // Keys read in the input's order, with an equal key after many others (also past the
        // number of keys remembered per object), and long keys alike in their first and last bytes.
        for count in [3, 40, 70, 130] {
            let names = (0 ..< count).map { "key_\($0)_" + String(repeating: "x", count: $0 % 20) + "_end" }
            let members = names.enumerated().map { #""\#($1)": \#($0)"# } + [#""\#(names[count / 2])": -1"#]
            let values = try decoder.decode([String: Int].self, from: "{" + members.joined(separator: ", ") + "}")
            #expect(values[names[count / 2]] == count / 2)

            struct Keyed: Decodable {
                var values: [Int]
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: JSONKeyForTests.self)
                    // allKeys lists the duplicated key once; looked up again, it still gives the first value.
                    let names = container.allKeys.map(\.stringValue)
                    values = try (names + [names[names.count / 2]]).map { try container.decode(Int.self, forKey: JSONKeyForTests($0)) }
                }
            }
            let keyed = try decoder.decode(Keyed.self, from: "{" + members.joined(separator: ", ") + "}")
            #expect(keyed.values == Array(0 ..< count) + [count / 2], "\(count) keys")
        }
    }

    // MARK: - Root keys

    struct TestObject: Decodable, Equatable {
        var id: Int
        var title: String
    }

    struct ComicBook: Decodable, Equatable {
        var id: Int
    }

    private func rootDecoder(_ rootKey: JSONModelDecoder.RootKey) -> JSONModelDecoder {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        decoder.rootKey = rootKey
        return decoder
    }

    @Test("root keys in all of Monkey's forms")
    func rootKeys() throws {
        let expected = TestObject(id: 5, title: "Captain Lolface")
        let automatic = rootDecoder(.automatic)
        // The type's name.
        #expect(
            try automatic.decode(TestObject.self, from: #"{"test_object": {"id": 5, "title": "Captain Lolface"}, "other": 1}"#)
                == expected)
        // A single key holding an object.
        #expect(try automatic.decode(TestObject.self, from: #"{"main_object": {"id": 5, "title": "Captain Lolface"}}"#) == expected)
        // No root key.
        #expect(try automatic.decode(TestObject.self, from: #"{"id": 5, "title": "Captain Lolface"}"#) == expected)
        // A custom one.
        #expect(
            try rootDecoder(.key("main_object")).decode(
                TestObject.self, from: #"{"main_object": {"id": 5, "title": "Captain Lolface"}, "other_object": {"id": 1}}"#)
                == expected)
        // Arrays: the plural of the element's name, a single key holding an array, or none.
        #expect(try automatic.decode([ComicBook].self, from: #"{"comic_books": [{"id": 10}, {"id": 13}], "x": []}"#).map(\.id) == [10, 13])
        #expect(try automatic.decode([ComicBook].self, from: #"{"my_comic_books": [{"id": 10}]}"#).map(\.id) == [10])
        #expect(try automatic.decode([ComicBook].self, from: #"[{"id": 10}]"#).map(\.id) == [10])
    }

    @Test("a single key the model itself reads is not a root key")
    func rootKeyTheModelReads() throws {
        struct Wrapper: Decodable, Equatable {
            var settings: [String: Int]
        }
        let decoder = rootDecoder(.automatic)
        #expect(try decoder.decode(Wrapper.self, from: #"{"settings": {"a": 1}}"#) == Wrapper(settings: ["a": 1]))
    }

    @Test("a missing custom root key is an error naming it")
    func missingRootKey() throws {
        #expect {
            _ = try rootDecoder(.key("data")).decode(TestObject.self, from: #"{"dta": {"id": 1, "title": ""}}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "data" && context.debugDescription == #"no key "data" in the object at line 1, column 1; did you mean "dta"?"#
        }
    }

    // MARK: - Invalid elements and the report

    @Test("skipping invalid elements, at any depth, with a report")
    func skippingElements() throws {
        struct Feed: Decodable, Equatable {
            var items: [ComicBook]
            var ids: [[Int]]
        }
        let decoder = JSONModelDecoder()
        decoder.invalidElementStrategy = .skip
        let json = #"{"items": [{"id": 1}, {"id": "x"}, {"name": 3}, {"id": 4}], "ids": [[1, "a", 2], [true]], "extra": 1}"#
        let (feed, report) = try decoder.decodeWithReport(Feed.self, from: json)
        #expect(feed == Feed(items: [ComicBook(id: 1), ComicBook(id: 4)], ids: [[1, 2], []]))
        #expect(report.entries(.skippedElement).map(\.path.description) == ["items[1]", "items[2]", "ids[0][1]", "ids[1][0]"])
        #expect(
            report.entries(.skippedElement).first?.message
                == #"left out an element that could not be decoded: expected Int, found the string "x" at line 1, column 30"#)
        #expect(report.entries(.unusedKey).map(\.path.description) == ["extra"])
        decoder.invalidElementStrategy = .throw
        #expect(throws: DecodingError.self) { try decoder.decode(Feed.self, from: json) }
    }

    @Test("the report lists coercions, unused keys and an unwrapped root key, with their paths")
    func report() throws {
        struct Person: Decodable {
            var name: String
            var age: Int
        }
        let decoder = rootDecoder(.automatic)
        let json = #"{"people": [{"name": "Ada", "age": "36", "born": 1815}, {"name": 7, "age": 1}]}"#
        let (people, report) = try decoder.decodeWithReport([Person].self, from: json)
        #expect(people.map(\.name) == ["Ada", "7"])
        #expect(
            report.description == """
                people: decoded the value of the root key
                people[0].age: read the string "36" as Int
                people[1].name: read the number 7 as String
                people[0].born: no property read this key
                """)
        let (_, clean) = try JSONModelDecoder().decodeWithReport([Int].self, from: "[1, 2]")
        #expect(clean.isEmpty)
    }

    /// A URL decodes as JSONDecoder decodes it, but one that `URL` rewrote (and that would be
    /// encoded rewritten) is in the report, with its path and both texts.
    @Test("a string that URL rewrites is in the report")
    func rewrittenURL() throws {
        struct Links: Codable, Equatable {
            var good: URL
            var odd: URL
            var spaced: [URL]
        }
        let json = #"{"good": "https://example.com/a?b=1", "odd": "http://a/%%30%30", "spaced": ["https://example.com/a b"]}"#
        let (links, report) = try JSONModelDecoder().decodeWithReport(Links.self, from: json)
        let foundation = try JSONDecoder().decode(Links.self, from: Data(json.utf8))
        #expect(links == foundation)
        #expect(links.odd.absoluteString == "http://a/%25%2530%2530")
        #expect(
            report.entries(.rewrittenURL).map(\.description) == [
                #"odd: read the string "http://a/%%30%30" as the URL "http://a/%25%2530%2530", which encodes differently"#,
                #"spaced[0]: read the string "https://example.com/a b" as the URL "https://example.com/a%20b", which encodes differently"#,
            ])
        #expect(report.entries.count == 2)
        let (_, clean) = try JSONModelDecoder().decodeWithReport(URL.self, from: #""https://example.com/a?b=1""#)
        #expect(clean.isEmpty)
    }

    @Test("a NaN date read from a string comes out the same with and without a report")
    func nanDateWithReport() throws {
        struct Stamp: Decodable { var date: Date }
        let decoder = JSONModelDecoder.foundationCompatible
        decoder.dateDecodingStrategy = .secondsSince1970
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        let json = #"{"date": "NaN"}"#
        #expect(try decoder.decode(Stamp.self, from: json).date.timeIntervalSince1970.isNaN)
        let (reported, report) = try decoder.decodeWithReport(Stamp.self, from: json)
        #expect(reported.date.timeIntervalSince1970.isNaN)
        #expect(report.entries.isEmpty)
    }
}

/// A plain coding key for custom key strategies.
struct JSONKeyForTests: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The snake_case conversion against Foundation's own, on generated keys: Foundation's decoder
/// converts the keys that `allKeys` lists, so a type that records them shows the conversion.
@Suite("Snake case keys against Foundation")
struct SnakeCaseDifferentialTests {
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct KeyList: Decodable {
        var keys: [String]
        init(from decoder: any Decoder) throws {
            keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        }
    }

    /// Reads one member by the name Foundation converted its key to.
    struct Lookup: Decodable {
        var value: Int
        init(from decoder: any Decoder) throws {
            let name = decoder.userInfo[CodingUserInfoKey(rawValue: "name")!] as? String ?? ""
            value = try decoder.container(keyedBy: AnyKey.self).decode(Int.self, forKey: AnyKey(stringValue: name)!)
        }
    }

    struct Account: Decodable, Equatable {
        var userId: Int
        var displayName: String
        var profileImageUrlHttps: String
        var url: String
        var isURL: Bool?
    }

    @Test("properties are found in every spelling that converts to them, as Foundation finds them", arguments: [
        #"{"user_id": 1, "display_name": "a", "profile_image_url_https": "h", "url": "u", "is_u_r_l": true}"#,
        #"{"userId": 1, "display_NAME": "a", "profile__image_url_https_": "h", "URL": "u"}"#,
        #"{"url": "u", "profile_image_url_https": "h", "Display_Name": "a", "user_ID": 1, "isURL": false}"#,
        #"{"display_name": "a", "user_id": 1, "url": "u", "profile_image_url_https": "h", "user_id": 2}"#,
        #"{"user_id": 1, "display_name": "a", "profile_image_url_https": "h", "url": "u", "is_url": true}"#,
    ])
    func spellings(json: String) throws {
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let library = JSONModelDecoder()
        library.keyDecodingStrategy = .convertFromSnakeCase
        let expected = Result { try foundation.decode(Account.self, from: Data(json.utf8)) }
        let actual = Result { try library.decode(Account.self, from: json) }
        switch (expected, actual) {
        case (.success(let expected), .success(let actual)): #expect(actual == expected, "\(json)")
        case (.failure, .failure): break
        default: Issue.record("Foundation: \(expected), JSONModelDecoder: \(actual), for \(json)")
        }
    }

    /// Reads the members named in `userInfo["names"]`, in that order.
    struct Named: Decodable {
        var values: [Int]
        init(from decoder: any Decoder) throws {
            let names = decoder.userInfo[CodingUserInfoKey(rawValue: "names")!] as? [String] ?? []
            let container = try decoder.container(keyedBy: AnyKey.self)
            values = try names.map { try container.decode(Int.self, forKey: AnyKey(stringValue: $0)!) }
        }
    }

    @Test("more coding keys than the spellings kept for them are still found")
    func manyKeys() throws {
        let names = (0 ..< 300).map { "keyNumber\($0)" }
        let json = "{" + (0 ..< 300).map { #""key_number\#($0)": \#($0)"# }.joined(separator: ", ") + "}"
        let library = JSONModelDecoder()
        library.keyDecodingStrategy = .convertFromSnakeCase
        library.userInfo = [CodingUserInfoKey(rawValue: "names")!: names]
        #expect(try library.decode(Named.self, from: json).values == Array(0 ..< 300))
        library.userInfo = [CodingUserInfoKey(rawValue: "names")!: Array(names.reversed())]
        #expect(try library.decode(Named.self, from: json).values == Array((0 ..< 300).reversed()))
    }

    @Test("every generated key converts exactly as Foundation converts it, and is found by that name")
    func conversions() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZb_0_9_Xé-.")
        var keys = ["", "_", "__", "a", "_a_", "a_b", "A_B", "a__b", "_a_b_", "abc1def_x2y", "ÉLAN_vital", "a-b_c", "x.y_z", "HTTP_URL", "user_id"]
        for _ in 0 ..< 400 {
            keys.append(String((0 ..< Int.random(in: 1 ... 8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let library = JSONModelDecoder()
        library.keyDecodingStrategy = .convertFromSnakeCase
        for key in keys {
            let json = JSONValue.object(JSONObject([(key, JSONValue.number(1))])).jsonString()
            let converted = try foundation.decode(KeyList.self, from: Data(json.utf8)).keys
            #expect(try library.decode(KeyList.self, from: json).keys == converted, "\(key)")
            guard let name = converted.first else { continue }
            library.userInfo = [CodingUserInfoKey(rawValue: "name")!: name]
            #expect(try library.decode(Lookup.self, from: json).value == 1, "\(key) → \(name)")
        }
    }
}
