// geocaching: the caches a program ships with, keyed by name, each with a location in a
// coordinate type, and the times they were found merged in from a second file.
//
//     swift run geocaching
//
// caches.json holds one entry that does not fit the model: the program names it, with its
// path, line and column, and goes on with the others instead of dropping it silently.

import Foundation
import JSONModel

/// A place on the earth: a plain Codable type, as a mapping framework's coordinate would be.
struct Coordinate: Codable {
    var latitude: Double
    var longitude: Double
}

/// A cache as caches.json describes it, and when it was found (from found.json).
@JSONModel
struct Cache {
    var name: String
    var description: String
    var difficulty: Int
    var location: Coordinate
    @JSONTransform(UnixSeconds()) var found: Date?
}

/// found.json: when caches were found, by cache name, in seconds since 1970.
@JSONModel
struct FoundLog {
    @JSONKey("found_times") var foundTimes: [String: Double]
}

/// The caches of caches.json. An entry that does not fit is reported and left out.
func loadCaches() throws -> [String: Cache] {
    do {
        return try Bundle.module.decode([String: Cache].self, fromResource: "caches.json")
    } catch let error as JSONLoadingError where error.kind == .decodingFailed {
        // Every bad field of every entry, each with its path, line and column.
        print(error)
        // The entries one by one: those that fit are kept.
        let entries = try Bundle.module.decode([String: JSONValue].self, fromResource: "caches.json")
        var caches: [String: Cache] = [:]
        var skipped: [String] = []
        for (name, entry) in entries {
            do {
                caches[name] = try JSONModelDecoder().decode(Cache.self, from: entry)
            } catch {
                skipped.append(name)
            }
        }
        print("Left out: \(skipped.sorted().joined(separator: ", ")).")
        print()
        return caches
    }
}

/// The example, start to end.
func run() throws {
    var caches = try loadCaches()
    let log = try Bundle.module.decode(FoundLog.self, fromResource: "found.json")
    for (name, seconds) in log.foundTimes.sorted(by: { $0.key < $1.key }) {
        guard var cache = caches[name], let time = JSONNumber(seconds) else {
            print("found.json names \"\(name)\", which is not a cache.")
            continue
        }
        // Only the found time changes; the rest of the cache stays as it was.
        try cache.merge(json: ["found": .number(time)])
        caches[name] = cache
    }
    print()
    print("\(caches.count) caches:")
    for cache in caches.values.sorted(by: { $0.name < $1.name }) {
        let place = String(format: "%.4f, %.4f", cache.location.latitude, cache.location.longitude)
        let found = try cache.found.map { "found \(try ISO8601Date().encode($0))" } ?? "not found yet"
        print("  \(cache.name): difficulty \(cache.difficulty), at \(place), \(found)")
        print("    \(cache.description)")
    }
}

do {
    try run()
} catch {
    print("error: \(error)")
    exit(1)
}
