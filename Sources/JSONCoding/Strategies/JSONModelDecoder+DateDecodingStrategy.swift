public import Foundation

extension JSONModelDecoder {
    /// How dates are read from JSON.
    ///
    /// ```swift
    /// decoder.dateDecodingStrategy = .iso8601
    /// decoder.dateDecodingStrategy = .format("dd.MM.yyyy")
    /// ```
    public enum DateDecodingStrategy: Sendable {
        /// `Date`'s own `Decodable` conformance: seconds since 2001-01-01.
        case deferredToDate
        /// A number of seconds since 1970-01-01 UTC.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01 UTC.
        case millisecondsSince1970
        /// An ISO 8601 / RFC 3339 string: `2016-01-15`, `2016-01-15T14:30:05Z`,
        /// `2016-01-15T14:30:05.123+01:00`; a lower-case `t` or `z` is accepted too.
        case iso8601
        /// A string read by the given formatter.
        case formatted(DateFormatter)
        /// A string in the given `DateFormatter` format, read in the `en_US_POSIX` locale and UTC
        /// (the formatter is made once and reused).
        case format(String)
        /// A function that reads the date from the decoder.
        case custom(@Sendable (any Decoder) throws -> Date)
        /// What web APIs send: a number is a unix timestamp, a string is ISO 8601 (as
        /// ``iso8601`` reads it). A timestamp is seconds since 1970, or milliseconds when its
        /// magnitude is 100,000,000,000 (10^11) or more: as milliseconds that is 1973-03-03, as
        /// seconds the year 5138, so no date an API sends is taken for the other unit (the
        /// report says when a number was read as milliseconds).
        ///
        /// ```swift
        /// // {"created": 1453187501} and {"created": 1453187501000} give the same date
        /// decoder.dateDecodingStrategy = .automatic
        /// ```
        case automatic
    }
}
