// The Decoder that reads a scanned document's tape directly: no JSONValue, no Foundation
// objects in between. One instance serves a whole decode; it stands for the value at `current`,
// whose coding path is `node`. Containers keep the node of the value they read, and scalars are
// read without making a node at all: a path is built only for nested values and for errors.

import Foundation

/// One step of the coding path, or none.
///
/// "None" is a case rather than an optional: an optional of this type is copied and destroyed
/// through the runtime's generic witnesses, where this enum's own code is a switch, and a step
/// passes through every nested value's decoding.
enum PathComponent: ExpressibleByNilLiteral {
    case key(any CodingKey)
    case index(Int)
    /// No step: the value is at its parent's path (the top level, or a value decoded in place).
    case none

    init(nilLiteral: ()) { self = .none }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// The step as a coding key; nil for ``none``.
    var codingKey: (any CodingKey)? {
        switch self {
        case .key(let key): return key
        case .index(let index): return IndexCodingKey(index)
        case .none: return nil
        }
    }

    /// The step as a JSON path component; nil for ``none``.
    var jsonPathComponent: JSONPath.Component? {
        switch self {
        case .key(let key): return .key(key.stringValue)
        case .index(let index): return .index(index)
        case .none: return nil
        }
    }
}

/// A coding path as a linked list from the leaf up, so that a nested value extends its
/// parent's path with one node (most often one kept for its depth and changed, see
/// ``TapeDecoder/scopedNode(_:_:)``) and an error builds the array only when thrown.
final class PathNode {
    @exclusivity(unchecked) private(set) var parent: PathNode?
    @exclusivity(unchecked) private(set) var component: PathComponent
    let depth: Int

    /// The top level.
    init() {
        parent = nil
        component = nil
        depth = 0
    }

    private init(parent: PathNode, component: PathComponent) {
        self.parent = parent
        self.component = component
        depth = parent.depth + 1
    }

    func appending(_ component: PathComponent) -> PathNode { PathNode(parent: self, component: component) }

    /// Makes this node, one level below the top, the path of `component` under `parent`, which
    /// must be one level higher (see ``TapeDecoder/scopedNode(_:_:)``).
    fileprivate func reuse(under parent: PathNode, _ component: consuming PathComponent) {
        self.parent = parent
        swap(&self.component, &component)
    }

    /// The components from the top level down.
    var components: [PathComponent] {
        var components: [PathComponent] = []
        components.reserveCapacity(depth)
        var node: PathNode? = self
        while let current = node, !current.component.isNone {
            components.append(current.component)
            node = current.parent
        }
        return components.reversed()
    }

    /// The coding path, with `last` appended if given.
    func codingPath(appending last: PathComponent = nil) -> [any CodingKey] {
        var keys = components.compactMap(\.codingKey)
        if let key = last.codingKey { keys.append(key) }
        return keys
    }

    func jsonPath(appending last: PathComponent = nil) -> JSONPath {
        var path = JSONPath(components.compactMap(\.jsonPathComponent))
        if let component = last.jsonPathComponent { path = path.appending(component) }
        return path
    }
}

/// The parts of a ``TapeDecoder`` that change while it decodes.
struct DecoderState {
    var current = 0
    var node: PathNode
    var report: ReportRecorder?
    var topLevelKeysFound: [Int]?
    /// The lookup slots, the container cache, scratch space and the plan cache.
    var buffers: DecoderBuffers
    var lookupCount = 0
    /// Slots ever used: they stay initialized until the decoder goes.
    var initializedLookups = 0
    /// Containers made by this decoder that the cache above let go of, kept to the end.
    var retiredContainers: [AnyObject] = []
    /// Decoders made for `superDecoder()`, kept to the end of the decode.
    var childDecoders: [TapeDecoder] = []
    /// Set once `releaseContainers()` has run.
    var decodeIsOver = false
    var isKeptForever = false
    /// Path nodes for values decoded one after another, by depth: see ``TapeDecoder/scopedNode(_:_:)``.
    var scopedNodes: [PathNode?] = []
    /// How many of `containers` hold one.
    var containerCount = 0
    /// Strings of values, shared between equal tokens.
    var strings: StringInterner
    /// The snake_case spelling of coding keys, with `.convertFromSnakeCase` only.
    var snakeKeys: SnakeKeyCache?

    /// A state working in `workspace`'s buffers, which it hands back with ``returnBuffers(to:)``.
    init(node: PathNode, report: ReportRecorder?, strings: StringInterner, workspace: DecoderWorkspace) {
        self.node = node
        self.report = report
        self.strings = strings
        buffers = workspace.buffers
    }

    /// Gives the buffers (grown, maybe) back to `workspace`, ready for the next decode.
    mutating func returnBuffers(to workspace: DecoderWorkspace) {
        buffers.lookups.deinitialize(count: initializedLookups)
        initializedLookups = 0
        lookupCount = 0
        var index = 0
        while containerCount > 0 && index < TapeDecoder.containerCacheSize {
            if let box = buffers.containers[index].box {
                box.release()
                buffers.containers[index] = CachedContainer()
                containerCount -= 1
            }
            index += 1
        }
        workspace.buffers = buffers
    }
}

