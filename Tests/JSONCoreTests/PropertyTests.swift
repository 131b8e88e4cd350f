import PropertyBased
import Testing

@testable import JSONCore

/// Random JSON values: Unicode strings (control characters, astral planes, combining marks),
/// extreme numbers, deep nesting, duplicate-free objects of every size.
enum RandomJSON {
    static let value = Generator<JSONValue, Shrink.None<JSONValue>> { rng in
        // A node budget keeps trees bounded: with containers this likely and this wide, an
        // unbounded tree would grow without limit.
        var budget = Int.random(in: 1 ... 400, using: &rng)
        return makeValue(&rng, depth: 0, maximumDepth: Int.random(in: 1 ... 12, using: &rng), budget: &budget)
    }

    static let deepValue = Generator<JSONValue, Shrink.None<JSONValue>> { rng in
        var value: JSONValue = makeScalar(&rng)
        for _ in 0 ..< Int.random(in: 100 ... 500, using: &rng) {
            value = Bool.random(using: &rng) ? [value] : ["k": value]
        }
        return value
    }

    static func makeValue(
        _ rng: inout any SeededRandomNumberGenerator, depth: Int, maximumDepth: Int, budget: inout Int
    ) -> JSONValue {
        budget -= 1
        guard budget > 0, depth < maximumDepth, Int.random(in: 0 ..< 3, using: &rng) != 0 else {
            return makeScalar(&rng)
        }
        if Bool.random(using: &rng) {
            var elements: [JSONValue] = []
            for _ in 0 ..< Int.random(in: 0 ... 8, using: &rng) where budget > 0 {
                elements.append(makeValue(&rng, depth: depth + 1, maximumDepth: maximumDepth, budget: &budget))
            }
            return .array(elements)
        }
        // Objects above JSONObject's index threshold as well as small ones.
        var object = JSONObject()
        for _ in 0 ..< Int.random(in: 0 ... (Bool.random(using: &rng) ? 6 : 80), using: &rng) where budget > 0 {
            object[makeString(&rng)] = makeValue(&rng, depth: depth + 1, maximumDepth: maximumDepth, budget: &budget)
        }
        return .object(object)
    }

    static func makeScalar(_ rng: inout any SeededRandomNumberGenerator) -> JSONValue {
        switch Int.random(in: 0 ..< 6, using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2, 3: return .number(makeNumber(&rng))
        default: return .string(makeString(&rng))
        }
    }

    static func makeNumber(_ rng: inout any SeededRandomNumberGenerator) -> JSONNumber {
        switch Int.random(in: 0 ..< 8, using: &rng) {
        case 0: return JSONNumber([Int64.min, Int64.max, 0, -1, 1].randomElement(using: &rng) ?? 0)
        case 1: return JSONNumber(UInt64.random(in: UInt64(Int64.max) ... UInt64.max, using: &rng))
        case 2: return JSONNumber(Int64.random(in: Int64.min ... Int64.max, using: &rng))
        case 3:
            // Any finite Double, from its bits: subnormals, huge and tiny exponents, -0.0.
            while true {
                if let number = JSONNumber(Double(bitPattern: UInt64.random(in: 0 ... UInt64.max, using: &rng))) {
                    return number
                }
            }
        case 4:
            let extremes: [Double] = [1.7976931348623157e308, .leastNonzeroMagnitude, -0.0, 0.1, 2.2250738585072014e-308, -1e-300]
            return JSONNumber(extremes.randomElement(using: &rng) ?? 0) ?? 0
        case 5:
            // Decimal text beyond Double and Int64: long digits, big exponents.
            let digits = (0 ..< Int.random(in: 1 ... 60, using: &rng)).map { _ in String(Int.random(in: 0 ... 9, using: &rng)) }
            var text = (Bool.random(using: &rng) ? "-" : "") + "1" + digits.joined()
            if Bool.random(using: &rng) { text += "." + digits.reversed().joined() }
            if Bool.random(using: &rng) { text += "e" + String(Int.random(in: -999 ... 999, using: &rng)) }
            return JSONNumber(text: text) ?? 0
        default:
            return JSONNumber(Double(Int.random(in: -1_000_000 ... 1_000_000, using: &rng)) / 1000) ?? 0
        }
    }

