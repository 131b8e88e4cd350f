// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum People {
    @JSONModel
    struct Root {
        var success: Bool
        var people: [Person]
        var jobs: [String]
        var states: States
    }

    @JSONModel
    struct Person {
        var name: String
        var age: Age
        var spouse: Bool
    }

    @JSONModel(tagging: .untagged)
    enum Age {
        case number(Int)
        case string(String)
    }

    @JSONModel
    struct States {
        var Georgia: [Int]
        var Wisconsin: [Int]
    }
}
