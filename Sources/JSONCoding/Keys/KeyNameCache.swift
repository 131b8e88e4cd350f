// The names of coding keys, kept by key type and value.
//
// Every member decoded or encoded needs the UTF-8 bytes of `key.stringValue`. Asking for them
// costs two calls through witness tables, a `switch` over the cases (an indirect jump that a
// processor often mispredicts, as the key changes from call to call), a string, and releasing
// it afterwards. The coding keys of almost every type are an enum of plain cases, one byte or
// less, whose value is its case: the coders ask such a key for its name once and keep the
// bytes (the decoder the name, the encoder the name quoted and escaped as it is written),
// found again by key type and that byte.

/// Names of coding keys of at most one byte, by key type and the key's byte.
///
/// A key of one byte is a plain value: its `stringValue` can only depend on that byte, so the
/// name kept for it is the name it gives. A cache lives in a ``DecoderWorkspace`` or an
/// ``EncodingStorage`` and so serves one decode or encode at a time, and every later one that
/// takes the same buffers.
struct KeyNameCache {
    /// Sixteen bytes, so that the table takes little room in the processor's cache.
    struct Slot {
        /// The key type's address; zero for a free slot.
        var keyType: UInt = 0
        /// The key's byte, a flag bit above it, and the name's length above that.
        var tagAndCount: UInt32 = 0
        /// Where the name starts in ``bytes``.
        var offset: UInt32 = 0
    }

    /// 4,096 slots: the keys of every model of an app with a few hundred of them (some 2,000 keys
    /// are kept whatever their hashes; above half full, a key may find its probes taken). When
    /// a cache is full, the keys of the types seen after are asked for their names each time, and a
    /// model's encoding takes a slow path for each of its fields (with 512 slots, the corpus
    /// benchmark's models, some 700 keys, slowed the last ones' encoding by a quarter).
    static let bits: UInt64 = 12
    static let capacity = 1 << bits
    static let probes = 32
    /// Names longer than this are not kept, so that a cache holds at most 1 MB of them
    /// (``capacity`` × 256, address space of which only the pages written are touched); such
    /// keys are asked for their name every time.
    static let longestName = 256

    private let slots: UnsafeMutablePointer<Slot>
    /// The names, one after another. Room for every slot's longest name is reserved at once
    /// (1 MB of address space, of which only the pages written are ever touched), so the
    /// storage never moves: a name handed out stays valid as long as the cache, whatever is
    /// added after it.
    private let bytes: UnsafeMutableRawPointer
    private var byteCount = 0
    private static let byteCapacity = capacity * longestName

    init() {
        slots = .allocate(capacity: KeyNameCache.capacity)
        slots.initialize(repeating: Slot(), count: KeyNameCache.capacity)
        bytes = .allocate(byteCount: KeyNameCache.byteCapacity, alignment: 8)
    }

    func deallocate() {
        slots.deallocate()
        bytes.deallocate()
    }

    @inline(__always)
    private static func home(_ type: UInt, _ tag: UInt8) -> Int {
        Int(truncatingIfNeeded: mixedHash(UInt64(type) ^ (UInt64(tag) &<< 52)) &>> (64 - bits))
    }

    /// The word a key type is kept under: its metadata's address, which is aligned, with
    /// `variant` in the lowest bit (for texts that depend on a setting).
    @inline(__always)
    static func typeWord(_ keyType: Any.Type, variant: Bool = false) -> UInt {
        UInt(bitPattern: ObjectIdentifier(keyType)) | (variant ? 1 : 0)
    }

    /// The text kept for the key of type `type` (see ``typeWord(_:variant:)``) whose byte is
    /// `tag`, and the flag kept with it.
    @inline(__always)
    func name(_ type: UInt, _ tag: UInt8) -> (text: UnsafeRawBufferPointer, flag: Bool)? {
        let home = KeyNameCache.home(type, tag)
        for step in 0 ..< KeyNameCache.probes {
            let slot = slots[(home &+ step) & (KeyNameCache.capacity - 1)]
            if slot.keyType == 0 { return nil }
            if slot.keyType == type && UInt8(truncatingIfNeeded: slot.tagAndCount) == tag {
                assert(Int(slot.offset) + Int(slot.tagAndCount &>> 9) <= byteCount, "key name outside the cache's storage")
                return (UnsafeRawBufferPointer(start: bytes + Int(slot.offset), count: Int(slot.tagAndCount &>> 9)),
                        slot.tagAndCount & 0x100 != 0)
            }
        }
        return nil
    }

    /// Keeps a copy of `name` and `flag` for the key of type `type` whose byte is `tag`, and
    /// returns the copy, which stays valid for the life of the cache; nil when there is no room
    /// for it.
    mutating func add(_ name: UnsafeRawBufferPointer, flag: Bool = false, _ type: UInt, _ tag: UInt8) -> UnsafeRawBufferPointer? {
        guard name.count <= KeyNameCache.longestName else { return nil }
        let home = KeyNameCache.home(type, tag)
        for step in 0 ..< KeyNameCache.probes {
            let slot = slots + ((home &+ step) & (KeyNameCache.capacity - 1))
            guard slot.pointee.keyType == 0 else { continue }
            // One name per slot, none longer than `longestName`: the reserved bytes never run out.
            assert(byteCount + name.count <= KeyNameCache.byteCapacity, "key name storage overrun")
            if let base = name.baseAddress { (bytes + byteCount).copyMemory(from: base, byteCount: name.count) }
            let tagAndCount = UInt32(tag) | (flag ? 0x100 : 0) | UInt32(name.count) &<< 9
            slot.pointee = Slot(keyType: type, tagAndCount: tagAndCount, offset: UInt32(byteCount))
            byteCount += name.count
            return UnsafeRawBufferPointer(start: bytes + Int(slot.pointee.offset), count: name.count)
        }
        return nil
    }
}

/// Spreads the bits of `value` over all 64 (the finalizer of MurmurHash3): type metadata lie
/// close together in memory, and their addresses alone make poor hashes.
@inline(__always)
func mixedHash(_ value: UInt64) -> UInt64 {
    var hash = value
    hash = (hash ^ (hash &>> 33)) &* 0xFF51_AFD7_ED55_8CCD
    hash = (hash ^ (hash &>> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash &>> 33)
}

/// The byte of a coding key of at most one byte, which is all there is to its value; nil for
/// larger keys.
@inlinable @inline(__always)
func oneByteKeyTag<Key: CodingKey>(_ key: Key) -> UInt8? {
    switch MemoryLayout<Key>.size {
    case 0: return 0
    case 1: return unsafeBitCast(key, to: UInt8.self)
    default: return nil
    }
}