    static func makeString(_ rng: inout any SeededRandomNumberGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0 ..< Int.random(in: 0 ... 20, using: &rng) {
            let value: UInt32
            switch Int.random(in: 0 ..< 6, using: &rng) {
            case 0: value = UInt32.random(in: 0 ... 0x1F, using: &rng)  // control characters
            case 1: value = [0x22, 0x5C, 0x2F, 0x7F].randomElement(using: &rng) ?? 0x22  // " \ / DEL
            case 2: value = UInt32.random(in: 0x80 ... 0xD7FF, using: &rng)
            case 3: value = UInt32.random(in: 0xE000 ... 0x10FFFF, using: &rng)
            default: value = UInt32.random(in: 0x20 ... 0x7E, using: &rng)
            }
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}

@Suite("Property-based round trips")
struct PropertyTests {
    static let writeOptions: [JSONWriteOptions] = [
        .compact, .pretty, JSONWriteOptions(indentation: .tabs, sortsKeys: true),
        JSONWriteOptions(escapesSlashes: true, escapesNonASCII: true),
    ]

    @Test("parse(write(v)) == v for random values and every writing style")
    func roundTrip() async {
        await propertyCheck(count: 300, input: RandomJSON.value) { value in
            for options in Self.writeOptions {
                let text = value.jsonString(options: options)
                let parsed = try? JSONValue(parsing: text)
                #expect(parsed == value, "\(text)")
                // Writing is stable: the re-parsed value writes the same text.
                #expect(parsed?.jsonString(options: options) == text)
            }
        }
    }

    @Test("deep random nesting round-trips", .timeLimit(.minutes(1)))
    func deepRoundTrip() async {
        await propertyCheck(count: 30, input: RandomJSON.deepValue) { value in
            let text = value.jsonString()
            #expect((try? JSONValue(parsing: text, options: JSONParseOptions(maximumDepth: 600))) == value)
        }
    }

    @Test("lenient parsing reads every strict document identically")
    func lenientAgrees() async {
        await propertyCheck(count: 200, input: RandomJSON.value) { value in
            let text = value.jsonString(options: .pretty)
            let lenient = try? JSONValue(parsing: text, options: .lenient)
            #expect(lenient != nil)
            #expect(lenient == (try? JSONValue(parsing: text)))
        }
    }

    /// Validation scans without a tape; parsing records one. Random documents and random
    /// mutations of them (a byte replaced, removed or inserted; the document cut short) must get
    /// the same verdict from both, and for a bad one the same error, offset, line and column, in
    /// each dialect.
    @Test("validation without a tape agrees with the tape scan on random and mutated documents",
          arguments: [("strict", JSONParseOptions.strict), ("lenient", .lenient), ("JSON5", .json5)])
    func validationAgreesWithScan(dialect: String, options: JSONParseOptions) async {
        let mutated = Generator<[UInt8], Shrink.None<[UInt8]>> { rng in
            var budget = Int.random(in: 1 ... 60, using: &rng)
            let value = RandomJSON.makeValue(&rng, depth: 0, maximumDepth: 6, budget: &budget)
            let style = Self.writeOptions[Int.random(in: 0 ..< Self.writeOptions.count, using: &rng)]
            var bytes = value.jsonBytes(options: style)
            // Bytes that matter to the grammar, and a few that are never valid anywhere.
            // Comments, single quotes, hexadecimal and JSON5's words for the lenient dialects.
            let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn/u*'xXINy_$"#.utf8) + [0x00, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x7F, 0x80, 0xC2, 0xA0, 0xC3, 0xE2, 0xED, 0xF0, 0xFF]
            for _ in 0 ..< Int.random(in: 0 ... 3, using: &rng) where !bytes.isEmpty {
                let at = Int.random(in: 0 ..< bytes.count, using: &rng)
                switch Int.random(in: 0 ..< 4, using: &rng) {
                case 0: bytes[at] = alphabet[Int.random(in: 0 ..< alphabet.count, using: &rng)]
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(alphabet[Int.random(in: 0 ..< alphabet.count, using: &rng)], at: at)
                default: bytes.removeLast(bytes.count - at)
                }
            }
            return bytes
        }
        var rejected = 0
        await propertyCheck(count: 3000, input: mutated) { bytes in
            let scanError = bytes.withUnsafeBytes { buffer -> JSONSyntaxError? in
                do throws(JSONSyntaxError) {
                    _ = try scanJSON(buffer, options: options)
                    return nil
                } catch {
                    return error
                }
            }
            // The scan under `JSONValue.validate`, without its detection of UTF-16 and UTF-32,
            // which the lenient options turn on and `scanJSON` leaves to its callers.
            let validateError = bytes.withUnsafeBytes { buffer -> JSONSyntaxError? in
                do throws(JSONSyntaxError) {
                    try validateJSON(buffer, options: options)
                    return nil
                } catch {
                    return error
                }
            }
            if let scanError {
                rejected += 1
                let error = validateError
                #expect(error == scanError, "\(dialect): \(String(decoding: bytes, as: UTF8.self))")
                #expect(error?.offset == scanError.offset)
                #expect(error?.line == scanError.line && error?.column == scanError.column)
            } else {
                #expect(validateError == nil, "\(dialect): validate rejects \(String(decoding: bytes, as: UTF8.self))")
            }
        }
        // Most mutations break the document, some do not: both verdicts are exercised.
        #expect(rejected > 300 && rejected < 2900, "\(dialect): \(rejected) rejected")
    }

    @Test("every random Double's written form reads back to the same bits")
    func doubleText() async {
        await propertyCheck(count: 2000, input: Gen.uint64()) { bits in
            let double = Double(bitPattern: bits)
            guard let number = JSONNumber(double) else { return }
            let parsed = (try? JSONValue(parsing: number.description))?.number
            #expect(parsed?.double?.bitPattern == double.bitPattern)
        }
    }
}
