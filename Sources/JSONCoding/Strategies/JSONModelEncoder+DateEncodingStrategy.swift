public import Foundation

extension JSONModelEncoder {
    /// How `Date` values are written.
    ///
    /// ```swift
    /// encoder.dateEncodingStrategy = .iso8601
    /// try encoder.encodeToString(Date(timeIntervalSince1970: 0))   // "1970-01-01T00:00:00Z"
    /// ```
    public enum DateEncodingStrategy: Sendable {
        /// ISO 8601 text in UTC that `JSONModelDecoder` reads back as exactly the same `Date`,
        /// with its default ``JSONModelDecoder/DateDecodingStrategy/automatic`` and with
        /// ``JSONModelDecoder/DateDecodingStrategy/iso8601``: no fraction for a whole second,
        /// else the fewest digits that read back as the date (`.123` for a date made from
        /// milliseconds), up to the many a `Date` made by `Date()` needs. The default.
        ///
        /// ```swift
        /// encoder.dateEncodingStrategy = .automatic   // "2016-01-15T14:30:05.123Z"
        /// ```
        ///
        /// Dates outside the years -999999 to 999999 (or infinite) throw
        /// `EncodingError.invalidValue`.
        case automatic
        /// Let `Date` encode itself: seconds since 2001-01-01 as a number, as `JSONEncoder`
        /// does by default (and ``JSONModelEncoder/foundationCompatible``).
        ///
        /// ```swift
        /// encoder.dateEncodingStrategy = .deferredToDate   // 1970-01-01 → -978307200
        /// ```
        case deferredToDate
        /// Seconds since 1970-01-01 as a number.
        ///
        /// ```swift
        /// encoder.dateEncodingStrategy = .secondsSince1970   // 1970-01-01T00:00:01.5Z → 1.5
        /// ```
        case secondsSince1970
        /// Milliseconds since 1970-01-01 as a number.
        ///
        /// ```swift
        /// encoder.dateEncodingStrategy = .millisecondsSince1970   // 1970-01-01T00:00:01.5Z → 1500
        /// ```
        case millisecondsSince1970
        /// An RFC 3339 string in UTC without fractional seconds: `2016-01-15T14:30:05Z`, as
        /// `JSONEncoder` writes it. Dates outside the years -999999 to 999999 (or infinite)
        /// throw `EncodingError.invalidValue`.
        ///
        /// The proleptic Gregorian calendar applies to every date, as ISO 8601 says; Foundation's
        /// formatter switches to the Julian calendar before 15 October 1582, so the two differ
        /// for earlier dates.
        ///
        /// ```swift
        /// encoder.dateEncodingStrategy = .iso8601   // "2016-01-15T14:30:05Z"
        /// ```
        case iso8601
        /// The formatter's string for the date.
        ///
        /// ```swift
        /// let formatter = DateFormatter()
        /// formatter.dateFormat = "yyyy-MM-dd"
        /// encoder.dateEncodingStrategy = .formatted(formatter)
        /// ```
        case formatted(DateFormatter)
        /// Whatever the closure encodes into the encoder it is given; `{}` if it encodes nothing.
        ///
        /// ```swift
        /// encoder.dateEncodingStrategy = .custom { date, encoder in
        ///     var container = encoder.singleValueContainer()
        ///     try container.encode(Int(date.timeIntervalSince1970))
        /// }
        /// ```
        case custom(@Sendable (Date, any Encoder) throws -> Void)
    }
}
