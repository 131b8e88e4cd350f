// The `json-model` command: its subcommands, and the exit statuses every one of them keeps
// to — 0 success, 1 a finding (input that is not valid, a query with no match, a file that
// cannot be read), 2 a mistake on the command line.

import ArgumentParser
import Foundation

@main
struct JSONModelTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json-model",
        abstract: "Validate, format, query and convert JSON of any size.",
        discussion: """
            Every command reads files, or standard input for '-'. Exit status: 0 success, 1 a finding \
            (invalid input, no match, a file that cannot be read), 2 a mistake in the command line. \
            Colour only on a terminal, never when NO_COLOR is set.

            Examples:
              json-model validate feed.json events.jsonl --lines
              json-model format --indent 4 --sort-keys settings.json
              curl -s https://api.example.com/items | json-model format -
            """,
        version: "0.1.0",
        subcommands: [Validate.self, Format.self, Query.self, Generate.self]
    )

    /// Runs the command line, with the exit statuses above: swift-argument-parser's own status
    /// for a usage mistake (64) becomes 2.
    static func main() {
        let command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            finish(with: error)
        }
        do {
            var command = command
            try command.run()
        } catch {
            finish(with: error)
        }
    }

    private static func finish(with error: any Error) -> Never {
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            if !message.isEmpty { print(message) }
            Foundation.exit(0)
        }
        if !message.isEmpty { Terminal.standardError.write(message + "\n") }
        Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
}
