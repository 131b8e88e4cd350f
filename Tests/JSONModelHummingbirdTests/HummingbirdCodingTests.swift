#if Hummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import JSONModel
import JSONTestServer
import JSONModelHummingbird
import Testing

@JSONModel
struct Order: Equatable {
    var id: Int
    var customer: Customer
    var items: [LineItem]
    var note: String?
}

@JSONModel
struct Customer: Equatable {
    var name: String
    var email: String?
}

@JSONModel
struct LineItem: Equatable {
    var sku: String
    var quantity: Int
}

/// An invoice whose client writes its keys in snake_case: `unit_price` fills `unitPrice`.
@JSONModel
struct Invoice: Equatable {
    var items: [PricedItem]
}

@JSONModel
struct PricedItem: Equatable {
    var sku: String
    var unitPrice: Double
}

/// A plain Codable type, decoded through the Codable path.
struct Ping: Codable, Equatable {
    var message: String
}

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension Order: ResponseEncodable {}
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension Invoice: ResponseEncodable {}
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension Ping: ResponseEncodable {}

/// The context of an application that decodes and encodes with this library.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
struct ModelContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    var requestDecoder: JSONModelDecoder { JSONModelDecoder() }
    var responseEncoder: JSONModelEncoder { JSONModelEncoder() }
    var maxUploadSize: Int { 4096 }
}

