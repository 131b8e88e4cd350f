// json-model-bench: swift-json-model's JSONCore and JSONCoding beside Foundation's
// JSONSerialization and JSONDecoder on the shared corpus. Run it from the package folder:
//
//     swift run -c release json-model-bench [--rounds N] [--corpus PATH] [--only OPERATIONS] [--markdown] [--quick] [FILE ...]
//
// Progress goes to standard error and the table to standard output, so
// `json-model-bench --markdown > table.md` captures only the table.

import Foundation

/// Writes a line to standard error, where progress and errors go.
func report(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Prints an error and exits: status 2 for a usage mistake, 1 for anything else.
func fail(_ message: String, status: Int32 = 1) -> Never {
    report("json-model-bench: error: \(message)")
    exit(status)
}

let arguments: BenchmarkArguments
do {
    arguments = try BenchmarkArguments(parsing: CommandLine.arguments.dropFirst())
} catch {
    report("json-model-bench: error: \(error)")
    report("Run 'json-model-bench --help' for usage.")
    exit(2)
}
if arguments.showsHelp {
    print(BenchmarkArguments.usage)
    exit(0)
}

let corpus = CorpusLocation(argument: arguments.corpusPath)
if arguments.streams {
    StreamBenchmark.run(
        corpus: corpus, size: arguments.streamSize, rounds: arguments.roundsGiven ? arguments.rounds : 1, markdown: arguments.markdown)
    exit(0)
}
let fileNames: [String]
do {
    fileNames = try corpus.jsonFileNames(restrictedTo: arguments.fileNames)
} catch {
    fail(error.description)
}

#if DEBUG
report("warning: this is a debug build; measure with 'swift run -c release json-model-bench'.")
#endif

let plan = arguments.quick ? SamplingPlan.quick(rounds: arguments.rounds) : SamplingPlan.standard(rounds: arguments.rounds)
var stopwatch = Stopwatch(plan: plan)
var rows: [ResultRow] = []
let operations = arguments.operations.isEmpty ? Operation.allCases : arguments.operations
report("Corpus: \(corpus.path) (\(fileNames.count) files); \(plan.rounds) rounds, samples of at least \(Int(plan.minimumSampleTime * 1e3)) ms.")

for (position, name) in fileNames.enumerated() {
    let prefix = "[\(position + 1)/\(fileNames.count)] \(name)"
    let prepared: PreparedFile
    do {
        let file = try corpus.load(name)
        report("\(prefix) (\(formatSize(file.bytes.count))): checking results before timing")
        prepared = try PreparedFile(file, operations: operations)
    } catch let error as CorpusError {
        fail(error.description)
    } catch let error as PreparationError {
        fail("\(name): \(error.description)")
    } catch {
        fail("\(name): \(error)")
    }

    if let calls = arguments.calls {
        // Untimed: the same work N times, so that N and N+k runs differ by k calls exactly.
        for operation in operations {
            guard let (library, foundation) = prepared.contenders(for: operation) else { continue }
            let contender = arguments.side == .library ? library : foundation
            var checksum = 0
            for _ in 0 ..< calls { checksum &+= contender.run() }
            report("\(prefix): \(operation.label): \(contender.name), \(calls) calls (checksum \(checksum))")
        }
        continue
    }

    for operation in operations {
        guard let (library, foundation) = prepared.contenders(for: operation) else {
            report("\(prefix): \(operation.label): skipped, no Codable model of this file for it")
            continue
        }
        let result = stopwatch.compare(library, foundation)
        let row = ResultRow(file: name, bytes: prepared.file.bytes.count, operation: operation, result: result)
        report("\(prefix): \(operation.label): \(formatThroughput(row.libraryThroughput)) vs \(formatThroughput(row.foundationThroughput)) MB/s, \(formatRatio(row.ratio))")
        rows.append(row)
    }
}

if arguments.calls != nil { exit(0) }

let table = ResultTable(rows: rows, plan: plan)
print(arguments.markdown ? table.markdown() : table.alignedText())
// Printing the checksum keeps every measured result live; its value means nothing by itself.
report("Done (checksum \(stopwatch.checksum)).")
