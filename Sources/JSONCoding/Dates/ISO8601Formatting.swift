// Writing dates as ISO 8601 / RFC 3339 text by hand: no DateFormatter, no Calendar.

package import Foundation

/// The civil (proleptic Gregorian, UTC) date and time of a moment.
package struct CivilDateTime: Equatable, Sendable {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int
    /// Nanoseconds within the second, 0 ..< 1_000_000_000.
    package var nanosecond: Int

    /// The UTC date and time of `date`, to the nanosecond (rounded toward the past).
    package init(_ date: Date) {
        let seconds = date.timeIntervalSince1970
        var whole = seconds.rounded(.down)
        var nanoseconds = ((seconds - whole) * 1e9).rounded()
        if nanoseconds >= 1e9 {
            whole += 1
            nanoseconds -= 1e9
        }
        let total = Int64(whole)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = Int(total - days * 86_400)
        (year, month, day) = CivilDateTime.civil(fromDays: Int(days))
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
        nanosecond = Int(nanoseconds)
    }

    package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, nanosecond: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
    }

    /// Days since 1970-01-01 of a civil date (Howard Hinnant's `days_from_civil`).
    package static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`).
    package static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// `date` as RFC 3339 text in UTC: `2016-01-15T14:30:05Z`, or with milliseconds
/// (`2016-01-15T14:30:05.123Z`) when `fractionalSeconds` is set. Years outside 0…9999 are
/// written with as many digits as they need and a sign when negative. `date` must be within
/// ``iso8601Instants``.
package func iso8601String(from date: Date, fractionalSeconds: Bool = false) -> String {
    // Round to the nearest millisecond, carrying into the seconds, then drop the milliseconds
    // unless they are wanted: what Foundation's formatter does. `1452868205.123` is stored a
    // hair below .123 and must still print .123; `…05.9999` prints `…06`.
    let totalMilliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    let seconds = (totalMilliseconds / 1000).rounded(.down)
    let milliseconds = fractionalSeconds ? Int(totalMilliseconds - seconds * 1000) : 0
    var civil = CivilDateTime(Date(timeIntervalSince1970: seconds))
    civil.nanosecond = 0
    var text = dateAndTimeText(civil)
    if fractionalSeconds {
        text.append(".")
        appendDigits(milliseconds, width: 3, to: &text)
    }
    text.append("Z")
    return text
}

/// `YYYY-MM-DDThh:mm:ss`: years outside 0…9999 with as many digits as they need and a sign
/// when negative.
private func dateAndTimeText(_ civil: CivilDateTime) -> String {
    var text = ""
    text.reserveCapacity(24)
    if civil.year < 0 {
        text.append("-")
        appendDigits(-civil.year, width: 4, to: &text)
    } else {
        appendDigits(civil.year, width: 4, to: &text)
    }
    text.append("-")
    appendDigits(civil.month, width: 2, to: &text)
    text.append("-")
    appendDigits(civil.day, width: 2, to: &text)
    text.append("T")
    appendDigits(civil.hour, width: 2, to: &text)
    text.append(":")
    appendDigits(civil.minute, width: 2, to: &text)
    text.append(":")
    appendDigits(civil.second, width: 2, to: &text)
    return text
}

/// Appends `value` (non-negative) in decimal, zero-padded to at least `width` digits.
private func appendDigits(_ value: Int, width: Int, to text: inout String) {
    let digits = String(value)
    if digits.utf8.count < width { text.append(String(repeating: "0", count: width - digits.utf8.count)) }
    text.append(digits)
}

/// The instants ISO 8601 text names here, in seconds since 1970: those of the years the parser
/// reads (see ``ISO8601Parser/years``).
package let iso8601Instants: Range<Double> =
    Double(CivilDateTime.days(year: ISO8601Parser.years.lowerBound, month: 1, day: 1) * 86_400)
    ..< Double(CivilDateTime.days(year: ISO8601Parser.years.upperBound + 1, month: 1, day: 1) * 86_400)

/// `date` as RFC 3339 text in UTC that reads back as exactly `date`: with no fraction when the
/// date is a whole second, else with the fewest digits (up to nine) that read back as it, else
/// with the twenty digits that name it exactly (see ``ISO8601Parser/date(from:)``). Nil
/// outside ``iso8601Instants``.
///
/// ```swift
/// exactISO8601String(from: Date(timeIntervalSince1970: 1452868205.123))   // "2016-01-15T14:30:05.123Z"
/// ```
package func exactISO8601String(from date: Date) -> String? {
    let interval = date.timeIntervalSinceReferenceDate
    let since1970 = interval + Double(ISO8601Parser.secondsFrom1970To2001)
    guard interval.isFinite, iso8601Instants.contains(since1970.rounded(.down)) else { return nil }
    let wholeSince2001 = interval.rounded(.down)
    let whole = Int(wholeSince2001) + ISO8601Parser.secondsFrom1970To2001
    func text(_ digits: String) -> String {
        iso8601String(wholeSeconds: whole) + (digits.isEmpty ? "" : "." + digits) + "Z"
    }
    if interval == wholeSince2001 { return text("") }
    // The fraction, to within a rounding (exactly, unless the date is in the second before 2001).
    let fraction = interval - wholeSince2001
    var scale = 1.0
    for count in 1 ... 9 {
        scale *= 10
        let scaled = (fraction * scale).rounded()
        // Rounded up to a whole second at this many digits (.97 at one): more digits may do.
        guard scaled < scale else { continue }
        let digits = String(Int(scaled))
        let candidate = text(String(repeating: "0", count: count - digits.count) + digits)
        if ISO8601Parser.date(from: candidate) == date { return candidate }
    }
    // The exact fraction to twenty digits past its leading zeros (more than a Double resolves).
    // The magnitude's fraction is exact in binary; before 2001 the text's fraction counts
    // forward from the earlier whole second: 1 minus it.
    let magnitude = interval.magnitude
    let magnitudeFraction = magnitude - magnitude.rounded(.down)
    let leadingZeros = max(0, Int((-log10(magnitudeFraction)).rounded(.down)))
    var digits = Array(String(format: "%.*f", min(1100, 20 + leadingZeros), magnitudeFraction).utf8.dropFirst(2))
    if interval < 0 {
        // 1 - 0.d₁…dₙ: nines' complement of each digit, plus one in the last place.
        digits = digits.map { UInt8(ascii: "9") - ($0 - UInt8(ascii: "0")) }
        var position = digits.count - 1
        while position >= 0 {
            if digits[position] == UInt8(ascii: "9") {
                digits[position] = UInt8(ascii: "0")
                position -= 1
            } else {
                digits[position] += 1
                break
            }
        }
    }
    return text(String(decoding: digits, as: UTF8.self))
}

/// `YYYY-MM-DDThh:mm:ss` for a whole number of seconds since 1970, in UTC.
private func iso8601String(wholeSeconds total: Int) -> String {
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    var civil = CivilDateTime(year: 0, month: 1, day: 1)
    (civil.year, civil.month, civil.day) = CivilDateTime.civil(fromDays: days)
    civil.hour = secondOfDay / 3600
    civil.minute = secondOfDay / 60 % 60
    civil.second = secondOfDay % 60
    return dateAndTimeText(civil)
}
