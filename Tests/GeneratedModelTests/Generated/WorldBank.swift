// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

// The samples are arrays of Root: decode [WorldBank.Root].self.

enum WorldBank {
    @JSONModel(tagging: .untagged)
    enum Root {
        case array([RootItem])
        case object(RootObject)
    }

    @JSONModel(keys: .snakeCase)
    struct RootItem {
        var indicator: Indicator
        var country: Indicator
        var countryiso3code: String
        var date: String
        var value: Int
        var unit: String
        var obsStatus: String
        var decimal: Int
    }

    @JSONModel
    struct Indicator {
        var id: String
        var value: String
    }

    @JSONModel(keys: .snakeCase)
    struct RootObject {
        var page: Int
        var pages: Int
        var perPage: Int
        var total: Int
        var sourceid: String
        var lastupdated: String
    }
}
