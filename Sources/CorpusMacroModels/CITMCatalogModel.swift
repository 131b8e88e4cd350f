// citm_catalog.json as @JSONModel types: the shapes and keys of CorpusModels' CITMCatalog.

public import JSONModel

/// The top-level object of citm_catalog.json: events, their performances, and names for every id.
///
/// ```swift
/// let catalog = try CITMCatalogModel(json: data)
/// let event = catalog.events["138586341"]
/// ```
@JSONModel
public struct CITMCatalogModel: Equatable, Sendable {
    /// Seating area names by area id.
    public var areaNames: [String: String]
    /// Audience category names (such as subscribers) by id.
    public var audienceSubCategoryNames: [String: String]
    /// Seat block names by block id; empty in this file.
    public var blockNames: [String: String]
    /// The events by their id.
    public var events: [String: EventModel]
    /// Every performance of every event.
    public var performances: [PerformanceModel]
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
    @JSONModel
    public struct EventModel: Equatable, Sendable {
        /// A longer description.
        public var description: String?
        /// The event's id, also its key in ``CITMCatalogModel/events``.
        public var id: Int
        /// The path of the event's image.
        public var logo: String?
        /// The event's title.
        public var name: String
        /// The sub-topics it is listed under, keys of ``CITMCatalogModel/subTopicNames``.
        @JSONKey("subTopicIds") public var subTopicIDs: [Int]
        /// The subject's code.
        public var subjectCode: String?
        /// A second title line.
        public var subtitle: String?
        /// The topics it is listed under, keys of ``CITMCatalogModel/topicNames``.
        @JSONKey("topicIds") public var topicIDs: [Int]
    }

    /// One performance of an event, with its prices.
    @JSONModel
    public struct PerformanceModel: Equatable, Sendable {
        /// The event performed, a key of ``CITMCatalogModel/events``.
        @JSONKey("eventId") public var eventID: Int
        /// The performance's id.
        public var id: Int
        /// The path of the performance's image.
        public var logo: String?
        /// A title of its own, when it differs from the event's.
        public var name: String?
        /// What each seat category costs for each audience category.
        public var prices: [PriceModel]
        /// The seat categories on sale and where they are.
        public var seatCategories: [SeatCategoryModel]
        /// The path of a seating plan.
        public var seatMapImage: String?
        /// When it starts, in milliseconds since 1970.
        public var start: Int64
        /// Where it takes place, a key of ``CITMCatalogModel/venueNames``.
        public var venueCode: String
    }

    /// The price of one seat category for one audience category.
    @JSONModel
    public struct PriceModel: Equatable, Sendable {
        /// The price in hundredths of a euro.
        public var amount: Int
        /// Who pays this price, a key of ``CITMCatalogModel/audienceSubCategoryNames``.
        @JSONKey("audienceSubCategoryId") public var audienceSubCategoryID: Int
        /// Which seats, a key of ``CITMCatalogModel/seatCategoryNames``.
        @JSONKey("seatCategoryId") public var seatCategoryID: Int
    }

    /// A seat category and the areas of the hall it covers.
    @JSONModel
    public struct SeatCategoryModel: Equatable, Sendable {
        /// The areas.
        public var areas: [AreaModel]
        /// The category, a key of ``CITMCatalogModel/seatCategoryNames``.
        @JSONKey("seatCategoryId") public var seatCategoryID: Int
    }

    /// An area of the hall, and the seat blocks in it.
    @JSONModel
    public struct AreaModel: Equatable, Sendable {
        /// The area, a key of ``CITMCatalogModel/areaNames``.
        @JSONKey("areaId") public var areaID: Int
        /// Blocks of seats, keys of ``CITMCatalogModel/blockNames``; always empty in this file.
        @JSONKey("blockIds") public var blockIDs: [Int]
    }
}
