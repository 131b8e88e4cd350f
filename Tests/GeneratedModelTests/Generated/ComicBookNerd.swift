// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum ComicBookNerd {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var comicBookNerd: ComicBookNerd
    }

    @JSONModel(keys: .snakeCase)
    struct ComicBookNerd {
        var comicBook: ComicBook
        var favoriteComicBook: FavoriteComicBook
    }

    @JSONModel
    struct ComicBook {
        var id: Int
        var title: String
    }

    @JSONModel(keys: .snakeCase)
    struct FavoriteComicBook {
        var id: Int
        var title: String
        var isNew: Bool
    }
}
