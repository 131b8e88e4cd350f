// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum ComicBooks {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var count: Int
        var comicBooks: [ComicBook]
    }

    @JSONModel(keys: .snakeCase)
    struct ComicBook {
        var id: Int
        var title: String
        var isNew: Bool?
    }
}
