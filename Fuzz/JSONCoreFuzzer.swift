// libFuzzer target over JSONCore (see Fuzz/README.md).
//
// Fuzz/run.sh compiles this file together with Sources/JSONCore/**/*.swift into one module with
// `-sanitize=fuzzer,address`; libFuzzer supplies `main` and calls `LLVMFuzzerTestOneInput` with
// each input. The harness uses JSONCore's public API only.
//
// Every check that fails calls `fatalError` with a message naming the property: the trap is how
// libFuzzer records a finding (it saves the input as Fuzz/.work/artifacts/crash-<sha1>).
//
// Properties checked on every input:
//  1. Strict and lenient parsing never crash. Anything strict accepts, lenient accepts too and
//     gives an equal value (with an equal hash and the same compact writing); a lower depth limit
//     accepts only what strict accepts and rejects strict input only as too deeply nested;
//     `validate` agrees with parsing, error for error.
//  2. For every accepted value v: parse(write(v)) == v for compact, pretty and an all-options
//     writing (tabs, sorted keys, escaped slashes and non-ASCII); writing the re-parsed value
//     gives the same bytes again (writing is deterministic); `jsonString` is `jsonBytes` as text.
//  3. A syntax error's line and column are >= 1, its offset is within the input (0...count),
//     and neither line nor column exceeds what `offset` bytes can hold.
//  4. Every number n in an accepted value: `n.double` equals `Double(n.text)` (the standard
//     library's correctly rounded conversion) bit for bit when that is finite, and is nil when
//     that is infinite (magnitude out of Double's range); `JSONNumber(text: n.text)` == n.
//  5. JSON5 (with lone surrogates allowed) never crashes and agrees with `validate`; it accepts
//     everything lenient accepts, with an equal value; what it accepts writes and re-parses as
//     strict JSON, and its errors point inside the input.
//  6. Streams, in every format: splitting in chunks of 1, 2, 3, 7 and 64 bytes gives the same
//     elements (index, start, size, value), envelope and error as splitting whole, and errors
//     point inside the input; an array that parses whole splits into its elements, and an
//     array whose elements all parse parses whole (trailing commas allowed) to them.
//  7. Documents read in windows (what `json-model validate` and `format` do with files of any
//     size; package API, compiled into this module): strict, lenient and JSON5, in windows of
//     1, 3 and 16 bytes and chunks of 1, 7 and all bytes, accept what the whole scan accepts and
//     refuse the rest with its error (kind, offset, line, column, message); what is accepted is
//     formatted, compact and pretty, to the same text as the whole document.

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonCoreFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // The input bytes as libFuzzer allocated them (exactly `size` bytes), so that the address
    // sanitizer catches any read past the end.
    let input = UnsafeRawBufferPointer(start: size > 0 ? data : nil, count: size)
    FuzzCheck.run(input)
    return 0
}

enum FuzzCheck {
    /// The result of one parse.
    enum Outcome {
        case accepted(JSONValue)
        case rejected(JSONSyntaxError)

        var value: JSONValue? {
            if case .accepted(let value) = self { return value }
            return nil
        }
    }

    /// A low depth limit, to exercise the depth check on small inputs.
    static let shallow = JSONParseOptions(maximumDepth: 4)

    /// JSON5, which includes every lenient extension once lone surrogates are allowed too.
    static let json5: JSONParseOptions = {
        var options = JSONParseOptions.json5
        options.allowsLoneSurrogates = true
        return options
    }()

    /// Every writing option at once.
    static let everyOption = JSONWriteOptions(
        indentation: .tabs, sortsKeys: true, escapesSlashes: true, escapesNonASCII: true)

