// The Decoder that reads a scanned document's tape directly: no JSONValue, no Foundation
// objects in between. One instance serves a whole decode; it stands for the value at `current`,
// whose coding path is `node`. Containers keep the node of the value they read, and scalars are
// read without making a node at all: a path is built only for nested values and for errors.

import Foundation

final class TapeDecoder: Decoder {
    let tape: Tape
    let entries: TapeEntries
    let options: DecodingOptions
    /// False when the input was made from a `JSONValue`: its positions mean nothing to the caller.
    let locatesErrors: Bool
    /// How Codable containers match keys: the key strategy.
    let keyMatching: KeyMatching
    /// How `@JSONModel` types match keys: `.fuzzy`, unless the decoder sets a key strategy.
    let modelKeyMatching: KeyMatching
    /// Everything that changes during the decode, behind a pointer: accesses through it carry
    /// none of the runtime exclusivity checks that a class's stored properties get.
    let state: UnsafeMutablePointer<DecoderState>
    /// Where the state's buffers come from and go back to.
    private let workspace: DecoderWorkspace
    let userInfo: [CodingUserInfoKey: Any]
    /// For an element of a stream: its index and where it starts in the stream, so that its
    /// errors name `[index].path` and the stream's lines and columns.
    var origin: StreamElementOrigin?

