// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum Mesh {
    @JSONModel
    struct Root {
        var batches: [Batch]
        var morphTargets: MorphTargets
        var positions: [Double]
        var tex0: [Double]
        var colors: [Int64]
        var influences: [[Double]]
        var normals: [Double]
        var indices: [Int]
    }

    @JSONModel
    struct Batch {
        var indexRange: [Int]
        var vertexRange: [Int]
        var usedBones: [Int]
    }

    @JSONModel
    struct MorphTargets {
    }
}
