// The second phase of parsing into a JSONValue: read the tape in document order and build
// values bottom-up on an explicit stack. Children are moved (not copied) into their parent's
// storage, so each array and object costs exactly one allocation and no reference counting churn.

package struct ValueBuilder {
    private(set) var input: UnsafeRawBufferPointer
    let tape: Tape
    /// Of two equal keys in an object, keep the first value (as a Codable decoder reads it)
    /// instead of the last (as parsing does).
    package var keepsFirstDuplicate = false

    package init(input: UnsafeRawBufferPointer, tape: Tape) {
        self.input = input
        self.tape = tape
    }

    /// Reads from now on from `input`, a copy of the same bytes.
    mutating func rebase(to input: UnsafeRawBufferPointer) {
        self.input = input
    }

    /// An array or object whose children are still being built.
    private struct OpenContainer {
        var end: Int
        var valueBase: Int
        var keyBase: Int
        var isObject: Bool
    }

    /// The value whose tape entry is at `start` (the whole document by default), with everything inside it.
    package func build(from start: Int = 0) -> JSONValue {
        var values = MoveStack<JSONValue>()
        var keys = MoveStack<PendingKey>()
        var keyCache = StringCache(inputSize: input.count)
        var valueCache = StringCache(inputSize: input.count)
        var open = MoveStack<OpenContainer>()
        defer {
            open.deallocate()
            values.deallocate()
            keys.deallocate()
            keyCache.deallocate()
            valueCache.deallocate()
        }
        let entries = tape.entries
        var i = start
        while true {
            let entry = entries[i]
            switch entry.kind {
            case .null:
                values.push(.null)
            case .true:
                values.push(.bool(true))
            case .false:
                values.push(.bool(false))
            case .number:
                values.push(
                    .number(JSONNumber(parsing: bytes(of: entry), readable: input.count - entry.offset, entry: entry)))
            case .string:
                values.push(.string(cachedString(entry, cache: &valueCache)))
            case .array:
                if entry.count > 0 {
                    open.push(OpenContainer(end: entry.nextSibling, valueBase: values.count, keyBase: 0, isObject: false))
                    i += 1
                    continue
                }
                values.push(.array([]))
            case .object:
                if entry.count > 0 {
                    open.push(
                        OpenContainer(end: entry.nextSibling, valueBase: values.count, keyBase: keys.count, isObject: true))
                    keys.push(pendingKey(entries[i + 1], cache: &keyCache))
                    i += 2
                    continue
                }
                values.push(.object(JSONObject()))
            }
            i += 1
            // A value is complete: close every container that ends here.
            while let container = open.last, container.end == i {
                open.drop(1)
                if container.isObject {
                    let object = makeObject(
                        keys: &keys, from: container.keyBase, values: &values, from: container.valueBase)
                    values.push(.object(object))
                } else {
                    let elements = makeArray(values: &values, from: container.valueBase)
                    values.push(.array(elements))
                }
            }
            guard let container = open.last else { break }
            if container.isObject {
                keys.push(pendingKey(entries[i], cache: &keyCache))
                i += 1
            }
        }
        return values.pop()
    }

    /// Moves the array's elements off the stack. Small arrays use array literals, whose storage
    /// the compiler allocates directly; larger ones reserve once and append.
    @inline(__always)
    private func makeArray(values: inout MoveStack<JSONValue>, from base: Int) -> [JSONValue] {
        let count = values.count - base
        let first = values.top(count)
        defer { values.drop(count) }
        switch count {
        case 1: return [first.move()]
        case 2: return [first.move(), (first + 1).move()]
        case 3: return [first.move(), (first + 1).move(), (first + 2).move()]
        case 4: return [first.move(), (first + 1).move(), (first + 2).move(), (first + 3).move()]
        default:
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            for position in 0 ..< count { elements.append((first + position).move()) }
            return elements
        }
    }

    /// A decoded key and a fingerprint of it for finding duplicates cheaply.
    private struct PendingKey {
        var key: String
        var fingerprint: UInt64
    }

    /// Decodes a key, reusing the string made for an earlier occurrence of the same key.
    @_transparent
    private func pendingKey(_ entry: TapeEntry, cache: inout StringCache) -> PendingKey {
        guard !entry.hasEscapes else { return escapedKey(entry) }
        let raw = bytes(at: entry.offset + 1, count: entry.length)
        let fingerprint = fingerprint(raw, readable: input.count - entry.offset - 1)
        let slot = cache.slot(for: fingerprint)
        if slot.pointee.fingerprint == fingerprint && slot.pointee.length == raw.count
            && (raw.count <= 8 || bytesEqual(raw, bytes(at: slot.pointee.offset, count: raw.count)))
        {
            return PendingKey(key: slot.pointee.string, fingerprint: fingerprint)
        }
        return PendingKey(key: makeCachedString(entry, raw: raw, fingerprint: fingerprint, in: slot), fingerprint: fingerprint)
    }

    /// A key with escapes, which the cache does not hold: duplicate detection compares decoded
    /// keys, and `"a"` and `"\u0061"` are the same key.
    @inline(never)
    private func escapedKey(_ entry: TapeEntry) -> PendingKey {
        var key = decodeString(entry)
        let keyFingerprint = key.withUTF8 { self.fingerprint(UnsafeRawBufferPointer($0)) }
        return PendingKey(key: key, fingerprint: keyFingerprint)
    }

    /// A string value's decoded text, from the cache when the same raw text was seen before.
    @_transparent
    fileprivate func cachedString(_ entry: TapeEntry, cache: inout StringCache) -> String {
        let raw = bytes(at: entry.offset + 1, count: entry.length)
        if raw.isEmpty { return "" }
        let fingerprint = fingerprint(raw, readable: input.count - entry.offset - 1)
        return cachedString(entry, raw: raw, fingerprint: fingerprint, cache: &cache)
    }

    /// Equal raw text decodes to equal strings, escapes included, so the raw bytes are the cache's key.
    @inline(__always)
    private func cachedString(
        _ entry: TapeEntry, raw: UnsafeRawBufferPointer, fingerprint: UInt64, cache: inout StringCache
    ) -> String {
        let slot = cache.slot(for: fingerprint)
        if slot.pointee.fingerprint == fingerprint && slot.pointee.length == raw.count
            && (raw.count <= 8 || bytesEqual(raw, bytes(at: slot.pointee.offset, count: raw.count)))
        {
            // Up to eight bytes, the fingerprint and the length identify the text.
            return slot.pointee.string
        }
        return makeCachedString(entry, raw: raw, fingerprint: fingerprint, in: slot)
    }

    /// Decodes a string the cache does not have and puts it in `slot`.
    @inline(never)
    private func makeCachedString(
        _ entry: TapeEntry, raw: UnsafeRawBufferPointer, fingerprint: UInt64, in slot: UnsafeMutablePointer<StringCache.Slot>
    ) -> String {
        let string = decodeStringContent(raw, entry: entry)
        slot.pointee = StringCache.Slot(fingerprint: fingerprint, offset: entry.offset + 1, length: raw.count, string: string)
        return string
    }

    /// Equal keys have equal fingerprints: the length and the first and last eight bytes.
    /// `readable` is how many bytes from the start of `bytes` may be read; with eight of them a
    /// short string is read as one masked word instead of byte by byte.
    @inline(__always)
    private func fingerprint(_ bytes: UnsafeRawBufferPointer, readable: Int = 0) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return 0 }
        var value = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            value ^= base.loadUnaligned(as: UInt64.self)
            let last = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            value ^= last << 29 | last >> 35
        } else if readable >= 8 {
            let mask = (UInt64(1) << (UInt64(count) &* 8)) &- 1
            value ^= base.loadUnaligned(as: UInt64.self) & mask
        } else {
            var word: UInt64 = 0
            for i in 0 ..< count { word |= UInt64(bytes[i]) << (UInt64(i) &* 8) }
            value ^= word
        }
        return value
    }

    /// Moves the object's keys and values off the stacks into an object, keeping the first
    /// position and the last value of a duplicated key (the first with `keepsFirstDuplicate`).
    private func makeObject(
        keys: inout MoveStack<PendingKey>, from keyBase: Int, values: inout MoveStack<JSONValue>, from valueBase: Int
    ) -> JSONObject {
        let count = keys.count - keyBase
        let keyPointer = keys.top(count)
        let valuePointer = values.top(count)
        let storage = JSONObjectStorage.make(capacity: count, isShallow: tape.deepestLevel <= JSONObjectStorage.shallowLevels)
        if count <= JSONObject.indexThreshold && !hasDuplicateKeys(keyPointer, count: count) {
            storage.withUnsafeMutablePointers { header, members in
                for position in 0 ..< count {
                    (members + position).initialize(
                        to: JSONObject.Member(key: (keyPointer + position).move().key, value: (valuePointer + position).move()))
                }
                header.pointee.count = count
            }
            keys.drop(count)
            values.drop(count)
            return JSONObject(uniqueMembers: storage)
        }
        storage.withUnsafeMutablePointers { header, members in
            var index = [ExactKey: Int](minimumCapacity: count)
            for position in 0 ..< count {
                let key = (keyPointer + position).move().key
                let value = (valuePointer + position).move()
                let exactKey = ExactKey(key)
                if let existing = index[exactKey] {
                    if !keepsFirstDuplicate { members[existing].value = value }
                } else {
                    index[exactKey] = header.pointee.count
                    (members + header.pointee.count).initialize(to: JSONObject.Member(key: key, value: value))
                    header.pointee.count += 1
                }
            }
        }
        keys.drop(count)
        values.drop(count)
        return JSONObject(uniqueMembers: storage)
    }

    /// True when two of the keys are equal. A 256-bit mask of fingerprint bits rules out most
    /// keys at once; only a hit in the mask compares fingerprints, and only equal fingerprints compare text.
    @inline(__always)
    private func hasDuplicateKeys(_ keys: UnsafeMutablePointer<PendingKey>, count: Int) -> Bool {
        var seen: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &seen) { seenBytes in
            let seen = seenBytes.bindMemory(to: UInt64.self)
            for position in 0 ..< count {
                let fingerprint = keys[position].fingerprint
                let hash = (fingerprint &* 0x9E37_79B9_7F4A_7C15) >> 56
                let word = Int(hash >> 6)
                let bit = UInt64(1) << (hash & 63)
                if seen[word] & bit != 0 {
                    for earlier in 0 ..< position where keys[earlier].fingerprint == fingerprint {
                        if exactlyEqual(keys[earlier].key, keys[position].key) { return true }
                    }
                }
                seen[word] |= bit
            }
            return false
        }
    }

    /// Bytes of the input; the tape's offsets and lengths are within it by construction.
    @inline(__always)
    private func bytes(at offset: Int, count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: input.baseAddress.map { $0 + offset }, count: count)
    }

    /// The text of a number entry.
    @inline(__always)
    private func bytes(of entry: TapeEntry) -> UnsafeRawBufferPointer {
        bytes(at: entry.offset, count: entry.numberLength)
    }

    @inline(__always)
    private func decodeString(_ entry: TapeEntry) -> String {
        let raw = bytes(at: entry.offset + 1, count: entry.length)
        return decodeStringContent(raw, entry: entry)
    }
}

