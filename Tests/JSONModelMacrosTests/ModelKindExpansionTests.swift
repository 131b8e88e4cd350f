// Expansion goldens of @JSONModel on each kind of model: final classes, classes and their
// subclasses, generic structs.
//
// To re-record them after changing the generated code (see ExpansionTests.swift):
//
//     touch Tests/JSONModelMacrosTests/*.swift
//     SNAPSHOT_TESTING_RECORD=failed swift test --filter JSONModelMacrosTests

import Foundation
import JSONModel
import MacroTesting
import Testing

// MARK: - Real types, with the same declarations as the goldens below

@JSONModel
final class Bookmark {
    var url: String
    var visits: Int = 0
    var title: String?
}

@JSONModel
class Aircraft {
    var seats: Int
    var model: String?
}

@JSONModel
final class Glider: Aircraft {
    var wingspan: Double = 15
}

@JSONModel
struct Page<Item: Codable> {
    var items: [Item]
    var next: String?
}

extension Page: Equatable where Item: Equatable {}

// MARK: - Goldens

/// What `@JSONModel` writes for classes (members in the body, the conformance in an
/// extension), for subclasses, and for generic models.
@Suite(.macros(jsonModelMacros, indentationWidth: .spaces(4)))
struct ModelKindExpansionTests {
    @Test func finalClass() {
        assertMacro {
            """
            @JSONModel
            final class Bookmark {
                var url: String
                var visits: Int = 0
                var title: String?
            }
            """
        } expansion: {
            """
            final class Bookmark {
                var url: String
                var visits: Int = 0
                var title: String?

                private static let _jsonFields: JSONFieldTable = [
                    .init("url"),
                    .init("visits", .optional),
                    .init("title", .optional),
                ]

                required init(from decoder: any Decoder) throws {
                    var url: Optional<String> = nil
                    var visits: Optional<Int> = nil
                    var title: Optional<String> = nil
                    try JSONFieldValue.reading(decoder) { object in
                        try Bookmark._jsonFields.decode(&object) { field, value in
                            switch field {
                            case 0: value.read(&url)
                            case 1: value.read(&visits)
                            case 2: value.read(&title)
                            default: break
                            }
                        }
                    }
                    self.url = JSONFieldValue.take(required: &url)
                    self.visits = JSONFieldValue.take(&visits) ?? 0
                    self.title = JSONFieldValue.take(&title)
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Bookmark._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.url, for: fields[0])
                    try object.encode(self.visits, for: fields[1])
                    try object.encodeIfPresent(self.title, for: fields[2])
                }

                func merge(from decoder: any Decoder) throws {
                    var url = self.url
                    var visits = self.visits
                    var title = self.title
                    try JSONFieldValue.reading(decoder) { object in
                        try Bookmark._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&url)
                            case 1: value.update(&visits)
                            case 2: value.update(&title)
                            default: break
                            }
                        }
                    }
                    self.url = url
                    self.visits = visits
                    self.title = title
                }
            }

            extension Bookmark: JSONModelCodable {}
            """
        }
    }