    init(input: UnsafeRawBufferPointer, tape: Tape, options: DecodingOptions, locatesErrors: Bool, report: ReportRecorder?) {
        keyMatching = KeyMatching(options.keyStrategy)
        modelKeyMatching = keyMatching == .exact ? .fuzzy : keyMatching
        self.tape = tape
        entries = TapeEntries(base: tape.entries, count: tape.count)
        self.options = options
        self.locatesErrors = locatesErrors
        state = .allocate(capacity: 1)
        workspace = DecoderWorkspace.pool.take()
        state.initialize(
            to: DecoderState(input: input, node: PathNode(), report: report, strings: StringInterner(input: input, tape: tape), workspace: workspace))
        if keyMatching == .snakeCase { state.pointee.snakeKeys = SnakeKeyCache() }
        state.pointee.coercion = options.coercion
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

    /// The UTF-8 input: the caller's bytes during the decode, or the decoder's own copy of
    /// them once something kept from the decode could read them later (see ``finishDecode()``).
    @inline(__always)
    var input: UnsafeRawBufferPointer { state.pointee.input }

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
    /// siblings and get nodes of their own. With no step, the node is `parent` itself.
    @inline(__always)
    func scopedNode(_ parent: PathNode, _ component: consuming PathComponent) -> PathNode {
        if component.isNone { return parent }
        let depth = parent.depth + 1
        if depth < state.pointee.scopedNodes.count, let node = state.pointee.scopedNodes[depth] {
            node.reuse(under: parent, consume component)
            return node
        }
        return makeScopedNode(parent, component)
    }

    @inline(never)
    private func makeScopedNode(_ parent: PathNode, _ component: PathComponent) -> PathNode {
        let node = parent.appending(component)
        let depth = node.depth
        if depth >= state.pointee.scopedNodes.count {
            state.pointee.scopedNodes.append(contentsOf: repeatElement(nil, count: depth + 1 - state.pointee.scopedNodes.count))
        }
        state.pointee.scopedNodes[depth] = node
        return node
    }

    /// Whether values of another JSON type are converted when nothing is lost: the decoder's
    /// ``JSONModelDecoder/valueCoercion``, except during an untagged enum's strict attempts.
    var coercesLeniently: Bool { state.pointee.coercion == .lenient }

    /// The conversions allowed now; an untagged enum sets them for the span of an attempt.
    var coercion: JSONModelDecoder.ValueCoercion {
        get { state.pointee.coercion }
        set { state.pointee.coercion = newValue }
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

    /// The keyed containers handed out so far: those a value that starts decoding takes are
    /// looked at with ``release(to:)`` when it is done.
    @inline(__always)
    var containerMark: Int { state.pointee.handedOutCount }

    /// Looks at the keyed containers handed out since `mark`.
    @inline(__always)
    func release(to mark: Int) {
        if state.pointee.handedOutCount > mark { releaseHandedOut(downTo: mark) }
    }

    /// Looks at the keyed containers handed out since the value that ends now started: one
    /// that nothing else holds is free to read another object; one that something still holds
    /// (a type kept it) stays its object's, and gets a path of its own, as the nodes it has now
    /// are changed for the values that come next at their depths (see ``scopedNode(_:_:)``).
    @inline(never)
    private func releaseHandedOut(downTo count: Int) {
        while state.pointee.handedOutCount > count {
            state.pointee.handedOutCount -= 1
            let (box, lookup) = state.pointee.buffers.handedOut[state.pointee.handedOutCount]
            if isHeldOnlyByDecoder(box) {
                lookup.pointee.isHandedOut = false
            } else {
                lookup.pointee.node = lookup.pointee.node.detached()
            }
        }
    }

    /// Notes that the container in `box`, which reads `lookup`, is handed out to the value being decoded.
    @inline(__always)
    private func noteHandedOut(_ box: Unmanaged<AnyObject>, _ lookup: UnsafeMutablePointer<KeyLookupState>) {
        lookup.pointee.isHandedOut = true
        let count = state.pointee.handedOutCount
        if count == state.pointee.buffers.handedOutCapacity { growHandedOut() }
        state.pointee.buffers.handedOut[count] = (box, lookup)
        state.pointee.handedOutCount = count + 1
    }

    @inline(never)
    private func growHandedOut() {
        let capacity = state.pointee.buffers.handedOutCapacity * 2
        let grown = UnsafeMutablePointer<(box: Unmanaged<AnyObject>, lookup: UnsafeMutablePointer<KeyLookupState>)>.allocate(capacity: capacity)
        grown.moveInitialize(from: state.pointee.buffers.handedOut, count: state.pointee.handedOutCount)
        state.pointee.buffers.handedOut.deallocate()
        state.pointee.buffers.handedOut = grown
        state.pointee.buffers.handedOutCapacity = capacity
    }

    /// Where the decoder stands, what its containers hold and what the report has recorded;
    /// ``rollBack(to:)`` undoes everything an attempt did after it (an untagged enum's case
    /// that did not fit).
    func checkpoint() -> DecoderCheckpoint {
        DecoderCheckpoint(current: current, node: node, containers: containerMark, report: report?.checkpoint())
    }

    /// Goes back to `checkpoint`: the place and path, the containers, and the report.
    func rollBack(to checkpoint: DecoderCheckpoint) {
        current = checkpoint.current
        node = checkpoint.node
        release(to: checkpoint.containers)
        if let saved = checkpoint.report { report?.rollBack(to: saved) }
    }

    var codingPath: [any CodingKey] { node.codingPath() }

    /// The sink of every value on this decoder's tape: one for the decode, not one made and
    /// dropped for each object.
    var fieldSink: UnsafeMutablePointer<FieldSink> {
        // The state is plain memory that outlives every value of the decode.
        UnsafeMutablePointer(mutating: state.pointer(to: \.fieldSink).unsafelyUnwrapped)
    }

    // MARK: - Tape

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
        assert(entry.kind == .number && entry.offset + entry.numberLength <= input.count, "number entry outside the input")
        return UnsafeRawBufferPointer(rebasing: input[entry.offset ..< (entry.offset + entry.numberLength)])
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
        report?.visitedObjects.insert(index)
        // A container is its decoder and a lookup state of its own: one made for an earlier
        // object of this key type at this depth serves again, its state reset, once nothing
        // but this cache holds it. Making one means two lookups in the runtime's metadata
        // cache (for the container type and its box), a witness table and an allocation, more
        // than all the rest of a small object's decoding. A container still held (by the
        // value decoding now, or kept by a type past its value) keeps its object; another one
        // is found or made.
        let keyType = ObjectIdentifier(Key.self)
        let depth = node.depth
        // Mixed well: key types' metadata lie close together, and a weak hash put several
        // siblings' types in one probe window, where they evicted each other for every object.
        let hash = mixedHash(UInt64(UInt(bitPattern: keyType)) ^ (UInt64(truncatingIfNeeded: depth) &<< 48))
        let home = Int(truncatingIfNeeded: hash &>> (64 - TapeDecoder.containerCacheBits))
        var free: UnsafeMutablePointer<CachedContainer>?
        for step in 0 ..< TapeDecoder.containerCacheProbes {
            let cached = state.pointee.buffers.containers + ((home &+ step) & (TapeDecoder.containerCacheSize - 1))
            guard let box = cached.pointee.box else {
                free = cached
                break
            }
            // Handed out, it is the container of a value that has not ended, or one a type kept,
            // or one a loop of the value decoding now took and let go of (the nested containers
            // of an unkeyed container's elements): free if nothing else holds it.
            if cached.pointee.keyType == keyType && cached.pointee.depth == depth, let lookup = cached.pointee.state,
                !lookup.pointee.isHandedOut || isHeldOnlyByDecoder(box)
            {
                lookup.pointee.reset(node: node, object: index, matching: keyMatching)
                // Already on the stack when handed out: looked at when that value ends.
                if !lookup.pointee.isHandedOut { noteHandedOut(box, lookup) }
                // A `KeyedDecodingContainer` is its box and nothing else: one reference.
                assert(MemoryLayout<KeyedDecodingContainer<Key>>.size == MemoryLayout<AnyObject>.size, "a keyed container is not one reference")
                return unsafeBitCast(box.takeUnretainedValue(), to: KeyedDecodingContainer<Key>.self)
            }
        }
        // Containers do not retain their decoder (Codable's boxes copy a container on every
        // call, and a retain and a release each time cost more than the rest of the call).
        // The decoder keeps every container it made until the decode is over; one still held
        // then retains the decoder through its lookup state (see `finishDecode(isKept:)`).
        let lookup = ContainerLookup(node: node, object: index, matching: keyMatching)
        let container = KeyedDecodingContainer(TapeKeyedContainer<Key>(decoder: self, lookup: lookup.state))
        if state.pointee.decodeIsOver {
            // Made by a decoder kept past the decode: held by its caller alone.
            lookup.owner = self
            KeptContainers.keep([(unsafeBitCast(container, to: AnyObject.self), lookup)], sweepingAlways: false)
            return container
        }
        let place = free ?? state.pointee.buffers.containers + home
        if let replaced = place.pointee.box {
            state.pointee.retiredContainers.append((replaced.takeRetainedValue(), place.pointee.lookup.unsafelyUnwrapped.takeRetainedValue()))
        } else {
            state.pointee.containerCount += 1
        }
        let box = Unmanaged.passRetained(unsafeBitCast(container, to: AnyObject.self))
        place.pointee = CachedContainer(keyType: keyType, depth: depth, box: box, lookup: .passRetained(lookup), state: lookup.state)
        noteHandedOut(box, lookup.state)
        return container
    }

    /// Whether the decoder's reference (the cache's, or the list of containers it let go of)
    /// is the only one to `box`: no container of it is in use.
    @inline(__always)
    private func isHeldOnlyByDecoder(_ box: Unmanaged<AnyObject>) -> Bool {
        // The decoder's reference, borrowed for the question and handed back.
        var object = box.takeRetainedValue()
        defer { _ = Unmanaged.passRetained(object) }
        return isKnownUniquelyReferenced(&object)
    }

    /// Ends the decode: lets go of the containers kept for reuse and of the decoders made for
    /// `superDecoder()`. Anything of the decode still held now — the decoder (`isKept`), a
    /// container, a decoder made for `superDecoder()` — reads the input later, when the caller
    /// may have freed it: then the decoders take a copy of the input and read that from now on.
    /// A keyed container still held retains its decoder from now on.
    func finishDecode(isKept: Bool) {
        var outliving: [TapeDecoder] = []
        let containerKept = releaseContainers(outliving: &outliving)
        guard isKept || containerKept || !outliving.isEmpty else { return }
        let original = input.baseAddress
        let copy = InputCopy(of: input)
        for decoder in [self] + outliving where decoder.input.baseAddress == original {
            decoder.state.pointee.input = copy.bytes
            decoder.state.pointee.inputCopy = copy
            decoder.state.pointee.strings.rebase(to: copy.bytes)
        }
    }

    /// Lets go of the containers kept for reuse and of the decoders made for `superDecoder()`;
    /// returns whether a container of this decoder is still held elsewhere, and adds to
    /// `outliving` every decoder made for `superDecoder()` (at any depth) that still is.
    private func releaseContainers(outliving: inout [TapeDecoder]) -> Bool {
        var kept: [(container: AnyObject, lookup: ContainerLookup)] = []
        var index = 0
        while state.pointee.containerCount > 0 && index < TapeDecoder.containerCacheSize {
            let cached = state.pointee.buffers.containers[index]
            if let box = cached.box {
                state.pointee.buffers.containers[index] = CachedContainer()
                state.pointee.containerCount -= 1
                let lookup = cached.lookup.unsafelyUnwrapped.takeRetainedValue()
                // Held elsewhere if it outlives the cache's reference, the only one kept here.
                let probe = WeakReference(object: box.takeRetainedValue())
                if let container = probe.object { kept.append((container, lookup)) }
            }
            index += 1
        }
        while let lookup = state.pointee.retiredContainers.last?.lookup {
            // The box goes with the statement that takes it off the list: only a holder
            // elsewhere keeps it.
            let probe = WeakReference(object: state.pointee.retiredContainers.removeLast().box)
            if let container = probe.object { kept.append((container, lookup)) }
        }
        for (_, lookup) in kept { lookup.owner = self }
        if !kept.isEmpty { KeptContainers.keep(kept, sweepingAlways: true) }
        state.pointee.decodeIsOver = true
        var children = state.pointee.childDecoders
        state.pointee.childDecoders = []
        for child in children { _ = child.releaseContainers(outliving: &outliving) }
        let probes = children.map { WeakReference(object: $0) }
        children = []
        for probe in probes {
            // A child alive now is held by something else (or kept for its containers).
            if let child = probe.object as? TapeDecoder { outliving.append(child) }
        }
        return !kept.isEmpty
    }

    /// Keeps a decoder made for `superDecoder()` alive as long as this one's decode, so that
    /// containers made from it stay safe when the caller lets go of the decoder itself; after
    /// the decode, its caller alone holds it, and its containers hold it too.
    func adopt(_ child: TapeDecoder) {
        if state.pointee.decodeIsOver {
            child.state.pointee.decodeIsOver = true
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

    /// A decoder standing at `index`, for `superDecoder()`: it shares this one's tape and settings.
    func superDecoder(at index: Int, parent: PathNode, component: PathComponent) -> TapeDecoder {
        let decoder = TapeDecoder(input: input, tape: tape, options: options, locatesErrors: locatesErrors, report: report)
        decoder.current = index
        decoder.node = parent.appending(component)
        decoder.coercion = coercion
        // Made after the decode, it reads this decoder's copy of the input: it holds it too.
        decoder.state.pointee.inputCopy = state.pointee.inputCopy
        adopt(decoder)
        return decoder
    }
}

extension TapeDecoder {
    /// `decoder` as a tape decoder, when it is one: a comparison of the type the existential
    /// records with this final class's metadata, and a load of the reference it holds, without
    /// the runtime's dynamic cast or `type(of:)` (a runtime call each), which cost more than
    /// opening a small object does.
    ///
    /// ```swift
    /// guard let tape = TapeDecoder.of(decoder) else { /* any other decoder */ }
    /// ```
    @inline(__always)
    static func of(_ decoder: any Decoder) -> TapeDecoder? {
        unmanaged(of: decoder)?.takeUnretainedValue()
    }

    /// ``of(_:)`` without taking a reference: for a caller that only borrows the decoder while
    /// the existential holds it.
    @inline(__always)
    static func unmanaged(of decoder: any Decoder) -> Unmanaged<TapeDecoder>? {
        // An existential of one protocol is three words of value, the value's type metadata and
        // a witness table; the class is final, so a decoder of it records exactly its metadata.
        let tape = withUnsafePointer(to: decoder) { existential -> Unmanaged<TapeDecoder>? in
            let words = UnsafeRawPointer(existential)
            let metadata = words.load(fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer.self)
            guard metadata == unsafeBitCast(TapeDecoder.self as Any.Type, to: UnsafeRawPointer.self) else { return nil }
            // A class instance sits in the existential's inline buffer, its reference first.
            return words.load(as: Unmanaged<TapeDecoder>.self)
        }
        assert(tape?.takeUnretainedValue() === (decoder as? TapeDecoder), "the existential's layout is not the one this reads")
        return tape
    }
}

extension TapeDecoder {
    /// A decoder for a `null` that is not in the input: `superDecoder(forKey:)` of a missing key.
    func nullDecoder(parent: PathNode, component: PathComponent) throws -> TapeDecoder {
        let tape = try scanJSON(nullDocument, options: .strict)
        let decoder = TapeDecoder(input: nullDocument, tape: tape, options: options, locatesErrors: false, report: report)
        decoder.node = parent.appending(component)
        decoder.coercion = coercion
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

/// See ``TapeDecoder/checkpoint()``.
struct DecoderCheckpoint {
    let current: Int
    let node: PathNode
    /// Keyed containers handed out (see ``TapeDecoder/containerMark``).
    let containers: Int
    let report: ReportRecorder.Checkpoint?
}

/// A reference that does not keep its object alive: nil once nothing else holds the object.
/// (A `weak let` would do, from Swift 6.2 on; the package builds with 6.1.)
struct WeakReference {
    weak var object: AnyObject?
}

/// The tape's entries, read without a bounds check in release builds and with an assertion in
/// debug builds (which the tests and the fuzzers run), so that a wrong index is caught there.
struct TapeEntries {
    let base: UnsafeMutablePointer<TapeEntry>
    let count: Int

    @inline(__always)
    subscript(index: Int) -> TapeEntry {
        assert(index >= 0 && index < count, "a tape index outside the tape")
        return base[index]
    }
}
