public import Foundation

/// A `Date` written in JSON as a number of milliseconds since 1970-01-01T00:00:00Z, as
/// JavaScript's `Date.now()` and many web services give it.
///
/// The conversion is the one Foundation's `.millisecondsSince1970` strategies use, so both
/// read and write the same numbers.
///
/// ```swift
/// // {"created": 1452868205123}
/// let created = try container.decode(.created, using: UnixMilliseconds())
/// try container.encode(created, forKey: .created, using: UnixMilliseconds())
/// ```
public struct UnixMilliseconds: JSONTransformer, Sendable {
    /// A transformer between `Date` and milliseconds since 1970.
    public init() {}

    /// The date `encoded` milliseconds after (or, when negative, before) 1970.
    ///
    /// - Throws: ``JSONTransformError`` when `encoded` is infinite or not a number, which a
    ///   decoder can produce only through a non-conforming float strategy.
    public func decode(_ encoded: Double) throws -> Date {
        guard encoded.isFinite else {
            throw JSONTransformError(expected: "a finite number of milliseconds since 1970", found: "\(encoded)")
        }
        return Date(timeIntervalSince1970: encoded / 1000)
    }

    /// The milliseconds from 1970 to `value`, with any fraction of a millisecond kept.
    ///
    /// - Throws: ``JSONTransformError`` when `value` lies at an infinite or undefined time, or
    ///   so far away that its milliseconds overflow a `Double`.
    public func encode(_ value: Date) throws -> Double {
        let milliseconds = 1000 * value.timeIntervalSince1970
        guard milliseconds.isFinite else {
            throw JSONTransformError(
                expected: "a date whose milliseconds since 1970 are finite",
                found: "a date at \(value.timeIntervalSince1970) seconds since 1970")
        }
        return milliseconds
    }
}
