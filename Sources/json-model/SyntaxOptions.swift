// The options every command that reads JSON shares: how strictly it is read.

import ArgumentParser
import JSONCore

/// `--lenient`, `--json5` and `--no-duplicate-keys`.
struct SyntaxOptions: ParsableArguments {
    @Flag(help: "Accept comments, trailing commas and the \\' escape that real payloads carry.")
    var lenient = false

    @Flag(help: "Read JSON5: keys without quotes, single-quoted strings, hexadecimal numbers and more.")
    var json5 = false

    @Flag(help: "Refuse an object that has a key twice (I-JSON, RFC 7493), naming the line and column of both.")
    var noDuplicateKeys = false

    /// How the input is read. A byte order mark at the start is passed over in every mode.
    var parseOptions: JSONParseOptions {
        var options: JSONParseOptions = json5 ? .json5 : lenient ? .lenient : .strict
        options.allowsByteOrderMark = true
        options.detectsEncoding = false
        options.duplicateKeys = noDuplicateKeys ? .refused : .accepted
        return options
    }
}
