// Numbers ordered by value, for the comparisons of JSONPath filters: exactly, whatever their
// size or number of digits (`12345678901234567890 < 12345678901234567891`, `0.1 < 0.10000000000000001`).

extension JSONNumber {
    /// -1, 0 or 1 as this number's value is below, equal to or above `other`'s; nil when either
    /// is a NaN made in Swift code. Infinities made in Swift code are beyond every JSON number.
    func compareByValue(_ other: JSONNumber) -> Int? {
        switch (storage, other.storage) {
        case (.int(let a), .int(let b)): return a < b ? -1 : a == b ? 0 : 1
        case (.uint(let a), .uint(let b)): return a < b ? -1 : a == b ? 0 : 1
        // A `.uint` is above Int64.max, so above every `.int`.
        case (.int, .uint): return -1
        case (.uint, .int): return 1
        case (.double(let a), .double(let b)):
            if a.isNaN || b.isNaN { return nil }
            return a < b ? -1 : a == b ? 0 : 1
        // Against a number of any other storage, which is finite.
        case (.double(let a), _) where !a.isFinite: return a.isNaN ? nil : a < 0 ? -1 : 1
        case (_, .double(let b)) where !b.isFinite: return b.isNaN ? nil : b < 0 ? 1 : -1
        default:
            if let a = scaledInteger, let b = other.scaledInteger, let order = Self.compare(a, b) { return order }
            return DecimalForm(self).compare(DecimalForm(other))
        }
    }

    /// ±significand / 10^scale, for the storages that are one without reading text: integers
    /// and the decimals that most parsed numbers with a fraction are.
    private var scaledInteger: (negative: Bool, significand: UInt64, scale: Int)? {
        switch storage {
        case .int(let value): return (value < 0, value.magnitude, 0)
        case .uint(let value): return (false, value, 0)
        case .decimal(let significand, let fractionDigits, let negative): return (negative, significand, Int(fractionDigits))
        default: return nil
        }
    }

    /// Compares two scaled integers exactly in 128 bits; nil when their scales are too far apart
    /// for that (more than 19 digits).
    private static func compare(
        _ a: (negative: Bool, significand: UInt64, scale: Int), _ b: (negative: Bool, significand: UInt64, scale: Int)
    ) -> Int? {
        let signA = a.significand == 0 ? 0 : a.negative ? -1 : 1
        let signB = b.significand == 0 ? 0 : b.negative ? -1 : 1
        if signA != signB { return signA < signB ? -1 : 1 }
        if signA == 0 { return 0 }
        let difference = a.scale - b.scale
        guard difference.magnitude < UInt(powersOfTen.count) else { return nil }
        // Bring both to the larger scale: the one with fewer fraction digits is multiplied.
        let left: (high: UInt64, low: UInt64) =
            difference < 0 ? a.significand.multipliedFullWidth(by: powersOfTen[-difference]) : (0, a.significand)
        let right: (high: UInt64, low: UInt64) =
            difference > 0 ? b.significand.multipliedFullWidth(by: powersOfTen[difference]) : (0, b.significand)
        let magnitudeOrder = left.high != right.high ? (left.high < right.high ? -1 : 1)
            : left.low != right.low ? (left.low < right.low ? -1 : 1) : 0
        return signA > 0 ? magnitudeOrder : -magnitudeOrder
    }

    /// 10^0 through 10^19, every power of ten a `UInt64` holds.
    private static let powersOfTen: [UInt64] = (0 ... 19).map { (0 ..< $0).reduce(1) { value, _ in value * 10 } }
}

extension DecimalForm {
    /// -1, 0 or 1: by sign, then by the position of the first digit, then digit by digit.
    func compare(_ other: DecimalForm) -> Int {
        let sign = digits.isEmpty ? 0 : negative ? -1 : 1
        let otherSign = other.digits.isEmpty ? 0 : other.negative ? -1 : 1
        if sign != otherSign { return sign < otherSign ? -1 : 1 }
        if sign == 0 { return 0 }
        let order = compareMagnitude(other)
        return sign > 0 ? order : -order
    }

    /// -1, 0 or 1 as |self| is below, equal to or above |other|.
    private func compareMagnitude(_ other: DecimalForm) -> Int {
        // The value is 0.d1d2… × 10^(digits + exponent); exponents are far from overflowing
        // (see `exponentValue`), digit counts are bounded by memory.
        let scale = digits.count + exponent
        let otherScale = other.digits.count + other.exponent
        if scale != otherScale { return scale < otherScale ? -1 : 1 }
        for (a, b) in zip(digits, other.digits) where a != b { return a < b ? -1 : 1 }
        // One digit string starts the other; the longer has more non-zero digits (no trailing zeros).
        if digits.count == other.digits.count { return 0 }
        return digits.count < other.digits.count ? -1 : 1
    }
}
