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

/// What a place in the tree holds.
enum NodeKind: UInt8 {
    /// Nothing yet, or nothing at all: written `{}`, as `JSONEncoder` writes a value that encodes nothing.
    case empty
    /// A number, string, Boolean or `null`, as text in the buffer.
    case scalar
    /// An array written whole as text (`[Int]`, `[String]`, a `JSONValue` array).
    case rawArray
    /// An object written whole as text (a `JSONValue` object).
    case rawObject
    /// An object whose members are child nodes.
    case object
    /// An array whose elements are child nodes.
    case array
}

/// One value's place: the top level, an element of an array, or a member of an object.
/// Small on purpose (48 bytes): a document has a node per value, and they are copied as the array grows.
struct EncodingNode {
    /// Members: the quoted key, in the text buffer. Offsets are 32-bit; longer output is refused.
    var keyStart: UInt32 = 0
    var keyEnd: UInt32 = 0
    /// Scalars and raw containers: their text. Objects: a bit per key hash, in both words,
    /// so that a new key whose bit is clear needs no search for a duplicate.
    var valueStart: UInt32 = 0
    var valueEnd: UInt32 = 0
    /// Containers: the children in order, linked through `next`. Two billion nodes would need
    /// more memory than any machine has.
    var first: Int32 = -1
    var last: Int32 = -1
    var next: Int32 = -1
    var count: Int32 = 0
    /// Containers and empty places: the coding path of the value, for errors and nested encoders.
    var link: Int32 = 0
    /// Members: a hash of the key's text, compared before the text when looking for a duplicate.
    var keyHash: UInt32 = 0
    var kind = NodeKind.empty
    /// The key's text holds escapes, so sorting compares it unescaped.
    var keyHasEscapes = false
    /// A `[String: Value]` dictionary's object: its keys are data and skip the key strategy.
    var keepsKeys = false
    /// Objects: two members' keys hashed to the same filter bit, so a key may have been encoded
    /// twice; writing the object looks for duplicates.
    var mayHaveDuplicates = false

    var keyFilter: UInt64 {
        get { UInt64(valueStart) | UInt64(valueEnd) << 32 }
        set {
            valueStart = UInt32(truncatingIfNeeded: newValue)
            valueEnd = UInt32(truncatingIfNeeded: newValue >> 32)
        }
    }
}

/// A step of a coding path. Paths share their prefixes through `parent`, and the array of keys
/// is built only when someone asks for it.
struct PathLink {
    var parent: Int32
    var depth: Int32
    /// The key; nil for an array element, whose index is kept without an existential.
    var key: (any CodingKey)?
    var index: Int
}

/// Containers nest deeper than `JSONEncoder` allows; `path` leads to the container that is too deep.
struct NestingTooDeep: Error {
    var path: [any CodingKey]
}

/// The mutable state of an encoding, behind a pointer so that the hot paths carry no
/// exclusivity checks. A `JSONModelEncoder` keeps one between calls and reuses its buffers.
struct EncodingStorage {
    /// Keys and values as JSON text, in the order they were encoded.
    var text: ByteBuffer
    /// The finished document.
    var output: ByteBuffer
    /// Formats the numbers of `JSONValue`s, which only `JSONWriter` can read.
    var numbers: JSONWriter
    var nodes: UnsafeMutablePointer<EncodingNode>
    var nodeCount: Int
    var nodeCapacity: Int
    var links: [PathLink]
    /// The first misuse seen where the Codable API cannot throw; thrown when encoding ends.
    var failure: EncodingError.Context?
    /// The text grew past what 32-bit offsets address; the encoding fails when it ends.
    var textOverflowed = false
    var convertedKeys: [String: String] = [:]
    /// The text is also the output so far: separators and brackets are written along.
    var streaming = false
    /// The place whose value comes next in the text, if any, and its depth.
    var pending: Int32 = -1
    var pendingDepth = 0
    /// The containers whose closing bracket the text still lacks, innermost last.
    var open: [OpenContainer] = []

    /// Buffers larger than this together are freed after an encoding rather than kept.
    static let keptBytesLimit = 8 << 20

    static func make() -> UnsafeMutablePointer<EncodingStorage> {
        let capacity = 256
        let storage = UnsafeMutablePointer<EncodingStorage>.allocate(capacity: 1)
        storage.initialize(
            to: EncodingStorage(
                text: ByteBuffer(capacity: 4096), output: ByteBuffer(capacity: 4096),
                numbers: JSONWriter(options: .compact, initialCapacity: 64),
                nodes: .allocate(capacity: capacity), nodeCount: 0, nodeCapacity: capacity, links: []))
        return storage
    }