    static func run(_ input: UnsafeRawBufferPointer) {
        // 1. Parsing never crashes (a crash or sanitizer report here is a finding by itself).
        let strict = parse(input, .strict)
        let lenient = parse(input, .lenient)
        checkValidateAgrees(input, .strict, strict, mode: "strict")
        checkValidateAgrees(input, .lenient, lenient, mode: "lenient")

        // 3. Syntax errors point inside the input.
        if case .rejected(let error) = strict { checkSyntaxError(error, input, mode: "strict") }
        if case .rejected(let error) = lenient { checkSyntaxError(error, input, mode: "lenient") }

        // 5. JSON5 extends lenient.
        let json5Outcome = parse(input, json5)
        checkValidateAgrees(input, json5, json5Outcome, mode: "json5")
        switch (lenient, json5Outcome) {
        case (.accepted(let lenientValue), .accepted(let json5Value)):
            guard json5Value == lenientValue else {
                violated("lenient and JSON5 parse the same input to different values",
                    "lenient: \(excerpt(lenientValue)), json5: \(excerpt(json5Value))")
            }
        case (.accepted(let lenientValue), .rejected(let error)):
            violated("JSON5 rejects input that lenient accepts", "lenient value: \(excerpt(lenientValue)); json5 error: \(error)")
        case (.rejected, .accepted(let json5Value)):
            checkWriting(json5Value)
            checkNumbers(json5Value)
        case (.rejected, .rejected(let error)):
            checkSyntaxError(error, input, mode: "json5")
        }

        switch (strict, lenient) {
        case (.accepted(let strictValue), .accepted(let lenientValue)):
            // 1. Lenient extends strict: same document, same value.
            guard lenientValue == strictValue else {
                violated("strict and lenient parse the same input to different values",
                    "strict: \(excerpt(strictValue)), lenient: \(excerpt(lenientValue))")
            }
            guard lenientValue.hashValue == strictValue.hashValue else {
                violated("strict and lenient values are equal but hash differently", excerpt(strictValue))
            }
            guard lenientValue.jsonBytes(options: .compact) == strictValue.jsonBytes(options: .compact) else {
                violated("strict and lenient values of the same input write differently",
                    "strict: \(excerpt(strictValue)), lenient: \(excerpt(lenientValue))")
            }
            checkShallow(input, strictValue: strictValue)
            checkWriting(strictValue)
            checkNumbers(strictValue)
        case (.accepted(let strictValue), .rejected(let error)):
            violated("lenient rejects input that strict accepts",
                "strict value: \(excerpt(strictValue)); lenient error: \(error)")
        case (.rejected, .accepted(let lenientValue)):
            checkShallow(input, strictValue: nil)
            checkWriting(lenientValue)
            checkNumbers(lenientValue)
        case (.rejected, .rejected):
            checkShallow(input, strictValue: nil)
        }

        // 6. Streams.
        checkStreams(input, strict: strict.value)
        // 7. Windows.
        checkWindows(input)
    }

    // MARK: - 7. Windows

