// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum MyComicBooks {
    @JSONModel(keys: .snakeCase)
    struct Root {
        var myComicBooks: [MyComicBook]
        var anotherArray: [String]
    }

    @JSONModel
    struct MyComicBook {
        var id: Int
        var title: String
    }
}
