// libFuzzer target over JSONCoding, the Codable layer (see Fuzz/README.md).
//
// `Fuzz/run.sh coding` compiles Sources/JSONCore/**/*.swift into a module `JSONCore` of its own,
// then this file together with Sources/JSONCoding/**/*.swift against it, all with
// `-sanitize=fuzzer,address`; libFuzzer supplies `main` and calls `LLVMFuzzerTestOneInput` with
// each input. The harness uses JSONCoding's public API only.
//
// An input is three configuration bytes followed by the JSON document (see `FuzzConfiguration`):
// the first bytes choose the model type to decode and every decoder setting, so that the fuzzer
// reaches each setting and each combination; the rest is decoded as it is.
//
// Any thrown error is an acceptable outcome for bad input. Every check that fails calls
// `fatalError` with a message naming the property: the trap is how libFuzzer records a finding
// (it saves the input as Fuzz/.work/coding/artifacts/crash-<sha1>).
//
// Properties checked on every input:
//  1. Decoding never crashes, whatever the settings; every error it throws is a `DecodingError`
//     whose `explanation` and `String(describing:)` are not empty.
//  2. `decodeWithReport` agrees with `decode`: both decode an equal value, or both throw the
//     same error. The report's entries have text, and it lists only what the settings allow
//     (no coerced value under `.strict`, no skipped element under `.throw`, no unwrapped root
//     key under `.none`, no millisecond timestamp but under `.automatic` dates, no ambiguous
//     key but under `.fuzzy` keys).
//  3. A decoded value v encodes with `JSONModelEncoder()` exactly when JSON can hold it: the
//     encoder throws `EncodingError.invalidValue` if and only if v holds an infinite or NaN
//     Double/Float (JSON5's `Infinity`/`NaN`, or `nonConformingFloatDecodingStrategy`) or a
//     Date outside the years -999999...999999 (or a non-finite one). What it writes is strict
//     JSON, and `JSONModelDecoder()` decodes it to a value equal to v (Double and Float bit for
//     bit, NaN equal to NaN; dates exactly).
//  4. A v with infinite or NaN floats (and dates in range) round-trips through an encoder and
//     a decoder that write and read them as the strings "Infinity", "-Infinity", "NaN".
//  5. A v whose floats and dates are finite round-trips through
//     `JSONModelEncoder.foundationCompatible` (dates as seconds since 2001) and
//     `JSONModelDecoder.foundationCompatible`.
//  6. For `[Profile]`: a document that decodes whole decodes as a stream of elements
//     (`decodeElements`, chunks of 1, 3 and a third of its size) to the same profiles; one that
//     is JSON but fails whole on an element fails in the stream with the same explanation.
//  7. For `Node` and `[String: Node]`: a tree of nodes that keep their keyed containers, decoded
//     from a heap copy of the document that is freed (and its memory filled) right after,
//     reads through every kept container the name and weight it decoded; the address
//     sanitizer sees any read of the freed copy.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonCodingFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    CodingFuzz.run(data, size)
    return 0
}

// MARK: - Configuration

/// The settings one input chooses with its first three bytes.
///
/// byte 0: bits 0-2 the model type, bits 3-4 the key strategy, bits 5-7 the date strategy;
/// byte 1: bit 0 strict coercion, bits 1-2 the root key, bit 3 skip invalid elements,
///         bit 4 allowsJSON5, bits 5-6 the parse options, bit 7 decodeWithReport too;
/// byte 2: bit 0 start from `JSONModelDecoder.foundationCompatible`, bits 1-2 the data strategy,
///         bit 3 non-conforming floats from strings, bit 4 assumesTopLevelDictionary,
///         bits 5-6 the maximum depth, bit 7 a preprocessor.
struct FuzzConfiguration: CustomStringConvertible {
    static let byteCount = 3

    static let modelNames = ["Profile", "[Profile]", "[String: Node]", "Scalars", "Expr", "[Expr?]", "JSONValue", "Node"]
    static let keyNames = ["useDefaultKeys", "convertFromSnakeCase", "fuzzy", "custom"]
    static let dateNames = [
        "automatic", "iso8601", "secondsSince1970", "millisecondsSince1970", "deferredToDate",
        "format(dd.MM.yyyy)", "formatted(yyyy-MM-dd HH:mm:ss)", "custom",
    ]
    static let rootKeyNames = ["none", "automatic", "key(data)", "key(result)"]
    static let syntaxNames = ["foundationCompatible", "lenient", "strict", "json5"]
    static let dataNames = ["base64", "deferredToData", "custom", "base64"]
    static let depths = [64, 24, 8, 2]

    let model: Int
    let keys: Int
    let dates: Int
    let strictCoercion: Bool
    let rootKey: Int
    let skipsInvalidElements: Bool
    let json5: Bool
    let syntax: Int
    let report: Bool
    let foundationPreset: Bool
    let data: Int
    let floatStrings: Bool
    let topLevelDictionary: Bool
    let depth: Int
    let preprocessor: Bool

