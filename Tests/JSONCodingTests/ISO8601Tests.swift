import Foundation
import JSONCoding
import PropertyBased
import Testing

/// The hand-written ISO 8601 reader (`ISO8601Parser`) and writer (`iso8601String`).
///
/// Expected instants in the fixed tables were computed independently of this library, from the
/// decimal text of the seconds since 1970, correctly rounded to a Double. `Date` keeps seconds
/// since 2001 and rounds again, which hides the last bits near 1970, so exactness is checked on
/// the parser's Double as well as on the `Date`.
@Suite("ISO 8601 dates")
struct ISO8601Tests {
    // MARK: - Accepted forms

    static let accepted: [(String, Double)] = [
        ("2016-01-15", 1452816000.0),
        ("2016-01-15T14:30:05Z", 1452868205.0),
        ("2016-01-15t14:30:05z", 1452868205.0),
        ("2016-01-15 14:30:05Z", 1452868205.0),
        ("2016-01-15T14:30Z", 1452868200.0),
        ("2016-01-15T14:30+01:00", 1452864600.0),
        ("2016-01-15T14:30:05.123Z", 1452868205.123),
        ("2016-01-15T14:30:05.123+01:00", 1452864605.123),
        ("2016-01-15T14:30:05.123-0800", 1452897005.123),
        ("2016-01-15T14:30:05+05:45", 1452847505.0),
        ("2016-01-15T14:30:05-00:00", 1452868205.0),
        ("2016-01-15T14:30:05.1Z", 1452868205.1),
        ("2016-01-15T14:30:05.12Z", 1452868205.12),
        ("2016-01-15T14:30:05.000Z", 1452868205.0),
        ("2016-01-15T14:30:05.123456Z", 1452868205.123456),
        ("2016-01-15T14:30:05.123456789Z", 1452868205.1234567),
        ("2016-01-15T14:30:05.999999999999Z", 1452868206.0),
        ("1970-01-01", 0.0),
        ("1970-01-01T00:00:00Z", 0.0),
        ("1970-01-01T00:00:00.000001Z", 1e-06),
        ("1970-01-01T00:00:01.1Z", 1.1),
        ("1970-01-01T01:00:00+01:00", 0.0),
        ("1969-12-31T23:59:59.5Z", -0.5),
        ("1969-12-31T23:59:59.999999Z", -1e-06),
        ("1969-12-31T23:59:59.123456789012345678Z", -0.8765432109876543),
        ("1969-07-20T20:17:40Z", -14182940.0),
        ("1900-02-28T23:59:59Z", -2203891201.0),
        ("1900-03-01", -2203891200.0),
        ("2000-02-29T12:00:00Z", 951825600.0),
        ("2016-02-29", 1456704000.0),
        ("2100-12-31T23:59:59.999Z", 4133980799.999),
        ("1583-01-01T00:00:00Z", -12212553600.0),
        ("0001-01-01T00:00:00Z", -62135596800.0),
        ("0000-01-01", -62167219200.0),
        ("0000-02-29", -62162121600.0),
        ("9999-12-31T23:59:59.999Z", 253402300799.999),
        // Leap seconds: `Date` does not count them, so 23:59:60 is the next day's first second.
        ("2016-12-31T23:59:60Z", 1483228800.0),
        ("2016-12-31T15:59:60-08:00", 1483228800.0),
        ("2016-12-31T23:59:60.5Z", 1483228800.5),
        ("2016-01-01T00:30:00+01:00", 1451604600.0),
        ("2016-01-15T23:59:59-23:59", 1452988739.0),
        ("2016-01-15T00:00:00+23:59", 1452729660.0),
        // Years outside 0000…9999, as iso8601String writes them.
        ("10000-01-01T00:00:00Z", 253402300800.0),
        ("+2016-01-15T14:30:05Z", 1452868205.0),
        ("-0001-01-01T00:00:00Z", -62198755200.0),
        ("-0001-12-31T23:59:59.25Z", -62167219200.75),
        ("-999999-01-01", -31619087596800.0),
        ("999999-12-31T23:59:59Z", 31494784780799.0),
    ]

