// The bytes of JSON's grammar, by name.
extension UInt8 {
    static let quote: UInt8 = 0x22  // "
    static let backslash: UInt8 = 0x5C  // \
    static let slash: UInt8 = 0x2F  // /
    static let apostrophe: UInt8 = 0x27  // '
    static let asterisk: UInt8 = 0x2A  // *
    static let comma: UInt8 = 0x2C  // ,
    static let colon: UInt8 = 0x3A  // :
    static let openBrace: UInt8 = 0x7B  // {
    static let closeBrace: UInt8 = 0x7D  // }
    static let openBracket: UInt8 = 0x5B  // [
    static let closeBracket: UInt8 = 0x5D  // ]
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let minus: UInt8 = 0x2D  // -
    static let plus: UInt8 = 0x2B  // +
    static let period: UInt8 = 0x2E  // .
    static let zero: UInt8 = 0x30  // 0
    static let nine: UInt8 = 0x39  // 9
    static let lowercaseE: UInt8 = 0x65  // e
    static let lowercaseT: UInt8 = 0x74  // t
    static let lowercaseF: UInt8 = 0x66  // f
    static let lowercaseN: UInt8 = 0x6E  // n
    static let lowercaseU: UInt8 = 0x75  // u
    static let lowercaseB: UInt8 = 0x62  // b
    static let lowercaseR: UInt8 = 0x72  // r
    static let lowercaseV: UInt8 = 0x76  // v
    static let lowercaseX: UInt8 = 0x78  // x
    static let uppercaseX: UInt8 = 0x58  // X
    static let uppercaseI: UInt8 = 0x49  // I
    static let uppercaseN: UInt8 = 0x4E  // N
    static let dollar: UInt8 = 0x24  // $
    static let underscore: UInt8 = 0x5F  // _

    /// Space, tab, line feed or carriage return: the only whitespace RFC 8259 allows.
    @inline(__always)
    var isJSONWhitespace: Bool {
        // One table-free test: each of the four bytes is ≤ 0x20 and selects a bit of this mask.
        self <= .space && (UInt64(1) << UInt64(self)) & 0x1_0000_2600 != 0
    }

    @inline(__always)
    var isDigit: Bool { self &- .zero < 10 }

    /// An ASCII character of a JSON5 key without quotes: a letter, a digit, `$` or `_`.
    @inline(__always)
    var isIdentifierASCII: Bool {
        self &- UInt8(ascii: "a") < 26 || self &- UInt8(ascii: "A") < 26 || isDigit || self == .dollar || self == .underscore
    }

    /// The value of a hexadecimal digit, or nil.
    @inline(__always)
    var hexDigitValue: UInt8? {
        switch self {
        case 0x30...0x39: return self &- 0x30
        case 0x41...0x46: return self &- 0x41 &+ 10
        case 0x61...0x66: return self &- 0x61 &+ 10
        default: return nil
        }
    }
}

/// Marks, in the high nibble of each byte, the bytes of a little-endian word that are not ASCII
/// digits. The lowest marked byte is exact (later ones may be marked spuriously), so
/// `trailingZeroBitCount / 8` is the length of the leading run of digits; zero means eight digits.
@inline(__always)
func nonDigitBytes(_ word: UInt64) -> UInt64 {
    let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    let threes: UInt64 = 0x3030_3030_3030_3030
    // A digit's high nibble is 3, and stays 3 when 6 is added to the byte.
    return ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
}

/// The high bit of every byte of `word` that is `first` or `second`, eight bytes compared at
/// once. Bytes after the lowest match may be marked too (a borrow runs on): callers take the
/// lowest one, with `trailingZeroBitCount`.
@inline(__always)
func bytesEqual(to first: UInt8, or second: UInt8, in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let a = word ^ (ones &* UInt64(first))
    let b = word ^ (ones &* UInt64(second))
    return ((a &- ones) & ~a | (b &- ones) & ~b) & 0x8080_8080_8080_8080
}
