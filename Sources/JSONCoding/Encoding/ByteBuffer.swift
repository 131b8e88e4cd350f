/// A growable byte buffer for the encoder's hot paths. `JSONWriter` lives in another module and
/// its appends are calls; these inline, which matters when most appends are one byte.
struct ByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    func deallocate() {
        base.deallocate()
    }

    mutating func removeAll() {
        count = 0
    }

    var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base, count: count)
    }

    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if capacity &- count < extra { grow(minimum: count + extra) }
    }

    @inline(never)
    private mutating func grow(minimum: Int) {
        let newCapacity = max(capacity * 2, minimum)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let length = bytes.count
        reserve(length)
        let target = UnsafeMutableRawPointer(base + count)
        // Keys, literals and the runs between escapes are mostly short: copied in two words
        // that may overlap, without a call to memmove, and never reading past the source.
        if length <= 16 {
            if length >= 8 {
                let head = source.loadUnaligned(as: UInt64.self)
                let tail = source.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
                target.storeBytes(of: head, as: UInt64.self)
                target.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
            } else if length >= 4 {
                let head = source.loadUnaligned(as: UInt32.self)
                let tail = source.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
                target.storeBytes(of: head, as: UInt32.self)
                target.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
            } else {
                for offset in 0 ..< length {
                    target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
                }
            }
        } else {
            target.copyMemory(from: source, byteCount: length)
        }
        count &+= length
    }

    @inline(__always)
    mutating func append(literal: StaticString) {
        append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Two spaces per level, as `JSONEncoder` indents. Eight at a time: the last store may run
    /// past the indentation, into capacity reserved for it and overwritten by what follows.
    @inline(__always)
    mutating func appendIndent(_ level: Int) {
        let width = level &* 2
        reserve(width &+ 8)
        let start = UnsafeMutableRawPointer(base + count)
        var offset = 0
        while offset < width {
            start.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        count &+= width
    }

    /// An integer's decimal digits, with a minus sign when `negative`: the number of digits from
    /// the magnitude's bit length, then two digits per division from the last one.
    @inline(__always)
    mutating func append(integer magnitude: UInt64, negative: Bool) {
        reserve(21)
        if negative {
            base[count] = UInt8(ascii: "-")
            count &+= 1
        }
        let digits = ByteBuffer.decimalDigitCount(magnitude)
        let pairs = ByteBuffer.digitPairs.utf8Start
        var remaining = magnitude
        var position = count &+ digits
        while remaining >= 100 {
            let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
            remaining /= 100
            position &-= 2
            base[position] = pairs[pair]
            base[position &+ 1] = pairs[pair &+ 1]
        }
        if remaining >= 10 {
            let pair = Int(truncatingIfNeeded: remaining) &* 2
            base[position &- 2] = pairs[pair]
            base[position &- 1] = pairs[pair &+ 1]
        } else {
            base[position &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining)
        }
        count &+= digits
    }

    /// "00" to "99", two bytes each.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// How many decimal digits `value` has (one for zero): the bit length gives the power of ten
    /// below it or one more, and one comparison tells which.
    @inline(__always)
    static func decimalDigitCount(_ value: UInt64) -> Int {
        // Zero counts as one, which has one digit; no other value changes its count by it.
        let nonZero = value | 1
        let estimate = ((64 &- nonZero.leadingZeroBitCount) &* 1233) &>> 12
        return estimate &+ (nonZero >= powerOfTen(estimate) ? 1 : 0)
    }

    /// 10 to the power `exponent`, for `exponent` in 0 ... 19 (the compiler makes it a table).
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        default: 10_000_000_000_000_000_000
        }
    }
}
