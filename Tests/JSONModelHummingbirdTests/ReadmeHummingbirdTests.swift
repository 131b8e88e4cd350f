#if Hummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import JSONModel
import JSONModelHummingbird
import PackageExecutables
import Testing

/// The Hummingbird example of JSONModelHummingbird's documentation, verbatim but for its imports,
/// its model (declared in HummingbirdCodingTests.swift) and this wrapper.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
struct ReadmeHummingbird {
    // README Hummingbird example: begin
    struct AppContext: RequestContext {
        var coreContext: CoreRequestContextStorage
        init(source: Source) { coreContext = .init(source: source) }
        var requestDecoder: JSONModelDecoder { JSONModelDecoder() }
        var responseEncoder: JSONModelEncoder { JSONModelEncoder() }
    }

    func makeRouter() -> Router<AppContext> {
        let router = Router(context: AppContext.self)
        router.post("orders") { request, context -> Order in  // Order: ResponseEncodable
            try await request.decode(as: Order.self, context: context)
        }
        return router
    }
    // README Hummingbird example: end
}

@Suite("Documentation: the Hummingbird example")
struct ReadmeHummingbirdTests {
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("the documentation shows the Hummingbird example as it is here")
    func readmeHasTheExample() throws {
        let code = try readmeExcerpt("Hummingbird example", inFile: #filePath)
        let article = try packageFile("Sources/JSONModelHummingbird/JSONModelHummingbird.docc/JSONModelHummingbird.md")
        #expect(article.contains("```swift\nimport Hummingbird\nimport JSONModel\nimport JSONModelHummingbird\n"))
        #expect(article.contains("\n" + code + "\n```"), "the documentation differs from:\n\(code)")
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
    @Test("the documentation's Hummingbird example answers an order, and a bad one with problem details")
    func readmeExampleRuns() async throws {
        let application = Application(router: ReadmeHummingbird().makeRouter(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await application.test(.live) { client in
            try await client.execute(uri: "/orders", method: .post, body: ByteBuffer(string: HummingbirdCodingTests.order)) { response throws in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"id":7,"customer":{"name":"Ada"},"items":[{"sku":"A-1","quantity":2}]}"#)
            }
            try await client.execute(
                uri: "/orders", method: .post, body: ByteBuffer(string: "{\"id\": 1, \"customer\": {\"name\": null},\n \"items\": [{\"sku\": \"BOOK-1\", \"quantity\": \"two\"}]}")
            ) { response throws in
                #expect(response.status == .unprocessableContent)
                #expect(
                    String(buffer: response.body)
                        == #"{"type":"about:blank","title":"The request body does not fit","status":422,"detail":"2 fields could not be decoded","errors":["#
                        + ##"{"path":"customer.name","pointer":"#/customer/name","line":1,"column":32,"expected":"String","found":"null","message":"expected String, found null"},"##
                        + ##"{"path":"items[0].quantity","pointer":"#/items/0/quantity","line":2,"column":42,"expected":"Int","found":"the string \"two\"","message":"expected Int, found the string \"two\""}]}"##)
            }
        }
    }
}
#endif