/// Makes strings from a document's string tokens, reusing the string made for an earlier token
/// with the same raw text: documents repeat values (languages, URLs, whole texts), and finding a
/// string is far cheaper than allocating and copying a new one. For decoders that read the tape.
package struct StringInterner {
    private var builder: ValueBuilder
    private var cache: StringCache

    package init(input: UnsafeRawBufferPointer, tape: Tape) {
        builder = ValueBuilder(input: input, tape: tape)
        cache = StringCache(inputSize: input.count)
    }

    /// The decoded text of a string entry.
    package mutating func string(for entry: TapeEntry) -> String {
        builder.cachedString(entry, cache: &cache)
    }

    /// Reads from now on from `input`, a copy of the input it was made with (the tape's
    /// offsets, and those the cache keeps, stay valid in it).
    package mutating func rebase(to input: UnsafeRawBufferPointer) {
        precondition(input.count == builder.input.count, "a copy of another length than the input")
        builder.rebase(to: input)
    }

    /// Frees the cache; the strings already handed out stay valid.
    package mutating func deallocate() {
        cache.deallocate()
    }
}

/// A stack that hands out its top elements by moving them, for building containers without copies.
struct MoveStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 64
        base = .allocate(capacity: capacity)
    }

    /// The top element, if any.
    @inline(__always)
    var last: Element? { count > 0 ? base[count &- 1] : nil }

    /// Frees the storage; elements still on the stack are destroyed.
    mutating func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
        count = 0
    }

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always)
    mutating func pop() -> Element {
        count &-= 1
        return (base + count).move()
    }

    /// The address of the `n` elements on top, bottom first; they stay counted until `drop`.
    @inline(__always)
    func top(_ n: Int) -> UnsafeMutablePointer<Element> { base + (count - n) }

    /// Forgets the top `n` elements, which the caller has moved out.
    @inline(__always)
    mutating func drop(_ n: Int) { count &-= n }

    @inline(never)
    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

