import Foundation
import JSONModel
import Testing

// The key matcher `@JSONModel` writes into `CodingKeys`: a switch on a key's length and bytes,
// then on its alike form. Every model here decodes the same under the walk (which uses the
// matcher), the lookups a report makes (which do not), and Foundation's decoder (whose
// containers are matched through the matcher too).

@JSONModel
struct KeyLengths: Equatable {
    var a: Int?
    var sevenCh: Int?
    var eightChr: Int?
    var nineChars: Int?
    var sixteenCharacter: Int?
    var seventeenCharacte: Int?
    var twentyFourCharactersLong: Int?
}

@JSONModel
struct AlikeNames: Equatable {
    var userName: String?
    var user_name: String?
}

@JSONModel
struct OddKeys: Equatable {
    @JSONKey("") var empty: Int?
    @JSONKey("École") var school: Int?
    @JSONKey("a\\.b") var dotted: Int?
    @JSONKey("with space") var spaced: Int?
}

/// Five names that read alike: more than a matcher lists for one key, so the model has none and
/// each field is looked up.
@JSONModel
struct FiveAlike: Equatable {
    var ab: Int?
    var a_b: Int?
    var aB: Int?
    var AB: Int?
    var a_B: Int?
}

@Suite struct KeyMatcherTests {
    /// `json` decoded by the walk, by the lookups of a report, and by Foundation's decoder: all
    /// three must agree. Foundation's containers list their keys in an order of their own, so
    /// where the first of two keys wins, `inOrder` leaves Foundation's decoder out.
    func decoded<T: Decodable & Equatable>(_ type: T.Type, _ json: String, inOrder: Bool = false) throws -> T {
        // Bytes of exactly the input's size: a key near the end is read without a word past it.
        let bytes = Array(json.utf8)
        let walked = try JSONModelDecoder().decode(T.self, from: bytes)
        let (looked, _) = try JSONModelDecoder().decodeWithReport(T.self, from: Data(bytes))
        let foundation = try JSONDecoder().decode(T.self, from: Data(bytes))
        #expect(walked == looked, "the walk and the lookups differ on \(json)")
        if !inOrder { #expect(walked == foundation, "the walk and Foundation's decoder differ on \(json)") }
        return walked
    }

    @Test func keysOfEveryLengthAreMatchedExactlyAndAlike() throws {
        let exact = try decoded(
            KeyLengths.self,
            #"{"a":1,"sevenCh":2,"eightChr":3,"nineChars":4,"sixteenCharacter":5,"seventeenCharacte":6,"twentyFourCharactersLong":7}"#)
        #expect(exact == KeyLengths(a: 1, sevenCh: 2, eightChr: 3, nineChars: 4, sixteenCharacter: 5, seventeenCharacte: 6, twentyFourCharactersLong: 7))
        let snake = try decoded(
            KeyLengths.self,
            #"{"A":1,"seven_ch":2,"eight_chr":3,"nine_chars":4,"sixteen_character":5,"seventeen_characte":6,"twenty_four_characters_long":7}"#)
        #expect(snake == exact)
        let shouted = try decoded(
            KeyLengths.self,
            #"{"a":1,"SEVEN-CH":2,"EIGHTCHR":3,"Nine-Chars":4,"SIXTEEN_CHARACTER":5,"seventeen-characte":6,"TWENTY_FOUR-characters_LONG":7}"#)
        #expect(shouted == exact)
    }

    @Test func keysThatAreNoFieldsAreSkipped() throws {
        // Same lengths and first bytes as fields, one byte apart.
        let value = try decoded(KeyLengths.self, #"{"b":1,"sevenCx":2,"eightChs":3,"nineCharz":4,"sixteenCharacteRs":5,"twentyFourCharactersLonger":7}"#)
        #expect(value == KeyLengths())
    }

    @Test func escapedAndNonASCIIKeysGoThroughTheSameMatcher() throws {
        let escaped = try decoded(KeyLengths.self, #"{"\u0061":1,"nine\u0043hars":4,"twenty_four_characters_lon\u0067":7}"#)
        #expect(escaped == KeyLengths(a: 1, nineChars: 4, twentyFourCharactersLong: 7))
        let odd = try decoded(OddKeys.self, #"{"":1,"école":2,"a.b":3,"WITH SPACE":4}"#)
        #expect(odd == OddKeys(empty: 1, school: 2, dotted: 3, spaced: 4))
        let exact = try decoded(OddKeys.self, #"{"\u00c9cole":2,"with space":4}"#)
        #expect(exact == OddKeys(school: 2, spaced: 4))
    }

    @Test func aKeyThatReadsLikeTwoNamesFillsBothAndAnExactKeyWins() throws {
        #expect(try decoded(AlikeNames.self, #"{"USERNAME":"a"}"#) == AlikeNames(userName: "a", user_name: "a"))
        // `user_name` is one field's name exactly and reads like the other's.
        #expect(try decoded(AlikeNames.self, #"{"user_name":"a"}"#) == AlikeNames(userName: "a", user_name: "a"))
        // An exact key later in the object wins over one alike before it.
        #expect(try decoded(AlikeNames.self, #"{"USERNAME":"a","userName":"b"}"#, inOrder: true) == AlikeNames(userName: "b", user_name: "a"))
        #expect(try decoded(AlikeNames.self, #"{"User-Name":"a","user_name":"c","userName":"b"}"#, inOrder: true) == AlikeNames(userName: "b", user_name: "c"))
        // Of two keys alike, the first wins; of two equal keys, the first wins.
        #expect(try decoded(AlikeNames.self, #"{"USERNAME":"a","username":"b"}"#, inOrder: true) == AlikeNames(userName: "a", user_name: "a"))
        #expect(try decoded(AlikeNames.self, #"{"userName":"a","userName":"b"}"#, inOrder: true) == AlikeNames(userName: "a", user_name: "a"))
    }

    @Test func aModelWithoutAMatcherReadsByTheSameRule() throws {
        #expect(try decoded(FiveAlike.self, #"{"A-B":1}"#) == FiveAlike(ab: 1, a_b: 1, aB: 1, AB: 1, a_B: 1))
        #expect(try decoded(FiveAlike.self, #"{"A-B":1,"aB":2,"ab":3}"#, inOrder: true) == FiveAlike(ab: 3, a_b: 1, aB: 2, AB: 1, a_B: 1))
    }

    @Test func theLastKeyOfTheInputIsMatchedFromACopy() throws {
        // The key ends two bytes before the input does: its words are read from a copy.
        #expect(try decoded(KeyLengths.self, #"{"b":0,"a":1}"#) == KeyLengths(a: 1))
        #expect(try decoded(KeyLengths.self, #"{"nineChars":4}"#) == KeyLengths(nineChars: 4))
        #expect(try decoded(AlikeNames.self, #"{"x":"","USER-NAME":"a"}"#) == AlikeNames(userName: "a", user_name: "a"))
    }
}

// MARK: - Under `.convertFromSnakeCase`

/// A model's fields under `.convertFromSnakeCase`: a key names the field whose key its
/// converted form is exactly, as in Foundation.
@JSONModel
struct SnakeFields: Equatable {
    var userName: String?
    var user_name: String?
    @JSONKey("écoleName") var school: String?
    var zipCode: Int?
}

/// The same fields with synthesized Codable: Foundation's own reading of the strategy.
struct PlainSnakeFields: Codable {
    var userName: String?
    var user_name: String?
    var school: String?
    var zipCode: Int?

    enum CodingKeys: String, CodingKey {
        case userName, user_name, zipCode
        case school = "écoleName"
    }
}

@Suite struct SnakeCaseWalkTests {
    /// `json` decoded under `.convertFromSnakeCase` by the walk, by the lookups of a report, and
    /// by Foundation's decoder with the same fields: all three must agree. Where the first of
    /// two keys wins, `inOrder` leaves Foundation's decoder out (its containers list their keys
    /// in an order of their own).
    func decoded(_ json: String, inOrder: Bool = false) throws -> SnakeFields {
        let bytes = Array(json.utf8)
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let walked = try decoder.decode(SnakeFields.self, from: bytes)
        let (looked, _) = try decoder.decodeWithReport(SnakeFields.self, from: Data(bytes))
        #expect(walked == looked, "the walk and the lookups differ on \(json)")
        if !inOrder {
            let foundation = JSONDecoder()
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            let plain = try foundation.decode(PlainSnakeFields.self, from: Data(bytes))
            let expected = SnakeFields(userName: plain.userName, user_name: plain.user_name, school: plain.school, zipCode: plain.zipCode)
            #expect(walked == expected, "the walk and Foundation's decoder differ on \(json)")
        }
        return walked
    }

    @Test func aKeyNamesTheFieldItConvertsToAndNoOther() throws {
        // "user_name" converts to "userName": the field named "user_name" is not read, as in Foundation.
        #expect(try decoded(#"{"user_name":"a","zip_code":7}"#) == SnakeFields(userName: "a", zipCode: 7))
        // Words of any case, and runs of underscores, convert to the same name.
        #expect(try decoded(#"{"USER_NAME":"b","Zip__Code":8}"#) == SnakeFields(userName: "b", zipCode: 8))
        // A key without an inner underscore stays as it is: only the exact name reads.
        #expect(try decoded(#"{"userName":"c","zipCode":9}"#) == SnakeFields(userName: "c", zipCode: 9))
        #expect(try decoded(#"{"username":"d","ZIPCODE":9,"user-name":"e"}"#) == SnakeFields())
        // Leading and trailing underscores stay.
        #expect(try decoded(#"{"_user_name":"f","zip_code_":1}"#) == SnakeFields())
    }

    @Test func escapedAndNonASCIIKeysConvertAsFoundationConvertsThem() throws {
        #expect(try decoded(#"{"user\u005fname":"a","zip_\u0063ode":2}"#) == SnakeFields(userName: "a", zipCode: 2))
        #expect(try decoded(#"{"école_name":"b"}"#) == SnakeFields(school: "b"))
        #expect(try decoded(#"{"\u00e9cole_name":"c"}"#) == SnakeFields(school: "c"))
        #expect(try decoded(#"{"ecole_name":"d","écolename":"e"}"#) == SnakeFields())
    }

    @Test func theFirstKeyThatConvertsToAFieldWins() throws {
        #expect(try decoded(#"{"user_name":"a","USER_NAME":"b","userName":"c"}"#, inOrder: true) == SnakeFields(userName: "a"))
        #expect(try decoded(#"{"userName":"c","user_name":"a"}"#, inOrder: true) == SnakeFields(userName: "c"))
    }

    @Test func aMissingRequiredFieldIsNamedUnderTheStrategy() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(try decoder.decode(SnakeRequired.self, from: #"{"first_name":"Ada","LAST_NAME":"L"}"#) == SnakeRequired(firstName: "Ada", lastName: "L"))
        // The missing key is named as the input would spell it, as the lookups name it.
        let json = #"{"firstname":"Ada","last_name":{}}"#
        let walked = try #require(throws: DecodingError.self) { try decoder.decode(SnakeRequired.self, from: json) }
        let looked = try #require(throws: DecodingError.self) { try decoder.decodeWithReport(SnakeRequired.self, from: Data(json.utf8)) }
        #expect(JSONDecodingFailures(walked)?.failures.map(\.path.description) == ["first_name", "last_name"])
        #expect(JSONDecodingFailures(looked)?.failures.map(\.path.description) == ["first_name", "last_name"])
    }
}

@JSONModel
struct SnakeRequired: Equatable {
    var firstName: String
    var lastName: String
}
