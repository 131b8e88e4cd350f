// twitter.json: a Twitter search API (v1.1) response with 100 statuses.
//
// Property names follow Swift's conventions (`idString`, `expandedURL`), so every type whose
// keys have more than one word maps them in `CodingKeys`. Optionals are exactly the members
// the file leaves out or sets to null somewhere. Members that are null in every status
// (`geo`, `coordinates`, `place`, `contributors`) keep the shape the API documents for them.

/// The top-level object of twitter.json: a page of search results and what the search was.
///
/// ```swift
/// let search = try JSONDecoder().decode(Twitter.self, from: data)
/// print(search.statuses[0].user.screenName)
/// ```
public struct Twitter: Codable, Equatable, Sendable {
    /// The statuses found, newest first.
    public var statuses: [Status]
    /// The query and the cursors for the next and newer pages.
    public var searchMetadata: SearchMetadata

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }

    /// One tweet.
    public struct Status: Codable, Equatable, Sendable {
        /// Why the search returned this status, and its language.
        public var metadata: Metadata
        /// When it was posted, as Twitter writes it: `Sun Aug 31 00:29:15 +0000 2014`.
        public var createdAt: String
        /// The status's id; needs 64 bits.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idString: String
        /// The text of the tweet.
        public var text: String
        /// The posting client, as an HTML link.
        public var source: String
        /// Whether the text was cut to fit.
        public var truncated: Bool
        /// The status this one replies to.
        public var inReplyToStatusID: UInt64?
        /// ``inReplyToStatusID`` as decimal text.
        public var inReplyToStatusIDString: String?
        /// The author of the status this one replies to.
        public var inReplyToUserID: UInt64?
        /// ``inReplyToUserID`` as decimal text.
        public var inReplyToUserIDString: String?
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

        enum CodingKeys: String, CodingKey {
            case metadata
            case createdAt = "created_at"
            case id
            case idString = "id_str"
            case text
            case source
            case truncated
            case inReplyToStatusID = "in_reply_to_status_id"
            case inReplyToStatusIDString = "in_reply_to_status_id_str"
            case inReplyToUserID = "in_reply_to_user_id"
            case inReplyToUserIDString = "in_reply_to_user_id_str"
            case inReplyToScreenName = "in_reply_to_screen_name"
            case user
            case geo
            case coordinates
            case place
            case contributors
            case retweetedStatus = "retweeted_status"
            case retweetCount = "retweet_count"
            case favoriteCount = "favorite_count"
            case entities
            case favorited
            case retweeted
            case possiblySensitive = "possibly_sensitive"
            case lang
        }
    }

    /// Search details attached to each status.
    public struct Metadata: Codable, Equatable, Sendable {
        /// `recent` or `popular`.
        public var resultType: String
        /// The status's language, as an ISO 639-1 code.
        public var isoLanguageCode: String

        enum CodingKeys: String, CodingKey {
            case resultType = "result_type"
            case isoLanguageCode = "iso_language_code"
        }
    }

    /// A Twitter account.
    public struct User: Codable, Equatable, Sendable {
        /// The account's id; needs 64 bits for newer accounts.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idString: String
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
        public var profileBackgroundImageURL: String
        /// The profile's background image over HTTPS.
        public var profileBackgroundImageURLHTTPS: String
        /// Whether the background image is tiled.
        public var profileBackgroundTile: Bool
        /// The avatar over HTTP.
        public var profileImageURL: String
        /// The avatar over HTTPS.
        public var profileImageURLHTTPS: String
        /// The banner image; absent when the user has none.
        public var profileBannerURL: String?
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

        enum CodingKeys: String, CodingKey {
            case id
            case idString = "id_str"
            case name
            case screenName = "screen_name"
            case location
            case description
            case url
            case entities
            case protected
            case followersCount = "followers_count"
            case friendsCount = "friends_count"
            case listedCount = "listed_count"
            case createdAt = "created_at"
            case favouritesCount = "favourites_count"
            case utcOffset = "utc_offset"
            case timeZone = "time_zone"
            case geoEnabled = "geo_enabled"
            case verified
            case statusesCount = "statuses_count"
            case lang
            case contributorsEnabled = "contributors_enabled"
            case isTranslator = "is_translator"
            case isTranslationEnabled = "is_translation_enabled"
            case profileBackgroundColor = "profile_background_color"
            case profileBackgroundImageURL = "profile_background_image_url"
            case profileBackgroundImageURLHTTPS = "profile_background_image_url_https"
            case profileBackgroundTile = "profile_background_tile"
            case profileImageURL = "profile_image_url"
            case profileImageURLHTTPS = "profile_image_url_https"
            case profileBannerURL = "profile_banner_url"
            case profileLinkColor = "profile_link_color"
            case profileSidebarBorderColor = "profile_sidebar_border_color"
            case profileSidebarFillColor = "profile_sidebar_fill_color"
            case profileTextColor = "profile_text_color"
            case profileUseBackgroundImage = "profile_use_background_image"
            case defaultProfile = "default_profile"
            case defaultProfileImage = "default_profile_image"
            case following
            case followRequestSent = "follow_request_sent"
            case notifications
        }
    }

    /// Links found in a user's profile.
    public struct UserEntities: Codable, Equatable, Sendable {
        /// The profile's website; absent when the user gave none.
        public var url: URLEntities?
        /// Links in the profile text.
        public var description: URLEntities
    }

    /// A list of links, as a user's profile holds them.
    public struct URLEntities: Codable, Equatable, Sendable {
        /// The links.
        public var urls: [URLEntity]
    }

    /// What Twitter found in a status's text.
    public struct Entities: Codable, Equatable, Sendable {
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

        enum CodingKeys: String, CodingKey {
            case hashtags
            case symbols
            case urls
            case userMentions = "user_mentions"
            case media
        }
    }

    /// A hashtag or a cashtag: the two have the same shape.
    public struct Hashtag: Codable, Equatable, Sendable {
        /// The tag without its `#` or `$`.
        public var text: String
        /// Where it starts and ends in the text, in UTF-16 code units.
        public var indices: [Int]
    }

    /// A link in a text.
    public struct URLEntity: Codable, Equatable, Sendable {
        /// The t.co link as it appears in the text.
        public var url: String
        /// The link's real target.
        public var expandedURL: String
        /// The target, shortened for display.
        public var displayURL: String
        /// Where the link starts and ends in the text.
        public var indices: [Int]

        enum CodingKeys: String, CodingKey {
            case url
            case expandedURL = "expanded_url"
            case displayURL = "display_url"
            case indices
        }
    }

    /// A user mentioned in a status.
    public struct UserMention: Codable, Equatable, Sendable {
        /// The handle, without the `@`.
        public var screenName: String
        /// The display name.
        public var name: String
        /// The user's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idString: String
        /// Where the mention starts and ends in the text.
        public var indices: [Int]

        enum CodingKeys: String, CodingKey {
            case screenName = "screen_name"
            case name
            case id
            case idString = "id_str"
            case indices
        }
    }

    /// A photo attached to a status.
    public struct Media: Codable, Equatable, Sendable {
        /// The photo's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idString: String
        /// Where the photo's link starts and ends in the text.
        public var indices: [Int]
        /// The image over HTTP.
        public var mediaURL: String
        /// The image over HTTPS.
        public var mediaURLHTTPS: String
        /// The t.co link in the text.
        public var url: String
        /// The link, shortened for display.
        public var displayURL: String
        /// The page that shows the photo.
        public var expandedURL: String
        /// `photo`.
        public var type: String
        /// The sizes the image is served in.
        public var sizes: Sizes
        /// The status the photo was first posted with, when this one reposts it.
        public var sourceStatusID: UInt64?
        /// ``sourceStatusID`` as decimal text.
        public var sourceStatusIDString: String?

        enum CodingKeys: String, CodingKey {
            case id
            case idString = "id_str"
            case indices
            case mediaURL = "media_url"
            case mediaURLHTTPS = "media_url_https"
            case url
            case displayURL = "display_url"
            case expandedURL = "expanded_url"
            case type
            case sizes
            case sourceStatusID = "source_status_id"
            case sourceStatusIDString = "source_status_id_str"
        }
    }

    /// The sizes a photo is served in.
    public struct Sizes: Codable, Equatable, Sendable {
        /// Up to 1200 pixels wide.
        public var medium: Size
        /// Up to 680 pixels wide.
        public var small: Size
        /// A 150 by 150 pixel square.
        public var thumb: Size
        /// Up to 2048 pixels wide.
        public var large: Size
    }

    /// One size of a photo.
    public struct Size: Codable, Equatable, Sendable {
        /// Width in pixels.
        public var w: Int
        /// Height in pixels.
        public var h: Int
        /// `fit` (scaled) or `crop`.
        public var resize: String
    }

    /// A GeoJSON point.
    public struct Coordinates: Codable, Equatable, Sendable {
        /// `Point`.
        public var type: String
        /// Two numbers: longitude and latitude for `coordinates`, the reverse for `geo`.
        public var coordinates: [Double]
    }

    /// A named place, such as a city.
    public struct Place: Codable, Equatable, Sendable {
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

        enum CodingKeys: String, CodingKey {
            case id
            case url
            case placeType = "place_type"
            case name
            case fullName = "full_name"
            case countryCode = "country_code"
            case country
            case boundingBox = "bounding_box"
            case attributes
        }
    }

    /// A GeoJSON polygon.
    public struct BoundingBox: Codable, Equatable, Sendable {
        /// `Polygon`.
        public var type: String
        /// Rings of longitude–latitude pairs.
        public var coordinates: [[[Double]]]
    }

    /// A user who helped write a status.
    public struct Contributor: Codable, Equatable, Sendable {
        /// The user's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        public var idString: String
        /// The handle, without the `@`.
        public var screenName: String

        enum CodingKeys: String, CodingKey {
            case id
            case idString = "id_str"
            case screenName = "screen_name"
        }
    }

    /// What was searched for, and the cursors for other pages.
    public struct SearchMetadata: Codable, Equatable, Sendable {
        /// Seconds the search took.
        public var completedIn: Double
        /// The newest status id in the results. The file writes it rounded to a double's
        /// precision (`505874924095815700`), unlike ``maxIDString``.
        public var maxID: UInt64
        /// The newest status id, exact.
        public var maxIDString: String
        /// The query string for the next, older page.
        public var nextResults: String
        /// The search terms, percent-encoded.
        public var query: String
        /// The query string that fetches newer statuses.
        public var refreshURL: String
        /// The number of statuses asked for.
        public var count: Int
        /// Only statuses newer than this id were searched; 0 for no limit.
        public var sinceID: UInt64
        /// ``sinceID`` as decimal text.
        public var sinceIDString: String

        enum CodingKeys: String, CodingKey {
            case completedIn = "completed_in"
            case maxID = "max_id"
            case maxIDString = "max_id_str"
            case nextResults = "next_results"
            case query
            case refreshURL = "refresh_url"
            case count
            case sinceID = "since_id"
            case sinceIDString = "since_id_str"
        }
    }
}
