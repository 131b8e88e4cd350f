// The fields of a model's coding key type, for the walk over its objects (MemberWalk.swift):
// which field each member's key names, by name exactly or alike (ignoring case, `_` and `-`).

/// The fields of one coding key type, by the fuzzy form of their names: what a walk over an
/// object matches its keys with. Made once per key type and kept in the decoder's workspace.
@usableFromInline
final class FieldTable {
    /// A field's name and where its value goes: the key's one-byte value.
    private struct Field {
        var name: UnsafeMutableRawBufferPointer
        var tag: UInt8
    }

    /// Fields whose names read alike, under the fingerprint of that fuzzy form.
    private struct Form {
        var fingerprint: UInt64
        /// The first field of the form in ``fields``, and how many there are.
        var first: Int32
        var count: Int32
    }

    /// A key as the input spells it, and what it matched the first time: most objects of a
    /// type spell their keys alike, so a key is compared with the fields once, then found here
    /// by its bytes.
    private struct Spelling {
        var bytes: UnsafeMutableRawPointer?
        var count = 0
        var fingerprint: UInt64 = 0
        /// The one field it matches (its key value, and ``exactFlag`` for its exact name),
        /// ``noField``, or ``severalFields`` for a key that fills more than one field.
        var match: UInt16 = FieldTable.noField
    }

    /// In a match: the key is the field's name exactly.
    static let exactFlag: UInt16 = 0x100
    /// A match of no field.
    static let noField: UInt16 = 0xFFFF
    /// A match of more than one field: ``fields(matching:_:)`` names them.
    static let severalFields: UInt16 = 0xFFFE
    /// Spellings kept at most per key type: an input with ever new keys (ids as keys) must
    /// not grow the table without end; past this, new spellings are matched every time.
    private static let spellingLimit = 256

    /// By member position, the place in ``spellings`` of the key the last object walked had
    /// there; -1 where there is none.
    private let order: UnsafeMutablePointer<Int32>
    private static let orderCapacity = 64

    // Read for every member walked: without the runtime's exclusivity checks, which cost more
    // than the lookup. Only the decode that owns the workspace touches a table.
    @exclusivity(unchecked) private var spellings: UnsafeMutablePointer<Spelling>
    @exclusivity(unchecked) private var spellingMask: Int
    @exclusivity(unchecked) private var spellingCount = 0

    private let fields: UnsafeMutablePointer<Field>
    private let fieldCount: Int
    /// Open addressing by fingerprint; a form with `count == 0` is an empty place.
    private let forms: UnsafeMutablePointer<Form>
    private let formMask: Int

    /// The table of `Key`'s cases; nil when a walk cannot stand in for the lookups: keys that do
    /// not list their cases, that are more than one byte (not an enum of plain cases), or whose
    /// names are not plain ASCII.
    static func make<Key: CodingKey>(for type: Key.Type) -> FieldTable? {
        guard MemoryLayout<Key>.size <= 1, let listed = Key.self as? any CaseIterable.Type else { return nil }
        var keys: [(name: String, tag: UInt8)] = []
        for case let key as Key in listed.allCaseValues {
            guard let tag = oneByteKeyTag(key), Int(tag) < FieldSet.capacity else { return nil }
            keys.append((key.stringValue, tag))
        }
        guard !keys.isEmpty, keys.allSatisfy({ $0.name.utf8.allSatisfy { $0 < 0x80 } }) else { return nil }
        return FieldTable(keys)
    }

