// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

// The samples are arrays of Root: decode [GitHubEvents.Root].self.

enum GitHubEvents {
    @JSONModel(tagging: .internal(key: "type"))
    enum Root {
        @JSONTag("PushEvent") case pushEvent(PushEvent)
        @JSONTag("CreateEvent") case createEvent(CreateEvent)
        @JSONTag("ForkEvent") case forkEvent(ForkEvent)
        @JSONTag("WatchEvent") case watchEvent(WatchEvent)
        @JSONTag("IssueCommentEvent") case issueCommentEvent(IssueCommentEvent)
        @JSONTag("IssuesEvent") case issuesEvent(IssuesEvent)
        @JSONTag("GollumEvent") case gollumEvent(GollumEvent)
        @JSONUnknown case unknown(JSONValue)
    }

    @JSONModel(keys: .snakeCase)
    struct PushEvent {
        var createdAt: Date
        var actor: Actor
        var repo: Repo
        @JSONKey("public") var publicValue: Bool
        var payload: Payload
        var id: String
        var org: Actor?
    }

    @JSONModel(keys: .snakeCase)
    struct Actor {
        var gravatarId: String
        var login: String
        var avatarUrl: URL
        var url: URL
        var id: Int
    }

    @JSONModel
    struct Repo {
        var url: URL
        var id: Int
        var name: String
    }

    @JSONModel(keys: .snakeCase)
    struct Payload {
        var commits: [Commit]
        var distinctSize: Int
        var ref: String
        var pushId: Int
        var head: String
        var before: String
        var size: Int
    }

    @JSONModel
    struct Commit {
        var url: URL
        var message: String
        var distinct: Bool
        var sha: String
        var author: Author
    }

    @JSONModel
    struct Author {
        var email: String
        var name: String
    }

    @JSONModel(keys: .snakeCase)
    struct CreateEvent {
        var createdAt: Date
        var actor: Actor
        var repo: Repo
        @JSONKey("public") var publicValue: Bool
        var payload: CreateEventPayload
        var id: String
    }

    @JSONModel(keys: .snakeCase)
    struct CreateEventPayload {
        var description: String
        var masterBranch: String
        var ref: String?
        var refType: String
    }

    @JSONModel(keys: .snakeCase)
    struct ForkEvent {
        var createdAt: Date
        var actor: Actor
        var repo: Repo
        @JSONKey("public") var publicValue: Bool
        var payload: ForkEventPayload
        var id: String
        var org: Actor?
    }

    @JSONModel
    struct ForkEventPayload {
        var forkee: Forkee
    }

    @JSONModel(keys: .snakeCase)
    struct Forkee {
        var description: String
        var fork: Bool
        var url: URL
        var language: String
        var stargazersUrl: URL
        var cloneUrl: URL
        var tagsUrl: String
        var fullName: String
        var mergesUrl: URL
        var forks: Int
        @JSONKey("private") var privateValue: Bool
        var gitRefsUrl: String
        var archiveUrl: String
        var collaboratorsUrl: String
        var owner: Owner
        var languagesUrl: URL
        var treesUrl: String
        var labelsUrl: String
        var htmlUrl: URL
        var pushedAt: Date
        var createdAt: Date
        var hasIssues: Bool
        var forksUrl: URL
        var branchesUrl: String
        var commitsUrl: String
        var notificationsUrl: String
        var openIssues: Int
        var contentsUrl: String
        var blobsUrl: String
        var issuesUrl: String
        var compareUrl: String
        var issueEventsUrl: String
        var name: String
        var updatedAt: Date
        var statusesUrl: String
        var forksCount: Int
        var assigneesUrl: String
        var sshUrl: String
        @JSONKey("public") var publicValue: Bool
        var hasWiki: Bool
        var subscribersUrl: URL
        var mirrorUrl: JSONValue?
        var watchersCount: Int
        var id: Int
        var hasDownloads: Bool
        var gitCommitsUrl: String
        var downloadsUrl: URL
        var pullsUrl: String
        var homepage: String?
        var issueCommentUrl: String
        var hooksUrl: URL
        var subscriptionUrl: URL
        var milestonesUrl: String
        var svnUrl: URL
        var eventsUrl: URL
        var gitTagsUrl: String
        var teamsUrl: URL
        var commentsUrl: String
        var openIssuesCount: Int
        var keysUrl: String
        var gitUrl: String
        var contributorsUrl: URL
        var size: Int
        var watchers: Int
    }

