// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum MainObject {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var mainObject: MainObject
        var otherObject: OtherObject
    }

    @JSONModel
    struct MainObject {
        var id: Int
        var title: String
    }

    @JSONModel
    struct OtherObject {
        var id: Int
    }
}