    @Test("reads each accepted form to the exact instant", arguments: accepted)
    func accepts(text: String, secondsSince1970: Double) throws {
        #expect(seconds(text) == secondsSince1970)
        #expect(ISO8601Parser.date(from: text) == Date(timeIntervalSince1970: secondsSince1970))
    }

    @Test("milliseconds give the same Date as the same literal in source code")
    func sameDoubleAsLiteral() {
        #expect(ISO8601Parser.date(from: "2016-01-15T14:30:05.123Z") == Date(timeIntervalSince1970: 1452868205.123))
        #expect(ISO8601Parser.date(from: "2016-01-15T14:30:05.987654Z") == Date(timeIntervalSince1970: 1452868205.987654))
    }

    /// Fractions where `Double(whole) + Double(fraction)` rounds twice and lands one unit in
    /// the last place away from the nearest Double.
    @Test(
        "rounds once, where adding a rounded fraction would not give the nearest Double",
        arguments: [
            ("1970-01-01T00:00:06.573335369589Z", 6.573335369589, 6.5733353695889996),
            ("1969-12-31T23:59:58.994000536105Z", -1.005999463895, -1.0059994638949998),
            ("1969-12-31T23:59:59.46568718162420578Z", -0.5343128183757943, -0.5343128183757941),
            ("1970-01-01T00:00:07.86901650355144740Z", 7.869016503551447, 7.869016503551448),
        ])
    func singleRounding(text: String, nearest: Double, roundedTwice: Double) throws {
        let value = try #require(seconds(text))
        #expect(value == nearest)
        #expect(value != roundedTwice)
    }

    @Test("reads bytes within the buffer's bounds only")
    func readsBytes() throws {
        let bytes = Array("x2016-01-15T14:30:05.5Zy".utf8)
        let date = bytes.withUnsafeBytes { buffer in
            ISO8601Parser.date(from: UnsafeRawBufferPointer(rebasing: buffer[1 ..< bytes.count - 1]))
        }
        #expect(date?.timeIntervalSince1970 == 1452868205.5)
        let cut = bytes.withUnsafeBytes { buffer in
            ISO8601Parser.date(from: UnsafeRawBufferPointer(rebasing: buffer[1 ..< 20]))
        }
        #expect(cut == nil)
        #expect(ISO8601Parser.date(from: UnsafeRawBufferPointer(start: nil, count: 0)) == nil)
    }

