// twitter.json as @JSONModel types: the shapes and keys of CorpusModels' Twitter.

public import CorpusModels
public import JSONModel

/// The top-level object of twitter.json: a page of search results and what the search was.
///
/// ```swift
/// let search = try TwitterModel(json: data)
/// print(search.statuses[0].user.screenName)
/// ```
@JSONModel
public struct TwitterModel: Equatable, Sendable {
    /// The statuses found, newest first.
    public var statuses: [StatusModel]
    /// The query and the cursors for the next and newer pages.
    @JSONKey("search_metadata") public var searchMetadata: SearchMetadataModel

    /// One tweet.
    @JSONModel
    public struct StatusModel: Equatable, Sendable {
        /// Why the search returned this status, and its language.
        public var metadata: MetadataModel
        /// When it was posted, as Twitter writes it: `Sun Aug 31 00:29:15 +0000 2014`.
        @JSONKey("created_at") public var createdAt: String
        /// The status's id; needs 64 bits.
        public var id: UInt64
        /// ``id`` as decimal text.
        @JSONKey("id_str") public var idString: String
        /// The text of the tweet.
        public var text: String
        /// The posting client, as an HTML link.
        public var source: String
        /// Whether the text was cut to fit.
        public var truncated: Bool
        /// The status this one replies to.
        @JSONKey("in_reply_to_status_id") public var inReplyToStatusID: UInt64?
        /// ``inReplyToStatusID`` as decimal text.
        @JSONKey("in_reply_to_status_id_str") public var inReplyToStatusIDString: String?
        /// The author of the status this one replies to.
        @JSONKey("in_reply_to_user_id") public var inReplyToUserID: UInt64?
        /// ``inReplyToUserID`` as decimal text.
        @JSONKey("in_reply_to_user_id_str") public var inReplyToUserIDString: String?
        /// The screen name of the author this status replies to.
        @JSONKey("in_reply_to_screen_name") public var inReplyToScreenName: String?
        /// The author.
        public var user: UserModel
        /// The deprecated location field: latitude first.
        public var geo: CoordinatesModel?
        /// Where it was posted, as a GeoJSON point: longitude first.
        public var coordinates: CoordinatesModel?
        /// The place the status is associated with.
        public var place: PlaceModel?
        /// Users who helped write the status.
        public var contributors: [ContributorModel]?
        /// The original status, when this one is a retweet. A struct cannot hold itself, so the
        /// value is boxed in CorpusModels' `Indirect`.
        @JSONKey("retweeted_status") public var retweetedStatus: Indirect<StatusModel>?
        /// How often the status was retweeted.
        @JSONKey("retweet_count") public var retweetCount: Int
        /// How often the status was liked.
        @JSONKey("favorite_count") public var favoriteCount: Int
        /// Hashtags, links, mentions and media in the text.
        public var entities: EntitiesModel
        /// Whether the authenticating user liked it.
        public var favorited: Bool
        /// Whether the authenticating user retweeted it.
        public var retweeted: Bool
        /// Whether a link in it may lead to sensitive content; present only on statuses with links.
        @JSONKey("possibly_sensitive") public var possiblySensitive: Bool?
        /// The language Twitter detected, as a BCP 47 code.
        public var lang: String
    }

    /// Search details attached to each status.
    @JSONModel
    public struct MetadataModel: Equatable, Sendable {
        /// `recent` or `popular`.
        @JSONKey("result_type") public var resultType: String
        /// The status's language, as an ISO 639-1 code.
        @JSONKey("iso_language_code") public var isoLanguageCode: String
    }

