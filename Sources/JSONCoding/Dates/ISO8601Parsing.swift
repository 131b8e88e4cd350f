// Reading ISO 8601 / RFC 3339 dates by hand: no DateFormatter, no Calendar, no allocation.
//
// A field-by-field reader over the bytes, then civil-date arithmetic (CivilDateTime.days) for
// the whole seconds, then one correctly rounded conversion of "whole seconds + decimal
// fraction" to the Double that `Date(timeIntervalSince1970:)` takes, so the text `…05.123Z`
// gives the same Date as `Date(timeIntervalSince1970: 1452868205.123)` written in source code.

package import Foundation

/// Reads dates in the ISO 8601 forms that JSON carries (RFC 3339 and W3C date-time).
///
/// Accepted:
/// - a date alone, `2016-01-15`, meaning midnight UTC;
/// - a date and a time separated by `T`, `t` or one space: `hh:mm` or `hh:mm:ss`, the seconds
///   optionally with a fraction of any number of digits after `.`;
/// - after a time, a zone: `Z`, `z`, `±hh:mm` or `±hhmm`. A time without a zone is refused,
///   because the instant it names depends on where it was written.
///
/// Years have four digits, or more (with an optional sign) for years outside 0000…9999, as
/// `iso8601String(from:fractionalSeconds:)` writes them; dates are proleptic Gregorian.
/// Second 60 is a leap second and reads as the first second of the next minute, since `Date`
/// does not count leap seconds.
package enum ISO8601Parser {
    /// The accepted forms, for error messages.
    package static let acceptedForms =
        "an ISO 8601 date such as 2016-01-15, 2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00"

    /// The years the parser reads: four to six digits, with an optional sign.
    package static let years: ClosedRange<Int> = -999_999 ... 999_999

    /// The date named by `text`, or nil when the text is not one of the accepted forms or names
    /// an impossible date or time.
    package static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { date(from: UnsafeRawBufferPointer($0)) }
    }

    /// The date named by the UTF-8 `bytes`, or nil when they are not one of the accepted forms
    /// or name an impossible date or time.
    ///
    /// A fraction of up to nine digits (nanoseconds; trailing zeros do not count) gives
    /// `Date(timeIntervalSince1970:)` of the value, the `Date` that Foundation's formatter and
    /// source code give. A longer one names the `Date` itself: the value is rounded once, from
    /// 2001, where `Date` keeps its seconds, so that every `Date` has a text that reads back as
    /// exactly that `Date` (the one `exactISO8601String(from:)` writes).
    package static func date(from bytes: UnsafeRawBufferPointer) -> Date? {
        guard let (whole, fraction) = instant(from: bytes) else { return nil }
        if fraction.significantDigitCount > 9 {
            let wholeSince2001 = whole - secondsFrom1970To2001
            if wholeSince2001 == 0 || wholeSince2001 == -1 {
                // Within a second of 2001 a Double resolves far below the 18 digits kept:
                // all the digits are read, as a decimal number.
                let digits = UnsafeRawBufferPointer(rebasing: bytes[fraction.textRange.prefix(fraction.significantDigitCount)])
                return Date(timeIntervalSinceReferenceDate: secondsNearReference(digits, before: wholeSince2001 == -1))
            }
            return Date(timeIntervalSinceReferenceDate: seconds(whole: wholeSince2001, plus: fraction))
        }
        return Date(timeIntervalSince1970: seconds(whole: whole, plus: fraction))
    }

    /// `0.<digits>`, or with `before`, `-1 + 0.<digits>`, correctly rounded; `digits` end in a
    /// nonzero digit.
    private static func secondsNearReference(_ digits: UnsafeRawBufferPointer, before: Bool) -> Double {
        var text = Array(digits)
        if before {
            // 1 - 0.d₁…dₙ: nines' complement of each digit, plus one in the last place (which
            // is nonzero, so nothing carries).
            text = text.map { UInt8(ascii: "9") - ($0 - UInt8(ascii: "0")) }
            text[text.count - 1] += 1
        }
        let number = JSONNumber(text: (before ? "-0." : "0.") + String(decoding: text, as: UTF8.self))
        return number?.double ?? 0
    }

    /// `Date.timeIntervalBetween1970AndReferenceDate`, as an integer.
    static let secondsFrom1970To2001 = 978_307_200

    /// The seconds since 1970 named by the UTF-8 `bytes`: the `Double` nearest to the exact
    /// value (for fractions of up to `maximumFractionDigits` digits), or nil as for
    /// `date(from:)`.
    ///
    /// `Date` keeps its seconds from 2001, so `Date(timeIntervalSince1970:)` rounds once more;
    /// going through that initialiser is what makes the result equal to the `Date` a user
    /// writes as `Date(timeIntervalSince1970: 1452868205.123)`.
    package static func timeIntervalSince1970(from bytes: UnsafeRawBufferPointer) -> Double? {
        guard let (whole, fraction) = instant(from: bytes) else { return nil }
        return seconds(whole: whole, plus: fraction)
    }

    /// The instant the text names: whole seconds since 1970 and the fraction after them.
    private static func instant(from bytes: UnsafeRawBufferPointer) -> (whole: Int, fraction: Fraction)? {
        var reader = FieldReader(bytes)

        guard let year = reader.year(), reader.skip(.hyphen),
            let month = reader.twoDigits(), reader.skip(.hyphen),
            let day = reader.twoDigits(),
            1 <= month, month <= 12, 1 <= day, day <= daysIn(month: month, year: year)
        else { return nil }
        let days = CivilDateTime.days(year: year, month: month, day: day)
        guard !reader.isAtEnd else { return (days * 86_400, Fraction()) }

        guard reader.skipDateTimeSeparator(),
            let hour = reader.twoDigits(), hour <= 23, reader.skip(.colon),
            let minute = reader.twoDigits(), minute <= 59
        else { return nil }

        var second = 0
        var fraction = Fraction()
        if reader.skip(.colon) {
            guard let value = reader.twoDigits(), value <= 60 else { return nil }
            second = value
            if reader.skip(.period) {
                guard let value = reader.fraction() else { return nil }
                fraction = value
            }
        }

        guard let offset = reader.zoneOffsetInSeconds(), reader.isAtEnd else { return nil }
        return (days * 86_400 + hour * 3600 + minute * 60 + second - offset, fraction)
    }

    @inline(__always)
    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    // MARK: - Whole seconds and a decimal fraction to Double

    /// The digits after the decimal point: the first `digitCount` of them as an integer, and
    /// whether a nonzero digit was dropped beyond those.
    struct Fraction {
        var digits: UInt64 = 0
        var digitCount = 0
        var droppedNonzero = false
        /// The digits up to the last nonzero one, all of them counted.
        var significantDigitCount = 0
        /// Where the digits are in the text.
        var textRange = 0 ..< 0
    }

    /// The most fraction digits kept exactly: attoseconds, far below what a `Double` of seconds
    /// resolves (about 2^-52 s at one second from 1970, 2^-22 s today). Later digits are
    /// checked and then count only through `droppedNonzero`, as a sticky bit: in the rare case
    /// where the exact value and its 18-digit truncation lie on either side of the midpoint
    /// between two Doubles, the result is the neighbour of the correctly rounded one.
    static let maximumFractionDigits = 18

    private static let powersOfTen: [UInt64] = [
        1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
        10_000_000_000, 100_000_000_000, 1_000_000_000_000, 10_000_000_000_000, 100_000_000_000_000,
        1_000_000_000_000_000, 10_000_000_000_000_000, 100_000_000_000_000_000, 1_000_000_000_000_000_000,
    ]

    /// The `Double` nearest to `whole + 0.<fraction digits>` (ties to even), for fractions of
    /// up to `maximumFractionDigits` digits.
    ///
    /// Adding `Double(whole)` and a rounded fraction would round twice and can land one unit in
    /// the last place away; this rounds once, from exact integer arithmetic.
    static func seconds(whole: Int, plus fraction: Fraction) -> Double {
        let scale = powersOfTen[fraction.digitCount]
        // Work with the magnitude: for an instant before 1970, `whole + fraction` is negative
        // while the fraction counts forward, so it becomes `-(|whole| - 1 + (1 - fraction))`.
        let negative = whole < 0
        var integer = whole.magnitude
        var numerator = fraction.digits
        let inexact = fraction.droppedNonzero
        if negative && (numerator != 0 || inexact) {
            integer -= 1
            // 1 - 0.<digits><more> = 0.<complement - 1><9 - more…>: still inexact if it was.
            numerator = scale - numerator - (inexact ? 1 : 0)
        }
        let magnitude = correctlyRounded(integer: UInt64(integer), numerator: numerator, scale: scale, inexact: inexact)
        return negative ? -magnitude : magnitude
    }

    /// The `Double` nearest to `integer + (numerator + ε) / scale`, where `ε` is zero, or a
    /// positive amount below one when `inexact`; `numerator < scale ≤ 10^18` and `integer < 2^45`.
    private static func correctlyRounded(integer: UInt64, numerator: UInt64, scale: UInt64, inexact: Bool) -> Double {
        // n = integer × scale + numerator, as 128 bits.
        let product = integer.multipliedFullWidth(by: scale)
        let (low, carry) = product.low.addingReportingOverflow(numerator)
        let high = product.high &+ (carry ? 1 : 0)
        // Only the epoch itself, or less than 10^-18 s past it: zero is within that.
        if high == 0 && low == 0 { return 0 }

        // Clinger: both exact, one division, one rounding.
        if high == 0 && low <= 1 << 53 && !inexact {
            return Double(low) / Double(scale)
        }

        // Scale n / scale by 2^shift so that the quotient has 55 or 56 bits: 53 for the
        // significand, one to round with, one for the first estimate of the leading bit.
        // n × 2^shift stays below 2^(56 + bit width of scale) ≤ 2^116, so it fits 128 bits and
        // its high word stays below `scale`, as the division needs.
        let numeratorBits = high != 0 ? 128 - high.leadingZeroBitCount : 64 - low.leadingZeroBitCount
        let scaleBits = 64 - scale.leadingZeroBitCount
        var shift = 55 - numeratorBits + scaleBits
        let shiftedHigh: UInt64
        let shiftedLow: UInt64
        if shift >= 64 {
            shiftedHigh = low << (shift - 64)
            shiftedLow = 0
        } else {
            shiftedHigh = high << shift | low >> (64 - shift)
            shiftedLow = low << shift
        }
        let division = scale.dividingFullWidth((high: shiftedHigh, low: shiftedLow))
        var quotient = division.quotient
        var sticky = division.remainder != 0 || inexact
        if quotient >= 1 << 55 {
            sticky = sticky || quotient & 1 != 0
            quotient >>= 1
            shift -= 1
        }

        // quotient has 55 bits: keep 53, round on the next, ties to even.
        var significand = quotient >> 2
        let roundBit = quotient & 0b10 != 0
        let belowHalf = quotient & 0b01 == 0 && !sticky
        if roundBit && (!belowHalf || significand & 1 != 0) {
            significand += 1
        }
        return Double(sign: .plus, exponent: 2 - shift, significand: Double(significand))
    }
}

