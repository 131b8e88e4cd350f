/// A JSON number, kept exactly as precise as its text.
///
/// Integers that fit `Int64` or `UInt64` are stored as integers; decimals such as
/// `-65.613616999999977` keep their digits, without allocating; any other number (an exponent
/// form like `1E400`, an 800-digit integer) keeps its text. So 64-bit ids, big integers and
/// decimals survive a round trip unchanged, and conversion to `Double` happens only when asked,
/// correctly rounded.
///
/// Numbers compare by value: `1`, `1.0` and `1e0` are equal, and a `Double` equals the
/// decimal it prints as.
///
/// ```swift
/// let id = try JSONValue(parsing: "505874924095815681")
/// id.int64                      // 505874924095815681, exactly
/// let big = try JSONValue(parsing: "1E400")
/// big.double                    // nil: too large for Double
/// big.description               // "1E400"
/// ```
public struct JSONNumber: Sendable {
    enum Storage: Sendable {
        /// An integer that fits `Int64`.
        case int(Int64)
        /// An integer above `Int64.max`.
        case uint(UInt64)
        /// A number written without exponent: ±significand / 10^fractionDigits; also `-0`.
        case decimal(significand: UInt64, fractionDigits: UInt8, negative: Bool)
        /// A finite `Double` made in Swift code.
        case double(Double)
        /// Any other number, as its exact JSON text.
        case text(String)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// Creates a number from any integer; integers beyond 64 bits keep their exact digits.
    ///
    /// ```swift
    /// let n = JSONNumber(42)
    /// ```
    public init<T: BinaryInteger>(_ value: T) {
        if let small = Int64(exactly: value) {
            storage = .int(small)
        } else if let large = UInt64(exactly: value) {
            storage = .uint(large)
        } else {
            storage = .text(String(value))
        }
    }

    /// Creates a number from a finite `Double`; returns nil for infinity and NaN, which JSON cannot hold.
    ///
    /// ```swift
    /// JSONNumber(0.1)             // 0.1
    /// JSONNumber(Double.nan)      // nil
    /// ```
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        storage = .double(value)
    }

    /// Creates a number from a finite `Float`, written in the shortest form that reads back as the same `Float`.
    public init?(_ value: Float) {
        guard value.isFinite else { return nil }
        storage = .text(JSONNumber.trimmedDescription(value.description))
    }