    @Test("names the accepted forms for error messages")
    func acceptedForms() {
        #expect(
            ISO8601Parser.acceptedForms
                == "an ISO 8601 date such as 2016-01-15, 2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00")
    }

    // MARK: - Rejected forms

    @Test(
        "refuses text that is not an accepted form or names an impossible date or time",
        arguments: [
            // Not a date at all, or cut short.
            "", " ", "2016", "2016-01", "2016-01-", "2016-01-15T", "2016-01-15T14", "2016-01-15T14:",
            "2016-01-15T14:30:", "2016-01-15T14:30:05.", "2016-01-15T14:30:05+", "2016-01-15T14:30:05+01:",
            // Missing zero padding, or too many digits.
            "2016-1-15", "2016-01-5", "16-01-15", "216-01-15", "1234567-01-01",
            "2016-01-15T4:30:05Z", "2016-01-15T14:3:05Z", "2016-01-15T14:30:5Z", "2016-01-15T014:30:05Z",
            "2016-01-15T14:30:05+1:00", "2016-01-15T14:30:05+01:0", "2016-01-15T14:30:05+100",
            // Out of range.
            "2016-13-01", "2016-00-10", "2016-01-00", "2016-01-32", "2016-02-30", "2015-02-29",
            "1900-02-29", "2016-04-31", "2016-06-31", "2016-09-31", "2016-11-31",
            "2016-01-15T24:00:00Z", "2016-01-15T14:60:00Z", "2016-01-15T14:30:61Z", "2016-01-15T99:99:99Z",
            "2016-01-15T14:30:05+24:00", "2016-01-15T14:30:05+01:60", "2016-01-15T14:30:05-99:00",
            // A time without a zone: ambiguous.
            "2016-01-15T14:30:05", "2016-01-15T14:30", "2016-01-15 14:30:05", "2016-01-15T14:30:05.123",
            // Zones not accepted.
            "2016-01-15T14:30:05+01", "2016-01-15T14:30:05 Z", "2016-01-15T14:30:05UTC", "2016-01-15T14:30:05GMT",
            "2016-01-15T14:30:05+01:00Z", "2016-01-15T14:30:05ZZ", "2016-01-15T14:30:05+01::00", "2016-01-15Z",
            "2016-01-15+01:00",
            // Other separators and layouts.
            "2016-01-15  14:30:05Z", "2016-01-15X14:30:05Z", "2016-01-15_14:30:05Z", "2016-01-15T14-30-05Z",
            "2016/01/15", "2016.01.15", "20160115", "20160115T143005Z", "2016-015", "2016-W02-5",
            "2016-01-15T14:30:05,123Z", "2016-01-15T14:30.5Z", "2016-01-15T14.5Z", "--2016-01-15", "+-2016-01-15",
            // Trailing or leading garbage.
            "2016-01-15 ", " 2016-01-15", "2016-01-15x", "2016-01-15T14:30:05Zjunk", "2016-01-15T14:30:05.123Z\n",
            "2016-01-15T14:30:05.12a3Z", "2016-01-15T14:30:05Z\u{0}", "2016-01-15T14:30:05+01:00:00",
            // Digits that are not ASCII.
            "٢٠١٦-٠١-١٥", "２０１６-01-15", "2016-01-1５",
        ])
    func rejects(_ text: String) {
        #expect(ISO8601Parser.date(from: text) == nil)
    }

    // MARK: - Agreement with Foundation

    /// The fields of a date and time after 1583, where Foundation's ISO8601DateFormatter and
    /// this parser share the proleptic Gregorian calendar (Foundation switches to the Julian
    /// calendar before October 1582).
    struct Fields: Sendable, CustomStringConvertible {
        var year, month, day, hour, minute, second: Int
        var millisecond: Int?
        /// Minutes east of UTC; nil for `Z`.
        var offset: Int?
        var colonInOffset: Bool

        var description: String { text }

        var text: String {
            var text = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
            if let millisecond { text += "." + pad(millisecond, 3) }
            if let offset {
                text += (offset < 0 ? "-" : "+") + pad(abs(offset) / 60, 2) + (colonInOffset ? ":" : "") + pad(abs(offset) % 60, 2)
            } else {
                text += "Z"
            }
            return text
        }

        static let random = Generator<Fields, Shrink.None<Fields>> { rng in
            let year = Int.random(in: 1583 ... 9999, using: &rng)
            let month = Int.random(in: 1 ... 12, using: &rng)
            return Fields(
                year: year, month: month, day: Int.random(in: 1 ... daysIn(month: month, year: year), using: &rng),
                hour: Int.random(in: 0 ... 23, using: &rng), minute: Int.random(in: 0 ... 59, using: &rng),
                second: Int.random(in: 0 ... 59, using: &rng),
                millisecond: Bool.random(using: &rng) ? Int.random(in: 0 ... 999, using: &rng) : nil,
                offset: Bool.random(using: &rng) ? Int.random(in: -23 * 60 - 59 ... 23 * 60 + 59, using: &rng) : nil,
                colonInOffset: Bool.random(using: &rng))
        }
    }

    @Test("agrees with ISO8601DateFormatter on random dates and times after 1583")
    func agreesWithFoundationOnFields() async throws {
        let whole = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        await propertyCheck(count: 4000, input: Fields.random) { fields in
            let text = fields.text
            let expected = try #require((fields.millisecond == nil ? whole : fractional).date(from: text))
            #expect(ISO8601Parser.date(from: text) == expected, "\(text)")
        }
    }

    @Test("reads back what ISO8601DateFormatter writes, in random time zones")
    func readsFoundationOutput() async throws {
        let start = -12_212_553_600_000  // 1583-01-01, in milliseconds
        let end = 253_402_300_799_999  // 9999-12-31T23:59:59.999
        await propertyCheck(count: 4000, input: Gen.int(in: start ... end), Gen.int(in: -14 * 3600 ... 14 * 3600)) {
            milliseconds, offset in
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            formatter.timeZone = TimeZone(secondsFromGMT: offset / 60 * 60)
            let text = formatter.string(from: date)
            #expect(ISO8601Parser.date(from: text) == date, "\(text)")
        }
    }

    @Test("date-only text is midnight UTC, as ISO8601DateFormatter reads it")
    func dateOnlyAgreesWithFoundation() async throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        await propertyCheck(count: 2000, input: Fields.random) { fields in
            let text = "\(pad(fields.year, 4))-\(pad(fields.month, 2))-\(pad(fields.day, 2))"
            let expected = try #require(formatter.date(from: text))
            #expect(ISO8601Parser.date(from: text) == expected, "\(text)")
        }
    }

    // MARK: - Exactness at every precision

    /// Whole seconds anywhere in the parser's range of years, and a fraction of 1 to 18 digits.
    struct Instant: Sendable, CustomStringConvertible {
        var whole: Int
        var fraction: String

        var description: String { "\(whole) + 0.\(fraction)" }

        static let random = Generator<Instant, Shrink.None<Instant>> { rng in
            // Often near 1970, where a Double resolves the most digits; else any year.
            let whole = Bool.random(using: &rng)
                ? Int.random(in: -100 ... 100, using: &rng)
                : Int.random(in: -31_619_087_596_800 ... 31_494_784_780_799, using: &rng)
            let count = Int.random(in: 1 ... 18, using: &rng)
            let fraction = String((0 ..< count).map { _ in Character(String(Int.random(in: 0 ... 9, using: &rng))) })
            return Instant(whole: whole, fraction: fraction)
        }

        /// The decimal text of `whole + 0.fraction`, for the C library's correctly rounded strtod.
        var decimal: String {
            guard whole < 0, fraction.contains(where: { $0 != "0" }) else { return "\(whole).\(fraction)" }
            // whole + f = -((|whole| - 1) + (1 - f)), and 1 - f has the complement's digits.
            let digits = UInt64(fraction) ?? 0
            let scale = (0 ..< fraction.count).reduce(UInt64(1)) { power, _ in power * 10 }
            return "-\(-whole - 1).\(pad(Int(scale - digits), fraction.count))"
        }

        var text: String {
            let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
            let second = whole - days * 86_400
            let (year, month, day) = CivilDateTime.civil(fromDays: days)
            let sign = year < 0 ? "-" : ""
            return "\(sign)\(pad(abs(year), 4))-\(pad(month, 2))-\(pad(day, 2))T"
                + "\(pad(second / 3600, 2)):\(pad(second / 60 % 60, 2)):\(pad(second % 60, 2)).\(fraction)Z"
        }
    }

    @Test("fractions of up to 18 digits give the correctly rounded Double, across every year")
    func correctlyRounded() async throws {
        await propertyCheck(count: 5000, input: Instant.random) { instant in
            let expected = try #require(Double(instant.decimal))
            #expect(seconds(instant.text) == expected, "\(instant.text) is \(instant.decimal)")
        }
    }

    /// At 2^44 s (year 559444) a Double steps by 2^-8 s, so midpoints between neighbours have
    /// nine decimals and a fraction can land exactly on one.
    @Test("ties round to even, and digits beyond the eighteenth still break a tie")
    func tiesAndLongFractions() throws {
        let base = 17_592_186_044_416.0  // 2^44
        let cases: [(String, Double)] = [
            ("559444-03-08T09:40:16.001953125Z", base),
            ("559444-03-08T09:40:16.0019531249Z", base),
            ("559444-03-08T09:40:16.0019531251Z", base + 0.00390625),
            ("559444-03-08T09:40:16.0019531250000000001Z", base + 0.00390625),
            ("559444-03-08T09:40:16.005859375Z", base + 0.0078125),
            ("559444-03-08T09:40:16.005859375000000000000000000Z", base + 0.0078125),
        ]
        for (text, expected) in cases {
            #expect(seconds(text) == expected, "\(text)")
        }
        // More than nine significant digits name the Date itself, rounded once from 2001.
        let long = "2016-01-15T14:30:05.123" + String(repeating: "0", count: 200) + "1Z"
        #expect(ISO8601Parser.date(from: long) == Date(timeIntervalSinceReferenceDate: 474_561_005.123))
        let nines = "2016-01-15T14:30:05." + String(repeating: "9", count: 300) + "Z"
        #expect(ISO8601Parser.date(from: nines) == Date(timeIntervalSinceReferenceDate: 474_561_006))
        // Up to nine, trailing zeros aside, the Date of the seconds since 1970, as Foundation reads them.
        #expect(ISO8601Parser.date(from: "2016-01-15T14:30:05.123000000000000Z") == Date(timeIntervalSince1970: 1452868205.123))
        #expect(ISO8601Parser.date(from: "2016-01-15T14:30:05.123456789Z") == Date(timeIntervalSince1970: 1452868205.123456789))
    }

    // MARK: - Writing, and reading back what is written

    static let written: [(Double, Bool, String)] = [
        (0, false, "1970-01-01T00:00:00Z"),
        (0, true, "1970-01-01T00:00:00.000Z"),
        (1452868205, false, "2016-01-15T14:30:05Z"),
        (1452868205.5, true, "2016-01-15T14:30:05.500Z"),
        (1452868205.25, true, "2016-01-15T14:30:05.250Z"),
        (1452868205.75, false, "2016-01-15T14:30:05Z"),
        (-0.5, true, "1969-12-31T23:59:59.500Z"),
        (-14182940, false, "1969-07-20T20:17:40Z"),
        (951825600, false, "2000-02-29T12:00:00Z"),
        (-62135596800, false, "0001-01-01T00:00:00Z"),
        (-62167219200, false, "0000-01-01T00:00:00Z"),
        (-62167219200.75, true, "-0001-12-31T23:59:59.250Z"),
        (-62198755200, false, "-0001-01-01T00:00:00Z"),
        (-1e12, false, "-29719-04-05T22:13:20Z"),
        (-31619087596800, false, "-999999-01-01T00:00:00Z"),
        (253402300799, false, "9999-12-31T23:59:59Z"),
        (253402300800, false, "10000-01-01T00:00:00Z"),
        (1e12, false, "33658-09-27T01:46:40Z"),
        (31494784780799, false, "999999-12-31T23:59:59Z"),
        (Date.distantFuture.timeIntervalSince1970, false, "4001-01-01T00:00:00Z"),
        (Date.distantPast.timeIntervalSince1970, false, "0000-12-30T00:00:00Z"),
    ]

    @Test("writes RFC 3339 text in UTC, with years beyond 0000…9999 signed or widened", arguments: written)
    func writes(secondsSince1970: Double, fractionalSeconds: Bool, text: String) throws {
        let date = Date(timeIntervalSince1970: secondsSince1970)
        #expect(iso8601String(from: date, fractionalSeconds: fractionalSeconds) == text)
        // These instants are exact in binary, so the written millisecond is exact too.
        #expect(seconds(text) == (fractionalSeconds ? secondsSince1970 : secondsSince1970.rounded(.down)))
    }

    @Test("writes what ISO8601DateFormatter writes for whole seconds after 1583")
    func writesAsFoundation() async throws {
        let formatter = ISO8601DateFormatter()
        await propertyCheck(count: 3000, input: Gen.int(in: -12_212_553_600 ... 253_402_300_799)) { seconds in
            let date = Date(timeIntervalSince1970: Double(seconds))
            #expect(iso8601String(from: date) == formatter.string(from: date))
        }
    }

    @Test("whole seconds read back to the same Date, across every year")
    func wholeSecondsRoundTrip() async throws {
        await propertyCheck(count: 4000, input: Gen.int(in: -31_619_087_596_800 ... 31_494_784_780_799), Gen.bool) {
            seconds, fractional in
            let date = Date(timeIntervalSince1970: Double(seconds))
            let text = iso8601String(from: date, fractionalSeconds: fractional)
            #expect(ISO8601Parser.date(from: text) == date, "\(text)")
        }
    }

    @Test("text in the written form reads and writes back unchanged")
    func textRoundTrip() async throws {
        await propertyCheck(count: 3000, input: Fields.random) { fields in
            var canonical = fields
            canonical.offset = nil
            canonical.millisecond = nil
            let text = canonical.text
            let date = try #require(ISO8601Parser.date(from: text))
            #expect(iso8601String(from: date) == text)
        }
    }

    /// `iso8601String` takes the millisecond from the Double's exact binary value, rounded toward
    /// the past: `Date(timeIntervalSince1970: 1452868205.123)` is 1452868205.12299990654 s, and
    /// is written `…05.122Z`. Reading that back gives a different Date, one millisecond earlier.
    /// Rounding to the nearest millisecond would make every millisecond-precise Date round-trip.
    @Test("milliseconds read back to the same Date")
    func millisecondsRoundTrip() async throws {
        #expect(iso8601String(from: Date(timeIntervalSince1970: 1452868205.5), fractionalSeconds: true)
            == "2016-01-15T14:30:05.500Z")
        var changed: [String] = []
        await propertyCheck(count: 3000, input: Gen.int(in: -62_135_596_800_000 ... 253_402_300_799_999)) { milliseconds in
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let text = iso8601String(from: date, fractionalSeconds: true)
            let back = try #require(ISO8601Parser.date(from: text), "\(text)")
            // Whatever millisecond the writer picks, it is within one of the Date, give or take
            // the Double's resolution (2^-15 s in year 9999).
            #expect(abs(back.timeIntervalSince1970 - date.timeIntervalSince1970) < 0.0011, "\(text)")
            if back != date { changed.append(text) }
        }
        #expect(changed.count == 0, "such as \(changed.prefix(3))")
        #expect(iso8601String(from: Date(timeIntervalSince1970: 1452868205.123), fractionalSeconds: true) == "2016-01-15T14:30:05.123Z")
        // As Foundation's formatter: the nearest millisecond, then whole seconds cut off.
        #expect(iso8601String(from: Date(timeIntervalSince1970: 1452868205.9999)) == "2016-01-15T14:30:06Z")
        #expect(iso8601String(from: Date(timeIntervalSince1970: 1452868205.75)) == "2016-01-15T14:30:05Z")
        #expect(iso8601String(from: Date(timeIntervalSince1970: 1452868205.9996), fractionalSeconds: true) == "2016-01-15T14:30:06.000Z")
    }
}