/// Strings already made during one parse, found again by their raw bytes: a direct-mapped
/// table, so a lookup is one probe. Documents repeat keys over and over, and many values too
/// (languages, colours, URLs, whole retweeted texts); finding a string costs far less than
/// validating, allocating and copying a new one, and equal strings then share storage.
struct StringCache {
    struct Slot {
        var fingerprint: UInt64
        /// Where the string's raw bytes start in the input, to confirm a match byte for byte.
        var offset: Int
        var length: Int
        var string: String
    }

    private let slots: UnsafeMutablePointer<Slot>
    private let slotCount: Int
    private let shift: UInt64

    /// A table sized to the input: about one slot per 128 bytes, from 16 to 1024 slots,
    /// so small documents do not pay for a large table.
    init(inputSize: Int) {
        var bits: UInt64 = 4
        while bits < 10 && (1 << bits) * 128 < inputSize { bits += 1 }
        slotCount = 1 << Int(bits)
        shift = 64 - bits
        slots = .allocate(capacity: slotCount)
        // Length -1 matches no string.
        slots.initialize(repeating: Slot(fingerprint: 0, offset: 0, length: -1, string: ""), count: slotCount)
    }

    mutating func deallocate() {
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    @inline(__always)
    func slot(for fingerprint: UInt64) -> UnsafeMutablePointer<Slot> {
        slots + Int(truncatingIfNeeded: (fingerprint &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
