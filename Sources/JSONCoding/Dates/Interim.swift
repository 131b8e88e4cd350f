// Stand-ins until the hand-written ISO 8601 parser and the DateFormat transformer land.
public import Foundation

package enum ISO8601Parser {
    package static let acceptedForms = "an ISO 8601 date such as 2016-01-15, 2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00"
    package static func date(from bytes: UnsafeRawBufferPointer) -> Date? { date(from: String(decoding: bytes, as: UTF8.self)) }
    package static func date(from text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withFullDate]
        return formatter.date(from: text)
    }
}

public struct DateFormat: JSONTransformer {
    let format: String
    public init(_ format: String) { self.format = format }
    public func decode(_ encoded: String) throws -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        guard let date = formatter.date(from: encoded) else { throw CocoaError(.formatting) }
        return date
    }
    public func encode(_ value: Date) throws -> String { "" }
}