/// The memory a decode works in, allocated once for a ``DecoderWorkspace``.
struct DecoderBuffers {
    var lookups: UnsafeMutablePointer<KeyLookupState>
    var lookupCapacity = 16
    /// By lookup slot, ``TapeDecoder/passedKeysPerSlot`` fingerprints of the keys its lookups found in order.
    var passedKeys: UnsafeMutablePointer<UInt64>
    /// Keyed containers kept for reuse, by key type and lookup slot (see ``TapeDecoder/keyedContainer(keyedBy:at:node:)``).
    var containers: UnsafeMutablePointer<CachedContainer>
    /// Scratch space for one step at a time (key fingerprints of one object).
    var scratch: UnsafeMutablePointer<UInt64>
    var scratchCapacity = 64
    var planCache: UnsafeMutablePointer<DecodingPlanSlot>
    /// Names of coding keys, kept from one lookup to the next.
    var keyNames = KeyNameCache()
    /// With `.fuzzy` keys: the input's spelling that matched each coding key first.
    var keySpellings = KeyNameCache()

    init() {
        lookups = .allocate(capacity: lookupCapacity)
        passedKeys = .allocate(capacity: lookupCapacity * TapeDecoder.passedKeysPerSlot)
        containers = .allocate(capacity: TapeDecoder.containerCacheSize)
        containers.initialize(repeating: CachedContainer(), count: TapeDecoder.containerCacheSize)
        scratch = .allocate(capacity: scratchCapacity)
        planCache = .allocate(capacity: TapeDecoder.planCacheSize)
        planCache.initialize(repeating: DecodingPlanSlot(), count: TapeDecoder.planCacheSize)
    }

    func deallocate() {
        lookups.deallocate()
        passedKeys.deallocate()
        containers.deinitialize(count: TapeDecoder.containerCacheSize)
        containers.deallocate()
        scratch.deallocate()
        planCache.deinitialize(count: TapeDecoder.planCacheSize)
        planCache.deallocate()
        keyNames.deallocate()
        keySpellings.deallocate()
    }
}

/// The buffers a decode works in. They outlive it: the next decode takes them from
/// ``DecoderWorkspace/pool`` instead of allocating and setting up its own, which is most of the
/// fixed cost of decoding a small document. Its plan cache stays valid from one decode to the
/// next, as a type's plan never changes.
final class DecoderWorkspace {
    var buffers = DecoderBuffers()

    deinit { buffers.deallocate() }

    /// Workspaces between decodes: one for each decode running at once, up to a few.
    static let pool = DecoderWorkspacePool()
}

/// A small store of idle workspaces, safe to use from any thread.
final class DecoderWorkspacePool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [DecoderWorkspace] = []
    private let limit = 4

    func take() -> DecoderWorkspace {
        lock.lock()
        let workspace = idle.popLast()
        lock.unlock()
        return workspace ?? DecoderWorkspace()
    }

    func give(_ workspace: DecoderWorkspace) {
        lock.lock()
        if idle.count < limit { idle.append(workspace) }
        lock.unlock()
    }
}

/// A keyed container kept for reuse: its box (what `KeyedDecodingContainer` holds) and the
/// type of its keys.
struct CachedContainer {
    var keyType: ObjectIdentifier?
    var slot = 0
    /// Retained by the cache (kept unmanaged, so that the table is plain memory to set up
    /// and tear down).
    var box: Unmanaged<AnyObject>?
}

/// Per keyed container: where the next key lookup starts, and what is known of the object's keys.
struct KeyLookupState {
    /// The object's coding path, kept here rather than in the container, so that copying a
    /// container (which Codable's boxes do on every call) retains one reference, not two.
    let node: PathNode
    /// Tape index of the object.
    let object: Int
    /// Tape index of the member key tried first.
    var cursor: Int
    /// For fuzzy matching: whether two keys of the object read alike.
    var ambiguity = Ambiguity.unknown
    /// Whether the object has two equal keys, once the filter above has needed to know.
    var duplicates = Duplicates.unknown
    /// A 128-bit filter of the hashes of all the object's keys, made by the first lookup that
    /// found nothing, so that the next ones for missing keys rarely scan the object again.
    var allKeysLow: UInt64 = 0
    var allKeysHigh: UInt64 = 0
    var hasAllKeysFilter = false
    /// True while every lookup has found its key at the cursor: then the keys before the
    /// cursor are exactly those found, and their fingerprints are kept (``TapeDecoder/passedKeys``)
    /// with a 128-bit filter of them, so that an equal key further on is noticed.
    var inOrder = true
    /// While ``inOrder``: the one-byte coding keys (below 64) asked for, one bit each.
    var askedTags: UInt64 = 0
    var passedCount = 0
    var passedLow: UInt64 = 0
    var passedHigh: UInt64 = 0
}