    init(_ bytes: [UInt8]) {
        let (b0, b1, b2) = (Int(bytes[0]), Int(bytes[1]), Int(bytes[2]))
        model = b0 & 7
        keys = (b0 >> 3) & 3
        dates = (b0 >> 5) & 7
        strictCoercion = b1 & 1 != 0
        rootKey = (b1 >> 1) & 3
        skipsInvalidElements = (b1 >> 3) & 1 != 0
        json5 = (b1 >> 4) & 1 != 0
        syntax = (b1 >> 5) & 3
        report = (b1 >> 7) & 1 != 0
        foundationPreset = b2 & 1 != 0
        data = (b2 >> 1) & 3
        floatStrings = (b2 >> 3) & 1 != 0
        topLevelDictionary = (b2 >> 4) & 1 != 0
        depth = Self.depths[(b2 >> 5) & 3]
        preprocessor = (b2 >> 7) & 1 != 0
    }

    var description: String {
        var parts = ["model \(Self.modelNames[model])"]
        if foundationPreset {
            parts.append("JSONModelDecoder.foundationCompatible")
            if keys < 2 { parts.append("keys \(Self.keyNames[keys])") }
            if (1...4).contains(dates) || dates == 6 || dates == 7 { parts.append("dates \(Self.dateNames[dates])") }
        } else {
            parts += [
                "keys \(Self.keyNames[keys])", "dates \(Self.dateNames[dates])",
                "valueCoercion \(strictCoercion ? "strict" : "lenient")", "rootKey \(Self.rootKeyNames[rootKey])",
                "invalidElementStrategy \(skipsInvalidElements ? "skip" : "throw")", "parseOptions \(Self.syntaxNames[syntax])",
            ]
        }
        parts += [
            "allowsJSON5 \(json5)", "data \(Self.dataNames[data])", "nonConformingFloats \(floatStrings ? "convertFromString" : "throw")",
            "assumesTopLevelDictionary \(topLevelDictionary)", "maximumDepth \(depth)", "preprocessor \(preprocessor)",
            report ? "decode + decodeWithReport" : "decode",
        ]
        return parts.joined(separator: ", ")
    }

    var keyStrategy: JSONModelDecoder.KeyDecodingStrategy {
        switch keys {
        case 0: return .useDefaultKeys
        case 1: return .convertFromSnakeCase
        case 2: return .fuzzy
        default: return .custom(FuzzStrategies.customKey)
        }
    }

    var dateStrategy: JSONModelDecoder.DateDecodingStrategy {
        switch dates {
        case 0: return .automatic
        case 1: return .iso8601
        case 2: return .secondsSince1970
        case 3: return .millisecondsSince1970
        case 4: return .deferredToDate
        case 5: return .format("dd.MM.yyyy")
        case 6: return .formatted(FuzzStrategies.formatter)
        default: return .custom(FuzzStrategies.customDate)
        }
    }

    var syntaxOptions: JSONParseOptions {
        switch syntax {
        case 0: return .foundationCompatible
        case 1: return .lenient
        case 2: return .strict
        default: return .json5
        }
    }

    func makeDecoder() -> JSONModelDecoder {
        let decoder: JSONModelDecoder
        if foundationPreset {
            // Foundation's own settings on top of the preset; the others keep the preset's.
            decoder = JSONModelDecoder.foundationCompatible
            if keys < 2 { decoder.keyDecodingStrategy = keyStrategy }
            if (1...4).contains(dates) || dates == 6 || dates == 7 { decoder.dateDecodingStrategy = dateStrategy }
        } else {
            decoder = JSONModelDecoder()
            decoder.keyDecodingStrategy = keyStrategy
            decoder.dateDecodingStrategy = dateStrategy
            decoder.valueCoercion = strictCoercion ? .strict : .lenient
            switch rootKey {
            case 0: decoder.rootKey = .none
            case 1: decoder.rootKey = .automatic
            case 2: decoder.rootKey = .key("data")
            default: decoder.rootKey = .key("result")
            }
            decoder.invalidElementStrategy = skipsInvalidElements ? .skip : .throw
            decoder.parseOptions = syntaxOptions
        }
        switch data {
        case 1: decoder.dataDecodingStrategy = .deferredToData
        case 2: decoder.dataDecodingStrategy = .custom(FuzzStrategies.customData)
        default: decoder.dataDecodingStrategy = .base64
        }
        if floatStrings { decoder.nonConformingFloatDecodingStrategy = FuzzStrategies.floatStrings }
        if json5 { decoder.allowsJSON5 = true }
        decoder.assumesTopLevelDictionary = topLevelDictionary
        // Keeps each input fast: the decoder refuses deeper input as a syntax error.
        decoder.parseOptions.maximumDepth = depth
        if preprocessor { decoder.preprocessor = FuzzStrategies.stripGuard }
        return decoder
    }
}

