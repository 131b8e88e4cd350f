// Walking a model's object once, member by member, in document order: what
// `JSONObjectReader.nextField()` does on the tape. When the walk starts, one pass over the
// object's members matches each key to the fields with the key matcher `@JSONModel` wrote into
// the coding keys (``_JSONFieldKeys``: a switch on the key's length and bytes, else on its
// alike form) and lists the fields to decode with their values' places; the generated code
// then takes them from the list in turn and decodes each value straight into its field. No
// lookup state, path node or slot is made for the object.
//
// The rules are those of the key lookups under fuzzy matching: a field takes the first member
// whose key is its name exactly, else the first whose key reads alike ignoring case, `_` and
// `-`. Both are settled in the pass, before any value is decoded: a member alike that an exact
// key later in the object overrides is never decoded.

/// Where a walk over an object's members is: the fields it listed, the one it stands on, and
/// the fields the object has. Lives in a ``JSONObjectReader``.
@usableFromInline
struct MemberWalk {
    /// How the reader hands out fields.
    @usableFromInline
    enum Mode: UInt8 {
        /// ``JSONObjectReader/nextField()`` has not been called.
        case notStarted
        /// The fields listed by the pass over the members, in document order.
        case members
        /// Every coding key in declaration order, each looked up (any other decoder, a custom
        /// key strategy, a report, or coding keys without a generated matcher).
        case listed
        /// Done: every field has been handed out.
        case finished
    }

    @usableFromInline var mode = Mode.notStarted
    /// The tag of the field the reader stands on (its coding key's byte); -1 for none.
    @usableFromInline var tag = -1
    /// The tape index of the value of the member the reader stands on.
    @usableFromInline var value = 0
    /// The fields to decode, in the order of their members (see ``TapeDecoder/walkFrame()``),
    /// the next one to hand out, and how many there are.
    @usableFromInline var fields: UnsafeMutablePointer<WalkedField>?
    @usableFromInline var next = 0
    @usableFromInline var count = 0
    /// The fields the object has, by tag.
    @usableFromInline var seen = FieldSet()
    /// Whether the fields come from a pass over the members (their coding keys have a
    /// matcher, see ``_JSONFieldKeys``), which hands out only the fields the object has.
    @usableFromInline var isWalk = false
    /// In ``Mode/listed``: the place of the next coding key among the cases, and how many
    /// cases there are when each case is the byte of its place (-1 otherwise: the cases are
    /// asked for each time).
    @usableFromInline var listedNext = 0
    @usableFromInline var listedCount = -1

    @inlinable init() {}
}

/// A field a walk hands out: its tag, and the tape index of its value; a tag of -1 is a member
/// that a later one overrode, passed over.
@usableFromInline
struct WalkedField {
    @usableFromInline var tag: Int
    @usableFromInline var value: Int

    init(tag: Int, value: Int) {
        self.tag = tag
        self.value = value
    }

    /// At most a field alike and then the same field exactly, for each of at most
    /// ``FieldSet/capacity`` fields.
    static let frameCapacity = 2 * FieldSet.capacity
}

/// A set of field tags below ``FieldSet/capacity``: one word, no allocation. A key type with more
/// cases is not walked (its objects hand out every key in turn).
@usableFromInline
struct FieldSet {
    static let capacity = 64
    @usableFromInline var bits: UInt64 = 0

    @inlinable init() {}

    @inline(__always)
    func contains(_ tag: Int) -> Bool {
        bits & (1 &<< UInt64(truncatingIfNeeded: tag)) != 0
    }

    @inline(__always)
    mutating func insert(_ tag: Int) {
        bits |= 1 &<< UInt64(truncatingIfNeeded: tag)
    }
}

