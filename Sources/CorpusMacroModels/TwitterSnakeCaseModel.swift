// twitter.json as @JSONModel types written for `.convertFromSnakeCase`: the shapes and property
// names of CorpusModels' TwitterSnakeCase (no keys of their own: each property's name is what the
// strategy makes of its key). Decoded with the strategy set, each key names the property its
// converted form is, as in Foundation.
//
// Types whose keys are all single words read the same under either strategy, so they are
// ``Twitter``'s own, under the same names.

public import CorpusModels
public import JSONModel

/// The top-level object of twitter.json, for a decoder set to convert keys from snake_case.
///
/// ```swift
/// let decoder = JSONModelDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let search = try decoder.decode(TwitterSnakeCaseModel.self, from: data)
/// ```
@JSONModel
public struct TwitterSnakeCaseModel: Equatable, Sendable {
    /// The statuses found, newest first.
    public var statuses: [Status]
    /// The query and the cursors for the next and newer pages.
    public var searchMetadata: SearchMetadata

    /// A hashtag or a cashtag, as ``Twitter`` has it.
    public typealias Hashtag = Twitter.Hashtag
    /// The sizes a photo is served in, as ``Twitter`` has them.
    public typealias Sizes = Twitter.Sizes
    /// One size of a photo, as ``Twitter`` has it.
    public typealias Size = Twitter.Size
    /// A GeoJSON point, as ``Twitter`` has it.
    public typealias Coordinates = Twitter.Coordinates
    /// A GeoJSON polygon, as ``Twitter`` has it.
    public typealias BoundingBox = Twitter.BoundingBox

    /// One tweet.
    @JSONModel
    public struct Status: Equatable, Sendable {
        /// Why the search returned this status, and its language.
        public var metadata: Metadata
        /// When it was posted, as Twitter writes it: `Sun Aug 31 00:29:15 +0000 2014`.
        public var createdAt: String
        /// The status's id; needs 64 bits.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idStr: String
        /// The text of the tweet.
        public var text: String
        /// The posting client, as an HTML link.
        public var source: String
        /// Whether the text was cut to fit.
        public var truncated: Bool
        /// The status this one replies to.
        public var inReplyToStatusId: UInt64?
        /// ``inReplyToStatusId`` as decimal text.
        public var inReplyToStatusIdStr: String?
        /// The author of the status this one replies to.
        public var inReplyToUserId: UInt64?
        /// ``inReplyToUserId`` as decimal text.
        public var inReplyToUserIdStr: String?
        /// The screen name of the author this status replies to.
        public var inReplyToScreenName: String?
        /// The author.
        public var user: User
        /// The deprecated location field: latitude first.
        public var geo: Coordinates?
        /// Where it was posted, as a GeoJSON point: longitude first.
        public var coordinates: Coordinates?
        /// The place the status is associated with.
        public var place: Place?
        /// Users who helped write the status.
        public var contributors: [Contributor]?
        /// The original status, when this one is a retweet.
        public var retweetedStatus: Indirect<Status>?
        /// How often the status was retweeted.
        public var retweetCount: Int
        /// How often the status was liked.
        public var favoriteCount: Int
        /// Hashtags, links, mentions and media in the text.
        public var entities: Entities
        /// Whether the authenticating user liked it.
        public var favorited: Bool
        /// Whether the authenticating user retweeted it.
        public var retweeted: Bool
        /// Whether a link in it may lead to sensitive content; present only on statuses with links.
        public var possiblySensitive: Bool?
        /// The language Twitter detected, as a BCP 47 code.
        public var lang: String
    }

    /// Search details attached to each status.
    @JSONModel
    public struct Metadata: Equatable, Sendable {
        /// `recent` or `popular`.
        public var resultType: String
        /// The status's language, as an ISO 639-1 code.
        public var isoLanguageCode: String
    }

    /// A Twitter account.
    @JSONModel
    public struct User: Equatable, Sendable {
        /// The account's id; needs 64 bits for newer accounts.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idStr: String
        /// The display name.
        public var name: String
        /// The handle, without the `@`.
        public var screenName: String
        /// Where the user says they are, free text; empty when not given.
        public var location: String
        /// The profile text; empty when not given.
        public var description: String
        /// The website on the profile.
        public var url: String?
        /// Links in the profile's URL and description.
        public var entities: UserEntities
        /// Whether only approved followers see the statuses.
        public var protected: Bool
        /// How many accounts follow this one.
        public var followersCount: Int
        /// How many accounts this one follows.
        public var friendsCount: Int
        /// How many public lists include the account.
        public var listedCount: Int
        /// When the account was created, as Twitter writes dates.
        public var createdAt: String
        /// How many statuses the user has liked (the API keeps the British spelling).
        public var favouritesCount: Int
        /// The time zone's offset from UTC in seconds.
        public var utcOffset: Int?
        /// The time zone's name.
        public var timeZone: String?
        /// Whether the user lets statuses carry a location.
        public var geoEnabled: Bool
        /// Whether Twitter verified the account.
        public var verified: Bool
        /// How many statuses the user has posted, retweets included.
        public var statusesCount: Int
        /// The interface language the user chose.
        public var lang: String
        /// Whether other accounts may post for this one.
        public var contributorsEnabled: Bool
        /// Whether the user volunteers as a translator.
        public var isTranslator: Bool
        /// Whether the user takes part in translating Twitter.
        public var isTranslationEnabled: Bool
        /// The profile's background colour, hexadecimal without `#`.
        public var profileBackgroundColor: String
        /// The profile's background image over HTTP.
        public var profileBackgroundImageUrl: String
        /// The profile's background image over HTTPS.
        public var profileBackgroundImageUrlHttps: String
        /// Whether the background image is tiled.
        public var profileBackgroundTile: Bool
        /// The avatar over HTTP.
        public var profileImageUrl: String
        /// The avatar over HTTPS.
        public var profileImageUrlHttps: String
        /// The banner image; absent when the user has none.
        public var profileBannerUrl: String?
        /// The colour of links on the profile.
        public var profileLinkColor: String
        /// The colour of the sidebar's border.
        public var profileSidebarBorderColor: String
        /// The colour of the sidebar.
        public var profileSidebarFillColor: String
        /// The colour of the profile's text.
        public var profileTextColor: String
        /// Whether the profile shows its background image.
        public var profileUseBackgroundImage: Bool
        /// Whether the user left the profile's theme as it came.
        public var defaultProfile: Bool
        /// Whether the user left the default avatar.
        public var defaultProfileImage: Bool
        /// Whether the authenticating user follows this one.
        public var following: Bool
        /// Whether the authenticating user asked to follow this protected account.
        public var followRequestSent: Bool
        /// Whether the authenticating user gets notified of this user's statuses.
        public var notifications: Bool
    }

