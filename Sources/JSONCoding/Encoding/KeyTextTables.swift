// The keys of a model's fields as the encoder writes them, by key type and key byte, so that a
// field finds its key's text with one load instead of a lookup in ``KeyNameCache``.

/// A key as written: its quoted, escaped text (kept in a ``KeyNameCache``, which never moves
/// it), whether it needed escapes, and its hash (``EncodingTree/keyHash(_:_:)``).
struct KeptKey {
    var text: UnsafeRawPointer?
    var count: UInt32 = 0
    var hash: UInt32 = 0
    var hasEscapes = false
}

/// Tables of ``KeptKey``s, one per key type (and setting), each with a place for every key byte
/// below ``keysPerTable``: a writer fetches its type's table when it opens an object, and its
/// fields read their key by byte. A table fills as keys are first written.
struct KeyTextTables {
    static let keysPerTable = 64
    private static let capacity = 256

    private struct Entry {
        var keyType: UInt = 0
        var table: UnsafeMutablePointer<KeptKey>?
    }

    private let entries: UnsafeMutablePointer<Entry>
    private var count = 0

    init() {
        entries = .allocate(capacity: KeyTextTables.capacity)
        entries.initialize(repeating: Entry(), count: KeyTextTables.capacity)
    }

    func deallocate() {
        for index in 0 ..< KeyTextTables.capacity { entries[index].table?.deallocate() }
        entries.deallocate()
    }

    /// The table of the key type `type` (a ``KeyNameCache/typeWord(_:variant:)``), made empty
    /// on first use; nil once ``capacity`` / 2 types have tables, so that probes stay short.
    @inline(__always)
    mutating func table(for type: UInt) -> UnsafeMutablePointer<KeptKey>? {
        var place = Int(truncatingIfNeeded: mixedHash(UInt64(type)) &>> 56)
        while true {
            let entry = entries + place
            if entry.pointee.keyType == type { return entry.pointee.table }
            if entry.pointee.keyType == 0 { return add(type, at: entry) }
            place = (place &+ 1) & (KeyTextTables.capacity - 1)
        }
    }

    @inline(never)
    private mutating func add(_ type: UInt, at entry: UnsafeMutablePointer<Entry>) -> UnsafeMutablePointer<KeptKey>? {
        guard count * 2 < KeyTextTables.capacity else { return nil }
        let table = UnsafeMutablePointer<KeptKey>.allocate(capacity: KeyTextTables.keysPerTable)
        table.initialize(repeating: KeptKey(), count: KeyTextTables.keysPerTable)
        entry.pointee = Entry(keyType: type, table: table)
        count += 1
        return table
    }
}