extension TapeObject {
    /// The pass over the members of the object: writes the fields to decode into `fields`, in
    /// the order of their members, and returns how many; `seen` gets every field the object
    /// has. Members that name no field, and later members for a field already taken, are
    /// passed over; an exact key takes a field from a member alike before it, whose entry is
    /// then marked passed over.
    @inline(__always)
    func collectFields<Key: _JSONFieldKeys>(
        _ type: Key.Type, in decoder: TapeDecoder, into fields: UnsafeMutablePointer<WalkedField>, seen: inout FieldSet, snakeCase: Bool
    ) -> Int {
        let entries = decoder.entries
        let input = decoder.input
        var exact = FieldSet()
        var count = 0
        @inline(__always) func take(_ tag: Int, isExact: Bool, value: Int) {
            if isExact {
                if exact.contains(tag) { return }
                if seen.contains(tag) {
                    var place = 0
                    while place < count && fields[place].tag != tag { place &+= 1 }
                    if place < count { fields[place].tag = -1 }
                }
                exact.insert(tag)
            } else if seen.contains(tag) {
                return
            }
            seen.insert(tag)
            assert(count < WalkedField.frameCapacity, "a field is taken at most twice")
            (fields + count).initialize(to: WalkedField(tag: tag, value: value))
            count &+= 1
        }
        var cursor = object &+ 1
        let end = entries[object].nextSibling
        while cursor < end {
            let keyIndex = cursor
            let entry = entries[keyIndex]
            let value = entries[keyIndex &+ 1]
            cursor = value.isContainer ? value.nextSibling : keyIndex &+ 2
            if snakeCase {
                // Under `.convertFromSnakeCase` a member names the field whose key its converted
                // form is exactly, and the first such member wins, as in the key lookups. A plain
                // key is converted on the stack and matched as the key of a field, exactly.
                if !entry.hasEscapes && !entry.hasNonASCII && entry.length <= 64, let base = input.baseAddress {
                    assert(entry.offset &+ 1 &+ entry.length <= input.count, "key outside the input")
                    let raw = UnsafeRawBufferPointer(start: base + (entry.offset &+ 1), count: entry.length)
                    let converted = withUnsafeTemporaryAllocation(byteCount: 72, alignment: 8) { buffer -> UInt64? in
                        buffer.initializeMemory(as: UInt8.self, repeating: 0)
                        let name = buffer.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
                        // 72 bytes: a name of up to 64 has eight after it.
                        guard let count = snakeCaseConverted(raw, into: name) else { return nil }
                        return Key._jsonMatch(_JSONKeyBytes(unchecked: UnsafeRawPointer(name), count: count))
                    }
                    if let converted {
                        var match = FieldMatch(converted)
                        while let (tag, isExact) = match.next() {
                            if isExact { take(tag, isExact: true, value: keyIndex &+ 1) }
                        }
                        continue
                    }
                }
                var places = snakeCaseFields(Key.self, of: entry, in: decoder)
                while places != 0 {
                    take(places.trailingZeroBitCount, isExact: true, value: keyIndex &+ 1)
                    places &= places &- 1
                }
                continue
            }
            var match: FieldMatch
            if entry.hasEscapes || entry.hasNonASCII {
                var key = decoder.string(entry)
                match = key.withUTF8 { Key.match(UnsafeRawBufferPointer($0)) }
            } else {
                let start = entry.offset &+ 1
                // The scanner recorded the key inside the input.
                assert(start + entry.length <= input.count, "key outside the input")
                guard let base = input.baseAddress else { continue }
                let key = UnsafeRawBufferPointer(start: base + start, count: entry.length)
                if input.count &- start >= entry.length &+ 7 {
                    match = FieldMatch(Key._jsonMatch(_JSONKeyBytes(unchecked: base + start, count: entry.length)))
                } else {
                    // Near the end of the input: a copy with room after it.
                    match = FieldMatch(_JSONKeyBytes.padding(key) { Key._jsonMatch($0) })
                }
                if match.isEmpty { match = Key.matchAlike(key) }
            }
            while let (tag, isExact) = match.next() { take(tag, isExact: isExact, value: keyIndex &+ 1) }
        }
        return count
    }
}

extension TapeObject {
    /// The place of each field whose key the key of `entry` converts to from
    /// snake_case, by the rule of the key lookups under `.convertFromSnakeCase`
    /// (``snakeCaseKey(_:matches:escaped:)``): for the keys the walk does not convert on the
    /// stack. A key and the name it converts to read alike (converting only drops underscores
    /// and changes the case of ASCII letters), so for an ASCII key the alike matcher lists every
    /// field it could name, and each is checked; an escaped or non-ASCII key is checked against
    /// every field.
    ///
    /// - Returns: the places of the fields, one bit each (a walked model has at most 64).
    @inline(never)
    func snakeCaseFields<Key: _JSONFieldKeys>(_ type: Key.Type, of entry: TapeEntry, in decoder: TapeDecoder) -> UInt64 {
        let raw = decoder.rawString(entry)
        let escaped = entry.hasEscapes ? decoder.string(entry) : nil
        var places: UInt64 = 0
        func check(_ place: Int, _ key: Key) {
            guard place < FieldSet.capacity else { return }
            if key.stringValue.withUTF8Bytes({ snakeCaseKey(raw, matches: $0, escaped: escaped) }) { places |= 1 &<< UInt64(place) }
        }
        if entry.hasEscapes || entry.hasNonASCII {
            for (place, key) in Key.allCases.enumerated() { check(place, key) }
            return places
        }
        var match = Key.matchAlike(raw)
        while let (place, _) = match.next() { check(place, fieldKey(place, as: Key.self)) }
        return places
    }
}

