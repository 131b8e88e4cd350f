// order-service: a Hummingbird server whose JSON goes through this library's coders, started on
// 127.0.0.1, asked a few questions by a client in the same program, and stopped.
//
//     swift run order-service            # the conversation, then exit
//     swift run order-service --serve    # keep serving on 127.0.0.1:8080 until interrupted
//     swift run -c release order-service --load [--requests N]
//                                        # the same endpoint with Foundation's coders and this
//                                        # library's, under the same load (LoadComparison.swift)
//
// POST /orders decodes an Order (a @JSONModel type) and answers it back with an id; a body that
// does not fit is answered 422 with RFC 9457 problem details naming every bad field; GET
// /orders/:id answers a stored order; POST /orders/import reads JSON Lines as they arrive.

import Foundation
import Hummingbird
import JSONModel
import JSONModelHummingbird
import Logging
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@JSONModel
struct Order: ResponseEncodable, Sendable {
    var id: Int?
    var customer: Customer
    var items: [LineItem]
    var status: Status = .open
}

@JSONModel
struct Customer: Sendable {
    var name: String
    var email: String?
}

@JSONModel
struct LineItem: Sendable {
    var sku: String
    var quantity: Int
    var unitPrice: Double
}

@JSONModel
enum Status: String, Sendable {
    case open, paid, shipped
    @JSONUnknown case other
}

@JSONModel
struct ImportSummary: ResponseEncodable, Sendable {
    var imported: Int
    var total: Double
}

/// The orders received, by id.
final class OrderStore: Sendable {
    private let orders = Mutex<[Int: Order]>([:])

    func add(_ order: Order) -> Order {
        orders.withLock { orders in
            var stored = order
            stored.id = orders.count + 1
            orders[orders.count + 1] = stored
            return stored
        }
    }

    func order(_ id: Int) -> Order? { orders.withLock { $0[id] } }
}

/// A request context whose coders are this library's.
struct OrderContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    var requestDecoder: JSONModelDecoder { JSONModelDecoder() }
    var responseEncoder: JSONModelEncoder { JSONModelEncoder() }
}

func makeRouter(_ store: OrderStore) -> Router<OrderContext> {
    let router = Router(context: OrderContext.self)
    router.post("orders") { request, context -> Order in
        store.add(try await request.decode(as: Order.self, context: context))
    }
    router.get("orders/:id") { _, context -> Order in
        guard let order = store.order(try context.parameters.require("id", as: Int.self)) else { throw HTTPError(.notFound) }
        return order
    }
    router.post("orders/import") { request, context -> ImportSummary in
        var summary = ImportSummary(imported: 0, total: 0)
        try await request.decodeElements(of: Order.self, format: .lines, context: context) { order in
            _ = store.add(order)
            summary.imported += 1
            summary.total += order.items.reduce(0) { $0 + Double($1.quantity) * $1.unitPrice }
        }
        return summary
    }
    return router
}

/// Sends `body` to `path` and prints the status and the answer.
func send(_ method: String, _ path: String, _ body: String? = nil, contentType: String = "application/json", port: Int) async throws {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
    request.httpMethod = method
    if let body {
        request.httpBody = Data(body.utf8)
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
    }
    let (data, response) = try await URLSession.shared.data(for: request)
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    let type = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") ?? "-"
    print("\(method) \(path) → \(status) \(type)")
    if let value = try? JSONValue(parsing: [UInt8](data)) {
        print(value.jsonString(options: JSONWriteOptions(indentation: .spaces(2))))
    }
    print()
}

if CommandLine.arguments.contains("--load") {
    let arguments = CommandLine.arguments
    let requests = arguments.firstIndex(of: "--requests").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 2000
    try await LoadComparison.run(requests: max(2, requests), concurrency: 4, items: 10_000)
    exit(0)
}

var logger = Logger(label: "order-service")
logger.logLevel = .critical
let serving = CommandLine.arguments.contains("--serve")
let store = OrderStore()
let (ports, portContinuation) = AsyncStream<Int>.makeStream()
let application = Application(
    router: makeRouter(store),
    configuration: .init(address: .hostname("127.0.0.1", port: serving ? 8080 : 0)),
    onServerRunning: { channel in
        portContinuation.yield(channel.localAddress?.port ?? 0)
        portContinuation.finish()
    },
    logger: logger)
let server = Task { try await application.runService(gracefulShutdownSignals: serving ? [.sigint, .sigterm] : []) }
var port = 0
for await bound in ports { port = bound }

if serving {
    print("order-service on http://127.0.0.1:\(port) (POST /orders, GET /orders/:id, POST /orders/import)")
    try await server.value
} else {
    try await send("POST", "/orders", #"{"customer": {"name": "Ada"}, "items": [{"sku": "BOOK-1", "quantity": 2, "unit_price": 12.5}]}"#, port: port)
    try await send("GET", "/orders/1", port: port)
    try await send(
        "POST", "/orders",
        """
        {"customer": {"name": null},
         "items": [{"sku": "BOOK-1", "quantity": "two", "unitPrice": 12.5},
                   {"sku": 7, "quantity": 1, "unitPrice": [1]}]}
        """, port: port)
    try await send("POST", "/orders", #"{"customer": {"name": "Bo"}, "items": [}"#, port: port)
    let lines = (1 ... 3).map { #"{"customer": {"name": "c\#($0)"}, "items": [{"sku": "PEN", "quantity": \#($0), "unitPrice": 1.5}], "status": "paid"}"# }
    try await send("POST", "/orders/import", lines.joined(separator: "\n") + "\n", contentType: "application/x-ndjson", port: port)
    try await send("POST", "/orders", "customer=Ada", contentType: "application/x-www-form-urlencoded", port: port)
    server.cancel()
    _ = await server.result
}