    /// A Twitter account.
    @JSONModel
    public struct UserModel: Equatable, Sendable {
        /// The account's id; needs 64 bits for newer accounts.
        public var id: UInt64
        /// ``id`` as decimal text.
        @JSONKey("id_str") public var idString: String
        /// The display name.
        public var name: String
        /// The handle, without the `@`.
        @JSONKey("screen_name") public var screenName: String
        /// Where the user says they are, free text; empty when not given.
        public var location: String
        /// The profile text; empty when not given.
        public var description: String
        /// The website on the profile.
        public var url: String?
        /// Links in the profile's URL and description.
        public var entities: UserEntitiesModel
        /// Whether only approved followers see the statuses.
        public var protected: Bool
        /// How many accounts follow this one.
        @JSONKey("followers_count") public var followersCount: Int
        /// How many accounts this one follows.
        @JSONKey("friends_count") public var friendsCount: Int
        /// How many public lists include the account.
        @JSONKey("listed_count") public var listedCount: Int
        /// When the account was created, as Twitter writes dates.
        @JSONKey("created_at") public var createdAt: String
        /// How many statuses the user has liked (the API keeps the British spelling).
        @JSONKey("favourites_count") public var favouritesCount: Int
        /// The time zone's offset from UTC in seconds.
        @JSONKey("utc_offset") public var utcOffset: Int?
        /// The time zone's name.
        @JSONKey("time_zone") public var timeZone: String?
        /// Whether the user lets statuses carry a location.
        @JSONKey("geo_enabled") public var geoEnabled: Bool
        /// Whether Twitter verified the account.
        public var verified: Bool
        /// How many statuses the user has posted, retweets included.
        @JSONKey("statuses_count") public var statusesCount: Int
        /// The interface language the user chose.
        public var lang: String
        /// Whether other accounts may post for this one.
        @JSONKey("contributors_enabled") public var contributorsEnabled: Bool
        /// Whether the user volunteers as a translator.
        @JSONKey("is_translator") public var isTranslator: Bool
        /// Whether the user takes part in translating Twitter.
        @JSONKey("is_translation_enabled") public var isTranslationEnabled: Bool
        /// The profile's background colour, hexadecimal without `#`.
        @JSONKey("profile_background_color") public var profileBackgroundColor: String
        /// The profile's background image over HTTP.
        @JSONKey("profile_background_image_url") public var profileBackgroundImageURL: String
        /// The profile's background image over HTTPS.
        @JSONKey("profile_background_image_url_https") public var profileBackgroundImageURLHTTPS: String
        /// Whether the background image is tiled.
        @JSONKey("profile_background_tile") public var profileBackgroundTile: Bool
        /// The avatar over HTTP.
        @JSONKey("profile_image_url") public var profileImageURL: String
        /// The avatar over HTTPS.
        @JSONKey("profile_image_url_https") public var profileImageURLHTTPS: String
        /// The banner image; absent when the user has none.
        @JSONKey("profile_banner_url") public var profileBannerURL: String?
        /// The colour of links on the profile.
        @JSONKey("profile_link_color") public var profileLinkColor: String
        /// The colour of the sidebar's border.
        @JSONKey("profile_sidebar_border_color") public var profileSidebarBorderColor: String
        /// The colour of the sidebar.
        @JSONKey("profile_sidebar_fill_color") public var profileSidebarFillColor: String
        /// The colour of the profile's text.
        @JSONKey("profile_text_color") public var profileTextColor: String
        /// Whether the profile shows its background image.
        @JSONKey("profile_use_background_image") public var profileUseBackgroundImage: Bool
        /// Whether the user left the profile's theme as it came.
        @JSONKey("default_profile") public var defaultProfile: Bool
        /// Whether the user left the default avatar.
        @JSONKey("default_profile_image") public var defaultProfileImage: Bool
        /// Whether the authenticating user follows this one.
        public var following: Bool
        /// Whether the authenticating user asked to follow this protected account.
        @JSONKey("follow_request_sent") public var followRequestSent: Bool
        /// Whether the authenticating user gets notified of this user's statuses.
        public var notifications: Bool
    }

    /// Links found in a user's profile.
    @JSONModel
    public struct UserEntitiesModel: Equatable, Sendable {
        /// The profile's website; absent when the user gave none.
        public var url: URLEntitiesModel?
        /// Links in the profile text.
        public var description: URLEntitiesModel
    }

    /// A list of links, as a user's profile holds them.
    @JSONModel
    public struct URLEntitiesModel: Equatable, Sendable {
        /// The links.
        public var urls: [URLEntityModel]
    }

    /// What Twitter found in a status's text.
    @JSONModel
    public struct EntitiesModel: Equatable, Sendable {
        /// Hashtags, without the `#`.
        public var hashtags: [HashtagModel]
        /// Cashtags such as `$TWTR`, without the `$`.
        public var symbols: [HashtagModel]
        /// Links, shortened by t.co.
        public var urls: [URLEntityModel]
        /// Mentioned users.
        @JSONKey("user_mentions") public var userMentions: [UserMentionModel]
        /// Photos; absent when the status has none.
        public var media: [MediaModel]?
    }

    /// A hashtag or a cashtag: the two have the same shape.
    @JSONModel
    public struct HashtagModel: Equatable, Sendable {
        /// The tag without its `#` or `$`.
        public var text: String
        /// Where it starts and ends in the text, in UTF-16 code units.
        public var indices: [Int]
    }

    /// A link in a text.
    @JSONModel
    public struct URLEntityModel: Equatable, Sendable {
        /// The t.co link as it appears in the text.
        public var url: String
        /// The link's real target.
        @JSONKey("expanded_url") public var expandedURL: String
        /// The target, shortened for display.
        @JSONKey("display_url") public var displayURL: String
        /// Where the link starts and ends in the text.
        public var indices: [Int]
    }