final class TapeDecoder: Decoder {
    let input: UnsafeRawBufferPointer
    let tape: Tape
    let entries: UnsafeMutablePointer<TapeEntry>
    let options: DecodingOptions
    /// False when the input was made from a `JSONValue`: its positions mean nothing to the caller.
    let locatesErrors: Bool
    /// The key strategy is `.useDefaultKeys`.
    let usesDefaultKeys: Bool
    /// The key strategy is `.convertFromSnakeCase`.
    let usesSnakeCase: Bool
    /// The key strategy is `.fuzzy`.
    let usesFuzzyKeys: Bool
    /// Everything that changes during the decode, behind a pointer: accesses through it carry
    /// none of the runtime exclusivity checks that a class's stored properties get.
    let state: UnsafeMutablePointer<DecoderState>
    /// Where the state's buffers come from and go back to.
    private let workspace: DecoderWorkspace
    let userInfo: [CodingUserInfoKey: Any]

    init(input: UnsafeRawBufferPointer, tape: Tape, options: DecodingOptions, locatesErrors: Bool, report: ReportRecorder?) {
        self.input = input
        if case .useDefaultKeys = options.keyStrategy { usesDefaultKeys = true } else { usesDefaultKeys = false }
        if case .convertFromSnakeCase = options.keyStrategy { usesSnakeCase = true } else { usesSnakeCase = false }
        if case .fuzzy = options.keyStrategy { usesFuzzyKeys = true } else { usesFuzzyKeys = false }
        self.tape = tape
        entries = tape.entries
        self.options = options
        self.locatesErrors = locatesErrors
        state = .allocate(capacity: 1)
        workspace = DecoderWorkspace.pool.take()
        state.initialize(
            to: DecoderState(node: PathNode(), report: report, strings: StringInterner(input: input, tape: tape), workspace: workspace))
        if usesSnakeCase { state.pointee.snakeKeys = SnakeKeyCache() }
        userInfo = options.userInfo.mapValues { $0 }
    }

    static let containerCacheBits: UInt64 = 7
    static let containerCacheSize = 1 << containerCacheBits
    static let containerCacheProbes = 8
    static let planCacheBits: UInt64 = 6
    static let planCacheSize = 1 << planCacheBits
    /// Slots looked at for one type before it is asked about without being cached.
    static let planCacheProbes = 8

    /// The decoding plan cache: see ``decodingPlan(for:)``.
    var planCache: UnsafeMutablePointer<DecodingPlanSlot> { state.pointee.buffers.planCache }

    deinit {
        state.pointee.strings.deallocate()
        state.pointee.snakeKeys?.deallocate()
        state.pointee.returnBuffers(to: workspace)
        state.deinitialize(count: 1)
        state.deallocate()
        DecoderWorkspace.pool.give(workspace)
    }

    /// The tape index of the value this decoder stands for.
    var current: Int {
        get { state.pointee.current }
        set { state.pointee.current = newValue }
    }

    /// The coding path of `current`.
    var node: PathNode {
        get { state.pointee.node }
        set { state.pointee.node = newValue }
    }

    /// The path node of `component` under `parent`, for a value whose decoding ends before
    /// the next value at its depth starts, and which holds on to it only while it decodes
    /// (a value decoded by its initializer, an array or dictionary of values). Such values
    /// come one after another at each depth, so one node per depth serves them all, changed
    /// for each instead of made anew: a node is an allocation, and its release at the end of
    /// the value, often a chain of them, cost as much as decoding a small object. Containers
    /// made for `nestedContainer` and decoders made for `superDecoder()` live alongside their
    /// siblings and get nodes of their own.
    @inline(__always)
    func scopedNode(_ parent: PathNode, _ component: consuming PathComponent) -> PathNode {
        let depth = parent.depth + 1
        if depth < state.pointee.scopedNodes.count, let node = state.pointee.scopedNodes[depth] {
            node.reuse(under: parent, consume component)
            return node
        }
        return makeScopedNode(parent, component)
    }

    @inline(never)
    private func makeScopedNode(_ parent: PathNode, _ component: PathComponent) -> PathNode {
        if component.isNone { return parent }
        let node = parent.appending(component)
        let depth = node.depth
        if depth >= state.pointee.scopedNodes.count {
            state.pointee.scopedNodes.append(contentsOf: repeatElement(nil, count: depth + 1 - state.pointee.scopedNodes.count))
        }
        state.pointee.scopedNodes[depth] = node
        return node
    }

    /// Collects what was forgiven, when the caller asked for a report.
    var report: ReportRecorder? {
        get { state.pointee.report }
        set { state.pointee.report = newValue }
    }

    /// Member keys found by the top-level keyed container, while the root key rules probe the model.
    var topLevelKeysFound: [Int]? {
        get { state.pointee.topLevelKeysFound }
        set { state.pointee.topLevelKeysFound = newValue }
    }

    /// Lookup state of every keyed container made so far, by the slot each one holds.
    var lookups: UnsafeMutablePointer<KeyLookupState> { state.pointee.buffers.lookups }

    /// Fingerprints of the keys found in order, ``passedKeysPerSlot`` for each lookup slot.
    var passedKeys: UnsafeMutablePointer<UInt64> { state.pointee.buffers.passedKeys }