/// The functions behind the `.custom` strategies and the preprocessor.
enum FuzzStrategies {
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue; intValue = Int(stringValue) }
        init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
    }

    /// `x-user-name` → `userName`, `Kind` → `kind`: drops an `x-` prefix and every `-`, and
    /// lower-cases the first letter.
    static let customKey: @Sendable ([any CodingKey]) -> any CodingKey = { path in
        var text = Substring(path.last?.stringValue ?? "")
        if text.hasPrefix("x-") { text = text.dropFirst(2) }
        var result = String(text.filter { $0 != "-" })
        if let first = result.first, first.isUppercase {
            result = first.lowercased() + result.dropFirst()
        }
        return AnyKey(stringValue: result)
    }

    /// A number is days since 1970; the string "epoch" is 1970-01-01; anything else is an error.
    static let customDate: @Sendable (any Decoder) throws -> Date = { decoder in
        let container = try decoder.singleValueContainer()
        if let days = try? container.decode(Double.self) {
            return Date(timeIntervalSince1970: days * 86_400)
        }
        let text = try container.decode(String.self)
        guard text == "epoch" else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected days or \"epoch\", found \"\(text)\"")
        }
        return Date(timeIntervalSince1970: 0)
    }

    /// A string's UTF-8 bytes, or an array of bytes.
    static let customData: @Sendable (any Decoder) throws -> Data = { decoder in
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) { return Data(text.utf8) }
        return Data(try container.decode([UInt8].self))
    }

    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }()

    static let floatStrings = JSONModelDecoder.NonConformingFloatDecodingStrategy.convertFromString(
        positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")

    /// Drops an anti-XSSI guard line, `)]}'` and a line break, as some APIs send.
    static let stripGuard: @Sendable (inout [UInt8]) throws -> Void = { bytes in
        let guardLine = Array(")]}'\n".utf8)
        if bytes.starts(with: guardLine) { bytes.removeFirst(guardLine.count) }
    }
}

// MARK: - The checks

enum CodingFuzz {
    static func run(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        var settings = [UInt8](repeating: 0, count: FuzzConfiguration.byteCount)
        if let data {
            for index in 0 ..< min(size, FuzzConfiguration.byteCount) { settings[index] = data[index] }
        }
        let configuration = FuzzConfiguration(settings)
        // The document in libFuzzer's own buffer (no copy, unless `Data` keeps a small one
        // inline), so that the address sanitizer catches a read past its end.
        let count = size - FuzzConfiguration.byteCount
        let document: Data
        if let data, count > 0 {
            document = Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: data + FuzzConfiguration.byteCount), count: count,
                deallocator: .none)
        } else {
            document = Data()
        }
        let check = Check(configuration: configuration, document: document)
        switch configuration.model {
        case 0: check.run(Profile.self)
        case 1:
            check.run([Profile].self)
            check.runStream()
        case 2:
            check.run([String: Node].self)
            check.runKept(inDictionary: true)
        case 3: check.run(Scalars.self)
        case 4: check.run(Expr.self)
        case 5: check.run([Expr?].self)
        case 6: check.run(JSONValue.self)
        default:
            check.run(Node.self)
            check.runKept(inDictionary: false)
        }
    }
}

struct Check {
    let configuration: FuzzConfiguration
    let document: Data

    /// `FUZZ_VERBOSE=1` prints each input's configuration and what it decoded to (or the error),
    /// for reading what a seed or a saved input does.
    static let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

    func log(_ text: @autoclosure () -> String) {
        if Self.verbose { FileHandle.standardError.write(Data((text() + "\n").utf8)) }
    }

