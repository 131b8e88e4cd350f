// The options every command that reads JSON shares: how strictly it is read.

import ArgumentParser
import JSONCore

/// `--lenient` and `--json5`.
struct SyntaxOptions: ParsableArguments {
    @Flag(help: "Accept comments, trailing commas and the \\' escape that real payloads carry.")
    var lenient = false

    @Flag(help: "Read JSON5: keys without quotes, single-quoted strings, hexadecimal numbers and more.")
    var json5 = false

    /// How the input is read. A byte order mark at the start is passed over in every mode.
    var parseOptions: JSONParseOptions {
        var options: JSONParseOptions = json5 ? .json5 : lenient ? .lenient : .strict
        options.allowsByteOrderMark = true
        options.detectsEncoding = false
        return options
    }
}
