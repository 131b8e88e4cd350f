// The state of one `JSONModelEncoder.encode` call.
//
// Values are written as JSON text into one growing byte buffer the moment they are encoded:
// keys quoted and escaped, numbers formatted, strings escaped. While containers are filled in
// the order they nest, which is what synthesized and most hand-written conformances do, the
// separators, brackets and indentation go into the same buffer and it is the finished output.
//
// Codable also lets a type ask for nested containers and fill them in any order, encode a key
// twice, or come back to a container it left. For that, a flat array of small node structs
// always records how the keys and values nest, and where their text is. When the buffer can no
// longer be the output (or keys must be sorted), a final pass walks the nodes and copies the
// pieces out with brackets, commas and indentation. There is no class per container, no
// dictionary per object and no `Any` on the way.

import Foundation

/// One encoding: its places, their coding paths, and the text. Encoders and containers refer to
/// places by index.
final class EncodingTree {
    /// `JSONEncoder` refuses containers nested this deep or deeper (its `JSONWriter` limit).
    static let nestingLimit = 512

    let options: EncodingOptions
    let userInfo: [CodingUserInfoKey: Any]
    let prettyPrinted: Bool
    let sortsKeys: Bool
    let escapesSlashes: Bool
    let writesNullForNil: Bool
    let convertsKeys: Bool
    let storage: UnsafeMutablePointer<EncodingStorage>
    private var ownsStorage = true

    /// A tree writing into `storage`, which it empties first, or into new storage.
    init(options: EncodingOptions, storage: UnsafeMutablePointer<EncodingStorage>?) {
        self.options = options
        userInfo = options.userInfo.mapValues { $0 }
        prettyPrinted = options.outputFormatting.contains(.prettyPrinted)
        sortsKeys = options.outputFormatting.contains(.sortedKeys)
        escapesSlashes = !options.outputFormatting.contains(.withoutEscapingSlashes)
        writesNullForNil = options.nilEncodingStrategy == .writeNull
        if case .useDefaultKeys = options.keyEncodingStrategy { convertsKeys = false } else { convertsKeys = true }
        self.storage = storage ?? EncodingStorage.make()
        self.storage.pointee.reset(streaming: !sortsKeys)
    }

    deinit {
        if ownsStorage { EncodingStorage.free(storage) }
    }

    /// Hands the storage over for the next encoding; the tree must not be used afterwards. Only
    /// for a tree nothing else refers to: an encoder or container kept by the encoded value
    /// would otherwise write into the next encoding.
    func releaseStorage() -> UnsafeMutablePointer<EncodingStorage> {
        ownsStorage = false
        return storage
    }

    // MARK: - Text

    /// The bytes written so far; valid until the next write.
    @inline(__always)
    private var bytes: UnsafeMutablePointer<UInt8> { storage.pointee.text.base }

    /// Where the next byte of text goes, as a node records it. Past 4 GiB the offset stays at the
    /// last one a node can hold, so that ranges stay inside the text until the encoding fails.
    @inline(__always)
    private func offset() -> UInt32 {
        let count = storage.pointee.text.count
        guard count <= Int(UInt32.max) else {
            storage.pointee.textOverflowed = true
            return UInt32.max
        }
        return UInt32(truncatingIfNeeded: count)
    }

