import Foundation
import JSONCoding
import JSONTestServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.decode` against a real HTTP server on 127.0.0.1 (JSONTestServer, on the system's
/// sockets), started by the suite: statuses, HTML error pages, broken JSON, slow answers and timeouts, a connection
/// closed mid-body, a 10 MB body and redirects.
@Suite("URLSession: decoding what a web service answers, or saying what it answered")
struct URLSessionLoadingTests {
    static let cachesJSON = #"{"Old Mill": {"name": "Old Mill", "difficulty": 2, "location": {"latitude": 52.5, "longitude": 13.4}}}"#
    static let oldMill = Cache(name: "Old Mill", difficulty: 2, location: Coordinate(latitude: 52.5, longitude: 13.4))

    /// Runs `body` with the server that answers the paths these tests ask for.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)  // the server's
    func withServer(_ body: (JSONTestServer) async throws -> Void) async throws {
        try await body(SharedServer.shared())
    }

    /// A JSON array of about 10 MB: 85,000 caches.
    static func bigDocument() -> [UInt8] {
        var text = "["
        for index in 0 ..< 85_000 {
            if index > 0 { text += "," }
            text += #"{"name":"cache number \#(index) with a long name","difficulty":\#(index % 5),"location":{"latitude":\#(Double(index) / 7),"longitude":-12.5}}"#
        }
        text += "]"
        return Array(text.utf8)
    }

    /// A session that does not keep answers, with a short timeout for the slow paths.
    static func session(timeout: TimeInterval = 10) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func decodesA200Answer() async throws {
        try await withServer { server in
            let caches = try await Self.session().decode([String: Cache].self, from: server.url("/caches"))
            #expect(caches == ["Old Mill": Self.oldMill])
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aStatusOutside2xxGivesTheURLStatusAndTheStartOfTheBody() async throws {
        try await withServer { server in
            let url = server.url("/missing")
            let error = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: url)
            }
            #expect(error.kind == .httpStatus)
            #expect(error.statusCode == 404)
            #expect(error.url == url)
            #expect(error.bodyExcerpt == #"{"error": "no such cache"}"#)
            #expect(error.description.hasPrefix("GET \(url.absoluteString) answered 404"), "\(error)")
            #expect(error.description.hasSuffix(#": {"error": "no such cache"}"#), "\(error)")

            let crash = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: server.url("/crash"))
            }
            #expect(crash.kind == .httpStatus)
            #expect(crash.statusCode == 500)
            #expect(crash.description.contains("answered 500"), "\(crash)")
            #expect(crash.description.hasSuffix("Internal Server Error: database unavailable"), "\(crash)")
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func anHTMLPageIsReportedAsNotJSON() async throws {
        try await withServer { server in
            let url = server.url("/maintenance")
            let error = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: url)
            }
            #expect(error.kind == .notJSON)
            #expect(error.statusCode == 200)
            #expect(error.bodyExcerpt?.hasPrefix("<!DOCTYPE html> <html><head><title>Down for maintenance</title>") == true, "\(error)")
            #expect(error.description.hasPrefix("GET \(url.absoluteString) answered 200"), "\(error)")
            #expect(error.description.contains("with a text/html; charset=utf-8 body, not JSON: <!DOCTYPE html>"), "\(error)")

            let empty = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: server.url("/empty"))
            }
            #expect(empty.kind == .notJSON)
            #expect(empty.description.hasSuffix("with an empty body"), "\(empty)")
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func brokenJSONGivesTheLineAndColumn() async throws {
        try await withServer { server in
            let url = server.url("/broken")
            let error = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: url)
            }
            #expect(error.kind == .invalidJSON)
            // The trailing comma is forgiven, as JSONDecoder does; the missing comma is not.
            #expect(error.line == 3)
            #expect(error.column == 3)
            #expect(
                error.description == """
                    \(url.absoluteString):3:3: error: expected ',' or '}' after an object member, found '"'
                      "x"
                      ^
                    """)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aValueThatDoesNotFitGivesItsPath() async throws {
        try await withServer { server in
            let url = server.url("/mismatched")
            let error = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: url)
            }
            #expect(error.kind == .decodingFailed)
            #expect(error.path == ["Old Mill", "difficulty"])
            #expect(error.line == 1)
            #expect(error.column == 49)
            #expect(
                error.description
                    == #"\#(url.absoluteString):1:49: error: ["Old Mill"].difficulty: expected Int, found the string "hard" (decoding Dictionary<String, Cache>)"#)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aSlowAnswerWithinTheTimeoutArrives() async throws {
        try await withServer { server in
            let caches = try await Self.session(timeout: 3).decode([String: Cache].self, from: server.url("/slow"))
            #expect(caches == ["Old Mill": Self.oldMill])
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aTimeoutIsARequestFailureThatSaysSo() async throws {
        try await withServer { server in
            var request = URLRequest(url: server.url("/very-slow"))
            request.timeoutInterval = 0.5
            let started = ContinuousClock.now
            let error = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, for: request)
            }
            #expect(ContinuousClock.now - started < .seconds(4))
            #expect(error.kind == .requestFailed)
            #expect((error.underlyingError as? URLError)?.code == .timedOut)
            #expect(error.description == "GET \(request.url!.absoluteString) failed: no answer within the timeout of 0.5 s")
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aConnectionClosedMidBodyIsARequestFailure() async throws {
        try await withServer { server in
            let url = server.url("/cut")
            let error = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([Cache].self, from: url)
            }
            #expect(error.kind == .requestFailed, "\(error)")
            #expect(error.description.hasPrefix("GET \(url.absoluteString) failed: the connection closed before the whole answer arrived"), "\(error)")
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aTenMegabyteBodyDecodes() async throws {
        #expect((10_000_000 ... 11_000_000).contains(Self.bigDocument().count))
        try await withServer { server in
            let caches = try await Self.session().decode([Cache].self, from: server.url("/big"))
            #expect(caches.count == 85_000)
            #expect(caches[84_999] == Cache(name: "cache number 84999 with a long name", difficulty: 4, location: Coordinate(latitude: 84_999 / 7, longitude: -12.5)))
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func redirectsAreFollowed() async throws {
        try await withServer { server in
            let caches = try await Self.session().decode([String: Cache].self, from: server.url("/moved-twice"))
            #expect(caches == ["Old Mill": Self.oldMill])
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aRedirectedRequestsErrorsNameBothURLs() async throws {
        try await withServer { server in
            let asked = server.url("/moved-to-missing")
            let missing = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: asked)
            }
            #expect(missing.kind == .httpStatus)
            #expect(missing.url == server.url("/missing"))
            #expect(
                missing.description
                    == #"GET \#(asked.absoluteString) (redirected to \#(server.url("/missing").absoluteString)) answered 404 (not found): {"error": "no such cache"}"#)

            let page = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: server.url("/moved-to-maintenance"))
            }
            #expect(page.kind == .notJSON)
            #expect(
                page.description.hasPrefix(
                    "GET \(server.url("/moved-to-maintenance").absoluteString) (redirected to \(server.url("/maintenance").absoluteString)) answered 200"),
                "\(page)")

            let broken = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: server.url("/moved-to-broken"))
            }
            #expect(broken.kind == .invalidJSON)
            #expect(
                broken.description.hasPrefix(
                    "\(server.url("/broken").absoluteString) (redirected from \(server.url("/moved-to-broken").absoluteString)):3:3: error: expected ','"),
                "\(broken)")

            // Without a redirect, one URL.
            let direct = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: server.url("/missing"))
            }
            #expect(!direct.description.contains("redirected"))
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aLongBodyIsShortenedTo300Characters() async throws {
        try await withServer { server in
            let error = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode([String: Cache].self, from: server.url("/long-error"))
            }
            let excerpt = try #require(error.bodyExcerpt)
            #expect(excerpt.count == 300)
            #expect(excerpt == String(String(repeating: "overloaded ", count: 100).prefix(299)) + "…")
            #expect(error.description.hasSuffix(": " + excerpt))
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func anHTMLPageHasNoLineOrColumn() async throws {
        try await withServer { server in
            for path in ["/maintenance", "/empty"] {
                let error = try await #require(throws: JSONLoadingError.self) {
                    try await Self.session().decode([String: Cache].self, from: server.url(path))
                }
                #expect(error.kind == .notJSON)
                #expect(error.line == nil && error.column == nil && error.syntaxError == nil, "\(path)")
                // What the parser said is still there, for whoever wants it.
                #expect(error.underlyingError is JSONSyntaxError)
            }
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aJSONPPayloadIsMendedByTheDecodersPreprocessorAndLenientParsing() async throws {
        struct Feed: Codable, Equatable { var title: String; var items: [String] }
        try await withServer { server in
            let decoder = JSONModelDecoder()
            decoder.preprocessor = JSONModelDecoder.removeJSONPCallback
            decoder.parseOptions = .lenient
            let feed = try await Self.session().decode(Feed.self, from: server.url("/jsonp"), decoder: decoder)
            #expect(feed == Feed(title: "Uploads from ollie", items: ["it's"]))
            // Without them: not JSON, said with the line and column.
            let error = try await #require(throws: JSONLoadingError.self) {
                try await Self.session().decode(Feed.self, from: server.url("/jsonp"))
            }
            #expect(error.kind == .invalidJSON)
            #expect(error.line == 1 && error.column == 1)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aServerThatIsNotThereIsARequestFailure() async throws {
        // Port 1 (tcpmux): privileged, and nothing listens on it.
        let url = try #require(URL(string: "http://127.0.0.1:1/caches"))
        let error = try await #require(throws: JSONLoadingError.self) {
            try await Self.session().decode([String: Cache].self, from: url)
        }
        #expect(error.kind == .requestFailed)
        #expect(error.description == "GET \(url.absoluteString) failed: could not connect to the server (is it running, and on this port?)")
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func theRequestAsksForJSONUnlessItSaysOtherwise() async throws {
        try await withServer { server in
            var request = URLRequest(url: server.url("/caches"))
            request.setValue("application/vnd.caches+json", forHTTPHeaderField: "Accept")
            let caches = try await Self.session().decode([String: Cache].self, for: request)
            #expect(caches.count == 1)
        }
    }
}

/// One server for every test that needs one, started on first use and stopped by the process's
/// end.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)  // the server's
enum SharedServer {
    private static let starting = Task { try await JSONTestServer.start(answers()) }

    /// The server, once it listens.
    static func shared() async throws -> JSONTestServer {
        try await starting.value
    }

    static func answers() -> [String: JSONTestServer.Answer] {
        let html = "<!DOCTYPE html>\n<html><head><title>Down for maintenance</title></head><body>Back soon.</body></html>"
        let big = URLSessionLoadingTests.bigDocument()
        return [
            "/caches": .json(URLSessionLoadingTests.cachesJSON),
            "/missing": .json(#"{"error": "no such cache"}"#, status: 404),
            "/crash": JSONTestServer.Answer(status: 500, contentType: "text/plain", body: "Internal Server Error: database unavailable"),
            "/maintenance": JSONTestServer.Answer(status: 200, contentType: "text/html; charset=utf-8", body: html),
            "/empty": JSONTestServer.Answer(status: 200, contentType: "application/json", body: ""),
            "/broken": .json("{\n  \"Old Mill\": {\"name\": \"Old Mill\",}\n  \"x\"\n}"),
            "/mismatched": .json(#"{"Old Mill": {"name": "Old Mill", "difficulty": "hard", "location": {"latitude": 1, "longitude": 2}}}"#),
            "/slow": .json(URLSessionLoadingTests.cachesJSON).delayed(by: .milliseconds(300)),
            "/very-slow": .json(URLSessionLoadingTests.cachesJSON).delayed(by: .seconds(5)),
            "/cut": .json(bytes: big).cut(after: 4_096),
            "/big": .json(bytes: big),
            "/stream/big": .json(bytes: big).sent(inPartsOf: 64 << 10),
            "/stream/page": .json(URLSessionStreamingTests.pageJSON).sent(inPartsOf: 50, every: .milliseconds(1)),
            "/stream/lines": .json(URLSessionStreamingTests.linesJSON).sent(inPartsOf: 7, every: .milliseconds(1)),
            "/stream/cut": .json(bytes: big).cut(after: 100_000),
            "/export": .json(#"{"total": 1, "data": [{"id": 7, "kind": "signup"}]}"#).sent(inPartsOf: 10),
            "/moved": .redirect(to: "/caches"),
            "/moved-twice": .redirect(to: "/moved"),
            "/moved-to-missing": .redirect(to: "/missing"),
            "/moved-to-maintenance": .redirect(to: "/maintenance"),
            "/moved-to-broken": .redirect(to: "/broken"),
            "/long-error": JSONTestServer.Answer(
                status: 503, contentType: "text/plain", body: String(repeating: "overloaded ", count: 100)),
            "/jsonp": JSONTestServer.Answer(
                status: 200, contentType: "application/javascript",
                body: #"jsonFlickrFeed({"title": "Uploads from ollie", "items": ["it\'s"]})"#),
        ]
    }
}