    static func free(_ storage: UnsafeMutablePointer<EncodingStorage>) {
        storage.pointee.text.deallocate()
        storage.pointee.output.deallocate()
        storage.pointee.numbers.deallocate()
        storage.pointee.nodes.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Empties everything for a new encoding: the top-level place and path, nothing else.
    mutating func reset(streaming: Bool) {
        self.streaming = streaming
        pending = 0
        pendingDepth = 0
        open.removeAll(keepingCapacity: true)
        text.removeAll()
        output.removeAll()
        nodes.initialize(to: EncodingNode())
        nodeCount = 1
        links.removeAll(keepingCapacity: true)
        links.append(PathLink(parent: -1, depth: 0, key: nil, index: 0))
        failure = nil
        textOverflowed = false
        convertedKeys.removeAll(keepingCapacity: true)
    }

    /// The memory the buffers hold.
    var keptBytes: Int {
        text.capacity + output.capacity + nodeCapacity * MemoryLayout<EncodingNode>.stride
            + links.capacity * MemoryLayout<PathLink>.stride + open.capacity * MemoryLayout<OpenContainer>.stride
    }
}

/// A container of the text whose closing bracket is still to come.
struct OpenContainer {
    var node: Int32
    /// How many containers enclose it: its members are indented one level more.
    var depth: Int32
    var written: Int32 = 0
    /// Objects: a bit per key hash, 256 of them, so that a key written again is noticed while
    /// the text can still be the output.
    var keyFilter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
}

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
    private let storage: UnsafeMutablePointer<EncodingStorage>
    private var ownsStorage = true