    @inline(__always)
    func text(_ start: UInt32, _ end: UInt32) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: bytes + Int(start), count: Int(end) - Int(start))
    }

    // MARK: - Nodes

    @inline(__always)
    func node(_ index: Int32) -> UnsafeMutablePointer<EncodingNode> {
        storage.pointee.nodes + Int(index)
    }

    /// A new node, not yet part of any container. Pointers from `node(_:)` do not survive this call.
    @inline(__always)
    func makeNode() -> Int32 {
        if storage.pointee.nodeCount == storage.pointee.nodeCapacity { growNodes() }
        let index = storage.pointee.nodeCount
        (storage.pointee.nodes + index).initialize(to: EncodingNode())
        storage.pointee.nodeCount = index + 1
        return Int32(index)
    }

    @inline(never)
    private func growNodes() {
        let capacity = storage.pointee.nodeCapacity * 2
        let nodes = UnsafeMutablePointer<EncodingNode>.allocate(capacity: capacity)
        nodes.moveInitialize(from: storage.pointee.nodes, count: storage.pointee.nodeCount)
        storage.pointee.nodes.deallocate()
        storage.pointee.nodes = nodes
        storage.pointee.nodeCapacity = capacity
    }

    /// Adds `child` at the end of a container.
    @inline(__always)
    func append(_ child: Int32, to container: Int32) {
        let parent = node(container)
        if parent.pointee.last >= 0 {
            node(parent.pointee.last).pointee.next = child
        } else {
            parent.pointee.first = child
        }
        parent.pointee.last = child
        parent.pointee.count &+= 1
    }

    func count(of container: Int32) -> Int {
        Int(node(container).pointee.count)
    }

    /// Starts the text of a scalar in `node`.
    @inline(__always)
    func beginScalar(_ index: Int32) {
        fill(index)
        node(index).pointee.valueStart = offset()
    }

    /// Ends the text of a scalar begun with ``beginScalar(_:)``.
    @inline(__always)
    func endScalar(_ index: Int32, kind: NodeKind = .scalar) {
        let end = offset()
        let place = node(index)
        place.pointee.kind = kind
        place.pointee.valueEnd = end
    }

    /// Records the first misuse of the Codable API in a call that cannot throw.
    func fail(_ description: String, at path: [any CodingKey]) {
        guard storage.pointee.failure == nil else { return }
        storage.pointee.failure = EncodingMisuse(EncodingError.Context(codingPath: path, debugDescription: description))
    }

    // MARK: - Writing the output as it comes

    /// The text cannot be the output any more; the nodes will write it.
    @inline(never)
    func stopStreaming() {
        storage.pointee.streaming = false
    }

    /// Writes the separator before a new member or element of `container`, closing the
    /// containers inside it first. False, and no more streaming, when the container was closed.
    @inline(__always)
    private func separate(in container: Int32) -> Bool {
        if storage.pointee.pending >= 0 { writePendingEmpty() }
        var top = storage.pointee.open.count - 1
        if top < 0 || storage.pointee.open[top].node != container {
            guard reach(container) else { return false }
            top = storage.pointee.open.count - 1
        }
        let open = storage.pointee.open.pointer(top)
        let written = open.pointee.written
        open.pointee.written = written &+ 1
        if written > 0 { storage.pointee.text.append(UInt8(ascii: ",")) }
        if prettyPrinted {
            if written > 0 { storage.pointee.text.append(UInt8(ascii: "\n")) }
            storage.pointee.text.appendIndent(Int(open.pointee.depth) + 1)
        }
        return true
    }

    /// Closes the containers inside `container`; false if `container` is not open.
    @inline(never)
    private func reach(_ container: Int32) -> Bool {
        // Looked for from the innermost out: mostly it is the one below the top.
        var index = storage.pointee.open.count &- 1
        while index >= 0 && storage.pointee.open.pointer(index).pointee.node != container { index &-= 1 }
        guard index >= 0 else {
            stopStreaming()
            return false
        }
        while storage.pointee.open.count &- 1 > index { closeInText() }
        return true
    }

    @inline(__always)
    private func expectValue(_ place: Int32, depth: Int) {
        storage.pointee.pending = place
        storage.pointee.pendingDepth = depth
    }

    /// `place` gets a value: it must be the place the text expects next.
    @inline(__always)
    private func fill(_ place: Int32) {
        guard storage.pointee.streaming else { return }
        if storage.pointee.pending == place {
            storage.pointee.pending = -1
        } else {
            stopStreaming()
        }
    }

    /// A place left empty is written `{}`, as `JSONEncoder` writes a value that encodes nothing.
    @inline(never)
    private func writePendingEmpty() {
        let depth = storage.pointee.pendingDepth
        storage.pointee.pending = -1
        guard depth + 1 < EncodingTree.nestingLimit else { return stopStreaming() }
        storage.pointee.text.append(UInt8(ascii: "{"))
        if prettyPrinted {
            storage.pointee.text.append(literal: "\n\n")
            storage.pointee.text.appendIndent(depth)
        }
        storage.pointee.text.append(UInt8(ascii: "}"))
    }

    @inline(__always)
    private func openInText(_ container: Int32, depth: Int, bracket: UInt8) {
        guard storage.pointee.streaming else { return }
        guard depth + 1 < EncodingTree.nestingLimit else { return stopStreaming() }
        storage.pointee.text.append(bracket)
        if prettyPrinted { storage.pointee.text.append(UInt8(ascii: "\n")) }
        storage.pointee.open.append(OpenContainer(node: container, depth: Int32(depth)))
    }

    private func closeInText() {
        guard let container = storage.pointee.open.popLast() else { return }
        if prettyPrinted {
            storage.pointee.text.append(UInt8(ascii: "\n"))
            storage.pointee.text.appendIndent(Int(container.depth))
        }
        storage.pointee.text.append(node(container.node).pointee.kind == .array ? UInt8(ascii: "]") : UInt8(ascii: "}"))
    }

    /// Records the key of a member just written into the innermost open container, and stops
    /// streaming if the object already has it: the earlier value is in the text.
    @inline(__always)
    private func noteKey(_ member: Int32, in object: Int32) {
        let top = storage.pointee.open.count - 1
        let hash = node(member).pointee.keyHash
        let bit: UInt64 = 1 << UInt64(hash >> 26 & 63)
        let word = Int(hash >> 24 & 3)
        let seen = withUnsafeMutableBytes(of: &storage.pointee.open.pointer(top).pointee.keyFilter) { words in
            let previous = words.load(fromByteOffset: word &* 8, as: UInt64.self)
            words.storeBytes(of: previous | bit, toByteOffset: word &* 8, as: UInt64.self)
            return previous & bit != 0
        }
        if seen && hasMember(keyedLike: member, in: object) { stopStreaming() }
    }

    @inline(never)
    private func hasMember(keyedLike member: Int32, in object: Int32) -> Bool {
        var current = node(object).pointee.first
        while current >= 0 {
            if sameKey(current, member) { return true }
            current = node(current).pointee.next
        }
        return false
    }

    /// Closes what is still open; true when the text is the finished output.
    func finishText() -> Bool {
        guard storage.pointee.streaming else { return false }
        if storage.pointee.pending >= 0 { writePendingEmpty() }
        while !storage.pointee.open.isEmpty { closeInText() }
        return storage.pointee.streaming
    }

    // MARK: - Coding paths

    func makeLink<Key: CodingKey>(parent: Int32, key: Key) -> Int32 {
        if Key.self == IndexCodingKey.self { return makeLink(parent: parent, index: unsafeBitCast(key, to: IndexCodingKey.self).index) }
        let depth = storage.pointee.links.pointer(Int(parent)).pointee.depth &+ 1
        storage.pointee.links.append(PathLink(parent: parent, depth: depth, key: key, index: 0))
        return Int32(storage.pointee.links.count - 1)
    }

    func makeLink(parent: Int32, index: Int) -> Int32 {
        let depth = storage.pointee.links.pointer(Int(parent)).pointee.depth &+ 1
        storage.pointee.links.append(PathLink(parent: parent, depth: depth, key: nil, index: index))
        return Int32(storage.pointee.links.count - 1)
    }

    func depth(of link: Int32) -> Int {
        Int(storage.pointee.links.pointer(Int(link)).pointee.depth)
    }

    func codingPath(_ link: Int32) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = link
        while current > 0 {
            let step = storage.pointee.links[Int(current)]
            keys.append(step.key ?? IndexCodingKey(step.index))
            current = step.parent
        }
        return keys.reversed()
    }

    func codingPath<Key: CodingKey>(_ link: Int32, appending key: Key) -> [any CodingKey] {
        codingPath(link) + [key]
    }

    /// The path of a value under `key` at `link`, or at `link` itself when it is not `keyed`.
    func codingPath<Key: CodingKey>(_ link: Int32, _ key: Key, keyed: Bool) -> [any CodingKey] {
        keyed ? codingPath(link, appending: key) : codingPath(link)
    }

    // MARK: - Keys

    /// Writes a member's key, converted by the key strategy unless `keepsKeys`, and returns the
    /// member's node, not yet attached to `object`. Its value is to come next.
    @inline(__always)
    func makeMember<Key: CodingKey>(_ key: Key, in object: Int32, containerLink: Int32, keepsKeys: Bool) -> Int32 {
        let streams = storage.pointee.streaming && separate(in: object)
        let start = offset()
        let hasEscapes: Bool
        if convertsKeys && !keepsKeys {
            hasEscapes = writeConvertedKey(key, containerLink: containerLink)
        } else {
            hasEscapes = writePlainKey(key)
        }
        let end = offset()
        let hash = keyHash(start, end)
        let member = makeNode()
        let place = node(member)
        place.pointee.keyStart = start
        place.pointee.keyEnd = end
        place.pointee.keyHash = hash
        place.pointee.keyHasEscapes = hasEscapes
        if streams {
            if prettyPrinted { storage.pointee.text.append(literal: " : ") } else { storage.pointee.text.append(UInt8(ascii: ":")) }
            noteKey(member, in: object)
            expectValue(member, depth: depth(of: containerLink) + 1)
        }
        return member
    }

    /// Writes a member whose value `write` writes at once (a scalar), and attaches it to
    /// `object`: a model's common field. While the text is the output, `object` is the innermost
    /// open container, nothing is pending and the key's text is in `keys` (the writer's table,
    /// see ``keyTable(_:)``), this is the work of ``makeMember(_:in:containerLink:keepsKeys:)``,
    /// ``beginScalar(_:)``, ``endScalar(_:kind:)`` and ``attach(_:to:)`` without the lookups
    /// and checks that only other orders of calls need.
    @inline(__always)
    func writeScalarMember<Key: CodingKey>(
        _ key: Key, in object: Int32, containerLink: Int32, keepsKeys: Bool, keys: UnsafeMutablePointer<KeptKey>?,
        _ write: () -> Void
    ) {
        let top = storage.pointee.open.count &- 1
        guard storage.pointee.streaming && storage.pointee.pending < 0 && top >= 0,
            storage.pointee.open.pointer(top).pointee.node == object,
            storage.pointee.text.count < EncodingTree.leanTextLimit,
            let keys, let tag = oneByteKeyTag(key), Int(tag) < KeyTextTables.keysPerTable,
            let text = keys[Int(tag)].text
        else {
            let member = makeMember(key, in: object, containerLink: containerLink, keepsKeys: keepsKeys)
            beginScalar(member)
            write()
            endScalar(member)
            attach(member, to: object)
            if let keys { keep(key, in: keys) }
            return
        }
        let kept = keys[Int(tag)]
        let open = storage.pointee.open.pointer(top)
        let written = open.pointee.written
        open.pointee.written = written &+ 1
        if written > 0 { storage.pointee.text.append(UInt8(ascii: ",")) }
        if prettyPrinted {
            if written > 0 { storage.pointee.text.append(UInt8(ascii: "\n")) }
            storage.pointee.text.appendIndent(Int(open.pointee.depth) &+ 1)
        }
        // Below the limit, the key's offsets fit in 32 bits: a kept key is short.
        let start = UInt32(truncatingIfNeeded: storage.pointee.text.count)
        storage.pointee.text.append(UnsafeRawBufferPointer(start: text, count: Int(kept.count)))
        let end = UInt32(truncatingIfNeeded: storage.pointee.text.count)
        let member = makeNode()
        let place = node(member)
        place.pointee.keyStart = start
        place.pointee.keyEnd = end
        place.pointee.keyHash = kept.hash
        place.pointee.keyHasEscapes = kept.hasEscapes
        if prettyPrinted { storage.pointee.text.append(literal: " : ") } else { storage.pointee.text.append(UInt8(ascii: ":")) }
        noteKey(member, in: object)
        place.pointee.valueStart = UInt32(truncatingIfNeeded: storage.pointee.text.count)
        write()
        let valueEnd = offset()
        // The node again: `write` may not move the nodes, but a pointer is not kept across calls.
        let filled = node(member)
        filled.pointee.kind = .scalar
        filled.pointee.valueEnd = valueEnd
        attach(member, to: object)
    }

    /// The table of `Key`'s keys as this encoding writes them, for a writer of an object whose
    /// keys are written as they are (no key strategy, or a dictionary's keys); nil for keys of
    /// more than one byte, which have no table.
    func keyTable<Key: CodingKey>(_ type: Key.Type, keepsKeys: Bool) -> UnsafeMutablePointer<KeptKey>? {
        guard MemoryLayout<Key>.size <= 1, !convertsKeys || keepsKeys else { return nil }
        return storage.pointee.keyTables.table(for: KeyNameCache.typeWord(Key.self, variant: !escapesSlashes))
    }

    /// Copies `key`'s kept text, once the key cache has it, into the writer's table.
    @inline(never)
    private func keep<Key: CodingKey>(_ key: Key, in keys: UnsafeMutablePointer<KeptKey>) {
        guard let tag = oneByteKeyTag(key), Int(tag) < KeyTextTables.keysPerTable,
            let kept = storage.pointee.keyTexts.name(KeyNameCache.typeWord(Key.self, variant: !escapesSlashes), tag),
            let text = kept.text.baseAddress
        else { return }
        keys[Int(tag)] = KeptKey(
            text: text, count: UInt32(kept.text.count), hash: EncodingTree.keyHash(kept.text), hasEscapes: kept.flag)
    }

    /// Below this many bytes of text, a key kept by the key cache (at most
    /// ``KeyNameCache/longestName`` bytes) and the value's start still have 32-bit offsets.
    private static let leanTextLimit = Int(UInt32.max) - (1 << 16)

    /// A new element of `array`, not yet attached. Its value is to come next.
    @inline(__always)
    func makeElement(in array: Int32, arrayLink: Int32) -> Int32 {
        let element = makeNode()
        if storage.pointee.streaming && separate(in: array) {
            expectValue(element, depth: depth(of: arrayLink) + 1)
        }
        return element
    }

    /// Writes a quoted key; true when it needed escapes.
    @inline(__always)
    private func writeKey(_ key: String) -> Bool {
        storage.pointee.text.writeEscaped(key, escapingSlashes: escapesSlashes)
    }

    /// Writes `key` as it is, quoted; for a key of one byte or less, the text written the
    /// first time is kept and copied from then on.
    @inline(__always)
    private func writePlainKey<Key: CodingKey>(_ key: Key) -> Bool {
        guard let tag = oneByteKeyTag(key) else { return writeKey(key.stringValue) }
        let type = KeyNameCache.typeWord(Key.self, variant: !escapesSlashes)
        if let kept = storage.pointee.keyTexts.name(type, tag) {
            storage.pointee.text.append(kept.text)
            return kept.flag
        }
        return writeNewPlainKey(key, type: type, tag: tag)
    }

    @inline(never)
    private func writeNewPlainKey<Key: CodingKey>(_ key: Key, type: UInt, tag: UInt8) -> Bool {
        let start = offset()
        let hasEscapes = writeKey(key.stringValue)
        let written = UnsafeRawBufferPointer(start: UnsafeRawPointer(bytes + Int(start)), count: Int(offset() &- start))
        _ = storage.pointee.keyTexts.add(written, flag: hasEscapes, type, tag)
        return hasEscapes
    }

    @inline(never)
    private func writeConvertedKey<Key: CodingKey>(_ key: Key, containerLink: Int32) -> Bool {
        switch options.keyEncodingStrategy {
        case .useDefaultKeys:
            return writeKey(key.stringValue)
        case .convertToSnakeCase:
            return writeKey(convertedKey(key.stringValue, JSONModelEncoder.KeyEncodingStrategy.foundationSnakeCase))
        case .style(let style):
            return writeKey(convertedKey(key.stringValue, style.convert))
        case .custom(let convert):
            return writeKey(convert(codingPath(containerLink, appending: key)).stringValue)
        }
    }

    /// Conversions are slow next to a dictionary lookup, and a type's keys repeat for every value.
    private func convertedKey(_ name: String, _ convert: (String) -> String) -> String {
        if let known = storage.pointee.convertedKeys[name] { return known }
        let converted = convert(name)
        storage.pointee.convertedKeys[name] = converted
        return converted
    }

    /// A hash of a key's text: its length, first and last eight bytes.
    @inline(__always)
    private func keyHash(_ start: UInt32, _ end: UInt32) -> UInt32 {
        EncodingTree.keyHash(text(start, end))
    }

    /// A hash of a key's text, which member nodes keep (``EncodingNode/keyHash``).
    @inline(__always)
    static func keyHash(_ key: UnsafeRawBufferPointer) -> UInt32 {
        let length = key.count
        var hash = UInt64(truncatingIfNeeded: length)
        guard let base = key.baseAddress else { return UInt32(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) }
        if length >= 8 {
            hash ^= base.loadUnaligned(as: UInt64.self)
            hash ^= base.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self) &* 0x9E37_79B9
        } else {
            for offset in 0 ..< length {
                hash = hash << 8 | UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
            }
        }
        return UInt32(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    @inline(__always)
    private func filterBit(_ hash: UInt32) -> UInt64 {
        1 << UInt64(hash >> 26)
    }

    /// Adds `member` to `object`. A key encoded twice is resolved when the object is written:
    /// the later value takes the earlier one's place, as assigning to a dictionary would.
    @inline(__always)
    func attach(_ member: Int32, to object: Int32) {
        let bit = filterBit(node(member).pointee.keyHash)
        let filter = node(object).pointee.keyFilter
        if filter & bit != 0 { node(object).pointee.mayHaveDuplicates = true }
        node(object).pointee.keyFilter = filter | bit
        append(member, to: object)
    }

    /// The last member of `object` with the same key as `member`, if its filter bit says there may be one.
    private func lastMember(keyedLike member: Int32, in object: Int32) -> Int32? {
        guard node(object).pointee.keyFilter & filterBit(node(member).pointee.keyHash) != 0 else { return nil }
        var found: Int32?
        var current = node(object).pointee.first
        while current >= 0 {
            if sameKey(current, member) { found = current }
            current = node(current).pointee.next
        }
        return found
    }

    @inline(__always)
    func sameKey(_ a: Int32, _ b: Int32) -> Bool {
        let first = node(a).pointee
        let second = node(b).pointee
        let length = Int(first.keyEnd) - Int(first.keyStart)
        return first.keyHash == second.keyHash && Int(second.keyEnd) - Int(second.keyStart) == length
            && memcmp(bytes + Int(first.keyStart), bytes + Int(second.keyStart), length) == 0
    }

    // MARK: - Containers

    /// The object for a keyed container at an encoder's place: the place itself, or the object
    /// already there (a type and its superclass share their encoder's container).
    func openObject(at place: Int32, link: Int32) -> Int32 {
        openContainer(.object, at: place, link: link)
    }

    /// The array for an unkeyed container at an encoder's place.
    func openArray(at place: Int32, link: Int32) -> Int32 {
        openContainer(.array, at: place, link: link)
    }

    /// `kind` is `.object` or `.array`.
    private func openContainer(_ kind: NodeKind, at place: Int32, link: Int32) -> Int32 {
        let raw: NodeKind = kind == .object ? .rawObject : .rawArray
        switch node(place).pointee.kind {
        case .empty:
            node(place).pointee.kind = kind
            node(place).pointee.link = link
            fill(place)
            openInText(place, depth: depth(of: link), bracket: kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
            return place
        case kind:
            return place
        case raw:
            expand(place, link: link)
            return place
        case let existing:
            let container = kind == .object ? "a keyed container" : "an unkeyed container"
            return misuse("Unable to open \(container): \(describe(existing)) was already encoded here.", link: link, kind: kind)
        }
    }

    /// A container nested under `key` in `object`. Asking twice for the same key gives the same
    /// container, and an object or array encoded there as a value is opened for more, as in
    /// `JSONEncoder`.
    func nestedContainer<Key: CodingKey>(
        _ kind: NodeKind, in object: Int32, key: Key, containerLink: Int32, keepsKeys: Bool
    ) -> (node: Int32, link: Int32) {
        let member = makeMember(key, in: object, containerLink: containerLink, keepsKeys: keepsKeys)
        if let existing = lastMember(keyedLike: member, in: object) {
            // The key just written leads nowhere: the text cannot be the output any more.
            stopStreaming()
            let existingKind = node(existing).pointee.kind
            let link = existingKind == .object || existingKind == .array
                ? node(existing).pointee.link : makeLink(parent: containerLink, key: key)
            let reused = kind == .object ? openObject(at: existing, link: link) : openArray(at: existing, link: link)
            return (reused, node(reused).pointee.link)
        }
        let link = makeLink(parent: containerLink, key: key)
        node(member).pointee.kind = kind
        node(member).pointee.link = link
        fill(member)
        openInText(member, depth: depth(of: link), bracket: kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        attach(member, to: object)
        return (member, link)
    }

    /// A container element of `array`, or a place for a super encoder (`kind` empty).
    func nestedElement(_ kind: NodeKind, in array: Int32, arrayLink: Int32) -> Int32 {
        let element = makeElement(in: array, arrayLink: arrayLink)
        let elementLink = makeLink(parent: arrayLink, index: count(of: array))
        node(element).pointee.kind = kind
        node(element).pointee.link = elementLink
        if kind != .empty {
            fill(element)
            openInText(element, depth: depth(of: elementLink), bracket: kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        }
        append(element, to: array)
        return element
    }

    /// A detached container for the caller to write into after a misuse, which is recorded.
    private func misuse(_ description: String, link: Int32, kind: NodeKind) -> Int32 {
        stopStreaming()
        fail(description, at: codingPath(link))
        let orphan = makeNode()
        node(orphan).pointee.kind = kind
        node(orphan).pointee.link = link
        return orphan
    }

    private func describe(_ kind: NodeKind) -> String {
        switch kind {
        case .empty: return "nothing"
        case .scalar: return "a single value"
        case .rawArray, .array: return "an array"
        case .rawObject, .object: return "an object"
        }
    }

    /// Throws unless the place of a single value container is still empty.
    @inline(__always)
    func checkSingleValue(_ place: Int32, link: Int32, valueType: Any.Type) throws {
        guard node(place).pointee.kind == .empty else { throw secondValueError(place, link: link, valueType: valueType) }
    }

    @inline(never)
    private func secondValueError(_ place: Int32, link: Int32, valueType: Any.Type) -> EncodingError {
        stopStreaming()
        return EncodingError.invalidValue(
            valueType,
            EncodingError.Context(
                codingPath: codingPath(link),
                debugDescription: "Unable to encode \(valueType) in a single value container: "
                    + "\(describe(node(place).pointee.kind)) was already encoded here."))
    }

    /// Turns a container written whole as text into child nodes, so that more can be added to it.
    private func expand(_ place: Int32, link: Int32) {
        stopStreaming()
        let value = node(place).pointee
        guard let parsed = try? JSONValue(parsing: text(value.valueStart, value.valueEnd), options: JSONParseOptions(maximumDepth: 10_000))
        else {
            fail("Unable to reopen a value written as JSON text.", at: codingPath(link))
            return
        }
        let depth = self.depth(of: link)
        let expanded = makeNode()
        switch parsed {
        case .array(let elements):
            node(expanded).pointee.kind = .array
            for element in elements {
                let child = makeNode()
                writeRaw(element, into: child, depth: depth + 1)
                append(child, to: expanded)
            }
        case .object(let object):
            node(expanded).pointee.kind = .object
            for (key, member) in object {
                let child = makeMember(StringCodingKey(key), in: expanded, containerLink: link, keepsKeys: true)
                writeRaw(member, into: child, depth: depth + 1)
                attach(child, to: expanded)
            }
        default:
            return
        }
        // The place keeps its key and position and takes over the new children.
        let result = node(expanded).pointee
        let target = node(place)
        target.pointee.kind = result.kind
        target.pointee.link = link
        target.pointee.first = result.first
        target.pointee.last = result.last
        target.pointee.count = result.count
        target.pointee.keyFilter = result.keyFilter
    }

    /// Writes again a value that was written once as text, at the same depth, so it is not too deep.
    private func writeRaw(_ value: JSONValue, into child: Int32, depth: Int) {
        beginScalar(child)
        if (try? writeValue(value, depth: depth)) == nil {
            fail("Unable to reopen a value written as JSON text.", at: [])
        }
        endScalar(child, kind: rawKind(of: value))
    }

    func rawKind(of value: JSONValue) -> NodeKind {
        switch value {
        case .array: return .rawArray
        case .object: return .rawObject
        default: return .scalar
        }
    }
}
