// order-service: a Hummingbird (or Vapor) server whose JSON goes through this library's coders,
// started on 127.0.0.1, asked a few questions by a client in the same program, and stopped.
// Built with the package traits of the frameworks (`--traits Hummingbird,Vapor`).
//
//     swift run --traits Hummingbird,Vapor order-service            # the conversation, then exit
//     swift run --traits Hummingbird,Vapor order-service --vapor    # the same with Vapor
//     swift run --traits Hummingbird,Vapor order-service --serve    # keep serving on 127.0.0.1:8080
//     swift run -c release --traits Hummingbird,Vapor order-service --load [--requests N]
//         # the same endpoint with Foundation's coders and this library's, under the same load,
//         # on each framework (LoadComparison.swift)
//
// POST /orders decodes an Order (a @JSONModel type) and answers it back with an id; a body that
// does not fit is answered 422 with RFC 9457 problem details naming every bad field; GET
// /orders/:id answers a stored order; POST /orders/import reads JSON Lines as they arrive.
// Over the geocaching seed's models: PUT /caches stores caches keyed by name (caches.json),
// POST /caches/found merges found times into them (found.json), GET /caches lists them.

import Foundation
import JSONModel

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@JSONModel
struct Order: Codable, Sendable {
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
struct ImportSummary: Codable, Sendable {
    var imported: Int
    var total: Double
}

/// The orders received, by id.
final class OrderStore: Sendable {
    private let orders = Locked<[Int: Order]>([:])

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

/// A place on the earth (the geocaching seed's coordinate).
struct Coordinate: Codable, Sendable {
    var latitude: Double
    var longitude: Double
}

/// A cache of the geocaching seed: uploaded as a dictionary keyed by name, found times merged in.
@JSONModel
struct Cache: Codable, Sendable {
    var name: String
    var description: String
    var difficulty: Int
    var location: Coordinate
    @JSONTransform(UnixSeconds()) var found: Date?
}

/// When caches were found, by name, in seconds since 1970 (the seed's found.json).
@JSONModel
struct FoundLog: Codable, Sendable {
    @JSONKey("found_times") var foundTimes: [String: Double]
}

/// The caches stored, by name.
@JSONModel
struct CacheList: Codable, Sendable {
    var caches: [Cache]
}

/// What merging a found log did.
@JSONModel
struct FoundSummary: Codable, Sendable {
    var merged: [String]
    var unknown: [String]
}

/// The caches uploaded, by name.
final class CacheStore: Sendable {
    private let caches = Locked<[String: Cache]>([:])

    /// Adds or replaces caches; the caches stored, by name.
    func put(_ new: [String: Cache]) -> CacheList {
        caches.withLock { caches in
            caches.merge(new) { _, given in given }
            return CacheList(caches: caches.values.sorted { $0.name < $1.name })
        }
    }

    /// Merges the found times into the caches they name: only `found` changes.
    func merge(_ log: FoundLog) throws -> FoundSummary {
        try caches.withLock { caches in
            var summary = FoundSummary(merged: [], unknown: [])
            for (name, seconds) in log.foundTimes.sorted(by: { $0.key < $1.key }) {
                guard var cache = caches[name], let time = JSONNumber(seconds) else {
                    summary.unknown.append(name)
                    continue
                }
                try cache.merge(json: ["found": .number(time)])
                caches[name] = cache
                summary.merged.append(name)
            }
            return summary
        }
    }

    var all: CacheList { caches.withLock { CacheList(caches: $0.values.sorted { $0.name < $1.name }) } }
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

/// A server of the example, started on 127.0.0.1.
struct RunningServer {
    var port: Int
    var stop: () async -> Void
    /// Waits until the server ends (on SIGINT or SIGTERM when it serves on).
    var wait: () async throws -> Void
}

/// A server framework the example runs on, when its package trait is enabled.
struct Framework: Sendable {
    var name: String
    /// Starts the order service on `port` (0: one the system picks).
    var start: @Sendable (OrderStore, CacheStore, Int) async throws -> RunningServer
    /// Starts the load comparison's endpoint with Foundation's coders and with this library's.
    var startFoundationEndpoint: @Sendable () async throws -> RunningServer
    var startLibraryEndpoint: @Sendable () async throws -> RunningServer
}

/// The conversation a client has with the server on `port`.
func converse(port: Int) async throws {
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
    try await send("POST", "/orders", "<order><customer>Ada</customer></order>", contentType: "application/xml", port: port)
    // The geocaching seed: caches keyed by name, one of them wrong, then found times merged in.
    let caches = """
        {"Lost Lagoon": {"name": "Lost Lagoon", "description": "Under the bridge, north side.", "difficulty": 3,
                         "location": {"latitude": 49.2992, "longitude": -123.1406}},
         "Broken Bridge": {"name": "Broken Bridge", "description": "Washed away.", "difficulty": "hard",
                           "location": {"latitude": 45.5, "longitude": -73.6}}}
        """
    try await send("PUT", "/caches", caches, port: port)
    try await send("PUT", "/caches", caches.replacingOccurrences(of: #""hard""#, with: "4"), port: port)
    try await send("POST", "/caches/found", #"{"found_times": {"Lost Lagoon": 1453187501, "Nowhere": 1}}"#, port: port)
    try await send("GET", "/caches", port: port)
}

let arguments = CommandLine.arguments
let useVapor = arguments.contains("--vapor")
let frameworks = [useVapor ? nil : hummingbirdServer, vaporServer].compactMap { $0 }
guard let framework = frameworks.first else {
    print("order-service needs the package trait of a server framework: swift run --traits Hummingbird,Vapor order-service")
    exit(2)
}

if arguments.contains("--load") {
    let requests = arguments.firstIndex(of: "--requests").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 2000
    try await LoadComparison.run(frameworks: frameworks, requests: max(2, requests), concurrency: 4, items: 10_000)
    exit(0)
}

let serving = arguments.contains("--serve")
let server = try await framework.start(OrderStore(), CacheStore(), serving ? 8080 : 0)
if serving {
    print(
        "order-service (\(framework.name)) on http://127.0.0.1:\(server.port) "
            + "(POST /orders, GET /orders/:id, POST /orders/import, PUT /caches, POST /caches/found, GET /caches)")
    try await server.wait()
} else {
    try await converse(port: server.port)
    await server.stop()
}

/// A value behind a lock, for the stores the handlers share. (`Mutex` needs macOS 15; the
/// package runs from macOS 12.)
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Outcome>(_ body: (inout Value) throws -> Outcome) rethrows -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
