// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum ComicBook {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var comicBook: ComicBook
    }

    @JSONModel(keys: .snakeCase)
    struct ComicBook {
        var id: Int
        var title: String
        var isNew: Bool
        var optionalNotes: String
    }
}
