// A real HTTP server on 127.0.0.1 for the URLSession tests and the flickr-feed example: it
// answers each path with a canned body, status and behaviour (slow, cut short, redirected).
// Internal to the package: no product, so the library's users never build Hummingbird.

public import Foundation
import Hummingbird
import Logging
import NIOCore

/// An HTTP server on 127.0.0.1, on a port the system picks, serving fixed answers by path.
///
/// ```swift
/// let server = try await JSONTestServer.start([
///     "/feed": .json(#"{"items": []}"#),
///     "/missing": .init(status: 404, body: "no such feed"),
/// ])
/// let feed = try await URLSession.shared.decode(Feed.self, from: server.url("/feed"))
/// await server.stop()
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)  // Hummingbird 2's own
public final class JSONTestServer: Sendable {
    /// What the server answers on one path.
    public struct Answer: Sendable {
        /// The HTTP status.
        public var status: Int
        /// The `Content-Type` header, if any.
        public var contentType: String?
        /// The body.
        public var body: [UInt8]
        /// How long to wait before answering.
        public var delay: Duration = .zero
        /// When set, the answer announces the whole body's length but only this many bytes are
        /// sent before the connection closes.
        public var cutAfter: Int?
        /// When set, a `302 Found` to this path instead of the body.
        public var redirect: String?
        /// When set, the body is sent in parts of this many bytes, with ``partDelay`` between
        /// them, as a slow or streaming server sends it.
        public var partSize: Int?
        /// The wait between two parts of the body.
        public var partDelay: Duration = .zero

        /// An answer with any status, type and body.
        public init(status: Int = 200, contentType: String? = "text/plain; charset=utf-8", body: String) {
            self.status = status
            self.contentType = contentType
            self.body = Array(body.utf8)
        }

        /// A `200 OK` JSON answer.
        public static func json(_ text: String, status: Int = 200) -> Answer {
            Answer(status: status, contentType: "application/json", body: text)
        }

        /// A `200 OK` JSON answer of bytes.
        public static func json(bytes: [UInt8]) -> Answer {
            var answer = Answer(contentType: "application/json", body: "")
            answer.body = bytes
            return answer
        }

        /// A `302 Found` to `path`.
        public static func redirect(to path: String) -> Answer {
            var answer = Answer(status: 302, contentType: nil, body: "")
            answer.redirect = path
            return answer
        }

        /// This answer after `delay`.
        public func delayed(by delay: Duration) -> Answer {
            var answer = self
            answer.delay = delay
            return answer
        }

        /// This answer sent in parts of `size` bytes, `delay` apart.
        public func sent(inPartsOf size: Int, every delay: Duration = .zero) -> Answer {
            var answer = self
            answer.partSize = max(1, size)
            answer.partDelay = delay
            return answer
        }

        /// This answer with its connection closed after `count` bytes of the body.
        public func cut(after count: Int) -> Answer {
            var answer = self
            answer.cutAfter = count
            return answer
        }
    }

    /// The port the server listens on.
    public let port: Int
    private let task: Task<Void, any Error>

    private init(port: Int, task: Task<Void, any Error>) {
        self.port = port
        self.task = task
    }

    /// The URL of `path` on this server: `http://127.0.0.1:PORT/path`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path.hasPrefix("/") ? "" : "/")\(path)")!
    }

    /// Starts a server that answers each path of `answers`, and `404` elsewhere.
    ///
    /// - Throws: when the server cannot listen.
    public static func start(_ answers: [String: Answer]) async throws -> JSONTestServer {
        let router = Router()
        router.get("**") { request, _ -> Response in
            guard let answer = answers[request.uri.path] else {
                return Response(status: .notFound, headers: [.contentType: "text/plain"], body: ResponseBody(byteBuffer: ByteBuffer(string: "no answer for \(request.uri.path)")))
            }
            return try await respond(answer)
        }
        var logger = Logger(label: "JSONTestServer")
        logger.logLevel = .critical
        let (ports, portContinuation) = AsyncStream<Int>.makeStream()
        let application = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger)
        let task = Task { try await application.runService(gracefulShutdownSignals: []) }
        var port = 0
        for await bound in ports { port = bound }
        guard port > 0 else {
            task.cancel()
            _ = await task.result
            throw ServerError(message: "the server did not start")
        }
        return JSONTestServer(port: port, task: task)
    }

    /// Stops the server and waits until it has.
    public func stop() async {
        task.cancel()
        _ = await task.result
    }

    private static func respond(_ answer: Answer) async throws -> Response {
        if answer.delay > .zero { try await Task.sleep(for: answer.delay) }
        var headers = HTTPFields()
        if let redirect = answer.redirect {
            headers[.location] = redirect
            return Response(status: .init(code: answer.status), headers: headers)
        }
        if let contentType = answer.contentType { headers[.contentType] = contentType }
        let body = answer.body
        if let partSize = answer.partSize {
            let delay = answer.partDelay
            return Response(
                status: .init(code: answer.status), headers: headers,
                body: ResponseBody { writer in
                    var start = 0
                    while start < body.count {
                        try await writer.write(ByteBuffer(bytes: body[start ..< min(start + partSize, body.count)]))
                        start += partSize
                        if delay > .zero { try await Task.sleep(for: delay) }
                    }
                    try await writer.finish(nil)
                })
        }
        guard let cut = answer.cutAfter else {
            return Response(status: .init(code: answer.status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        // The full length announced, part of the body sent, then an error, on which the server
        // closes the connection.
        headers[.contentLength] = String(body.count)
        return Response(
            status: .init(code: answer.status), headers: headers,
            body: ResponseBody(contentLength: body.count) { writer in
                try await writer.write(ByteBuffer(bytes: body.prefix(cut)))
                throw ServerError(message: "the body is cut short on purpose")
            })
    }

    struct ServerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
