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
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count &+= bytes.count
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

    /// An integer's decimal digits, with a minus sign when `negative`.
    @inline(__always)
    mutating func append(integer magnitude: UInt64, negative: Bool) {
        reserve(21)
        if negative {
            base[count] = UInt8(ascii: "-")
            count &+= 1
        }
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits &+= 1
        }
        var remaining = magnitude
        var position = count &+ digits &- 1
        repeat {
            base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
            position &-= 1
        } while remaining != 0
        count &+= digits
    }
}