    /// 6. A document that decodes whole as `[Profile]` decodes element by element, in chunks
    /// of 1, 3 and a third of its size, to the same profiles; one that fails whole on an
    /// element (and is JSON) fails in the stream on the same element with the same explanation.
    func runStream() {
        // The stream reads the array itself: no root key, preprocessor or added braces, and
        // JSON between the elements (no comments), in UTF-8.
        guard configuration.rootKey == 0 || configuration.foundationPreset, !configuration.preprocessor,
            !configuration.topLevelDictionary, !configuration.json5, configuration.syntax != 1 && configuration.syntax != 3,
            document.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "[")
        else { return }
        let decoder = configuration.makeDecoder()
        let whole: Result<[Profile], any Error> = Result { try decoder.decode([Profile].self, from: document) }
        let bytes = Array(document)
        for size in [1, 3, bytes.count / 3 + 1] {
            let chunks = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0 ..< min($0 + size, bytes.count)]) }
            var streamed: [Profile] = []
            let outcome = Result { try decoder.decodeElements(of: Profile.self, from: chunks) { streamed.append($0) } }
            switch (whole, outcome) {
            case (.success(let profiles), .success):
                guard streamed.same(as: profiles) else {
                    violated("a stream in chunks of \(size) decodes other profiles than the whole array", configuration.description)
                }
            case (.success, .failure(let error)):
                violated("an array that decodes whole fails as a stream in chunks of \(size): \(error)", configuration.description)
            case (.failure(let wholeError as DecodingError), .failure(let streamError as DecodingError)):
                if case .dataCorrupted(let context) = wholeError, context.underlyingError is JSONSyntaxError { continue }
                guard wholeError.explanation == streamError.explanation else {
                    violated("a stream in chunks of \(size) fails otherwise than the whole array",
                        "whole: \(wholeError.explanation); stream: \(streamError.explanation); \(configuration.description)")
                }
            default:
                continue
            }
        }
    }

    /// 7. Nodes that keep their containers read through them, after the decode, what they
    /// decoded, though the bytes they were decoded from are freed.
    func runKept(inDictionary: Bool) {
        let decoder = configuration.makeDecoder()
        var kept: [KeptNode] = []
        do {
            // On the heap, freed at the end of this scope.
            let bytes = Array(document)
            if inDictionary {
                kept = (try? decoder.decode([String: KeptNode].self, from: bytes)).map { Array($0.values) } ?? []
            } else {
                kept = (try? decoder.decode(KeptNode.self, from: bytes)).map { [$0] } ?? []
            }
        }
        // Allocations of the same size take the freed memory, with other bytes in it.
        let filler = [UInt8](repeating: UInt8(ascii: "#"), count: document.count)
        withExtendedLifetime(filler) {}
        for node in kept { node.checkKeptContainers(self) }
    }

    func run<T: FuzzModel>(_ type: T.Type) {
        let decoder = configuration.makeDecoder()
        let outcome: Result<T, any Error>
        do {
            outcome = .success(try decoder.decode(T.self, from: document))
        } catch {
            log("configuration: \(configuration)\n  error: \(error)")
            checkDecodingError(error, "decode")
            outcome = .failure(error)
        }

        // 2. decodeWithReport agrees with decode.
        if configuration.report {
            do {
                let (reported, report) = try decoder.decodeWithReport(T.self, from: Array(document))
                checkReport(report, decoder)
                switch outcome {
                case .success(let value):
                    guard reported.same(as: value) else {
                        violated("decodeWithReport and decode decode different values",
                            "decode: \(excerpt(value)); decodeWithReport: \(excerpt(reported))")
                    }
                case .failure(let error):
                    violated("decodeWithReport decodes what decode refuses",
                        "decode error: \(error); decodeWithReport value: \(excerpt(reported))")
                }
            } catch {
                checkDecodingError(error, "decodeWithReport")
                switch outcome {
                case .success(let value):
                    violated("decodeWithReport refuses what decode decodes", "error: \(error); decode value: \(excerpt(value))")
                case .failure(let plainError):
                    guard String(describing: error) == String(describing: plainError) else {
                        violated("decodeWithReport and decode throw different errors",
                            "decode: \(plainError)\n  decodeWithReport: \(error)")
                    }
                }
            }
        }

        if case .success(let value) = outcome {
            log("configuration: \(configuration)\n  value: \(describe(value))")
            checkRoundTrips(value)
        }
    }

    // MARK: 1. Errors

    func checkDecodingError(_ error: any Error, _ what: String) {
        let text = String(describing: error)
        guard !text.isEmpty else { violated("String(describing:) of a \(what) error is empty", "\(type(of: error))") }
        guard let decodingError = error as? DecodingError else {
            violated("\(what) threw an error that is not a DecodingError", "\(type(of: error)): \(text)")
        }
        guard !decodingError.explanation.isEmpty else {
            violated("DecodingError.explanation of a \(what) error is empty", text)
        }
    }

    // MARK: 2. The report

    func checkReport(_ report: JSONDecodingReport, _ decoder: JSONModelDecoder) {
        let text = String(describing: report)
        guard text.isEmpty == report.isEmpty else {
            violated("a report's description is empty exactly when it has no entries, but not here",
                "\(report.entries.count) entries, description \(excerpt(text))")
        }
        for entry in report.entries {
            guard !entry.message.isEmpty, !entry.description.isEmpty else {
                violated("a report entry has no text", "kind \(entry.kind.rawValue), path \(entry.path)")
            }
        }
        func refuse(_ kind: JSONDecodingReport.Entry.Kind, under setting: String) {
            if let entry = report.entries(kind).first {
                violated("the report lists a \(kind.rawValue) that \(setting) does not allow", entry.description)
            }
        }
        if case .strict = decoder.valueCoercion { refuse(.coercedValue, under: "valueCoercion .strict") }
        if case .throw = decoder.invalidElementStrategy { refuse(.skippedElement, under: "invalidElementStrategy .throw") }
        if decoder.rootKey == JSONModelDecoder.RootKey.none { refuse(.unwrappedRootKey, under: "rootKey .none") }
        if case .automatic = decoder.dateDecodingStrategy {} else {
            refuse(.millisecondTimestamp, under: "a date strategy other than .automatic")
        }
        if case .fuzzy = decoder.keyDecodingStrategy {} else {
            refuse(.ambiguousKey, under: "a key strategy other than .fuzzy")
        }
    }

    // MARK: 3-5. Round trips

    func checkRoundTrips<T: FuzzModel>(_ value: T) {
        var contents = Contents()
        value.scan(into: &contents)

        // 3. The default encoder, read back by the default decoder.
        let unwritable = contents.nonFiniteFloat || contents.unwritableDate
        let encoded: Data
        do {
            encoded = try JSONModelEncoder().encode(value)
        } catch {
            checkEncodingError(error, "JSONModelEncoder()")
            guard unwritable else {
                violated("JSONModelEncoder() refuses a value JSON can hold", "error: \(error)\n  value: \(excerpt(value))")
            }
            // 4. Infinity and NaN as strings.
            if !contents.unwritableDate { roundTripWithFloatStrings(value) }
            return
        }
        guard !unwritable else {
            violated("JSONModelEncoder() encodes a value JSON cannot hold without an error",
                "\(contents); written: \(excerpt(encoded)); value: \(excerpt(value))")
        }
        checkStrictJSON(encoded, writtenBy: "JSONModelEncoder()", value)
        readBack(value, encoded, with: JSONModelDecoder(), "JSONModelEncoder() → JSONModelDecoder()")

        // 5. Foundation's formats: dates as seconds since 2001.
        if !contents.nonFiniteDate {
            let foundationEncoded: Data
            do {
                foundationEncoded = try JSONModelEncoder.foundationCompatible.encode(value)
            } catch {
                violated("JSONModelEncoder.foundationCompatible refuses a value with finite floats and dates",
                    "error: \(error)\n  value: \(excerpt(value))")
            }
            checkStrictJSON(foundationEncoded, writtenBy: "JSONModelEncoder.foundationCompatible", value)
            readBack(value, foundationEncoded, with: JSONModelDecoder.foundationCompatible,
                "JSONModelEncoder.foundationCompatible → JSONModelDecoder.foundationCompatible")
        }
    }

    func roundTripWithFloatStrings<T: FuzzModel>(_ value: T) {
        let encoder = JSONModelEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        let encoded: Data
        do {
            encoded = try encoder.encode(value)
        } catch {
            violated("an encoder with .convertToString refuses a value whose dates JSON can hold",
                "error: \(error)\n  value: \(excerpt(value))")
        }
        checkStrictJSON(encoded, writtenBy: "an encoder with .convertToString", value)
        let decoder = JSONModelDecoder()
        decoder.nonConformingFloatDecodingStrategy = FuzzStrategies.floatStrings
        readBack(value, encoded, with: decoder, ".convertToString encoder → .convertFromString decoder")
    }

    func readBack<T: FuzzModel>(_ value: T, _ encoded: Data, with decoder: JSONModelDecoder, _ what: String) {
        let decoded: T
        do {
            decoded = try decoder.decode(T.self, from: encoded)
        } catch {
            checkDecodingError(error, "read-back")
            violated("\(what): cannot read back what was written",
                "error: \(error)\n  written: \(excerpt(encoded))\n  value: \(excerpt(value))")
        }
        guard decoded.same(as: value) else {
            violated("\(what): the value read back differs",
                "written: \(excerpt(encoded))\n  value: \(excerpt(value))\n  read back: \(excerpt(decoded))")
        }
    }

    func checkEncodingError(_ error: any Error, _ what: String) {
        let text = String(describing: error)
        guard !text.isEmpty else { violated("String(describing:) of a \(what) error is empty", "\(type(of: error))") }
        guard let encodingError = error as? EncodingError, case .invalidValue = encodingError else {
            violated("\(what) threw an error that is not EncodingError.invalidValue", "\(type(of: error)): \(text)")
        }
    }

    func checkStrictJSON<T>(_ bytes: Data, writtenBy what: String, _ value: T) {
        do {
            _ = try JSONValue(parsing: Array(bytes), options: .strict)
        } catch {
            violated("\(what) writes text that is not strict JSON",
                "error: \(error)\n  written: \(excerpt(bytes))\n  value: \(excerpt(value))")
        }
    }

    // MARK: Reporting

    func violated(_ property: String, _ detail: String = "") -> Never {
        fatalError(
            "JSONCoding fuzz property violated: \(property)\(detail.isEmpty ? "" : "\n  ")\(detail)"
                + "\n  configuration: \(configuration)\n  document: \(excerpt(document))")
    }

    static let excerptLimit = 400

    func excerpt(_ bytes: Data) -> String { excerpt(String(decoding: bytes, as: UTF8.self)) }

    func excerpt<T>(_ value: T) -> String { excerpt(describe(value)) }

    /// `value` as text, like `String(describing:)` but with dates as their interval since 2001:
    /// Foundation's `Date.description` traps for a NaN date, which would hide the report.
    func describe(_ value: Any, depth: Int = 0) -> String {
        if let date = value as? Date { return "Date(\(date.timeIntervalSinceReferenceDate) s since 2001)" }
        let mirror = Mirror(reflecting: value)
        let container: Bool
        switch mirror.displayStyle {
        case .optional, .collection, .dictionary, .tuple: container = true
        default: container = value is any CompositeFuzzModel
        }
        guard container, !mirror.children.isEmpty, depth < 100 else { return String(describing: value) }
        let children = mirror.children.map { child in
            (child.label.map { "\($0): " } ?? "") + describe(child.value, depth: depth + 1)
        }
        switch mirror.displayStyle {
        case .optional: return children.joined()
        case .collection: return "[" + children.joined(separator: ", ") + "]"
        case .dictionary: return "[" + children.joined(separator: ", ") + "]"
        default: return "\(type(of: value))(" + children.joined(separator: ", ") + ")"
        }
    }

    func excerpt(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let shown = scalars.count <= Self.excerptLimit
            ? text : String(String.UnicodeScalarView(scalars.prefix(Self.excerptLimit))) + "… (\(text.utf8.count) bytes)"
        return shown.debugDescription
    }
}

