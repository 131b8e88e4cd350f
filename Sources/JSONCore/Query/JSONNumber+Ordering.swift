// Numbers ordered by value, for the `<` and `>` of JSONPath filters: exactly, whatever their
// size or number of digits (`12345678901234567890 < 12345678901234567891`, `0.1 < 0.10000000000000001`).

extension JSONNumber {
    /// True when this number's value is below `other`'s. A NaN made in Swift code is below nothing
    /// and nothing is below it; infinities made in Swift code are beyond every JSON number.
    func isLess(than other: JSONNumber) -> Bool {
        switch (storage, other.storage) {
        case (.int(let a), .int(let b)): return a < b
        case (.uint(let a), .uint(let b)): return a < b
        // A `.uint` is above Int64.max, so above every `.int`.
        case (.int, .uint): return true
        case (.uint, .int): return false
        case (.double(let a), .double(let b)): return a < b
        // Against a number of any other storage, which is finite.
        case (.double(let a), _) where !a.isFinite: return a == -.infinity
        case (_, .double(let b)) where !b.isFinite: return b == .infinity
        default: return DecimalForm(self).isLess(than: DecimalForm(other))
        }
    }
}

extension DecimalForm {
    /// Compares by sign, then by the position of the first digit, then digit by digit.
    func isLess(than other: DecimalForm) -> Bool {
        let sign = digits.isEmpty ? 0 : negative ? -1 : 1
        let otherSign = other.digits.isEmpty ? 0 : other.negative ? -1 : 1
        if sign != otherSign { return sign < otherSign }
        if sign == 0 { return false }
        let order = compareMagnitude(other)
        return sign > 0 ? order < 0 : order > 0
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