    @Test func finalClassRoundTrips() throws {
        let json = #"{"url": "https://swift.org", "title": "Swift"}"#
        let bookmark = try Bookmark(json: json)
        #expect(bookmark.url == "https://swift.org")
        #expect(bookmark.visits == 0)
        #expect(bookmark.title == "Swift")
        let foundation = try JSONDecoder().decode(Bookmark.self, from: Data(json.utf8))
        #expect(foundation.url == "https://swift.org" && foundation.visits == 0 && foundation.title == "Swift")
        #expect(try bookmark.jsonString() == #"{"url":"https:\/\/swift.org","visits":0,"title":"Swift"}"#)
        #expect(try foundationJSON(bookmark) == #"{"title":"Swift","url":"https://swift.org","visits":0}"#)
        var same = bookmark
        try same.merge(json: #"{"visits": 3, "title": null}"#)
        #expect(bookmark.visits == 3)
        #expect(bookmark.title == nil)
        #expect(bookmark.url == "https://swift.org")
    }

    @Test func classThatOthersInheritFrom() {
        assertMacro {
            """
            @JSONModel
            class Aircraft {
                var seats: Int
                var model: String?
            }
            """
        } expansion: {
            """
            class Aircraft {
                var seats: Int
                var model: String?

                private static let _jsonFields: JSONFieldTable = [
                    .init("seats"),
                    .init("model", .optional),
                ]

                required init(from decoder: any Decoder) throws {
                    var seats: Optional<Int> = nil
                    var model: Optional<String> = nil
                    try JSONFieldValue.reading(decoder) { object in
                        try Aircraft._jsonFields.decode(&object) { field, value in
                            switch field {
                            case 0: value.read(&seats)
                            case 1: value.read(&model)
                            default: break
                            }
                        }
                    }
                    self.seats = JSONFieldValue.take(required: &seats)
                    self.model = JSONFieldValue.take(&model)
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Aircraft._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.seats, for: fields[0])
                    try object.encodeIfPresent(self.model, for: fields[1])
                }

                func merge(from decoder: any Decoder) throws {
                    var seats = self.seats
                    var model = self.model
                    try JSONFieldValue.reading(decoder) { object in
                        try Aircraft._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&seats)
                            case 1: value.update(&model)
                            default: break
                            }
                        }
                    }
                    self.seats = seats
                    self.model = model
                }
            }

            extension Aircraft: JSONModelCodable {}
            """
        }
    }

    /// A subclass conforms through its superclass: the compiler asks for no conformance, and
    /// the macro writes no extension.
    @Test func subclassOfAModelClass() {
        assertMacro(subclassMacros) {
            """
            @JSONModel
            final class Glider: Aircraft {
                var wingspan: Double = 15
            }
            """
        } expansion: {
            """
            final class Glider: Aircraft {
                var wingspan: Double = 15

                private static let _jsonFields: JSONFieldTable = [
                    .init("wingspan", .optional),
                ]

                required init(from decoder: any Decoder) throws {
                    var wingspan: Optional<Double> = nil
                    do {
                        try JSONFieldValue.reading(decoder) { object in
                            try Glider._jsonFields.decode(&object) { field, value in
                                switch field {
                                case 0: value.read(&wingspan)
                                default: break
                                }
                            }
                        }
                    } catch {
                        throw JSONFieldValue.failure(error, decodingSuperclass: { try Aircraft(from: decoder) }, from: decoder)
                    }
                    self.wingspan = JSONFieldValue.take(&wingspan) ?? 15
                    try super.init(from: decoder)
                }

                override func encode(to encoder: any Encoder) throws {
                    let fields = Glider._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.wingspan, for: fields[0])
                    try super.encode(to: encoder)
                }

                override func merge(from decoder: any Decoder) throws {
                    var wingspan = self.wingspan
                    try JSONFieldValue.reading(decoder) { object in
                        try Glider._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&wingspan)
                            default: break
                            }
                        }
                    }
                    try super.merge(from: decoder)
                    self.wingspan = wingspan
                }
            }
            """
        }
    }

    @Test func classAndSubclassRoundTrip() throws {
        let json = #"{"seats": 2, "model": "ASK 21", "wingspan": 17}"#
        let glider = try Glider(json: json)
        #expect(glider.seats == 2)
        #expect(glider.model == "ASK 21")
        #expect(glider.wingspan == 17)
        let foundation = try JSONDecoder().decode(Glider.self, from: Data(json.utf8))
        #expect(foundation.seats == 2 && foundation.model == "ASK 21" && foundation.wingspan == 17)
        #expect(try glider.jsonString() == #"{"wingspan":17,"seats":2,"model":"ASK 21"}"#)
        #expect(try foundationJSON(glider) == #"{"model":"ASK 21","seats":2,"wingspan":17}"#)
        let aircraft = try Aircraft(json: json)
        #expect(aircraft.seats == 2 && aircraft.model == "ASK 21")
        #expect(try aircraft.jsonString() == #"{"seats":2,"model":"ASK 21"}"#)
        // A missing key of the superclass fails the subclass.
        #expect(throws: DecodingError.self) { _ = try Glider(json: #"{"wingspan": 17}"#) }
    }

    @Test func genericModel() {
        assertMacro {
            """
            @JSONModel
            struct Page<Item: Codable> {
                var items: [Item]
                var next: String?
            }
            """
        } expansion: {
            """
            struct Page<Item: Codable> {
                var items: [Item]
                var next: String?

                static var _jsonFields: JSONFieldTable {
                    JSONFieldTable.shared(for: Self.self) {
                        [
                            .init("items"),
                            .init("next", .optional),
                        ]
                    }
                }

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var items: Optional<[Item]> = nil
                    var next: Optional<String> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&items)
                        case 1: value.read(&next)
                        default: break
                        }
                    }
                    return Self(items: JSONFieldValue.take(required: &items), next: JSONFieldValue.take(&next))
                }
            }

            extension Page: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.items, for: fields[0])
                    try object.encodeIfPresent(self.next, for: fields[1])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.items)
                            case 1: value.update(&merged.next)
                            default: break
                            }
                        }
                    }
                    self = merged
                }
            }
            """
        }
    }

    @Test func genericModelRoundTrips() throws {
        let json = #"{"items": [{"id": 1, "name": "Ada"}, {"id": 2, "name": "Grace"}], "next": "p2"}"#
        let page = try Page<PlainUser>(json: json)
        #expect(page == Page(items: [PlainUser(id: 1, name: "Ada"), PlainUser(id: 2, name: "Grace")], next: "p2"))
        #expect(try JSONDecoder().decode(Page<PlainUser>.self, from: Data(json.utf8)) == page)
        #expect(try page.jsonString() == #"{"items":[{"id":1,"name":"Ada"},{"id":2,"name":"Grace"}],"next":"p2"}"#)
        #expect(try foundationJSON(page) == #"{"items":[{"id":1,"name":"Ada"},{"id":2,"name":"Grace"}],"next":"p2"}"#)
        let numbers = try Page<Int>(json: #"{"items": [3, 4]}"#)
        #expect(numbers == Page(items: [3, 4], next: nil))
        #expect(try numbers.jsonString() == #"{"items":[3,4]}"#)
    }
}
