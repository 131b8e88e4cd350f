import Foundation
import Testing

@testable import JSONCore

/// The RFC 8259 conformance corpus in `Conformance/`, written from the RFC's grammar.
///
/// `pass/<production>-<what>.json` must be accepted; `fail/<production>-<what>.json` must be
/// rejected exactly where `fail/EXPECTED.tsv` says (`file, line, column, kind, message`), with
/// positions derived from the grammar rather than copied from the parser.
@Suite("RFC 8259 conformance")
struct ConformanceTests {
    static let passFiles = ConformanceCorpus.fileNames(in: "pass")
    static let failFiles = ConformanceCorpus.fileNames(in: "fail")

    // MARK: - Accepted

    @Test("every pass file is accepted in strict mode, validates, and survives a write and re-parse", arguments: passFiles)
    func accepted(file: String) throws {
        let bytes = try ConformanceCorpus.bytes("pass", file)
        let value = try JSONValue(parsing: bytes)
        try JSONValue.validate(bytes)
        let written = value.jsonBytes()
        let reparsed = try JSONValue(parsing: written)
        #expect(reparsed == value, "\(file) wrote \(String(decoding: written, as: UTF8.self))")
    }

    @Test("pass files decode to the values the grammar gives them", arguments: [
        ("json-text-whitespace-around-value.json", ["a": []]),
        ("ws-all-four-kinds.json", ["a": [1, 2], "b": [:]]),
        ("value-every-kind.json", [false, nil, true, [:], [], 0, ""]),
        ("object-duplicate-keys.json", ["a": 4, "b": 3]),
        ("member-empty-key.json", ["": 0]),
        ("member-escaped-key.json", ["a\n\"": 1, "𝄞": 2]),
        ("string-slash-unescaped.json", "a/b//c"),
        ("quotation-mark-escaped-inside.json", "say \"hi\""),
        ("escape-all-short-forms.json", "\" \\ / \u{8} \u{C} \n \r \t"),
        ("escape-unicode-basic.json", "Aéé€\u{ABCD}\u{ABCD}"),
        ("escape-unicode-u0000.json", "a\u{0}b"),
        ("escape-unicode-control-characters.json", "\u{1}\u{1F}\u{1F}\u{7F}"),
        // U+FDD0 is a noncharacter that Swift string literals refuse; build it from its UTF-8.
        ("escape-unicode-uffff.json", .string("\u{FFFF}\u{FFFE}" + String(decoding: [0xEF, 0xB7, 0x90], as: UTF8.self))),
        ("escape-unicode-feff.json", "\u{FEFF}"),
        ("char-surrogate-pair.json", "𝄞"),
        ("char-surrogate-pair-lowercase.json", "😀"),
        ("char-surrogate-pair-max.json", "\u{10FFFF}"),
        ("char-surrogate-pair-min.json", "\u{10000}"),
        ("char-escaped-and-raw-mixed.json", "café café 😀 😀"),
        ("unescaped-boundaries.json", " !#[]~\u{7F}"),
        ("unescaped-utf8-two-bytes.json", "\u{80} é \u{7FF}"),
        ("unescaped-utf8-three-bytes.json", "\u{800} € \u{D7FF} \u{E000} \u{FFFD}"),
        ("unescaped-utf8-four-bytes.json", "\u{10000} 𝄞 😀"),
        ("unescaped-utf8-u10ffff.json", "\u{10FFFF}"),
        ("unescaped-grapheme-clusters.json", ["e\u{301}", "👨\u{200D}👩\u{200D}👧", "🇫🇷", "\u{301}"]),
        ("exp-every-form.json", [1e5, 1e5, 1e5, 1e-5, 1e-5, 1.5e5, 2, 1e7, 1e-7]),
        ("number-int64-boundaries.json", [
            .number(JSONNumber(Int64.max)), .number(JSONNumber(Int64.min)), .number(JSONNumber(UInt64(Int64.max) + 1)),
            .number(JSONNumber(text: "-9223372036854775809")!), .number(JSONNumber(UInt64.max)),
            .number(JSONNumber(text: "18446744073709551616")!),
        ]),
    ] as [(String, JSONValue)])
    func decodedValue(file: String, expected: JSONValue) throws {
        let value = try JSONValue(parsing: try ConformanceCorpus.bytes("pass", file))
        #expect(value == expected)
    }