    /// Keys remembered per container; an object with more is checked for equal keys whole.
    static let passedKeysPerSlot = 64

    /// Scratch space for `count` words, valid until the next call.
    func scratch(_ count: Int) -> UnsafeMutablePointer<UInt64> {
        if count > state.pointee.buffers.scratchCapacity {
            state.pointee.buffers.scratch.deallocate()
            state.pointee.buffers.scratch = .allocate(capacity: count)
            state.pointee.buffers.scratchCapacity = count
        }
        return state.pointee.buffers.scratch
    }

    /// Gives back the lookup slots from `count` up.
    @inline(__always)
    /// The slots stay initialized (a container kept past its value reads some valid state,
    /// never freed memory); the next container in a slot replaces what is there.
    func releaseLookups(downTo count: Int) {
        if state.pointee.lookupCount > count { state.pointee.lookupCount = count }
    }

    /// A new container's lookup state; returns its slot.
    func addLookup(_ lookup: KeyLookupState) -> Int {
        if state.pointee.lookupCount == state.pointee.buffers.lookupCapacity {
            let capacity = state.pointee.buffers.lookupCapacity * 2
            let grown = UnsafeMutablePointer<KeyLookupState>.allocate(capacity: capacity)
            grown.moveInitialize(from: state.pointee.buffers.lookups, count: state.pointee.initializedLookups)
            state.pointee.buffers.lookups.deallocate()
            state.pointee.buffers.lookups = grown
            state.pointee.buffers.lookupCapacity = capacity
            let passedKeys = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * TapeDecoder.passedKeysPerSlot)
            passedKeys.moveInitialize(from: state.pointee.buffers.passedKeys, count: state.pointee.lookupCount * TapeDecoder.passedKeysPerSlot)
            state.pointee.buffers.passedKeys.deallocate()
            state.pointee.buffers.passedKeys = passedKeys
        }
        let slot = state.pointee.lookupCount
        if slot < state.pointee.initializedLookups {
            (state.pointee.buffers.lookups + slot).pointee = lookup
        } else {
            (state.pointee.buffers.lookups + slot).initialize(to: lookup)
            state.pointee.initializedLookups += 1
        }
        state.pointee.lookupCount += 1
        return slot
    }

    var codingPath: [any CodingKey] { node.codingPath() }

    // MARK: - Tape

    @inline(__always)
    func entry(_ index: Int) -> TapeEntry { entries[index] }

    /// The index just past the value at `index` and everything inside it.
    @inline(__always)
    func valueEnd(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.isContainer ? entry.nextSibling : index &+ 1
    }

    /// The raw bytes of a string entry, between its quotes.
    @inline(__always)
    func rawString(_ entry: TapeEntry) -> UnsafeRawBufferPointer {
        // The scanner recorded the string inside the input; release builds read it unchecked.
        assert(entry.kind == .string && entry.offset + 1 + entry.length <= input.count, "string entry outside the input")
        return UnsafeRawBufferPointer(rebasing: input[(entry.offset + 1) ..< (entry.offset + 1 + entry.length)])
    }

    /// The text of a number entry.
    @inline(__always)
    func rawNumber(_ entry: TapeEntry) -> UnsafeRawBufferPointer {
        assert(entry.kind == .number && entry.offset + entry.length <= input.count, "number entry outside the input")
        return UnsafeRawBufferPointer(rebasing: input[entry.offset ..< (entry.offset + entry.length)])
    }

    /// The decoded text of a string entry; equal strings share storage.
    @inline(__always)
    func string(_ entry: TapeEntry) -> String {
        state.pointee.strings.string(for: entry)
    }

    @inline(__always)
    func number(_ entry: TapeEntry) -> JSONNumber {
        JSONNumber(parsing: rawNumber(entry), readable: input.count - entry.offset, entry: entry)
    }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(keyedBy: type, at: current, node: node)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(at: current, node: node)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// A keyed container over the object at `index`, whose path is `node`.
    func keyedContainer<Key: CodingKey>(keyedBy type: Key.Type, at index: Int, node: PathNode) throws -> KeyedDecodingContainer<Key> {
        let entry = entries[index]
        guard entry.kind == .object else {
            throw containerMismatch(expected: [String: Any].self, at: index, path: node.codingPath())
        }
        let slot = addLookup(KeyLookupState(node: node, object: index, cursor: index + 1))
        report?.visitedObjects.insert(index)
        // A container is its decoder and its slot only: the one made for the last object of
        // this type in this slot serves again. Making one means two lookups in the runtime's
        // metadata cache (for the container type and its box), a witness table and an
        // allocation, more than all the rest of a small object's decoding.
        // Kept by key type and slot, hashed: siblings of several types share a slot in turn.
        let keyType = ObjectIdentifier(Key.self)
        // Mixed well: key types' metadata lie close together, and a weak hash put several
        // siblings' types in one probe window, where they evicted each other for every object.
        let hash = mixedHash(UInt64(UInt(bitPattern: keyType)) ^ (UInt64(slot) &<< 48))
        let home = Int(truncatingIfNeeded: hash &>> (64 - TapeDecoder.containerCacheBits))
        var free: UnsafeMutablePointer<CachedContainer>?
        for step in 0 ..< TapeDecoder.containerCacheProbes {
            let cached = state.pointee.buffers.containers + ((home &+ step) & (TapeDecoder.containerCacheSize - 1))
            guard let box = cached.pointee.box else {
                free = cached
                break
            }
            if cached.pointee.keyType == keyType && cached.pointee.slot == slot {
                // A `KeyedDecodingContainer` is its box and nothing else: one reference.
                assert(MemoryLayout<KeyedDecodingContainer<Key>>.size == MemoryLayout<AnyObject>.size, "a keyed container is not one reference")
                return unsafeBitCast(box.takeUnretainedValue(), to: KeyedDecodingContainer<Key>.self)
            }
        }
        // Containers do not retain their decoder (Codable's boxes copy a container on every
        // call, and a retain and a release each time cost more than the rest of the call).
        // The decoder keeps every container it made until the decode is over, and then lives
        // on for good if one of them is still held (see `releaseContainers()`).
        if state.pointee.decodeIsOver { keepForever() }
        let container = KeyedDecodingContainer(TapeKeyedContainer<Key>(decoder: self, slot: slot))
        let place = free ?? state.pointee.buffers.containers + home
        if let replaced = place.pointee.box {
            state.pointee.retiredContainers.append(replaced.takeRetainedValue())
        } else {
            state.pointee.containerCount += 1
        }
        place.pointee = CachedContainer(keyType: keyType, slot: slot, box: .passRetained(unsafeBitCast(container, to: AnyObject.self)))
        return container
    }

    /// Lets go of the containers kept for reuse and of the decoders made for `superDecoder()`,
    /// once the decode is over. A container still held elsewhere (kept past the decode, which
    /// Codable does not do) refers to this decoder without retaining it: then the decoder is
    /// kept for the life of the process, so that the container stays safe to use.
    func releaseContainers() {
        var escaped = false
        var index = 0
        while state.pointee.containerCount > 0 && index < TapeDecoder.containerCacheSize {
            if let box = state.pointee.buffers.containers[index].box {
                state.pointee.buffers.containers[index] = CachedContainer()
                state.pointee.containerCount -= 1
                // Held elsewhere if it outlives the cache's reference, the only one kept here.
                weak let probe = box.takeRetainedValue()
                if probe != nil { escaped = true }
            }
            index += 1
        }
        while !state.pointee.retiredContainers.isEmpty {
            weak let probe = state.pointee.retiredContainers.last
            state.pointee.retiredContainers.removeLast()
            if probe != nil { escaped = true }
        }
        state.pointee.decodeIsOver = true
        let children = state.pointee.childDecoders
        state.pointee.childDecoders = []
        for child in children { child.releaseContainers() }
        if escaped { keepForever() }
    }

    /// Retains this decoder for good: containers that outlived the decode refer to it.
    func keepForever() {
        guard !state.pointee.isKeptForever else { return }
        state.pointee.isKeptForever = true
        _ = Unmanaged.passRetained(self)
    }

    /// Keeps a decoder made for `superDecoder()` alive as long as this one's decode, so that
    /// containers made from it stay safe when the caller lets go of the decoder itself.
    func adopt(_ child: TapeDecoder) {
        if state.pointee.decodeIsOver {
            child.state.pointee.decodeIsOver = true
            child.keepForever()
        } else {
            state.pointee.childDecoders.append(child)
        }
    }

    /// An unkeyed container over the array at `index`, whose path is `node`.
    func unkeyedContainer(at index: Int, node: PathNode) throws -> TapeUnkeyedContainer {
        let entry = entries[index]
        guard entry.kind == .array else {
            throw containerMismatch(expected: [Any].self, at: index, path: node.codingPath())
        }
        return TapeUnkeyedContainer(decoder: self, array: index, node: node)
    }

    // MARK: - Values of any type

    /// Decodes the value at `index` as `T`, with `component` as the last step of its path.
    ///
    /// Types the JSON itself or the strategies know (strings, numbers, dates, URLs, …) are read
    /// straight from the tape; anything else runs its `init(from:)` with this decoder at `index`.
    func decode<T: Decodable>(
        _ type: T.Type, at index: Int, parent: @autoclosure () -> PathNode, component: @autoclosure () -> PathComponent
    ) throws -> T {
        // One cached answer says what `T` is: most values here are models and arrays, which
        // would otherwise first fail a dozen comparisons with the types read from the tape.
        switch decodingPlan(for: T.self) {
        case .initializer:
            return try decodeWithInit(type, at: index, parent: parent(), component: component())
        case .array(let arrayType):
            return try arrayType.decodeArray(from: self, at: index, parent: parent(), component: component(), as: T.self)
        case .dictionary(let dictionaryType):
            return try dictionaryType.decodeDictionary(from: self, at: index, parent: parent(), component: component(), as: T.self)
        case .string: return unsafeBitCast(try decodeString(at: index, parent: parent(), component()), to: T.self)
        case .int: return unsafeBitCast(try decodeInteger(Int.self, at: index, parent: parent(), component()), to: T.self)
        case .double: return unsafeBitCast(try decodeFloatingPoint(Double.self, at: index, parent: parent(), component()), to: T.self)
        case .bool: return unsafeBitCast(try decodeBool(at: index, parent: parent(), component()), to: T.self)
        case .int64: return unsafeBitCast(try decodeInteger(Int64.self, at: index, parent: parent(), component()), to: T.self)
        case .uint64: return unsafeBitCast(try decodeInteger(UInt64.self, at: index, parent: parent(), component()), to: T.self)
        case .float: return unsafeBitCast(try decodeFloatingPoint(Float.self, at: index, parent: parent(), component()), to: T.self)
        case .date: return unsafeBitCast(try decodeDate(at: index, parent: parent(), component()), to: T.self)
        case .url: return try decodeURL(at: index, parent: parent(), component()) as! T
        case .data: return try decodeData(at: index, parent: parent(), component()) as! T
        case .decimal: return try decodeDecimal(at: index, parent: parent(), component()) as! T
        case .jsonValue: return try decodeJSONValue(at: index, parent: parent(), component: component()) as! T
        }
    }

    /// The value at `index` as a ``JSONValue``, built straight from the tape. JSON5's `Infinity`
    /// and `NaN` have no place in one: they are an error here.
    func decodeJSONValue(at index: Int, parent: PathNode, component: PathComponent) throws -> JSONValue {
        if options.parseOptions.allowsJSON5 {
            var position = index
            while position < valueEnd(index) {
                let entry = entries[position]
                if entry.kind == .number && entry.isJSON5 && isNonFinite(entry) {
                    throw dataCorrupted(
                        "expected a number a JSONValue can hold, found \(describeValue(at: position))", at: position,
                        path: parent.codingPath(appending: component))
                }
                position += 1
            }
        }
        noteTopLevelMembersRead(ofObjectAt: index)
        return ValueBuilder(input: input, tape: tape).build(from: index)
    }

    /// Decodes the value this decoder stands for as `T`, keeping its path.
    func decodeInPlace<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        try decode(type, at: index, parent: node, component: nil)
    }

    /// Runs `T.init(from:)` with this decoder standing at `index`.
    @inline(__always)
    func decodeWithInit<T: Decodable>(_ type: T.Type, at index: Int, parent: PathNode, component: consuming PathComponent) throws -> T {
        try withValue(at: index, parent: parent, consume component) { try type.init(from: self) }
    }

    /// A decoder standing at `index`, for `superDecoder()`: it shares this one's tape and settings.
    func superDecoder(at index: Int, parent: PathNode, component: PathComponent) -> TapeDecoder {
        let decoder = TapeDecoder(input: input, tape: tape, options: options, locatesErrors: locatesErrors, report: report)
        decoder.current = index
        decoder.node = parent.appending(component)
        adopt(decoder)
        return decoder
    }
}

