// github_events.json (GitHub's public events API) as an internally tagged @JSONModel enum: the
// `type` field picks the case, and each case's payload is typed. Event types the enum does not
// list land in its @JSONUnknown case, kept whole.

public import Foundation
public import JSONModel

/// One event of GitHub's events API, chosen by its `type`.
///
/// ```swift
/// let decoder = JSONModelDecoder()
/// decoder.dateDecodingStrategy = .iso8601
/// let events = try decoder.decode([GitHubEvent].self, from: data)
/// if case .push(let push) = events[0] { print(push.payload.commits.count) }
/// ```
@JSONModel(tagging: .internal(key: "type"))
public enum GitHubEvent: Equatable, Sendable {
    @JSONTag("PushEvent") case push(GitHubActivity<PushPayload>)
    @JSONTag("WatchEvent") case watch(GitHubActivity<ActionPayload>)
    @JSONTag("CreateEvent") case create(GitHubActivity<CreatePayload>)
    @JSONTag("ForkEvent") case fork(GitHubActivity<ForkPayload>)
    @JSONTag("IssuesEvent") case issues(GitHubActivity<IssuesPayload>)
    @JSONTag("IssueCommentEvent") case issueComment(GitHubActivity<IssueCommentPayload>)
    /// Any other type of event (GollumEvent, in the corpus), as it came.
    @JSONUnknown case other(JSONValue)
}

/// What every event has, beside its `type`: who did what to which repository, and when.
@JSONModel(keys: .snakeCase)
public struct GitHubActivity<Payload: Codable & Equatable & Sendable>: Equatable, Sendable {
    public var id: String
    public var actor: GitHubAccount
    public var repo: GitHubRepoName
    public var org: GitHubAccount?
    @JSONKey("public") public var isPublic: Bool
    public var createdAt: Date
    public var payload: Payload
}

/// A user or an organization.
@JSONModel(keys: .snakeCase)
public struct GitHubAccount: Equatable, Sendable {
    public var id: Int
    public var login: String
    public var gravatarId: String
    public var avatarUrl: URL
    public var url: URL
}

/// The repository an event happened in.
@JSONModel
public struct GitHubRepoName: Equatable, Sendable {
    public var id: Int
    public var name: String
    public var url: URL
}

/// A push: the commits pushed to a branch.
@JSONModel(keys: .snakeCase)
public struct PushPayload: Equatable, Sendable {
    public var pushId: Int
    public var size: Int
    public var distinctSize: Int
    public var ref: String
    public var head: String
    public var before: String
    public var commits: [Commit]

    @JSONModel
    public struct Commit: Equatable, Sendable {
        public var sha: String
        public var message: String
        public var distinct: Bool
        public var url: URL
        @JSONKey("author.name") public var authorName: String
        @JSONKey("author.email") public var authorEmail: String
    }
}

/// A payload that says what was done: `started` (a star), `opened`, `created`.
@JSONModel
public struct ActionPayload: Equatable, Sendable {
    public var action: String
}

/// A branch, tag or repository created.
@JSONModel(keys: .snakeCase)
public struct CreatePayload: Equatable, Sendable {
    public var ref: String?
    public var refType: RefType
    public var masterBranch: String
    public var description: String?

    @JSONModel
    public enum RefType: String, Equatable, Sendable {
        case repository, branch, tag
    }
}

/// A repository forked.
@JSONModel
public struct ForkPayload: Equatable, Sendable {
    public var forkee: Forkee

    @JSONModel(keys: .snakeCase)
    public struct Forkee: Equatable, Sendable {
        public var id: Int
        public var fullName: String
        public var owner: GitHubAccount
        @JSONKey("private") public var isPrivate: Bool
        public var htmlUrl: URL
        public var forksCount: Int
        public var watchersCount: Int
    }
}

/// An issue opened, closed or reopened.
@JSONModel
public struct IssuesPayload: Equatable, Sendable {
    public var action: String
    public var issue: GitHubIssue
}

/// A comment on an issue.
@JSONModel
public struct IssueCommentPayload: Equatable, Sendable {
    public var action: String
    public var issue: GitHubIssue
    public var comment: Comment

    @JSONModel(keys: .snakeCase)
    public struct Comment: Equatable, Sendable {
        public var id: Int
        public var body: String
        public var user: GitHubAccount
        public var createdAt: Date
    }
}

/// An issue, as events carry it.
@JSONModel(keys: .snakeCase)
public struct GitHubIssue: Equatable, Sendable {
    public var id: Int
    public var number: Int
    public var title: String
    public var state: State
    public var body: String
    public var user: GitHubAccount
    public var comments: Int
    public var createdAt: Date
    public var closedAt: Date?

    @JSONModel
    public enum State: String, Equatable, Sendable {
        case open, closed
        @JSONUnknown case other
    }
}
