// The order service on Vapor: this library as the application's content coders, in one line.

#if Vapor
import Foundation
import JSONModel
import JSONModelVapor
import Vapor

extension Order: Content {}
extension ImportSummary: Content {}
extension CacheList: Content {}
extension FoundSummary: Content {}

/// A Vapor application on 127.0.0.1:`port` with the routes `configure` adds.
func serveVapor(port: Int, untilSignalled: Bool = false, _ configure: (Application) -> Void) async throws -> RunningServer {
    let app = try await Application.make(Environment(name: "production", arguments: ["order-service", "serve"]))
    app.logger.logLevel = .critical
    app.http.server.configuration.hostname = "127.0.0.1"
    app.http.server.configuration.port = port
    app.routes.defaultMaxBodySize = "16mb"
    configure(app)
    if untilSignalled {
        // Vapor's serve command: serves until SIGINT or SIGTERM.
        return RunningServer(port: port, stop: { try? await app.asyncShutdown() }, wait: {
            try await app.execute()
            try await app.asyncShutdown()
        })
    }
    do {
        try await app.startup()
    } catch {
        try? await app.asyncShutdown()
        throw error
    }
    return RunningServer(
        port: app.http.server.shared.localAddress?.port ?? port,
        stop: { try? await app.asyncShutdown() },
        wait: {})
}

let vaporServer: Framework? = Framework(
    name: "Vapor",
    start: { store, caches, port in
        try await serveVapor(port: port, untilSignalled: port != 0) { app in
            app.useJSONModel()
            app.post("orders") { req async throws -> Order in
                store.add(try req.content.decode(Order.self))
            }
            app.get("orders", ":id") { req async throws -> Order in
                guard let id = req.parameters.get("id", as: Int.self), let order = store.order(id) else { throw Abort(.notFound) }
                return order
            }
            app.on(.POST, "orders", "import", body: .stream) { req async throws -> ImportSummary in
                var summary = ImportSummary(imported: 0, total: 0)
                try await req.decodeElements(of: Order.self, format: .lines) { order in
                    _ = store.add(order)
                    summary.imported += 1
                    summary.total += order.items.reduce(0) { $0 + Double($1.quantity) * $1.unitPrice }
                }
                return summary
            }
            app.put("caches") { req async throws -> CacheList in
                caches.put(try req.content.decode([String: Cache].self))
            }
            app.post("caches", "found") { req async throws -> FoundSummary in
                try caches.merge(try req.content.decode(FoundLog.self))
            }
            app.get("caches") { _ async throws -> CacheList in
                caches.all
            }
        }
    },
    startFoundationEndpoint: {
        // Foundation's coders, named at each call, so that the process-wide content
        // configuration does not matter.
        try await serveVapor(port: 0) { app in
            app.post("orders") { req async throws -> Response in
                var order = try req.content.decode(PlainOrder.self, using: JSONDecoder())
                order.id = order.items.reduce(0) { $0 + $1.quantity }
                let response = Response(status: .ok)
                try response.content.encode(order, using: JSONEncoder())
                return response
            }
        }
    },
    startLibraryEndpoint: {
        try await serveVapor(port: 0) { app in
            app.post("orders") { req async throws -> Response in
                var order = try req.content.decode(Order.self, using: JSONModelDecoder())
                order.id = order.items.reduce(0) { $0 + $1.quantity }
                let response = Response(status: .ok)
                try response.content.encode(order, using: JSONModelEncoder())
                return response
            }
        }
    })
#else
let vaporServer: Framework? = nil
#endif
