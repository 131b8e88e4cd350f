// The order service on Hummingbird: a request context whose coders are this library's.

#if Hummingbird
import Foundation
import Hummingbird
import JSONModel
import JSONModelHummingbird
import Logging

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension Order: ResponseEncodable {}
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension ImportSummary: ResponseEncodable {}
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension PlainOrder: ResponseEncodable {}
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension CacheList: ResponseEncodable {}
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension FoundSummary: ResponseEncodable {}

/// A request context whose coders are this library's.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
struct OrderContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    var requestDecoder: JSONModelDecoder { JSONModelDecoder() }
    var responseEncoder: JSONModelEncoder { JSONModelEncoder() }
    var maxUploadSize: Int { 16 << 20 }
}

/// A context whose coders are Foundation's, for the load comparison.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
struct FoundationContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    var requestDecoder: JSONDecoder { JSONDecoder() }
    var responseEncoder: JSONEncoder { JSONEncoder() }
    var maxUploadSize: Int { 16 << 20 }
}

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
func makeRouter(_ store: OrderStore, _ caches: CacheStore) -> Router<OrderContext> {
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
    router.put("caches") { request, context -> CacheList in
        caches.put(try await request.decode(as: [String: Cache].self, context: context))
    }
    router.post("caches/found") { request, context -> FoundSummary in
        try caches.merge(try await request.decode(as: FoundLog.self, context: context))
    }
    router.get("caches") { _, _ -> CacheList in
        caches.all
    }
    return router
}

/// Runs `router` on 127.0.0.1:`port`.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
func serve<Context: RequestContext>(_ router: Router<Context>, port: Int, untilSignalled: Bool = false) async throws -> RunningServer
where Context.Source == ApplicationRequestContextSource {
    var logger = Logger(label: "order-service")
    logger.logLevel = .critical
    let (ports, continuation) = AsyncStream<Int>.makeStream()
    let application = Application(
        router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)),
        onServerRunning: { channel in
            continuation.yield(channel.localAddress?.port ?? 0)
            continuation.finish()
        }, logger: logger)
    let task = Task { try await application.runService(gracefulShutdownSignals: untilSignalled ? [.sigint, .sigterm] : []) }
    var bound = 0
    for await port in ports { bound = port }
    return RunningServer(
        port: bound,
        stop: {
            task.cancel()
            _ = await task.result
        },
        wait: { try await task.value })
}

/// The Hummingbird server, on the systems Hummingbird 2 runs on.
var hummingbirdServer: Framework? {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return nil }
    return Framework(
    name: "Hummingbird",
    start: { store, caches, port in try await serve(makeRouter(store, caches), port: port, untilSignalled: port != 0) },
    startFoundationEndpoint: {
        let router = Router(context: FoundationContext.self)
        router.post("orders") { request, context -> PlainOrder in
            var order = try await request.decode(as: PlainOrder.self, context: context)
            order.id = order.items.reduce(0) { $0 + $1.quantity }
            return order
        }
        return try await serve(router, port: 0)
    },
    startLibraryEndpoint: {
        let router = Router(context: OrderContext.self)
        router.post("orders") { request, context -> Order in
            var order = try await request.decode(as: Order.self, context: context)
            order.id = order.items.reduce(0) { $0 + $1.quantity }
            return order
        }
        return try await serve(router, port: 0)
    })
}
#else
let hummingbirdServer: Framework? = nil
#endif
