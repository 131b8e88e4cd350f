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

                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case url
                    case visits
                    case title

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 3:
                            switch key.word(0) {
                            case 0x6C7275:  // "url"
                                return 0x8001
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x8003
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x737469736976:  // "visits"
                                return 0x8002
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 3:
                            switch key.word(0) {
                            case 0x6C7275:  // "url"
                                return 0x1
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x3
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x737469736976:  // "visits"
                                return 0x2
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                required init(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var url = object.unread(String.self)
                    var visits = object.unread(Int.self)
                    var title = object.unread(String.self)
                    while let key = object.nextField() {
                        switch key {
                        case .url:
                            object._decode(&url, .url, .required)
                        case .visits:
                            object._decode(&visits, .visits, .optional)
                        case .title:
                            object._decode(&title, .title, .optional)
                        }
                    }
                    guard object._has(&url), object.succeeded else {
                        throw object.failure(requiring: [.url])
                    }
                    self.url = object._unwrap(&url)
                    self.visits = object._take(&visits) ?? 0
                    self.title = object._take(&title)
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.url, for: .key(.url))
                    try object.encode(self.visits, for: .key(.visits))
                    try object.encodeIfPresent(self.title, for: .key(.title))
                }

                func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var url = self.url
                    object._update(&url, for: .key(.url))
                    var visits = self.visits
                    object._update(&visits, for: .key(.visits))
                    var title = self.title
                    object._update(&title, for: .key(.title))
                    try object.finish()
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

                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case seats
                    case model

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 5:
                            switch key.word(0) {
                            case 0x7374616573:  // "seats"
                                return 0x8001
                            case 0x6C65646F6D:  // "model"
                                return 0x8002
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 5:
                            switch key.word(0) {
                            case 0x7374616573:  // "seats"
                                return 0x1
                            case 0x6C65646F6D:  // "model"
                                return 0x2
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                required init(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var seats = object.unread(Int.self)
                    var model = object.unread(String.self)
                    while let key = object.nextField() {
                        switch key {
                        case .seats:
                            object._decode(&seats, .seats, .required)
                        case .model:
                            object._decode(&model, .model, .optional)
                        }
                    }
                    guard object._has(&seats), object.succeeded else {
                        throw object.failure(requiring: [.seats])
                    }
                    self.seats = object._unwrap(&seats)
                    self.model = object._take(&model)
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.seats, for: .key(.seats))
                    try object.encodeIfPresent(self.model, for: .key(.model))
                }

                func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var seats = self.seats
                    object._update(&seats, for: .key(.seats))
                    var model = self.model
                    object._update(&model, for: .key(.model))
                    try object.finish()
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

                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case wingspan

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 8:
                            switch key.word(0) {
                            case 0x6E617073676E6977:  // "wingspan"
                                return 0x8001
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 8:
                            switch key.word(0) {
                            case 0x6E617073676E6977:  // "wingspan"
                                return 0x1
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                required init(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var wingspan = object.unread(Double.self)
                    while let key = object.nextField() {
                        switch key {
                        case .wingspan:
                            object._decode(&wingspan, .wingspan, .optional)
                        }
                    }
                    guard object.succeeded else {
                        throw object.failure(decodingSuperclass: { try Aircraft(from: decoder) })
                    }
                    self.wingspan = object._take(&wingspan) ?? 15
                    try super.init(from: decoder)
                }

                override func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.wingspan, for: .key(.wingspan))
                    try super.encode(to: encoder)
                }

                override func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var wingspan = self.wingspan
                    object._update(&wingspan, for: .key(.wingspan))
                    try object.finish()
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
            }

            extension Page: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case items
                    case next

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 4:
                            switch key.word(0) {
                            case 0x7478656E:  // "next"
                                return 0x8002
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x736D657469:  // "items"
                                return 0x8001
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 4:
                            switch key.word(0) {
                            case 0x7478656E:  // "next"
                                return 0x2
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x736D657469:  // "items"
                                return 0x1
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                init(from decoder: any Decoder) throws {
                    self = try Self._fromJSONObject(JSONObjectSource(from: decoder))
                }

                static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var items = object.unread({ (model: Self) in model.items })
                    var next = object.unread(optional: { (model: Self) in model.next })
                    while let key = object.nextField() {
                        switch key {
                        case .items:
                            object._decode(&items, .items, .required)
                        case .next:
                            object._decode(&next, .next, .optional)
                        }
                    }
                    guard object._has(&items), object.succeeded else {
                        throw object.failure(requiring: [.items])
                    }
                    return Self(items: object._unwrap(&items), next: object._take(&next))
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.items, for: .key(.items))
                    try object.encodeIfPresent(self.next, for: .key(.next))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.items, for: .key(.items))
                    object._update(&merged.next, for: .key(.next))
                    try object.finish()
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
