import Foundation
import JSONModel
import Testing

// Untagged enums over two scalar cases, for every pairing of String, Int, Double and Bool in
// both orders: a value goes to the case whose type it is before any case that would take it
// only by conversion.

@JSONModel(tagging: .untagged) enum StringOrInt: Equatable { case text(String); case count(Int) }
@JSONModel(tagging: .untagged) enum IntOrString: Equatable { case count(Int); case text(String) }
@JSONModel(tagging: .untagged) enum StringOrDouble: Equatable { case text(String); case real(Double) }
@JSONModel(tagging: .untagged) enum DoubleOrString: Equatable { case real(Double); case text(String) }
@JSONModel(tagging: .untagged) enum StringOrBool: Equatable { case text(String); case flag(Bool) }
@JSONModel(tagging: .untagged) enum BoolOrString: Equatable { case flag(Bool); case text(String) }
@JSONModel(tagging: .untagged) enum IntOrDouble: Equatable { case count(Int); case real(Double) }
@JSONModel(tagging: .untagged) enum DoubleOrInt: Equatable { case real(Double); case count(Int) }
@JSONModel(tagging: .untagged) enum IntOrBool: Equatable { case count(Int); case flag(Bool) }
@JSONModel(tagging: .untagged) enum BoolOrInt: Equatable { case flag(Bool); case count(Int) }
@JSONModel(tagging: .untagged) enum DoubleOrBool: Equatable { case real(Double); case flag(Bool) }
@JSONModel(tagging: .untagged) enum BoolOrDouble: Equatable { case flag(Bool); case real(Double) }

/// A struct case beside a scalar one: a model whose field would take a string by conversion.
@JSONModel struct Counter: Equatable { var count: Int }
@JSONModel(tagging: .untagged) enum LabelOrCounter: Equatable {
    case label(name: String)
    case counter(Counter)
}

/// Untagged inside untagged: the inner enum tries its cases in the outer one's pass.
@JSONModel(tagging: .untagged) enum NestedScalar: Equatable {
    case flag(Bool)
    case single(StringOrInt)
}

@Suite struct UntaggedScalarTests {
    /// The values each pairing's cases are tried with.
    static let strings = ["3", "2.5", "true", "0", "", "x"]
    static let ints = [3, 0, 1, -7, Int.max]
    static let doubles = [2.5, -0.125, 1e300, 3.0, 0.0]
    static let bools = [true, false]

    /// The documents `JSONDecoder` and `JSONModelDecoder` are compared on: every scalar kind,
    /// numbers in strings, whole and fractional numbers, 0 and 1.
    static let documents = [
        "3", "\"3\"", "2.5", "\"2.5\"", "true", "\"true\"", "false", "0", "1", "\"0\"", "\"1\"",
        "-7", "1e2", "3.0", "\"x\"", "\"\"", "null", "[]", "{}", "9223372036854775807", "1e400",
    ]

    @Test func theIssuesCaseReadsBackAsWritten() throws {
        let values: [StringOrInt] = [.count(3), .text("3")]
        let written = try JSONModelEncoder().encodeToString(values)
        #expect(written == #"[3,"3"]"#)
        #expect(try JSONModelDecoder().decode([StringOrInt].self, from: written) == values)
        #expect(try [StringOrInt](json: written) == values)
        #expect(try JSONDecoder().decode([StringOrInt].self, from: Data(written.utf8)) == values)
    }

    /// What `JSONModelEncoder()` writes, `JSONModelDecoder()` reads back as the same value;
    /// the exception is Int beside Double, where a whole number goes to whichever comes first,
    /// as in `JSONDecoder` (checked in `wholeNumbersBesideIntAndDouble`).
    @Test func everyPairingRoundTrips() throws {
        for string in Self.strings {
            try roundTrip(StringOrInt.text(string))
            try roundTrip(IntOrString.text(string))
            try roundTrip(StringOrDouble.text(string))
            try roundTrip(DoubleOrString.text(string))
            try roundTrip(StringOrBool.text(string))
            try roundTrip(BoolOrString.text(string))
        }
        for int in Self.ints {
            try roundTrip(StringOrInt.count(int))
            try roundTrip(IntOrString.count(int))
            try roundTrip(IntOrDouble.count(int))
            try roundTrip(IntOrBool.count(int))
            try roundTrip(BoolOrInt.count(int))
        }
        for double in Self.doubles {
            try roundTrip(StringOrDouble.real(double))
            try roundTrip(DoubleOrString.real(double))
            try roundTrip(DoubleOrInt.real(double))
            try roundTrip(DoubleOrBool.real(double))
            try roundTrip(BoolOrDouble.real(double))
        }
        for double in Self.doubles where double != double.rounded() {
            try roundTrip(IntOrDouble.real(double))
        }
        for bool in Self.bools {
            try roundTrip(StringOrBool.flag(bool))
            try roundTrip(BoolOrString.flag(bool))
            try roundTrip(IntOrBool.flag(bool))
            try roundTrip(BoolOrInt.flag(bool))
            try roundTrip(DoubleOrBool.flag(bool))
            try roundTrip(BoolOrDouble.flag(bool))
        }
    }