// MARK: - The byte reader

/// A cursor over the text's bytes; every read checks bounds and leaves the cursor unchanged
/// when it fails.
private struct FieldReader {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The bytes of the grammar, nested here so that no other file's ASCII names can clash.
    enum Byte: UInt8 {
        case hyphen = 0x2D
        case plus = 0x2B
        case colon = 0x3A
        case period = 0x2E
        case space = 0x20
        case zero = 0x30
        case uppercaseT = 0x54
        case lowercaseT = 0x74
        case uppercaseZ = 0x5A
        case lowercaseZ = 0x7A
    }

    var isAtEnd: Bool {
        @inline(__always) get { index == bytes.count }
    }

    @inline(__always)
    mutating func skip(_ byte: Byte) -> Bool {
        guard index < bytes.count, bytes[index] == byte.rawValue else { return false }
        index += 1
        return true
    }

    @inline(__always)
    private func digit(at position: Int) -> Int? {
        guard position < bytes.count else { return nil }
        let value = bytes[position] &- Byte.zero.rawValue
        return value < 10 ? Int(value) : nil
    }

    /// Exactly two digits: padding is required, so `5` for `05` is refused.
    @inline(__always)
    mutating func twoDigits() -> Int? {
        guard let tens = digit(at: index), let units = digit(at: index + 1) else { return nil }
        index += 2
        return tens * 10 + units
    }

