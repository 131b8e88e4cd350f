import Foundation
import JSONModel
import Testing

// "Did you mean": for missing keys (never a key another property reads), unknown tags and
// unknown raw values alike.

@JSONModel
struct Position: Equatable {
    var latitude: Double
    var longitude: Double
}

@JSONModel(tagging: .internal(key: "type"))
enum Outline: Equatable {
    case circle(radius: Double)
    case square(side: Double)
}

@JSONModel
enum Trip: Equatable {
    case walk(meters: Int)
    case ride(minutes: Int)
}

@JSONModel
enum Mood: String, Equatable {
    case happy, grumpy, sleepy
}

/// Codable keys that list their cases: the Codable path leaves out the other cases' keys too.
struct PlainPosition: Decodable {
    var latitude: Double
    var longitude: Double
    enum CodingKeys: String, CodingKey, CaseIterable { case latitude, longitude }
}

@Suite struct SuggestionTests {
    @Test func aMissingKeyIsNotSaidToBeAKeyAnotherPropertyReads() throws {
        // "latitude" is one letter from "longitude"'s length, but Position reads it already.
        let error = try #require(throws: DecodingError.self) { try Position(json: #"{"latitude": 52.5}"#) }
        #expect(error.explanation == #"no key "longitude" in the object at line 1, column 1"#)
        // A key nobody reads is still suggested.
        let typo = try #require(throws: DecodingError.self) { try Position(json: #"{"latitude": 52.5, "longitud": 13.4}"#) }
        #expect(typo.explanation == #"no key "longitude" in the object at line 1, column 1; did you mean "longitud"?"#)
        // Also through the Codable path, and with every missing key at once.
        let plain = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode(PlainPosition.self, from: #"{"latitude": 52.5}"#) }
        #expect(plain.explanation == #"no key "longitude" in the object at line 1, column 1"#)
        let both = try requireFailures { try Position(json: #"{"lattitude": 1, "longtitude": 2}"#) }
        #expect("\(both)" == #"""
            2 fields could not be decoded:
            1:1: latitude: no key "latitude" in the object; did you mean "lattitude"?
            1:1: longitude: no key "longitude" in the object; did you mean "longtitude"?
            """#)
    }

    @Test func aMisspelledTagGetsASuggestion() throws {
        let error = try #require(throws: DecodingError.self) { try Outline(json: #"{"type": "circel", "radius": 2}"#) }
        #expect(error.explanation == #"type: unknown value "circel" for Outline; expected "circle" or "square" at line 1, column 10; did you mean "circle"?"#)
        // In a list of failures, the place is in front and the suggestion stays at the end.
        let list = try requireFailures {
            try [Outline](json: #"[{"type": "sqaure", "side": 1}, {"type": "circle", "radius": "big"}]"#)
        }
        #expect("\(list)" == #"""
            2 fields could not be decoded:
            1:11: [0].type: unknown value "sqaure" for Outline; expected "circle" or "square"; did you mean "square"?
            1:62: [1].radius: expected Double, found the string "big"
            """#)
        // Nothing alike: no suggestion.
        let far = try #require(throws: DecodingError.self) { try Outline(json: #"{"type": "hexagon"}"#) }
        #expect(far.explanation == #"type: unknown value "hexagon" for Outline; expected "circle" or "square" at line 1, column 10"#)
        // Foundation reads the same enum through Codable: the suggestion is there too.
        let foundation = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Outline.self, from: Data(#"{"type": "circel"}"#.utf8)) }
        #expect(foundation.explanation == #"type: unknown value "circel" for Outline; expected "circle" or "square"; did you mean "circle"?"#)
    }

    @Test func aMisspelledExternalTagGetsASuggestion() throws {
        let error = try #require(throws: DecodingError.self) { try Trip(json: #"{"wlak": {"meters": 5}}"#) }
        #expect(error.explanation == #"wlak: unknown key "wlak" for Trip; expected "walk" or "ride" at line 1, column 2; did you mean "walk"?"#)
    }

    @Test func aMisspelledRawValueGetsASuggestion() throws {
        let error = try #require(throws: DecodingError.self) { try [Mood](json: #"["happy", "grumpi"]"#) }
        #expect(error.explanation == #"[1]: unknown value "grumpi" for Mood; expected one of "happy", "grumpy" or "sleepy" at line 1, column 11; did you mean "grumpy"?"#)
        let far = try #require(throws: DecodingError.self) { try [Mood](json: #"["angry"]"#) }
        #expect(far.explanation == #"[0]: unknown value "angry" for Mood; expected one of "happy", "grumpy" or "sleepy" at line 1, column 2"#)
    }
}
