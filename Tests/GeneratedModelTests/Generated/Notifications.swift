// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

// The samples are arrays of Root: decode [Notifications.Root].self.

enum Notifications {
    @JSONModel(tagging: .internal(key: "type"))
    enum Root {
        case mention(Mention)
        case follow(Follow)
        case reblog(Reblog)
        @JSONUnknown case unknown(JSONValue)
    }

    @JSONModel(keys: .snakeCase)
    struct Mention {
        var id: String
        var createdAt: Date
        var account: Account
        var status: Status
    }

    @JSONModel
    struct Account {
        var id: String
        var acct: String
    }

    @JSONModel
    struct Status {
        var id: String
        var content: String
        var visibility: String
    }

    @JSONModel(keys: .snakeCase)
    struct Follow {
        var id: String
        var createdAt: Date
        var account: Account
        var relationship: Relationship
    }

    @JSONModel(keys: .snakeCase)
    struct Relationship {
        var following: Bool
        var followedBy: Bool
    }

    @JSONModel(keys: .snakeCase)
    struct Reblog {
        var id: String
        var createdAt: Date
        var account: Account
        var status: ReblogStatus
    }

    @JSONModel(keys: .snakeCase)
    struct ReblogStatus {
        var id: String
        var content: String
        var reblogsCount: Int
    }
}
