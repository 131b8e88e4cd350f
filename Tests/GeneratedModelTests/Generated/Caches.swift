// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum Caches {
    typealias Root = [String: RootEntry]

    @JSONModel
    struct RootEntry {
        var name: String
        var description: String
        var difficulty: Difficulty
        var location: Location
    }

    @JSONModel(tagging: .untagged)
    enum Difficulty {
        case number(Int)
        case string(String)
    }

    @JSONModel
    struct Location {
        var latitude: Double
        var longitude: Double?
    }
}
