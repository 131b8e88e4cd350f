// Decimal → Double, correctly rounded, without going through `String` or the C library.
//
// Three tiers, cheapest first:
// 1. Clinger's fast path: a significand below 2^53 times or divided by an exact power of ten
//    up to 10^22 is one correctly rounded floating-point operation.
// 2. Eisel–Lemire: multiply the normalised significand by a 128-bit approximation of 10^q and
//    read the rounded result off the product; it declines the rare cases where the truncated
//    approximation cannot decide the rounding.
// 3. `ExactDecimal`: exact decimal arithmetic on the digits, for whatever the first two decline
//    and for numbers whose digits do not fit 64 bits.

/// The `Double` nearest to `±significand × 10^exponent10` (ties to even).
///
/// Overflow gives ±infinity and underflow ±0, as IEEE 754 rounding does.
@inline(__always)
func decimalToDouble(significand: UInt64, exponent10: Int, negative: Bool) -> Double {
    if let value = clingerFastPath(significand: significand, exponent10: exponent10, negative: negative) {
        return value
    }
    if let value = eiselLemire(significand: significand, exponent10: exponent10, negative: negative) {
        return value
    }
    return slowDecimalToDouble(significand: significand, exponent10: exponent10, negative: negative)
}

@inline(never)
private func slowDecimalToDouble(significand: UInt64, exponent10: Int, negative: Bool) -> Double {
    var decimal = ExactDecimal(significand: significand, exponent10: exponent10)
    return decimal.double(negative: negative)
}

/// The `Double` nearest to validated JSON number text; nil when the number is too large for
/// `Double` (`1E400`). Numbers too small for `Double` round to zero.
///
/// Text of at most 19 digits (every number of most documents) is read in one pass over the
/// bytes, eight at a time; longer text goes the way that keeps the first 19 significant digits.
/// `readable` is how many bytes from the start of `text` may be read (the rest of the input,
/// which lets the last digits be read as a whole word too); at least `text.count`.
package func jsonNumberToDouble(_ text: UnsafeRawBufferPointer, readable: Int? = nil) -> Double? {
    guard var byte = text.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
    let end = byte + text.count
    let readableEnd = byte + max(readable ?? 0, text.count)
    let negative = byte.pointee == .minus
    if negative { byte += 1 }
    var significand: UInt64 = 0
    let start = byte
    readDigits(&byte, end, readableEnd, into: &significand)
    var digits = byte - start
    var exponent10 = 0
    if byte < end && byte.pointee == .period {
        byte += 1
        let fractionStart = byte
        readDigits(&byte, end, readableEnd, into: &significand)
        exponent10 = fractionStart - byte
        digits += byte - fractionStart
    }
    // Leading zeros count too: 19 digits of any kind fit 64 bits.
    guard digits <= 19 else { return longJSONNumberToDouble(text) }
    if byte < end {
        // `e` or `E`, a sign, digits.
        exponent10 += exponentValue(text, from: byte - start + (negative ? 1 : 0))
    }
    let value = decimalToDouble(significand: significand, exponent10: exponent10, negative: negative)
    return value.isFinite ? value : nil
}

/// Reads the run of digits at `byte` (which ends before `end`) into `significand` (wrapping past
/// 19 digits, which the caller counts), eight bytes at a time where eight bytes can be read
/// before `readableEnd`. The scanner reads numbers with it too, so that both read alike.
@inline(__always)
func readDigits(
    _ byte: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, _ readableEnd: UnsafePointer<UInt8>,
    into significand: inout UInt64
) {
    while readableEnd - byte >= 8 {
        let word = UInt64(littleEndian: UnsafeRawPointer(byte).loadUnaligned(as: UInt64.self))
        let count = leadingDigitCount(word)
        if count == 8 {
            significand = significand &* 100_000_000 &+ eightDigitsValue(word)
            byte += 8
            continue
        }
        if count <= 3 {
            // A short run (the whole part of most numbers): digit by digit costs less than the
            // word's arithmetic.
            for _ in 0 ..< count {
                significand = significand &* 10 &+ UInt64(byte.pointee &- .zero)
                byte += 1
            }
        } else {
            // The digits moved to the top of the word, with zeros ('0') in front of them.
            let shift = UInt64(8 - count) &* 8
            let padded = word << shift | (0x3030_3030_3030_3030 >> (64 - shift))
            significand = significand &* powersOfTenBelow8[count] &+ eightDigitsValue(padded)
            byte += count
        }
        return
    }
    while byte < end {
        let digit = byte.pointee &- .zero
        guard digit < 10 else { break }
        significand = significand &* 10 &+ UInt64(digit)
        byte += 1
    }
}

