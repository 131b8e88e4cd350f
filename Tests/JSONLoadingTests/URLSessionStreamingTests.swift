import Foundation
import JSONCoding
import JSONCore
import JSONTestServer
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.elements` against the real HTTP server on 127.0.0.1: bodies sent in parts,
/// keyed arrays, JSON Lines, error statuses and a connection closed mid-body.
@Suite("URLSession: streaming an answer's elements as the body arrives")
struct URLSessionStreamingTests {
    static let pageJSON = #"{"total": 3, "data": [{"name": "a", "difficulty": 1, "location": {"latitude": 1, "longitude": 2}}, "#
        + #"{"name": "b", "difficulty": 2, "location": {"latitude": 3, "longitude": 4}}, "#
        + #"{"name": "c", "difficulty": 3, "location": {"latitude": 5, "longitude": 6}}], "next": "/page2"}"#
    static let linesJSON = "{\"n\": 1}\n{\"n\": 2}\r\n\n{\"n\": 3}\n"

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aKeyedArrayArrivingInParts() async throws {
        let server = try await SharedServer.shared()
        let stream = URLSessionLoadingTests.session().elements(of: Cache.self, from: server.url("/stream/page"), format: .array(at: "data"))
        var names: [String] = []
        for try await cache in stream {
            names.append(cache.name)
            // The members before the array are there from the first element on.
            #expect(stream.summary.envelope["total"] == 3)
        }
        #expect(names == ["a", "b", "c"])
        #expect(stream.summary.envelope == ["total": 3, "next": "/page2"])
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func jsonLinesArrivingInSmallParts() async throws {
        let server = try await SharedServer.shared()
        var numbers: [Int] = []
        for try await value in URLSessionLoadingTests.session().elements(of: JSONValue.self, from: server.url("/stream/lines"), format: .lines) {
            numbers.append(value["n"].int ?? -1)
        }
        #expect(numbers == [1, 2, 3])
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aTenMegabyteArrayWithASlowLoop() async throws {
        let server = try await SharedServer.shared()
        var count = 0
        for try await cache in URLSessionLoadingTests.session().elements(of: Cache.self, from: server.url("/stream/big")) {
            #expect(cache.difficulty == count % 5)
            count += 1
            // A loop that falls behind: the transfer pauses instead of the parts piling up.
            if count % 20_000 == 0 { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(count == 85_000)
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func anErrorStatusIsALoadingErrorWithTheBody() async throws {
        let server = try await SharedServer.shared()
        let url = server.url("/missing")
        do {
            for try await _ in URLSessionLoadingTests.session().elements(of: Cache.self, from: url) {}
            Issue.record("no error")
        } catch let error as JSONLoadingError {
            #expect(error.kind == .httpStatus)
            #expect(error.statusCode == 404)
            #expect(error.message == "GET \(url.absoluteString) answered 404 (not found): {\"error\": \"no such cache\"}")
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aConnectionClosedMidBodyEndsTheLoopAfterTheElementsThatArrived() async throws {
        let server = try await SharedServer.shared()
        var count = 0
        do {
            for try await _ in URLSessionLoadingTests.session().elements(of: Cache.self, from: server.url("/stream/cut")) { count += 1 }
            Issue.record("no error")
        } catch let error as JSONLoadingError {
            #expect(error.kind == .requestFailed)
            #expect(error.message.contains("failed:"))
        } catch let error as JSONStreamError {
            // The body may also end, cut short, before the transport reports the failure.
            #expect(error.kind == .unexpectedEnd)
        }
        #expect(count > 500 && count < 1_000)
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func leavingTheLoopEarlyStopsTheRequest() async throws {
        let server = try await SharedServer.shared()
        var count = 0
        for try await _ in URLSessionLoadingTests.session().elements(of: Cache.self, from: server.url("/stream/big")) {
            count += 1
            if count == 10 { break }
        }
        #expect(count == 10)
        // A new loop over the same address works as the first did.
        var again = 0
        for try await _ in URLSessionLoadingTests.session().elements(of: Cache.self, from: server.url("/stream/page"), format: .array(at: "data")) {
            again += 1
        }
        #expect(again == 3)
    }
}
