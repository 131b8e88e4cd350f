// What a decode works in: the state that changes as it goes, and buffers kept from one decode
// to the next.

import Foundation
import JSONCore

/// The parts of a ``TapeDecoder`` that change while it decodes.
struct DecoderState {
    var current = 0
    var node: PathNode
    var report: ReportRecorder?
    var topLevelKeysFound: [Int]?
    /// The container cache, scratch space and the plan cache.
    var buffers: DecoderBuffers
    /// Containers made by this decoder that the cache above let go of (each with its lookup
    /// state), kept to the end of the decode.
    var retiredContainers: [(box: AnyObject, lookup: ContainerLookup)] = []
    /// The input: the caller's bytes while the decode runs; a copy of them that the decoder
    /// owns (``inputCopy``) once something kept from the decode could read them afterwards.
    var input: UnsafeRawBufferPointer
    var inputCopy: InputCopy?
    /// How many of ``DecoderBuffers/handedOut`` are in use.
    var handedOutCount = 0
    /// Decoders made for `superDecoder()`, kept to the end of the decode.
    var childDecoders: [TapeDecoder] = []
    /// Set once `releaseContainers()` has run.
    var decodeIsOver = false
    /// Path nodes for values decoded one after another, by depth: see ``TapeDecoder/scopedNode(_:_:)``.
    var scopedNodes: [PathNode?] = []
    /// How many of `containers` hold one.
    var containerCount = 0
    /// Strings of values, shared between equal tokens.
    var strings: StringInterner
    /// The snake_case spelling of coding keys, with `.convertFromSnakeCase` only.
    var snakeKeys: SnakeKeyCache?
    /// The conversions between JSON types allowed now: the decoder's, except while an untagged
    /// enum tries its cases strictly first (see ``JSONUntaggedReader``).
    var coercion: JSONModelDecoder.ValueCoercion = .lenient
    /// The tape index of each value an error message has named by its line and column, so that
    /// an error leaving the decoder can be given the value's path in the document.
    var locatedValues: [SourcePlace: Int] = [:]
    /// Where the reads of models' fields leave their failures: one list for the whole decode,
    /// each object's loop taking back what its fields added (see ``TapeDecoder/fieldSink``).
    var fieldSink = FieldSink()

    /// A state working in `workspace`'s buffers, which it hands back with ``returnBuffers(to:)``.
    init(input: UnsafeRawBufferPointer, node: PathNode, report: ReportRecorder?, strings: StringInterner, workspace: DecoderWorkspace) {
        self.input = input
        self.node = node
        self.report = report
        self.strings = strings
        buffers = workspace.buffers
    }