// MARK: - What a value holds

/// What a decoded value holds that JSON cannot: found by walking the value, independently of the
/// encoder.
struct Contents: CustomStringConvertible {
    /// An infinite or NaN Double or Float (or a NaN Decimal).
    var nonFiniteFloat = false
    /// A Date outside the years -999999...999999, infinite or NaN: no ISO 8601 text for it.
    var unwritableDate = false
    /// A Date whose interval is infinite or NaN: no number for it either.
    var nonFiniteDate = false

    /// The first and the last second of the years -999999 to 999999 in the proleptic Gregorian
    /// calendar, in seconds since 1970.
    static let firstWritableSecond = Double(daysFrom1970(year: -999_999, month: 1, day: 1) * 86_400)
    static let endOfWritableSeconds = Double(daysFrom1970(year: 1_000_000, month: 1, day: 1) * 86_400)

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// days_from_civil).
    static func daysFrom1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    mutating func add(_ date: Date) {
        let seconds = date.timeIntervalSince1970
        if !date.timeIntervalSinceReferenceDate.isFinite || !seconds.isFinite {
            nonFiniteDate = true
            unwritableDate = true
        } else if !(Self.firstWritableSecond ..< Self.endOfWritableSeconds).contains(seconds.rounded(.down)) {
            unwritableDate = true
        }
    }

