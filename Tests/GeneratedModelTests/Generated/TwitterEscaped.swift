// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum TwitterEscaped {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var statuses: [Status]
        var searchMetadata: SearchMetadata
    }

    @JSONModel(keys: .snakeCase)
    struct Status {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int64?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int64?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: StatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var retweetedStatus: RetweetedStatus?
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct Metadata {
        var resultType: String
        var isoLanguageCode: String
    }

    @JSONModel(keys: .snakeCase)
    struct User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: Entities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: Int?
        var timeZone: String?
        var geoEnabled: Bool
        var verified: Bool
        var statusesCount: Int
        var lang: String
        var contributorsEnabled: Bool
        var isTranslator: Bool
        var isTranslationEnabled: Bool
        var profileBackgroundColor: String
        var profileBackgroundImageUrl: URL
        var profileBackgroundImageUrlHttps: URL
        var profileBackgroundTile: Bool
        var profileImageUrl: URL
        var profileImageUrlHttps: URL
        var profileBannerUrl: URL?
        var profileLinkColor: String
        var profileSidebarBorderColor: String
        var profileSidebarFillColor: String
        var profileTextColor: String
        var profileUseBackgroundImage: Bool
        var defaultProfile: Bool
        var defaultProfileImage: Bool
        var following: Bool
        var followRequestSent: Bool
        var notifications: Bool
    }

    @JSONModel
    struct Entities {
        var description: Description
        var url: Description?
    }

    @JSONModel
    struct Description {
        var urls: [Url]
    }

    @JSONModel(keys: .snakeCase)
    struct Url {
        var url: URL
        var expandedUrl: URL
        var displayUrl: String
        var indices: [Int]
    }

    @JSONModel(keys: .snakeCase)
    struct StatusEntities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [Url]
        var userMentions: [UserMention]
        var media: [Medium]?
    }

    @JSONModel
    struct Hashtag {
        var text: String
        var indices: [Int]
    }

    @JSONModel(keys: .snakeCase)
    struct UserMention {
        var screenName: String
        var name: String
        var id: Int64
        var idStr: String
        var indices: [Int]
    }

    @JSONModel(keys: .snakeCase)
    struct Medium {
        var id: Int64
        var idStr: String
        var indices: [Int]
        var mediaUrl: URL
        var mediaUrlHttps: URL
        var url: URL
        var displayUrl: String
        var expandedUrl: URL
        var type: String
        var sizes: Sizes
        var sourceStatusId: Int64?
        var sourceStatusIdStr: String?
    }

    @JSONModel
    struct Sizes {
        var medium: SizesMedium
        var small: SizesMedium
        var thumb: SizesMedium
        var large: SizesMedium
    }

    @JSONModel
    struct SizesMedium {
        var w: Int
        var h: Int
        var resize: String
    }

    @JSONModel(keys: .snakeCase)
    struct RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int64?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int64?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: StatusEntities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SearchMetadata {
        var completedIn: Double
        var maxId: Int64
        var maxIdStr: String
        var nextResults: String
        var query: String
        var refreshUrl: String
        var count: Int
        var sinceId: Int
        var sinceIdStr: String
    }
}
