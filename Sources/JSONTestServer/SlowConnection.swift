// A client that sends part of a request and waits, for the servers' slow-client tests.

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP connection to 127.0.0.1 that sends what it is given and nothing more.
///
/// ```swift
/// let slow = try SlowConnection(port: port)
/// defer { slow.close() }
/// slow.send("POST /orders HTTP/1.1\r\nContent-Length: 200\r\n\r\n{\"id\": 1, ")
/// ```
public final class SlowConnection {
    private let socket: Int32

    /// Connects to `port` on 127.0.0.1.
    ///
    /// - Throws: `POSIXError` when there is no socket or the connection is refused.
    public init(port: Int) throws {
        socket = openSocket()
        guard socket >= 0 else { throw POSIXError(.EMFILE) }
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            closeSocket(socket)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close() }

    private let closed = NSLock()
    private var isClosed = false

    /// Sends `text` as UTF-8.
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBytes { sendWithoutSignal(socket, $0.baseAddress!, $0.count) }
    }

    /// Closes the connection (once, however often it is called).
    public func close() {
        let first = closed.withLock {
            defer { isClosed = true }
            return !isClosed
        }
        if first { closeSocket(socket) }
    }
}

private func openSocket() -> Int32 {
    #if canImport(Darwin)
    socket(AF_INET, SOCK_STREAM, 0)
    #else
    socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
}

private func closeSocket(_ socket: Int32) {
    close(socket)
}
