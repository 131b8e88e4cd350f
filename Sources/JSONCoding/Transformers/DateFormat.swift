public import Foundation

/// A `Date` written in JSON as text in a fixed `DateFormatter` format, such as
/// `"yyyy-MM-dd"` or `"EEE, dd MMM yyyy HH:mm:ss zzz"`.
///
/// The format uses Unicode date field symbols (`yyyy`, `MM`, `dd`, `HH`, `mm`, `ss`, `SSS`,
/// `XXX`, …) with the `en_US_POSIX` locale, so month and day names are English and the text
/// does not change with the user's settings. Times without a zone in the text are read and
/// written in `timeZone`, UTC unless you say otherwise.
///
/// ```swift
/// // {"birthday": "1986-03-21", "posted": "21/03/2016 14:30"}
/// let birthday = try container.decode(.birthday, using: DateFormat("yyyy-MM-dd"))
/// let posted = try container.decode(
///     .posted, using: DateFormat("dd/MM/yyyy HH:mm", timeZone: TimeZone(identifier: "Europe/Paris")!))
/// ```
///
/// Formatters are slow to create, so each (format, time zone) pair gets one, made the first
/// time it is needed and shared by every `DateFormat` in the process. Making a `DateFormat` is
/// cheap; using one from many threads at once is safe (uses take turns, since Foundation's
/// formatters are not safe to share between threads on every platform).
public struct DateFormat: JSONTransformer, Sendable {
    /// The `DateFormatter` format string.
    public let format: String
    /// The time zone for text that names none.
    public let timeZone: TimeZone
    private let formatter: SharedDateFormatter

    /// A transformer between `Date` and text in `format`, read and written in `timeZone`.
    public init(_ format: String, timeZone: TimeZone = DateFormat.utc) {
        self.format = format
        self.timeZone = timeZone
        self.formatter = SharedDateFormatter.forFormat(format, timeZone: timeZone)
    }

    /// The date that `encoded` spells in ``format``.
    ///
    /// - Throws: ``JSONTransformError`` when `encoded` does not match the format or names a
    ///   date that does not exist.
    public func decode(_ encoded: String) throws -> Date {
        guard let date = formatter.date(from: encoded) else {
            throw JSONTransformError(expected: "a date in the format \(JSONTransformError.quoted(format))", foundText: encoded)
        }
        return date
    }

    /// `value` spelled in ``format``.
    public func encode(_ value: Date) -> String {
        formatter.string(from: value)
    }

    // `TimeZone(secondsFromGMT: 0)` is failable on some platforms and not on others; this
    // spelling compiles on both, and zero is always in range.
    @usableFromInline
    static let utc: TimeZone = {
        let zone: TimeZone? = TimeZone(secondsFromGMT: 0)
        return zone ?? TimeZone.current
    }()
}

/// One `DateFormatter`, used by one thread at a time.
///
/// Foundation promises that a `DateFormatter` may be used from several threads at once only
/// on Apple platforms, so every use takes a lock. One lock serves the cache and all the
/// formatters: whether two different formatters may run side by side on Linux depends on ICU
/// internals this does not rely on, and a use takes microseconds.
package final class SharedDateFormatter: @unchecked Sendable {
    private let formatter: DateFormatter

    private init(format: String, timeZone: TimeZone) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
    }

    func date(from text: String) -> Date? {
        SharedDateFormatter.lock.lock()
        defer { SharedDateFormatter.lock.unlock() }
        return formatter.date(from: text)
    }

    func string(from date: Date) -> String {
        SharedDateFormatter.lock.lock()
        defer { SharedDateFormatter.lock.unlock() }
        return formatter.string(from: date)
    }

    private struct Key: Hashable {
        var format: String
        var timeZone: TimeZone
    }

    private static let lock = NSLock()
    // Guarded by `lock`.
    nonisolated(unsafe) private static var cache: [Key: SharedDateFormatter] = [:]

    /// The process's formatter for `format` in `timeZone`, made on first use.
    package static func forFormat(_ format: String, timeZone: TimeZone) -> SharedDateFormatter {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(format: format, timeZone: timeZone)
        if let formatter = cache[key] { return formatter }
        let formatter = SharedDateFormatter(format: format, timeZone: timeZone)
        cache[key] = formatter
        return formatter
    }
}
