// The snake_case spelling of coding keys, for `.convertFromSnakeCase`.
//
// Converting every key of the input to camelCase and comparing costs a few instructions per
// byte. Most inputs spell a key the one way that converts back to the coding key
// (`in_reply_to_status_id` for `inReplyToStatusId`), so the decoder looks for that spelling
// first, with one comparison of bytes; any other key is still converted and compared, so a
// key that converts to the same name in another spelling (`user_ID`) is found as before.

/// Coding keys and their snake_case spelling, made once per key and decode.
struct SnakeKeyCache {
    private struct Entry {
        var hash: UInt64 = 0
        var nameStart = 0
        var nameCount = -1
        /// -1 when no snake_case spelling converts back to the name.
        var snakeStart = 0
        var snakeCount = -1
    }

    private static let capacity = 128
    private var entries: UnsafeMutablePointer<Entry>
    private var count = 0
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCount = 0
    private var byteCapacity = 1024

    init() {
        entries = .allocate(capacity: SnakeKeyCache.capacity)
        entries.initialize(repeating: Entry(), count: SnakeKeyCache.capacity)
        bytes = .allocate(capacity: byteCapacity)
    }

    mutating func deallocate() {
        entries.deallocate()
        bytes.deallocate()
    }

    /// The snake_case spelling of `name` that converts back to it, or nil when there is none
    /// (or no room to keep one).
    mutating func snakeForm(of name: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        let hash = SnakeKeyCache.hash(name)
        var index = Int(truncatingIfNeeded: hash &>> 57)
        while true {
            let entry = entries[index]
            if entry.nameCount < 0 { break }
            if entry.hash == hash && entry.nameCount == name.count
                && bytesEqual(UnsafeRawBufferPointer(start: bytes + entry.nameStart, count: entry.nameCount), name)
            {
                return entry.snakeCount < 0 ? nil : UnsafeRawBufferPointer(start: bytes + entry.snakeStart, count: entry.snakeCount)
            }
            index = (index + 1) & (SnakeKeyCache.capacity - 1)
        }
        return add(name, hash: hash, at: index)
    }

    @inline(never)
    private mutating func add(_ name: UnsafeRawBufferPointer, hash: UInt64, at index: Int) -> UnsafeRawBufferPointer? {
        // Kept at most three quarters full, so that a search always ends at a free entry.
        guard count < SnakeKeyCache.capacity * 3 / 4 else { return nil }
        var snake: [UInt8] = []
        snake.reserveCapacity(name.count + 8)
        for byte in name {
            if byte &- UInt8(ascii: "A") < 26 {
                snake.append(UInt8(ascii: "_"))
                snake.append(byte | 0x20)
            } else {
                snake.append(byte)
            }
        }
        let converts = snake.withUnsafeBytes { snakeCaseKey($0, matches: name, escaped: nil) }
        reserve(name.count + snake.count)
        let nameStart = byteCount
        for (offset, byte) in name.enumerated() { (bytes + byteCount + offset).initialize(to: byte) }
        byteCount += name.count
        let snakeStart = byteCount
        (bytes + byteCount).initialize(from: snake, count: snake.count)
        byteCount += snake.count
        entries[index] = Entry(
            hash: hash, nameStart: nameStart, nameCount: name.count, snakeStart: snakeStart, snakeCount: converts ? snake.count : -1)
        count += 1
        return converts ? UnsafeRawBufferPointer(start: bytes + snakeStart, count: snake.count) : nil
    }

    private mutating func reserve(_ extra: Int) {
        guard byteCount + extra > byteCapacity else { return }
        let capacity = max(byteCapacity * 2, byteCount + extra)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.moveInitialize(from: bytes, count: byteCount)
        bytes.deallocate()
        bytes = grown
        byteCapacity = capacity
    }

    /// The length and the first and last eight bytes, mixed; nothing past the name is read.
    private static func hash(_ name: UnsafeRawBufferPointer) -> UInt64 {
        let count = name.count
        var value = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8, let base = name.baseAddress {
            value ^= base.loadUnaligned(as: UInt64.self)
            value = (value &* 0xBF58_476D_1CE4_E5B9) ^ base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for position in 0 ..< count { value ^= UInt64(name[position]) &<< (UInt64(position) &* 8) }
        }
        return value &* 0x94D0_49BB_1331_11EB
    }
}