// MARK: - The reader's walk

extension TapeObject {
    /// Starts `walk` over the members, or over the keys in turn where members are not walked.
    @usableFromInline
    func startWalk<Key: _JSONFieldKeys>(_ walk: inout MemberWalk, keyedBy type: Key.Type) {
        walk.mode = .listed
        withDecoder { decoder in
            guard decoder.walksMembers(depth: node.takeUnretainedValue().depth) else { return }
            let fields = decoder.walkFrame()
            walk.mode = .members
            walk.isWalk = true
            walk.fields = fields
            walk.next = 0
            walk.count = collectFields(Key.self, in: decoder, into: fields, seen: &walk.seen, snakeCase: decoder.modelKeyMatching == .snakeCase)
        }
    }
}

/// The byte a coding key of at most one byte is, as a field tag; -2 for larger keys, which
/// are never walked.
@inlinable @inline(__always)
func fieldTag<Key: CodingKey>(_ key: Key) -> Int {
    oneByteKeyTag(key).map { Int($0) } ?? -2
}

/// The coding key whose byte is `tag`: the inverse of ``fieldTag(_:)`` for keys of at most one
/// byte that a generated matcher named.
@inlinable @inline(__always)
func fieldKey<Key: CodingKey>(_ tag: Int, as type: Key.Type) -> Key {
    assert(MemoryLayout<Key>.size <= 1 && tag >= 0, "only the keys of a generated matcher are walked")
    let byte = UInt8(truncatingIfNeeded: tag)
    return withUnsafeBytes(of: byte) { $0.load(as: Key.self) }
}

extension JSONObjectReader where Key: _JSONFieldKeys {
    /// The next field to decode, or nil when there is none left: what a `@JSONModel` type's
    /// `init(from:)` loops over, decoding each field it is handed with the reader's `decode`
    /// methods.
    ///
    /// Under ``JSONModelDecoder`` the object's members come in the order of the input, each
    /// matched once by the coding keys' generated matcher to the field it names (its name
    /// exactly, else a key that reads alike; members that name no field are passed over, and
    /// of two members for one field the first wins, an exact name over one alike; under
    /// `.convertFromSnakeCase`, a member names the field its converted key is, and the first
    /// one wins). Fields whose key is not in the object are not handed out:
    /// ``failure(requiring:)`` names the required ones. With a custom key strategy, a decoding
    /// report, or under any other decoder, every coding key is handed out in turn, as for keys
    /// without a matcher.
    @_documentation(visibility: internal)
    @inlinable
    public mutating func nextField() -> Key? {
        if walk.mode == .notStarted {
            if let tape { tape.startWalk(&walk, keyedBy: Key.self) } else { walk.mode = .listed }
        }
        return nextFieldOfWalk()
    }
}

extension JSONObjectReader where Key: CaseIterable {
    /// The next field to decode, or nil when there is none left: every coding key in turn, in
    /// the order of the cases; a missing one is what the `decode` method for it says. (Keys
    /// that `@JSONModel` writes have a matcher, and their objects are walked member by member.)
    ///
    /// ```swift
    /// var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
    /// var title: String?
    /// var views: Int?
    /// while let key = object.nextField() {
    ///     switch key {
    ///     case .title: title = try object.decode(String.self, for: .key(.title))
    ///     case .views: views = try object.decode(Int.self, for: .key(.views), default: 0)
    ///     }
    /// }
    /// guard let title, object.succeeded else { throw object.failure(requiring: [.title]) }
    /// self.init(title: title, views: views ?? 0)
    /// ```
    @inlinable
    public mutating func nextField() -> Key? {
        if walk.mode == .notStarted { walk.mode = .listed }
        return nextFieldOfWalk()
    }

