// Expansion goldens of @JSONModel's keys: key paths, literal dots, alternatives, key styles.
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
struct FlickrPhoto: Equatable {
    var title: String
    @JSONKey("media.m") var imageURL: String
    @JSONKey("exif.f\\.number") var aperture: Double
    @JSONKey(#"version\.major"#) var majorVersion: Int
    @JSONKey("version.major") var nestedMajorVersion: Int?
}

@JSONModel
struct Article: Equatable {
    var title: String
    @JSONKey("published", "date_published") var published: String
    @JSONKey("meta.size", "size") var size: Int
}

@JSONModel(keys: .snakeCase)
struct SnakeAccount: Equatable {
    var userID: Int
    var displayName: String
    var isActive: Bool?
}

@JSONModel(keys: .kebabCase)
struct KebabHeaders: Equatable {
    var contentType: String
    var maxAge: Int = 0
    @JSONKey("ETag") var entityTag: String?
}

// MARK: - Goldens

/// The coding keys and fields `@JSONModel` writes for `@JSONKey` and for key styles.
@Suite(.macros(jsonModelMacros, indentationWidth: .spaces(4)))
struct KeyExpansionTests {
    @Test func keyPathsAndLiteralDots() {
        assertMacro {
            #"""
            @JSONModel
            struct FlickrPhoto: Equatable {
                var title: String
                @JSONKey("media.m") var imageURL: String
                @JSONKey("exif.f\\.number") var aperture: Double
                @JSONKey(#"version\.major"#) var majorVersion: Int
                @JSONKey("version.major") var nestedMajorVersion: Int?
            }
            """#
        } expansion: {
            """
            struct FlickrPhoto: Equatable {
                var title: String
                var imageURL: String
                var aperture: Double
                var majorVersion: Int
                var nestedMajorVersion: Int?
            }

            extension FlickrPhoto: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case title
                    case media
                    case m
                    case exif
                    case f_number = "f.number"
                    case majorVersion = "version.major"
                    case version
                    case major

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 1:
                            switch key.word(0) {
                            case 0x6D:  // "m"
                                return 0x8003
                            default: return 0
                            }
                        case 4:
                            switch key.word(0) {
                            case 0x66697865:  // "exif"
                                return 0x8004
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x8001
                            case 0x616964656D:  // "media"
                                return 0x8002
                            case 0x726F6A616D:  // "major"
                                return 0x8008
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x6E6F6973726576:  // "version"
                                return 0x8007
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x7265626D756E2E66:  // "f.number"
                                return 0x8005
                            default: return 0
                            }
                        case 13:
                            switch (key.word(0), key.word(8)) {
                            case (0x2E6E6F6973726576, 0x726F6A616D):  // "version.major"
                                return 0x8006
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 1:
                            switch key.word(0) {
                            case 0x6D:  // "m"
                                return 0x3
                            default: return 0
                            }
                        case 4:
                            switch key.word(0) {
                            case 0x66697865:  // "exif"
                                return 0x4
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x1
                            case 0x616964656D:  // "media"
                                return 0x2
                            case 0x726F6A616D:  // "major"
                                return 0x8
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x6E6F6973726576:  // "version"
                                return 0x7
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x7265626D756E2E66:  // "f.number"
                                return 0x5
                            default: return 0
                            }
                        case 13:
                            switch (key.word(0), key.word(8)) {
                            case (0x2E6E6F6973726576, 0x726F6A616D):  // "version.major"
                                return 0x6
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
                    var majorVersion = object.unread({ (model: Self) in model.majorVersion })
                    while let key = object.nextField() {
                        switch key {
                        case .title:
                            object._decode(&title, .title, .required)
                        case .majorVersion:
                            object._decode(&majorVersion, .majorVersion, .required)
                        default:
                            break
                        }
                    }
                    var imageURL = object.unread({ (model: Self) in model.imageURL })
                    object._decode(&imageURL, for: .path(.media, .m), .required)
                    var aperture = object.unread({ (model: Self) in model.aperture })
                    object._decode(&aperture, for: .path(.exif, .f_number), .required)
                    var nestedMajorVersion = object.unread(optional: { (model: Self) in model.nestedMajorVersion })
                    object._decode(&nestedMajorVersion, for: .path(.version, .major), .optional)
                    guard object._has(&title), object._has(&imageURL), object._has(&aperture), object._has(&majorVersion), object.succeeded else {
                        throw object.failure(requiring: [.title, .majorVersion])
                    }
                    return Self(title: object._unwrap(&title), imageURL: object._unwrap(&imageURL), aperture: object._unwrap(&aperture), majorVersion: object._unwrap(&majorVersion), nestedMajorVersion: object._take(&nestedMajorVersion))
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.title, for: .key(.title))
                    try object.encode(self.imageURL, for: .path(.media, .m))
                    try object.encode(self.aperture, for: .path(.exif, .f_number))
                    try object.encode(self.majorVersion, for: .key(.majorVersion))
                    try object.encodeIfPresent(self.nestedMajorVersion, for: .path(.version, .major))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.title, for: .key(.title))
                    object._update(&merged.imageURL, for: .path(.media, .m))
                    object._update(&merged.aperture, for: .path(.exif, .f_number))
                    object._update(&merged.majorVersion, for: .key(.majorVersion))
                    object._update(&merged.nestedMajorVersion, for: .path(.version, .major))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func keyPathsAndLiteralDotsRoundTrip() throws {
        let json = #"""
            {"title": "Bridge", "media": {"m": "bridge_m.jpg"}, "exif": {"f.number": 2.8}, "version.major": 3,
             "version": {"major": 4}}
            """#
        let photo = try FlickrPhoto(json: json)
        #expect(photo.title == "Bridge")
        #expect(photo.imageURL == "bridge_m.jpg")
        #expect(photo.aperture == 2.8)
        #expect(photo.majorVersion == 3)
        #expect(photo.nestedMajorVersion == 4)
        #expect(try JSONDecoder().decode(FlickrPhoto.self, from: Data(json.utf8)) == photo)
        let written = #"{"title":"Bridge","media":{"m":"bridge_m.jpg"},"exif":{"f.number":2.8},"version.major":3,"version":{"major":4}}"#
        #expect(try photo.jsonString() == written)
        #expect(
            try foundationJSON(photo)
                == #"{"exif":{"f.number":2.8},"media":{"m":"bridge_m.jpg"},"title":"Bridge","version":{"major":4},"version.major":3}"#)
        #expect(try FlickrPhoto(json: written) == photo)
    }

    @Test func severalKeys() {
        assertMacro {
            """
            @JSONModel
            struct Article: Equatable {
                var title: String
                @JSONKey("published", "date_published") var published: String
                @JSONKey("meta.size", "size") var size: Int
            }
            """
        } expansion: {
            """
            struct Article: Equatable {
                var title: String
                var published: String
                var size: Int
            }

            extension Article: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case title
                    case published
                    case date_published
                    case meta
                    case size

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 4:
                            switch key.word(0) {
                            case 0x6174656D:  // "meta"
                                return 0x8004
                            case 0x657A6973:  // "size"
                                return 0x8005
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x8001
                            default: return 0
                            }
                        case 9:
                            switch (key.word(0), key.word(8)) {
                            case (0x656873696C627570, 0x64):  // "published"
                                return 0x8002
                            default: return 0
                            }
                        case 13:
                            switch (key.word(0), key.word(8)) {
                            case (0x6C62755065746164, 0x6465687369):  // "datePublished"
                                return 0x3
                            default: return 0
                            }
                        case 14:
                            switch (key.word(0), key.word(8)) {
                            case (0x6275705F65746164, 0x64656873696C):  // "date_published"
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
                            case 0x6174656D:  // "meta"
                                return 0x4
                            case 0x657A6973:  // "size"
                                return 0x5
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x1
                            default: return 0
                            }
                        case 9:
                            switch (key.word(0), key.word(8)) {
                            case (0x656873696C627570, 0x64):  // "published"
                                return 0x2
                            default: return 0
                            }
                        case 13:
                            switch (key.word(0), key.word(8)) {
                            case (0x6C62757065746164, 0x6465687369):  // "datepublished"
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
                    var title = object.unread({ (model: Self) in model.title })
                    while let key = object.nextField() {
                        switch key {
                        case .title:
                            object._decode(&title, .title, .required)
                        default:
                            break
                        }
                    }
                    var published = object.unread({ (model: Self) in model.published })
                    object._decode(&published, for: .alternatives([.published], [.date_published]), .required)
                    var size = object.unread({ (model: Self) in model.size })
                    object._decode(&size, for: .alternatives([.meta, .size], [.size]), .required)
                    guard object._has(&title), object._has(&published), object._has(&size), object.succeeded else {
                        throw object.failure(requiring: [.title])
                    }
                    return Self(title: object._unwrap(&title), published: object._unwrap(&published), size: object._unwrap(&size))
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.title, for: .key(.title))
                    try object.encode(self.published, for: .alternatives([.published], [.date_published]))
                    try object.encode(self.size, for: .alternatives([.meta, .size], [.size]))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.title, for: .key(.title))
                    object._update(&merged.published, for: .alternatives([.published], [.date_published]))
                    object._update(&merged.size, for: .alternatives([.meta, .size], [.size]))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func severalKeysRoundTrip() throws {
        let json = #"{"title": "A", "date_published": "2024-05-01", "size": 3}"#
        let article = try Article(json: json)
        #expect(article == Article(title: "A", published: "2024-05-01", size: 3))
        #expect(try JSONDecoder().decode(Article.self, from: Data(json.utf8)) == article)
        // The first alternative present wins.
        let both = #"{"title": "A", "published": "first", "date_published": "second", "size": 3, "meta": {"size": 4}}"#
        #expect(try Article(json: both) == Article(title: "A", published: "first", size: 4))
        #expect(try JSONDecoder().decode(Article.self, from: Data(both.utf8)) == Article(title: "A", published: "first", size: 4))
        // Encoding writes the first.
        #expect(try article.jsonString() == #"{"title":"A","published":"2024-05-01","meta":{"size":3}}"#)
        #expect(try foundationJSON(article) == #"{"meta":{"size":3},"published":"2024-05-01","title":"A"}"#)
    }

    @Test func snakeCaseKeys() {
        assertMacro {
            """
            @JSONModel(keys: .snakeCase)
            struct SnakeAccount: Equatable {
                var userID: Int
                var displayName: String
                var isActive: Bool?
            }
            """
        } expansion: {
            """
            struct SnakeAccount: Equatable {
                var userID: Int
                var displayName: String
                var isActive: Bool?
            }

            extension SnakeAccount: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case userID = "user_id"
                    case displayName = "display_name"
                    case isActive = "is_active"

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 6:
                            switch key.word(0) {
                            case 0x644972657375:  // "userId"
                                return 0x1
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x64695F72657375:  // "user_id"
                                return 0x8001
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x6576697463417369:  // "isActive"
                                return 0x3
                            default: return 0
                            }
                        case 9:
                            switch (key.word(0), key.word(8)) {
                            case (0x76697463615F7369, 0x65):  // "is_active"
                                return 0x8003
                            default: return 0
                            }
                        case 11:
                            switch (key.word(0), key.word(8)) {
                            case (0x4E79616C70736964, 0x656D61):  // "displayName"
                                return 0x2
                            default: return 0
                            }
                        case 12:
                            switch (key.word(0), key.word(8)) {
                            case (0x5F79616C70736964, 0x656D616E):  // "display_name"
                                return 0x8002
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 6:
                            switch key.word(0) {
                            case 0x646972657375:  // "userid"
                                return 0x1
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x6576697463617369:  // "isactive"
                                return 0x3
                            default: return 0
                            }
                        case 11:
                            switch (key.word(0), key.word(8)) {
                            case (0x6E79616C70736964, 0x656D61):  // "displayname"
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
                    var userID = object.unread({ (model: Self) in model.userID })
                    var displayName = object.unread({ (model: Self) in model.displayName })
                    var isActive = object.unread(optional: { (model: Self) in model.isActive })
                    while let key = object.nextField() {
                        switch key {
                        case .userID:
                            object._decode(&userID, .userID, .required)
                        case .displayName:
                            object._decode(&displayName, .displayName, .required)
                        case .isActive:
                            object._decode(&isActive, .isActive, .optional)
                        }
                    }
                    guard object._has(&userID), object._has(&displayName), object.succeeded else {
                        throw object.failure(requiring: [.userID, .displayName])
                    }
                    return Self(userID: object._unwrap(&userID), displayName: object._unwrap(&displayName), isActive: object._take(&isActive))
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.userID, for: .key(.userID))
                    try object.encode(self.displayName, for: .key(.displayName))
                    try object.encodeIfPresent(self.isActive, for: .key(.isActive))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.userID, for: .key(.userID))
                    object._update(&merged.displayName, for: .key(.displayName))
                    object._update(&merged.isActive, for: .key(.isActive))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func snakeCaseKeysRoundTrip() throws {
        let json = #"{"user_id": 7, "display_name": "Ada", "is_active": false}"#
        let account = try SnakeAccount(json: json)
        #expect(account == SnakeAccount(userID: 7, displayName: "Ada", isActive: false))
        #expect(try JSONDecoder().decode(SnakeAccount.self, from: Data(json.utf8)) == account)
        #expect(try account.jsonString() == #"{"user_id":7,"display_name":"Ada","is_active":false}"#)
        #expect(try foundationJSON(account) == #"{"display_name":"Ada","is_active":false,"user_id":7}"#)
        // Other spellings still match.
        #expect(try SnakeAccount(json: #"{"userId": 7, "DisplayName": "Ada", "is-active": false}"#) == account)
    }

    @Test func kebabCaseKeys() {
        assertMacro {
            """
            @JSONModel(keys: .kebabCase)
            struct KebabHeaders: Equatable {
                var contentType: String
                var maxAge: Int = 0
                @JSONKey("ETag") var entityTag: String?
            }
            """
        } expansion: {
            """
            struct KebabHeaders: Equatable {
                var contentType: String
                var maxAge: Int = 0
                var entityTag: String?
            }

            extension KebabHeaders: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case contentType = "content-type"
                    case maxAge = "max-age"
                    case entityTag = "ETag"

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 4:
                            switch key.word(0) {
                            case 0x67615445:  // "ETag"
                                return 0x8003
                            case 0x67615465:  // "eTag"
                                return 0x3
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x6761745F65:  // "e_tag"
                                return 0x3
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x65674178616D:  // "maxAge"
                                return 0x2
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x6567612D78616D:  // "max-age"
                                return 0x8002
                            case 0x6567615F78616D:  // "max_age"
                                return 0x2
                            default: return 0
                            }
                        case 11:
                            switch (key.word(0), key.word(8)) {
                            case (0x54746E65746E6F63, 0x657079):  // "contentType"
                                return 0x1
                            default: return 0
                            }
                        case 12:
                            switch (key.word(0), key.word(8)) {
                            case (0x2D746E65746E6F63, 0x65707974):  // "content-type"
                                return 0x8001
                            case (0x5F746E65746E6F63, 0x65707974):  // "content_type"
                                return 0x1
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
                            case 0x67617465:  // "etag"
                                return 0x3
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x65676178616D:  // "maxage"
                                return 0x2
                            default: return 0
                            }
                        case 11:
                            switch (key.word(0), key.word(8)) {
                            case (0x74746E65746E6F63, 0x657079):  // "contenttype"
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
                    var contentType = object.unread({ (model: Self) in model.contentType })
                    var maxAge = object.unread({ (model: Self) in model.maxAge })
                    var entityTag = object.unread(optional: { (model: Self) in model.entityTag })
                    while let key = object.nextField() {
                        switch key {
                        case .contentType:
                            object._decode(&contentType, .contentType, .required)
                        case .maxAge:
                            object._decode(&maxAge, .maxAge, .optional)
                        case .entityTag:
                            object._decode(&entityTag, .entityTag, .optional)
                        }
                    }
                    guard object._has(&contentType), object.succeeded else {
                        throw object.failure(requiring: [.contentType])
                    }
                    return Self(contentType: object._unwrap(&contentType), maxAge: object._take(&maxAge) ?? 0, entityTag: object._take(&entityTag))
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.contentType, for: .key(.contentType))
                    try object.encode(self.maxAge, for: .key(.maxAge))
                    try object.encodeIfPresent(self.entityTag, for: .key(.entityTag))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.contentType, for: .key(.contentType))
                    object._update(&merged.maxAge, for: .key(.maxAge))
                    object._update(&merged.entityTag, for: .key(.entityTag))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func kebabCaseKeysRoundTrip() throws {
        let json = #"{"content-type": "text/html", "max-age": 60, "ETag": "x1"}"#
        let headers = try KebabHeaders(json: json)
        #expect(headers == KebabHeaders(contentType: "text/html", maxAge: 60, entityTag: "x1"))
        #expect(try JSONDecoder().decode(KebabHeaders.self, from: Data(json.utf8)) == headers)
        #expect(try headers.jsonString() == #"{"content-type":"text\/html","max-age":60,"ETag":"x1"}"#)
        #expect(try foundationJSON(headers) == #"{"ETag":"x1","content-type":"text/html","max-age":60}"#)
    }
}