extension TapeDecoder {
    /// A decoder for a `null` that is not in the input: `superDecoder(forKey:)` of a missing key.
    func nullDecoder(parent: PathNode, component: PathComponent) throws -> TapeDecoder {
        let tape = try scanJSON(nullDocument, options: .strict)
        let decoder = TapeDecoder(input: nullDocument, tape: tape, options: options, locatesErrors: false, report: report)
        decoder.node = parent.appending(component)
        adopt(decoder)
        return decoder
    }
}

/// The text `null`, for ``TapeDecoder/nullDecoder(parent:component:)``; allocated once and never freed.
nonisolated(unsafe) private let nullDocument: UnsafeRawBufferPointer = {
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 4, alignment: 1)
    bytes.copyBytes(from: "null".utf8)
    return UnsafeRawBufferPointer(bytes)
}()

/// Arrays, which the decoder fills itself: the tape knows their length, so the elements go
/// straight into storage of the right size, without an unkeyed container and without the
/// standard library's generic `append`, which looks its storage type up again for every element.
/// With ``JSONModelDecoder/InvalidElementStrategy/skip``, elements that fail are left out.
protocol TapeDecodableArray {
    /// Decodes the array at `index`; `type` is this very type, under the caller's name for it.
    static func decodeArray<Result>(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent, as type: Result.Type
    ) throws -> Result
}

