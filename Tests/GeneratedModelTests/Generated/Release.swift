// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum Release {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var pointInTime: PointInTime
    }

    @JSONModel
    struct PointInTime {
        var date: Int
    }
}
