import PropertyBased
import Testing

@testable import JSONCore

/// Splits `bytes` in chunks of random sizes from 1 to `largest`.
private func splitInChunks(_ bytes: [UInt8], _ format: JSONStreamFormat, sizes: inout some RandomNumberGenerator, largest: Int) throws -> SplitResult {
    try split(bytes, format) { Int.random(in: 1 ... largest, using: &sizes) }
}

@Suite("Stream splitter: random documents and random chunkings")
struct StreamPropertyTests {
    @Test("random values, written in each format, split back into themselves in random chunks")
    func randomValues() async {
        let values = RandomJSON.value.array(of: 0 ... 12)
        await propertyCheck(count: 40, input: values, Gen.uint64()) { values, seed in
            var random = SeededRandom(seed: seed)
            let compact = values.map { $0.jsonBytes() }
            let pretty = values.map { $0.jsonBytes(options: .pretty) }
            let documents: [(JSONStreamFormat, [UInt8])] = [
                (.array, Array("[\n".utf8) + pretty.joined(separator: Array(",\n".utf8)) + Array("\n]".utf8)),
                (.lines, Array(compact.joined(separator: Array("\r\n".utf8)))),
                (.concatenated, Array(pretty.joined(separator: [0x20]))),
                (.sequence, Array(pretty.map { [0x1E] + $0 + [0x0A] }.joined())),
                (.array(at: "page.items"), Array("{\"before\": 1, \"page\": {\"items\": [".utf8) + compact.joined(separator: [0x2C]) + Array("]}, \"after\": [2]}".utf8)),
            ]
            for (format, bytes) in documents {
                let result = try splitInChunks(bytes, format, sizes: &random, largest: 1 + Int(seed % 97))
                #expect(result.elements == values, "\(format)")
                if format == .array(at: "page.items") {
                    #expect(result.envelope == ["before": 1, "page": [:], "after": [2]])
                }
            }
        }
    }

    @Test("the corpus files split in random chunks as they parse whole", .enabled(if: Corpus.isAvailable, Corpus.skipReason))
    func corpusFiles() throws {
        var random = SeededRandom(seed: 20261127)
        for name in Corpus.fileNames {
            let bytes = try Corpus.bytes(name)
            let whole = try JSONValue(parsing: bytes)
            // The whole document as one value of a concatenated stream.
            let single = try splitInChunks(bytes, .concatenated, sizes: &random, largest: 4096)
            #expect(single.elements == [whole], "\(name)")
            // Each top-level array member streamed where it stands, the rest kept around it.
            for (key, member) in whole.object?.map({ ($0.key, $0.value) }) ?? [] {
                guard case .array(let elements) = member else { continue }
                let result = try splitInChunks(bytes, .array(at: key), sizes: &random, largest: 8192)
                #expect(result.elements == elements, "\(name), \(key)")
                var rest = whole.object ?? JSONObject()
                _ = rest.removeValue(forKey: key)
                #expect(result.envelope == .object(rest), "\(name), \(key)")
            }
            // A top-level array, element by element.
            if case .array(let elements) = whole {
                #expect(try splitInChunks(bytes, .array, sizes: &random, largest: 8192).elements == elements, "\(name)")
            }
        }
    }
}

/// A small seeded generator (SplitMix64), so that a failing chunking can be repeated.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