    private init(_ keys: [(name: String, tag: UInt8)]) {
        // Fields of one form next to each other, so that a form is a range of them.
        var groups: [(fingerprint: UInt64, keys: [(name: String, tag: UInt8)])] = []
        for key in keys {
            let fingerprint = Array(key.name.utf8).withUnsafeBytes(fuzzyFingerprint)
            let normalized = fuzzyNormalized(key.name)
            if let group = groups.firstIndex(where: { fuzzyNormalized($0.keys[0].name) == normalized }) {
                groups[group].keys.append(key)
            } else {
                groups.append((fingerprint, [key]))
            }
        }
        fieldCount = keys.count
        var spellingCapacity = 16
        while spellingCapacity < keys.count * 4 { spellingCapacity *= 2 }
        spellingMask = spellingCapacity - 1
        spellings = .allocate(capacity: spellingCapacity)
        spellings.initialize(repeating: Spelling(), count: spellingCapacity)
        order = .allocate(capacity: FieldTable.orderCapacity)
        order.initialize(repeating: -1, count: FieldTable.orderCapacity)
        fields = .allocate(capacity: keys.count)
        var capacity = 4
        while capacity < groups.count * 2 { capacity *= 2 }
        formMask = capacity - 1
        forms = .allocate(capacity: capacity)
        forms.initialize(repeating: Form(fingerprint: 0, first: 0, count: 0), count: capacity)
        var next = 0
        for group in groups {
            var place = Int(truncatingIfNeeded: group.fingerprint) & formMask
            while forms[place].count != 0 { place = (place + 1) & formMask }
            forms[place] = Form(fingerprint: group.fingerprint, first: Int32(next), count: Int32(group.keys.count))
            for key in group.keys {
                let name = UnsafeMutableRawBufferPointer.allocate(byteCount: key.name.utf8.count, alignment: 1)
                name.copyBytes(from: key.name.utf8)
                (fields + next).initialize(to: Field(name: name, tag: key.tag))
                next += 1
            }
        }
    }

    deinit {
        for index in 0 ... spellingMask { spellings[index].bytes?.deallocate() }
        spellings.deinitialize(count: spellingMask + 1)
        spellings.deallocate()
        order.deallocate()
        for index in 0 ..< fieldCount { fields[index].name.deallocate() }
        fields.deinitialize(count: fieldCount)
        fields.deallocate()
        forms.deallocate()
    }

    /// The field or fields that the member whose key is `key` (plain ASCII, without escapes)
    /// names: its key value with ``exactFlag`` when `key` is its name exactly, ``noField`` or
    /// ``severalFields``. `position` is the member's place in its object; `readable` is how many
    /// bytes from the key's start may be read (the rest of the input).
    @inline(__always)
    func match(_ key: UnsafeRawBufferPointer, position: Int, readable: Int) -> UInt16 {
        // Objects of one type mostly have their keys in the same order: the spelling the last
        // object had here, compared by its bytes, usually is the one.
        if position < FieldTable.orderCapacity {
            let remembered = Int(order[position])
            if remembered >= 0 {
                let spelling = spellings + remembered
                if spelling.pointee.count == key.count, let stored = spelling.pointee.bytes,
                    sameKey(key, readable: readable, stored)
                {
                    return spelling.pointee.match
                }
            }
        }
        return matchBySpelling(key, position: position, readable: readable)
    }

    /// ``match(_:position:readable:)`` past the remembered order: the kept spellings by their
    /// fingerprint, else the fields compared with the key (and the spelling kept).
    @inline(never)
    private func matchBySpelling(_ key: UnsafeRawBufferPointer, position: Int, readable: Int) -> UInt16 {
        let fingerprint = keyFingerprint(key, readable: readable)
        var index = Int(truncatingIfNeeded: fingerprint &>> 40) & spellingMask
        while true {
            let spelling = spellings + index
            if spelling.pointee.bytes == nil { break }
            if spelling.pointee.fingerprint == fingerprint && spelling.pointee.count == key.count, let stored = spelling.pointee.bytes,
                sameKey(key, readable: readable, stored)
            {
                if position < FieldTable.orderCapacity { order[position] = Int32(index) }
                return spelling.pointee.match
            }
            index = (index + 1) & spellingMask
        }
        let match = formMatch(of: key)
        if let learned = learn(key, fingerprint: fingerprint, match: match), position < FieldTable.orderCapacity {
            order[position] = Int32(learned)
        }
        return match
    }