    @JSONModel(keys: .snakeCase)
    struct Owner {
        var url: URL
        var gistsUrl: String
        var gravatarId: String
        var type: String
        var avatarUrl: URL
        var subscriptionsUrl: URL
        var organizationsUrl: URL
        var receivedEventsUrl: URL
        var reposUrl: URL
        var login: String
        var id: Int
        var starredUrl: String
        var eventsUrl: String
        var followersUrl: URL
        var followingUrl: URL
    }

    @JSONModel(keys: .snakeCase)
    struct WatchEvent {
        var createdAt: Date
        var actor: Actor
        var repo: Repo
        @JSONKey("public") var publicValue: Bool
        var payload: WatchEventPayload
        var id: String
        var org: Actor?
    }

    @JSONModel
    struct WatchEventPayload {
        var action: String
    }

    @JSONModel(keys: .snakeCase)
    struct IssueCommentEvent {
        var createdAt: Date
        var actor: Actor
        var repo: Repo
        @JSONKey("public") var publicValue: Bool
        var payload: IssueCommentEventPayload
        var id: String
        var org: Actor?
    }

    @JSONModel
    struct IssueCommentEventPayload {
        var issue: Issue
        var action: String
        var comment: Comment
    }

    @JSONModel(keys: .snakeCase)
    struct Issue {
        var user: User
        var url: URL
        var labels: [JSONValue?]
        var htmlUrl: URL
        var labelsUrl: String
        var pullRequest: PullRequest
        var createdAt: Date
        var closedAt: Date?
        var milestone: JSONValue?
        var title: String
        var body: String
        var updatedAt: Date
        var number: Int
        var state: String
        var assignee: JSONValue?
        var id: Int
        var eventsUrl: URL
        var commentsUrl: URL
        var comments: Int
    }

    @JSONModel(keys: .snakeCase)
    struct User {
        var url: URL
        var gistsUrl: String
        var gravatarId: String
        var type: String
        var avatarUrl: URL
        var subscriptionsUrl: URL
        var receivedEventsUrl: URL
        var organizationsUrl: URL
        var reposUrl: URL
        var login: String
        var id: Int
        var starredUrl: String
        var eventsUrl: String
        var followersUrl: URL
        var followingUrl: URL
    }

    @JSONModel(keys: .snakeCase)
    struct PullRequest {
        var htmlUrl: JSONValue?
        var patchUrl: JSONValue?
        var diffUrl: JSONValue?
    }

    @JSONModel(keys: .snakeCase)
    struct Comment {
        var user: User
        var url: URL
        var issueUrl: URL
        var createdAt: Date
        var body: String
        var updatedAt: Date
        var id: Int
    }

    @JSONModel(keys: .snakeCase)
    struct IssuesEvent {
        var createdAt: Date
        var actor: Actor
        var repo: Repo
        @JSONKey("public") var publicValue: Bool
        var payload: IssuesEventPayload
        var id: String
    }

    @JSONModel
    struct IssuesEventPayload {
        var issue: IssuesEventPayloadIssue
        var action: String
    }

    @JSONModel(keys: .snakeCase)
    struct IssuesEventPayloadIssue {
        var user: Owner
        var url: URL
        var labels: [JSONValue?]
        var htmlUrl: URL
        var labelsUrl: String
        var pullRequest: PullRequest
        var title: String
        var createdAt: Date
        var closedAt: JSONValue?
        var milestone: JSONValue?
        var body: String
        var updatedAt: Date
        var assignee: Owner
        var number: Int
        var state: String
        var id: Int
        var eventsUrl: URL
        var commentsUrl: URL
        var comments: Int
    }

    @JSONModel(keys: .snakeCase)
    struct GollumEvent {
        var createdAt: Date
        var actor: Actor
        var repo: Repo
        @JSONKey("public") var publicValue: Bool
        var payload: GollumEventPayload
        var id: String
    }

    @JSONModel
    struct GollumEventPayload {
        var pages: [Page]
    }

    @JSONModel(keys: .snakeCase)
    struct Page {
        var pageName: String
        var htmlUrl: URL
        var title: String
        var sha: String
        var summary: JSONValue?
        var action: String
    }
}
