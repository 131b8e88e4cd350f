// The snake_case spelling of coding keys, for `.convertFromSnakeCase`, and the conversion of
// keys from snake_case as `JSONDecoder` converts them.
//
// Converting every key of the input to camelCase and comparing costs a few instructions per
// byte. Most inputs spell a key the one way that converts back to the coding key
// (`in_reply_to_status_id` for `inReplyToStatusId`), so the decoder looks for that spelling
// first, with one comparison of bytes; any other key is still converted and compared, so a
// key that converts to the same name in another spelling (`user_ID`) is found as before.

import Foundation

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

// MARK: - Converting keys

/// Whether `raw`, converted from snake_case as `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`
/// converts keys, is `name`. Plain ASCII keys are compared as they are converted, without
/// allocating; anything else goes through the exact string conversion. `escaped` is the decoded
/// key when the raw text has escapes.
func snakeCaseKey(_ raw: UnsafeRawBufferPointer, matches name: UnsafeRawBufferPointer, escaped: String?) -> Bool {
    if let escaped {
        var converted = convertFromSnakeCase(escaped)
        return converted.withUTF8 { bytesEqual(UnsafeRawBufferPointer($0), name) }
    }
    // One pass comparing `name` with both readings of the key at once: the key as it is (what
    // it stays if it has no inner underscore) and the key converted (what it becomes if it
    // does). Most keys differ from `name` in their first bytes under both, and stop there.
    let count = raw.count
    let nameCount = name.count
    var sameAsRaw = count == nameCount
    var sameAsConverted = true
    var out = 0
    var position = 0
    // Leading underscores stay in both readings.
    while position < count && raw[position] == UInt8(ascii: "_") {
        if sameAsRaw && name[position] != UInt8(ascii: "_") { sameAsRaw = false }
        if sameAsConverted {
            if out < nameCount && name[out] == UInt8(ascii: "_") { out += 1 } else { sameAsConverted = false }
        }
        position += 1
    }
    if position == count { return sameAsRaw }
    var underscores = 0
    var hasInnerUnderscore = false
    var inLaterWord = false
    var previousIsLetter = false
    while position < count {
        let byte = raw[position]
        if sameAsRaw && name[position] != byte { sameAsRaw = false }
        position += 1
        if byte == UInt8(ascii: "_") {
            underscores += 1
            continue
        }
        let isLetter = byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "a") < 26
        if !isLetter && byte &- UInt8(ascii: "0") >= 10 { return slowSnakeCaseKey(raw, matches: name) }
        if underscores > 0 {
            // Underscores followed by more of the key separate words.
            hasInnerUnderscore = true
            inLaterWord = true
            previousIsLetter = false
            underscores = 0
        }
        if sameAsConverted {
            // The first word lower case; in later words a letter is upper case after a
            // non-letter and lower case after a letter (what `capitalized` does to ASCII).
            let converted = isLetter ? (inLaterWord && !previousIsLetter ? byte & ~0x20 : byte | 0x20) : byte
            if out < nameCount && name[out] == converted { out += 1 } else { sameAsConverted = false }
            previousIsLetter = isLetter
        }
        if !sameAsRaw && !sameAsConverted { return false }
    }
    // The key as it is, unless it has inner underscores; then its trailing underscores follow.
    guard hasInnerUnderscore else { return sameAsRaw }
    guard sameAsConverted, nameCount - out == underscores else { return false }
    for offset in out ..< nameCount where name[offset] != UInt8(ascii: "_") { return false }
    return true
}

@inline(never)
private func slowSnakeCaseKey(_ raw: UnsafeRawBufferPointer, matches name: UnsafeRawBufferPointer) -> Bool {
    var converted = convertFromSnakeCase(String(decoding: raw, as: UTF8.self))
    return converted.withUTF8 { bytesEqual(UnsafeRawBufferPointer($0), name) }
}

/// A fingerprint of the name `raw` converts to from snake_case (equal names, equal
/// fingerprints, as ``keyFingerprint(_:readable:)`` of the converted bytes), worked out without
/// making the name; nil for a key with a byte other than an ASCII letter, digit or `_`.
func snakeConvertedFingerprint(_ raw: UnsafeRawBufferPointer) -> UInt64? {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count &+ 8) { buffer in
        guard let base = buffer.baseAddress, let count = snakeCaseConverted(raw, into: base) else { return nil }
        return keyFingerprint(UnsafeRawBufferPointer(start: base, count: count), readable: count)
    }
}

/// Writes the name `raw` converts to from snake_case into `out` (room for `raw.count` bytes),
/// as ``snakeCaseKey(_:matches:escaped:)`` converts it: leading and trailing underscores stay, a
/// key without inner underscores stays as it is, else the first word is lower case and in later
/// words a letter is upper case after a non-letter and lower case after a letter (what
/// `capitalized` does to ASCII). Returns the name's length; nil for a key with a byte other than
/// an ASCII letter, digit or `_` (which the exact string conversion handles).
func snakeCaseConverted(_ raw: UnsafeRawBufferPointer, into out: UnsafeMutablePointer<UInt8>) -> Int? {
    var start = 0
    var end = raw.count
    while start < end && raw[start] == UInt8(ascii: "_") { start &+= 1 }
    while end > start && raw[end &- 1] == UInt8(ascii: "_") { end &-= 1 }
    var count = 0
    for _ in 0 ..< start {
        out[count] = UInt8(ascii: "_")
        count &+= 1
    }
    let hasInnerUnderscore = raw[start ..< end].contains(UInt8(ascii: "_"))
    var inLaterWord = false
    var previousIsLetter = false
    var afterUnderscore = false
    for position in start ..< end {
        let byte = raw[position]
        if byte == UInt8(ascii: "_") {
            afterUnderscore = true
            continue
        }
        let isLetter = byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "a") < 26
        guard isLetter || byte &- UInt8(ascii: "0") < 10 else { return nil }
        if !hasInnerUnderscore {
            out[count] = byte
        } else {
            if afterUnderscore {
                inLaterWord = true
                previousIsLetter = false
                afterUnderscore = false
            }
            out[count] = isLetter ? (inLaterWord && !previousIsLetter ? byte & ~0x20 : byte | 0x20) : byte
            previousIsLetter = isLetter
        }
        count &+= 1
    }
    for _ in end ..< raw.count {
        out[count] = UInt8(ascii: "_")
        count &+= 1
    }
    return count
}

/// `JSONDecoder`'s snake_case to camelCase conversion, exactly: leading and trailing underscores
/// stay, a key without inner underscores stays as it is, else the first word is lower-cased and
/// every later word capitalised.
func convertFromSnakeCase(_ key: String) -> String {
    guard !key.isEmpty, let firstNonUnderscore = key.firstIndex(where: { $0 != "_" }) else { return key }
    var lastNonUnderscore = key.index(before: key.endIndex)
    while lastNonUnderscore > firstNonUnderscore && key[lastNonUnderscore] == "_" {
        key.formIndex(before: &lastNonUnderscore)
    }
    let keyRange = firstNonUnderscore ... lastNonUnderscore
    let leading = key[key.startIndex ..< firstNonUnderscore]
    let trailing = key[key.index(after: lastNonUnderscore) ..< key.endIndex]
    let components = key[keyRange].split(separator: "_")
    let joined: String
    if components.count == 1 {
        joined = String(key[keyRange])
    } else {
        joined = ([components[0].lowercased()] + components[1...].map(\.capitalized)).joined()
    }
    return leading + joined + trailing
}