extension Array: TapeDecodableArray where Element: Decodable {
    static func decodeArray<Result>(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent, as type: Result.Type
    ) throws -> Result {
        // `Result` is `[Element]` (the plan cache only hands this out for it), so this is no conversion.
        unsafeBitCast(try decodeElements(from: decoder, at: index, parent: parent, component: component), to: Result.self)
    }

    private static func decodeElements(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent
    ) throws -> [Element] {
        let entry = decoder.entries[index]
        guard entry.kind == .array else {
            throw decoder.containerMismatch(expected: [Any].self, at: index, path: parent.codingPath(appending: component))
        }
        // The array's own path node is made only if an element needs it: a nested value or an error.
        var madeNode: PathNode?
        func arrayNode() -> PathNode {
            if let madeNode { return madeNode }
            let node = component.isNone ? parent : decoder.scopedNode(parent, component)
            madeNode = node
            return node
        }
        let count = entry.count
        if count == 0 { return [] }
        if parent.depth >= ThreadStack.checkedDepth { try decoder.requireStackRoom(at: index, node: arrayNode()) }
        // Arrays of the common scalars are built by code specialised for them: generic code would
        // look the array's storage type up in the runtime's metadata cache for every array.
        if decoder.options.invalidElements == .throw {
            if Element.self == Double.self { return unsafeBitCast(try decoder.decodeScalars(Double.self, at: index, count: count, arrayNode), to: [Element].self) }
            if Element.self == Int.self { return unsafeBitCast(try decoder.decodeScalars(Int.self, at: index, count: count, arrayNode), to: [Element].self) }
            if Element.self == String.self { return unsafeBitCast(try decoder.decodeScalars(String.self, at: index, count: count, arrayNode), to: [Element].self) }
            if Element.self == Float.self { return unsafeBitCast(try decoder.decodeScalars(Float.self, at: index, count: count, arrayNode), to: [Element].self) }
            if Element.self == Int64.self { return unsafeBitCast(try decoder.decodeScalars(Int64.self, at: index, count: count, arrayNode), to: [Element].self) }
            if Element.self == UInt64.self { return unsafeBitCast(try decoder.decodeScalars(UInt64.self, at: index, count: count, arrayNode), to: [Element].self) }
            if Element.self == Bool.self { return unsafeBitCast(try decoder.decodeScalars(Bool.self, at: index, count: count, arrayNode), to: [Element].self) }
        }
        if decoder.options.invalidElements == .skip {
            var elements: [Element] = []
            elements.reserveCapacity(count)
            var element = index + 1
            for position in 0 ..< count {
                do {
                    elements.append(try decoder.decode(Element.self, at: element, parent: arrayNode(), component: .index(position)))
                } catch {
                    // What the element's own objects left unread is beside the point once it is left out.
                    decoder.report?.visitedObjects.subtract(element ..< decoder.valueEnd(element))
                    decoder.report?.add(
                        .skippedElement, path: arrayNode().jsonPath(appending: .index(position)),
                        message: "left out an element that could not be decoded: \(describe(error))")
                }
                element = decoder.valueEnd(element)
            }
            return elements
        }
        return try [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var element = index + 1
            for position in 0 ..< count {
                (base + position).initialize(
                    to: try decoder.decode(Element.self, at: element, parent: arrayNode(), component: .index(position)))
                initialized = position + 1
                element = decoder.valueEnd(element)
            }
        }
    }
}