/// Dates as real payloads send them, with the fraction digits they came with.
let fractionsAsSent = [
    "2016-03-17T01:58:15.977827Z", "2016-03-17T01:58:15.9Z", "2016-03-17T01:58:15.97Z", "2016-03-17T01:58:15.977Z",
    "2024-11-27T23:59:59.999999Z", "2001-01-01T00:00:00.000001Z", "1970-01-01T00:00:00.123456Z", "1969-12-31T23:59:59.999999Z",
    "1900-02-28T12:00:00.5Z", "2016-03-17T01:58:15.000001Z", "2016-03-17T01:58:15.99Z",
]

@Suite("ISO 8601 dates written back")
struct ISO8601WrittenBackTests {
    struct Stamp: Codable { var at: Date }

    @Test("a date read with a fraction of up to nine digits is written back with the same digits", arguments: fractionsAsSent)
    func fractionWrittenBack(text: String) throws {
        let json = #"{"at":"\#(text)"}"#
        let stamp = try JSONModelDecoder().decode(Stamp.self, from: json)
        #expect(try JSONModelEncoder().encodeToString(stamp) == json)
        #expect(exactISO8601String(from: stamp.at) == text)
    }

    @Test("nine digits where a Date holds fewer are written with the fewest that read back as the same Date")
    func nanosecondsBeyondADatesResolution() throws {
        let stamp = try JSONModelDecoder().decode(Stamp.self, from: #"{"at":"2038-01-19T03:14:07.123456789Z"}"#)
        let written = try #require(exactISO8601String(from: stamp.at))
        #expect(written == "2038-01-19T03:14:07.1234567Z")
        #expect(ISO8601Parser.date(from: written) == stamp.at)
    }
}

/// The parser's seconds since 1970, before `Date` rounds them to its own reference date.
private func seconds(_ text: String) -> Double? {
    Array(text.utf8).withUnsafeBytes { ISO8601Parser.timeIntervalSince1970(from: $0) }
}

private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

private func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
}
