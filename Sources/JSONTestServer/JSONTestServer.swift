// A real HTTP server on 127.0.0.1 for the URLSession tests and the flickr-feed example: it
// answers each path with a canned body, status and behaviour (slow, cut short, redirected).
// Written on the system's sockets, a thread per connection and `Connection: close` on every
// answer, so that the package's core never depends on a server framework. Internal to the
// package: no product.

public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)  // Duration
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
        /// sent before the connection closes (for an answer not sent in parts).
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
    private let listener: Int32
    private let answers: [String: Answer]
    /// Signalled when the thread that accepts connections has ended.
    private let acceptEnded = DispatchSemaphore(value: 0)
    private let stopped = Flag()

    private init(port: Int, listener: Int32, answers: [String: Answer]) {
        self.port = port
        self.listener = listener
        self.answers = answers
    }

    /// The URL of `path` on this server: `http://127.0.0.1:PORT/path`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path.hasPrefix("/") ? "" : "/")\(path)")!
    }

    /// Starts a server that answers each path of `answers`, and `404` elsewhere.
    ///
    /// - Throws: when the server cannot listen.
    public static func start(_ answers: [String: Answer]) async throws -> JSONTestServer {
        #if canImport(Darwin)
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard listener >= 0 else { throw ServerError(message: "no socket: errno \(errno)") }
        var on: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(listener, address, length) == 0 && listen(listener, 128) == 0 && getsockname(listener, address, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(listener)
            throw ServerError(message: "the server did not start: errno \(code)")
        }
        let server = JSONTestServer(port: Int(UInt16(bigEndian: address.sin_port)), listener: listener, answers: answers)
        let thread = Thread { server.acceptConnections() }
        thread.name = "JSONTestServer"
        thread.stackSize = 1 << 20
        thread.start()
        return server
    }

    /// Stops the server and waits until it no longer accepts connections; answers under way
    /// finish on their own.
    public func stop() async {
        guard stopped.set() else { return }
        // Wakes the accepting thread with a connection of its own (on every system, where
        // shutting the listening socket down wakes it on Linux only); it then sees the flag.
        if let wake = try? SlowConnection(port: port) { wake.close() }
        shutdown(listener, Int32(SHUT_RDWR))
        let ended = acceptEnded
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                ended.wait()
                continuation.resume()
            }
        }
        close(listener)
    }

    private func acceptConnections() {
        defer { acceptEnded.signal() }
        while !stopped.isSet {
            let connection = accept(listener, nil, nil)
            if stopped.isSet {
                if connection >= 0 { close(connection) }
                return
            }
            if connection < 0 {
                // A connection that went away before it was accepted, or no descriptor left
                // for a moment: the server goes on.
                if errno != EINTR && errno != ECONNABORTED { Thread.sleep(forTimeInterval: 0.01) }
                continue
            }
            // A client that never sends or never reads holds its thread 10 seconds at most.
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            let answers = self.answers
            let thread = Thread { Self.serve(connection, answers) }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Reads one request's head and answers it, then closes the connection: first its sending
    /// side, then, once the client has read the answer and closed its own (or the timeout), the
    /// rest, so that what the client sent and the server did not read (a request's body) cannot
    /// make the system reset the connection before the answer is read.
    private static func serve(_ connection: Int32, _ answers: [String: Answer]) {
        defer {
            shutdown(connection, Int32(SHUT_WR))
            var buffer = [UInt8](repeating: 0, count: 4096)
            while receive(connection, into: &buffer) > 0 {}
            close(connection)
        }
        guard let path = readRequestPath(connection) else { return }
        guard let answer = answers[path] else {
            var missing = Answer(status: 404, contentType: "text/plain", body: "no answer for \(path)")
            missing.delay = .zero
            write(missing, to: connection)
            return
        }
        if answer.delay > .zero { Thread.sleep(forTimeInterval: seconds(answer.delay)) }
        write(answer, to: connection)
    }

    /// The path of the request's target, without its query; nil when the connection ends or
    /// sends something else than an HTTP request head.
    private static func readRequestPath(_ connection: Int32) -> String? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while head.count < 65536 {
            let count = receive(connection, into: &buffer)
            guard count > 0 else { return nil }
            head += buffer[0 ..< count]
            if head.count >= 4, head.indices.dropLast(3).contains(where: { head[$0 ..< $0 + 4].elementsEqual(end) }) { break }
        }
        guard let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n", maxSplits: 1).first else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        return String(parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// `recv` into `buffer`, again when a signal interrupts it (a request read short would be
    /// answered with nothing, which the client reports as a bad server answer): the count, 0 at
    /// the end, -1 on a failure.
    private static func receive(_ connection: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    private static func write(_ answer: Answer, to connection: Int32) {
        var head = "HTTP/1.1 \(answer.status) \(reason(answer.status))\r\nConnection: close\r\n"
        if let redirect = answer.redirect {
            head += "Location: \(redirect)\r\nContent-Length: 0\r\n\r\n"
            sendAll(Array(head.utf8), to: connection)
            return
        }
        if let contentType = answer.contentType { head += "Content-Type: \(contentType)\r\n" }
        let body = answer.body
        if let partSize = answer.partSize.map({ max(1, $0) }) {
            // Chunked, a part per chunk, as a server that writes as it goes sends it.
            head += "Transfer-Encoding: chunked\r\n\r\n"
            guard sendAll(Array(head.utf8), to: connection) else { return }
            var start = 0
            while start < body.count {
                let part = body[start ..< min(start + partSize, body.count)]
                guard sendAll(Array("\(String(part.count, radix: 16))\r\n".utf8) + part + Array("\r\n".utf8), to: connection) else { return }
                start += partSize
                if answer.partDelay > .zero { Thread.sleep(forTimeInterval: seconds(answer.partDelay)) }
            }
            sendAll(Array("0\r\n\r\n".utf8), to: connection)
            return
        }
        // With `cutAfter`, the full length is announced, part of the body sent, and the
        // connection closed.
        head += "Content-Length: \(body.count)\r\n\r\n"
        sendAll(Array(head.utf8) + body.prefix(max(0, answer.cutAfter ?? body.count)), to: connection)
    }

    /// Sends all of `bytes`; false when the client has gone.
    @discardableResult
    private static func sendAll(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { raw in sendWithoutSignal(connection, raw.baseAddress! + sent, raw.count - sent) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// A flag set once, read from any thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }

        /// Sets the flag; false when it was already set.
        func set() -> Bool {
            lock.withLock {
                defer { value = true }
                return !value
            }
        }
    }

    struct ServerError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// `send`, without the signal a write to a connection the peer has closed raises (Linux: by the
/// flag; Apple's systems: by the socket option set when the connection was accepted).
func sendWithoutSignal(_ connection: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    send(connection, bytes, count, 0)
    #else
    send(connection, bytes, count, Int32(MSG_NOSIGNAL))
    #endif
}
