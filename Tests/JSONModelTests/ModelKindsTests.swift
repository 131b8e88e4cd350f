import Foundation
import JSONModel
import Testing

@JSONModel
class Vehicle {
    var wheels: Int
    var name: String?
}

@JSONModel
final class Car: Vehicle {
    var doors: Int = 4
}

@JSONModel
final class Tag: Equatable {
    var label: String
    static func == (a: Tag, b: Tag) -> Bool { a.label == b.label }
}

@JSONModel
struct Page<Item: Codable & Equatable>: Equatable {
    var items: [Item]
    var next: String?
}

@JSONModel
struct Coordinate: Equatable {
    var latitude: Double
    var longitude: Double
}

@JSONModel
struct Cache: Equatable {
    var name: String
    var difficulty: Double = 1
    var found: Date?
    @JSONFlatten var location: Coordinate
    var computedLabel: String { "\(name) (\(difficulty))" }
    static let kind = "cache"
}

@JSONModel
struct Holder: Equatable {
    var location: Coordinate
}

@JSONModel
struct Dotted: Equatable {
    @JSONKey("a\\.b") var literalDot: Int
    @JSONKey("meta.size", "size") var size: Int
}

@JSONModel
struct Sized: Equatable {
    var name: String
    @JSONKey("meta.width") var width: Int
    @JSONKey("meta.height") var height: Int
    @JSONKey("meta.unit.name") var unit: String?
}

/// A plain Codable type (synthesized) that holds models, and a model that holds it.
struct Envelope: Codable, Equatable {
    var id: Int
    var items: [Coordinate]
}

@JSONModel
struct Mailbox: Equatable {
    var owner: String
    var latest: Envelope
}

@Suite struct ModelKindsTests {
    @Test func plainCodableTypesAndModelsNestEitherWay() throws {
        // The plain type reads its own keys exactly; the models inside it keep their fuzzy keys.
        let json = #"{"owner": "ada", "latest": {"id": 1, "items": [{"Latitude": 1, "LONGITUDE": 2}]}}"#
        let mailbox = try Mailbox(json: json)
        #expect(mailbox == Mailbox(owner: "ada", latest: Envelope(id: 1, items: [Coordinate(latitude: 1, longitude: 2)])))
        #expect(try JSONDecoder().decode(Mailbox.self, from: Data(json.utf8)) == mailbox)
        // Every bad field of the models inside the plain type, with the full path.
        let broken = #"{"owner": "ada", "latest": {"id": 1, "items": [{"latitude": "n", "longitude": "e"}]}}"#
        do {
            _ = try Mailbox(json: broken)
            Issue.record("the mailbox decoded")
        } catch let error as DecodingError {
            let failures = try #require(JSONDecodingFailures(error))
            #expect(failures.failures.map(\.path.description) == ["latest.items[0].latitude", "latest.items[0].longitude"])
        }
        // A plain key the plain type does not match fuzzily stays an error.
        #expect(throws: DecodingError.self) { try Mailbox(json: #"{"owner": "a", "latest": {"ID": 1, "items": []}}"#) }
    }

    @Test func fieldsUnderOneKeyPathShareOneObjectOnEveryEncoder() throws {
        let sized = Sized(name: "a", width: 3, height: 4, unit: "px")
        let expected: JSONValue = ["name": "a", "meta": ["width": 3, "height": 4, "unit": ["name": "px"]]]
        #expect(try JSONValue(parsing: sized.jsonString()) == expected)
        #expect(try JSONValue(parsing: [UInt8](JSONEncoder().encode(sized))) == expected)
        #expect(try Sized(json: sized.jsonString()) == sized)
        let noUnit = Sized(name: "b", width: 1, height: 2, unit: nil)
        let written = try noUnit.jsonString()
        #expect(try JSONValue(parsing: written) == ["name": "b", "meta": ["width": 1, "height": 2]], "\(written)")
        let nulls = JSONModelEncoder()
        nulls.nilEncodingStrategy = .writeNull
        #expect(try JSONValue(parsing: [UInt8](nulls.encode(noUnit))) == ["name": "b", "meta": ["width": 1, "height": 2, "unit": ["name": nil]]])
    }