    /// Creates a number from JSON number text such as `"-12.50"` or `"6.02e23"`; nil if the text is not one.
    ///
    /// ```swift
    /// JSONNumber(text: "1E400")?.description   // "1E400"
    /// JSONNumber(text: "01")                    // nil: a leading zero
    /// ```
    public init?(text: String) {
        var text = text
        let parsed: JSONNumber? = text.withUTF8 { utf8 in
            guard let tape = try? scanJSON(UnsafeRawBufferPointer(utf8), options: .strict),
                tape.count == 1, tape[0].kind == .number, tape[0].numberLength == utf8.count
            else { return nil }
            return JSONNumber(parsing: UnsafeRawBufferPointer(utf8), readable: utf8.count, entry: tape[0])
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// Builds a number from its validated text, as the scanner recorded it.
    /// `readable` is how many bytes from the start of `text` may be read (at least `text.count`):
    /// digits are read eight at a time, past the number's end where the input allows.
    @inline(__always)
    package init(parsing text: UnsafeRawBufferPointer, readable: Int, entry: TapeEntry) {
        if entry.isJSON5 {
            self = JSONNumber.parseJSON5(text)
        } else if entry.isInteger {
            self = JSONNumber.parseInteger(text, readable: readable, negative: entry.isNegative)
        } else {
            self = JSONNumber.parseNonInteger(text, readable: readable, negative: entry.isNegative)
        }
    }

    @inline(__always)
    private static func parseInteger(_ text: UnsafeRawBufferPointer, readable: Int, negative: Bool) -> JSONNumber {
        var index = negative ? 1 : 0
        guard text.count - index <= 18 else { return parseLongInteger(text, negative: negative) }
        // Eighteen digits always fit Int64.
        let value = Int64(bitPattern: accumulateDigits(text, readable: readable, from: &index, into: 0))
        if negative {
            if value == 0 { return JSONNumber(storage: .decimal(significand: 0, fractionDigits: 0, negative: true)) }
            return JSONNumber(storage: .int(-value))
        }
        return JSONNumber(storage: .int(value))
    }

    /// A JSON5 number the scanner accepted, in JSON's terms: a `+` sign dropped, a bare decimal
    /// point given its zero, hexadecimal read as an integer (beyond 64 bits, as the nearest
    /// `Double`). `Infinity` and `NaN` have no JSON form; readers that allow them handle them
    /// first, and here they read as their text.
    @inline(never)
    static func parseJSON5(_ text: UnsafeRawBufferPointer) -> JSONNumber {
        var position = 0
        var negative = false
        if text.count > 0 && (text[0] == .plus || text[0] == .minus) {
            negative = text[0] == .minus
            position = 1
        }
        let body = UnsafeRawBufferPointer(rebasing: text[position...])
        if body.count > 1 && body[0] == .zero && (body[1] == .lowercaseX || body[1] == .uppercaseX) {
            let (exact, nearest) = hexadecimalValue(UnsafeRawBufferPointer(rebasing: body[2...]))
            guard let magnitude = exact else { return JSONNumber(storage: .double(negative ? -nearest : nearest)) }
            if negative {
                if magnitude == 0 { return JSONNumber(storage: .decimal(significand: 0, fractionDigits: 0, negative: true)) }
                if magnitude <= UInt64(Int64.max) { return JSONNumber(storage: .int(-Int64(magnitude))) }
                if magnitude == UInt64(Int64.max) + 1 { return JSONNumber(storage: .int(.min)) }
                return JSONNumber(storage: .double(-nearest))
            }
            return JSONNumber(integer: magnitude)
        }
        // Decimal: give a bare point its zero on the side it lacks, then read it as JSON.
        var json = negative ? "-" : ""
        var bytes = Array(body)
        if bytes.first == .period { bytes.insert(.zero, at: 0) }
        if let point = bytes.firstIndex(of: .period), point + 1 == bytes.count || !bytes[point + 1].isDigit {
            bytes.insert(.zero, at: point + 1)
        }
        json += String(decoding: bytes, as: UTF8.self)
        return JSONNumber(text: json) ?? JSONNumber(storage: .text(string(text)))
    }

    /// The value of hexadecimal digits: exact when it fits 64 bits, and the nearest `Double`
    /// (correctly rounded; infinite beyond `Double`'s range).
    package static func hexadecimalValue(_ digits: UnsafeRawBufferPointer) -> (exact: UInt64?, nearest: Double) {
        var magnitude: UInt64 = 0
        var droppedDigits = 0
        var droppedNonZero = false
        for byte in digits {
            let digit = UInt64(byte.hexDigitValue ?? 0)
            if magnitude >> 60 == 0 {
                magnitude = magnitude << 4 | digit
            } else {
                droppedDigits += 1
                droppedNonZero = droppedNonZero || digit != 0
            }
        }
        if droppedDigits == 0 { return (magnitude, Double(magnitude)) }
        // The kept 61 to 64 bits round to 53 in one step; a dropped non-zero digit lives on as
        // the lowest bit, far below the rounding point, so that a tie is not mistaken.
        if droppedNonZero { magnitude |= 1 }
        let exponent = min(droppedDigits, 1 << 20) * 4
        return (nil, Double(sign: .plus, exponent: exponent, significand: Double(magnitude)))
    }

    /// A non-negative integer: `Int64` when it fits, else `UInt64`.
    private init(integer: UInt64) {
        storage = integer <= UInt64(Int64.max) ? .int(Int64(integer)) : .uint(integer)
    }

    @inline(never)
    private static func parseLongInteger(_ text: UnsafeRawBufferPointer, negative: Bool) -> JSONNumber {
        var magnitude: UInt64 = 0
        for i in (negative ? 1 : 0) ..< text.count {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(text[i] &- .zero))
            guard !overflow1 && !overflow2 else { return JSONNumber(storage: .text(string(text))) }
            magnitude = sum
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return JSONNumber(storage: .text(string(text))) }
            return JSONNumber(storage: .int(Int64(truncatingIfNeeded: 0 &- magnitude)))
        }
        if magnitude <= UInt64(Int64.max) { return JSONNumber(storage: .int(magnitude == 0 ? 0 : Int64(magnitude))) }
        return JSONNumber(storage: .uint(magnitude))
    }