    /// Four to six digits, with a sign allowed (and needed for negative years).
    mutating func year() -> Int? {
        var position = index
        var negative = false
        if position < bytes.count && (bytes[position] == Byte.hyphen.rawValue || bytes[position] == Byte.plus.rawValue) {
            negative = bytes[position] == Byte.hyphen.rawValue
            position += 1
        }
        var value = 0
        var count = 0
        while let digit = digit(at: position) {
            guard count < 6 else { return nil }
            value = value * 10 + digit
            count += 1
            position += 1
        }
        guard count >= 4 else { return nil }
        index = position
        return negative ? -value : value
    }

    mutating func skipDateTimeSeparator() -> Bool {
        skip(.uppercaseT) || skip(.lowercaseT) || skip(.space)
    }

    /// One digit or more; the cursor has passed the decimal point.
    mutating func fraction() -> ISO8601Parser.Fraction? {
        var fraction = ISO8601Parser.Fraction()
        let start = index
        while let digit = digit(at: index) {
            if digit != 0 { fraction.significantDigitCount = index - start + 1 }
            if fraction.digitCount < ISO8601Parser.maximumFractionDigits {
                fraction.digits = fraction.digits * 10 + UInt64(digit)
                fraction.digitCount += 1
            } else if digit != 0 {
                fraction.droppedNonzero = true
            }
            index += 1
        }
        fraction.textRange = start ..< index
        return index > start ? fraction : nil
    }

    /// The zone's offset east of UTC, in seconds: `Z`, `z`, `±hh:mm` or `±hhmm`.
    mutating func zoneOffsetInSeconds() -> Int? {
        if skip(.uppercaseZ) || skip(.lowercaseZ) { return 0 }
        let start = index
        let sign: Int
        if skip(.plus) {
            sign = 1
        } else if skip(.hyphen) {
            sign = -1
        } else {
            return nil
        }
        guard let hours = twoDigits(), hours <= 23 else {
            index = start
            return nil
        }
        _ = skip(.colon)
        guard let minutes = twoDigits(), minutes <= 59 else {
            index = start
            return nil
        }
        return sign * (hours * 3600 + minutes * 60)
    }
}
