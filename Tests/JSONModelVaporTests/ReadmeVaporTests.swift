#if Vapor
import Foundation
import JSONModel
import JSONModelVapor
import PackageExecutables
import Testing
import Vapor

/// The README's Vapor example, verbatim but for its imports and this wrapper.
struct ReadmeVapor {
    // README Vapor example: begin
    @JSONModel
    struct Order: Codable, Content {
        var id: Int?
        var customer: Customer
        var items: [LineItem]
    }

    func configure(_ app: Application) {
        app.useJSONModel()
        app.post("orders") { req async throws -> Order in
            try req.content.decode(Order.self)
        }
    }
    // README Vapor example: end
}

@Suite("README: the Vapor example")
struct ReadmeVaporTests {
    @Test("the README shows the Vapor example as it is here")
    func readmeHasTheExample() throws {
        let code = try readmeExcerpt("Vapor example", inFile: #filePath)
        #expect(try readme().contains("```swift\nimport JSONModel\nimport JSONModelVapor\nimport Vapor\n\n" + code + "\n```"), "the README differs from:\n\(code)")
    }

    @Test("the README's Vapor example answers an order, and a bad one with problem details")
    func readmeExampleRuns() async throws {
        let app = try await Application.make(Environment(name: "testing", arguments: ["vapor-tests", "serve"]))
        app.logger.logLevel = .critical
        app.http.server.configuration.hostname = "127.0.0.1"
        app.http.server.configuration.port = 0
        ReadmeVapor().configure(app)
        do {
            try await app.startup()
            let port = try #require(app.http.server.shared.localAddress?.port)
            let url = URI(string: "http://127.0.0.1:\(port)/orders")
            let good = try await app.client.post(url, headers: ["Content-Type": "application/json"]) {
                $0.body = ByteBuffer(string: #"{"customer": {"name": "Ada"}, "items": [{"sku": "A-1", "quantity": 2}]}"#)
            }
            #expect(good.status == .ok)
            #expect(good.body.map { String(buffer: $0) } == #"{"customer":{"name":"Ada"},"items":[{"sku":"A-1","quantity":2}]}"#)
            let bad = try await app.client.post(url, headers: ["Content-Type": "application/json"]) {
                $0.body = ByteBuffer(string: "{\"customer\": {\"name\": null},\n \"items\": [{\"sku\": \"BOOK-1\", \"quantity\": \"two\"}]}")
            }
            #expect(bad.status == .unprocessableEntity)
            #expect(bad.headers.first(name: .contentType) == "application/problem+json")
            #expect(
                bad.body.map { String(buffer: $0) }
                    == #"{"type":"about:blank","title":"The request body does not fit","status":422,"detail":"2 fields could not be decoded","errors":["#
                    + #"{"path":"customer.name","line":1,"column":23,"expected":"String","found":"null","message":"expected String, found null"},"#
                    + #"{"path":"items[0].quantity","line":2,"column":42,"expected":"Int","found":"the string \"two\"","message":"expected Int, found the string \"two\""}]}"#)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}

#endif
