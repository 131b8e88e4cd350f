public import Foundation

/// A `Date` written in JSON as ISO 8601 text (RFC 3339, W3C date-time).
///
/// Decoding reads every form that web services send: a date alone (`2016-01-15`, midnight
/// UTC), a date and time separated by `T`, `t` or a space, with or without seconds and
/// fractions of any length, in UTC (`Z`) or at an offset (`+01:00`, `-0800`). A time without a
/// zone is refused, because the instant it names depends on where it was written.
///
/// Encoding writes UTC, `2016-01-15T14:30:05Z`, or `2016-01-15T14:30:05.123Z` with
/// `fractionalSeconds`.
///
/// ```swift
/// // {"published": "2016-01-15T14:30:05.123+01:00"}
/// let published = try container.decode(.published, using: ISO8601Date())
/// try container.encode(published, forKey: .published, using: ISO8601Date(fractionalSeconds: true))
/// // {"published": "2016-01-15T13:30:05.123Z"}
/// ```
public struct ISO8601Date: JSONTransformer, Sendable {
    /// Whether encoding writes milliseconds. Decoding accepts fractions either way.
    public let fractionalSeconds: Bool

    /// A transformer between `Date` and ISO 8601 text, writing milliseconds when
    /// `fractionalSeconds` is set.
    public init(fractionalSeconds: Bool = false) {
        self.fractionalSeconds = fractionalSeconds
    }

    /// The date that `encoded` names.
    ///
    /// - Throws: ``JSONTransformError`` when `encoded` is not one of the accepted forms or names
    ///   an impossible date or time (`2016-02-30`, `24:00`).
    public func decode(_ encoded: String) throws -> Date {
        guard let date = ISO8601Parser.date(from: encoded) else {
            throw JSONTransformError(expected: ISO8601Parser.acceptedForms, foundText: encoded)
        }
        return date
    }

    /// `value` as ISO 8601 text in UTC.
    ///
    /// - Throws: ``JSONTransformError`` when `value` is infinite, not a number, or outside the
    ///   years that decoding reads back (-999999 to 999999).
    public func encode(_ value: Date) throws -> String {
        let seconds = value.timeIntervalSince1970
        guard iso8601Instants.contains(seconds) else {
            throw JSONTransformError(
                expected: "a date between the years \(ISO8601Parser.years.lowerBound) and \(ISO8601Parser.years.upperBound)",
                found: "a date at \(seconds) seconds since 1970")
        }
        return iso8601String(from: value, fractionalSeconds: fractionalSeconds)
    }
}