/// 10^n for n below 8.
private let powersOfTenBelow8: [UInt64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000]

/// How many of the bytes of `word`, from the first (the lowest), are ASCII digits before the
/// first that is not; 8 when all are.
@inline(__always)
func leadingDigitCount(_ word: UInt64) -> Int {
    // A byte is a digit when its high nibble is 3 and adding 6 leaves it 3: each such test
    // leaves a zero byte, and any other byte nonzero.
    let notDigit = (word & 0xF0F0_F0F0_F0F0_F0F0 ^ 0x3030_3030_3030_3030)
        | ((word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0 ^ 0x3030_3030_3030_3030)
    return notDigit.trailingZeroBitCount >> 3
}

/// The value of eight ASCII digits loaded as a little-endian word (the first digit the most
/// significant): pairs, then fours, then the eight combined by three multiplications.
@inline(__always)
func eightDigitsValue(_ word: UInt64) -> UInt64 {
    var value = word &- 0x3030_3030_3030_3030
    value = value &* 10 &+ (value >> 8)  // each even byte: two digits
    let pairs = value & 0x0000_00FF_0000_00FF
    let nextPairs = (value >> 16) & 0x0000_00FF_0000_00FF
    return (pairs &* (100 &+ (1_000_000 << 32)) &+ nextPairs &* (1 &+ (10_000 << 32))) >> 32
}

/// ``jsonNumberToDouble(_:)`` for text of more than 19 digits.
@inline(never)
private func longJSONNumberToDouble(_ text: UnsafeRawBufferPointer) -> Double? {
    let negative = text.count > 0 && text[0] == .minus

    // The first 19 significant digits, and the power of ten that scales them.
    var significand: UInt64 = 0
    var significantDigits = 0
    var exponent10 = 0
    // A nonzero digit past the first 19 was dropped: the value lies strictly between
    // `significand` and `significand + 1` (scaled).
    var truncated = false
    let exponentStart = forEachDigit(of: text) { digit, inFraction in
        if significantDigits < 19 {
            significand = significand &* 10 &+ UInt64(digit)
            if significand != 0 { significantDigits += 1 }
            if inFraction { exponent10 -= 1 }
        } else {
            if digit != 0 { truncated = true }
            if !inFraction { exponent10 += 1 }
        }
    }
    exponent10 += exponentValue(text, from: exponentStart)

    let value: Double
    if !truncated {
        value = decimalToDouble(significand: significand, exponent10: exponent10, negative: negative)
    } else if let low = eiselLemire(significand: significand, exponent10: exponent10, negative: negative),
        let high = eiselLemire(significand: significand + 1, exponent10: exponent10, negative: negative),
        low == high
    {
        // Both ends of the interval round to the same Double, so the dropped digits do not matter.
        value = low
    } else {
        var decimal = ExactDecimal(text: text)
        value = decimal.double(negative: negative)
    }
    return value.isFinite ? value : nil
}

/// Calls `body` with each digit's value in validated JSON number text, in order, and whether it
/// stands after the decimal point; returns the index where the exponent part starts (`text.count`
/// when there is none).
@inline(__always)
func forEachDigit(of text: UnsafeRawBufferPointer, _ body: (_ digit: UInt8, _ inFraction: Bool) -> Void) -> Int {
    var index = text.count > 0 && text[0] == .minus ? 1 : 0
    var inFraction = false
    while index < text.count {
        let byte = text[index]
        if byte == .period {
            inFraction = true
        } else {
            let digit = byte &- .zero
            guard digit < 10 else { break }
            body(digit, inFraction)
        }
        index += 1
    }
    return index
}

/// The exponent of validated JSON number text whose exponent part (`e`, `E`, or nothing) starts
/// at `index`; zero when there is none.
///
/// It saturates far beyond any exponent that the input's own digits could offset (inputs are
/// below 2^32 bytes), where the value is ±infinity or zero either way.
func exponentValue(_ text: UnsafeRawBufferPointer, from index: Int) -> Int {
    var index = index + 1  // past 'e' or 'E'
    guard index <= text.count else { return 0 }
    var negative = false
    if index < text.count && (text[index] == .minus || text[index] == .plus) {
        negative = text[index] == .minus
        index += 1
    }
    var exponent = 0
    while index < text.count {
        let digit = text[index] &- .zero
        guard digit < 10 else { break }
        if exponent < 1_000_000_000_000_000 { exponent = exponent * 10 + Int(digit) }
        index += 1
    }
    return negative ? -exponent : exponent
}

// MARK: - Clinger's fast path

/// The powers of ten that `Double` represents exactly.
private let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

@inline(__always)
private func clingerFastPath(significand: UInt64, exponent10: Int, negative: Bool) -> Double? {
    guard significand <= 1 << 53, exponent10 >= -22, exponent10 <= 22 else { return nil }
    var value = Double(significand)
    if exponent10 < 0 {
        value /= exactPowersOfTen[-exponent10]
    } else {
        value *= exactPowersOfTen[exponent10]
    }
    return negative ? -value : value
}

// MARK: - Eisel–Lemire

/// The correctly rounded `Double`, or nil when the 128-bit approximation of 10^q cannot decide
/// the rounding, or the result is subnormal, infinite or beyond the table (callers fall back to
/// exact arithmetic then).
func eiselLemire(significand: UInt64, exponent10: Int, negative: Bool) -> Double? {
    if significand == 0 { return negative ? -0.0 : 0.0 }
    guard exponent10 >= powersOfFiveSmallestExponent, exponent10 <= powersOfFiveLargestExponent else { return nil }

    let leadingZeros = significand.leadingZeroBitCount
    let normalized = significand << UInt64(leadingZeros)
    // floor(log2(10^q)) = (217706 × q) >> 16 for every q in the table's range.
    var exponent2 = ((217_706 &* exponent10) >> 16) &+ 64 &+ 1023 &- leadingZeros

    let tableIndex = (exponent10 - powersOfFiveSmallestExponent) &* 2
    let powerHigh = powersOfFive[tableIndex]
    let powerLow = powersOfFive[tableIndex + 1]

    var (productHigh, productLow) = normalized.multipliedFullWidth(by: powerHigh)
    // The truncated table word can be off by up to `normalized` in the low half; when that could
    // carry into the bits that decide the rounding, bring in the table's second word.
    if productHigh & 0x1FF == 0x1FF && productLow &+ normalized < productLow {
        let (secondHigh, secondLow) = normalized.multipliedFullWidth(by: powerLow)
        var mergedHigh = productHigh
        let mergedLow = productLow &+ secondHigh
        if mergedLow < productLow { mergedHigh &+= 1 }
        if mergedHigh & 0x1FF == 0x1FF && mergedLow == UInt64.max && secondLow &+ normalized < secondLow {
            return nil
        }
        productHigh = mergedHigh
        productLow = mergedLow
    }

    // Keep 54 bits: the 53 of a Double and one for rounding.
    let topBit = productHigh >> 63
    var mantissa = productHigh >> (topBit &+ 9)
    exponent2 &-= Int(1 ^ topBit)

    // Exactly half-way between two Doubles as far as the product can tell: let exact arithmetic decide.
    if productLow == 0 && productHigh & 0x1FF == 0 && mantissa & 3 == 1 { return nil }

    // Round half to even, from 54 bits to 53.
    mantissa &+= mantissa & 1
    mantissa >>= 1
    if mantissa >> 53 > 0 {
        mantissa >>= 1
        exponent2 &+= 1
    }
    // Subnormal or infinite results are left to the exact path.
    guard exponent2 >= 1, exponent2 < 0x7FF else { return nil }
    let bits = UInt64(exponent2) << 52 | (mantissa & 0x000F_FFFF_FFFF_FFFF)
    return Double(bitPattern: negative ? bits | 1 << 63 : bits)
}

// MARK: - Exact decimal arithmetic

/// A decimal number `0.d₀d₁d₂… × 10^decimalPoint` with up to ``capacity`` digits, converted to
/// binary by exact shifts: scale by powers of two until the value lies in [½, 1), then read the
/// 53 bits of the `Double` and round on the decimal digits that remain.
///
/// 800 digits are more than the 767 significant digits a `Double` can need to round correctly;
/// a nonzero digit beyond them is remembered in ``truncated``, which breaks exact ties upwards.
struct ExactDecimal {
    static let capacity = 800

    /// Digit values 0–9, most significant first; `digits[0] != 0` when `count > 0`.
    private var digits: [UInt8]
    private var count = 0
    private var decimalPoint = 0
    private var truncated = false
    /// Space for a left shift to write its result into.
    private var scratch: [UInt8] = []

    init(significand: UInt64, exponent10: Int) {
        digits = [UInt8](repeating: 0, count: ExactDecimal.capacity)
        var reversed: [UInt8] = []
        var rest = significand
        while rest > 0 {
            reversed.append(UInt8(rest % 10))
            rest /= 10
        }
        for digit in reversed.reversed() {
            digits[count] = digit
            count += 1
        }
        decimalPoint = count + exponent10
        trimTrailingZeros()
    }

    /// Reads validated JSON number text, ignoring its sign.
    init(text: UnsafeRawBufferPointer) {
        digits = [UInt8](repeating: 0, count: ExactDecimal.capacity)
        let exponentStart = forEachDigit(of: text) { digit, inFraction in
            if count == 0 && digit == 0 {
                // A leading zero: in the fraction it moves the decimal point.
                if inFraction { decimalPoint -= 1 }
                return
            }
            if !inFraction { decimalPoint += 1 }
            if count < ExactDecimal.capacity {
                digits[count] = digit
                count += 1
            } else if digit != 0 {
                truncated = true
            }
        }
        decimalPoint += exponentValue(text, from: exponentStart)
        trimTrailingZeros()
    }

    /// The correctly rounded `Double` (±infinity on overflow, ±0 on underflow).
    mutating func double(negative: Bool) -> Double {
        let sign: UInt64 = negative ? 1 << 63 : 0
        let infinity = Double(bitPattern: sign | 0x7FF0_0000_0000_0000)
        guard count > 0, decimalPoint >= -330 else { return Double(bitPattern: sign) }
        guard decimalPoint <= 310 else { return infinity }

        // Scale into [½, 1), counting the powers of two.
        var exponent2 = 0
        while decimalPoint > 0 {
            let shift = ExactDecimal.shiftFor(decimalDigits: decimalPoint)
            shiftRight(by: shift)
            exponent2 += shift
        }
        while decimalPoint < 0 || (decimalPoint == 0 && digits[0] < 5) {
            let shift = ExactDecimal.shiftFor(decimalDigits: -decimalPoint)
            shiftLeft(by: shift)
            exponent2 -= shift
        }
        // [½, 1) → [1, 2).
        exponent2 -= 1

        // Below the smallest normal exponent the value is subnormal: fewer bits of mantissa.
        if exponent2 < -1022 {
            var shift = -1022 - exponent2
            exponent2 = -1022
            while shift > 0 {
                let step = min(shift, ExactDecimal.maximumShift)
                shiftRight(by: step)
                shift -= step
            }
        }
        guard exponent2 + 1023 < 0x7FF else { return infinity }

        shiftLeft(by: 53)
        var mantissa = roundedInteger()
        if mantissa == 1 << 53 {
            // Rounding carried into a new bit.
            mantissa >>= 1
            exponent2 += 1
            guard exponent2 + 1023 < 0x7FF else { return infinity }
        }
        let biasedExponent: UInt64 = mantissa & (1 << 52) == 0 ? 0 : UInt64(exponent2 + 1023)
        return Double(bitPattern: sign | biasedExponent << 52 | (mantissa & 0x000F_FFFF_FFFF_FFFF))
    }

    /// A shift by `n` bits keeps `n` below 64 with room for a digit: (9 × 2^60 + carry) < 2^64.
    private static let maximumShift = 60

    /// Bits to shift by to move the value by about `decimalDigits` decimal places, without
    /// overshooting: 2^shift ≤ 10^decimalDigits.
    private static func shiftFor(decimalDigits: Int) -> Int {
        let shifts = [1, 3, 6, 9, 13, 16, 19, 23, 26, 29, 33, 36, 39, 43, 46, 49, 53, 56, 59]
        return decimalDigits < shifts.count ? shifts[decimalDigits] : maximumShift
    }

    /// Divides by 2^shift (shift ≤ 60), keeping every digit that fits.
    private mutating func shiftRight(by shift: Int) {
        var read = 0
        var write = 0
        var accumulator: UInt64 = 0
        // Read enough leading digits for the first quotient digit to be nonzero.
        while accumulator >> shift == 0 {
            if read >= count {
                if accumulator == 0 {
                    count = 0
                    return
                }
                while accumulator >> shift == 0 {
                    accumulator *= 10
                    read += 1
                }
                break
            }
            accumulator = accumulator * 10 + UInt64(digits[read])
            read += 1
        }
        decimalPoint -= read - 1
        let mask: UInt64 = (1 << shift) - 1
        while read < count {
            digits[write] = UInt8(accumulator >> shift)
            write += 1
            accumulator = (accumulator & mask) * 10 + UInt64(digits[read])
            read += 1
        }
        while accumulator > 0 {
            let digit = UInt8(accumulator >> shift)
            if write < ExactDecimal.capacity {
                digits[write] = digit
                write += 1
            } else if digit > 0 {
                truncated = true
            }
            accumulator = (accumulator & mask) * 10
        }
        count = write
        trimTrailingZeros()
    }

    /// Multiplies by 2^shift (shift ≤ 60), keeping every digit that fits.
    private mutating func shiftLeft(by shift: Int) {
        // 2^60 × 10 has 19 digits, so the result has at most 19 more digits than the input.
        let room = count + 20
        if scratch.count < room { scratch = [UInt8](repeating: 0, count: room) }
        var write = room
        var carry: UInt64 = 0
        var read = count - 1
        while read >= 0 {
            carry += UInt64(digits[read]) << shift
            write -= 1
            scratch[write] = UInt8(carry % 10)
            carry /= 10
            read -= 1
        }
        while carry > 0 {
            write -= 1
            scratch[write] = UInt8(carry % 10)
            carry /= 10
        }
        let total = room - write
        decimalPoint += total - count
        let kept = min(total, ExactDecimal.capacity)
        for position in 0 ..< kept { digits[position] = scratch[write + position] }
        for position in kept ..< total where scratch[write + position] != 0 { truncated = true }
        count = kept
        trimTrailingZeros()
    }

    /// The integer part, rounded half to even on the digits after the decimal point.
    private func roundedInteger() -> UInt64 {
        var value: UInt64 = 0
        var position = 0
        while position < decimalPoint && position < count {
            value = value * 10 + UInt64(digits[position])
            position += 1
        }
        while position < decimalPoint {
            value *= 10
            position += 1
        }
        if roundsUp(at: decimalPoint) { value += 1 }
        return value
    }

    private func roundsUp(at position: Int) -> Bool {
        guard position >= 0, position < count else { return false }
        if digits[position] == 5 && position + 1 == count {
            // Exactly half-way, unless digits were dropped: then a little more than half.
            if truncated { return true }
            return position > 0 && digits[position - 1] % 2 == 1
        }
        return digits[position] >= 5
    }

    private mutating func trimTrailingZeros() {
        while count > 0 && digits[count - 1] == 0 { count -= 1 }
        if count == 0 { decimalPoint = 0 }
    }
}
