// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum Pokedex {
    @JSONModel
    struct Root {
        var pokemon: [Pokemon]
    }

    @JSONModel(keys: .snakeCase)
    struct Pokemon {
        var id: Int
        var name: String
        var height: String
        var weight: String
        var gender: String
        var candy: String
        var nextEvolution: [NextEvolution]?
        var egg: String?
        var prevEvolution: [NextEvolution]?
        var multipliers: [Double]?
    }

    @JSONModel
    struct NextEvolution {
        var num: String
        var name: String
    }
}