/// A context that reads bodies up to 2 MB.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
struct LargeBodyContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    var requestDecoder: JSONModelDecoder { JSONModelDecoder() }
    var responseEncoder: JSONModelEncoder { JSONModelEncoder() }
    var maxUploadSize: Int { 2 << 20 }
}

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
func makeApplication() -> some ApplicationProtocol {
    let router = Router(context: ModelContext.self)
    router.post("orders") { request, context -> Order in
        var order = try await request.decode(as: Order.self, context: context)
        order.note = "received"
        return order
    }
    router.post("invoices") { request, context -> Invoice in
        try await request.decode(as: Invoice.self, context: context)
    }
    router.post("ping") { request, context -> Ping in
        try await request.decode(as: Ping.self, context: context)
    }
    router.post("items") { request, context -> Ping in
        var quantities = 0
        let summary = try await request.decodeElements(of: LineItem.self, format: .lines, context: context) { quantities += $0.quantity }
        return Ping(message: "\(summary.elementCount) items, \(quantities) in all")
    }
    router.post("items/small") { request, context -> Ping in
        let small = JSONModelDecoder()
        small.maximumStreamElementSize = 64
        let summary = try await request.decodeElements(of: LineItem.self, format: .lines, decoder: small, context: context) { _ in }
        return Ping(message: "\(summary.elementCount)")
    }
    router.post("items/array") { request, context -> Ping in
        var skus: [String] = []
        let summary = try await request.decodeElements(of: LineItem.self, format: .array(at: "items"), context: context) { skus.append($0.sku) }
        return Ping(message: "\(summary.elementCount) items: \(skus.prefix(3).joined(separator: ", "))")
    }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

/// The body of a response as a JSON value.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
func json(_ response: TestResponse) throws -> JSONValue {
    try JSONValue(parsing: String(buffer: response.body))
}

@Suite("Hummingbird: JSONModelDecoder and JSONModelEncoder as the application's coders")
struct HummingbirdCodingTests {
    static let order = #"{"id": 7, "customer": {"name": "Ada"}, "items": [{"sku": "A-1", "quantity": 2}]}"#

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("a model round trips: decoded from the request, encoded as the response with its headers")
    func roundTrip() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/orders", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: Self.order)) { response throws in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(response.headers[.contentLength] == String(response.body.readableBytes))
                let expected = Order(id: 7, customer: Customer(name: "Ada"), items: [LineItem(sku: "A-1", quantity: 2)], note: "received")
                #expect(try Order(json: String(buffer: response.body)) == expected)
            }
            try await client.execute(uri: "/ping", method: .post, body: ByteBuffer(string: #"{"message": "hi"}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"message":"hi"}"#)
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("a body that does not fit: 422, problem details naming every bad field with its line and column")
    func everyBadField() async throws {
        let body = """
            {"id": "seven",
             "customer": {"name": null},
             "items": [{"sku": "A-1", "quantity": "two"}]}
            """
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/orders", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body)) { response throws in
                #expect(response.status == .unprocessableContent)
                #expect(response.headers[.contentType] == "application/problem+json")
                let problem = try json(response)
                #expect(problem["status"] == 422)
                #expect(problem["title"] == "The request body does not fit")
                #expect(problem["detail"] == "3 fields could not be decoded")
                let errors = try #require(problem["errors"].array)
                #expect(errors.count == 3)
                #expect(errors[0] == ["path": "id", "pointer": "#/id", "line": 1, "column": 8, "expected": "Int", "found": #"the string "seven""#, "message": #"expected Int, found the string "seven""#])
                #expect(errors[1]["path"] == "customer.name")
                #expect(errors[1]["line"] == 2)
                #expect(errors[2]["path"] == "items[0].quantity")
                #expect(errors[2]["line"] == 3)
                #expect(
                    String(buffer: response.body)
                        == #"{"type":"about:blank","title":"The request body does not fit","status":422,"detail":"3 fields could not be decoded","errors":["#
                        + ##"{"path":"id","pointer":"#/id","line":1,"column":8,"expected":"Int","found":"the string \"seven\"","message":"expected Int, found the string \"seven\""},"##
                        + ##"{"path":"customer.name","pointer":"#/customer/name","line":2,"column":23,"expected":"String","found":"null","message":"expected String, found null"},"##
                        + ##"{"path":"items[0].quantity","pointer":"#/items/0/quantity","line":3,"column":39,"expected":"Int","found":"the string \"two\"","message":"expected Int, found the string \"two\""}]}"##)
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("a body that is not JSON: 400 with the place of the mistake; a plain Codable type: 422 with its one field")
    func notJSON() async throws {
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: "{\"id\": 7,\n \"customer\": }")) { response throws in
                #expect(response.status == .badRequest)
                let problem = try json(response)
                #expect(problem["title"] == "The request body is not JSON")
                #expect(problem["errors"][0] == ["line": 2, "column": 14, "expected": "a value after ':'", "found": "'}'", "message": "expected a value after ':', found '}'"])
            }
            try await client.execute(uri: "/ping", method: .post, body: ByteBuffer(string: #"{"message": [5]}"#)) { response throws in
                #expect(response.status == .unprocessableContent)
                let problem = try json(response)
                #expect(problem["detail"] == "1 field could not be decoded")
                #expect(problem["errors"][0]["path"] == "message")
                #expect(problem["errors"][0]["line"] == 1)
                #expect(problem["errors"][0]["column"] == 13)
                #expect(problem["errors"][0]["message"] == "expected String, found an array")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("limits: a body beyond maxUploadSize is 413, another content type 415; answers echo at most an excerpt")
    func limits() async throws {
        try await makeApplication().test(.live) { client in
            let large = #"{"message": ""# + String(repeating: "x", count: 10_000) + #""}"#
            try await client.execute(uri: "/ping", method: .post, body: ByteBuffer(string: large)) { response throws in
                #expect(response.status == .contentTooLarge)
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(
                    String(buffer: response.body)
                        == #"{"type":"about:blank","title":"The request body is too large","status":413,"detail":"the body is larger than the 4096 bytes this endpoint reads","errors":[]}"#)
            }
            try await client.execute(uri: "/ping", method: .post, headers: [.contentType: "text/plain"], body: ByteBuffer(string: #"{"message": "hi"}"#)) { response throws in
                #expect(response.status == .unsupportedMediaType)
                #expect(try json(response)["detail"] == "expected a JSON body (application/json), found text/plain")
            }
            try await client.execute(uri: "/ping", method: .post, headers: [.contentType: "application/vnd.api+json; charset=utf-8"], body: ByteBuffer(string: #"{"message": "hi"}"#)) { response throws in
                #expect(response.status == .ok)
            }
            let longKey = #"{"message": 1, ""# + String(repeating: "k", count: 3000) + #"": }"#
            try await client.execute(uri: "/ping", method: .post, body: ByteBuffer(string: longKey)) { response throws in
                #expect(response.status == .badRequest)
                #expect(response.body.readableBytes < 1200, "the answer repeats at most an excerpt of the body")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("hostile bodies: deep nesting, huge numbers, invalid UTF-8, truncation; the server keeps answering")
    func hostileBodies() async throws {
        try await makeApplication().test(.live) { client in
            let bodies: [ByteBuffer] = [
                ByteBuffer(string: String(repeating: "[", count: 3000)),
                ByteBuffer(string: #"{"id": 1e999999, "customer": {"name": "a"}, "items": []}"#),
                ByteBuffer(bytes: Array(#"{"id": 1, "customer": {"name": ""#.utf8) + [0xFF, 0xFE] + Array(#""}, "items": []}"#.utf8)),
                ByteBuffer(string: #"{"id": 1, "customer": {"na"#),
            ]
            for body in bodies {
                try await client.execute(uri: "/orders", method: .post, body: body) { response throws in
                    #expect(response.status == .badRequest || response.status == .unprocessableContent, "\(response.status)")
                    #expect(response.headers[.contentType] == "application/problem+json")
                }
            }
            try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: Self.order)) { response throws in
                #expect(response.status == .ok)
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("a huge string inside the limit: the field after it is named with its column, the answer stays short")
    func hugeString() async throws {
        let router = Router(context: LargeBodyContext.self)
        router.post("orders") { request, context -> Order in
            try await request.decode(as: Order.self, context: context)
        }
        let application = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        let body = #"{"id": 1, "customer": {"name": ""# + String(repeating: "\\u00e9x", count: 250_000) + #""}, "items": 5}"#
        try await application.test(.live) { client in
            try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: body)) { response throws in
                #expect(response.status == .unprocessableContent)
                #expect(response.body.readableBytes < 1200, "the answer repeats at most an excerpt")
                #expect(try json(response)["errors"][0] == ["path": "items", "pointer": "#/items", "line": 1, "column": 1_750_046, "expected": "an array", "found": "the number 5", "message": "expected an array, found the number 5"])
            }
            try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: Self.order)) { response throws in
                #expect(response.status == .ok)
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("JSONProblemMiddleware answers with its options, and answers what a handler's other decoding lets through")
    func middlewareOptions() async throws {
        let router = Router(context: ModelContext.self)
        router.add(middleware: JSONProblemMiddleware(options: .init(unfitStatusCode: 400, maximumTextLength: 20, maximumFieldCount: 1)))
        router.post("orders") { request, context -> Order in
            try await request.decode(as: Order.self, context: context)
        }
        router.get("upstream") { _, _ -> Ping in
            // What another service answered, decoded with Foundation's decoder.
            try JSONDecoder().decode(Ping.self, from: Data(#"{"message": 5}"#.utf8))
        }
        let application = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            let body = #"{"id": "seven", "customer": {"name": null}, "items": []}"#
            try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: body)) { response throws in
                #expect(response.status == .badRequest)
                #expect(
                    String(buffer: response.body)
                        == #"{"type":"about:blank","title":"The request body doe…","status":400,"detail":"2 fields could not b…","errors":["#
                        + ##"{"path":"id","pointer":"#/id","line":1,"column":8,"expected":"Int","found":"the string \"seven\"","message":"expected Int, found …"}]}"##)
            }
            try await client.execute(uri: "/upstream", method: .get) { response throws in
                #expect(response.status == .badRequest)
                #expect(try json(response)["errors"][0]["path"] == "message")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("an element beyond the decoder's maximum element size is 413 with its index")
    func elementTooLarge() async throws {
        try await makeApplication().test(.live) { client in
            let body = #"{"sku": "a", "quantity": 1}"# + "\n" + #"{"sku": ""# + String(repeating: "b", count: 100) + #"", "quantity": 1}"# + "\n"
            try await client.execute(uri: "/items/small", method: .post, body: ByteBuffer(string: body)) { response throws in
                #expect(response.status == .contentTooLarge)
                #expect(try json(response)["title"] == "A request body's element is too large")
                #expect(try json(response)["errors"][0]["path"] == "[1]")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("concurrent requests are each decoded and answered on their own")
    func concurrentRequests() async throws {
        try await makeApplication().test(.live) { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for id in 0 ..< 40 {
                    group.addTask {
                        let body = #"{"id": \#(id), "customer": {"name": "c\#(id)"}, "items": []}"#
                        try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: body)) { response throws in
                            #expect(response.status == .ok)
                            #expect(try Order(json: String(buffer: response.body)).id == id)
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("a JSON Lines or JSON array body decoded element by element as it arrives, past maxUploadSize; a bad element is 400 or 422 with its index")
    func streamedBody() async throws {
        try await makeApplication().test(.live) { client in
            let lines = (0 ..< 2000).map { #"{"sku": "S-\#($0)", "quantity": 1}"# }.joined(separator: "\n") + "\n"
            try await client.execute(uri: "/items", method: .post, headers: [.contentType: "application/x-ndjson"], body: ByteBuffer(string: lines)) { response throws in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"message":"2000 items, 2000 in all"}"#)
            }
            let broken = "{\"sku\": \"a\", \"quantity\": 1}\n{\"sku\": \"b\", \"quantity\": 2,,}\n"
            try await client.execute(uri: "/items", method: .post, body: ByteBuffer(string: broken)) { response throws in
                #expect(response.status == .badRequest)
                let problem = try json(response)
                #expect(problem["errors"][0]["path"] == "[1]")
                #expect(problem["errors"][0]["line"] == 2)
                #expect(problem["errors"][0]["column"] == 28)
            }
            let wrong = "{\"sku\": \"a\", \"quantity\": 1}\n{\"sku\": \"b\", \"quantity\": [2]}\n"
            try await client.execute(uri: "/items", method: .post, body: ByteBuffer(string: wrong)) { response throws in
                #expect(response.status == .unprocessableContent)
                let problem = try json(response)
                #expect(problem["errors"][0]["path"] == "[1].quantity")
                #expect(problem["errors"][0]["line"] == 2)
            }
            try await client.execute(uri: "/items", method: .post, headers: [.contentType: "text/csv"], body: ByteBuffer(string: "a,b")) { response throws in
                #expect(response.status == .unsupportedMediaType)
            }
            let array = #"{"order": 7, "items": ["# + (0 ..< 3000).map { #"{"sku": "S-\#($0)", "quantity": 1}"# }.joined(separator: ",\n") + "]}"
            try await client.execute(uri: "/items/array", method: .post, body: ByteBuffer(string: array)) { response throws in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"message":"3000 items: S-0, S-1, S-2"}"#)
            }
            let badArray = #"{"order": 7, "items": [{"sku": "a", "quantity": 1},"# + "\n" + #"{"sku": "b", "quantity": 1}, {"sku": null, "quantity": 1}]}"#
            try await client.execute(uri: "/items/array", method: .post, body: ByteBuffer(string: badArray)) { response throws in
                #expect(response.status == .unprocessableContent)
                #expect(try json(response)["errors"][0] == ["path": "[2].sku", "pointer": "#/2/sku", "line": 2, "column": 38, "expected": "String", "found": "null", "message": "expected String, found null"])
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("a body in the client's own keys: the problem details name them, with a JSON Pointer, not the Swift properties")
    func clientKeys() async throws {
        let body = """
            {"items": [{"sku": "A-1", "unit_price": 2.5},
                       {"sku": "B-2", "unit_price": "free"}]}
            """
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/invoices", method: .post, body: ByteBuffer(string: body)) { response throws in
                #expect(response.status == .unprocessableContent)
                #expect(
                    String(buffer: response.body)
                        == #"{"type":"about:blank","title":"The request body does not fit","status":422,"detail":"1 field could not be decoded","errors":["#
                        + ##"{"path":"items[1].unit_price","pointer":"#/items/1/unit_price","line":2,"column":41,"expected":"Double","##
                        + #""found":"the string \"free\"","message":"expected Double, found the string \"free\""}]}"#)
            }
        }
    }

    /// A context whose decoder accepts duplicate keys by choice.
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    struct AcceptingContext: RequestContext {
        var coreContext: CoreRequestContextStorage
        init(source: Source) { coreContext = .init(source: source) }
        var requestDecoder: JSONModelDecoder {
            let decoder = JSONModelDecoder()
            decoder.parseOptions.duplicateKeys = .accepted
            return decoder
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("a key twice in a request body is refused by default: 400 naming both places; a decoder that accepts them by choice reads the first")
    func duplicateKeys() async throws {
        let body = #"{"id": 7, "customer": {"name": "A"}, "customer": 5, "items": []}"#
        try await makeApplication().test(.live) { client in
            try await client.execute(uri: "/orders", method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: body)) { response throws in
                #expect(response.status == .badRequest)
                #expect(
                    String(buffer: response.body)
                        == #"{"type":"about:blank","title":"The request body has a key twice in an object","status":400,"#
                        + #""detail":"expected each key once in an object, found \"customer\" again (first at line 1, column 11)","errors":["#
                        + #"{"line":1,"column":38,"expected":"each key once in an object","found":"\"customer\" again (first at line 1, column 11)","#
                        + #""message":"expected each key once in an object, found \"customer\" again (first at line 1, column 11)"}]}"#)
            }
            // Element by element: the element with the key twice, by its index.
            let lines = "{\"sku\": \"a\", \"quantity\": 1}\n{\"sku\": \"b\", \"quantity\": 2, \"sku\": \"c\"}\n"
            try await client.execute(uri: "/items", method: .post, headers: [.contentType: "application/x-ndjson"], body: ByteBuffer(string: lines)) { response throws in
                #expect(response.status == .badRequest)
                let problem = try json(response)
                #expect(problem["errors"][0]["path"] == "[1]")
                #expect(problem["errors"][0]["line"] == 2)
                #expect(problem["errors"][0]["column"] == 29)
            }
        }
        let router = Router(context: AcceptingContext.self)
        router.post("orders") { request, context -> Order in try await request.decode(as: Order.self, context: context) }
        try await Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0))).test(.live) { client in
            try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: #"{"id": 7, "customer": {"name": "A"}, "customer": {"name": "B"}, "items": []}"#)) { response throws in
                #expect(response.status == .ok)
                #expect(try Order(json: String(buffer: response.body)).customer.name == "A")
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("a slow client that sends half a body and waits does not keep the server from answering others")
    func slowClient() async throws {
        try await makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let slow = try SlowConnection(port: port)
            defer { slow.close() }
            slow.send("POST /orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"id\": 1, ")
            for id in 0 ..< 5 {
                let body = #"{"id": \#(id), "customer": {"name": "c"}, "items": []}"#
                try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: body)) { response throws in
                    #expect(response.status == .ok)
                }
            }
        }
    }
}
#endif
