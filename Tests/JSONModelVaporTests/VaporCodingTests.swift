#if Vapor
import Foundation
import JSONModel
import JSONTestServer
import JSONModelVapor
import Testing
import Vapor

@JSONModel
struct Order: Equatable, Content {
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
struct Invoice: Equatable, Content {
    var items: [PricedItem]
}

@JSONModel
struct PricedItem: Equatable {
    var sku: String
    var unitPrice: Double
}

/// A plain Codable type, decoded through the Codable path.
struct Ping: Content, Equatable {
    var message: String
}

/// A type with Vapor's validations.
struct Signup: Content, Validatable {
    var email: String

    static func validations(_ validations: inout Validations) {
        validations.add("email", as: String.self, is: .email)
    }
}

/// A Vapor application on 127.0.0.1 with this library as its JSON coder, and a client.
struct LiveApplication {
    let app: Application
    let port: Int

    /// Starts a Vapor application on 127.0.0.1 that `setup` configures, runs `body` with it and
    /// shuts it down.
    static func serve(_ setup: (Application) -> Void, _ body: (LiveApplication) async throws -> Void) async throws {
        let app = try await Application.make(Environment(name: "testing", arguments: ["vapor-tests", "serve"]))
        app.logger.logLevel = .critical
        app.http.server.configuration.hostname = "127.0.0.1"
        app.http.server.configuration.port = 0
        setup(app)
        do {
            try await app.startup()
            let port = try #require(app.http.server.shared.localAddress?.port)
            try await body(LiveApplication(app: app, port: port))
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    /// Starts the application with this library's coders, the routes below and those
    /// `configure` adds, runs `body` with it and shuts it down.
    static func run(configure: (Application) -> Void = { _ in }, _ body: (LiveApplication) async throws -> Void) async throws {
        try await serve({ app in
            app.useJSONModel()
            app.routes.defaultMaxBodySize = 4096
            app.post("orders") { req async throws -> Order in
                var order = try req.content.decode(Order.self)
                order.note = "received"
                return order
            }
            app.post("ping") { req async throws -> Ping in
                try req.content.decode(Ping.self)
            }
            app.on(.POST, "items", body: .stream) { req async throws -> Ping in
                var quantities = 0
                let summary = try await req.decodeElements(of: LineItem.self, format: .lines) { quantities += $0.quantity }
                return Ping(message: "\(summary.elementCount) items, \(quantities) in all")
            }
            app.on(.POST, "items", "array", body: .stream) { req async throws -> Ping in
                var skus: [String] = []
                let summary = try await req.decodeElements(of: LineItem.self, format: .array(at: "items")) { skus.append($0.sku) }
                return Ping(message: "\(summary.elementCount) items: \(skus.prefix(3).joined(separator: ", "))")
            }
            configure(app)
        }, body)
    }

    /// POSTs `body` to `path` with Vapor's client.
    func post(_ path: String, _ body: String, contentType: String? = "application/json") async throws -> ClientResponse {
        try await post(path, ByteBuffer(string: body), contentType: contentType)
    }

    func post(_ path: String, _ body: ByteBuffer, contentType: String? = "application/json") async throws -> ClientResponse {
        var headers = HTTPHeaders()
        if let contentType { headers.replaceOrAdd(name: .contentType, value: contentType) }
        return try await app.client.post(URI(string: "http://127.0.0.1:\(port)/\(path)"), headers: headers) { request in
            request.body = body
        }
    }
}

extension ClientResponse {
    var text: String { body.map { String(buffer: $0) } ?? "" }
    var json: JSONValue { get throws { try JSONValue(parsing: text) } }
}

@Suite("Vapor: JSONModelDecoder and JSONModelEncoder as the application's content coders")
struct VaporCodingTests {
    static let order = #"{"id": 7, "customer": {"name": "Ada"}, "items": [{"sku": "A-1", "quantity": 2}]}"#

    @Test("a model round trips: decoded from the request, encoded as the response with its headers")
    func roundTrip() async throws {
        try await LiveApplication.run { live in
            let response = try await live.post("orders", Self.order)
            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentType) == "application/json; charset=utf-8")
            #expect(response.headers.first(name: .contentLength) == String(response.body?.readableBytes ?? -1))
            let expected = Order(id: 7, customer: Customer(name: "Ada"), items: [LineItem(sku: "A-1", quantity: 2)], note: "received")
            #expect(try Order(json: response.text) == expected)
            let ping = try await live.post("ping", #"{"message": "hi"}"#)
            #expect(ping.status == .ok)
            #expect(ping.text == #"{"message":"hi"}"#)
        }
    }

    @Test("useJSONModel registers the coders for application/json and application/vnd.api+json")
    func registration() throws {
        var configuration = ContentConfiguration.default()
        #expect(try !(configuration.requireDecoder(for: .json) is JSONModelDecoder))
        configuration.useJSONModel()
        #expect(try configuration.requireDecoder(for: .json) is JSONModelDecoder)
        #expect(try configuration.requireEncoder(for: .json) is JSONModelEncoder)
        #expect(try configuration.requireDecoder(for: .jsonAPI) is JSONModelDecoder)
        #expect(try configuration.requireDecoder(for: HTTPMediaType(type: "text", subType: "json")) is JSONModelDecoder)
        #expect(try configuration.requireDecoder(for: .plainText) is PlaintextDecoder, "the other media types keep their coders")
        #expect(try configuration.requireDecoder(for: .urlEncodedForm) is URLEncodedFormDecoder)
    }

    @Test("Vapor's validation and key-path access work through the decoder (its userInfo reaches it)")
    func validationAndKeyPaths() async throws {
        let configure = { (app: Application) -> Void in
            _ = app.post("signup") { req async throws -> Ping in
                try Signup.validate(content: req)
                let signup = try req.content.decode(Signup.self)
                let name = try req.content.get(String.self, at: "profile", "name")
                return Ping(message: "\(signup.email) \(name)")
            }
        }
        try await LiveApplication.run(configure: configure) { live in
            let valid = try await live.post("signup", #"{"email": "ada@example.com", "profile": {"name": "Ada"}}"#)
            #expect(valid.status == .ok)
            #expect(valid.text == #"{"message":"ada@example.com Ada"}"#)
            let invalid = try await live.post("signup", #"{"email": "not an address", "profile": {"name": "Ada"}}"#)
            #expect(invalid.status == .badRequest)
            #expect(invalid.text.contains("email is not a valid email address"), "\(invalid.text)")
        }
    }

    @Test("an empty body is 400, text/json is read, a 415 about something else than the body is left to Vapor")
    func bodiesAndTypes() async throws {
        let configure = { (app: Application) -> Void in
            _ = app.post("unencodable") { _ async throws -> Ping in
                throw Abort(.unsupportedMediaType, reason: "Support for writing media type 'text/csv' has not been configured.")
            }
        }
        try await LiveApplication.run(configure: configure) { live in
            let empty = try await live.post("ping", ByteBuffer())
            #expect(empty.status == .badRequest)
            #expect(
                empty.text
                    == #"{"type":"about:blank","title":"The request body is not JSON","status":400,"detail":"expected a JSON value, found an empty body","errors":["#
                    + #"{"line":1,"column":1,"expected":"a JSON value","found":"an empty body","message":"expected a JSON value, found an empty body"}]}"#)
            let textJSON = try await live.post("ping", #"{"message": "hi"}"#, contentType: "text/json")
            #expect(textJSON.status == .ok)
            let other = try await live.post("unencodable", "{}")
            #expect(other.status == .unsupportedMediaType)
            #expect(other.headers.first(name: .contentType) != "application/problem+json")
            #expect(other.text.contains("Support for writing media type"))
        }
    }

    @Test("a JSONProblem a handler throws without the middleware: Vapor's answer with the problem's status and detail")
    func withoutTheMiddleware() async throws {
        let setup = { (app: Application) -> Void in
            ContentConfiguration.global.useJSONModel()
            app.post("orders") { _ async throws -> Ping in
                throw JSONProblem(statusCode: 409, title: "The order was changed", detail: "the order changed since it was read")
            }
        }
        try await LiveApplication.serve(setup) { live in
            let response = try await live.post("orders", "{}")
            #expect(response.status == .conflict)
            #expect(response.text == #"{"error":true,"reason":"the order changed since it was read"}"#)
        }
    }

    @Test("an element beyond the decoder's maximum element size is 413 with its index")
    func elementTooLarge() async throws {
        let small = JSONModelDecoder()
        small.maximumStreamElementSize = 64
        let configure = { (app: Application) -> Void in
            _ = app.on(.POST, "items", "small", body: .stream) { req async throws -> Ping in
                let summary = try await req.decodeElements(of: LineItem.self, format: .lines, decoder: small) { _ in }
                return Ping(message: "\(summary.elementCount)")
            }
        }
        try await LiveApplication.run(configure: configure) { live in
            let body = #"{"sku": "a", "quantity": 1}"# + "\n" + #"{"sku": ""# + String(repeating: "b", count: 100) + #"", "quantity": 1}"# + "\n"
            let response = try await live.post("items/small", body, contentType: "application/x-ndjson")
            #expect(response.status == .payloadTooLarge)
            #expect(try response.json["title"] == "A request body's element is too large")
            #expect(try response.json["errors"][0]["path"] == "[1]")
        }
    }

    @Test("a body that does not fit: 422, problem details naming every bad field with its line and column, as Hummingbird's")
    func everyBadField() async throws {
        let body = """
            {"id": "seven",
             "customer": {"name": null},
             "items": [{"sku": "A-1", "quantity": "two"}]}
            """
        try await LiveApplication.run { live in
            let response = try await live.post("orders", body)
            #expect(response.status == .unprocessableEntity)
            #expect(response.headers.first(name: .contentType) == "application/problem+json")
            #expect(
                response.text
                    == #"{"type":"about:blank","title":"The request body does not fit","status":422,"detail":"3 fields could not be decoded","errors":["#
                    + ##"{"path":"id","pointer":"#/id","line":1,"column":8,"expected":"Int","found":"the string \"seven\"","message":"expected Int, found the string \"seven\""},"##
                    + ##"{"path":"customer.name","pointer":"#/customer/name","line":2,"column":23,"expected":"String","found":"null","message":"expected String, found null"},"##
                    + ##"{"path":"items[0].quantity","pointer":"#/items/0/quantity","line":3,"column":39,"expected":"Int","found":"the string \"two\"","message":"expected Int, found the string \"two\""}]}"##)
        }
    }

    @Test("a body that is not JSON: 400 with the place of the mistake; a plain Codable type: 422 with its one field")
    func notJSON() async throws {
        try await LiveApplication.run { live in
            let broken = try await live.post("orders", "{\"id\": 7,\n \"customer\": }")
            #expect(broken.status == .badRequest)
            #expect(try broken.json["title"] == "The request body is not JSON")
            #expect(try broken.json["errors"][0] == ["line": 2, "column": 14, "expected": "a value after ':'", "found": "'}'", "message": "expected a value after ':', found '}'"])
            let wrong = try await live.post("ping", #"{"message": [5]}"#)
            #expect(wrong.status == .unprocessableEntity)
            #expect(
                wrong.text
                    == #"{"type":"about:blank","title":"The request body does not fit","status":422,"detail":"1 field could not be decoded","errors":["#
                    + ##"{"path":"message","pointer":"#/message","line":1,"column":13,"expected":"String","found":"an array","message":"expected String, found an array"}]}"##)
        }
    }

    @Test("a body in the client's own keys: the problem details name them, with a JSON Pointer, not the Swift properties")
    func clientKeys() async throws {
        try await LiveApplication.run(configure: { app in
            app.post("invoices") { req async throws -> Invoice in try req.content.decode(Invoice.self) }
        }) { live in
            let body = """
                {"items": [{"sku": "A-1", "unit_price": 2.5},
                           {"sku": "B-2", "unit_price": "free"}]}
                """
            let response = try await live.post("invoices", body)
            #expect(response.status == .unprocessableEntity)
            #expect(
                response.text
                    == #"{"type":"about:blank","title":"The request body does not fit","status":422,"detail":"1 field could not be decoded","errors":["#
                    + ##"{"path":"items[1].unit_price","pointer":"#/items/1/unit_price","line":2,"column":41,"expected":"Double","##
                    + #""found":"the string \"free\"","message":"expected Double, found the string \"free\""}]}"#)
        }
    }

    @Test("a key twice in a request body is refused by default: 400 naming both places; a decoder that accepts them by choice reads the first")
    func duplicateKeys() async throws {
        let accepting = JSONModelDecoder()
        accepting.parseOptions.duplicateKeys = .accepted
        try await LiveApplication.run(configure: { app in
            app.post("orders", "accepting") { req async throws -> Order in
                try req.content.decode(Order.self, using: accepting)
            }
        }) { live in
            let body = #"{"id": 7, "customer": {"name": "A"}, "customer": 5, "items": []}"#
            let refused = try await live.post("orders", body)
            #expect(refused.status == .badRequest)
            #expect(refused.headers.first(name: .contentType) == "application/problem+json")
            #expect(
                refused.text
                    == #"{"type":"about:blank","title":"The request body has a key twice in an object","status":400,"#
                    + #""detail":"expected each key once in an object, found \"customer\" again (first at line 1, column 11)","errors":["#
                    + #"{"line":1,"column":38,"expected":"each key once in an object","found":"\"customer\" again (first at line 1, column 11)","#
                    + #""message":"expected each key once in an object, found \"customer\" again (first at line 1, column 11)"}]}"#)
            let lines = "{\"sku\": \"a\", \"quantity\": 1}\n{\"sku\": \"b\", \"quantity\": 2, \"sku\": \"c\"}\n"
            let streamed = try await live.post("items", lines, contentType: "application/x-ndjson")
            #expect(streamed.status == .badRequest)
            #expect(try streamed.json["errors"][0]["path"] == "[1]")
            #expect(try streamed.json["errors"][0]["column"] == 29)
            let accepted = try await live.post("orders/accepting", #"{"id": 7, "customer": {"name": "A"}, "customer": {"name": "B"}, "items": []}"#)
            #expect(accepted.status == .ok)
            #expect(try Order(json: accepted.text).customer.name == "A")
        }
    }

    @Test("limits: a body beyond the route's maximum is 413, another content type 415, both as problem details")
    func limits() async throws {
        try await LiveApplication.run { live in
            let large = #"{"message": ""# + String(repeating: "x", count: 10_000) + #""}"#
            let tooLarge = try await live.post("ping", large)
            #expect(tooLarge.status == .payloadTooLarge)
            #expect(tooLarge.headers.first(name: .contentType) == "application/problem+json")
            #expect(
                tooLarge.text
                    == #"{"type":"about:blank","title":"The request body is too large","status":413,"detail":"the body is larger than this endpoint reads","errors":[]}"#)
            let csv = try await live.post("ping", "message\nhi", contentType: "text/csv")
            #expect(csv.status == .unsupportedMediaType)
            #expect(try csv.json["detail"] == "expected a JSON body (application/json), found text/csv")
            let none = try await live.post("ping", #"{"message": "hi"}"#, contentType: nil)
            #expect(none.status == .unsupportedMediaType)
            #expect(try none.json["detail"] == "expected a JSON body (application/json), found no Content-Type")
            let api = try await live.post("ping", #"{"message": "hi"}"#, contentType: "application/vnd.api+json")
            #expect(api.status == .ok)
            let longKey = #"{"message": 1, ""# + String(repeating: "k", count: 3000) + #"": }"#
            let long = try await live.post("ping", longKey)
            #expect(long.status == .badRequest)
            #expect((long.body?.readableBytes ?? 0) < 1200, "the answer repeats at most an excerpt of the body")
        }
    }

    @Test("hostile bodies: deep nesting, huge numbers and strings, invalid UTF-8, truncation; the server keeps answering")
    func hostileBodies() async throws {
        try await LiveApplication.run { live in
            live.app.routes.defaultMaxBodySize = "2mb"
            let hugeString = #"{"id": 1, "customer": {"name": ""# + String(repeating: "\\u00e9x", count: 250_000) + #""}, "items": 5}"#
            let bodies: [(ByteBuffer, HTTPResponseStatus, String)] = [
                (ByteBuffer(string: String(repeating: "[", count: 3000)), .badRequest, "nesting"),
                (ByteBuffer(string: #"{"id": 1e999999, "customer": {"name": "a"}, "items": []}"#), .unprocessableEntity, "huge number"),
                (ByteBuffer(bytes: Array(#"{"id": 1, "customer": {"name": ""#.utf8) + [0xFF, 0xFE] + Array(#""}, "items": []}"#.utf8)), .badRequest, "invalid UTF-8"),
                (ByteBuffer(string: #"{"id": 1, "customer": {"na"#), .badRequest, "truncated"),
                (ByteBuffer(string: hugeString), .unprocessableEntity, "a 1.5 MB string"),
            ]
            for (body, status, name) in bodies {
                let response = try await live.post("orders", body)
                #expect(response.status == status, "\(name): \(response.status)")
                #expect(response.headers.first(name: .contentType) == "application/problem+json", "\(name)")
                #expect((response.body?.readableBytes ?? 0) < 1200, "\(name): the answer repeats at most an excerpt")
            }
            let huge = try await live.post("orders", hugeString)
            #expect(try huge.json["errors"][0] == ["path": "items", "pointer": "#/items", "line": 1, "column": 1_750_046, "expected": "an array", "found": "the number 5", "message": "expected an array, found the number 5"])
            let fine = try await live.post("orders", Self.order)
            #expect(fine.status == .ok)
        }
    }

    @Test("useJSONModel(problems:) answers with its options")
    func problemOptions() async throws {
        let setup = { (app: Application) -> Void in
            app.useJSONModel(problems: .init(unfitStatusCode: 400, maximumTextLength: 20, maximumFieldCount: 1))
            app.post("orders") { req async throws -> Order in
                try req.content.decode(Order.self)
            }
        }
        try await LiveApplication.serve(setup) { live in
            let response = try await live.post("orders", #"{"id": "seven", "customer": {"name": null}, "items": []}"#)
            #expect(response.status == .badRequest)
            #expect(
                response.text
                    == #"{"type":"about:blank","title":"The request body doe…","status":400,"detail":"2 fields could not b…","errors":["#
                    + ##"{"path":"id","pointer":"#/id","line":1,"column":8,"expected":"Int","found":"the string \"seven\"","message":"expected Int, found …"}]}"##)
        }
    }

    @Test("concurrent requests are each decoded and answered on their own")
    func concurrentRequests() async throws {
        try await LiveApplication.run { live in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for id in 0 ..< 40 {
                    group.addTask {
                        let response = try await live.post("orders", #"{"id": \#(id), "customer": {"name": "c\#(id)"}, "items": []}"#)
                        #expect(response.status == .ok)
                        #expect(try Order(json: response.text).id == id)
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    @Test("a JSON Lines or JSON array body decoded element by element as it arrives, past the maximum body size; a bad element is 400 or 422 with its index")
    func streamedBody() async throws {
        try await LiveApplication.run { live in
            let lines = (0 ..< 2000).map { #"{"sku": "S-\#($0)", "quantity": 1}"# }.joined(separator: "\n") + "\n"
            let response = try await live.post("items", lines, contentType: "application/x-ndjson")
            #expect(response.status == .ok)
            #expect(response.text == #"{"message":"2000 items, 2000 in all"}"#)
            let broken = try await live.post("items", "{\"sku\": \"a\", \"quantity\": 1}\n{\"sku\": \"b\", \"quantity\": 2,,}\n")
            #expect(broken.status == .badRequest)
            #expect(try broken.json["errors"][0] == ["path": "[1]", "pointer": "#/1", "line": 2, "column": 28, "expected": "a string key after ','", "found": "','", "message": "expected a string key after ',', found ','"])
            let wrong = try await live.post("items", "{\"sku\": \"a\", \"quantity\": 1}\n{\"sku\": \"b\", \"quantity\": [2]}\n")
            #expect(wrong.status == .unprocessableEntity)
            #expect(try wrong.json["errors"][0]["path"] == "[1].quantity")
            #expect(try wrong.json["errors"][0]["line"] == 2)
            let csv = try await live.post("items", "a,b", contentType: "text/csv")
            #expect(csv.status == .unsupportedMediaType)
            let array = #"{"order": 7, "items": ["# + (0 ..< 3000).map { #"{"sku": "S-\#($0)", "quantity": 1}"# }.joined(separator: ",\n") + "]}"
            let decoded = try await live.post("items/array", array)
            #expect(decoded.status == .ok)
            #expect(decoded.text == #"{"message":"3000 items: S-0, S-1, S-2"}"#)
            let badArray = #"{"order": 7, "items": [{"sku": "a", "quantity": 1},"# + "\n" + #"{"sku": "b", "quantity": 1}, {"sku": null, "quantity": 1}]}"#
            let bad = try await live.post("items/array", badArray)
            #expect(bad.status == .unprocessableEntity)
            #expect(try bad.json["errors"][0] == ["path": "[2].sku", "pointer": "#/2/sku", "line": 2, "column": 38, "expected": "String", "found": "null", "message": "expected String, found null"])
        }
    }

    @Test("a slow client that sends half a body and waits does not keep the server from answering others")
    func slowClient() async throws {
        try await LiveApplication.run { live in
            let slow = try SlowConnection(port: live.port)
            defer { slow.close() }
            slow.send("POST /orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{\"id\": 1, ")
            for id in 0 ..< 5 {
                let response = try await live.post("orders", #"{"id": \#(id), "customer": {"name": "c"}, "items": []}"#)
                #expect(response.status == .ok)
            }
        }
    }
}
#endif
