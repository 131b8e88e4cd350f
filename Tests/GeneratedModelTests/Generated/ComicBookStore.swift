// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum ComicBookStore {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var comicBookStore: ComicBookStore
    }

    @JSONModel
    struct ComicBookStore {
        @JSONKey("class") var classValue: String
        var description: String
    }
}
