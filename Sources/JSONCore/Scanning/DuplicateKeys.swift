// Refusing objects that have a key twice (`{"customer": {…}, "customer": 5}`), for
// `JSONParseOptions.duplicateKeys`: a pass over the scanned tape, object by object, that the
// scanner's hot loop knows nothing of. Keys are compared as the text they decode to, so
// `"a"` and `"\u0061"` are the same key.

/// A key's decoded text as bytes: its raw text when it has no escapes, else the decoded text.
private struct KeyText {
    let raw: UnsafeRawBufferPointer
    let decoded: [UInt8]?

    init(_ entry: TapeEntry, in input: UnsafeRawBufferPointer) {
        raw = UnsafeRawBufferPointer(rebasing: input[entry.offset + 1 ..< entry.offset + 1 + entry.length])
        decoded = entry.hasEscapes ? Array(decodeStringContent(raw, entry: entry).utf8) : nil
    }

    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        if let decoded { return decoded.withUnsafeBytes(body) }
        return body(raw)
    }

    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }
}

/// The raw text of the key at `entry` (the bytes between its quotes).
@inline(__always)
private func rawKey(_ entry: TapeEntry, _ input: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: input.baseAddress.map { $0 + entry.offset + 1 }, count: entry.length)
}

/// Whether two keys are the same text: byte for byte when neither has escapes (the common
/// case), else decoded.
@inline(__always)
private func sameKey(_ a: TapeEntry, _ b: TapeEntry, _ input: UnsafeRawBufferPointer) -> Bool {
    if !a.hasEscapes && !b.hasEscapes {
        return a.length == b.length && bytesEqual(rawKey(a, input), rawKey(b, input))
    }
    return KeyText(a, in: input).withBytes { x in KeyText(b, in: input).withBytes { y in bytesEqual(x, y) } }
}

/// Mixed into every key's hash, and different in every process, so that a document cannot be
/// made whose keys all fall in one slot by their hashes alone; keys made alike enough to do it
/// anyway (a bounded search notices) are sorted instead.
private let keyHashSeed = UInt64.random(in: .min ... .max)

