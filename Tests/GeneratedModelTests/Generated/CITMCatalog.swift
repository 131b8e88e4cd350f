// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum CITMCatalog {
    @JSONModel
    struct Root {
        var areaNames: [String: String]
        var audienceSubCategoryNames: AudienceSubCategoryNames
        var blockNames: BlockNames
        var events: [String: Event]
        var performances: [Performance]
        var seatCategoryNames: [String: String]
        var subTopicNames: [String: String]
        var subjectNames: BlockNames
        var topicNames: [String: String]
        var topicSubTopics: [String: [Int]]
        var venueNames: VenueNames
    }

    @JSONModel
    struct AudienceSubCategoryNames {
        @JSONKey("337100890") var value337100890: String
    }

    @JSONModel
    struct BlockNames {
    }

    @JSONModel
    struct Event {
        var description: JSONValue?
        var id: Int
        var logo: String?
        var name: String
        var subTopicIds: [Int]
        var subjectCode: JSONValue?
        var subtitle: JSONValue?
        var topicIds: [Int]
    }

    @JSONModel
    struct Performance {
        var eventId: Int
        var id: Int
        var logo: String?
        var name: JSONValue?
        var prices: [Price]
        var seatCategories: [SeatCategory]
        var seatMapImage: JSONValue?
        var start: Int64
        var venueCode: String
    }

    @JSONModel
    struct Price {
        var amount: Int
        var audienceSubCategoryId: Int
        var seatCategoryId: Int
    }

    @JSONModel
    struct SeatCategory {
        var areas: [Area]
        var seatCategoryId: Int
    }

    @JSONModel
    struct Area {
        var areaId: Int
        var blockIds: [JSONValue?]
    }

    @JSONModel
    struct VenueNames {
        var PLEYEL_PLEYEL: String
    }
}