    var description: String {
        "non-finite float: \(nonFiniteFloat), unwritable date: \(unwritableDate), non-finite date: \(nonFiniteDate)"
    }
}

// MARK: - Models

/// A Codable model the fuzzer decodes: it compares (NaN equal to NaN, floats bit for bit) and
/// says what it holds that JSON cannot.
protocol FuzzModel: Codable {
    func same(as other: Self) -> Bool
    func scan(into contents: inout Contents)
}

/// One of the target's own structs and enums, which `Check.describe` describes member by member.
protocol CompositeFuzzModel {}
extension Profile: CompositeFuzzModel {}
extension Scalars: CompositeFuzzModel {}
extension Node: CompositeFuzzModel {}
extension Expr: CompositeFuzzModel {}
extension Point: CompositeFuzzModel {}

/// Compares fields one by one.
struct Sameness {
    private(set) var equal = true
    mutating func add<V: FuzzModel>(_ a: V, _ b: V) { if equal { equal = a.same(as: b) } }
}

/// A model compared with `==` that holds nothing JSON cannot.
protocol PlainFuzzModel: FuzzModel, Equatable {}
extension PlainFuzzModel {
    func same(as other: Self) -> Bool { self == other }
    func scan(into contents: inout Contents) {}
}

extension Int: PlainFuzzModel {}
extension Int8: PlainFuzzModel {}
extension UInt64: PlainFuzzModel {}
extension Int128: PlainFuzzModel {}
extension UInt128: PlainFuzzModel {}
extension UInt8: PlainFuzzModel {}
extension Bool: PlainFuzzModel {}
extension String: PlainFuzzModel {}
extension URL: PlainFuzzModel {}
extension Data: PlainFuzzModel {}
extension JSONValue: PlainFuzzModel {}

extension Double: FuzzModel {
    func same(as other: Double) -> Bool { bitPattern == other.bitPattern || (isNaN && other.isNaN) }
    func scan(into contents: inout Contents) { if !isFinite { contents.nonFiniteFloat = true } }
}

extension Float: FuzzModel {
    func same(as other: Float) -> Bool { bitPattern == other.bitPattern || (isNaN && other.isNaN) }
    func scan(into contents: inout Contents) { if !isFinite { contents.nonFiniteFloat = true } }
}

extension Decimal: FuzzModel {
    func same(as other: Decimal) -> Bool { self == other || (isNaN && other.isNaN) }
    func scan(into contents: inout Contents) { if isNaN { contents.nonFiniteFloat = true } }
}

