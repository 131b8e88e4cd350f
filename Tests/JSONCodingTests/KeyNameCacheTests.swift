import Testing

@testable import JSONCoding

/// The names of coding keys that the coders keep: a name handed out must stay valid while more
/// are added, since callers hold on to it across later lookups.
@Suite("Key name cache")
struct KeyNameCacheTests {
    @Test("a name handed out stays where it is while the cache fills up")
    func stablePointers() throws {
        var cache = KeyNameCache()
        defer { cache.deallocate() }
        let first = Array("the first name kept".utf8)
        let kept = try #require(first.withUnsafeBytes { cache.add($0, 1, 0) })
        // Far more than the bytes a cache started with before it reserved its storage at once.
        var added = 1
        for type in 2 ..< 600 {
            let name = Array(String(repeating: "k", count: 200 + type % 56).utf8)
            if name.withUnsafeBytes({ cache.add($0, UInt(type) << 4, 7) }) != nil { added += 1 }
        }
        #expect(added > 100)
        let found = try #require(cache.name(1, 0))
        #expect(found.text.baseAddress == kept.baseAddress)
        #expect(Array(kept) == first)
        // A name longer than the longest kept is not kept.
        #expect(Array(repeating: UInt8(ascii: "x"), count: KeyNameCache.longestName + 1).withUnsafeBytes { cache.add($0, 9, 9) } == nil)
    }

    @Test("the keys of seven hundred model types of a few keys each are all kept")
    func manyTypes() {
        var cache = KeyNameCache()
        defer { cache.deallocate() }
        // Type words are aligned addresses, close together, as metadata are.
        let types = (0 ..< 700).map { UInt(0x7f00_0000_1000) + UInt($0) * 64 }
        var missed = 0
        for type in types {
            for tag in UInt8(0) ..< 3 {
                let name = Array("key\(tag)_of_\(type)".utf8)
                if name.withUnsafeBytes({ cache.add($0, type, tag) }) == nil { missed += 1 }
            }
        }
        #expect(missed == 0)
        #expect(types.allSatisfy { type in
            (UInt8(0) ..< 3).allSatisfy { tag in cache.name(type, tag).map { Array($0.text) == Array("key\(tag)_of_\(type)".utf8) } ?? false }
        })
    }
}
