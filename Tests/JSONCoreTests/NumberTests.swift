import Testing

@testable import JSONCore

@Suite("Numbers")
struct NumberTests {
    func number(_ text: String) throws -> JSONNumber {
        try #require(try JSONValue(parsing: text).number)
    }

    @Test("64-bit integer limits are exact")
    func integerLimits() throws {
        #expect(try number("-9223372036854775808").int64 == Int64.min)
        #expect(try number("9223372036854775807").int64 == Int64.max)
        #expect(try number("18446744073709551615").uint64 == UInt64.max)
        #expect(try number("18446744073709551615").int64 == nil)
        #expect(try number("-9223372036854775809").int64 == nil)
        #expect(try number("-9223372036854775809").description == "-9223372036854775809")
        #expect(try number("18446744073709551616").uint64 == nil)
        #expect(try number("18446744073709551616").description == "18446744073709551616")
    }

    @Test("extreme doubles convert to the correctly rounded Double", arguments: [
        "1.7976931348623157e308", "5e-324", "0.1", "-65.613616999999977", "2.2250738585072014e-308", "1e-400",
        "123456789012345678901234567890", "0.30000000000000004", "9007199254740993",
    ])
    func doubles(text: String) throws {
        let value = try #require(try number(text).double)
        let oracle = try #require(Double(text))
        #expect(value.bitPattern == oracle.bitPattern)
    }

    @Test("-0.0 keeps its sign as a Double and its text")
    func negativeZero() throws {
        let zero = try number("-0.0")
        #expect(zero.double?.sign == .minus)
        #expect(zero.description == "-0.0")
        #expect(try number("-0").description == "-0")
        #expect(try number("-0").double?.sign == .minus)
        #expect(zero == JSONNumber(0))
    }

    @Test("800-digit integers keep every digit")
    func hugeInteger() throws {
        let digits = "9" + String(repeating: "1234567890", count: 80)
        let value = try JSONValue(parsing: "[\(digits)]")
        #expect(value[0].number?.description == digits)
        #expect(value.description == "[\(digits)]")
        #expect(value[0].int64 == nil)
        #expect(value[0].number?.isWholeNumber == true)
    }

    @Test("1E400 stays text, and converting it to Double is a clear error")
    func tooLargeForDouble() throws {
        let value = try JSONValue(parsing: #"{"x": 1E400}"#)
        #expect(value["x"].number?.description == "1E400")
        #expect(value.description == #"{"x":1E400}"#)
        #expect(value["x"].double == nil)
        let error = try #require(throws: JSONAccessError.self) { try value["x"].decode(Double.self) }
        #expect(error.description == "x: number 1E400 does not fit Double")
        #expect(error.kind == .numberOutOfRange)
    }

    @Test("decimals keep their exact digits, trailing zeros included", arguments: [
        "1.10", "0.000123", "-12.5000", "3.141592653589793238462643383279", "1e5", "1E+05", "-2.5e-3", "0.0",
    ])
    func exactText(text: String) throws {
        #expect(try number(text).description == text)
        #expect(try JSONValue(parsing: "[\(text)]").description == "[\(text)]")
    }

    @Test("numbers compare and hash by value")
    func valueEquality() throws {
        let equalGroups: [[String]] = [
            ["1", "1.0", "1e0", "10e-1", "0.1e1", "1.000"],
            ["0", "-0", "0.0", "-0.0", "0e10"],
            ["123000", "1.23e5", "123e3", "123000.00"],
            ["-2.5", "-25e-1", "-0.25E1"],
        ]
        for group in equalGroups {
            let numbers = try group.map(number)
            for a in numbers {
                for b in numbers {
                    #expect(a == b, "\(a) == \(b)")
                    #expect(a.hashValue == b.hashValue, "hash of \(a) and \(b)")
                }
            }
        }
        #expect(try number("1") != number("1.0000000000000000001"))
        #expect(try number("100") != number("10"))
        #expect(JSONNumber(0.1) == (try number("0.1")))
        #expect(JSONNumber(1) == JSONNumber(1.0))
        #expect(JSONNumber(UInt64.max) == (try number("18446744073709551615")))
        #expect(JSONNumber(UInt64.max) != JSONNumber(Int64.max))
    }

    @Test("whole numbers convert exactly to every integer width; others do not")
    func exactly() throws {
        #expect(try number("5.0").exactly(Int8.self) == 5)
        #expect(try number("1e2").exactly(UInt8.self) == 100)
        #expect(try number("300").exactly(UInt8.self) == nil)
        #expect(try number("-1").exactly(UInt.self) == nil)
        #expect(try number("4.5").exactly(Int.self) == nil)
        #expect(try number("-128").exactly(Int8.self) == -128)
        #expect(try number("-1.28e2").exactly(Int8.self) == -128)
        #expect(try number("1e30").exactly(Int64.self) == nil)
        #expect(try number("12345678900000000000e-10").exactly(Int.self) == 1_234_567_890)
        #expect(try number("12345678901234567890e-10").exactly(Int.self) == nil)
    }

    @Test("numbers made in Swift write in the shortest exact form")
    func swiftNumbers() {
        // Variables, not literals: `JSONNumber(0.1)` would be the (non-failable) literal initializer.
        let tenth = 0.1, hundred = 100.0, tiny = 1e-7
        #expect(JSONNumber(tenth)?.description == "0.1")
        #expect(JSONNumber(hundred)?.description == "100")
        #expect(JSONNumber(tiny)?.description == "1e-07")
        #expect((0.1 as JSONNumber).description == "0.1")
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(-Double.infinity) == nil)
        #expect(JSONNumber(Float(0.1))?.description == "0.1")
        #expect(JSONNumber(Int8.min).description == "-128")
        #expect(JSONNumber(text: "01") == nil)
        #expect(JSONNumber(text: " 1") == nil)
        #expect(JSONNumber(text: "-1.5E+3")?.double == -1500)
    }
}