extension Date: FuzzModel {
    /// Exactly: the default encoder writes dates as ISO 8601 text that reads back exactly. A
    /// NaN interval (`"NaN"` read with `convertFromString`) is the same as another NaN, as for
    /// Double.
    func same(as other: Date) -> Bool {
        self == other || (timeIntervalSinceReferenceDate.isNaN && other.timeIntervalSinceReferenceDate.isNaN)
    }
    func scan(into contents: inout Contents) { contents.add(self) }
}

extension Optional: FuzzModel where Wrapped: FuzzModel {
    func same(as other: Wrapped?) -> Bool {
        switch (self, other) {
        case (nil, nil): return true
        case (let a?, let b?): return a.same(as: b)
        default: return false
        }
    }
    func scan(into contents: inout Contents) { self?.scan(into: &contents) }
}

extension Array: FuzzModel where Element: FuzzModel {
    func same(as other: [Element]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.same(as: $1) }
    }
    func scan(into contents: inout Contents) { for element in self { element.scan(into: &contents) } }
}

extension Dictionary: FuzzModel where Key: Codable, Value: FuzzModel {
    func same(as other: [Key: Value]) -> Bool {
        count == other.count && allSatisfy { key, value in other[key].map { value.same(as: $0) } ?? false }
    }
    func scan(into contents: inout Contents) { for value in values { value.scan(into: &contents) } }
}

enum Kind: String, PlainFuzzModel {
    case admin, member
    case guestUser = "guest_user"
}

enum Level: Int, PlainFuzzModel {
    case low = 1, high = 2
}

/// A single-value container tried several ways: a string, else a number, else a bool.
struct Tag: FuzzModel, Equatable {
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            text = ""
        } else if let string = try? container.decode(String.self) {
            text = string
        } else if let number = try? container.decode(Int.self) {
            text = "#\(number)"
        } else if let flag = try? container.decode(Bool.self) {
            text = flag ? "yes" : "no"
        } else {
            text = try container.decode(String.self)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    func same(as other: Tag) -> Bool { self == other }
    func scan(into contents: inout Contents) {}
}

/// An unkeyed container read by hand: `[x, y]` or `[x, y, z]`, where `z` may be `null`.
struct Point: FuzzModel {
    var x: Double
    var y: Double
    var z: Float?

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        x = try container.decode(Double.self)
        y = try container.decode(Double.self)
        z = nil
        if !container.isAtEnd, try !container.decodeNil() {
            z = try container.decode(Float.self)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
        if let z { try container.encode(z) }
    }

    func same(as other: Point) -> Bool {
        var sameness = Sameness()
        sameness.add(x, other.x)
        sameness.add(y, other.y)
        sameness.add(z, other.z)
        return sameness.equal
    }

    func scan(into contents: inout Contents) {
        x.scan(into: &contents)
        y.scan(into: &contents)
        z.scan(into: &contents)
    }
}

/// A recursive struct, with one key spelled in snake_case.
struct Node: FuzzModel {
    var name: String
    var weight: Double?
    var tags: [Tag]?
    var children: [Node]?
    var attributes: [String: JSONValue]?

    enum CodingKeys: String, CodingKey {
        case name, weight, tags
        case children = "child_nodes"
        case attributes
    }

    func same(as other: Node) -> Bool {
        var sameness = Sameness()
        sameness.add(name, other.name)
        sameness.add(weight, other.weight)
        sameness.add(tags, other.tags)
        sameness.add(children, other.children)
        sameness.add(attributes, other.attributes)
        return sameness.equal
    }

    func scan(into contents: inout Contents) {
        weight.scan(into: &contents)
        children.scan(into: &contents)
    }
}

/// `Node`'s name, weight and children, read by hand from a keyed container that each node keeps.
final class KeptNode: Decodable {
    let name: String
    let weight: Double?
    let children: [KeptNode]?
    let container: KeyedDecodingContainer<Node.CodingKeys>

    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: Node.CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        weight = try container.decodeIfPresent(Double.self, forKey: .weight)
        children = try container.decodeIfPresent([KeptNode].self, forKey: .children)
    }

    /// Reads the name and weight again through the kept container, and the children's.
    func checkKeptContainers(_ check: Check) {
        let name = try? container.decode(String.self, forKey: .name)
        guard name == self.name else {
            check.violated("a kept container reads another name after the decode", "\(String(describing: name)) for \(self.name)")
        }
        let weight: Double?
        do {
            weight = try container.decodeIfPresent(Double.self, forKey: .weight)
        } catch {
            check.violated("a kept container cannot read the weight it read in the decode", "\(error)")
        }
        guard weight.same(as: self.weight) else {
            check.violated("a kept container reads another weight after the decode", "\(String(describing: weight)) for \(String(describing: self.weight))")
        }
        _ = container.allKeys
        _ = container.codingPath
        for child in children ?? [] { child.checkKeptContainers(check) }
    }
}