    @Test func wholeNumbersBesideIntAndDouble() throws {
        // A whole number is an Int and a Double alike: the first case declared takes it, in
        // JSONModelDecoder as in JSONDecoder.
        #expect(try IntOrDouble(json: "3") == .count(3))
        #expect(try IntOrDouble(json: "3.0") == .count(3))
        #expect(try IntOrDouble(json: "2.5") == .real(2.5))
        #expect(try DoubleOrInt(json: "3") == .real(3))
        #expect(try JSONDecoder().decode(IntOrDouble.self, from: Data("3.0".utf8)) == .count(3))
        #expect(try JSONDecoder().decode(DoubleOrInt.self, from: Data("3".utf8)) == .real(3))
    }

    /// Where `JSONDecoder` reads a document, `JSONModelDecoder()` reads the same value; where
    /// it does not, `JSONModelDecoder` with strict coercion does not either.
    @Test func everyPairingAgreesWithFoundation() throws {
        try agree(StringOrInt.self)
        try agree(IntOrString.self)
        try agree(StringOrDouble.self)
        try agree(DoubleOrString.self)
        try agree(StringOrBool.self)
        try agree(BoolOrString.self)
        try agree(IntOrDouble.self)
        try agree(DoubleOrInt.self)
        try agree(IntOrBool.self)
        try agree(BoolOrInt.self)
        try agree(DoubleOrBool.self)
        try agree(BoolOrDouble.self)
    }

