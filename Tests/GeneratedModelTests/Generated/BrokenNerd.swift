// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum BrokenNerd {
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
    }

    @JSONModel
    struct FavoriteComicBook {
        var id: String
        var title: String
    }
}