/// An indirect enum with associated values: synthesized Codable, which reads a one-key object
/// through `allKeys` and nested containers (`{"sum": {"_0": [...]}}`).
indirect enum Expr: FuzzModel {
    case number(Double)
    case variable(name: String)
    case sum([Expr])
    case product(Expr, Expr)
    case negate(Expr)
    case empty

    func same(as other: Expr) -> Bool {
        switch (self, other) {
        case (.number(let a), .number(let b)): return a.same(as: b)
        case (.variable(let a), .variable(let b)): return a == b
        case (.sum(let a), .sum(let b)): return a.same(as: b)
        case (.product(let a1, let a2), .product(let b1, let b2)): return a1.same(as: b1) && a2.same(as: b2)
        case (.negate(let a), .negate(let b)): return a.same(as: b)
        case (.empty, .empty): return true
        default: return false
        }
    }

    func scan(into contents: inout Contents) {
        switch self {
        case .number(let value): value.scan(into: &contents)
        case .sum(let terms): terms.scan(into: &contents)
        case .product(let a, let b): a.scan(into: &contents); b.scan(into: &contents)
        case .negate(let a): a.scan(into: &contents)
        case .variable, .empty: break
        }
    }
}

/// Every scalar type the decoder treats on its own, all optional.
struct Scalars: FuzzModel {
    var int: Int?
    var int8: Int8?
    var uint64: UInt64?
    var int128: Int128?
    var uint128: UInt128?
    var double: Double?
    var float: Float?
    var bool: Bool?
    var string: String?
    var decimal: Decimal?
    var url: URL?
    var data: Data?
    var date: Date?
    var json: JSONValue?
    var ints: [Int]?
    var bytes: [UInt8]?
    var doubles: [Double]?
    var floats: [Float]?
    var dates: [Date]?
    var decimals: [Decimal]?
    var names: [String: String]?
    var byID: [Int: String]?
    var point: Point?

    func same(as other: Scalars) -> Bool {
        var sameness = Sameness()
        sameness.add(int, other.int)
        sameness.add(int8, other.int8)
        sameness.add(uint64, other.uint64)
        sameness.add(int128, other.int128)
        sameness.add(uint128, other.uint128)
        sameness.add(double, other.double)
        sameness.add(float, other.float)
        sameness.add(bool, other.bool)
        sameness.add(string, other.string)
        sameness.add(decimal, other.decimal)
        sameness.add(url, other.url)
        sameness.add(data, other.data)
        sameness.add(date, other.date)
        sameness.add(json, other.json)
        sameness.add(ints, other.ints)
        sameness.add(bytes, other.bytes)
        sameness.add(doubles, other.doubles)
        sameness.add(floats, other.floats)
        sameness.add(dates, other.dates)
        sameness.add(decimals, other.decimals)
        sameness.add(names, other.names)
        sameness.add(byID, other.byID)
        sameness.add(point, other.point)
        return sameness.equal
    }

    func scan(into contents: inout Contents) {
        double.scan(into: &contents)
        float.scan(into: &contents)
        decimal.scan(into: &contents)
        date.scan(into: &contents)
        doubles.scan(into: &contents)
        floats.scan(into: &contents)
        dates.scan(into: &contents)
        decimals.scan(into: &contents)
        point.scan(into: &contents)
    }
}

/// A model shaped like an API's: required and optional members, camelCase names that
/// snake_case and fuzzy keys map to, nested models, a recursive array of itself.
struct Profile: FuzzModel {
    var id: Int
    var userName: String
    var score: Double?
    var ratio: Float?
    var isActive: Bool?
    var createdAt: Date?
    var homePageURL: URL?
    var avatar: Data?
    var balance: Decimal?
    var kind: Kind?
    var level: Level?
    var tags: [Tag]?
    var counts: [String: Int]?
    var location: Point?
    var scalars: Scalars?
    var tree: Node?
    var formula: Expr?
    var extra: JSONValue?
    var friends: [Profile]?

    func same(as other: Profile) -> Bool {
        var sameness = Sameness()
        sameness.add(id, other.id)
        sameness.add(userName, other.userName)
        sameness.add(score, other.score)
        sameness.add(ratio, other.ratio)
        sameness.add(isActive, other.isActive)
        sameness.add(createdAt, other.createdAt)
        sameness.add(homePageURL, other.homePageURL)
        sameness.add(avatar, other.avatar)
        sameness.add(balance, other.balance)
        sameness.add(kind, other.kind)
        sameness.add(level, other.level)
        sameness.add(tags, other.tags)
        sameness.add(counts, other.counts)
        sameness.add(location, other.location)
        sameness.add(scalars, other.scalars)
        sameness.add(tree, other.tree)
        sameness.add(formula, other.formula)
        sameness.add(extra, other.extra)
        sameness.add(friends, other.friends)
        return sameness.equal
    }

    func scan(into contents: inout Contents) {
        score.scan(into: &contents)
        ratio.scan(into: &contents)
        createdAt.scan(into: &contents)
        balance.scan(into: &contents)
        location.scan(into: &contents)
        scalars.scan(into: &contents)
        tree.scan(into: &contents)
        formula.scan(into: &contents)
        friends.scan(into: &contents)
    }
}