    @inline(__always)
    private static func parseNonInteger(_ text: UnsafeRawBufferPointer, readable: Int, negative: Bool) -> JSONNumber {
        // Numbers with at most 19 digits in all fit a UInt64 significand.
        guard text.count - (negative ? 1 : 0) <= 20 else { return parseLongDecimal(text, negative: negative) }
        var index = negative ? 1 : 0
        var significand = accumulateDigits(text, readable: readable, from: &index, into: 0)
        var fractionDigits = 0
        if index < text.count && text[index] == .period {
            index += 1
            let fractionStart = index
            significand = accumulateDigits(text, readable: readable, from: &index, into: significand)
            fractionDigits = index - fractionStart
        }
        guard index == text.count else {
            // An exponent: keep the text, which is short enough to be stored inline in most cases.
            return JSONNumber(storage: .text(string(text)))
        }
        return JSONNumber(
            storage: .decimal(significand: significand, fractionDigits: UInt8(fractionDigits), negative: negative))
    }

    /// Decimals with more than 19 digits: fine if most are leading zeros, else kept as text.
    @inline(never)
    private static func parseLongDecimal(_ text: UnsafeRawBufferPointer, negative: Bool) -> JSONNumber {
        var significand: UInt64 = 0
        var significantDigits = 0
        var fractionDigits = 0
        var inFraction = false
        for i in (negative ? 1 : 0) ..< text.count {
            let byte = text[i]
            if byte == .period {
                inFraction = true
                continue
            }
            guard byte.isDigit else { return JSONNumber(storage: .text(string(text))) }
            if inFraction { fractionDigits &+= 1 }
            if significand != 0 || byte != .zero {
                significantDigits &+= 1
                significand = significand &* 10 &+ UInt64(byte &- .zero)
            }
        }
        guard significantDigits <= 19, fractionDigits <= Int(UInt8.max) else {
            return JSONNumber(storage: .text(string(text)))
        }
        return JSONNumber(
            storage: .decimal(significand: significand, fractionDigits: UInt8(fractionDigits), negative: negative))
    }

    /// Appends the run of digits at `index` to `value` (wrapping; callers bound the digit count),
    /// eight digits at a time, and moves `index` past them. The number text sits inside a larger
    /// input, so while at least eight bytes are readable a word is loaded even near the number's end.
    @inline(__always)
    static func accumulateDigits(
        _ text: UnsafeRawBufferPointer, readable: Int, from index: inout Int, into value: UInt64
    ) -> UInt64 {
        var value = value
        guard let base = text.baseAddress else { return value }
        while readable - index >= 8 {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let nonDigits = nonDigitBytes(word)
            if nonDigits == 0 {
                value = value &* 100_000_000 &+ eightDigitsValue(word)
                index &+= 8
                continue
            }
            let digits = nonDigits.trailingZeroBitCount &>> 3
            if digits > 0 {
                // Shift the digits to the top of the word; the zero bytes below read as leading zeros.
                value = value &* powersOfTen[digits] &+ eightDigitsValue(word &<< UInt64(64 &- digits &* 8))
                index &+= digits
            }
            return value
        }
        while index < text.count {
            let digit = text[index] &- .zero
            guard digit < 10 else { break }
            value = value &* 10 &+ UInt64(digit)
            index &+= 1
        }
        return value
    }