    @Test func aSubclassDecodesAndEncodesItsSuperclassProperties() throws {
        let car = try Car(json: #"{"wheels": 4, "name": "Mini", "doors": 2}"#)
        #expect(car.wheels == 4 && car.name == "Mini" && car.doors == 2)
        let text = try car.jsonString()
        #expect(text == #"{"doors":2,"wheels":4,"name":"Mini"}"#)
        let again = try JSONDecoder().decode(Car.self, from: Data(text.utf8))
        #expect(again.wheels == 4 && again.doors == 2)
    }

    @Test func aSubclassReportsItsOwnAndItsSuperclassBadFieldsAtOnce() throws {
        do {
            _ = try Car(json: "{\"wheels\": \"four\",\n \"doors\": [2]}")
            Issue.record("the car decoded")
        } catch let error as DecodingError {
            let failures = try #require(JSONDecodingFailures(error))
            #expect(failures.failures.map(\.path.description) == ["doors", "wheels"])
            #expect(failures.failures.map(\.line) == [2, 1])
        }
        // Only the superclass's field bad: its error, as it is.
        #expect {
            _ = try Car(json: #"{"wheels": "four", "doors": 2}"#)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["wheels"]
        }
    }

    @Test func finalClassesWork() throws {
        #expect(try Tag(json: #"{"label": "x"}"#) == Tag(json: #"{"Label": "x"}"#))
    }

    @Test func genericModels() throws {
        let page = try Page<Coordinate>(json: #"{"items": [{"latitude": 1, "longitude": 2}], "next": "p2"}"#)
        #expect(page == Page(items: [Coordinate(latitude: 1, longitude: 2)], next: "p2"))
        #expect(try Page<Int>(json: #"{"items": [1, 2]}"#).items == [1, 2])
    }

    @Test func flattenReadsAndWritesTheNestedModelInTheSameObject() throws {
        let cache = try Cache(json: #"{"name": "GC1", "latitude": 52.5, "longitude": 13.4}"#)
        #expect(cache.location == Coordinate(latitude: 52.5, longitude: 13.4))
        #expect(try cache.jsonString() == #"{"name":"GC1","difficulty":1,"latitude":52.5,"longitude":13.4}"#)
    }

    @Test func mergeUpdatesOnlyWhatIsPresentAndNothingOnError() throws {
        var cache = try Cache(json: #"{"name": "GC1", "difficulty": 2.5, "latitude": 1, "longitude": 2}"#)
        try cache.merge(json: #"{"found": "2024-05-01T00:00:00Z", "latitude": 5}"#)
        #expect(cache.name == "GC1" && cache.difficulty == 2.5)
        #expect(cache.found == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(cache.location == Coordinate(latitude: 5, longitude: 2))
        let before = cache
        #expect(throws: DecodingError.self) { try cache.merge(json: #"{"name": "new", "difficulty": "hard"}"#) }
        #expect(cache == before)
    }

    @Test func keyPathsWithLiteralDotsAndAlternatives() throws {
        let value = try Dotted(json: #"{"a.b": 1, "size": 3}"#)
        #expect(value == Dotted(literalDot: 1, size: 3))
        #expect(try Dotted(json: #"{"a.b": 1, "meta": {"size": 4}, "size": 3}"#).size == 4)
        #expect(try value.jsonString() == #"{"a.b":1,"meta":{"size":3}}"#)
    }

    @Test func rootKeys() throws {
        let json = #"{"coordinate": {"latitude": 1, "longitude": 2}}"#
        #expect(try Coordinate(json: json, root: .automatic) == Coordinate(latitude: 1, longitude: 2))
        #expect(try Coordinate(json: json, root: .key("coordinate")).longitude == 2)
        let list = #"{"coordinates": [{"latitude": 1, "longitude": 2}]}"#
        #expect(try [Coordinate](json: list, root: .automatic).count == 1)
        // A model's own key is never taken for a root key: "location" is a property of Holder.
        let holder = try Holder(json: #"{"location": {"latitude": 1, "longitude": 2}}"#, root: .automatic)
        #expect(holder.location == Coordinate(latitude: 1, longitude: 2))
    }

    @Test func conveniencesAgree() throws {
        let point = Coordinate(latitude: 1.5, longitude: -2)
        #expect(try point.jsonValue() == JSONValue(parsing: #"{"latitude": 1.5, "longitude": -2}"#))
        #expect(try Coordinate(json: point.jsonData()) == point)
        #expect(try Coordinate(json: Array(point.jsonString(pretty: true).utf8)) == point)
        #expect(try Coordinate(json: point.jsonValue()) == point)
    }
}

/// A model without stored properties, as `json-model generate` writes for objects that are
/// always empty in its samples.
@JSONModel
struct NoFieldsModel {}

@Suite("A model without stored properties")
struct NoFieldsModelTests {
    @Test("decodes from any object, ignores its members, and encodes as an empty object")
    func noFields() throws {
        _ = try NoFieldsModel(json: "{}")
        _ = try NoFieldsModel(json: #"{"extra": [1, 2]}"#)
        _ = try JSONDecoder().decode(NoFieldsModel.self, from: Data(#"{"a": 1}"#.utf8))
        #expect(try NoFieldsModel().jsonString() == "{}")
        #expect(String(decoding: try JSONEncoder().encode(NoFieldsModel()), as: UTF8.self) == "{}")
        #expect(throws: DecodingError.self) { try NoFieldsModel(json: "[]") }
    }
}