    /// A user mentioned in a status.
    @JSONModel
    public struct UserMentionModel: Equatable, Sendable {
        /// The handle, without the `@`.
        @JSONKey("screen_name") public var screenName: String
        /// The display name.
        public var name: String
        /// The user's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        @JSONKey("id_str") public var idString: String
        /// Where the mention starts and ends in the text.
        public var indices: [Int]
    }

    /// A photo attached to a status.
    @JSONModel
    public struct MediaModel: Equatable, Sendable {
        /// The photo's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        @JSONKey("id_str") public var idString: String
        /// Where the photo's link starts and ends in the text.
        public var indices: [Int]
        /// The image over HTTP.
        @JSONKey("media_url") public var mediaURL: String
        /// The image over HTTPS.
        @JSONKey("media_url_https") public var mediaURLHTTPS: String
        /// The t.co link in the text.
        public var url: String
        /// The link, shortened for display.
        @JSONKey("display_url") public var displayURL: String
        /// The page that shows the photo.
        @JSONKey("expanded_url") public var expandedURL: String
        /// `photo`.
        public var type: String
        /// The sizes the image is served in.
        public var sizes: SizesModel
        /// The status the photo was first posted with, when this one reposts it.
        @JSONKey("source_status_id") public var sourceStatusID: UInt64?
        /// ``sourceStatusID`` as decimal text.
        @JSONKey("source_status_id_str") public var sourceStatusIDString: String?
    }

    /// The sizes a photo is served in.
    @JSONModel
    public struct SizesModel: Equatable, Sendable {
        /// Up to 1200 pixels wide.
        public var medium: SizeModel
        /// Up to 680 pixels wide.
        public var small: SizeModel
        /// A 150 by 150 pixel square.
        public var thumb: SizeModel
        /// Up to 2048 pixels wide.
        public var large: SizeModel
    }

    /// One size of a photo.
    @JSONModel
    public struct SizeModel: Equatable, Sendable {
        /// Width in pixels.
        public var w: Int
        /// Height in pixels.
        public var h: Int
        /// `fit` (scaled) or `crop`.
        public var resize: String
    }

    /// A GeoJSON point.
    @JSONModel
    public struct CoordinatesModel: Equatable, Sendable {
        /// `Point`.
        public var type: String
        /// Two numbers: longitude and latitude for `coordinates`, the reverse for `geo`.
        public var coordinates: [Double]
    }

    /// A named place, such as a city.
    @JSONModel
    public struct PlaceModel: Equatable, Sendable {
        /// The place's id, a hexadecimal string.
        public var id: String
        /// The API address with the place's details.
        public var url: String
        /// `city`, `admin`, `country`, `neighborhood` or `poi`.
        @JSONKey("place_type") public var placeType: String
        /// The short name.
        public var name: String
        /// The name with its region: `San Francisco, CA`.
        @JSONKey("full_name") public var fullName: String
        /// The ISO 3166-1 alpha-2 country code.
        @JSONKey("country_code") public var countryCode: String
        /// The country's name.
        public var country: String
        /// A polygon around the place.
        @JSONKey("bounding_box") public var boundingBox: BoundingBoxModel
        /// Extra details such as a street address.
        public var attributes: [String: String]
    }

    /// A GeoJSON polygon.
    @JSONModel
    public struct BoundingBoxModel: Equatable, Sendable {
        /// `Polygon`.
        public var type: String
        /// Rings of longitude–latitude pairs.
        public var coordinates: [[[Double]]]
    }

    /// A user who helped write a status.
    @JSONModel
    public struct ContributorModel: Equatable, Sendable {
        /// The user's id.
        public var id: UInt64
        /// ``id`` as decimal text.
        @JSONKey("id_str") public var idString: String
        /// The handle, without the `@`.
        @JSONKey("screen_name") public var screenName: String
    }

    /// What was searched for, and the cursors for other pages.
    @JSONModel
    public struct SearchMetadataModel: Equatable, Sendable {
        /// Seconds the search took.
        @JSONKey("completed_in") public var completedIn: Double
        /// The newest status id in the results. The file writes it rounded to a double's
        /// precision (`505874924095815700`), unlike ``maxIDString``.
        @JSONKey("max_id") public var maxID: UInt64
        /// The newest status id, exact.
        @JSONKey("max_id_str") public var maxIDString: String
        /// The query string for the next, older page.
        @JSONKey("next_results") public var nextResults: String
        /// The search terms, percent-encoded.
        public var query: String
        /// The query string that fetches newer statuses.
        @JSONKey("refresh_url") public var refreshURL: String
        /// The number of statuses asked for.
        public var count: Int
        /// Only statuses newer than this id were searched; 0 for no limit.
        @JSONKey("since_id") public var sinceID: UInt64
        /// ``sinceID`` as decimal text.
        @JSONKey("since_id_str") public var sinceIDString: String
    }
}
