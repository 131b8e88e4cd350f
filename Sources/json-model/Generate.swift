// `json-model generate`: Swift @JSONModel types from real payloads.

import ArgumentParser
import JSONCore
import JSONModelInference

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write Swift @JSONModel types inferred from sample JSON.",
        discussion: """
            All samples, and all elements of every array, are looked at together: a key missing \
            or null in some of them makes an optional; a number with a fraction anywhere makes \
            Double, integers beyond 32 bits Int64; strings that are all ISO 8601 dates make Date, \
            all http(s) URLs that URL reads back unchanged URL, all UUIDs UUID. Nested types are \
            named from their keys \
            (singular for arrays: items → Item, people → Person). An object keyed by ids or names \
            becomes [String: T]; array elements whose string field tells their shapes apart (each \
            value's objects have keys the others never have, and the values are few and \
            recur) become an internally tagged enum with a fallback case; values of several \
            kinds (an object beside an array) an untagged enum; with --enums, \
            strings with a few repeated values become String enums with a fallback case. Keys \
            all in snake_case give @JSONModel(keys: .snakeCase); keys that are not Swift names \
            get @JSONKey.

            Examples:
              json-model generate --name Feed feed.json > Feed.swift
              json-model generate --name Event --enums page1.json page2.json
              curl -s https://api.github.com/events | json-model generate --name Event -
            """)

    @Argument(help: "Sample files; '-' reads standard input.")
    var files: [String]

    @Option(help: "The name of the top-level type.")
    var name = "Root"

    @Option(help: "The access level of every declaration: public, package, internal.")
    var access: AccessLevel?

    @Option(help: "How keys become property names: auto (snake_case keys give .snakeCase), snake, camel, exact.")
    var keys: SampleModels.KeyNaming = .automatic

    @Flag(help: "Make String enums of strings with a few values repeated across the samples.")
    var enums = false

    @Option(help: "Write the declarations inside an enum of this name, so that types from several APIs can live in one module.")
    var namespace: String?

    @OptionGroup var syntax: SyntaxOptions

    func validate() throws {
        if files.isEmpty { throw ValidationError("Name at least one sample file, or '-' for standard input.") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("Standard input ('-') can be read once.") }
        for (option, value) in [("--name", name), ("--namespace", namespace)] {
            guard let value else { continue }
            guard value.first?.isLetter ?? false, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
                throw ValidationError("\(option) takes a Swift type name, such as Feed, not '\(value)'.")
            }
        }
    }

    func run() throws {
        var samples: [JSONValue] = []
        for path in files {
            let input = Input(path)
            do {
                samples.append(try input.readDocument(options: syntax.parseOptions))
            } catch {
                Finding.report(error, in: input.name)
                throw ExitCode(1)
            }
        }
        let options = SampleModels.Options(rootName: name, access: access?.rawValue, keys: keys, detectsEnums: enums, namespace: namespace)
        Terminal.standardOutput.write(SampleModels.source(for: samples, options: options))
    }
}

/// The access levels `--access` takes.
enum AccessLevel: String, ExpressibleByArgument, CaseIterable {
    case `public`, package, `internal`
}

extension SampleModels.KeyNaming: ExpressibleByArgument {}
