// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum GSoC2018 {
    typealias Root = [String: RootEntry]

    @JSONModel
    struct RootEntry {
        @JSONKey("@context") var context: URL
        @JSONKey("@type") var type: String
        var name: String
        var description: String
        var sponsor: Sponsor
        var author: Author
    }

    @JSONModel
    struct Sponsor {
        @JSONKey("@type") var type: String
        var name: String
        var disambiguatingDescription: String
        var description: String
        var url: URL
        var logo: String
    }

    @JSONModel
    struct Author {
        @JSONKey("@type") var type: String
        var name: String
    }
}
