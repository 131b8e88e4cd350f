// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

// The samples are arrays of Root: decode [Links.Root].self.

enum Links {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var name: String
        var homepage: URL
        var escaped: URL
        var mirror: String
        var spaced: String
        var unicode: String
        var template: String
        var brokenEscape: String
        var piped: String
    }
}
