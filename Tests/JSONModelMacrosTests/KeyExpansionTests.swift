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

                static let _jsonFields: JSONFieldTable = [
                    .init("title"),
                    .init(paths: [["media", "m"]], alike: ["media"]),
                    .init(paths: [["exif", "f.number"]], alike: ["exif"]),
                    .init("version.major"),
                    .init(paths: [["version", "major"]], alike: ["version"], .optional),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var title: Optional<String> = nil
                    var imageURL: Optional<String> = nil
                    var aperture: Optional<Double> = nil
                    var majorVersion: Optional<Int> = nil
                    var nestedMajorVersion: Optional<Int> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&title)
                        case 1: value.read(&imageURL)
                        case 2: value.read(&aperture)
                        case 3: value.read(&majorVersion)
                        case 4: value.read(&nestedMajorVersion)
                        default: break
                        }
                    }
                    return Self(title: JSONFieldValue.take(required: &title), imageURL: JSONFieldValue.take(required: &imageURL), aperture: JSONFieldValue.take(required: &aperture), majorVersion: JSONFieldValue.take(required: &majorVersion), nestedMajorVersion: JSONFieldValue.take(&nestedMajorVersion))
                }
            }

            extension FlickrPhoto: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.title, for: fields[0])
                    try object.encode(self.imageURL, for: fields[1])
                    try object.encode(self.aperture, for: fields[2])
                    try object.encode(self.majorVersion, for: fields[3])
                    try object.encodeIfPresent(self.nestedMajorVersion, for: fields[4])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.title)
                            case 1: value.update(&merged.imageURL)
                            case 2: value.update(&merged.aperture)
                            case 3: value.update(&merged.majorVersion)
                            case 4: value.update(&merged.nestedMajorVersion)
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

                static let _jsonFields: JSONFieldTable = [
                    .init("title"),
                    .init(paths: [["published"], ["date_published"]], alike: ["published", "datepublished"]),
                    .init(paths: [["meta", "size"], ["size"]], alike: ["meta", "size"]),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var title: Optional<String> = nil
                    var published: Optional<String> = nil
                    var size: Optional<Int> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&title)
                        case 1: value.read(&published)
                        case 2: value.read(&size)
                        default: break
                        }
                    }
                    return Self(title: JSONFieldValue.take(required: &title), published: JSONFieldValue.take(required: &published), size: JSONFieldValue.take(required: &size))
                }
            }

            extension Article: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.title, for: fields[0])
                    try object.encode(self.published, for: fields[1])
                    try object.encode(self.size, for: fields[2])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.title)
                            case 1: value.update(&merged.published)
                            case 2: value.update(&merged.size)
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

                static let _jsonFields: JSONFieldTable = [
                    .init("user_id", alike: "userid"),
                    .init("display_name", alike: "displayname"),
                    .init("is_active", alike: "isactive", .optional),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var userID: Optional<Int> = nil
                    var displayName: Optional<String> = nil
                    var isActive: Optional<Bool> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&userID)
                        case 1: value.read(&displayName)
                        case 2: value.read(&isActive)
                        default: break
                        }
                    }
                    return Self(userID: JSONFieldValue.take(required: &userID), displayName: JSONFieldValue.take(required: &displayName), isActive: JSONFieldValue.take(&isActive))
                }
            }

            extension SnakeAccount: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.userID, for: fields[0])
                    try object.encode(self.displayName, for: fields[1])
                    try object.encodeIfPresent(self.isActive, for: fields[2])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.userID)
                            case 1: value.update(&merged.displayName)
                            case 2: value.update(&merged.isActive)
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

                static let _jsonFields: JSONFieldTable = [
                    .init("content-type", alike: "contenttype"),
                    .init("max-age", alike: "maxage", .optional),
                    .init("ETag", alike: "etag", .optional),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var contentType: Optional<String> = nil
                    var maxAge: Optional<Int> = nil
                    var entityTag: Optional<String> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&contentType)
                        case 1: value.read(&maxAge)
                        case 2: value.read(&entityTag)
                        default: break
                        }
                    }
                    return Self(contentType: JSONFieldValue.take(required: &contentType), maxAge: JSONFieldValue.take(&maxAge) ?? 0, entityTag: JSONFieldValue.take(&entityTag))
                }
            }

            extension KebabHeaders: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.contentType, for: fields[0])
                    try object.encode(self.maxAge, for: fields[1])
                    try object.encodeIfPresent(self.entityTag, for: fields[2])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.contentType)
                            case 1: value.update(&merged.maxAge)
                            case 2: value.update(&merged.entityTag)
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

    @Test func kebabCaseKeysRoundTrip() throws {
        let json = #"{"content-type": "text/html", "max-age": 60, "ETag": "x1"}"#
        let headers = try KebabHeaders(json: json)
        #expect(headers == KebabHeaders(contentType: "text/html", maxAge: 60, entityTag: "x1"))
        #expect(try JSONDecoder().decode(KebabHeaders.self, from: Data(json.utf8)) == headers)
        #expect(try headers.jsonString() == #"{"content-type":"text\/html","max-age":60,"ETag":"x1"}"#)
        #expect(try foundationJSON(headers) == #"{"ETag":"x1","content-type":"text/html","max-age":60}"#)
    }
}