    @Test("numbers read as the grammar's values: -0 keeps its sign, numbers beyond Double keep their text")
    func numberValues() throws {
        let zeros = try JSONValue(parsing: try ConformanceCorpus.bytes("pass", "number-negative-zero.json"))
        #expect(zeros.array?.compactMap(\.double).map { $0 == 0 && $0.sign == .minus } == [true, true, true, true])
        let huge = try JSONValue(parsing: try ConformanceCorpus.bytes("pass", "number-beyond-double.json"))
        #expect(huge.array?.map(\.description) == ["1E400", "-1E400", "1e-400", "-1e-400"])
        #expect(huge.array?.first?.double == nil)
        let big = try JSONValue(parsing: try ConformanceCorpus.bytes("pass", "number-big-integer.json"))
        #expect(big.description == "1" + String(repeating: "0", count: 400))
        let limits = try JSONValue(parsing: try ConformanceCorpus.bytes("pass", "number-double-limits.json"))
        #expect(
            limits.array?.map(\.double) == [
                .greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, .leastNonzeroMagnitude,
                .leastNonzeroMagnitude,
            ])
    }

    // MARK: - Rejected

    @Test("every fail file is rejected in strict mode exactly where EXPECTED.tsv says", arguments: failFiles)
    func rejected(file: String) throws {
        let expected = try #require(ConformanceCorpus.expectations[file], "\(file) has no row in fail/EXPECTED.tsv")
        let bytes = try ConformanceCorpus.bytes("fail", file)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes) }
        #expect(
            Expectation(line: error.line, column: error.column, kind: error.kind.description, message: error.message)
                == expected)
        #expect(error.description == "line \(expected.line), column \(expected.column): \(expected.message)")

        let validateError = try #require(throws: JSONSyntaxError.self) { try JSONValue.validate(bytes) }
        #expect(validateError == error)

        // The offset must name the same place as the line and column, counted independently here.
        try #require(error.offset >= 0 && error.offset <= bytes.count)
        let location = SourceLocation(of: error.offset, in: bytes)
        #expect(location.line == expected.line && location.column == expected.column, "offset \(error.offset)")
    }

    @Test("every fail file has one EXPECTED.tsv row, and every row has a file")
    func expectationsCoverFailFiles() throws {
        #expect(Self.passFiles.count > 0 && Self.failFiles.count > 0, "the corpus was not found in Bundle.module")
        let rows = try ConformanceCorpus.expectationRows()
        let rowFiles = rows.map(\.file)
        #expect(Set(rowFiles).count == rowFiles.count, "a file has more than one row")
        #expect(Set(rowFiles).subtracting(Self.failFiles).sorted() == [], "rows without a file")
        #expect(Set(Self.failFiles).subtracting(rowFiles).sorted() == [], "files without a row")
    }

    @Test("100,000 nested '[' fail at the bracket that opens level 513, without exhausting the stack")
    func deepNesting() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes) }
        #expect(error.kind == .tooDeeplyNested)
        #expect((error.offset, error.line, error.column) == (512, 1, 513))
        #expect(try #require(throws: JSONSyntaxError.self) { try JSONValue.validate(bytes) } == error)
    }

    @Test("maximumDepth moves the limit: depth 3 accepts three levels and rejects the fourth")
    func customDepth() throws {
        let options = JSONParseOptions(maximumDepth: 3)
        #expect(try JSONValue(parsing: #"[{"a":[]}]"#, options: options) == [["a": []]])
        let error = try #require(throws: JSONSyntaxError.self) {
            try JSONValue(parsing: #"[{"a":[[]]}]"#, options: options)
        }
        #expect((error.kind, error.offset, error.column) == (JSONSyntaxError.Kind.tooDeeplyNested, 7, 8))
    }

    // MARK: - Lenient

    /// Fail files that ``JSONParseOptions/lenient`` accepts, with the value each must produce.
    static let lenientCases: [(String, JSONValue)] = [
        ("ws-comment-line.json", ["a": 1]),
        ("ws-comment-block.json", [1, 2]),
        ("array-trailing-comma.json", [1, 2]),
        ("array-trailing-comma-mixed-line-endings.json", [1, 2, 3]),
        ("object-trailing-comma.json", ["a": 1]),
        ("json-text-byte-order-mark.json", ["a": true]),
        ("escape-apostrophe.json", "it's"),
        ("char-lone-high-surrogate.json", "\u{FFFD}"),
        ("char-lone-low-surrogate.json", "a\u{FFFD}b"),
        ("char-reversed-surrogate-pair.json", "\u{FFFD}\u{FFFD}"),
        ("char-high-surrogate-twice.json", "\u{FFFD}😀"),
        ("char-high-surrogate-then-non-surrogate.json", "\u{FFFD}A"),
        ("char-high-surrogate-then-text.json", ["x", "\u{FFFD}abc"]),
        // `1` and a NUL byte: by its first bytes, the character `1` in UTF-16 (little-endian),
        // as Foundation's JSONDecoder reads it too (lenient parsing detects the encoding).
        ("json-text-nul-after-value.json", 1),
    ]

    @Test("lenient parsing accepts the relaxations it promises", arguments: lenientCases)
    func lenientlyAccepted(file: String, expected: JSONValue) throws {
        let bytes = try ConformanceCorpus.bytes("fail", file)
        #expect(try JSONValue(parsing: bytes, options: .lenient) == expected)
        try JSONValue.validate(bytes, options: .lenient)
    }

    @Test(
        "lenient parsing still rejects every other fail file",
        arguments: failFiles.filter { file in !lenientCases.contains { $0.0 == file } })
    func lenientlyRejected(file: String) throws {
        let bytes = try ConformanceCorpus.bytes("fail", file)
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes, options: .lenient) }
    }
}