    @Test func aConversionIsTheLastResortAndIsReported() throws {
        // No case takes a string: Int takes "3" by conversion, in the second pass.
        let (count, report) = try JSONModelDecoder().decodeWithReport(IntOrBool.self, from: #""3""#)
        #expect(count == .count(3))
        #expect(report.entries(.coercedValue).map(\.description) == [#"read the string "3" as Int"#])

        // Bool comes first, and "1" is a string: Int would take it as 1, Bool as true.
        let (flag, flagReport) = try JSONModelDecoder().decodeWithReport([BoolOrInt].self, from: #"[1, "1", "true"]"#)
        #expect(flag == [.count(1), .flag(true), .flag(true)])
        #expect(flagReport.entries(.coercedValue).map(\.description) == [#"[1]: read the string "1" as Bool"#, #"[2]: read the string "true" as Bool"#])

        // A strict pass that matches reports nothing.
        let (exact, exactReport) = try JSONModelDecoder().decodeWithReport([StringOrInt].self, from: #"[3, "3"]"#)
        #expect(exact == [.count(3), .text("3")])
        #expect(exactReport.isEmpty)

        // Without lenient coercion there is no second pass.
        let strict = JSONModelDecoder()
        strict.valueCoercion = .strict
        let error = try #require(throws: DecodingError.self) { try strict.decode(IntOrBool.self, from: #""3""#) }
        #expect(error.explanation.hasPrefix("no case of IntOrBool matches the value (count: expected Int, found the string \"3\"; flag: expected Bool"))
    }

    @Test func aFailureNamesTheLenientReasons() throws {
        let error = try #require(throws: DecodingError.self) { try IntOrBool(json: #""three""#) }
        #expect(error.explanation == #"no case of IntOrBool matches the value (count: expected Int, found the string "three"; flag: expected Bool, found the string "three") at line 1, column 1"#)
    }

    @Test func aModelCaseIsTriedStrictlyBeforeAConversion() throws {
        // {"count": "5"} fits Counter only by converting "5"; {"name": …} fits label exactly.
        #expect(try LabelOrCounter(json: #"{"count": 5}"#) == .counter(Counter(count: 5)))
        let (converted, report) = try JSONModelDecoder().decodeWithReport(LabelOrCounter.self, from: #"{"count": "5"}"#)
        #expect(converted == .counter(Counter(count: 5)))
        #expect(report.entries(.coercedValue).map(\.description) == [#"count: read the string "5" as Int"#])
        let values: [LabelOrCounter] = [.label(name: "5"), .counter(Counter(count: 5))]
        #expect(try [LabelOrCounter](json: JSONModelEncoder().encodeToString(values)) == values)
    }

    @Test func nestedUntaggedEnumsKeepTheOuterPass() throws {
        // The outer strict pass stays strict inside the inner enum: 1 and "1" are no Bool
        // there, and the inner enum reads each as its own type.
        #expect(try NestedScalar(json: "1") == .single(.count(1)))
        #expect(try NestedScalar(json: #""1""#) == .single(.text("1")))
        #expect(try NestedScalar(json: "true") == .flag(true))
        let values: [NestedScalar] = [.single(.count(1)), .single(.text("1")), .flag(false)]
        #expect(try [NestedScalar](json: JSONModelEncoder().encodeToString(values)) == values)
    }

    // MARK: - Helpers

    private func roundTrip<T: Codable & Equatable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = try JSONModelEncoder().encode(value)
        let back = try JSONModelDecoder().decode(T.self, from: written)
        #expect(back == value, "\(value) was written as \(String(decoding: written, as: UTF8.self)) and read back as \(back)", sourceLocation: sourceLocation)
        let viaFoundation = try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
        #expect(viaFoundation == value, sourceLocation: sourceLocation)
    }

    private func agree<T: Codable & Equatable>(_ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let strict = JSONModelDecoder()
        strict.valueCoercion = .strict
        for document in Self.documents {
            let data = Data(document.utf8)
            let foundation = try? JSONDecoder().decode(T.self, from: data)
            let ours = try? JSONModelDecoder().decode(T.self, from: data)
            let oursStrict = try? strict.decode(T.self, from: data)
            if let foundation {
                #expect(ours == foundation, "\(T.self) from \(document)", sourceLocation: sourceLocation)
            }
            #expect(oursStrict == foundation, "\(T.self) from \(document), strict coercion", sourceLocation: sourceLocation)
            if foundation == nil, let ours {
                // Read only by a conversion: the report says so.
                let (value, report) = try JSONModelDecoder().decodeWithReport(T.self, from: data)
                #expect(value == ours)
                #expect(!report.entries(.coercedValue).isEmpty, "\(T.self) from \(document) read as \(ours) without a reported conversion", sourceLocation: sourceLocation)
            }
        }
    }
}

// A case that fails after it read part of the value leaves nothing behind: no report entries,
// no keys counted as used, no containers or walk frames in use.

@JSONModel
struct AttemptDraft: Equatable {
    var name: String
    @JSONDefaultIfInvalid var priority: Int = 1
    var approved: Bool
}

@JSONModel
struct AttemptNote: Equatable {
    var name: String
    var color: String
}

@JSONModel(tagging: .untagged)
enum AttemptItem: Equatable {
    case draft(AttemptDraft)
    case note(AttemptNote)
}

@Suite("Untagged attempts undo what they recorded")
struct UntaggedRollBackTests {
    @Test("a failed case's defaults and used keys are not in the report of the case that fits")
    func failedCaseLeavesNoReport() throws {
        let json = #"[{"name": "a", "priority": "high", "color": "red", "extra": 1}, {"name": "b", "priority": "low", "approved": true}]"#
        let (items, report) = try JSONModelDecoder().decodeWithReport([AttemptItem].self, from: Data(json.utf8))
        #expect(items == [.note(AttemptNote(name: "a", color: "red")), .draft(AttemptDraft(name: "b", priority: 1, approved: true))])
        // The draft attempt on the first element defaulted `priority` and failed on `approved`:
        // only the second element's default is reported, and only `extra` is unused.
        #expect(report.entries(.defaultedValue).map(\.path.description) == ["[1].priority"])
        #expect(report.entries(.unusedKey).map(\.path.description) == ["[0].priority", "[0].extra"])
    }

    @Test("many failed attempts in one decode give back what they took")
    func manyAttempts() throws {
        let element = #"{"name": "n", "color": "c"}"#
        let json = "[" + Array(repeating: element, count: 2_000).joined(separator: ",") + "]"
        let items = try JSONModelDecoder().decode([AttemptItem].self, from: Data(json.utf8))
        #expect(items.count == 2_000)
        #expect(items.allSatisfy { $0 == .note(AttemptNote(name: "n", color: "c")) })
    }
}
