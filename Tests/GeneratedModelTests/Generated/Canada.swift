// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum Canada {
    @JSONModel
    struct Root {
        var type: String
        var features: [Feature]
    }

    @JSONModel
    struct Feature {
        var type: String
        var properties: Properties
        var geometry: Geometry
    }

    @JSONModel
    struct Properties {
        var name: String
    }

    @JSONModel
    struct Geometry {
        var type: String
        var coordinates: [[[Double]]]
    }
}
