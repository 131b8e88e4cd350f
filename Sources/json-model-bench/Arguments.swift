// Command-line arguments, parsed by hand so the benchmark depends on JSONCore and Foundation only.

/// What the user asked the benchmark to do.
struct BenchmarkArguments: Equatable {
    /// Samples taken per file and operation, for each side; the median of these is reported.
    var rounds = 10
    /// Whether `--rounds` was given: the stream benchmark runs one round unless it was.
    var roundsGiven = false
    /// The corpus folder given with `--corpus`, if any; see ``CorpusLocation`` for the fallbacks.
    var corpusPath: String?
    /// Print a Markdown table instead of aligned text.
    var markdown = false
    /// Shorter samples, for smoke runs in CI where the numbers do not matter.
    var quick = false
    /// Corpus file names that restrict the run; empty means every `.json` file in the corpus.
    var fileNames: [String] = []
    /// Operations given with `--only`; empty means every operation.
    var operations: [Operation] = []
    /// `--help` was given: print ``usage`` and do nothing else.
    var showsHelp = false
    /// `--calls N`: run each chosen operation's ``side`` exactly N times, untimed, for an
    /// instruction counter (valgrind) to measure; nil for the timed comparison.
    var calls: Int?
    /// The side `--calls` runs.
    var side: Side = .library
    /// `--streams`: run the stream benchmark instead of the corpus table.
    var streams = false
    /// `--stream-size MB`: the size of the files the stream benchmark makes.
    var streamSize = 1_000_000_000

    /// One of the two contenders of an operation.
    enum Side: String, Equatable {
        case library
        case foundation
    }
}

/// A mistake on the command line; the message is shown with a pointer to `--help`.
struct ArgumentError: Error, Equatable, CustomStringConvertible {
    var description: String
}

extension BenchmarkArguments {
    /// Usage text for `--help`.
    static let usage = """
        USAGE: json-model-bench [--rounds N] [--corpus PATH] [--only OPERATIONS] [--markdown] [--quick]
                                [--calls N [--side library|foundation]] [FILE ...]
               json-model-bench --streams [--stream-size MB] [--rounds N] [--corpus PATH] [--markdown]

        Measures swift-json-model beside Foundation (JSONSerialization, JSONDecoder) on every .json
        file in the corpus, in one process, alternating the two in each round, and prints the
        median throughput (MB/s, 1 MB = 10^6 bytes of input) and the ratio library / Foundation.

        Operations:
          validate        JSONValue.validate (scanner only, no values) vs JSONSerialization.jsonObject
                          (Foundation has no validate-only API, so it parses fully)
          parse           JSONValue(parsing:) vs JSONSerialization.jsonObject
          write compact   jsonBytes(options: .compact) vs JSONSerialization.data(withJSONObject:);
                          MB/s counts the original file's size for both sides
          decode          JSONModelDecoder().decode vs JSONDecoder().decode of the file's Codable
                          model, both from the same Data; twitter, citm_catalog and canada have
                          models, other files skip it
          decode snake_case
                          the same with keyDecodingStrategy = .convertFromSnakeCase on both, on a
                          twitter model without CodingKeys; other files skip it
          decode fuzzy    the same model with .fuzzy keys for the library, .convertFromSnakeCase
                          for Foundation (which has no fuzzy keys); other files skip it
          encode          JSONModelEncoder().encode vs JSONEncoder().encode of the decoded model;
                          MB/s counts the original file's size for both sides
          decode @JSONModel
                          JSONModelDecoder().decode of the file's @JSONModel model (the generated
                          fast path) vs JSONDecoder().decode of the Codable model of the same
                          shapes and keys; '--only decode-JSONModel'
          decode @JSONModel snake_case
                          the same with keyDecodingStrategy = .convertFromSnakeCase on both, on
                          a twitter @JSONModel model without keys of its own; other files skip it;
                          '--only decode-JSONModel-snake_case'
          encode @JSONModel
                          JSONModelEncoder().encode of the @JSONModel model vs JSONEncoder().encode
                          of the Codable model; '--only encode-JSONModel'

        ARGUMENTS:
          FILE ...        Corpus file names to run, e.g. twitter.json canada.json ('.json' optional).

        OPTIONS:
          --rounds N      Samples per file, operation and side (default 10).
          --corpus PATH   The corpus folder. Default: $JSON_MODEL_CORPUS if set, else
                          ../shared/corpus relative to the current directory.
          --only OPERATIONS
                          Run only these operations, separated by commas, by the names above
                          with '-' for spaces, e.g. '--only parse,write-compact' or
                          '--only decode,decode-snake_case,decode-fuzzy'.
          --markdown      Print the table as Markdown.
          --quick         Samples of ~2 ms instead of ~20 ms: a fast smoke run, noisy numbers.
          --calls N       Time nothing: run each chosen operation N times on one side and exit,
                          for an instruction counter (Scripts/count-instructions.py runs it
                          under valgrind with N and N+k and takes the difference).
          --side SIDE     The side --calls runs: 'library' (default) or 'foundation'.
          --streams       Instead of the corpus table: write a JSON Lines file and a JSON array of
                          twitter.json's statuses (about 1 GB each) to a temporary folder, decode
                          them element by element (one core, all cores, JSONValue), and a 100 MB
                          slice whole (this library, JSONDecoder); print MB/s and peak resident
                          memory per row. The files are removed at the end. With --rounds N
                          the file rows run N times, one after another in each round, and
                          each reports its median; the all-cores speedup is the median of
                          the rounds' own ratios.
          --stream-size MB
                          The size of the --streams files in MB (default 1000).
          -h, --help      Show this help.

        Progress goes to standard error, the table to standard output.
        """

