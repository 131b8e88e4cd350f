// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum Found {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var foundTimes: FoundTimes
    }

    @JSONModel
    struct FoundTimes {
        @JSONKey("Lost Lagoon") var lostLagoon: Int
        @JSONKey("Cedar Stump") var cedarStump: Double
        var Nowhere: Int
    }
}