extension TapeDecoder {
    /// The elements of the array at `index`, all of one scalar type; called with a concrete
    /// type, so each use is specialised.
    @inline(__always)
    func decodeScalars<S: Decodable>(_ type: S.Type, at index: Int, count: Int, _ arrayNode: () -> PathNode) throws -> [S] {
        // Short arrays (coordinates, pairs, RGB triples) as literals: their storage type is then
        // known statically, where any other way of making an array looks it up at run time.
        @inline(__always) func element(_ position: Int, _ tapeIndex: Int) throws -> S {
            try decode(S.self, at: tapeIndex, parent: arrayNode(), component: .index(position))
        }
        switch count {
        case 0:
            return []
        case 1:
            return [try element(0, index + 1)]
        case 2:
            let first = try element(0, index + 1)
            return [first, try element(1, valueEnd(index + 1))]
        case 3:
            let first = try element(0, index + 1)
            let second = try element(1, valueEnd(index + 1))
            return [first, second, try element(2, valueEnd(valueEnd(index + 1)))]
        default:
            break
        }
        return try [S](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var element = index + 1
            for position in 0 ..< count {
                (base + position).initialize(to: try decode(S.self, at: element, parent: arrayNode(), component: .index(position)))
                initialized = position + 1
                element = valueEnd(element)
            }
        }
    }
}

/// How the decoder builds values of a type that is neither a scalar nor one of Foundation's.
/// Plans already worked out, for every decode in the process: a type's plan never changes,
/// and asking the runtime about conformances costs more than a small document's decode.
final class SharedDecodingPlans: @unchecked Sendable {
    static let shared = SharedDecodingPlans()
    private let lock = NSLock()
    private var plans: [ObjectIdentifier: DecodingPlan] = [:]

    func plan<T>(for type: T.Type) -> DecodingPlan {
        let identifier = ObjectIdentifier(type)
        lock.lock()
        let known = plans[identifier]
        lock.unlock()
        if let known { return known }
        let plan: DecodingPlan
        if let scalar = DecodingPlan.scalar(type) {
            plan = scalar
        } else if let arrayType = type as? any TapeDecodableArray.Type {
            plan = .array(arrayType)
        } else if let dictionaryType = type as? any TapeDecodableStringDictionary.Type {
            plan = .dictionary(dictionaryType)
        } else {
            plan = .initializer
        }
        lock.lock()
        plans[identifier] = plan
        lock.unlock()
        return plan
    }
}

