// `order-service --load`: the same endpoint served twice in one process, once with Foundation's
// JSONDecoder and JSONEncoder and once with this library's coders, and a bounded client that
// sends each the same large order over loopback: requests per second, latencies and processor
// time per request.

import Foundation
import Hummingbird
import JSONModel
import JSONModelHummingbird
import Logging

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Codable twin of `Order`, as an application without this library declares it.
struct PlainOrder: Codable, ResponseEncodable, Sendable {
    var id: Int?
    var customer: PlainCustomer
    var items: [PlainLineItem]
    var status: String
}

struct PlainCustomer: Codable, Sendable {
    var name: String
    var email: String?
}

struct PlainLineItem: Codable, Sendable {
    var sku: String
    var quantity: Int
    var unitPrice: Double
}

/// A context whose coders are Foundation's.
struct FoundationContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    var requestDecoder: JSONDecoder { JSONDecoder() }
    var responseEncoder: JSONEncoder { JSONEncoder() }
    var maxUploadSize: Int { 16 << 20 }
}

/// A context whose coders are this library's.
struct LibraryContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }
    var requestDecoder: JSONModelDecoder { JSONModelDecoder() }
    var responseEncoder: JSONModelEncoder { JSONModelEncoder() }
    var maxUploadSize: Int { 16 << 20 }
}

enum LoadComparison {
    struct Result {
        var name: String
        var requests: Int
        var seconds: Double
        var latencies: [Double]
        var processorSeconds: Double

        var perSecond: Double { Double(requests) / seconds }
        func percentile(_ p: Double) -> Double {
            let sorted = latencies.sorted()
            return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
        }
    }

    /// An order of `items` line items: about 60 bytes each.
    static func body(items: Int) -> Data {
        let lines = (0 ..< items).map { #"{"sku":"SKU-\#($0)","quantity":\#($0 % 9 + 1),"unitPrice":\#(Double($0 % 100) + 0.25)}"# }
        return Data((#"{"customer":{"name":"Ada","email":"ada@example.com"},"status":"open","items":["# + lines.joined(separator: ",") + "]}").utf8)
    }

    static func run(requests: Int, concurrency: Int, items: Int) async throws {
        let body = body(items: items)
        print("Each request: POST of an order of \(items) line items (\(body.count / 1000) kB), decoded, totalled, encoded back.")
        print("\(requests) requests per server, \(concurrency) at a time, client and servers in one process on 127.0.0.1.")
        print()
        var logger = Logger(label: "load")
        logger.logLevel = .critical

        let foundationRouter = Router(context: FoundationContext.self)
        foundationRouter.post("orders") { request, context -> PlainOrder in
            var order = try await request.decode(as: PlainOrder.self, context: context)
            order.id = order.items.reduce(0) { $0 + $1.quantity }
            return order
        }
        let libraryRouter = Router(context: LibraryContext.self)
        libraryRouter.post("orders") { request, context -> Order in
            var order = try await request.decode(as: Order.self, context: context)
            order.id = order.items.reduce(0) { $0 + $1.quantity }
            return order
        }
        var results: [Result] = []
        // Alternating rounds, so that both sides see the same machine.
        for round in 0 ..< 2 {
            for (name, start) in [
                ("Foundation JSONDecoder/JSONEncoder", { try await serve(foundationRouter, logger) }),
                ("JSONModelDecoder/JSONModelEncoder", { try await serve(libraryRouter, logger) }),
            ] as [(String, () async throws -> (Int, Task<Void, any Error>))] {
                let (port, server) = try await start()
                let result = try await load(name: name, port: port, body: body, requests: requests / 2, concurrency: concurrency)
                server.cancel()
                _ = await server.result
                if round == 0 {
                    results.append(result)
                } else if let index = results.firstIndex(where: { $0.name == name }) {
                    results[index].requests += result.requests
                    results[index].seconds += result.seconds
                    results[index].latencies += result.latencies
                    results[index].processorSeconds += result.processorSeconds
                }
            }
        }
        print("| coders | requests/s | p50 latency | p99 latency | processor time per request |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for result in results {
            print(
                "| \(result.name) | \(String(format: "%.0f", result.perSecond)) | \(String(format: "%.2f ms", result.percentile(0.5) * 1000)) | "
                    + "\(String(format: "%.2f ms", result.percentile(0.99) * 1000)) | \(String(format: "%.2f ms", result.processorSeconds / Double(result.requests) * 1000)) |")
        }
        if results.count == 2 {
            print()
            print(String(format: "requests/s: %.2fx; processor time per request: %.2fx less", results[1].perSecond / results[0].perSecond,
                (results[0].processorSeconds / Double(results[0].requests)) / (results[1].processorSeconds / Double(results[1].requests))))
        }
    }

    static func serve<Context: RequestContext>(_ router: Router<Context>, _ logger: Logger) async throws -> (Int, Task<Void, any Error>)
    where Context.Source == ApplicationRequestContextSource {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            }, logger: logger)
        let task = Task { try await application.runService(gracefulShutdownSignals: []) }
        var port = 0
        for await bound in ports { port = bound }
        return (port, task)
    }

    static func load(name: String, port: Int, body: Data, requests: Int, concurrency: Int) async throws -> Result {
        var post = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/orders")!)
        post.httpMethod = "POST"
        post.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let request = post
        let session = URLSession(configuration: .ephemeral)
        // A few requests first, to open connections and warm caches.
        for _ in 0 ..< concurrency { _ = try await session.upload(for: request, from: body) }
        let cpuBefore = processorSeconds()
        let clock = ContinuousClock()
        let start = clock.now
        let latencies = try await withThrowingTaskGroup(of: [Double].self) { group in
            for worker in 0 ..< concurrency {
                group.addTask {
                    var times: [Double] = []
                    for _ in stride(from: worker, to: requests, by: concurrency) {
                        let sent = clock.now
                        let (_, response) = try await session.upload(for: request, from: body)
                        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw HTTPError(.internalServerError) }
                        let elapsed = clock.now - sent
                        times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                    }
                    return times
                }
            }
            var all: [Double] = []
            for try await times in group { all += times }
            return all
        }
        let elapsed = clock.now - start
        return Result(
            name: name, requests: latencies.count,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, latencies: latencies,
            processorSeconds: processorSeconds() - cpuBefore)
    }

    /// The process's processor time so far, user and system, all threads.
    static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