    /// The outcome of reading `input` in windows: the formatted text, or the error's place.
    static func readInWindows(
        _ input: UnsafeRawBufferPointer, _ options: JSONParseOptions, _ writing: JSONWriteOptions?, window: Int, chunk: Int
    ) -> String {
        do {
            var output: [UInt8] = []
            if let writing {
                var formatter = DocumentFormatter(parsing: options, writing: writing, windowSize: window)
                defer { formatter.deallocate() }
                var offset = 0
                while offset < input.count {
                    try formatter.append(UnsafeRawBufferPointer(rebasing: input[offset ..< min(offset + chunk, input.count)])) { output += $0 }
                    offset += chunk
                }
                try formatter.finish { output += $0 }
            } else {
                var validator = DocumentValidator(options: options, windowSize: window)
                var offset = 0
                while offset < input.count {
                    try validator.append(UnsafeRawBufferPointer(rebasing: input[offset ..< min(offset + chunk, input.count)]))
                    offset += chunk
                }
                try validator.finish()
            }
            return "accepted " + String(decoding: output, as: UTF8.self)
        } catch let error as JSONSyntaxError {
            guard error.line >= 1, error.column >= 1, error.offset >= 0, error.offset <= input.count else {
                violated("an error of a document read in windows points outside the input", "\(error) at \(error.offset) of \(input.count)")
            }
            return "\(error.kind) \(error.offset) \(error.line):\(error.column) \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    static func checkWindows(_ input: UnsafeRawBufferPointer) {
        var options: [JSONParseOptions] = [.strict, .lenient, .json5]
        for index in options.indices { options[index].detectsEncoding = false }
        for parse in options {
            for writing in [nil, JSONWriteOptions.compact, .pretty] {
                let whole = readInWindows(input, parse, writing, window: Int.max, chunk: input.count + 1)
                for window in [1, 3, 16] {
                    for chunk in [1, 7, input.count + 1] {
                        let windowed = readInWindows(input, parse, writing, window: window, chunk: chunk)
                        guard windowed == whole else {
                            violated("a document read in windows of \(window) bytes (chunks of \(chunk)) differs from the whole",
                                "whole: \(whole.prefix(300)); windows: \(windowed.prefix(300))")
                        }
                    }
                }
            }
        }
    }

    // MARK: - 6. Streams

    /// What splitting a stream gave: each element's index, start and value, then the end or
    /// the error (its kind, message, position and element; the excerpt depends on the chunks).
    struct Split: Equatable {
        var elements: [String] = []
        var values: [JSONValue] = []
        var ending = "end"
    }

    /// Splits `input` in chunks of `size` bytes, parsing each element (strict).
    static func split(_ input: UnsafeRawBufferPointer, _ format: JSONStreamFormat, size: Int) -> Split {
        var splitter = JSONStreamSplitter(format: format, maximumElementSize: 512)
        var result = Split()
        func take(_ element: JSONStreamSplitter.Element, _ chunk: UnsafeRawBufferPointer) throws(JSONStreamError) {
            let value = try splitter.withBytes(of: element, in: chunk) { bytes throws(JSONStreamError) in
                do throws(JSONSyntaxError) {
                    return try JSONValue(parsing: bytes)
                } catch {
                    throw JSONStreamError(error, inElement: element.index, startingAt: element.start)
                }
            }
            result.elements.append("\(element.index) \(element.start.offset) \(element.start.line):\(element.start.column) \(element.byteCount)")
            result.values.append(value)
        }
        do throws(JSONStreamError) {
            var offset = 0
            while offset < input.count {
                let chunk = UnsafeRawBufferPointer(rebasing: input[offset ..< min(offset + size, input.count)])
                offset += size
                while case .element(let element) = try splitter.next(in: chunk) { try take(element, chunk) }
            }
            let none = UnsafeRawBufferPointer(start: nil, count: 0)
            while case .element(let element) = try splitter.finish() { try take(element, none) }
            result.values.append(splitter.envelope)
        } catch {
            guard error.position.line >= 1, error.position.column >= 1, error.position.offset >= 0, error.position.offset <= input.count else {
                violated("a stream error points outside the input", "\(error) at offset \(error.position.offset) of \(input.count)")
            }
            result.ending = "\(error.kind) \(error.message) \(error.position.offset) \(error.position) \(error.elementIndex ?? -1)"
        }
        return result
    }

    /// Splitting in chunks of any size gives what splitting whole gives; an array that parses
    /// whole splits into its elements, and an array whose elements all parse, with a trailing
    /// comma at most, parses whole.
    static func checkStreams(_ input: UnsafeRawBufferPointer, strict: JSONValue?) {
        let formats: [JSONStreamFormat] = [.array, .lines, .concatenated, .sequence, .array(at: "a.b")]
        let sizes = [1, 2, 3, 7, 64]
        for format in formats {
            let whole = split(input, format, size: input.count + 1)
            for size in sizes where size < input.count {
                let chunked = split(input, format, size: size)
                guard chunked == whole else {
                    violated("a stream splits differently in chunks of \(size) bytes than whole (\(format))",
                        "whole: \(whole.elements) \(whole.ending); chunked: \(chunked.elements) \(chunked.ending)")
                }
            }
            guard format == .array else { continue }
            if let strict, case .array(let elements) = strict, input.count <= 512 {
                guard whole.ending == "end", Array(whole.values.dropLast()) == elements else {
                    violated("an array that parses whole does not split into its elements", "\(whole.elements) \(whole.ending)")
                }
            }
            if whole.ending == "end" {
                var withTrailingCommas = JSONParseOptions.strict
                withTrailingCommas.allowsTrailingCommas = true
                withTrailingCommas.allowsByteOrderMark = true
                guard case .accepted(.array(let elements)) = parse(input, withTrailingCommas), elements == Array(whole.values.dropLast()) else {
                    violated("an array splits into elements that all parse, but does not parse whole to them", "\(whole.elements)")
                }
            }
        }
    }

    static func parse(_ input: UnsafeRawBufferPointer, _ options: JSONParseOptions) -> Outcome {
        do {
            return .accepted(try JSONValue(parsing: input, options: options))
        } catch {
            return .rejected(error)
        }
    }

    /// Parses bytes that JSONCore wrote itself: they must be strict JSON.
    static func reparse(_ bytes: [UInt8], writtenBy what: String, from value: JSONValue) -> JSONValue {
        let outcome = bytes.withUnsafeBytes { parse($0, .strict) }
        switch outcome {
        case .accepted(let value): return value
        case .rejected(let error):
            violated("\(what) writing is not strict JSON",
                "error: \(error); written: \(excerpt(bytes)); value: \(excerpt(value))")
        }
    }

    // MARK: 1. Parsing

    static func checkValidateAgrees(
        _ input: UnsafeRawBufferPointer, _ options: JSONParseOptions, _ outcome: Outcome, mode: String
    ) {
        var validateError: JSONSyntaxError?
        do {
            try JSONValue.validate(input, options: options)
        } catch {
            validateError = error
        }
        switch (outcome, validateError) {
        case (.accepted, nil):
            break
        case (.accepted(let value), let error?):
            violated("\(mode): validate rejects what parsing accepts", "error: \(error); value: \(excerpt(value))")
        case (.rejected(let error), nil):
            violated("\(mode): validate accepts what parsing rejects", "parse error: \(error)")
        case (.rejected(let parseError), let error?):
            guard parseError == error else {
                violated("\(mode): validate and parsing report different errors",
                    "parse: \(parseError); validate: \(error)")
            }
        }
    }

    /// A lower depth limit accepts a subset of what strict accepts, with the same value; strict
    /// input it rejects, it rejects only for depth.
    static func checkShallow(_ input: UnsafeRawBufferPointer, strictValue: JSONValue?) {
        switch parse(input, shallow) {
        case .accepted(let value):
            guard let strictValue else {
                violated("maximumDepth 4 accepts input that strict (depth 512) rejects", excerpt(value))
            }
            guard value == strictValue else {
                violated("maximumDepth 4 and strict parse the same input to different values",
                    "depth 4: \(excerpt(value)), strict: \(excerpt(strictValue))")
            }
        case .rejected(let error):
            checkSyntaxError(error, input, mode: "maximumDepth 4")
            if let strictValue, error.kind != .tooDeeplyNested {
                violated("maximumDepth 4 rejects strict-valid input for a reason other than depth",
                    "error: \(error); strict value: \(excerpt(strictValue))")
            }
        }
    }

    // MARK: 2. Writing

    static func checkWriting(_ value: JSONValue) {
        // Compact: round trip, and writing the re-parsed value gives the same bytes.
        let compact = value.jsonBytes(options: .compact)
        let fromCompact = reparse(compact, writtenBy: "compact", from: value)
        guard fromCompact == value else {
            violated("parse(compact writing) != value", "value: \(excerpt(value)); re-parsed: \(excerpt(fromCompact))")
        }
        guard fromCompact.hashValue == value.hashValue else {
            violated("parse(compact writing) == value but their hashes differ", excerpt(value))
        }
        let compactAgain = fromCompact.jsonBytes(options: .compact)
        guard compactAgain == compact else {
            violated("compact writing is not deterministic: writing the re-parsed value gives other bytes",
                "first: \(excerpt(compact)); second: \(excerpt(compactAgain))")
        }
        guard Array(value.jsonString(options: .compact).utf8) == compact else {
            violated("jsonString and jsonBytes differ", excerpt(compact))
        }

        // Pretty: round trip and determinism.
        let pretty = value.jsonBytes(options: .pretty)
        let fromPretty = reparse(pretty, writtenBy: "pretty", from: value)
        guard fromPretty == value else {
            violated("parse(pretty writing) != value", "value: \(excerpt(value)); re-parsed: \(excerpt(fromPretty))")
        }
        let prettyAgain = fromPretty.jsonBytes(options: .pretty)
        guard prettyAgain == pretty else {
            violated("pretty writing is not deterministic: writing the re-parsed value gives other bytes",
                "first: \(excerpt(pretty)); second: \(excerpt(prettyAgain))")
        }
        guard fromPretty.jsonBytes(options: .compact) == compact else {
            violated("the value re-parsed from pretty writing writes other compact bytes", excerpt(compact))
        }

        // Every option at once: still the same value; ASCII only; every '/' escaped.
        let escaped = value.jsonBytes(options: everyOption)
        let fromEscaped = reparse(escaped, writtenBy: "tabs+sortsKeys+escapesSlashes+escapesNonASCII", from: value)
        guard fromEscaped == value else {
            violated("parse(writing with every option) != value",
                "value: \(excerpt(value)); written: \(excerpt(escaped)); re-parsed: \(excerpt(fromEscaped))")
        }
        for (position, byte) in escaped.enumerated() {
            guard byte < 0x80 else {
                violated("escapesNonASCII writing contains a non-ASCII byte", "at \(position): \(excerpt(escaped))")
            }
            guard byte != UInt8(ascii: "/") || (position > 0 && escaped[position - 1] == UInt8(ascii: "\\")) else {
                violated("escapesSlashes writing contains an unescaped '/'", "at \(position): \(excerpt(escaped))")
            }
        }
    }

    // MARK: 3. Syntax errors

    static func checkSyntaxError(_ error: JSONSyntaxError, _ input: UnsafeRawBufferPointer, mode: String) {
        guard error.line >= 1, error.column >= 1 else {
            violated("\(mode): syntax error line or column below 1",
                "line \(error.line), column \(error.column), offset \(error.offset): \(error)")
        }
        guard (0 ... input.count).contains(error.offset) else {
            violated("\(mode): syntax error offset outside the input",
                "offset \(error.offset), input count \(input.count): \(error)")
        }
        // Each line break and each character before the error takes at least one byte.
        guard error.line - 1 <= error.offset, error.column - 1 <= error.offset else {
            violated("\(mode): syntax error line or column larger than its offset allows",
                "line \(error.line), column \(error.column), offset \(error.offset): \(error)")
        }
        guard error.sourceLineColumn >= 1 else {
            violated("\(mode): syntax error sourceLineColumn below 1", "\(error.sourceLineColumn): \(error)")
        }
        // Rendering must not crash.
        _ = error.rendered(fileName: "fuzz.json")
    }

    // MARK: 4. Numbers

    static func checkNumbers(_ value: JSONValue) {
        // An explicit stack: no recursion, whatever the depth.
        var pending: [JSONValue] = [value]
        while let next = pending.popLast() {
            switch next {
            case .number(let number): checkNumber(number)
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let object): pending.append(contentsOf: object.values)
            case .null, .bool, .string: break
            }
        }
    }