    /// Gives the buffers (grown, maybe) back to `workspace`, ready for the next decode.
    mutating func returnBuffers(to workspace: DecoderWorkspace) {
        var index = 0
        while containerCount > 0 && index < TapeDecoder.containerCacheSize {
            if let box = buffers.containers[index].box {
                box.release()
                buffers.containers[index].lookup?.release()
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
    /// Keyed containers kept for reuse, by key type (see ``TapeDecoder/keyedContainer(keyedBy:at:node:)``).
    var containers: UnsafeMutablePointer<CachedContainer>
    /// Scratch space for one step at a time (key fingerprints of one object).
    var scratch: UnsafeMutablePointer<UInt64>
    var scratchCapacity = 64
    var planCache: UnsafeMutablePointer<DecodingPlanSlot>
    /// Names of coding keys, kept from one lookup to the next.
    var keyNames = KeyNameCache()
    /// The keyed containers handed out while the values being decoded run their initializers,
    /// looked at when each value is done (see ``TapeDecoder/release(to:)``), with the lookup
    /// state each reads.
    var handedOut: UnsafeMutablePointer<(box: Unmanaged<AnyObject>, lookup: UnsafeMutablePointer<KeyLookupState>)>
    var handedOutCapacity = 16

    init() {
        handedOut = .allocate(capacity: handedOutCapacity)
        containers = .allocate(capacity: TapeDecoder.containerCacheSize)
        containers.initialize(repeating: CachedContainer(), count: TapeDecoder.containerCacheSize)
        scratch = .allocate(capacity: scratchCapacity)
        planCache = .allocate(capacity: TapeDecoder.planCacheSize)
        planCache.initialize(repeating: DecodingPlanSlot(), count: TapeDecoder.planCacheSize)
    }

    func deallocate() {
        containers.deinitialize(count: TapeDecoder.containerCacheSize)
        containers.deallocate()
        scratch.deallocate()
        handedOut.deallocate()
        planCache.deinitialize(count: TapeDecoder.planCacheSize)
        planCache.deallocate()
        keyNames.deallocate()
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

/// A keyed container kept for reuse: its box (what `KeyedDecodingContainer` holds), the type
/// of its keys, the depth of the objects it reads, and its lookup state.
struct CachedContainer {
    var keyType: ObjectIdentifier?
    var depth = 0
    /// Retained by the cache (kept unmanaged, so that the table is plain memory to set up
    /// and tear down).
    var box: Unmanaged<AnyObject>?
    /// The container's own lookup state, retained by the cache with the box, and where it is.
    var lookup: Unmanaged<ContainerLookup>?
    var state: UnsafeMutablePointer<KeyLookupState>?
}

/// Per keyed container: where the next key lookup starts, and what is known of the object's keys.
struct KeyLookupState {
    /// The object's coding path, kept here rather than in the container, so that copying a
    /// container (which Codable's boxes do on every call) retains one reference, not two.
    var node: PathNode
    /// Tape index of the object.
    var object: Int
    /// How the object's keys are matched to coding keys.
    var matching: KeyMatching
    /// Tape index of the member key tried first.
    var cursor: Int
    /// Whether the object has two equal keys, once the filter above has needed to know.
    var duplicates = Duplicates.unknown
    /// A 128-bit filter of the hashes of all the object's keys, made by the first lookup that
    /// found nothing, so that the next ones for missing keys rarely scan the object again.
    var allKeysLow: UInt64 = 0
    var allKeysHigh: UInt64 = 0
    var hasAllKeysFilter = false
    /// Under `.fuzzy`: a 128-bit filter of the hashes of the alike forms of the object's keys,
    /// and the bits that more than one key has, made by the first lookup that found no exact key.
    var alikeKeys = AlikeFilter()
    /// True while every lookup has found its key at the cursor: then the keys before the
    /// cursor are exactly those found, and their fingerprints are kept (``passedKeys``)
    /// with a 128-bit filter of them, so that an equal key further on is noticed.
    var inOrder = true
    /// While ``inOrder``: the one-byte coding keys (below 64) asked for, one bit each.
    var askedTags: UInt64 = 0
    var passedCount = 0
    var passedLow: UInt64 = 0
    var passedHigh: UInt64 = 0
    /// A keyed container's state: whether its container is handed out, to a value that has
    /// not ended or to a type that kept it (see ``TapeDecoder/keyedContainer(keyedBy:at:node:)``).
    var isHandedOut = false
    /// Room for ``TapeDecoder/passedKeysPerSlot`` fingerprints of the keys found in order.
    let passedKeys: UnsafeMutablePointer<UInt64>

    init(node: PathNode, object: Int, matching: KeyMatching) {
        self.node = node
        self.object = object
        self.matching = matching
        cursor = object + 1
        passedKeys = .allocate(capacity: TapeDecoder.passedKeysPerSlot)
    }


    /// The state of a new lookup, in place of this one: every field as the initializer and
    /// ``TapeDecoder/addLookup(node:object:matching:)`` set them.
    @inline(__always)
    mutating func reset(node: PathNode, object: Int, matching: KeyMatching) {
        self.node = node
        self.object = object
        self.matching = matching
        cursor = object + 1
        duplicates = .unknown
        allKeysLow = 0
        allKeysHigh = 0
        hasAllKeysFilter = false
        alikeKeys = AlikeFilter()
        inOrder = true
        askedTags = 0
        passedCount = 0
        passedLow = 0
        passedHigh = 0
    }
}

/// The alike forms of an object's keys, by a bit of their hash each (see
/// ``KeyLookupState/alikeKeys``).
struct AlikeFilter {
    var isMade = false
    var low: UInt64 = 0
    var high: UInt64 = 0
    var sharedLow: UInt64 = 0
    var sharedHigh: UInt64 = 0

    /// Adds the hash of a key's alike form.
    mutating func add(_ hash: UInt64) {
        let bit = UInt64(1) &<< (hash & 63)
        if hash & 64 == 0 {
            if low & bit != 0 { sharedLow |= bit }
            low |= bit
        } else {
            if high & bit != 0 { sharedHigh |= bit }
            high |= bit
        }
    }

    /// Whether some key may have the alike form of hash `hash`, and whether only one may.
    func keys(_ hash: UInt64) -> (some: Bool, one: Bool) {
        let bit = UInt64(1) &<< (hash & 63)
        let (all, shared) = hash & 64 == 0 ? (low, sharedLow) : (high, sharedHigh)
        return (all & bit != 0, shared & bit == 0)
    }
}

/// How a lookup matches an object's keys to coding keys: the decoder's key strategy for
/// Codable containers; for `@JSONModel` types, `.fuzzy` unless the decoder sets a strategy.
enum KeyMatching: UInt8 {
    case exact, snakeCase, fuzzy, custom

    init(_ strategy: JSONModelDecoder.KeyDecodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .exact
        case .convertFromSnakeCase: self = .snakeCase
        case .fuzzy: self = .fuzzy
        case .custom: self = .custom
        }
    }
}

/// Memory of the tapes of decodes that are over, for the next decodes to scan into (see
/// ``TapeStorage``): a few, each at most ``largest`` entries, so that what is kept between
/// decodes stays small next to the documents.
final class TapeStoragePool: TapeStorageRecycler, @unchecked Sendable {
    static let shared = TapeStoragePool()
    /// 4 MB of entries: the tape of a document of about 2 MB.
    static let largest = 1 << 18
    private let lock = NSLock()
    private var spare: [TapeStorage] = []
    private let limit = 2

    /// Memory for a tape, when some is kept.
    func take() -> TapeStorage? {
        lock.lock()
        defer { lock.unlock() }
        return spare.popLast()
    }

    func recycle(_ storage: TapeStorage) {
        lock.lock()
        let kept = storage.capacity <= Self.largest && spare.count < limit
        if kept { spare.append(storage) }
        lock.unlock()
        if !kept { storage.deallocate() }
    }
}

/// A keyed container's lookup state, its own for as long as the container lives. The
/// container reads it through a plain pointer: Codable's box copies the container on every
/// call, and a reference in it would cost a retain and a release each time, more than the
/// rest of a small call. The decoder keeps it during the decode, and ``KeptContainers`` after
/// the decode for a container that outlives it; it holds the decoder from then on.
final class ContainerLookup {
    let state: UnsafeMutablePointer<KeyLookupState>
    /// The decoder, retained when the container outlives the decode (see
    /// ``TapeDecoder/finishDecode(isKept:)``); until then the decode keeps it.
    var owner: TapeDecoder?

    init(node: PathNode, object: Int, matching: KeyMatching) {
        state = .allocate(capacity: 1)
        state.initialize(to: KeyLookupState(node: node, object: object, matching: matching))
    }

    deinit {
        state.pointee.passedKeys.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }
}

/// A copy of a decode's input that the decoders reading it own: made when a container or a
/// decoder outlives the decode (see ``TapeDecoder/finishDecode()``), freed with the last of them.
final class InputCopy {
    let bytes: UnsafeRawBufferPointer

    init(of input: UnsafeRawBufferPointer) {
        let thread = Thread.current.threadDictionary
        thread[InputCopy.countKey] = ((thread[InputCopy.countKey] as? Int) ?? 0) + 1
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(input.count, 1), alignment: 16)
        if let base = input.baseAddress { copy.baseAddress.unsafelyUnwrapped.copyMemory(from: base, byteCount: input.count) }
        bytes = UnsafeRawBufferPointer(start: copy.baseAddress, count: input.count)
    }

    deinit { UnsafeMutableRawPointer(mutating: bytes.baseAddress.unsafelyUnwrapped).deallocate() }

    /// How many copies decodes on this thread have made: none unless something outlived one.
    static var madeOnThisThread: Int { (Thread.current.threadDictionary[countKey] as? Int) ?? 0 }
    private static let countKey = "JSONCoding.InputCopy.count"
}

/// The lookup states of keyed containers that outlived their decode, kept while the
/// containers live (see ``ContainerLookup``). The states of containers gone are let go of
/// (and with them their decoders and input copies) whenever a decode adds to the list.
enum KeptContainers {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [(container: WeakReference, lookup: ContainerLookup)] = []
    nonisolated(unsafe) private static var countAfterSweep = 0

    /// Keeps the states of `containers`, which outlive their decode, and lets go of those of
    /// containers gone: always at the end of a decode; for a container made after its decode
    /// (by a kept decoder), once the list has doubled since it was last looked through, so
    /// that reading many objects through a kept decoder does not look through it each time.
    static func keep(_ containers: [(container: AnyObject, lookup: ContainerLookup)], sweepingAlways: Bool) {
        lock.lock()
        var gone: [ContainerLookup] = []
        if sweepingAlways || kept.count >= 2 * countAfterSweep + 16 {
            kept.removeAll { entry in
                guard entry.container.object == nil else { return false }
                gone.append(entry.lookup)
                return true
            }
            countAfterSweep = kept.count
        }
        kept.append(contentsOf: containers.map { (WeakReference(object: $0.container), $0.lookup) })
        lock.unlock()
        // Decoders go after the lock is given back.
        withExtendedLifetime(gone) {}
    }
}
