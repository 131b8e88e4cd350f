// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum TwitterEscaped {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var statuses: [Status]
        var searchMetadata: SearchMetadata
    }

    @JSONModel(tagging: .internal(key: "created_at"))
    enum Status {
        @JSONTag("Sun Aug 31 00:29:15 +0000 2014") case sunAug3100291500002014(SunAug3100291500002014)
        @JSONTag("Sun Aug 31 00:29:14 +0000 2014") case sunAug3100291400002014(SunAug3100291400002014)
        @JSONTag("Sun Aug 31 00:29:13 +0000 2014") case sunAug3100291300002014(SunAug3100291300002014)
        @JSONTag("Sun Aug 31 00:29:10 +0000 2014") case sunAug3100291000002014(SunAug3100291000002014)
        @JSONTag("Sun Aug 31 00:29:09 +0000 2014") case sunAug3100290900002014(SunAug3100290900002014)
        @JSONTag("Sun Aug 31 00:29:08 +0000 2014") case sunAug3100290800002014(SunAug3100290800002014)
        @JSONTag("Sun Aug 31 00:29:07 +0000 2014") case sunAug3100290700002014(SunAug3100290700002014)
        @JSONTag("Sun Aug 31 00:29:06 +0000 2014") case sunAug3100290600002014(SunAug3100290600002014)
        @JSONTag("Sun Aug 31 00:29:05 +0000 2014") case sunAug3100290500002014(SunAug3100290500002014)
        @JSONTag("Sun Aug 31 00:29:04 +0000 2014") case sunAug3100290400002014(SunAug3100290400002014)
        @JSONTag("Sun Aug 31 00:29:03 +0000 2014") case sunAug3100290300002014(SunAug3100290300002014)
        @JSONTag("Sun Aug 31 00:29:02 +0000 2014") case sunAug3100290200002014(SunAug3100290200002014)
        @JSONTag("Sun Aug 31 00:29:01 +0000 2014") case sunAug3100290100002014(SunAug3100290100002014)
        @JSONTag("Sun Aug 31 00:29:00 +0000 2014") case sunAug3100290000002014(SunAug3100290000002014)
        @JSONTag("Sun Aug 31 00:28:59 +0000 2014") case sunAug3100285900002014(SunAug3100285900002014)
        @JSONTag("Sun Aug 31 00:28:58 +0000 2014") case sunAug3100285800002014(SunAug3100285800002014)
        @JSONTag("Sun Aug 31 00:28:57 +0000 2014") case sunAug3100285700002014(SunAug3100285700002014)
        @JSONTag("Sun Aug 31 00:28:56 +0000 2014") case sunAug3100285600002014(SunAug3100285600002014)
        @JSONUnknown case unknown(JSONValue)
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291500002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: Int
        var inReplyToUserIdStr: String
        var inReplyToScreenName: String
        var user: User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100291500002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct Metadata {
        var resultType: String
        var isoLanguageCode: String
    }

    @JSONModel(keys: .snakeCase)
    struct User {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
        var entities: Entities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: JSONValue?
        var timeZone: JSONValue?
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
        var profileBannerUrl: URL
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
    }

    @JSONModel
    struct Description {
        var urls: [JSONValue?]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291500002014Entities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [UserMention]
    }

    @JSONModel(keys: .snakeCase)
    struct UserMention {
        var screenName: String
        var name: String
        var id: Int
        var idStr: String
        var indices: [Int]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291400002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int64?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100291400002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: RetweetedStatus?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100291400002014Entities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291400002014User {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL
        var entities: SunAug3100291400002014UserEntities
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
        var profileBannerUrl: URL
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
    struct SunAug3100291400002014UserEntities {
        var url: Url
        var description: Url
    }

    @JSONModel
    struct Url {
        var urls: [UrlUrl]
    }

    @JSONModel(keys: .snakeCase)
    struct UrlUrl {
        var url: URL
        var expandedUrl: URL
        var displayUrl: String
        var indices: [Int]
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
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct RetweetedStatusUser {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
        var entities: RetweetedStatusUserEntities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: Int
        var timeZone: String
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
        var profileBannerUrl: URL
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
    struct RetweetedStatusUserEntities {
        var description: Url
    }

    @JSONModel(keys: .snakeCase)
    struct RetweetedStatusEntities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [JSONValue?]
        var media: [Medium]?
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
    struct SunAug3100291400002014Entities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [UserMention]
        var media: [SunAug3100291400002014EntitiesMedium]?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291400002014EntitiesMedium {
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
        var sourceStatusId: Int64
        var sourceStatusIdStr: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int64?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100291300002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100291300002014RetweetedStatus?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100291300002014Entities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
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
        var profileBannerUrl: URL?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: Int64?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100291300002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100291300002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014RetweetedStatusUser {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
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
        var profileBannerUrl: URL
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014RetweetedStatusEntities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
        var media: [SunAug3100291300002014RetweetedStatusEntitiesMedium]?
    }

    @JSONModel
    struct Hashtag {
        var text: String
        var indices: [Int]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014RetweetedStatusEntitiesUserMention {
        var screenName: String
        var name: String
        var id: Int64
        var idStr: String
        var indices: [Int]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014RetweetedStatusEntitiesMedium {
        var id: Int64
        var idStr: String
        var indices: [Int]
        var mediaUrl: URL
        var mediaUrlHttps: URL
        var url: URL
        var displayUrl: String
        var expandedUrl: URL
        var type: String
        var sizes: SunAug3100291300002014RetweetedStatusEntitiesMediumSizes
    }

    @JSONModel
    struct SunAug3100291300002014RetweetedStatusEntitiesMediumSizes {
        var medium: SizesMedium
        var large: SizesMedium
        var thumb: SizesMedium
        var small: SizesMedium
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014Entities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
        var media: [SunAug3100291300002014EntitiesMedium]?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291300002014EntitiesMedium {
        var id: Int64
        var idStr: String
        var indices: [Int]
        var mediaUrl: URL
        var mediaUrlHttps: URL
        var url: URL
        var displayUrl: String
        var expandedUrl: URL
        var type: String
        var sizes: SunAug3100291300002014RetweetedStatusEntitiesMediumSizes
        var sourceStatusId: Int64
        var sourceStatusIdStr: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291000002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100291000002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100291000002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var retweetedStatus: SunAug3100291000002014RetweetedStatus?
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291000002014User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
        var entities: Entities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: JSONValue?
        var timeZone: JSONValue?
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291000002014Entities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
        var media: [SunAug3100291000002014EntitiesMedium]?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291000002014EntitiesMedium {
        var id: Int64
        var idStr: String
        var indices: [Int]
        var mediaUrl: URL
        var mediaUrlHttps: URL
        var url: URL
        var displayUrl: String
        var expandedUrl: URL
        var type: String
        var sizes: SunAug3100291000002014EntitiesMediumSizes
        var sourceStatusId: Int64
        var sourceStatusIdStr: String
    }

    @JSONModel
    struct SunAug3100291000002014EntitiesMediumSizes {
        var medium: SizesMedium
        var thumb: SizesMedium
        var large: SizesMedium
        var small: SizesMedium
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291000002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int64?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100291000002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100291000002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291000002014RetweetedStatusUser {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: SunAug3100291000002014RetweetedStatusUserEntities
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
        var profileBannerUrl: URL
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
    struct SunAug3100291000002014RetweetedStatusUserEntities {
        var description: Description
        var url: Url?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100291000002014RetweetedStatusEntities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [UserMention]
        var media: [SunAug3100291000002014EntitiesMedium]?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290900002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290900002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100290900002014RetweetedStatus?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290900002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290900002014User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290900002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290900002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290900002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290900002014RetweetedStatusUser {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: SunAug3100290900002014RetweetedStatusUserEntities
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
        var profileBannerUrl: URL
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
    struct SunAug3100290900002014RetweetedStatusUserEntities {
        var description: Url
        var url: Url?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290900002014RetweetedStatusEntities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [JSONValue?]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290900002014Entities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290800002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290800002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100290800002014RetweetedStatus
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290800002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290800002014User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
        var entities: Entities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: JSONValue?
        var timeZone: JSONValue?
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
        var profileBannerUrl: URL
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290800002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290800002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290800002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290800002014RetweetedStatusEntities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [JSONValue?]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290800002014Entities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290700002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: Int64?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100290700002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100290700002014RetweetedStatus?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290700002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290700002014User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: SunAug3100291000002014RetweetedStatusUserEntities
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290700002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290700002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290800002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290700002014RetweetedStatusUser {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: SunAug3100290900002014RetweetedStatusUserEntities
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290700002014Entities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290600002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290600002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290700002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var retweetedStatus: SunAug3100290600002014RetweetedStatus?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290600002014User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
        var entities: Entities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: JSONValue?
        var timeZone: JSONValue?
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
        var profileBannerUrl: URL?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290600002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290800002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290600002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290600002014RetweetedStatusEntities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [JSONValue?]
        var userMentions: [JSONValue?]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290500002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290700002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100290500002014RetweetedStatus?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290500002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290500002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290500002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290800002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290500002014RetweetedStatusUser {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: SunAug3100291000002014RetweetedStatusUserEntities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: JSONValue?
        var timeZone: JSONValue?
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
        var profileBannerUrl: URL
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290500002014Entities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
        var media: [SunAug3100290500002014EntitiesMedium]?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290500002014EntitiesMedium {
        var id: Int64
        var idStr: String
        var indices: [Int]
        var mediaUrl: URL
        var mediaUrlHttps: URL
        var url: URL
        var displayUrl: String
        var expandedUrl: URL
        var type: String
        var sizes: SunAug3100290500002014EntitiesMediumSizes
    }

    @JSONModel
    struct SunAug3100290500002014EntitiesMediumSizes {
        var large: SizesMedium
        var medium: SizesMedium
        var thumb: SizesMedium
        var small: SizesMedium
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290400002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290800002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100290400002014RetweetedStatus
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290800002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290400002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100291000002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290800002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290300002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int64?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100290300002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290900002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var retweetedStatus: SunAug3100290300002014RetweetedStatus?
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290300002014User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: SunAug3100290900002014RetweetedStatusUserEntities
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
        var profileBannerUrl: URL?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290300002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int64?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100290900002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290300002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290300002014RetweetedStatusEntities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [UserMention]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290200002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100290700002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100290800002014RetweetedStatus?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290200002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290200002014Entities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
        var media: [SunAug3100290200002014EntitiesMedium]?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290200002014EntitiesMedium {
        var id: Int64
        var idStr: String
        var indices: [Int]
        var mediaUrl: URL
        var mediaUrlHttps: URL
        var url: URL
        var displayUrl: String
        var expandedUrl: URL
        var type: String
        var sizes: SunAug3100290200002014EntitiesMediumSizes
    }

    @JSONModel
    struct SunAug3100290200002014EntitiesMediumSizes {
        var small: SizesMedium
        var thumb: SizesMedium
        var large: SizesMedium
        var medium: SizesMedium
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290100002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290800002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290800002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var retweetedStatus: SunAug3100290800002014RetweetedStatus?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100290000002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: Int64?
        var inReplyToStatusIdStr: String?
        var inReplyToUserId: Int?
        var inReplyToUserIdStr: String?
        var inReplyToScreenName: String?
        var user: SunAug3100290900002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100290800002014RetweetedStatus?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290800002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285900002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100290900002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100290800002014RetweetedStatus?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100285900002014Entities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285900002014Entities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [SunAug3100291300002014RetweetedStatusEntitiesUserMention]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285800002014 {
        var metadata: Metadata
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
        var user: SunAug3100285800002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290900002014Entities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool?
        var lang: String
        var retweetedStatus: SunAug3100285800002014RetweetedStatus?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285800002014User {
        var id: Int64
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL?
        var entities: SunAug3100291000002014RetweetedStatusUserEntities
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
        var profileBannerUrl: URL?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285800002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100291000002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100290900002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var lang: String
        var possiblySensitive: Bool?
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285700002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetedStatus: SunAug3100285700002014RetweetedStatus
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100285700002014Entities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285700002014RetweetedStatus {
        var metadata: Metadata
        var createdAt: String
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100285700002014RetweetedStatusUser
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100285700002014RetweetedStatusEntities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285700002014RetweetedStatusUser {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: JSONValue?
        var entities: Entities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: Int
        var timeZone: String
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
        var profileBannerUrl: URL
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285700002014RetweetedStatusEntities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [JSONValue?]
        var media: [SunAug3100290500002014EntitiesMedium]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285700002014Entities {
        var hashtags: [JSONValue?]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [UserMention]
        var media: [SunAug3100285700002014EntitiesMedium]
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285700002014EntitiesMedium {
        var id: Int64
        var idStr: String
        var indices: [Int]
        var mediaUrl: URL
        var mediaUrlHttps: URL
        var url: URL
        var displayUrl: String
        var expandedUrl: URL
        var type: String
        var sizes: SunAug3100290500002014EntitiesMediumSizes
        var sourceStatusId: Int64
        var sourceStatusIdStr: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285600002014 {
        var metadata: Metadata
        var id: Int64
        var idStr: String
        var text: String
        var source: String
        var truncated: Bool
        var inReplyToStatusId: JSONValue?
        var inReplyToStatusIdStr: JSONValue?
        var inReplyToUserId: JSONValue?
        var inReplyToUserIdStr: JSONValue?
        var inReplyToScreenName: JSONValue?
        var user: SunAug3100285600002014User
        var geo: JSONValue?
        var coordinates: JSONValue?
        var place: JSONValue?
        var contributors: JSONValue?
        var retweetCount: Int
        var favoriteCount: Int
        var entities: SunAug3100285600002014Entities
        var favorited: Bool
        var retweeted: Bool
        var possiblySensitive: Bool
        var lang: String
    }

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285600002014User {
        var id: Int
        var idStr: String
        var name: String
        var screenName: String
        var location: String
        var description: String
        var url: URL
        var entities: SunAug3100291400002014UserEntities
        var protected: Bool
        var followersCount: Int
        var friendsCount: Int
        var listedCount: Int
        var createdAt: String
        var favouritesCount: Int
        var utcOffset: JSONValue?
        var timeZone: JSONValue?
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
        var profileBannerUrl: URL
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

    @JSONModel(keys: .snakeCase)
    struct SunAug3100285600002014Entities {
        var hashtags: [Hashtag]
        var symbols: [JSONValue?]
        var urls: [UrlUrl]
        var userMentions: [JSONValue?]
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