    /// A tree writing into `storage`, which it empties first, or into new storage.
    init(options: EncodingOptions, storage: UnsafeMutablePointer<EncodingStorage>?) {
        self.options = options
        var userInfo: [CodingUserInfoKey: Any] = [:]
        for (key, value) in options.userInfo { userInfo[key] = value }
        self.userInfo = userInfo
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

    /// Where the next byte of text goes, as a node records it.
    @inline(__always)
    private func offset() -> UInt32 {
        let count = storage.pointee.text.count
        guard count <= Int(UInt32.max) else {
            storage.pointee.textOverflowed = true
            return 0
        }
        return UInt32(truncatingIfNeeded: count)
    }

    @inline(__always)
    private func text(_ start: UInt32, _ end: UInt32) -> UnsafeRawBufferPointer {
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
        storage.pointee.failure = EncodingError.Context(codingPath: path, debugDescription: description)
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
        let written = storage.pointee.open[top].written
        storage.pointee.open[top].written = written &+ 1
        if written > 0 { storage.pointee.text.append(UInt8(ascii: ",")) }
        if prettyPrinted {
            if written > 0 { storage.pointee.text.append(UInt8(ascii: "\n")) }
            storage.pointee.text.appendIndent(Int(storage.pointee.open[top].depth) + 1)
        }
        return true
    }

    /// Closes the containers inside `container`; false if `container` is not open.
    @inline(never)
    private func reach(_ container: Int32) -> Bool {
        guard storage.pointee.open.contains(where: { $0.node == container }) else {
            stopStreaming()
            return false
        }
        while let top = storage.pointee.open.last, top.node != container { closeInText() }
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
        let seen = withUnsafeMutableBytes(of: &storage.pointee.open[top].keyFilter) { words in
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
    private func finishText() -> Bool {
        guard storage.pointee.streaming else { return false }
        if storage.pointee.pending >= 0 { writePendingEmpty() }
        while !storage.pointee.open.isEmpty { closeInText() }
        return storage.pointee.streaming
    }

    // MARK: - Coding paths

    func makeLink<Key: CodingKey>(parent: Int32, key: Key) -> Int32 {
        if Key.self == IndexKey.self { return makeLink(parent: parent, index: unsafeBitCast(key, to: IndexKey.self).index) }
        let depth = storage.pointee.links[Int(parent)].depth + 1
        storage.pointee.links.append(PathLink(parent: parent, depth: depth, key: key, index: 0))
        return Int32(storage.pointee.links.count - 1)
    }

    func makeLink(parent: Int32, index: Int) -> Int32 {
        let depth = storage.pointee.links[Int(parent)].depth + 1
        storage.pointee.links.append(PathLink(parent: parent, depth: depth, key: nil, index: index))
        return Int32(storage.pointee.links.count - 1)
    }

    func depth(of link: Int32) -> Int {
        Int(storage.pointee.links[Int(link)].depth)
    }

    func codingPath(_ link: Int32) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = link
        while current > 0 {
            let step = storage.pointee.links[Int(current)]
            keys.append(step.key ?? IndexKey(step.index))
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
            hasEscapes = writeKey(key.stringValue)
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
        let length = Int(end) &- Int(start)
        var hash = UInt64(truncatingIfNeeded: length)
        let base = UnsafeRawPointer(bytes + Int(start))
        if length >= 8 {
            hash ^= base.loadUnaligned(as: UInt64.self)
            hash ^= base.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self) &* 0x9E37_79B9
        } else {
            for offset in 0 ..< max(length, 0) {
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
    private func sameKey(_ a: Int32, _ b: Int32) -> Bool {
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
        switch node(place).pointee.kind {
        case .empty:
            node(place).pointee.kind = .object
            node(place).pointee.link = link
            fill(place)
            openInText(place, depth: depth(of: link), bracket: UInt8(ascii: "{"))
            return place
        case .object:
            return place
        case .rawObject:
            expand(place, link: link)
            return place
        case .scalar, .rawArray, .array:
            return misuse(
                "Unable to open a keyed container: \(describe(node(place).pointee.kind)) was already encoded here.",
                link: link, kind: .object)
        }
    }

    /// The array for an unkeyed container at an encoder's place.
    func openArray(at place: Int32, link: Int32) -> Int32 {
        switch node(place).pointee.kind {
        case .empty:
            node(place).pointee.kind = .array
            node(place).pointee.link = link
            fill(place)
            openInText(place, depth: depth(of: link), bracket: UInt8(ascii: "["))
            return place
        case .array:
            return place
        case .rawArray:
            expand(place, link: link)
            return place
        case .scalar, .rawObject, .object:
            return misuse(
                "Unable to open an unkeyed container: \(describe(node(place).pointee.kind)) was already encoded here.",
                link: link, kind: .array)
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
                let child = makeMember(TextKey(key), in: expanded, containerLink: link, keepsKeys: true)
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

    private func rawKind(of value: JSONValue) -> NodeKind {
        switch value {
        case .array: return .rawArray
        case .object: return .rawObject
        default: return .scalar
        }
    }

    // MARK: - Scalars

    @inline(__always)
    func writeNull() {
        storage.pointee.text.append(literal: "null")
    }

    @inline(__always)
    func writeBool(_ value: Bool) {
        storage.pointee.text.append(literal: value ? "true" : "false")
    }

    @inline(__always)
    func writeString(_ value: String) {
        storage.pointee.text.writeEscaped(value, escapingSlashes: escapesSlashes)
    }

    @inline(__always)
    func writeInteger<T: FixedWidthInteger>(_ value: T) {
        if T.bitWidth <= 64 {
            storage.pointee.text.append(integer: UInt64(truncatingIfNeeded: value.magnitude), negative: value < 0)
        } else {
            storage.pointee.text.append(String(value))
        }
    }

    /// Writes a finite value as `JSONEncoder` does: Swift's shortest round-tripping form without
    /// a trailing `.0`. Infinity and NaN follow the strategy; false means it says to throw.
    @inline(__always)
    func writeDouble(_ value: Double) -> Bool {
        guard value.isFinite else { return writeNonConforming(value) }
        var sink = ShortestNumberText(storage: storage)
        value.write(to: &sink)
        return true
    }

    @inline(__always)
    func writeFloat(_ value: Float) -> Bool {
        guard value.isFinite else { return writeNonConforming(value) }
        var sink = ShortestNumberText(storage: storage)
        value.write(to: &sink)
        return true
    }

    /// A JSON number's own text.
    private func writeNumber(_ number: JSONNumber) {
        storage.pointee.numbers.removeAll()
        storage.pointee.numbers.write(number)
        storage.pointee.text.append(storage.pointee.numbers.writtenBytes)
    }

    @inline(never)
    private func writeNonConforming<T: FloatingPoint>(_ value: T) -> Bool {
        guard case .convertToString(let positiveInfinity, let negativeInfinity, let nan) =
            options.nonConformingFloatEncodingStrategy
        else { return false }
        writeString(value.isNaN ? nan : value > 0 ? positiveInfinity : negativeInfinity)
        return true
    }

    @inline(never)
    func nonConformingError<T: FloatingPoint>(_ value: T, at path: [any CodingKey]) -> EncodingError {
        stopStreaming()
        let name = value.isNaN ? "\(T.self).nan" : value > 0 ? "\(T.self).infinity" : "-\(T.self).infinity"
        return EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path,
                debugDescription: "Unable to encode \(name) directly in JSON. Use "
                    + ".convertToString in nonConformingFloatEncodingStrategy to write it as a string."))
    }

    /// `Data` as Base64, written straight into the buffer with `/` escaped as strings escape it.
    private func writeBase64(_ data: Data) {
        let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        let digits = alphabet.utf8Start
        let slash = UInt8(ascii: "/")
        let escapes = escapesSlashes
        storage.pointee.text.append(UInt8(ascii: "\""))
        data.withUnsafeBytes { input in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { chunk in
                guard let out = chunk.baseAddress else { return }
                var used = 0
                func emit(_ digit: UInt8) {
                    if digit == slash && escapes {
                        out[used] = UInt8(ascii: "\\")
                        used += 1
                    }
                    out[used] = digit
                    used += 1
                }
                var index = 0
                while index < input.count {
                    let remaining = input.count - index
                    let b0 = UInt32(input[index])
                    let b1 = remaining > 1 ? UInt32(input[index + 1]) : 0
                    let b2 = remaining > 2 ? UInt32(input[index + 2]) : 0
                    let group = b0 << 16 | b1 << 8 | b2
                    emit(digits[Int(group >> 18 & 63)])
                    emit(digits[Int(group >> 12 & 63)])
                    if remaining > 1 { emit(digits[Int(group >> 6 & 63)]) } else { emit(UInt8(ascii: "=")) }
                    if remaining > 2 { emit(digits[Int(group & 63)]) } else { emit(UInt8(ascii: "=")) }
                    index += 3
                    // At most eight bytes per group, so a flush before 504 never overflows 512.
                    if used > 496 {
                        storage.pointee.text.append(UnsafeRawBufferPointer(start: out, count: used))
                        used = 0
                    }
                }
                storage.pointee.text.append(UnsafeRawBufferPointer(start: out, count: used))
            }
        }
        storage.pointee.text.append(UInt8(ascii: "\""))
    }

    // MARK: - Values

    /// Encodes `value` into the empty node `place`, which is under `key` in the container at
    /// `link`, or at `link` itself when it is not `keyed` (the top level, a single value container).
    ///
    /// Types with a JSON form of their own (dates, data, URLs, decimals, JSON values, arrays of
    /// numbers or strings) are written straight into the buffer; any other type encodes itself
    /// through a ``TreeEncoder``. The key stays generic so that no existential is made for it
    /// unless a nested encoder or an error needs its path.
    func encode<T: Encodable, Key: CodingKey>(_ value: T, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        // Only type identity here: an `as?` cast on every value is what makes JSONEncoder slow.
        if T.self == String.self {
            beginScalar(place)
            writeString(unsafeBitCast(value, to: String.self))
            endScalar(place)
        } else if T.self == Int.self {
            beginScalar(place)
            writeInteger(unsafeBitCast(value, to: Int.self))
            endScalar(place)
        } else if T.self == Double.self {
            let double = unsafeBitCast(value, to: Double.self)
            beginScalar(place)
            guard writeDouble(double) else { throw nonConformingError(double, at: codingPath(link, key, keyed: keyed)) }
            endScalar(place)
        } else if T.self == Bool.self {
            beginScalar(place)
            writeBool(unsafeBitCast(value, to: Bool.self))
            endScalar(place)
        } else if T.self == Date.self {
            try encode(date: unsafeBitCast(value, to: Date.self), into: place, link: link, key: key, keyed: keyed)
        } else if T.self == URL.self {
            beginScalar(place)
            writeString(unsafeBitCast(value, to: URL.self).absoluteString)
            endScalar(place)
        } else if T.self == Data.self {
            try encode(data: unsafeBitCast(value, to: Data.self), into: place, link: link, key: key, keyed: keyed)
        } else if T.self == Decimal.self {
            try encode(decimal: unsafeBitCast(value, to: Decimal.self), into: place, link: link, key: key, keyed: keyed)
        } else if T.self == JSONValue.self {
            try encode(json: unsafeBitCast(value, to: JSONValue.self), into: place, link: link, key: key, keyed: keyed)
        } else if T.self == JSONNumber.self {
            beginScalar(place)
            writeNumber(unsafeBitCast(value, to: JSONNumber.self))
            endScalar(place)
        } else if try !encodeArray(value, into: place, link: link, key: key, keyed: keyed) {
            let valueLink = keyed ? makeLink(parent: link, key: key) : link
            node(place).pointee.link = valueLink
            if convertsKeys && T.self is any StringKeyedDictionary.Type {
                node(place).pointee.keepsKeys = true
            }
            do {
                try value.encode(to: TreeEncoder(tree: self, node: place, link: valueLink))
            } catch {
                // What the value wrote before failing is in the text; a caller may go on.
                stopStreaming()
                throw error
            }
        }
    }

    /// Arrays of numbers, strings or Booleans, written whole. False for any other type.
    private func encodeArray<T, Key: CodingKey>(_ value: T, into place: Int32, link: Int32, key: Key, keyed: Bool) throws -> Bool {
        let depth = depth(of: link) + (keyed ? 1 : 0)
        let problem: Int?
        if T.self == [String].self {
            problem = writeStrings(unsafeBitCast(value, to: [String].self), into: place, depth: depth)
        } else if T.self == [Int].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int].self), into: place, depth: depth)
        } else if T.self == [Double].self {
            problem = writeDoubles(unsafeBitCast(value, to: [Double].self), into: place, depth: depth)
        } else if T.self == [Float].self {
            problem = writeFloats(unsafeBitCast(value, to: [Float].self), into: place, depth: depth)
        } else if T.self == [Bool].self {
            problem = writeBools(unsafeBitCast(value, to: [Bool].self), into: place, depth: depth)
        } else if T.self == [Int64].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int64].self), into: place, depth: depth)
        } else if T.self == [UInt8].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt8].self), into: place, depth: depth)
        } else if T.self == [Int32].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int32].self), into: place, depth: depth)
        } else if T.self == [UInt64].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt64].self), into: place, depth: depth)
        } else if T.self == [UInt].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt].self), into: place, depth: depth)
        } else if T.self == [UInt32].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt32].self), into: place, depth: depth)
        } else if T.self == [Int16].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int16].self), into: place, depth: depth)
        } else if T.self == [UInt16].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt16].self), into: place, depth: depth)
        } else if T.self == [Int8].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int8].self), into: place, depth: depth)
        } else {
            return false
        }
        if let problem { throw arrayError(value, problem, path: codingPath(link, key, keyed: keyed)) }
        return true
    }

    /// The array is too deep (`problem` -1), or its element at `problem` is infinite or NaN.
    @inline(never)
    private func arrayError<T>(_ value: T, _ problem: Int, path: [any CodingKey]) -> EncodingError {
        stopStreaming()
        if problem >= 0, T.self == [Double].self {
            return nonConformingError(unsafeBitCast(value, to: [Double].self)[problem], at: path + [IndexKey(problem)])
        }
        if problem >= 0, T.self == [Float].self {
            return nonConformingError(unsafeBitCast(value, to: [Float].self)[problem], at: path + [IndexKey(problem)])
        }
        return tooDeep(value, at: path)
    }

    // One function per element type, none generic over the key: generic code left unspecialized
    // looks up type metadata on every call, which costs more than writing the numbers. Each
    // returns nil, or what went wrong for `arrayError`.

    private func writeStrings(_ elements: [String], into place: Int32, depth: Int) -> Int? {
        guard openArray(into: place, depth: depth) else { return -1 }
        for index in elements.indices {
            separateElement(index, depth: depth)
            writeString(elements[index])
        }
        closeArray(place, depth: depth)
        return nil
    }

    private func writeBools(_ elements: [Bool], into place: Int32, depth: Int) -> Int? {
        guard openArray(into: place, depth: depth) else { return -1 }
        for index in elements.indices {
            separateElement(index, depth: depth)
            writeBool(elements[index])
        }
        closeArray(place, depth: depth)
        return nil
    }

    private func writeIntegers<Element: FixedWidthInteger>(_ elements: [Element], into place: Int32, depth: Int) -> Int? {
        guard openArray(into: place, depth: depth) else { return -1 }
        for index in elements.indices {
            separateElement(index, depth: depth)
            writeInteger(elements[index])
        }
        closeArray(place, depth: depth)
        return nil
    }

    private func writeDoubles(_ elements: [Double], into place: Int32, depth: Int) -> Int? {
        guard openArray(into: place, depth: depth) else { return -1 }
        for index in elements.indices {
            separateElement(index, depth: depth)
            guard writeDouble(elements[index]) else { return index }
        }
        closeArray(place, depth: depth)
        return nil
    }

    private func writeFloats(_ elements: [Float], into place: Int32, depth: Int) -> Int? {
        guard openArray(into: place, depth: depth) else { return -1 }
        for index in elements.indices {
            separateElement(index, depth: depth)
            guard writeFloat(elements[index]) else { return index }
        }
        closeArray(place, depth: depth)
        return nil
    }

    /// Begins an array written whole at `depth`, laid out as `JSONEncoder` lays out arrays;
    /// false if it would nest too deep.
    @inline(__always)
    private func openArray(into place: Int32, depth: Int) -> Bool {
        guard depth + 1 < EncodingTree.nestingLimit else { return false }
        beginScalar(place)
        storage.pointee.text.append(UInt8(ascii: "["))
        if prettyPrinted { storage.pointee.text.append(UInt8(ascii: "\n")) }
        return true
    }

    @inline(__always)
    private func separateElement(_ index: Int, depth: Int) {
        if prettyPrinted {
            if index > 0 { storage.pointee.text.append(literal: ",\n") }
            storage.pointee.text.appendIndent(depth + 1)
        } else if index > 0 {
            storage.pointee.text.append(UInt8(ascii: ","))
        }
    }

    @inline(__always)
    private func closeArray(_ place: Int32, depth: Int) {
        closeContainer(UInt8(ascii: "]"), depth: depth)
        endScalar(place, kind: .rawArray)
    }

    private func encode<Key: CodingKey>(date: Date, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        switch options.dateEncodingStrategy {
        case .deferredToDate:
            // What `Date.encode(to:)` does, without an encoder.
            let interval = date.timeIntervalSinceReferenceDate
            beginScalar(place)
            guard writeDouble(interval) else { throw nonConformingError(interval, at: codingPath(link, key, keyed: keyed)) }
            endScalar(place)
        case .secondsSince1970:
            try writeDate(date.timeIntervalSince1970, "seconds", into: place, link, key, keyed)
        case .millisecondsSince1970:
            try writeDate(1000 * date.timeIntervalSince1970, "milliseconds", into: place, link, key, keyed)
        case .iso8601:
            beginScalar(place)
            writeString(iso8601String(from: date))
            endScalar(place)
        case .formatted(let formatter):
            beginScalar(place)
            writeString(formatter.string(from: date))
            endScalar(place)
        case .custom(let encode):
            let valueLink = keyed ? makeLink(parent: link, key: key) : link
            node(place).pointee.link = valueLink
            do {
                try encode(date, TreeEncoder(tree: self, node: place, link: valueLink))
            } catch {
                stopStreaming()
                throw error
            }
            writtenByStrategy(place)
        }
    }

    /// Seconds and milliseconds since 1970 must be finite whatever the float strategy says, as in
    /// `JSONEncoder`: a string there would not be a date any reader expects.
    private func writeDate<Key: CodingKey>(
        _ interval: Double, _ unit: String, into place: Int32, _ link: Int32, _ key: Key, _ keyed: Bool
    ) throws {
        guard interval.isFinite else {
            stopStreaming()
            throw EncodingError.invalidValue(
                interval,
                EncodingError.Context(
                    codingPath: codingPath(link, key, keyed: keyed),
                    debugDescription: "Unable to encode a Date as \(unit) since 1970: the interval is \(interval), "
                        + "which JSON cannot represent."))
        }
        beginScalar(place)
        _ = writeDouble(interval)
        endScalar(place)
    }

    private func encode<Key: CodingKey>(data: Data, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        switch options.dataEncodingStrategy {
        case .deferredToData:
            // What `Data.encode(to:)` does: an array of its bytes.
            let bytes = Array(data)
            if writeIntegers(bytes, into: place, depth: depth(of: link) + (keyed ? 1 : 0)) != nil {
                throw tooDeep(bytes, at: codingPath(link, key, keyed: keyed))
            }
        case .base64:
            beginScalar(place)
            writeBase64(data)
            endScalar(place)
        case .custom(let encode):
            let valueLink = keyed ? makeLink(parent: link, key: key) : link
            node(place).pointee.link = valueLink
            do {
                try encode(data, TreeEncoder(tree: self, node: place, link: valueLink))
            } catch {
                stopStreaming()
                throw error
            }
            writtenByStrategy(place)
        }
    }

    /// A custom date or data strategy that encodes nothing has written `{}`, as in `JSONEncoder`,
    /// even at the top level, where a value that encodes nothing is an error.
    private func writtenByStrategy(_ place: Int32) {
        if node(place).pointee.kind == .empty { node(place).pointee.kind = .object }
    }

    /// A `Decimal`'s own digits. `JSONEncoder` writes NaN as `NaN`, which no JSON parser reads;
    /// here NaN follows the non-conforming float strategy.
    private func encode<Key: CodingKey>(decimal: Decimal, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        beginScalar(place)
        if decimal.isNaN {
            guard writeNonConforming(Double.nan) else {
                stopStreaming()
                throw EncodingError.invalidValue(
                    decimal,
                    EncodingError.Context(
                        codingPath: codingPath(link, key, keyed: keyed),
                        debugDescription: "Unable to encode Decimal.nan directly in JSON. Use "
                            + ".convertToString in nonConformingFloatEncodingStrategy to write it as a string."))
            }
        } else {
            storage.pointee.text.append(decimal.description)
        }
        endScalar(place)
    }

    private func encode<Key: CodingKey>(json: JSONValue, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        beginScalar(place)
        do {
            try writeValue(json, depth: depth(of: link) + (keyed ? 1 : 0))
        } catch let error as NestingTooDeep {
            throw tooDeep(json, at: codingPath(link, key, keyed: keyed) + error.path)
        }
        endScalar(place, kind: rawKind(of: json))
    }

    /// Writes a JSON value at `depth` as `JSONEncoder` would lay it out. Numbers keep their text;
    /// object keys are data and are written as they are, whatever the key strategy.
    private func writeValue(_ value: JSONValue, depth: Int) throws {
        switch value {
        case .null: writeNull()
        case .bool(let flag): writeBool(flag)
        case .number(let number): writeNumber(number)
        case .string(let string): writeString(string)
        case .array(let elements):
            guard depth + 1 < EncodingTree.nestingLimit else { throw NestingTooDeep(path: []) }
            storage.pointee.text.append(UInt8(ascii: "["))
            if prettyPrinted { storage.pointee.text.append(UInt8(ascii: "\n")) }
            for (index, element) in elements.enumerated() {
                if index > 0 { storage.pointee.text.append(literal: prettyPrinted ? ",\n" : ",") }
                if prettyPrinted { storage.pointee.text.appendIndent(depth + 1) }
                do {
                    try writeValue(element, depth: depth + 1)
                } catch var error as NestingTooDeep {
                    error.path.insert(IndexKey(index), at: 0)
                    throw error
                }
            }
            closeContainer(UInt8(ascii: "]"), depth: depth)
        case .object(let object):
            guard depth + 1 < EncodingTree.nestingLimit else { throw NestingTooDeep(path: []) }
            storage.pointee.text.append(UInt8(ascii: "{"))
            if prettyPrinted { storage.pointee.text.append(UInt8(ascii: "\n")) }
            var members = Array(object)
            if sortsKeys { members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
            for (index, member) in members.enumerated() {
                if index > 0 { storage.pointee.text.append(literal: prettyPrinted ? ",\n" : ",") }
                if prettyPrinted { storage.pointee.text.appendIndent(depth + 1) }
                writeString(member.key)
                storage.pointee.text.append(literal: prettyPrinted ? " : " : ":")
                do {
                    try writeValue(member.value, depth: depth + 1)
                } catch var error as NestingTooDeep {
                    error.path.insert(TextKey(member.key), at: 0)
                    throw error
                }
            }
            closeContainer(UInt8(ascii: "}"), depth: depth)
        }
    }

    private func closeContainer(_ bracket: UInt8, depth: Int) {
        if prettyPrinted {
            storage.pointee.text.append(UInt8(ascii: "\n"))
            storage.pointee.text.appendIndent(depth)
        }
        storage.pointee.text.append(bracket)
    }

    func tooDeep(_ value: Any, at path: [any CodingKey]) -> EncodingError {
        stopStreaming()
        return EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path,
                debugDescription: "Unable to encode containers nested \(EncodingTree.nestingLimit) levels deep: "
                    + "JSON text may nest at most \(EncodingTree.nestingLimit - 1) levels, as in JSONEncoder."))
    }

    // MARK: - Writing the document

    /// Encodes the top-level value and writes the finished text, for ``outputData()`` and its siblings.
    func encodeTopLevel<T: Encodable>(_ value: T) throws {
        try encode(value, into: 0, link: 0, key: IndexKey(0), keyed: false)
        if let failure = storage.pointee.failure { throw EncodingError.invalidValue(value, failure) }
        guard node(0).pointee.kind != .empty else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        guard !storage.pointee.textOverflowed else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(codingPath: [], debugDescription: "Unable to encode more than 4 GiB of JSON text."))
        }
        if finishText() { return }
        storage.pointee.output.reserve(storage.pointee.text.count + 64)
        do {
            var scratch: [Int32] = []
            try write(0, depth: 0, into: &storage.pointee.output, scratch: &scratch)
        } catch let error as NestingTooDeep {
            throw tooDeep(value, at: error.path)
        }
    }

    /// The finished document: the text itself when it was written as the output.
    private var finished: UnsafeRawBufferPointer {
        storage.pointee.streaming ? storage.pointee.text.bytes : storage.pointee.output.bytes
    }

    func outputData() -> Data {
        Data(finished)
    }

    func outputBytes() -> [UInt8] {
        Array(finished)
    }

    func outputString() -> String {
        String(decoding: finished, as: UTF8.self)
    }

    private func write(_ index: Int32, depth: Int, into output: inout ByteBuffer, scratch: inout [Int32]) throws {
        let value = node(index).pointee
        switch value.kind {
        case .scalar, .rawArray, .rawObject:
            output.append(text(value.valueStart, value.valueEnd))
            return
        case .empty, .object, .array:
            break
        }
        guard depth + 1 < EncodingTree.nestingLimit else { throw NestingTooDeep(path: codingPath(value.link)) }
        let isArray = value.kind == .array
        output.append(isArray ? UInt8(ascii: "[") : UInt8(ascii: "{"))
        if prettyPrinted { output.append(UInt8(ascii: "\n")) }
        if value.kind == .object && value.count > 1 && (sortsKeys || value.mayHaveDuplicates) {
            // The members go on the scratch stack, above those of the objects that contain this one.
            let base = scratch.count
            var child = value.first
            while child >= 0 {
                scratch.append(child)
                child = node(child).pointee.next
            }
            if value.mayHaveDuplicates { removeDuplicateKeys(&scratch[base...]) }
            if sortsKeys { sortByKey(&scratch[base...]) }
            var first = true
            for position in base ..< scratch.count where scratch[position] >= 0 {
                try writeChild(scratch[position], first: first, isArray: false, depth: depth, into: &output, scratch: &scratch)
                first = false
            }
            scratch.removeSubrange(base...)
        } else {
            var child = value.first
            var first = true
            while child >= 0 {
                try writeChild(child, first: first, isArray: isArray, depth: depth, into: &output, scratch: &scratch)
                first = false
                child = node(child).pointee.next
            }
        }
        if prettyPrinted {
            output.append(UInt8(ascii: "\n"))
            output.appendIndent(depth)
        }
        output.append(isArray ? UInt8(ascii: "]") : UInt8(ascii: "}"))
    }

    @inline(__always)
    private func writeChild(
        _ child: Int32, first: Bool, isArray: Bool, depth: Int, into output: inout ByteBuffer, scratch: inout [Int32]
    ) throws {
        if !first { output.append(UInt8(ascii: ",")) }
        if prettyPrinted {
            if !first { output.append(UInt8(ascii: "\n")) }
            output.appendIndent(depth + 1)
        }
        if !isArray {
            let member = node(child).pointee
            output.append(text(member.keyStart, member.keyEnd))
            if prettyPrinted { output.append(literal: " : ") } else { output.append(UInt8(ascii: ":")) }
        }
        try write(child, depth: depth + 1, into: &output, scratch: &scratch)
    }

    /// Replaces each member whose key comes again by the last one with that key, and marks the
    /// later ones -1. A 256-bit filter, wider than the object's own, keeps most members from
    /// being compared at all.
    private func removeDuplicateKeys(_ members: inout ArraySlice<Int32>) {
        var filter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for position in members.indices {
            let hash = node(members[position]).pointee.keyHash
            let bit: UInt64 = 1 << UInt64(hash >> 26 & 63)
            let seen = withUnsafeMutableBytes(of: &filter) { words in
                let word = Int(hash >> 24 & 3) * 8
                let previous = words.load(fromByteOffset: word, as: UInt64.self)
                words.storeBytes(of: previous | bit, toByteOffset: word, as: UInt64.self)
                return previous & bit != 0
            }
            guard seen else { continue }
            for earlier in members.startIndex ..< position
            where members[earlier] >= 0 && sameKey(members[earlier], members[position]) {
                members[earlier] = members[position]
                members[position] = -1
                break
            }
        }
    }

    /// Orders members by their keys' UTF-8 bytes, as `JSONEncoder` sorts on Linux; removed members last.
    private func sortByKey(_ members: inout ArraySlice<Int32>) {
        members.sort { left, right in
            guard left >= 0, right >= 0 else { return right < 0 && left >= 0 }
            let a = node(left).pointee
            let b = node(right).pointee
            if !a.keyHasEscapes && !b.keyHasEscapes {
                // Between the quotes, text without escapes is the key's UTF-8 itself.
                return text(a.keyStart + 1, a.keyEnd - 1).lexicographicallyPrecedes(text(b.keyStart + 1, b.keyEnd - 1))
            }
            return unescapedKey(text(a.keyStart, a.keyEnd)).lexicographicallyPrecedes(unescapedKey(text(b.keyStart, b.keyEnd)))
        }
    }
}

