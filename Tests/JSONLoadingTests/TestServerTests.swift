import Foundation
import JSONCoding
import JSONTestServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The test server itself: it answers a request with a body, stops promptly, and refuses
/// connections once stopped.
@Suite("JSONTestServer: answers, then stops")
struct TestServerTests {
    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func answersARequestWithABodyAndStops() async throws {
        let server = try await JSONTestServer.start(["/echo": .json(#"{"ok": true}"#)])
        var request = URLRequest(url: server.url("/echo"))
        request.httpMethod = "POST"
        // A body the server does not read: the answer still arrives whole.
        let (data, response) = try await URLSession.shared.upload(for: request, from: Data(repeating: 0x41, count: 300_000))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok": true}"#)
        let (missing, missingResponse) = try await URLSession.shared.data(from: server.url("/nothing?page=2"))
        #expect((missingResponse as? HTTPURLResponse)?.statusCode == 404)
        #expect(String(decoding: missing, as: UTF8.self) == "no answer for /nothing")

        // A client that connects and says nothing does not keep the server from stopping.
        let silent = try SlowConnection(port: server.port)
        defer { silent.close() }
        let clock = ContinuousClock()
        let start = clock.now
        await server.stop()
        #expect(clock.now - start < .seconds(5))
        #expect(throws: POSIXError.self) { try SlowConnection(port: server.port) }
    }
}
