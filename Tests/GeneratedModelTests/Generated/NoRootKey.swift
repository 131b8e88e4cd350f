// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum NoRootKey {
    @JSONModel
    struct Root {
        var ID: Int
        var Title: String
        @JSONKey("optional-notes") var optionalNotes: String
    }
}