    private static let powersOfTen: [UInt64] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000, 10_000_000, 100_000_000]

    /// The value of eight ASCII digits loaded little-endian (first digit in the lowest byte).
    @inline(__always)
    static func eightDigitsValue(_ word: UInt64) -> UInt64 {
        var value = word & 0x0F0F_0F0F_0F0F_0F0F
        value = (value &* 2561) >> 8 & 0x00FF_00FF_00FF_00FF
        value = (value &* 6_553_601) >> 16 & 0x0000_FFFF_0000_FFFF
        return (value &* 42_949_672_960_001) >> 32
    }

    private static func string(_ bytes: UnsafeRawBufferPointer) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Swift prints `100.0` and `1e-05`; JSON is happy with both, but `100` is the shorter form.
    static func trimmedDescription(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }
}

// MARK: - Reading the value

extension JSONNumber {
    /// The number's JSON text: the input's exact text for parsed numbers, the shortest
    /// round-tripping form for a `Double`, and `null` for an infinite or NaN `Double` (see
    /// ``init(floatLiteral:)``).
    public var text: String {
        switch storage {
        case .int(let value): return String(value)
        case .uint(let value): return String(value)
        case .double(let value) where !value.isFinite: return "null"
        case .double(let value): return JSONNumber.trimmedDescription(value.description)
        case .text(let text): return text
        case .decimal(let significand, let fractionDigits, let negative):
            var digits = String(significand)
            let fractionDigits = Int(fractionDigits)
            if digits.count <= fractionDigits {
                digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits
            }
            if fractionDigits > 0 {
                digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
            }
            return negative ? "-" + digits : digits
        }
    }

    /// The nearest `Double`, correctly rounded; nil when the number is too large for `Double` (`1E400`).
    ///
    /// Numbers too small for `Double` round to zero, as the IEEE 754 rules say.
    public var double: Double? {
        switch storage {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value
        case .decimal(let significand, let fractionDigits, let negative):
            return decimalToDouble(significand: significand, exponent10: -Int(fractionDigits), negative: negative)
        case .text(var text):
            return text.withUTF8 { jsonNumberToDouble(UnsafeRawBufferPointer($0)) }
        }
    }

    /// The value as `Int64`, if it is a whole number in range (`5.0` and `5e0` count as whole).
    public var int64: Int64? { exactly(Int64.self) }

    /// The value as `UInt64`, if it is a whole number in range.
    public var uint64: UInt64? { exactly(UInt64.self) }

    /// The value as `Int`, if it is a whole number in range.
    public var int: Int? { exactly(Int.self) }

    /// True when the value is a whole number (`3`, `3.0`, `3e2`), whatever its size.
    public var isWholeNumber: Bool {
        switch storage {
        case .int, .uint: return true
        case .double(let value):
            // Every finite Double from 2^52 up is whole; below, truncation through Int64 is
            // exact. (This avoids `rounded()`, which needs the C math library.)
            guard value.isFinite else { return false }
            return value.magnitude >= 0x1p52 || Double(Int64(value)) == value
        default:
            return DecimalForm(self).isWholeNumber
        }
    }

    /// The value converted exactly to an integer type; nil if it is not a whole number or does not fit.
    ///
    /// ```swift
    /// JSONNumber(300).exactly(UInt8.self)   // nil
    /// JSONNumber(text: "5.0")?.exactly(Int8.self)  // 5
    /// ```
    public func exactly<T: FixedWidthInteger>(_ type: T.Type = T.self) -> T? {
        switch storage {
        case .int(let value): return T(exactly: value)
        case .uint(let value): return T(exactly: value)
        case .double(let value): return T(exactly: value)
        default:
            return DecimalForm(self).integer(as: T.self)
        }
    }
}

// MARK: - Comparing by value

/// A number's value in canonical form: ±digits × 10^exponent, with no leading or trailing zero
/// digits, so equal values have equal forms. Zero is positive with no digits.
struct DecimalForm: Hashable {
    var negative: Bool
    /// ASCII digits without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    var exponent: Int

