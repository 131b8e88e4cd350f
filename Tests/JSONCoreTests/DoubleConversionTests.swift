import PropertyBased
import Testing

@testable import JSONCore

/// Decimal text → `Double`: every tier (Clinger's fast path, Eisel–Lemire, exact decimal
/// arithmetic) against the standard library's correctly rounded `Double(_: String)`.
@Suite("Decimal to Double")
struct DoubleConversionTests {
    /// The library's conversion of JSON number text, through the public API.
    func converted(_ text: String) throws -> Double? {
        try #require(try JSONValue(parsing: text).number).double
    }

    /// The conversion the decoder uses, straight from the number's text; and the value the
    /// scanner reads into the number's entry while it scans, checked against it.
    func direct(_ text: String) -> Double? {
        var text = text
        let alone = text.withUTF8 { jsonNumberToDouble(UnsafeRawBufferPointer($0)) }
        checkScannedValue(text, against: alone)
        // In a document, where the bytes after the number are read too.
        for after in [",", "]", "}", " ", "\n,1234567890"] {
            var document = text + after
            let inPlace = document.withUTF8 { bytes in
                jsonNumberToDouble(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[..<text.utf8.count]), readable: bytes.count)
            }
            #expect(inPlace?.bitPattern == alone?.bitPattern, "\(text) followed by \(after)")
        }
        return alone
    }

    /// The number `text`'s entry when the scanner reads values, alone and inside an array: it
    /// has the text's length, and a value exactly when the text has at most 19 digits (before
    /// any exponent) and a finite value, which is `expected`'s, read from the text.
    func checkScannedValue(_ text: String, against expected: Double?) {
        let digits = text.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber).count
        for (document, index, offset) in [(text, 0, 0), ("[" + text + ",1]", 1, 1), ("{\"n\":" + text + "}", 2, 5)] {
            var bytes = Array(document.utf8)
            let tape = bytes.withUnsafeMutableBytes { try? scanJSON(UnsafeRawBufferPointer($0), options: .strict, readingNumbers: true) }
            guard let entry = tape?[index] else {
                Issue.record("\(document) did not scan")
                continue
            }
            #expect(entry.kind == .number && entry.numberLength == text.utf8.count && entry.offset == offset, "\(document)")
            #expect(entry.hasValue == (expected != nil && digits <= 19), "\(document): has a value")
            guard entry.hasValue else { continue }
            let value = entry.isInteger ? (entry.isNegative ? -Double(entry.payload) : Double(entry.payload)) : Double(bitPattern: entry.payload)
            #expect(value.bitPattern == expected?.bitPattern, "\(document): \(value) vs \(String(describing: expected))")
            if entry.isInteger {
                #expect(entry.payload == UInt64(text.drop { $0 == "-" }), "\(document): the integer's magnitude")
            }
        }
        // Without reading values, numbers are only checked.
        var bytes = Array(text.utf8)
        let plain = bytes.withUnsafeMutableBytes { try? scanJSON(UnsafeRawBufferPointer($0), options: .strict) }
        #expect(plain?[0].hasValue == false && plain?[0].numberLength == text.utf8.count)
    }

    @Test("cases that defeat naive and fast-path-only conversions", arguments: [
        // The smallest normal and the largest subnormal, and the value famous for hanging some parsers.
        "2.2250738585072014e-308", "2.2250738585072011e-308", "2.2250738585072012e-308",
        // Subnormals down to the smallest, and the boundaries of rounding to it or to zero.
        "4.9406564584124654e-324", "5e-324", "2.4703282292062328e-324", "7.4109846876186982e-324",
        "1.4821969375237396e-323",
        // The largest finite Double and a value that still rounds down to it.
        "1.7976931348623157e308", "1.7976931348623158e308",
        // 2^53 + 1 is exactly half-way: ties go to even. One more digit far out tips it up.
        "9007199254740993", "9007199254740993.0000000000000000001", "9007199254740995",
        // Exactly half-way between 1 and the next Double, and a hair above it.
        "1.00000000000000011102230246251565404236316680908203125",
        "1.00000000000000011102230246251565404236316680908203125000000000000000001",
        "1.00000000000000011102230246251565404236316680908203124999999999999999999",
        // Long decimals from canada.json-like data and numbers with more than 19 digits.
        "-65.613616999999977", "83.107482999999945", "0.30000000000000004", "123456789012345678901234567890",
        "0.000000000000000000000000000000000000000000001234567890123456789012",
        "7.2057594037927933e16", "1e23", "8.98846567431158e307", "3.0540316369999997e-5",
    ])
    func hardCases(text: String) throws {
        let oracle = try #require(Double(text))
        let value = try #require(try converted(text))
        #expect(value.bitPattern == oracle.bitPattern, "\(text): \(value) vs \(oracle)")
        let negated = text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text
        #expect(try converted(negated)?.bitPattern == (-oracle).bitPattern)
        #expect(direct(text)?.bitPattern == oracle.bitPattern)
        #expect(direct(negated)?.bitPattern == (-oracle).bitPattern)
    }

    @Test("numbers beyond Double's range: too large is nil, too small is zero with its sign")
    func outOfRange() throws {
        #expect(try converted("1.7976931348623159e308") == nil)
        #expect(try converted("1e309") == nil)
        #expect(try converted("-1E400") == nil)
        #expect(try converted("1e99999999999999999999999") == nil)
        #expect(try converted("2.4703282292062327e-324") == 0)
        #expect(try converted("1e-400")?.bitPattern == 0)
        #expect(try converted("-1e-400")?.bitPattern == (-0.0).bitPattern)
        #expect(try converted("0e99999999999999999999") == 0)
        // Many leading zeros offset by a large exponent: the digits still count.
        #expect(try converted("0." + String(repeating: "0", count: 500) + "15e502") == 15)
        for (text, value) in [("1e309", nil), ("-1E400", nil), ("1e-400", 0.0), ("-1e-400", -0.0), ("0e99999999999999999999", 0.0),
                              ("1E+2", 100), ("-0", -0.0), ("0.0", 0), ("12e-1", 1.2), ("0.000000000000000001", 1e-18)] as [(String, Double?)] {
            #expect(direct(text)?.bitPattern == value?.bitPattern, "\(text)")
        }
    }

    @Test("a 1000-digit number near a tie rounds on all its digits")
    func veryLongDigits() throws {
        // 2^53 + 1 followed by many zeros and a final 1: just above the tie, so it rounds up.
        let above = "9007199254740993." + String(repeating: "0", count: 990) + "1"
        #expect(try converted(above) == 9_007_199_254_740_994)
        let exact = "9007199254740993." + String(repeating: "0", count: 991)
        #expect(try converted(exact) == 9_007_199_254_740_992)
        let integer = String(repeating: "7", count: 308)
        #expect(try converted(integer)?.bitPattern == Double(integer)?.bitPattern)
        let fraction = "0." + String(repeating: "7", count: 1000)
        #expect(try converted(fraction)?.bitPattern == Double(fraction)?.bitPattern)
    }

    /// Decimal text with up to 40 significant digits, a decimal point anywhere and an exponent
    /// that reaches both ends of Double's range.
    static let decimalText = Generator<String, Shrink.None<String>> { rng in
        let digitCount = Int.random(in: 1 ... 40, using: &rng)
        var text = String(Int.random(in: 1 ... 9, using: &rng))
        for _ in 1 ..< digitCount { text += String(Int.random(in: 0 ... 9, using: &rng)) }
        let point = Int.random(in: 0 ... digitCount, using: &rng)
        if point > 0 && point < digitCount {
            text.insert(".", at: text.index(text.startIndex, offsetBy: point))
        }
        if Bool.random(using: &rng) { text += "e" + String(Int.random(in: -345 ... 310, using: &rng)) }
        return text
    }

    @Test("random decimal text converts exactly as the standard library does")
    func randomDecimals() async {
        await propertyCheck(count: 20_000, input: Self.decimalText) { text in
            guard let oracle = Double(text) else { return }
            let value = (try? JSONValue(parsing: text))?.number?.double
            if oracle.isInfinite {
                #expect(value == nil, "\(text)")
                #expect(direct(text) == nil, "\(text)")
            } else {
                #expect(value?.bitPattern == oracle.bitPattern, "\(text)")
                #expect(direct(text)?.bitPattern == oracle.bitPattern, "\(text)")
                #expect(direct("-" + text)?.bitPattern == (-oracle).bitPattern, "-\(text)")
            }
        }
    }

    @Test("the shortest text of random Doubles converts back to the same bits, at full length too")
    func randomDoubles() async {
        await propertyCheck(count: 20_000, input: Gen.uint64(in: 0 ... 0x7FEF_FFFF_FFFF_FFFF)) { bits in
            let double = Double(bitPattern: bits)
            #expect((try? JSONValue(parsing: "\(double)"))?.double?.bitPattern == bits)
            #expect(direct("\(double)")?.bitPattern == bits)
            // More than 19 significant digits: the dropped ones decide nothing unless near a tie.
            let long = Self.withExtraDigits("\(double)")
            if let oracle = Double(long) {
                #expect((try? JSONValue(parsing: long))?.double?.bitPattern == oracle.bitPattern, "\(long)")
            }
        }
    }

    /// `1.5e-07` → `1.50000000001e-07`, `0.1` → `0.10000000001`.
    static func withExtraDigits(_ text: String) -> String {
        var text = text
        let digits = "0000000001"
        if let exponent = text.firstIndex(of: "e") {
            text.insert(contentsOf: text[..<exponent].contains(".") ? digits : "." + digits, at: exponent)
        } else {
            text += text.contains(".") ? digits : "." + digits
        }
        return text
    }

    @Test("Eisel–Lemire either declines or agrees with exact arithmetic")
    func eiselLemireAgreesWithExactArithmetic() async {
        await propertyCheck(count: 5_000, input: Gen.uint64(), Gen.int(in: -342 ... 308)) { significand, exponent in
            var exact = ExactDecimal(significand: significand, exponent10: exponent)
            let expected = exact.double(negative: false)
            if let fast = eiselLemire(significand: significand, exponent10: exponent, negative: false) {
                #expect(fast.bitPattern == expected.bitPattern, "\(significand)e\(exponent)")
            }
            #expect(
                decimalToDouble(significand: significand, exponent10: exponent, negative: false).bitPattern
                    == expected.bitPattern)
        }
    }
}