    /// Parses the arguments after the program name.
    ///
    /// Accepts `--rounds N` and `--rounds=N` (likewise `--corpus`), and `--` to end options so a
    /// file name may start with a dash.
    ///
    /// - Throws: ``ArgumentError`` for an unknown option, a missing or malformed value.
    init(parsing arguments: some Sequence<String>) throws(ArgumentError) {
        self.init()
        var remaining = arguments.makeIterator()
        var optionsEnded = false

        /// The value of an option: glued on with `=`, or the next argument.
        func value(for option: String, inline: String?) throws(ArgumentError) -> String {
            if let inline { return inline }
            guard let next = remaining.next() else {
                throw ArgumentError(description: "missing value for '\(option)'")
            }
            return next
        }

        while let argument = remaining.next() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                fileNames.append(argument)
                continue
            }
            // Split `--name=value` so both spellings share one code path.
            let name: String
            let inline: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
                inline = nil
            }

            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                showsHelp = true
            case "--markdown":
                try Self.rejectValue(inline, for: name)
                markdown = true
            case "--quick":
                try Self.rejectValue(inline, for: name)
                quick = true
            case "--streams":
                try Self.rejectValue(inline, for: name)
                streams = true
            case "--stream-size":
                let text = try value(for: name, inline: inline)
                guard let megabytes = Int(text), megabytes >= 1 else {
                    throw ArgumentError(description: "'--stream-size' needs a whole number of megabytes of at least 1, got '\(text)'")
                }
                streamSize = megabytes * 1_000_000
            case "--rounds":
                let text = try value(for: name, inline: inline)
                guard let count = Int(text), count >= 1 else {
                    throw ArgumentError(description: "'--rounds' needs a whole number of at least 1, got '\(text)'")
                }
                rounds = count
                roundsGiven = true
            case "--only":
                let text = try value(for: name, inline: inline)
                for label in text.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let operation = Operation(argument: String(label)) else {
                        let known = Operation.allCases.map(\.argument).joined(separator: ", ")
                        throw ArgumentError(description: "unknown operation '\(label)' for '--only'; the operations are \(known)")
                    }
                    if !operations.contains(operation) { operations.append(operation) }
                }
            case "--calls":
                let text = try value(for: name, inline: inline)
                guard let count = Int(text), count >= 0 else {
                    throw ArgumentError(description: "'--calls' needs a whole number of at least 0, got '\(text)'")
                }
                calls = count
            case "--side":
                let text = try value(for: name, inline: inline)
                guard let chosen = Side(rawValue: text) else {
                    throw ArgumentError(description: "'--side' takes 'library' or 'foundation', got '\(text)'")
                }
                side = chosen
            case "--corpus":
                let path = try value(for: name, inline: inline)
                guard !path.isEmpty else { throw ArgumentError(description: "'--corpus' needs a folder path") }
                corpusPath = path
            default:
                throw ArgumentError(description: "unknown option '\(name)'")
            }
        }
    }

    /// Flags take no value; `--markdown=yes` is more likely a typo than a wish.
    private static func rejectValue(_ inline: String?, for name: String) throws(ArgumentError) {
        if inline != nil { throw ArgumentError(description: "'\(name)' takes no value") }
    }
}
