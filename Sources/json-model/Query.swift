// `json-model query`: JSONPath (RFC 9535), JSON Pointer (RFC 6901) or a key path, on a file.

import ArgumentParser
import JSONCore

struct Query: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print what a JSONPath, a JSON Pointer or a key path selects in a file.",
        discussion: """
            The expression is JSONPath as RFC 9535 defines it when it starts with '$' \
            ($.store.book[*].author, $..price, $.items[?@.price < 10], slices, length(), count(), \
            match(), search(), value()); a JSON Pointer (RFC 6901) when it starts with '/' \
            (/people/0/name); else a key path as this library writes them (people[0].name). \
            Each value selected is printed as JSON on a line of its own (--pretty to indent), \
            or strings as their text with --raw. The document is read whole; with --lines, a \
            JSON Lines file of any size is queried a line at a time. A query that selects nothing exits with 1 and \
            says how far it got; a malformed expression is a usage mistake (2). Numbers are \
            printed exactly as they came.

            Examples:
              json-model query feed.json '$.items[*].title'
              json-model query --raw events.json '$[?@.type == "PushEvent"].actor.login'
              json-model query settings.json /server/port
              json-model query people.json 'people[0].name'
              json-model query --lines --raw events.jsonl '$.user.name'
            """)

    @Argument(help: "The file to read; '-' reads standard input.")
    var file: String

    @Argument(help: "JSONPath ($...), JSON Pointer (/...) or key path (a.b[0]).")
    var expression: String

    @Flag(help: "Print strings as their text, without quotes or escapes.")
    var raw = false

    @Flag(help: "Indent each value printed.")
    var pretty = false

    @Flag(help: "Read JSON Lines: the query runs on each line, and what each selects is printed in order.")
    var lines = false

    @OptionGroup var syntax: SyntaxOptions

    func run() throws {
        let query: JSONQueryExpression
        do {
            query = try JSONQueryExpression(expression)
        } catch {
            Terminal.standardError.write(error.description + "\n")
            throw ExitCode(2)
        }
        let input = Input(file)
        if lines {
            try queryLines(input, query)
            return
        }
        let document: JSONValue
        do {
            document = try input.readDocument(options: syntax.parseOptions)
        } catch {
            Finding.report(error, in: input.name)
            throw ExitCode(1)
        }
        let values = query.select(in: document)
        guard !values.isEmpty else {
            let why = query.explainNoMatch(in: document) ?? "\(expression) matches nothing"
            Terminal.standardError.write("\(input.name): \(why)\n")
            throw ExitCode(1)
        }
        Terminal.standardOutput.write(text(of: values))
    }

    /// The values as printed: a line each.
    private func text(of values: [JSONValue]) -> String {
        var output = ""
        for value in values {
            if raw, case .string(let text) = value {
                output += text
            } else {
                output += value.jsonString(options: pretty ? .pretty : .compact)
            }
            output += "\n"
        }
        return output
    }

    /// The query on each line of a JSON Lines input, a line at a time: memory holds one line.
    /// Nothing selected on any line is a finding, as for a document.
    private func queryLines(_ input: Input, _ query: JSONQueryExpression) throws {
        let options = syntax.parseOptions
        var selected = 0
        do {
            try input.forEachLine { element, bytes in
                let value: JSONValue
                do throws(JSONSyntaxError) {
                    value = try JSONValue(parsing: bytes, options: options)
                } catch {
                    throw JSONStreamError(error, inElement: element.index, startingAt: element.start)
                }
                let values = query.select(in: value)
                selected += values.count
                if !values.isEmpty { Terminal.standardOutput.write(text(of: values)) }
            }
        } catch {
            Finding.report(error, in: input.name)
            throw ExitCode(1)
        }
        if selected == 0 {
            Terminal.standardError.write("\(input.name): \(expression) matches nothing on any line\n")
            throw ExitCode(1)
        }
    }
}