/// How the decoder reads a value of a given type.
enum DecodingPlan {
    /// By its `init(from:)`.
    case initializer
    case array(any TapeDecodableArray.Type)
    case dictionary(any TapeDecodableStringDictionary.Type)
    /// Straight from the tape, or by the date, data and float strategies.
    case string, int, double, bool, int64, uint64, float, date, url, data, decimal, jsonValue

    /// The plan of a type read straight from the tape, or nil.
    static func scalar<T>(_ type: T.Type) -> DecodingPlan? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return .string
        case ObjectIdentifier(Int.self): return .int
        case ObjectIdentifier(Double.self): return .double
        case ObjectIdentifier(Bool.self): return .bool
        case ObjectIdentifier(Int64.self): return .int64
        case ObjectIdentifier(UInt64.self): return .uint64
        case ObjectIdentifier(Float.self): return .float
        case ObjectIdentifier(Date.self): return .date
        case ObjectIdentifier(URL.self): return .url
        case ObjectIdentifier(Data.self): return .data
        case ObjectIdentifier(Decimal.self): return .decimal
        case ObjectIdentifier(JSONValue.self): return .jsonValue
        default: return nil
        }
    }
}

/// One entry of the decoder's plan cache.
struct DecodingPlanSlot {
    var type: ObjectIdentifier?
    var plan: DecodingPlan = .initializer
}

extension TapeDecoder {
    /// The plan for `type`, from a small direct-mapped cache: asking the runtime whether a type
    /// is an array or a dictionary (a protocol conformance check) costs hundreds of
    /// instructions, and the same few types are asked about over and over.
    @inline(__always)
    func decodingPlan<T>(for type: T.Type) -> DecodingPlan {
        let identifier = ObjectIdentifier(type)
        let home = Int(truncatingIfNeeded: mixedHash(UInt64(UInt(bitPattern: identifier))) &>> (64 - TapeDecoder.planCacheBits))
        if planCache[home].type == identifier { return planCache[home].plan }
        return decodingPlanMiss(for: type, home: home)
    }

    /// Looks on from the home slot (types that share one must not evict each other over and
    /// over); a type not found is asked about and stored in the first free slot.
    @inline(never)
    private func decodingPlanMiss<T>(for type: T.Type, home: Int) -> DecodingPlan {
        let identifier = ObjectIdentifier(type)
        var free: UnsafeMutablePointer<DecodingPlanSlot>?
        for step in 1 ..< TapeDecoder.planCacheProbes {
            let slot = planCache + ((home + step) & (TapeDecoder.planCacheSize - 1))
            if slot.pointee.type == identifier { return slot.pointee.plan }
            if slot.pointee.type == nil {
                free = slot
                break
            }
        }
        if planCache[home].type == nil { free = planCache + home }
        let plan = SharedDecodingPlans.shared.plan(for: type)
        free?.pointee = DecodingPlanSlot(type: identifier, plan: plan)
        return plan
    }
}

/// Dictionaries with string keys, which the decoder fills itself from the object's members;
/// their keys are the input's keys as they are, whatever the key decoding strategy, as in
/// Foundation's `JSONDecoder`.
protocol TapeDecodableStringDictionary {
    /// Decodes the object at `index`; `type` is this very type, under the caller's name for it.
    static func decodeDictionary<Result>(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent, as type: Result.Type
    ) throws -> Result
}

extension Dictionary: TapeDecodableStringDictionary where Key == String, Value: Decodable {
    static func decodeDictionary<Result>(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent, as type: Result.Type
    ) throws -> Result {
        unsafeBitCast(try decodeMembers(from: decoder, at: index, parent: parent, component: component), to: Result.self)
    }

    private static func decodeMembers(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent
    ) throws -> [String: Value] {
        let entry = decoder.entries[index]
        guard entry.kind == .object else {
            throw decoder.containerMismatch(expected: [String: Any].self, at: index, path: parent.codingPath(appending: component))
        }
        let node = component.isNone ? parent : decoder.scopedNode(parent, component)
        if node.depth >= ThreadStack.checkedDepth { try decoder.requireStackRoom(at: index, node: node) }
        decoder.noteTopLevelMembersRead(ofObjectAt: index)
        var dictionary = [String: Value](minimumCapacity: entry.count)
        var member = index + 1
        while member < entry.nextSibling {
            let key = decoder.string(decoder.entries[member])
            decoder.report?.consumedKeys.insert(member)
            // As in Foundation, the first of two equal keys wins.
            if dictionary[key] == nil {
                dictionary[key] = try decoder.decode(Value.self, at: member + 1, parent: node, component: .key(StringCodingKey(key)))
            }
            member = decoder.valueEnd(member + 1)
        }
        return dictionary
    }
}

/// The key of an array element in a coding path; named as Foundation names it.
struct IndexCodingKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// A coding key made from a string: dictionary keys, `super`, root keys.
struct StringCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
