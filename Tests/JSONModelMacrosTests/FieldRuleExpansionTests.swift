// Expansion goldens of @JSONModel's field rules: defaults for invalid values, transformers,
// lossy collections and flattened models.
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

@JSONModel(invalidValues: .useDefault)
struct Preferences: Equatable {
    var name: String
    var volume = 5
    var theme: String?
}

@JSONModel
struct Player: Equatable {
    var name: String
    @JSONDefaultIfInvalid var volume = 5
    @JSONDefaultIfInvalid var nickname: String?
    var level = 1
}

@JSONModel
struct Post: Equatable {
    @JSONTransform(SpaceSeparated()) var tags: [String]
    @JSONTransform(UnixSeconds()) var published: Date
    @JSONTransform(UnixSeconds()) var edited: Date?
    @JSONTransform(Separated(by: ",")) var authors: [String] = []
}

@JSONModel
struct Album: Equatable {
    var title: String
    @JSONLossy var ratings: [Int]
    @JSONLossy var counts: [String: Int]?
    @JSONLossy var labels: [String] = []
}

@JSONModel
struct GeoPoint: Equatable {
    var latitude: Double
    var longitude: Double
}

@JSONModel
struct Landmark: Equatable {
    var name: String
    @JSONFlatten var location: GeoPoint
}

// MARK: - Goldens