    static func checkNumber(_ number: JSONNumber) {
        let text = number.text
        guard let reread = JSONNumber(text: text) else {
            violated("a parsed number's text is not JSON number text", "text: \(excerpt(text))")
        }
        guard reread == number, reread.hashValue == number.hashValue else {
            violated("JSONNumber(text: n.text) differs from n (or hashes differently)", "text: \(excerpt(text))")
        }
        // The standard library's conversion is correctly rounded; JSONCore's must agree exactly.
        guard let expected = Double(text) else { return }
        let actual = number.double
        if expected.isFinite {
            guard let actual, actual.bitPattern == expected.bitPattern else {
                violated("number.double differs from Double(number.text)",
                    "text: \(excerpt(text)); expected \(expected) (bits 0x\(String(expected.bitPattern, radix: 16))), "
                        + "got \(actual.map { "\($0) (bits 0x\(String($0.bitPattern, radix: 16)))" } ?? "nil")")
            }
        } else {
            guard actual == nil else {
                violated("number.double is not nil for a magnitude beyond Double's range",
                    "text: \(excerpt(text)); got \(actual!)")
            }
        }
    }

    // MARK: Reporting

    static func violated(_ property: String, _ detail: String = "") -> Never {
        fatalError("JSONCore fuzz property violated: \(property)\(detail.isEmpty ? "" : "\n  ")\(detail)")
    }

    static let excerptLimit = 300

    static func excerpt(_ value: JSONValue) -> String { excerpt(value.jsonBytes(options: .compact)) }

    static func excerpt(_ bytes: [UInt8]) -> String { excerpt(String(decoding: bytes, as: UTF8.self)) }

    static func excerpt(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let shown = scalars.count <= excerptLimit
            ? text : String(String.UnicodeScalarView(scalars.prefix(excerptLimit))) + "… (\(text.utf8.count) bytes)"
        return shown.debugDescription
    }
}
