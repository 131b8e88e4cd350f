// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum SingleKey {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var mainObject: MainObject
    }

    @JSONModel
    struct MainObject {
        var id: Int
        var title: String
        var IsNew: Bool
    }
}
