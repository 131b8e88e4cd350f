import Foundation
import Testing

@testable import JSONCoding
@testable import JSONCore

/// The memory of a decode's tape is kept for the next decodes: documents of every size, one
/// after another and on several threads at once, decode as if each had memory of its own.
@Suite struct TapeStorageTests {
    struct Row: Codable, Equatable {
        var id: Int
        var name: String
        var tags: [String]
    }

    static func document(rows: Int, salt: Int) -> (json: String, rows: [Row]) {
        let rows = (0 ..< rows).map { Row(id: $0 * 7 + salt, name: "row \($0) of \(salt)", tags: Array(repeating: "t\(salt)", count: $0 % 4)) }
        let json = "[" + rows.map { row in
            #"{"id": \#(row.id), "name": "\#(row.name)", "tags": [\#(row.tags.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        }.joined(separator: ",\n") + "]"
        return (json, rows)
    }

    @Test func largeSmallAndLargeDocumentsInTurnDecodeAlike() throws {
        let decoder = JSONModelDecoder()
        for (step, size) in [5_000, 3, 0, 5_000, 40, 12_000, 1].enumerated() {
            let (json, rows) = Self.document(rows: size, salt: step)
            #expect(try decoder.decode([Row].self, from: Data(json.utf8)) == rows)
        }
        // The memory kept is bounded: at most two tapes, none larger than the limit.
        let kept = (0 ..< 3).compactMap { _ in TapeStoragePool.shared.take() }
        #expect(kept.count <= 2)
        #expect(kept.allSatisfy { $0.capacity <= TapeStoragePool.largest })
        for storage in kept { TapeStoragePool.shared.recycle(storage) }
    }

    @Test func concurrentDecodesShareThePool() async throws {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for task in 0 ..< 8 {
                group.addTask {
                    for round in 0 ..< 20 {
                        let (json, rows) = Self.document(rows: (task * 37 + round * 11) % 300, salt: task * 100 + round)
                        guard try JSONModelDecoder().decode([Row].self, from: Data(json.utf8)) == rows else { return false }
                    }
                    return true
                }
            }
            for try await decodedAlike in group { #expect(decodedAlike) }
        }
    }

    @Test func aTapeTooSmallForTheInputIsNotUsed() throws {
        let small = TapeStorage(entries: .allocate(capacity: 64), capacity: 64)
        let (json, rows) = Self.document(rows: 200, salt: 9)
        let tape = try Data(json.utf8).withUnsafeBytes { try scanJSON($0, options: .strict, reusing: small) }
        #expect(tape.capacity >= json.utf8.count / 8)
        #expect(try JSONModelDecoder().decode([Row].self, from: Data(json.utf8)) == rows)
    }
}