/// The fields `@JSONModel` writes for defaults on invalid values, transformers, lossy
/// collections and flattened models.
@Suite(.macros(jsonModelMacros, indentationWidth: .spaces(4)))
struct FieldRuleExpansionTests {
    @Test func invalidValuesUseDefault() {
        assertMacro {
            """
            @JSONModel(invalidValues: .useDefault)
            struct Preferences: Equatable {
                var name: String
                var volume = 5
                var theme: String?
            }
            """
        } expansion: {
            """
            struct Preferences: Equatable {
                var name: String
                var volume = 5
                var theme: String?

                static let _jsonFields: JSONFieldTable = [
                    .init("name"),
                    .init("volume", .optional, [.defaultIfInvalid]),
                    .init("theme", .optional, [.defaultIfInvalid]),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var name: Optional<String> = nil
                    var volume: Optional<Int> = nil
                    var theme: Optional<String> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&name)
                        case 1: value.read(&volume)
                        case 2: value.read(&theme)
                        default: break
                        }
                    }
                    return Self(name: JSONFieldValue.take(required: &name), volume: JSONFieldValue.take(&volume) ?? 5, theme: JSONFieldValue.take(&theme))
                }
            }

            extension Preferences: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.name, for: fields[0])
                    try object.encode(self.volume, for: fields[1])
                    try object.encodeIfPresent(self.theme, for: fields[2])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.name)
                            case 1: value.update(&merged.volume)
                            case 2: value.update(&merged.theme)
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

    @Test func invalidValuesUseDefaultRoundTrip() throws {
        let json = #"{"name": "den", "volume": "loud", "theme": [1]}"#
        let (preferences, report) = try JSONModelDecoder().decodeWithReport(Preferences.self, from: json)
        #expect(preferences == Preferences(name: "den", volume: 5, theme: nil))
        #expect(report.entries(.defaultedValue).map(\.path.description) == ["volume", "theme"])
        #expect(try JSONDecoder().decode(Preferences.self, from: Data(json.utf8)) == preferences)
        // A property without a default still fails.
        #expect(throws: DecodingError.self) { _ = try Preferences(json: #"{"name": {}}"#) }
        let valid = try Preferences(json: #"{"name": "den", "volume": 7, "theme": "dark"}"#)
        #expect(valid == Preferences(name: "den", volume: 7, theme: "dark"))
        #expect(try valid.jsonString() == #"{"name":"den","volume":7,"theme":"dark"}"#)
        #expect(try foundationJSON(valid) == #"{"name":"den","theme":"dark","volume":7}"#)
    }

    @Test func defaultIfInvalidOnOneProperty() {
        assertMacro {
            """
            @JSONModel
            struct Player: Equatable {
                var name: String
                @JSONDefaultIfInvalid var volume = 5
                @JSONDefaultIfInvalid var nickname: String?
                var level = 1
            }
            """
        } expansion: {
            """
            struct Player: Equatable {
                var name: String
                var volume = 5
                var nickname: String?
                var level = 1

                static let _jsonFields: JSONFieldTable = [
                    .init("name"),
                    .init("volume", .optional, [.defaultIfInvalid]),
                    .init("nickname", .optional, [.defaultIfInvalid]),
                    .init("level", .optional),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var name: Optional<String> = nil
                    var volume: Optional<Int> = nil
                    var nickname: Optional<String> = nil
                    var level: Optional<Int> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&name)
                        case 1: value.read(&volume)
                        case 2: value.read(&nickname)
                        case 3: value.read(&level)
                        default: break
                        }
                    }
                    return Self(name: JSONFieldValue.take(required: &name), volume: JSONFieldValue.take(&volume) ?? 5, nickname: JSONFieldValue.take(&nickname), level: JSONFieldValue.take(&level) ?? 1)
                }
            }

            extension Player: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.name, for: fields[0])
                    try object.encode(self.volume, for: fields[1])
                    try object.encodeIfPresent(self.nickname, for: fields[2])
                    try object.encode(self.level, for: fields[3])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.name)
                            case 1: value.update(&merged.volume)
                            case 2: value.update(&merged.nickname)
                            case 3: value.update(&merged.level)
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

    @Test func defaultIfInvalidOnOnePropertyRoundTrips() throws {
        let json = #"{"name": "p1", "volume": "max", "nickname": {}, "level": 3}"#
        let (player, report) = try JSONModelDecoder().decodeWithReport(Player.self, from: json)
        #expect(player == Player(name: "p1", volume: 5, nickname: nil, level: 3))
        #expect(report.entries(.defaultedValue).map(\.path.description) == ["volume", "nickname"])
        #expect(try JSONDecoder().decode(Player.self, from: Data(json.utf8)) == player)
        // Without the attribute a wrong type is an error.
        #expect(throws: DecodingError.self) { _ = try Player(json: #"{"name": "p1", "level": "high"}"#) }
        #expect(try player.jsonString() == #"{"name":"p1","volume":5,"level":3}"#)
        #expect(try foundationJSON(player) == #"{"level":3,"name":"p1","volume":5}"#)
    }

    @Test func transformers() {
        assertMacro {
            """
            @JSONModel
            struct Post: Equatable {
                @JSONTransform(SpaceSeparated()) var tags: [String]
                @JSONTransform(UnixSeconds()) var published: Date
                @JSONTransform(UnixSeconds()) var edited: Date?
                @JSONTransform(Separated(by: ",")) var authors: [String] = []
            }
            """
        } expansion: {
            """
            struct Post: Equatable {
                var tags: [String]
                var published: Date
                var edited: Date?
                var authors: [String] = []

                static let _jsonFields: JSONFieldTable = [
                    .init("tags"),
                    .init("published"),
                    .init("edited", .optional),
                    .init("authors", .optional),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var tags: Optional<[String]> = nil
                    var published: Optional<Date> = nil
                    var edited: Optional<Date> = nil
                    var authors: Optional<[String]> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&tags, using: SpaceSeparated())
                        case 1: value.read(&published, using: UnixSeconds())
                        case 2: value.read(&edited, using: UnixSeconds())
                        case 3: value.read(&authors, using: Separated(by: ","))
                        default: break
                        }
                    }
                    return Self(tags: JSONFieldValue.take(required: &tags), published: JSONFieldValue.take(required: &published), edited: JSONFieldValue.take(&edited), authors: JSONFieldValue.take(&authors) ?? [])
                }
            }

            extension Post: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.tags, for: fields[0], using: SpaceSeparated())
                    try object.encode(self.published, for: fields[1], using: UnixSeconds())
                    try object.encodeIfPresent(self.edited, for: fields[2], using: UnixSeconds())
                    try object.encode(self.authors, for: fields[3], using: Separated(by: ","))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.tags, using: SpaceSeparated())
                            case 1: value.update(&merged.published, using: UnixSeconds())
                            case 2: value.update(&merged.edited, using: UnixSeconds())
                            case 3: value.update(&merged.authors, using: Separated(by: ","))
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

    @Test func transformersRoundTrip() throws {
        let json = #"{"tags": "river bridge night", "published": 1714557600, "authors": "Ada, Grace"}"#
        let post = try Post(json: json)
        #expect(post.tags == ["river", "bridge", "night"])
        #expect(post.published == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(post.edited == nil)
        #expect(post.authors == ["Ada", "Grace"])
        #expect(try JSONDecoder().decode(Post.self, from: Data(json.utf8)) == post)
        let written = #"{"tags":"river bridge night","published":1714557600,"authors":"Ada,Grace"}"#
        #expect(try post.jsonString() == written)
        #expect(try foundationJSON(post) == #"{"authors":"Ada,Grace","published":1714557600,"tags":"river bridge night"}"#)
        #expect(try Post(json: #"{"tags": "", "published": 0, "edited": 60}"#).edited == Date(timeIntervalSince1970: 60))
    }

    @Test func lossyArrayAndDictionary() {
        assertMacro {
            """
            @JSONModel
            struct Album: Equatable {
                var title: String
                @JSONLossy var ratings: [Int]
                @JSONLossy var counts: [String: Int]?
                @JSONLossy var labels: [String] = []
            }
            """
        } expansion: {
            """
            struct Album: Equatable {
                var title: String
                var ratings: [Int]
                var counts: [String: Int]?
                var labels: [String] = []

                static let _jsonFields: JSONFieldTable = [
                    .init("title"),
                    .init("ratings", .required, [.lossy]),
                    .init("counts", .optional, [.lossy]),
                    .init("labels", .optional, [.lossy]),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var title: Optional<String> = nil
                    var ratings: Optional<[Int]> = nil
                    var counts: Optional<[String: Int]> = nil
                    var labels: Optional<[String]> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&title)
                        case 1: value.read(&ratings)
                        case 2: value.read(&counts)
                        case 3: value.read(&labels)
                        default: break
                        }
                    }
                    return Self(title: JSONFieldValue.take(required: &title), ratings: JSONFieldValue.take(required: &ratings), counts: JSONFieldValue.take(&counts), labels: JSONFieldValue.take(&labels) ?? [])
                }
            }

            extension Album: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.title, for: fields[0])
                    try object.encode(self.ratings, for: fields[1])
                    try object.encodeIfPresent(self.counts, for: fields[2])
                    try object.encode(self.labels, for: fields[3])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.title)
                            case 1: value.update(&merged.ratings)
                            case 2: value.update(&merged.counts)
                            case 3: value.update(&merged.labels)
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

    @Test func lossyArrayAndDictionaryRoundTrip() throws {
        let json = #"{"title": "Blue", "ratings": [5, "five", 3], "counts": {"plays": 12, "skips": [1]}}"#
        let (album, report) = try JSONModelDecoder().decodeWithReport(Album.self, from: json)
        #expect(album == Album(title: "Blue", ratings: [5, 3], counts: ["plays": 12], labels: []))
        #expect(report.entries(.skippedElement).map(\.path.description) == ["ratings[1]", "counts.skips"])
        #expect(try JSONDecoder().decode(Album.self, from: Data(json.utf8)) == album)
        #expect(try album.jsonString() == #"{"title":"Blue","ratings":[5,3],"counts":{"plays":12},"labels":[]}"#)
        #expect(try foundationJSON(album) == #"{"counts":{"plays":12},"labels":[],"ratings":[5,3],"title":"Blue"}"#)
    }

    @Test func flatten() {
        assertMacro {
            """
            @JSONModel
            struct Landmark: Equatable {
                var name: String
                @JSONFlatten var location: GeoPoint
            }
            """
        } expansion: {
            """
            struct Landmark: Equatable {
                var name: String
                var location: GeoPoint

                static let _jsonFields: JSONFieldTable = [
                    .init("name"),
                    .flattened(),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var name: Optional<String> = nil
                    var location: Optional<GeoPoint> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&name)
                        case 1: value.readFlattened(&location)
                        default: break
                        }
                    }
                    return Self(name: JSONFieldValue.take(required: &name), location: JSONFieldValue.take(required: &location))
                }
            }

            extension Landmark: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.name, for: fields[0])
                    try object.encodeFlattened(self.location, to: encoder)
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.name)
                            case 1: value.updateFlattened(&merged.location)
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

    @Test func flattenRoundTrips() throws {
        let json = #"{"name": "Fernsehturm", "latitude": 52.5208, "longitude": 13.4094}"#
        let landmark = try Landmark(json: json)
        #expect(landmark == Landmark(name: "Fernsehturm", location: GeoPoint(latitude: 52.5208, longitude: 13.4094)))
        #expect(try JSONDecoder().decode(Landmark.self, from: Data(json.utf8)) == landmark)
        #expect(try landmark.jsonString() == #"{"name":"Fernsehturm","latitude":52.5208,"longitude":13.4094}"#)
        #expect(try foundationJSON(landmark) == #"{"latitude":52.5208,"longitude":13.4094,"name":"Fernsehturm"}"#)
        var moved = landmark
        try moved.merge(json: #"{"latitude": 1}"#)
        #expect(moved.location == GeoPoint(latitude: 1, longitude: 13.4094))
        #expect(moved.name == "Fernsehturm")
    }
}