    /// The next field of a walk that has started.
    @inlinable
    mutating func nextFieldOfWalk() -> Key? {
        // What the last field recorded is in its place among the fields.
        if !failures.isEmpty { orderFailures(as: walk.tag) }
        switch walk.mode {
        case .members:
            break
        case .notStarted, .listed:
            return nextListedField()
        case .finished:
            return nil
        }
        while walk.next < walk.count, let fields = walk.fields {
            let field = fields[walk.next]
            walk.next &+= 1
            if field.tag < 0 { continue }
            walk.tag = field.tag
            walk.value = field.value
            return fieldKey(field.tag, as: Key.self)
        }
        walk.tag = -1
        return nil
    }

    /// The next coding key in declaration order. A key type whose cases are the bytes 0, 1, 2…
    /// in the order `allCases` lists them (an enum of plain cases) is counted once and its keys
    /// made from their places; any other has its cases listed for each key.
    @usableFromInline
    mutating func nextListedField() -> Key? {
        // After another decoder's error, kept for the model to throw, no field is read.
        if cursor.thrownError != nil { return finishListedFields() }
        if walk.listedNext == 0 {
            let keys = Key.allCases
            if keys.enumerated().allSatisfy({ fieldTag($0.element) == $0.offset }) { walk.listedCount = keys.count }
        }
        let key: Key
        if walk.listedCount >= 0 {
            guard walk.listedNext < walk.listedCount else { return finishListedFields() }
            key = fieldKey(walk.listedNext, as: Key.self)
        } else {
            let keys = Key.allCases
            guard walk.listedNext < keys.count else { return finishListedFields() }
            key = keys[keys.index(keys.startIndex, offsetBy: walk.listedNext)]
        }
        walk.listedNext += 1
        walk.tag = fieldTag(key)
        return key
    }

    private mutating func finishListedFields() -> Key? {
        walk.mode = .finished
        walk.tag = -1
        return nil
    }

    /// The error for a reader whose required fields `required` did not all decode: the failures
    /// recorded, and `keyNotFound` for each of `required` that the object does not have (a walk
    /// hands out only the fields that are there).
    ///
    /// ```swift
    /// guard let title, object.succeeded else { throw object.failure(requiring: [.title]) }
    /// ```
    public func failure(requiring required: [Key]) -> any Error {
        if let error = cursor.thrownError { return error }
        return JSONDecodingFailures.thrown(failures(requiring: required))
    }

    /// ``failure(requiring:)`` with the failures of the superclass's fields too (see
    /// ``failure(decodingSuperclass:)``).
    ///
    /// ```swift
    /// guard let doors, object.succeeded else {
    ///     throw object.failure(requiring: [.doors], decodingSuperclass: { try Vehicle(from: decoder) })
    /// }
    /// ```
    public func failure<Superclass>(requiring required: [Key], decodingSuperclass superclass: () throws -> Superclass) -> any Error {
        if let error = cursor.thrownError { return error }
        var all = failures(requiring: required)
        if let tape {
            let decoder = tape.withDecoder { $0 }
            do {
                _ = try superclass()
            } catch {
                decoder.record(error, at: tape.object, into: &all)
            }
        }
        return all.isEmpty ? failure() : JSONDecodingFailures.thrown(all)
    }

    /// The failures, in the order of the fields, with the missing required ones.
    private func failures(requiring required: [Key]) -> [JSONDecodingFailures.Failure] {
        guard walk.isWalk, let tape else { return orderedFailures }
        var all = failures
        tape.withDecoder { decoder in
            for key in required where !walk.seen.contains(fieldTag(key)) {
                decoder.record(decoder.keyNotFound(key, inObject: tape.object, node: tape.node.takeUnretainedValue()), at: tape.object, into: &all)
                all[all.count - 1].order = fieldTag(key)
            }
        }
        return JSONObjectReader.ordered(all)
    }
}

extension JSONObjectReader {
    /// The failures in the order of the fields: a walk records them in the order of the members.
    @usableFromInline
    var orderedFailures: [JSONDecodingFailures.Failure] { JSONObjectReader.ordered(failures) }

    /// `failures` sorted by their field's place, those of one field in the order recorded.
    static func ordered(_ failures: [JSONDecodingFailures.Failure]) -> [JSONDecodingFailures.Failure] {
        guard failures.contains(where: { $0.order != Int.max }) else { return failures }
        return failures.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
    }

    /// Gives the failures recorded last, which have no place yet, the place `tag`.
    @usableFromInline
    mutating func orderFailures(as tag: Int) {
        guard tag >= 0 else { return }
        var index = failures.count - 1
        while index >= 0 && failures[index].order == Int.max {
            failures[index].order = tag
            index -= 1
        }
    }
}
