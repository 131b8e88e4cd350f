// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum Numbers {
    typealias Root = [Double]
}