    /// Whether `key` has the bytes of the kept spelling `stored`, of the same length. A kept
    /// spelling is padded with zeros to whole words, and a key with at least eight readable
    /// bytes is compared a word at a time, the bytes past its end masked off.
    @inline(__always)
    private func sameKey(_ key: UnsafeRawBufferPointer, readable: Int, _ stored: UnsafeMutableRawPointer) -> Bool {
        let count = key.count
        guard count <= 16, readable >= 16, let start = key.baseAddress else {
            return bytesEqual(key, UnsafeRawBufferPointer(start: stored, count: count))
        }
        let first = start.loadUnaligned(as: UInt64.self) ^ stored.load(as: UInt64.self)
        if count <= 8 {
            // Shifting by 64 is not defined for a word: eight bytes keep every bit.
            let mask: UInt64 = count == 8 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: count &* 8)) &- 1
            return first & mask == 0
        }
        let second = start.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ stored.load(fromByteOffset: 8, as: UInt64.self)
        let mask: UInt64 = count == 16 ? ~0 : (1 &<< UInt64(truncatingIfNeeded: (count &- 8) &* 8)) &- 1
        return first == 0 && second & mask == 0
    }

    /// Keeps `key`'s spelling, which is not kept yet, with the fields it matches; returns its
    /// place, or nil when no more spellings are kept.
    @inline(never)
    private func learn(_ key: UnsafeRawBufferPointer, fingerprint: UInt64, match: UInt16) -> Int? {
        guard spellingCount < FieldTable.spellingLimit else { return nil }
        // At most half full, so that probes stay short and a free place is always found.
        if (spellingCount + 1) * 2 > spellingMask + 1 { growSpellings() }
        var index = Int(truncatingIfNeeded: fingerprint &>> 40) & spellingMask
        while spellings[index].bytes != nil { index = (index + 1) & spellingMask }
        // Whole words, the rest zero: see sameKey(_:readable:_:).
        let words = max((key.count + 7) / 8, 2)
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: words * 8, alignment: 8)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: words * 8)
        if let base = key.baseAddress { bytes.copyMemory(from: base, byteCount: key.count) }
        spellings[index] = Spelling(bytes: bytes, count: key.count, fingerprint: fingerprint, match: match)
        spellingCount += 1
        return index
    }

    private func growSpellings() {
        let old = spellings
        let oldCapacity = spellingMask + 1
        spellingMask = oldCapacity * 2 - 1
        spellings = .allocate(capacity: oldCapacity * 2)
        spellings.initialize(repeating: Spelling(), count: oldCapacity * 2)
        for position in 0 ..< oldCapacity where old[position].bytes != nil {
            var index = Int(truncatingIfNeeded: old[position].fingerprint &>> 40) & spellingMask
            while spellings[index].bytes != nil { index = (index + 1) & spellingMask }
            spellings[index] = old[position]
        }
        old.deinitialize(count: oldCapacity)
        old.deallocate()
        // The places the order points to have moved.
        order.update(repeating: -1, count: FieldTable.orderCapacity)
    }

    /// The match of `key` (see ``match(_:position:readable:)``), from the fields' fuzzy forms.
    private func formMatch(of key: UnsafeRawBufferPointer) -> UInt16 {
        var found = FieldTable.noField
        var count = 0
        fields(matching: key) { tag, isExact in
            found = UInt16(tag) | (isExact ? FieldTable.exactFlag : 0)
            count += 1
        }
        return count > 1 ? FieldTable.severalFields : found
    }

    /// Calls `body` with each field that `key` (plain ASCII) matches: its key value and whether
    /// `key` is its name.
    func fields(matching key: UnsafeRawBufferPointer, _ body: (UInt8, Bool) -> Void) {
        let fingerprint = fuzzyFingerprint(key)
        var place = Int(truncatingIfNeeded: fingerprint) & formMask
        while true {
            let form = forms[place]
            if form.count == 0 { return }
            if form.fingerprint == fingerprint {
                let first = Int(form.first)
                guard fuzzyEqual(key, UnsafeRawBufferPointer(fields[first].name)) else { return }
                for index in first ..< first + Int(form.count) {
                    body(fields[index].tag, bytesEqual(key, UnsafeRawBufferPointer(fields[index].name)))
                }
                return
            }
            place = (place + 1) & formMask
        }
    }

    /// Calls `body` with each field that `key` (any text, as UTF-8) matches, compared with
    /// every field: its key value and whether `key` is its name. For keys with escapes or
    /// characters other than ASCII, whose fuzzy form the fingerprints do not cover.
    func fields(matchingText key: UnsafeRawBufferPointer, _ body: (UInt8, Bool) -> Void) {
        for index in 0 ..< fieldCount {
            let name = UnsafeRawBufferPointer(fields[index].name)
            if bytesEqual(key, name) {
                body(fields[index].tag, true)
            } else if fuzzyEqual(key, name) {
                body(fields[index].tag, false)
            }
        }
    }
}