/// A fast hash of a key's decoded text, eight bytes at a time. `readable` is how many bytes
/// from the key's start may be read (the rest of the input): a short key is read as one word
/// when eight fit, and the bytes past it masked off.
@inline(__always)
private func keyHash(_ bytes: UnsafeRawBufferPointer, readable: Int, seed: UInt64) -> UInt64 {
    let count = bytes.count
    var hash = seed ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
    guard let base = bytes.baseAddress, count > 0 else { return hash }
    var i = 0
    while count - i >= 8 {
        hash = (hash ^ base.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash &>> 31
        i &+= 8
    }
    if i < count {
        var tail: UInt64
        if count >= 8 {
            // The last eight bytes, overlapping the words before.
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if readable >= 8 {
            tail = base.loadUnaligned(as: UInt64.self) & (UInt64.max &>> UInt64(64 - 8 * count))
        } else {
            tail = 0
            var shift: UInt64 = 0
            while i < count {
                tail |= UInt64(base.load(fromByteOffset: i, as: UInt8.self)) &<< shift
                shift &+= 8
                i &+= 1
            }
        }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    }
    return hash ^ (hash &>> 29)
}

/// The hash of the key at `entry`'s decoded text.
@inline(__always)
private func keyHash(_ entry: TapeEntry, _ input: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
    if !entry.hasEscapes { return keyHash(rawKey(entry, input), readable: input.count - entry.offset - 1, seed: seed) }
    return KeyText(entry, in: input).withBytes { keyHash($0, readable: $0.count, seed: seed) }
}

/// The entry after the value at `index`, skipping a container's contents.
@inline(__always)
private func valueEnd(_ tape: Tape, _ index: Int) -> Int {
    let entry = tape[index]
    return entry.isContainer ? entry.nextSibling : index + 1
}

/// The tape indexes of the keys of the object at `object`, in order.
private func memberKeys(of object: Int, in tape: Tape, into keys: inout [Int]) {
    keys.removeAll(keepingCapacity: true)
    var member = object + 1
    let end = tape[object].nextSibling
    while member < end {
        keys.append(member)
        member = valueEnd(tape, member + 1)
    }
}

/// Finds the keys objects have twice: pairwise for a few keys, by a hash table of their
/// positions for more, by sorting when keys were made to collide. The scanner asks it of each
/// object as the object closes (while its keys are in the cache), and it keeps the pair whose
/// second key comes first in the document. Its scratch memory is kept from object to object,
/// so a document's objects cost no allocation but for the largest.
final class DuplicateKeyFinder {
    private let input: UnsafeRawBufferPointer
    /// The tape being read: set for each question, as the scanner's tape moves when it grows.
    private var entries: UnsafeMutablePointer<TapeEntry>
    /// The keys of the object being checked: tape indexes.
    private var keys: UnsafeMutablePointer<Int>
    private var keyCapacity = 64
    /// Slots: the key's position in `keys` plus one (0: free) in the high half, the low half of
    /// its hash in the low half.
    private var table: UnsafeMutablePointer<UInt64>
    private var tableCapacity = 128
    /// The process's seed of key hashes, read once.
    private let seed = keyHashSeed
    /// The pair of equal keys (tape indexes) whose second comes first, of the objects so far.
    private(set) var earliest: (first: Int, again: Int)?

    init(input: UnsafeRawBufferPointer) {
        self.input = input
        entries = UnsafeMutablePointer(mutating: emptyTape)
        keys = .allocate(capacity: keyCapacity)
        table = .allocate(capacity: tableCapacity)
    }

    deinit {
        keys.deallocate()
        table.deallocate()
    }

    /// Checks the object at `object` of `entries`, which has more than one member, and keeps its
    /// pair of equal keys when it comes before the one kept. Two members, the most common case
    /// after one, are compared here; more are gathered and compared by ``checkMembers(of:in:within:)``.
    @inline(__always)
    func check(object: Int, in entries: UnsafeMutablePointer<TapeEntry>) {
        guard entries[object].count == 2 else {
            checkMembers(of: object, in: entries, within: nil)
            return
        }
        let first = object + 1
        let value = entries[first + 1]
        let second = value.isContainer ? value.nextSibling : first + 2
        let a = entries[first]
        let b = entries[second]
        // Keys of different lengths differ, unless an escape makes them alike.
        guard a.length == b.length || a.hasEscapes || b.hasEscapes, sameKey(a, b, input) else { return }
        if second < earliest?.again ?? Int.max { earliest = (first, second) }
    }

    /// Checks the object at `object` of `entries`, leaving out the keys at offsets outside
    /// `offsets` (a window's stand-ins), and keeps its pair of equal keys when it comes before
    /// the one kept.
    @inline(never)
    func checkMembers(of object: Int, in entries: UnsafeMutablePointer<TapeEntry>, within offsets: Range<Int>?) {
        self.entries = entries
        var count = 0
        var member = object + 1
        let end = entries[object].nextSibling
        while member < end {
            if offsets == nil || offsets.unsafelyUnwrapped.contains(entries[member].offset) {
                if count == keyCapacity { grow() }
                keys[count] = member
                count += 1
            }
            let value = entries[member + 1]
            member = value.isContainer ? value.nextSibling : member + 2
        }
        guard count > 1, let found = count <= 8 ? pairwise(count) : hashed(count), found.again < earliest?.again ?? Int.max
        else { return }
        earliest = found
    }

    /// The error for the pair kept, at its second key; nil when every object's keys differ.
    func error(in entries: UnsafeMutablePointer<TapeEntry>, input: UnsafeBufferPointer<UInt8>) -> JSONSyntaxError? {
        guard let (first, again) = earliest else { return nil }
        let problem = duplicateProblem(
            KeyText(entries[again], in: UnsafeRawBufferPointer(input)).string, first: InputText(input).lineAndColumn(of: entries[first].offset))
        return JSONSyntaxError(problem, offset: entries[again].offset, in: input)
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Int>.allocate(capacity: keyCapacity * 2)
        larger.moveInitialize(from: keys, count: keyCapacity)
        keys.deallocate()
        keys = larger
        keyCapacity *= 2
    }

    /// Few keys: each compared with those before it, by length first.
    private func pairwise(_ count: Int) -> (first: Int, again: Int)? {
        var position = 1
        while position < count {
            let entry = entries[keys[position]]
            var earlier = 0
            while earlier < position {
                let other = entries[keys[earlier]]
                if other.length == entry.length || other.hasEscapes || entry.hasEscapes, sameKey(other, entry, input) {
                    return (keys[earlier], keys[position])
                }
                earlier += 1
            }
            position += 1
        }
        return nil
    }

    /// More keys: an open-addressing table of their positions, by hash.
    private func hashed(_ count: Int) -> (first: Int, again: Int)? {
        var capacity = 32
        while capacity < count * 2 { capacity &*= 2 }
        if capacity > tableCapacity {
            table.deallocate()
            table = .allocate(capacity: capacity)
            tableCapacity = capacity
        }
        table.update(repeating: 0, count: capacity)
        var probes = 0
        for position in 0 ..< count {
            let entry = entries[keys[position]]
            let hash = keyHash(entry, input, seed: seed)
            let check = hash & 0xFFFF_FFFF
            var slot = Int(truncatingIfNeeded: hash &>> 32) & (capacity - 1)
            while table[slot] != 0 {
                let other = Int(truncatingIfNeeded: table[slot] &>> 32) - 1
                if table[slot] & 0xFFFF_FFFF == check && sameKey(entries[keys[other]], entry, input) {
                    return (keys[other], keys[position])
                }
                slot = (slot + 1) & (capacity - 1)
                probes += 1
                // Keys made to collide: sorted instead, in n log n comparisons whatever they are.
                if probes > 8 * count + 64 { return bySorting(count) }
            }
            table[slot] = UInt64(position + 1) &<< 32 | check
        }
        return nil
    }

    /// The keys sorted by their text: the pair of equal keys whose second comes first.
    private func bySorting(_ count: Int) -> (first: Int, again: Int)? {
        let indexes = Array(UnsafeBufferPointer(start: keys, count: count))
        let texts = indexes.map { KeyText(entries[$0], in: input).withBytes { Array($0) } }
        let order = indexes.indices.sorted { texts[$0].lexicographicallyPrecedes(texts[$1]) || (texts[$0] == texts[$1] && $0 < $1) }
        var earliest: (first: Int, again: Int)?
        var run = 0
        for index in 1 ..< max(1, order.count) {
            if texts[order[index]] != texts[order[run]] {
                run = index
            } else if index == run + 1, indexes[order[index]] < earliest?.again ?? Int.max {
                // A run of equal keys is in document order: its first two are the pair.
                earliest = (indexes[order[run]], indexes[order[index]])
            }
        }
        return earliest
    }
}

/// A tape with no entries, for a finder that has not been asked yet.
nonisolated(unsafe) private let emptyTape = UnsafeMutablePointer<TapeEntry>.allocate(capacity: 1)

/// The syntax problem of the key at `again`, which the object has already at `first`.
private func duplicateProblem(_ key: String, first: (line: Int, column: Int)) -> SyntaxProblem {
    .duplicateKey(key: key, firstLine: first.line, firstColumn: first.column)
}

// MARK: - Documents read in windows

/// The keys of an object that a window of a document leaves open, for the next window to check
/// its members against: each key's text and where it is in the document.
private final class OpenObjectKeys {
    var places: [[UInt8]: JSONStreamPosition] = [:]
}

/// Refuses objects with a key twice in a document read window by window (``DocumentWindows``):
/// the keys of objects that go on past a window are kept for the next, those of objects within
/// a window are checked there.
///
/// ```swift
/// var keys = DocumentDuplicateKeys()
/// try keys.check(window, tape: tape)   // for each window, after scanning it
/// ```
package struct DocumentDuplicateKeys {
    /// For each container open at the end of the last window, outermost first: its keys when it
    /// is an object.
    private var open: [OpenObjectKeys?] = []

    package init() {}

    /// Checks the objects of `window`, read into `tape`.
    ///
    /// - Throws: ``JSONSyntaxError`` at the document's first key that its object has already,
    ///   with the document's line and column.
    package mutating func check(_ window: DocumentWindow, tape: Tape) throws {
        guard tape.count > 0 else { return }
        // The containers the prefix opened again (first children from the root down), and those
        // the suffix closes (last children).
        let reopened = chain(in: tape, levels: window.openAtStart.count, last: false)
        let leftOpen = chain(in: tape, levels: window.openAtEnd.count, last: true)
        var records: [Int: OpenObjectKeys] = [:]
        for (level, index) in reopened.enumerated() where level < open.count {
            if let record = open[level] { records[index] = record }
        }
        for index in leftOpen where tape[index].kind == .object && records[index] == nil { records[index] = OpenObjectKeys() }

        try window.text.withUnsafeBytes { bytes in
            var cursor = PositionCursor(window)
            var keys: [Int] = []
            let finder = DuplicateKeyFinder(input: bytes)
            // Keys of kept objects, with their places: in document order, for the cursor.
            var kept: [(entry: Int, record: OpenObjectKeys)] = []
            // The window's first duplicate: in an object within the window, or in one that a
            // window before began.
            var index = 0
            while index < tape.count {
                defer { index += 1 }
                guard tape[index].kind == .object else { continue }
                // The stand-in members of the prefix and the suffix are not the document's.
                if let record = records[index] {
                    memberKeys(of: index, in: tape, into: &keys)
                    for key in keys where window.contentRange.contains(tape[key].offset) { kept.append((key, record)) }
                } else if tape[index].count > 1 {
                    finder.checkMembers(of: index, in: tape.entries, within: window.contentRange)
                }
            }
            kept.sort { $0.entry < $1.entry }
            let earliest = finder.earliest
            for (key, record) in kept {
                if key > earliest?.again ?? Int.max { break }
                let text = KeyText(tape[key], in: bytes)
                let bytesOfKey = text.withBytes { Array($0) }
                let place = cursor.position(of: tape[key].offset, in: bytes)
                if let first = record.places[bytesOfKey] {
                    throw duplicate(key, in: window, tape: tape, bytes: bytes, first: first)
                }
                record.places[bytesOfKey] = place
            }
            if let (first, again) = earliest {
                var firstCursor = PositionCursor(window)
                throw duplicate(again, in: window, tape: tape, bytes: bytes, first: firstCursor.position(of: tape[first].offset, in: bytes))
            }
        }
        open = leftOpen.map { tape[$0].kind == .object ? records[$0] : nil }
    }

    /// The containers `levels` deep from the root down its first (or `last`) children.
    private func chain(in tape: Tape, levels: Int, last: Bool) -> [Int] {
        var indexes: [Int] = []
        var index = 0
        while indexes.count < levels, index < tape.count, tape[index].isContainer {
            indexes.append(index)
            let isObject = tape[index].kind == .object
            var child = index + 1
            guard child < tape[index].nextSibling else { break }
            if last {
                while true {
                    let value = isObject ? child + 1 : child
                    let next = valueEnd(tape, value)
                    if next >= tape[index].nextSibling {
                        child = value
                        break
                    }
                    child = next
                }
            } else if isObject {
                child += 1
            }
            index = child
        }
        return indexes
    }

    /// The error for the key at `again`, which its object has already at `first` (a place in
    /// the document).
    private func duplicate(
        _ again: Int, in window: DocumentWindow, tape: Tape, bytes: UnsafeRawBufferPointer, first: JSONStreamPosition
    ) -> JSONSyntaxError {
        let key = KeyText(tape[again], in: bytes).string
        let problem = duplicateProblem(key, first: (first.line, first.column))
        let local = JSONSyntaxError(problem, offset: tape[again].offset, in: bytes.bindMemory(to: UInt8.self))
        return window.relocate(local)
    }
}

/// The document's line and column of places in a window, read forward: each place is counted
/// from the one before, so a window's keys cost one pass over its text.
private struct PositionCursor {
    private let window: DocumentWindow
    private var offset: Int
    private var line: Int
    private var column: Int

    init(_ window: DocumentWindow) {
        self.window = window
        offset = window.prefixLength
        line = window.start.line
        column = window.start.column
    }

    /// The place of the window's byte at `target`, in its content and at or after the last one asked for.
    mutating func position(of target: Int, in bytes: UnsafeRawBufferPointer) -> JSONStreamPosition {
        let target = max(target, offset)
        let (breaks, lastBreak) = DocumentWindows.lineBreaks(in: UnsafeRawBufferPointer(rebasing: bytes[offset ..< target]))
        if let lastBreak {
            line += breaks
            column = 1
            offset += lastBreak + 1
        }
        column += String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset ..< target]), as: UTF8.self).count
        offset = target
        return JSONStreamPosition(offset: window.start.offset + target - window.prefixLength, line: line, column: column)
    }
}
