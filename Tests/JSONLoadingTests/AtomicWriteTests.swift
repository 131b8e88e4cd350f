// Tests that start processes: Process does not exist on iOS, tvOS, watchOS or visionOS.
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation
import JSONCoding
import PackageExecutables
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `JSONModelEncoder.encode(_:to:)` replaces a file atomically: a process killed at any moment
/// leaves the old document or the new one, whole. json-model-write-probe (built with the tests)
/// writes two 4 MB documents in turn to one file until it is killed with SIGKILL.
@Suite("Atomic writes: a writer killed mid-write leaves a whole document")
struct AtomicWriteTests {
    struct Document: Codable {
        var version: String
        var blocks: [String]
    }

    static let blockCount = 64

    static func probe() throws -> URL { try packageExecutable("json-model-write-probe") }

    /// Which whole document the file holds, or why it holds neither.
    static func check(_ url: URL) -> String {
        do {
            let document = try JSONModelDecoder().decode(Document.self, contentsOf: url)
            let expected = document.version == "A" ? (blockCount, "a") : (blockCount + 1, "b")
            guard document.version == "A" || document.version == "B" else { return "unknown version \(document.version)" }
            guard document.blocks.count == expected.0 else { return "\(document.version) with \(document.blocks.count) blocks" }
            guard document.blocks.allSatisfy({ $0.count == 65_536 && $0.allSatisfy { String($0) == expected.1 } }) else {
                return "\(document.version) with a mixed block"
            }
            return document.version
        } catch {
            return "not a whole document: \(error)"
        }
    }

    @Test func aKilledWriterLeavesTheOldOrTheNewDocumentWhole() throws {
        let probe = try Self.probe()
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("doc.json")
            try JSONModelEncoder().encode(Document(version: "A", blocks: Array(repeating: String(repeating: "a", count: 65_536), count: Self.blockCount)), to: url)
            var kills = 0
            var killsMidWrite = 0
            var versions: Set<String> = []
            // Until several kills have landed between the temporary file's creation and its
            // rename (seen as the temporary file left behind), or enough attempts.
            while kills < 120 && killsMidWrite < 5 {
                let process = Process()
                process.executableURL = probe
                process.arguments = [url.path, String(Self.blockCount)]
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                usleep(UInt32.random(in: 40_000 ... 250_000))
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                kills += 1
                #expect(process.terminationReason == .uncaughtSignal, "the probe ended by itself: status \(process.terminationStatus)")
                let result = Self.check(url)
                #expect(result == "A" || result == "B", "after kill \(kills): \(result)")
                versions.insert(result)
                let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "doc.json" }
                #expect(leftovers.allSatisfy { $0.hasPrefix(".doc.json.") && $0.hasSuffix(".tmp") }, "\(leftovers)")
                if !leftovers.isEmpty {
                    killsMidWrite += 1
                    for name in leftovers { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
                }
            }
            // The kills did land mid-write, and the probe wrote both documents between them.
            #expect(killsMidWrite >= 1, "no kill of \(kills) landed while a file was being written")
            #expect(versions.isSuperset(of: ["A", "B"]), "\(versions)")
        }
    }
}
#endif
