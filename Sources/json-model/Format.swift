// `json-model format`: JSON written again with other whitespace, numbers exactly as they came.

import ArgumentParser
import Foundation
import JSONCoding
import JSONCore

struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write JSON again, indented or compact, with every number exactly as it came.",
        discussion: """
            Numbers are written as their text came: 64-bit ids and long decimals are never \
            rounded. Files of any size are read and written a megabyte at a time, in bounded \
            memory, except with --sort-keys, which needs the whole document. Lenient or JSON5 \
            input (--lenient, --json5) comes out as strict JSON. Every member of an object is \
            written, also of two equal keys.

            Examples:
              json-model format feed.json
              json-model format --indent 4 --sort-keys settings.json
              json-model format --compact --in-place big.json
              json-model format --json5 config.json5 > config.json
              json-model format --lines --sort-keys events.jsonl
            """)

    @Argument(help: "The file to format; '-' reads standard input.")
    var file: String

    @Option(help: "Spaces per level of indentation (default 2).")
    var indent: Int?

    @Flag(help: "Indent with a tab per level.")
    var tabs = false

    @Flag(help: "No whitespace at all.")
    var compact = false

    @Flag(help: "Write the keys of every object in order (reads the whole document; each line with --lines).")
    var sortKeys = false

    @Flag(help: "Replace the file with the result, atomically: the file is left as it was if the input is not valid.")
    var inPlace = false

    @Flag(help: "Read and write JSON Lines: one compact value per line.")
    var lines = false

    @OptionGroup var syntax: SyntaxOptions

    func validate() throws {
        if compact && (indent != nil || tabs) { throw ValidationError("--compact writes no indentation: leave out --indent and --tabs.") }
        if tabs && indent != nil { throw ValidationError("Choose --tabs or --indent, not both.") }
        if let indent, !(0 ... 16).contains(indent) { throw ValidationError("--indent takes 0 to 16 spaces, not \(indent).") }
        if lines && (indent != nil || tabs) { throw ValidationError("JSON Lines hold one compact value per line: leave out --indent and --tabs.") }
        if inPlace && file == "-" { throw ValidationError("--in-place needs a file, not standard input.") }
    }

    private var writeOptions: JSONWriteOptions {
        let indentation: JSONWriteOptions.Indentation? =
            compact || lines ? nil : tabs ? .tabs : .spaces(indent ?? 2)
        return JSONWriteOptions(indentation: indentation, sortsKeys: sortKeys)
    }

    func run() throws {
        let input = Input(file)
        let output: Output
        do {
            output = inPlace ? try Output(replacing: file) : Output()
        } catch {
            Finding.report(error, in: input.name)
            throw ExitCode(1)
        }
        var formatter = DocumentFormatter(parsing: syntax.parseOptions, writing: writeOptions)
        defer { formatter.deallocate() }
        do {
            if lines {
                try formatLines(input, &formatter, output)
            } else {
                try input.forEachChunk { chunk in try formatter.append(chunk) { try output.write($0) } }
                try formatter.finish { try output.write($0) }
            }
            try output.finish()
        } catch {
            output.abandon()
            Finding.report(error, in: input.name)
            throw ExitCode(1)
        }
    }

    /// Each line of a JSON Lines input on a line of its own.
    private func formatLines(_ input: Input, _ formatter: inout DocumentFormatter, _ output: Output) throws {
        try input.forEachLine { element, bytes in
            do {
                try formatter.formatWhole(bytes) { try output.write($0) }
            } catch let error as JSONSyntaxError {
                throw JSONStreamError(error, inElement: element.index, startingAt: element.start)
            }
        }
    }
}

/// Where `format` writes: standard output, or a file replaced atomically when all is written.
private final class Output {
    private let file: JSONFile.AtomicWriter?

    init() { file = nil }

    init(replacing path: String) throws {
        file = try JSONFile.AtomicWriter(URL(fileURLWithPath: path))
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        if let file {
            try file.write(bytes)
        } else {
            Terminal.standardOutput.write(bytes)
        }
    }

    func finish() throws {
        try file?.commit()
    }

    func abandon() {
        file?.abandon()
    }
}