/// A quoted key's UTF-8, with the escapes the encoder writes undone.
private func unescapedKey(_ quoted: UnsafeRawBufferPointer) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = 1
    let end = quoted.count - 1
    while index < end {
        let byte = quoted[index]
        guard byte == UInt8(ascii: "\\"), index + 1 < end else {
            bytes.append(byte)
            index += 1
            continue
        }
        let escape = quoted[index + 1]
        index += 2
        switch escape {
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
            // The encoder writes only control characters as \u00XX, in lowercase hex.
            var value: UInt8 = 0
            for offset in 0 ..< 4 where index + offset < end {
                let digit = quoted[index + offset]
                let nibble = digit >= UInt8(ascii: "a") ? digit &- UInt8(ascii: "a") &+ 10 : digit &- UInt8(ascii: "0")
                value = value << 4 | (nibble & 0xF)
            }
            bytes.append(value)
            index += 4
        default: bytes.append(escape)
        }
    }
    return bytes
}

/// A `[String: Value]` dictionary, whose keys `JSONEncoder` leaves alone under every key strategy.
protocol StringKeyedDictionary {}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Encodable {}

/// Receives `Double.write(to:)`'s text straight into the buffer, without making a `String`, and
/// drops a trailing `.0` as `JSONEncoder` does (`100.0` is written `100`).
struct ShortestNumberText: TextOutputStream {
    let storage: UnsafeMutablePointer<EncodingStorage>

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { _writeASCII($0) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        var count = buffer.count
        if count >= 2 && buffer[count - 2] == UInt8(ascii: ".") && buffer[count - 1] == UInt8(ascii: "0") {
            count -= 2
        }
        storage.pointee.text.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<count])))
    }
}