extension CaseIterable {
    /// The cases, for a caller that knows the type only as `any CaseIterable.Type`.
    fileprivate static var allCaseValues: [Any] { allCases.map { $0 } }
}

/// The tables of the key types a decoder has walked objects of, by key type. It lives in a
/// ``DecoderWorkspace`` and so serves one decode at a time and the next ones after it.
struct FieldTableCache {
    private struct Entry {
        var keyType: UInt = 0
        /// Retained by the cache; nil for a key type whose objects are not walked.
        var table: Unmanaged<FieldTable>?
    }

    /// A power of two; doubled when every entry is taken, so that a program with many model
    /// types walks the objects of each.
    private var capacity = 64
    private var entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: Entry(), count: capacity)
    }

    func deallocate() {
        for index in 0 ..< capacity { entries[index].table?.release() }
        entries.deallocate()
    }

    /// `Key`'s table, made on the first call; nil when its objects are not walked (see
    /// ``FieldTable/make(for:)``). The cache keeps the table alive.
    @inline(__always)
    mutating func table<Key: CodingKey>(for type: Key.Type) -> Unmanaged<FieldTable>? {
        let word = KeyNameCache.typeWord(Key.self)
        let home = home(of: word)
        let entry = entries + home
        if entry.pointee.keyType == word { return entry.pointee.table }
        // The next entry too: key types whose metadata happen to share a home (which depends
        // on where the binary puts them) would otherwise send one of them out of line for
        // every object.
        let next = entries + ((home &+ 1) & (capacity - 1))
        if next.pointee.keyType == word { return next.pointee.table }
        return probe(for: Key.self, word: word)
    }

    /// ``table(for:)`` past the home entry: the entries after it, the table made in the first
    /// free one, the cache grown when none is.
    @inline(never)
    private mutating func probe<Key: CodingKey>(for type: Key.Type, word: UInt) -> Unmanaged<FieldTable>? {
        while true {
            var place = home(of: word)
            for _ in 0 ..< capacity {
                let entry = entries + place
                if entry.pointee.keyType == word { return entry.pointee.table }
                if entry.pointee.keyType == 0 { return add(Key.self, word: word, at: entry) }
                place = (place + 1) & (capacity - 1)
            }
            grow()
        }
    }

    @inline(__always)
    private func home(of word: UInt) -> Int {
        Int(truncatingIfNeeded: mixedHash(UInt64(word)) &>> 32) & (capacity - 1)
    }

    /// Doubles the capacity, keeping every table.
    @inline(never)
    private mutating func grow() {
        let old = entries
        let oldCapacity = capacity
        capacity = oldCapacity * 2
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: Entry(), count: capacity)
        for index in 0 ..< oldCapacity {
            let entry = old[index]
            var place = home(of: entry.keyType)
            while entries[place].keyType != 0 { place = (place + 1) & (capacity - 1) }
            entries[place] = entry
        }
        old.deinitialize(count: oldCapacity)
        old.deallocate()
    }

    @inline(never)
    private func add<Key: CodingKey>(_ type: Key.Type, word: UInt, at entry: UnsafeMutablePointer<Entry>) -> Unmanaged<FieldTable>? {
        let table = FieldTable.make(for: Key.self).map { Unmanaged.passRetained($0) }
        entry.pointee = Entry(keyType: word, table: table)
        return table
    }
}
