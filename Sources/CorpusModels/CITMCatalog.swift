// citm_catalog.json: a concert hall's ticket catalogue. Most of it is lookup tables from ids,
// written as JSON object keys, to names; the events, performances and their prices refer to
// those ids as numbers.
//
// The file's keys are camelCase already; `CodingKeys` exist only where Swift spells an
// abbreviation differently (`eventID` for `eventId`). Optionals are exactly the members that
// are null somewhere in the file.

/// The top-level object of citm_catalog.json: events, their performances, and names for every id.
///
/// ```swift
/// let catalog = try JSONDecoder().decode(CITMCatalog.self, from: data)
/// let event = catalog.events["138586341"]
/// ```
public struct CITMCatalog: Codable, Equatable, Sendable {
    /// Seating area names by area id.
    public var areaNames: [String: String]
    /// Audience category names (such as subscribers) by id.
    public var audienceSubCategoryNames: [String: String]
    /// Seat block names by block id; empty in this file.
    public var blockNames: [String: String]
    /// The events by their id.
    public var events: [String: Event]
    /// Every performance of every event.
    public var performances: [Performance]
    /// Seat category names by seat category id.
    public var seatCategoryNames: [String: String]
    /// Sub-topic names by id.
    public var subTopicNames: [String: String]
    /// Subject names by id; empty in this file.
    public var subjectNames: [String: String]
    /// Topic names by id.
    public var topicNames: [String: String]
    /// The sub-topic ids under each topic id.
    public var topicSubTopics: [String: [Int]]
    /// Venue names by venue code.
    public var venueNames: [String: String]

    /// Something on the programme, performed one or more times.
    public struct Event: Codable, Equatable, Sendable {
        /// A longer description.
        public var description: String?
        /// The event's id, also its key in ``CITMCatalog/events``.
        public var id: Int
        /// The path of the event's image.
        public var logo: String?
        /// The event's title.
        public var name: String
        /// The sub-topics it is listed under, keys of ``CITMCatalog/subTopicNames``.
        public var subTopicIDs: [Int]
        /// The subject's code.
        public var subjectCode: String?
        /// A second title line.
        public var subtitle: String?
        /// The topics it is listed under, keys of ``CITMCatalog/topicNames``.
        public var topicIDs: [Int]

        enum CodingKeys: String, CodingKey {
            case description
            case id
            case logo
            case name
            case subTopicIDs = "subTopicIds"
            case subjectCode
            case subtitle
            case topicIDs = "topicIds"
        }
    }

    /// One performance of an event, with its prices.
    public struct Performance: Codable, Equatable, Sendable {
        /// The event performed, a key of ``CITMCatalog/events``.
        public var eventID: Int
        /// The performance's id.
        public var id: Int
        /// The path of the performance's image.
        public var logo: String?
        /// A title of its own, when it differs from the event's.
        public var name: String?
        /// What each seat category costs for each audience category.
        public var prices: [Price]
        /// The seat categories on sale and where they are.
        public var seatCategories: [SeatCategory]
        /// The path of a seating plan.
        public var seatMapImage: String?
        /// When it starts, in milliseconds since 1970.
        public var start: Int64
        /// Where it takes place, a key of ``CITMCatalog/venueNames``.
        public var venueCode: String

        enum CodingKeys: String, CodingKey {
            case eventID = "eventId"
            case id
            case logo
            case name
            case prices
            case seatCategories
            case seatMapImage
            case start
            case venueCode
        }
    }

    /// The price of one seat category for one audience category.
    public struct Price: Codable, Equatable, Sendable {
        /// The price in hundredths of a euro.
        public var amount: Int
        /// Who pays this price, a key of ``CITMCatalog/audienceSubCategoryNames``.
        public var audienceSubCategoryID: Int
        /// Which seats, a key of ``CITMCatalog/seatCategoryNames``.
        public var seatCategoryID: Int

        enum CodingKeys: String, CodingKey {
            case amount
            case audienceSubCategoryID = "audienceSubCategoryId"
            case seatCategoryID = "seatCategoryId"
        }
    }

    /// A seat category and the areas of the hall it covers.
    public struct SeatCategory: Codable, Equatable, Sendable {
        /// The areas.
        public var areas: [Area]
        /// The category, a key of ``CITMCatalog/seatCategoryNames``.
        public var seatCategoryID: Int

        enum CodingKeys: String, CodingKey {
            case areas
            case seatCategoryID = "seatCategoryId"
        }
    }

    /// An area of the hall, and the seat blocks in it.
    public struct Area: Codable, Equatable, Sendable {
        /// The area, a key of ``CITMCatalog/areaNames``.
        public var areaID: Int
        /// Blocks of seats, keys of ``CITMCatalog/blockNames``; always empty in this file.
        public var blockIDs: [Int]

        enum CodingKeys: String, CodingKey {
            case areaID = "areaId"
            case blockIDs = "blockIds"
        }
    }
}