/// What a fail file's row in `EXPECTED.tsv` says about its error.
struct Expectation: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var kind: String
    var message: String

    var description: String { "\(line):\(column) [\(kind)] \(message)" }
}

/// A 1-based line and column, computed from a byte offset the way the grammar's reader sees the
/// text: lines end at LF, CR LF or a lone CR, and columns count characters.
struct SourceLocation {
    var line = 1
    var column = 1

    init(of offset: Int, in bytes: [UInt8]) {
        var lineStart = 0
        var index = 0
        while index < offset {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "\r") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"):
                // A CR LF ends its line only once both bytes are behind the offset.
                if index + 1 < offset {
                    line += 1
                    lineStart = index + 2
                }
                index += 1
            case UInt8(ascii: "\r"):
                line += 1
                lineStart = index + 1
            default:
                break
            }
            index += 1
        }
        // Everything before the error is valid UTF-8, so the prefix decodes without replacement.
        let prefix = String(validating: bytes[lineStart ..< offset], as: UTF8.self)
        column = (prefix?.count ?? -1) + 1
    }
}

/// The files of `Conformance/`, read from the test bundle.
enum ConformanceCorpus {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Conformance", isDirectory: true)

    /// The `.json` files of `pass` or `fail`, sorted.
    static func fileNames(in subfolder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ subfolder: String, _ file: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(subfolder).appendingPathComponent(file)))
    }

    /// The rows of `fail/EXPECTED.tsv`: `file<TAB>line<TAB>column<TAB>kind<TAB>message`.
    static func expectationRows() throws -> [(file: String, expectation: Expectation)] {
        let text = String(decoding: try bytes("fail", "EXPECTED.tsv"), as: UTF8.self)
        return try text.split(separator: "\n").map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let line = Int(fields[1]), let column = Int(fields[2]) else {
                throw MalformedRow(row: String(row))
            }
            return (fields[0], Expectation(line: line, column: column, kind: fields[3], message: fields[4]))
        }
    }

    static let expectations: [String: Expectation] = {
        let rows = (try? expectationRows()) ?? []
        return Dictionary(rows.map { ($0.file, $0.expectation) }, uniquingKeysWith: { first, _ in first })
    }()

    struct MalformedRow: Error, CustomStringConvertible {
        var row: String
        var description: String { "EXPECTED.tsv: not file<TAB>line<TAB>column<TAB>kind<TAB>message: \(row)" }
    }
}