    /// Links found in a user's profile.
    @JSONModel
    public struct UserEntities: Equatable, Sendable {
        /// The profile's website; absent when the user gave none.
        public var url: URLEntities?
        /// Links in the profile text.
        public var description: URLEntities
    }

    /// A list of links, as a user's profile holds them.
    @JSONModel
    public struct URLEntities: Equatable, Sendable {
        /// The links.
        public var urls: [URLEntity]
    }

    /// What Twitter found in a status's text.
    @JSONModel
    public struct Entities: Equatable, Sendable {
        /// Hashtags, without the `#`.
        public var hashtags: [Hashtag]
        /// Cashtags such as `$TWTR`, without the `$`.
        public var symbols: [Hashtag]
        /// Links, shortened by t.co.
        public var urls: [URLEntity]
        /// Mentioned users.
        public var userMentions: [UserMention]
        /// Photos; absent when the status has none.
        public var media: [Media]?
    }

    /// A link in a text.
    @JSONModel
    public struct URLEntity: Equatable, Sendable {
        /// The t.co link as it appears in the text.
        public var url: String
        /// The link's real target.
        public var expandedUrl: String
        /// The target, shortened for display.
        public var displayUrl: String
        /// Where the link starts and ends in the text.
        public var indices: [Int]
    }

    /// A user mentioned in a status.
    @JSONModel
    public struct UserMention: Equatable, Sendable {
        /// The handle, without the `@`.
        public var screenName: String
        /// The display name.
        public var name: String
        /// The user's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idStr: String
        /// Where the mention starts and ends in the text.
        public var indices: [Int]
    }

    /// A photo attached to a status.
    @JSONModel
    public struct Media: Equatable, Sendable {
        /// The photo's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idStr: String
        /// Where the photo's link starts and ends in the text.
        public var indices: [Int]
        /// The image over HTTP.
        public var mediaUrl: String
        /// The image over HTTPS.
        public var mediaUrlHttps: String
        /// The t.co link in the text.
        public var url: String
        /// The link, shortened for display.
        public var displayUrl: String
        /// The page that shows the photo.
        public var expandedUrl: String
        /// `photo`.
        public var type: String
        /// The sizes the image is served in.
        public var sizes: Sizes
        /// The status the photo was first posted with, when this one reposts it.
        public var sourceStatusId: UInt64?
        /// ``sourceStatusId`` as decimal text.
        public var sourceStatusIdStr: String?
    }

    /// A named place, such as a city.
    @JSONModel
    public struct Place: Equatable, Sendable {
        /// The place's id, a hexadecimal string.
        public var id: String
        /// The API address with the place's details.
        public var url: String
        /// `city`, `admin`, `country`, `neighborhood` or `poi`.
        public var placeType: String
        /// The short name.
        public var name: String
        /// The name with its region: `San Francisco, CA`.
        public var fullName: String
        /// The ISO 3166-1 alpha-2 country code.
        public var countryCode: String
        /// The country's name.
        public var country: String
        /// A polygon around the place.
        public var boundingBox: BoundingBox
        /// Extra details such as a street address.
        public var attributes: [String: String]
    }

    /// A user who helped write a status.
    @JSONModel
    public struct Contributor: Equatable, Sendable {
        /// The user's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idStr: String
        /// The handle, without the `@`.
        public var screenName: String
    }

    /// What was searched for, and the cursors for other pages.
    @JSONModel
    public struct SearchMetadata: Equatable, Sendable {
        /// Seconds the search took.
        public var completedIn: Double
        /// The newest status id in the results, rounded in the file to a double's precision.
        public var maxId: UInt64
        /// The newest status id, exact.
        public var maxIdStr: String
        /// The query string for the next, older page.
        public var nextResults: String
        /// The search terms, percent-encoded.
        public var query: String
        /// The query string that fetches newer statuses.
        public var refreshUrl: String
        /// The number of statuses asked for.
        public var count: Int
        /// Only statuses newer than this id were searched; 0 for no limit.
        public var sinceId: UInt64
        /// ``sinceId`` as decimal text.
        public var sinceIdStr: String
    }
}
