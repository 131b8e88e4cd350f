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
        try await LiveApplication.serve({ ReadmeVapor().configure($0) }) { live in
            let good = try await live.post("orders", #"{"customer": {"name": "Ada"}, "items": [{"sku": "A-1", "quantity": 2}]}"#)
            #expect(good.status == .ok)
            #expect(good.text == #"{"customer":{"name":"Ada"},"items":[{"sku":"A-1","quantity":2}]}"#)
            let bad = try await live.post("orders", "{\"customer\": {\"name\": null},\n \"items\": [{\"sku\": \"BOOK-1\", \"quantity\": \"two\"}]}")
            #expect(bad.status == .unprocessableEntity)
            #expect(bad.headers.first(name: .contentType) == "application/problem+json")
            #expect(
                bad.text
                    == #"{"type":"about:blank","title":"The request body does not fit","status":422,"detail":"2 fields could not be decoded","errors":["#
                    + ##"{"path":"customer.name","pointer":"#/customer/name","line":1,"column":23,"expected":"String","found":"null","message":"expected String, found null"},"##
                    + ##"{"path":"items[0].quantity","pointer":"#/items/0/quantity","line":2,"column":42,"expected":"Int","found":"the string \"two\"","message":"expected Int, found the string \"two\""}]}"##)
        }
    }
}

#endif
