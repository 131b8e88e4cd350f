// Tests that start processes: Process does not exist on iOS, tvOS, watchOS or visionOS.
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
import Foundation
import PackageExecutables
import Testing

/// Deeply nested input and values, on small stacks: every case must end with a value or a clear
/// error, never a stack overflow. Each case runs in a child process (json-model-depth-probe, built
/// with the tests), on a 512 KiB thread or inside `Task.detached`, so that an overflow fails the
/// case instead of ending the test run.
@Suite("Depth: no input, setting or value depth overflows the stack")
struct DepthTests {
    /// The probe's outcome: its exit status and the line it printed.
    struct Outcome: CustomStringConvertible {
        var status: Int32
        var signaled: Bool
        var line: String
        var description: String { signaled ? "killed by signal \(status) (a crash) \(line)" : status == 0 ? line : "exit status \(status) \(line)" }
        var isValue: Bool { !signaled && status == 0 && line.hasPrefix("value ") }
        var error: String? { !signaled && status == 0 && line.hasPrefix("error ") ? String(line.dropFirst(6)) : nil }
    }

    static func probe() throws -> URL { try packageExecutable("json-model-depth-probe") }

    static func run(_ scenario: String, depth: Int, onTask: Bool = false) throws -> Outcome {
        let process = Process()
        process.executableURL = try probe()
        process.arguments = [scenario, String(depth)] + (onTask ? ["--task"] : ["--stack", "512"])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal, line: String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static let stackMessage = "the value is nested too deeply to decode on this thread's stack"

    @Test("decoding recursive types as deep as the parser allows: a value, or an error naming the stack",
          arguments: ["decode-class", "decode-tree", "decode-arrays"], [false, true])
    func decodingRecursiveTypes(scenario: String, onTask: Bool) throws {
        // maximumDepth is set to the depth, which settings above 2,000 cap at 2,000.
        for depth in [100, 600, 2_000, 100_000] {
            let outcome = try Self.run(scenario, depth: depth, onTask: onTask)
            #expect(!outcome.signaled && outcome.status == 0, "\(scenario) \(depth): \(outcome)")
            if !outcome.isValue {
                let error = try #require(outcome.error, "\(scenario) \(depth): \(outcome)")
                #expect(
                    error.contains(Self.stackMessage) || error.contains("nested arrays and objects (JSONParseOptions.maximumDepth)"),
                    "\(scenario) \(depth): \(error)")
                // Short, however deep: the path is shortened to its ends.
                #expect(error.count < 400, "\(error.count) characters")
            }
        }
        // On a 512 KiB thread a debug build runs out of stack long before 2,000 levels.
        if !onTask {
            let outcome = try Self.run(scenario, depth: 2_000)
            #expect(outcome.error?.contains(Self.stackMessage) == true || outcome.error?.contains("maximumDepth") == true, "\(outcome)")
        }
    }

    @Test("a JSONValue target, and parsing: as deep as the depth limit, then its error", arguments: [false, true])
    func parsing(onTask: Bool) throws {
        for scenario in ["decode-jsonvalue", "parse", "parse-objects"] {
            let deepest = try Self.run(scenario, depth: 2_000, onTask: onTask)
            #expect(deepest.isValue, "\(scenario): \(deepest)")
            let beyond = try Self.run(scenario, depth: 100_000, onTask: onTask)
            #expect(beyond.error?.contains("expected at most 2000 nested arrays and objects") == true, "\(scenario): \(beyond)")
        }
    }

    @Test("values built in code 100,000 levels deep: written, compared, hashed, read and released",
          arguments: ["build", "build-objects", "parse-then-deepen", "write", "write-objects", "equal", "hash", "lookup-decode"], [false, true])
    func builtValues(scenario: String, onTask: Bool) throws {
        let outcome = try Self.run(scenario, depth: 100_000, onTask: onTask)
        #expect(outcome.isValue, "\(scenario): \(outcome)")
    }

    @Test("encoding values nested 20,000 deep: an error at JSONEncoder's limit or the stack's, short", arguments: [false, true])
    func encoding(onTask: Bool) throws {
        for scenario in ["encode-class", "encode-arrays", "encode-jsonvalue"] {
            for depth in [300, 20_000] {
                let outcome = try Self.run(scenario, depth: depth, onTask: onTask)
                #expect(!outcome.signaled && outcome.status == 0, "\(scenario) \(depth): \(outcome)")
                guard let error = outcome.error else { continue }
                #expect(
                    error.contains("nested too deeply to encode on this thread's stack")
                        || error.contains("Unable to encode containers nested 512 levels deep"),
                    "\(scenario) \(depth): \(error)")
                #expect(error.count < 400, "\(error.count) characters: \(error)")
            }
            // Past JSONEncoder's limit there is never a value.
            #expect(try Self.run(scenario, depth: 20_000, onTask: onTask).error != nil)
        }
    }
}
#endif
