import Foundation
import JSONCoding
import Testing

/// The decoder reads numbers' values while it scans the input, and readers take them from the
/// tape: every width and every edge must still decode exactly as JSONDecoder decodes it, or
/// fail where it fails.
@Suite("Numbers read while scanning")
struct ScannedNumberTests {
    /// Integers at and past every width's limits, 19 and 20 digits, signs and zeros; numbers
    /// with fractions and exponents that are integers or are not; values that round, that
    /// underflow and that overflow.
    static let texts = [
        "0", "-0", "1", "-1", "127", "128", "-128", "-129", "255", "256", "32767", "-32768", "65535", "65536",
        "2147483647", "-2147483648", "4294967295", "4294967296", "9007199254740993",
        "999999999999999999", "-999999999999999999", "1000000000000000000",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "9999999999999999999", "-9999999999999999999", "18446744073709551615", "18446744073709551616",
        "00000000000000000001.5", "0.0000000000000000001", "0.00000000000000000001",
        "1.0", "-1.0", "1e2", "1E+2", "-1e-2", "12.5e1", "5e-1", "1.5", "-0.0", "0.1", "0.30000000000000004",
        "-65.613616999999977", "1e23", "2.2250738585072011e-308", "4.9406564584124654e-324",
        "1.7976931348623157e308", "1.7976931348623159e308", "1e400", "-1e400", "1e-400", "-1e-400",
        "123456789012345678901234567890", "0e99999999999999999999",
    ]

    func same<T: Decodable & Equatable>(_ type: T.Type, _ text: String, sameValue: (T, T) -> Bool = { $0 == $1 }) {
        let document = Data("[\(text)]".utf8)
        let ours = Result { try JSONModelDecoder.foundationCompatible.decode([T].self, from: document) }
        let foundation = Result { try JSONDecoder().decode([T].self, from: document) }
        switch (ours, foundation) {
        case (.success(let mine), .success(let theirs)):
            #expect(mine.count == 1 && theirs.count == 1 && sameValue(mine[0], theirs[0]), "\(text) as \(T.self): \(mine) vs \(theirs)")
        case (.failure, .failure):
            break
        default:
            Issue.record("\(text) as \(T.self): \(ours) vs Foundation's \(foundation)")
        }
    }

    @Test("every integer width decodes as JSONDecoder decodes it, or fails where it fails", arguments: texts)
    func integers(text: String) {
        same(Int.self, text)
        same(Int8.self, text)
        same(Int16.self, text)
        same(Int32.self, text)
        same(Int64.self, text)
        same(UInt.self, text)
        same(UInt8.self, text)
        same(UInt32.self, text)
        same(UInt64.self, text)
    }

    @Test("Double and Float decode the same bits as JSONDecoder's", arguments: texts)
    func floatingPoint(text: String) {
        same(Double.self, text) { $0.bitPattern == $1.bitPattern }
        same(Float.self, text) { $0.bitPattern == $1.bitPattern }
    }

    @Test("by default, a number too small for Double reads as zero with its sign, and a subnormal as itself")
    func underflow() throws {
        let values = try JSONModelDecoder().decode([Double].self, from: "[1e-400, -1e-400, 4.9406564584124654e-324, 2.2250738585072011e-308]")
        #expect(values.map(\.bitPattern) == [0.0, -0.0, 4.9406564584124654e-324, 2.2250738585072011e-308].map(\.bitPattern))
        // An integer type refuses a number that is not whole; JSONDecoder's way reads it as 0.
        #expect(throws: DecodingError.self) { _ = try JSONModelDecoder().decode([Int].self, from: "[1e-400]") }
        #expect(try JSONModelDecoder.foundationCompatible.decode([Int].self, from: "[1e-400]") == [0])
    }

    @Test("values read while scanning are the values of the text, in models and in fields")
    func inModels() throws {
        struct Point: Codable, Equatable {
            var x: Double
            var y: Double
            var id: Int64
            var small: UInt8
        }
        let json = #"{"x": -65.613616999999977, "y": 1e23, "id": -9223372036854775808, "small": 255}"#
        let point = try JSONModelDecoder().decode(Point.self, from: json)
        #expect(point == Point(x: -65.613616999999977, y: 1e23, id: .min, small: 255))
        #expect(point == (try JSONDecoder().decode(Point.self, from: Data(json.utf8))))
        // A number that does not fit names its path, as before.
        #expect {
            _ = try JSONModelDecoder().decode(Point.self, from: #"{"x": 1, "y": 2, "id": 3, "small": 256}"#)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["small"]
        }
    }

    @Test("a number longer than a tape entry's length field still has its whole text")
    func veryLongNumber() throws {
        // 16 MiB of exponent digits: the length does not fit the entry's header, and the value
        // (100) is read from the text.
        let text = "1e" + String(repeating: "0", count: 16_777_216) + "2"
        #expect(try JSONModelDecoder().decode([Double].self, from: "[\(text)]") == [100])
        #expect(try JSONModelDecoder().decode(Double.self, from: text) == 100)
        #expect(try JSONValue(parsing: text).double == 100)
    }
}