    init(_ number: JSONNumber) {
        var text = number.text
        self = text.withUTF8 { DecimalForm(text: UnsafeRawBufferPointer($0)) }
    }

    /// Reads validated JSON number text.
    init(text: UnsafeRawBufferPointer) {
        let negative = text.count > 0 && text[0] == .minus
        var digits: [UInt8] = []
        var fractionDigits = 0
        let exponentStart = forEachDigit(of: text) { digit, inFraction in
            if inFraction { fractionDigits += 1 }
            if !digits.isEmpty || digit != 0 { digits.append(.zero + digit) }
        }
        var exponent = exponentValue(text, from: exponentStart) - fractionDigits
        while digits.last == .zero {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty {
            self.negative = false
            self.digits = []
            self.exponent = 0
        } else {
            self.negative = negative
            self.digits = digits
            self.exponent = exponent
        }
    }

    var isWholeNumber: Bool { digits.isEmpty || exponent >= 0 }

    func integer<T: FixedWidthInteger>(as type: T.Type) -> T? {
        guard isWholeNumber, digits.count + exponent <= 40 else { return nil }
        var magnitude: T.Magnitude = 0
        for position in 0 ..< digits.count + exponent {
            let digit: T.Magnitude = position < digits.count ? T.Magnitude(digits[position] - .zero) : 0
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            guard !overflow1 && !overflow2 else { return nil }
            magnitude = sum
        }
        if negative {
            guard T.isSigned else { return nil }
            if magnitude == T.Magnitude(T.max) + 1 { return T.min }
            guard let value = T(exactly: magnitude) else { return nil }
            return 0 - value
        }
        return T(exactly: magnitude)
    }
}

extension JSONNumber: Hashable {
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.int(let a), .int(let b)): return a == b
        case (.uint(let a), .uint(let b)): return a == b
        case (.int, .uint), (.uint, .int): return false
        // NaN equals NaN here, so that equality stays an equivalence for sets and dictionaries.
        case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.double(let a), _) where !a.isFinite: return false
        case (_, .double(let b)) where !b.isFinite: return false
        default: return DecimalForm(lhs) == DecimalForm(rhs)
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .double(let value) where !value.isFinite:
            hasher.combine(value.isNaN ? 2 : value > 0 ? 1 : -1)
        case .int(let value) where value % 10 != 0:
            // The common case: a canonical form with no trailing zero, without building it.
            hasher.combine(value < 0)
            hasher.combine(value.magnitude)
            hasher.combine(0)
        default:
            let form = DecimalForm(self)
            hasher.combine(form.negative)
            if form.digits.count <= 19, let significand = UInt64(String(decoding: form.digits, as: UTF8.self)) {
                hasher.combine(significand)
            } else {
                hasher.combine(form.digits)
            }
            hasher.combine(form.exponent)
        }
    }
}

extension JSONNumber: CustomStringConvertible {
    /// The number's JSON text; see ``text``.
    public var description: String { text }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// `let n: JSONNumber = 42`
    public init(integerLiteral value: Int64) { storage = .int(value) }

    /// `let n: JSONNumber = 2.5`
    ///
    /// JSON has no infinity or NaN. A literal that is one in Swift (`1e400` is infinite, as
    /// are `.infinity` and `.nan` where a `Double` is expected) makes a number that is written
    /// as `null`, as JavaScript's `JSON.stringify` writes them, and converts to nothing but
    /// its `Double`; it equals only the same value (NaN included, so that sets work).
    /// ``init(_:)-(Double)`` returns nil for them instead.
    public init(floatLiteral value: Double) { storage = .double(value) }

    /// The value of an infinite or NaN number made from a `Double`, for writers that follow a
    /// strategy for them; nil for every number JSON can hold.
    package var nonFiniteValue: Double? {
        if case .double(let value) = storage, !value.isFinite { return value }
        return nil
    }
}
