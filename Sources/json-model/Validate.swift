// `json-model validate`: compiler-style errors for every file, in bounded memory.

import ArgumentParser
import JSONCore

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check that files are JSON, and say where they are not.",
        discussion: """
            Each file is read a megabyte at a time, so files of any size are checked in bounded \
            memory. A mistake is printed as a compiler prints one: 'file:line:column: error: \
            message', the line, and a caret under the spot. With --lines every line of a JSON \
            Lines file is checked on its own, and every bad line is reported.

            Examples:
              json-model validate feed.json
              json-model validate --json5 settings.json5
              json-model validate --no-duplicate-keys request.json
              json-model validate --lines --format json events.jsonl
              cat feed.json | json-model validate -
            """)

    @Argument(help: "The files to check; '-' reads standard input.")
    var files: [String]

    @OptionGroup var syntax: SyntaxOptions

    @Flag(help: "Read JSON Lines: one value per line, each checked on its own.")
    var lines = false

    @Option(help: "How findings are printed: 'text' (for people) or 'json' (one JSON object per line, for editors and CI).")
    var format: FindingFormat = .text

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one file, or '-' for standard input.") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("Standard input ('-') can be read once.") }
    }

    func run() throws {
        var failed = false
        for path in files {
            let input = Input(path)
            let report = check(input)
            failed = failed || !report.findings.isEmpty
            report.print(as: format)
        }
        if failed { throw ExitCode(1) }
    }

    /// What checking one input found.
    private func check(_ input: Input) -> ValidationReport {
        var report = ValidationReport(file: input.name, countsValues: lines)
        do {
            if lines {
                try checkLines(input, &report)
            } else {
                var validator = DocumentValidator(options: syntax.parseOptions)
                try input.forEachChunk { try validator.append($0) }
                try validator.finish()
            }
        } catch {
            report.findings.append(Finding(file: input.name, error: error))
        }
        return report
    }

    /// Checks each line of a JSON Lines input; a bad line is a finding, and the next line is
    /// checked all the same.
    private func checkLines(_ input: Input, _ report: inout ValidationReport) throws {
        let options = syntax.parseOptions
        try input.forEachLine { element, bytes in
            report.values += 1
            do throws(JSONSyntaxError) {
                try validateJSON(bytes, options: options)
            } catch {
                let moved = JSONStreamError(error, inElement: element.index, startingAt: element.start)
                report.findings.append(Finding(file: input.name, streamError: moved))
            }
        }
    }
}

/// How `validate` prints findings.
enum FindingFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// What `validate` found in one input.
private struct ValidationReport {
    let file: String
    /// For JSON Lines: the values read.
    let countsValues: Bool
    var values = 0
    var findings: [Finding] = []

    init(file: String, countsValues: Bool) {
        self.file = file
        self.countsValues = countsValues
    }

    func print(as format: FindingFormat) {
        switch format {
        case .text:
            for finding in findings { Terminal.standardError.write(finding.rendered(for: .standardError) + "\n") }
            if findings.isEmpty {
                let out = Terminal.standardOutput
                let detail = countsValues ? " (\(values) \(values == 1 ? "value" : "values"))" : ""
                out.write("\(file): \(out.styled("valid", .ok))\(detail)\n")
            } else if countsValues {
                let bad = Set(findings.compactMap(\.elementIndex)).count
                Terminal.standardError.write("\(file): \(bad) of \(values) \(values == 1 ? "value is" : "values are") not valid\n")
            }
        case .json:
            if findings.isEmpty {
                var object: JSONObject = ["file": .string(file), "valid": true]
                if countsValues { object.updateValue(.number(JSONNumber(values)), forKey: "values") }
                Terminal.standardOutput.write(JSONValue.object(object).jsonString() + "\n")
            }
            for finding in findings { Terminal.standardOutput.write(finding.json.jsonString() + "\n") }
        }
    }
}
