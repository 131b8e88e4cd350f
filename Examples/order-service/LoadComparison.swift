// `order-service --load`: the same endpoint served twice in one process on each framework, once
// with Foundation's JSONDecoder and JSONEncoder and once with this library's coders, and a bounded
// client that sends each the same large order over loopback: requests per second, latencies and
// processor time per request.

import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Codable twin of `Order`, as an application without this library declares it.
struct PlainOrder: Codable, Sendable {
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

    static func run(frameworks: [Framework], requests: Int, concurrency: Int, items: Int) async throws {
        let endpoints = frameworks.flatMap { framework in
            [
                ("\(framework.name), Foundation JSONDecoder/JSONEncoder", framework.startFoundationEndpoint),
                ("\(framework.name), JSONModelDecoder/JSONModelEncoder", framework.startLibraryEndpoint),
            ]
        }
        let body = body(items: items)
        print("Each request: POST of an order of \(items) line items (\(body.count / 1000) kB), decoded, totalled, encoded back.")
        print("\(requests) requests per server, \(concurrency) at a time, client and servers in one process on 127.0.0.1.")
        print()
        var results: [Result] = []
        // Alternating rounds, so that both sides see the same machine.
        for round in 0 ..< 2 {
            for (name, start) in endpoints {
                let server = try await start()
                let result = try await load(name: name, port: server.port, body: body, requests: requests / 2, concurrency: concurrency)
                await server.stop()
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
        print()
        for (framework, pair) in zip(frameworks, stride(from: 0, to: results.count - 1, by: 2).map { (results[$0], results[$0 + 1]) }) {
            let (foundation, library) = pair
            print(String(format: "\(framework.name): requests/s %.2fx; processor time per request %.2fx less", library.perSecond / foundation.perSecond,
                (foundation.processorSeconds / Double(foundation.requests)) / (library.processorSeconds / Double(library.requests))))
        }
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
        // Dispatch's monotonic clock: `ContinuousClock` needs macOS 13, the package runs from 12.
        let start = DispatchTime.now().uptimeNanoseconds
        let latencies = try await withThrowingTaskGroup(of: [Double].self) { group in
            for worker in 0 ..< concurrency {
                group.addTask {
                    var times: [Double] = []
                    for _ in stride(from: worker, to: requests, by: concurrency) {
                        let sent = DispatchTime.now().uptimeNanoseconds
                        let (_, response) = try await session.upload(for: request, from: body)
                        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw URLError(.badServerResponse) }
                        times.append(Double(DispatchTime.now().uptimeNanoseconds - sent) * 1e-9)
                    }
                    return times
                }
            }
            var all: [Double] = []
            for try await times in group { all += times }
            return all
        }
        return Result(
            name: name, requests: latencies.count,
            seconds: Double(DispatchTime.now().uptimeNanoseconds - start) * 1e-9, latencies: latencies,
            processorSeconds: processorSeconds() - cpuBefore)
    }

    /// The process's processor time so far, user and system, all threads.
    static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(resourceUsageOfSelf, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}

/// `RUSAGE_SELF` as `getrusage` takes it: Glibc imports it as an enum case, Darwin and Musl as
/// an `Int32`.
#if canImport(Glibc)
private let resourceUsageOfSelf = Int32(RUSAGE_SELF.rawValue)
#else
private let resourceUsageOfSelf = RUSAGE_SELF
#endif
