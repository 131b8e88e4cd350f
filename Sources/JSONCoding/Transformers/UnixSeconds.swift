public import Foundation

/// A `Date` written in JSON as a number of seconds since 1970-01-01T00:00:00Z.
///
/// Fractions of a second are kept: `1452868205.5` is half a second past 14:30:05 UTC.
///
/// ```swift
/// // {"taken": 1452868205.5}
/// let taken = try container.decode(.taken, using: UnixSeconds())
/// try container.encode(taken, forKey: .taken, using: UnixSeconds())
/// ```
public struct UnixSeconds: JSONTransformer, Sendable {
    /// A transformer between `Date` and seconds since 1970.
    public init() {}

    /// The date `encoded` seconds after (or, when negative, before) 1970.
    ///
    /// - Throws: ``JSONTransformError`` when `encoded` is infinite or not a number, which a
    ///   decoder can produce only through a non-conforming float strategy.
    public func decode(_ encoded: Double) throws -> Date {
        guard encoded.isFinite else {
            throw JSONTransformError(expected: "a finite number of seconds since 1970", found: "\(encoded)")
        }
        return Date(timeIntervalSince1970: encoded)
    }

    /// The seconds from 1970 to `value`.
    ///
    /// - Throws: ``JSONTransformError`` when `value` lies at an infinite or undefined time.
    public func encode(_ value: Date) throws -> Double {
        let seconds = value.timeIntervalSince1970
        guard seconds.isFinite else {
            throw JSONTransformError(expected: "a date at a finite time", found: "a date at \(seconds) seconds since 1970")
        }
        return seconds
    }
}
