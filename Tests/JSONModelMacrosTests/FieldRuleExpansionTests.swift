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
            }

            extension Preferences: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case name
                    case volume
                    case theme

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 4:
                            switch key.word(0) {
                            case 0x656D616E:  // "name"
                                return 0x8001
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656D656874:  // "theme"
                                return 0x8003
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x656D756C6F76:  // "volume"
                                return 0x8002
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
                            case 0x656D616E:  // "name"
                                return 0x1
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656D656874:  // "theme"
                                return 0x3
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x656D756C6F76:  // "volume"
                                return 0x2
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
                    var name = object.unread({ (model: Self) in model.name })
                    var volume = object.unread({ (model: Self) in model.volume })
                    var theme = object.unread(optional: { (model: Self) in model.theme })
                    while let key = object.nextField() {
                        switch key {
                        case .name:
                            object._decode(&name, .name, .required)
                        case .volume:
                            object._decode(&volume, .volume, .defaultIfInvalid)
                        case .theme:
                            object._decode(&theme, .theme, .defaultIfInvalid)
                        }
                    }
                    guard object._has(&name), object.succeeded else {
                        throw object.failure(requiring: [.name])
                    }
                    return Self(name: object._unwrap(&name), volume: object._take(&volume) ?? 5, theme: object._take(&theme))
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.name, for: .key(.name))
                    try object.encode(self.volume, for: .key(.volume))
                    try object.encodeIfPresent(self.theme, for: .key(.theme))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.name, for: .key(.name))
                    object._update(&merged.volume, for: .key(.volume), ifInvalid: .useDefault)
                    object._update(&merged.theme, for: .key(.theme), ifInvalid: .useDefault)
                    try object.finish()
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
            }

            extension Player: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case name
                    case volume
                    case nickname
                    case level

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 4:
                            switch key.word(0) {
                            case 0x656D616E:  // "name"
                                return 0x8001
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x6C6576656C:  // "level"
                                return 0x8004
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x656D756C6F76:  // "volume"
                                return 0x8002
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x656D616E6B63696E:  // "nickname"
                                return 0x8003
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
                            case 0x656D616E:  // "name"
                                return 0x1
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x6C6576656C:  // "level"
                                return 0x4
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x656D756C6F76:  // "volume"
                                return 0x2
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x656D616E6B63696E:  // "nickname"
                                return 0x3
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
                    var name = object.unread({ (model: Self) in model.name })
                    var volume = object.unread({ (model: Self) in model.volume })
                    var nickname = object.unread(optional: { (model: Self) in model.nickname })
                    var level = object.unread({ (model: Self) in model.level })
                    while let key = object.nextField() {
                        switch key {
                        case .name:
                            object._decode(&name, .name, .required)
                        case .volume:
                            object._decode(&volume, .volume, .defaultIfInvalid)
                        case .nickname:
                            object._decode(&nickname, .nickname, .defaultIfInvalid)
                        case .level:
                            object._decode(&level, .level, .optional)
                        }
                    }
                    guard object._has(&name), object.succeeded else {
                        throw object.failure(requiring: [.name])
                    }
                    return Self(name: object._unwrap(&name), volume: object._take(&volume) ?? 5, nickname: object._take(&nickname), level: object._take(&level) ?? 1)
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.name, for: .key(.name))
                    try object.encode(self.volume, for: .key(.volume))
                    try object.encodeIfPresent(self.nickname, for: .key(.nickname))
                    try object.encode(self.level, for: .key(.level))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.name, for: .key(.name))
                    object._update(&merged.volume, for: .key(.volume), ifInvalid: .useDefault)
                    object._update(&merged.nickname, for: .key(.nickname), ifInvalid: .useDefault)
                    object._update(&merged.level, for: .key(.level))
                    try object.finish()
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
            }

            extension Post: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case tags
                    case published
                    case edited
                    case authors

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 4:
                            switch key.word(0) {
                            case 0x73676174:  // "tags"
                                return 0x8001
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x646574696465:  // "edited"
                                return 0x8003
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x73726F68747561:  // "authors"
                                return 0x8004
                            default: return 0
                            }
                        case 9:
                            switch (key.word(0), key.word(8)) {
                            case (0x656873696C627570, 0x64):  // "published"
                                return 0x8002
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
                            case 0x73676174:  // "tags"
                                return 0x1
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x646574696465:  // "edited"
                                return 0x3
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x73726F68747561:  // "authors"
                                return 0x4
                            default: return 0
                            }
                        case 9:
                            switch (key.word(0), key.word(8)) {
                            case (0x656873696C627570, 0x64):  // "published"
                                return 0x2
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
                    var tags = object.unread({ (model: Self) in model.tags })
                    var published = object.unread({ (model: Self) in model.published })
                    var edited = object.unread(optional: { (model: Self) in model.edited })
                    var authors = object.unread({ (model: Self) in model.authors })
                    while let key = object.nextField() {
                        switch key {
                        case .tags:
                            object._decode(&tags, for: .key(.tags), using: SpaceSeparated(), .required)
                        case .published:
                            object._decode(&published, for: .key(.published), using: UnixSeconds(), .required)
                        case .edited:
                            object._decode(&edited, for: .key(.edited), using: UnixSeconds(), .optional)
                        case .authors:
                            object._decode(&authors, for: .key(.authors), using: Separated(by: ","), .optional)
                        }
                    }
                    guard object._has(&tags), object._has(&published), object.succeeded else {
                        throw object.failure(requiring: [.tags, .published])
                    }
                    return Self(tags: object._unwrap(&tags), published: object._unwrap(&published), edited: object._take(&edited), authors: object._take(&authors) ?? [])
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.tags, for: .key(.tags), using: SpaceSeparated())
                    try object.encode(self.published, for: .key(.published), using: UnixSeconds())
                    try object.encodeIfPresent(self.edited, for: .key(.edited), using: UnixSeconds())
                    try object.encode(self.authors, for: .key(.authors), using: Separated(by: ","))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.tags, for: .key(.tags), using: SpaceSeparated())
                    object._update(&merged.published, for: .key(.published), using: UnixSeconds())
                    object._update(&merged.edited, for: .key(.edited), using: UnixSeconds())
                    object._update(&merged.authors, for: .key(.authors), using: Separated(by: ","))
                    try object.finish()
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
            }

            extension Album: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case title
                    case ratings
                    case counts
                    case labels

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x8001
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x73746E756F63:  // "counts"
                                return 0x8003
                            case 0x736C6562616C:  // "labels"
                                return 0x8004
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x73676E69746172:  // "ratings"
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
                            case 0x656C746974:  // "title"
                                return 0x1
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x73746E756F63:  // "counts"
                                return 0x3
                            case 0x736C6562616C:  // "labels"
                                return 0x4
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x73676E69746172:  // "ratings"
                                return 0x2
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
                    var title = object.unread({ (model: Self) in model.title })
                    var ratings = object.unread({ (model: Self) in model.ratings })
                    var counts = object.unread(optional: { (model: Self) in model.counts })
                    var labels = object.unread({ (model: Self) in model.labels })
                    while let key = object.nextField() {
                        switch key {
                        case .title:
                            object._decode(&title, .title, .required)
                        case .ratings:
                            object._decodeSkippingInvalid(&ratings, for: .key(.ratings), .required)
                        case .counts:
                            object._decodeSkippingInvalid(&counts, for: .key(.counts), .optional)
                        case .labels:
                            object._decodeSkippingInvalid(&labels, for: .key(.labels), .optional)
                        }
                    }
                    guard object._has(&title), object._has(&ratings), object.succeeded else {
                        throw object.failure(requiring: [.title, .ratings])
                    }
                    return Self(title: object._unwrap(&title), ratings: object._unwrap(&ratings), counts: object._take(&counts), labels: object._take(&labels) ?? [])
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.title, for: .key(.title))
                    try object.encode(self.ratings, for: .key(.ratings))
                    try object.encodeIfPresent(self.counts, for: .key(.counts))
                    try object.encode(self.labels, for: .key(.labels))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.title, for: .key(.title))
                    object._update(&merged.ratings, for: .key(.ratings), skippingInvalidElements: true)
                    object._update(&merged.counts, for: .key(.counts), skippingInvalidElements: true)
                    object._update(&merged.labels, for: .key(.labels), skippingInvalidElements: true)
                    try object.finish()
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
            }

            extension Landmark: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case name

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 4:
                            switch key.word(0) {
                            case 0x656D616E:  // "name"
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
                            case 0x656D616E:  // "name"
                                return 0x1
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                init(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var name = object.unread({ (model: Self) in model.name })
                    while let key = object.nextField() {
                        switch key {
                        case .name:
                            object._decode(&name, .name, .required)
                        }
                    }
                    var location = object.unread({ (model: Self) in model.location })
                    object._decodeFlattened(&location, from: decoder)
                    guard object._has(&name), object._has(&location), object.succeeded else {
                        throw object.failure(requiring: [.name])
                    }
                    self.name = object._unwrap(&name)
                    self.location = object._unwrap(&location)
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.name, for: .key(.name))
                    try object.encodeFlattened(self.location, to: encoder)
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.name, for: .key(.name))
                    try object.mergeFlattened(&merged.location, from: decoder)
                    try object.finish()
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
