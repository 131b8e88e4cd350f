// The state of a `JSONObjectReader` without its key type, and the typed reads of a field that
// generated code calls: one call per field, specialised for the value's type alone (once per
// type in the module that holds the models, whichever model and field it is called for), so a
// model's `init(from:)` is a loop over its members with one call in each case.

/// What a ``JSONObjectReader`` reads and where it is: the object (on the tape, or another
/// decoder's keyed container), the walk over its members, and the failures so far.
@usableFromInline
struct ObjectCursor: ~Copyable {
    /// The object on the tape, when there is one: what the field reads look at first, a plain
    /// value that costs nothing to test or copy.
    @usableFromInline let tape: TapeObject?
    /// On the tape, the tape decoder, held for as long as the reader lives (see
    /// ``TapeObject``); under any other decoder, its keyed container (a ``ContainerObject``).
    /// One reference for both: a reader is made for every object, and each reference it holds
    /// is retained and released with it.
    @usableFromInline let source: AnyObject
    /// Fields that failed so far, on the tape.
    @usableFromInline var failures: [JSONDecodingFailures.Failure]
    /// Where the reader's `nextField()` is.
    @usableFromInline var walk: MemberWalk
    /// The object's key lookup slot on the tape, made on the first lookup; -1 before.
    @usableFromInline var lookupSlot: Int
    /// Whether the last field read failed (and was recorded), as opposed to being absent.
    @usableFromInline var lastFieldFailed: Bool
    /// The model's coding keys: a field is named by its tag, the byte of its key, and its key
    /// made from the tag only when it is looked up or named in an error.
    @usableFromInline let keys: any CodingKey.Type

    @inlinable @inline(__always)
    init(tape: TapeObject?, source: AnyObject, keys: any CodingKey.Type) {
        // Each stored property set here, not by a default value: a default is a call of its own.
        self.tape = tape
        self.source = source
        self.keys = keys
        failures = []
        walk = MemberWalk()
        lookupSlot = -1
        lastFieldFailed = false
    }

    /// Any other decoder's keyed container, when the object is not on a tape.
    @usableFromInline var container: ContainerObject? {
        tape == nil ? unsafeDowncast(source, to: ContainerObject.self) : nil
    }

    /// Whether the walk stands on the member of the field `tag`.
    @inlinable @inline(__always)
    func walks(_ tag: Int) -> Bool {
        walk.mode == .members && walk.tag == tag
    }

    /// The path step of the member the walk stands on.
    @inlinable @inline(__always)
    var walkedComponent: PathComponent {
        .smallKey(UInt8(truncatingIfNeeded: walk.tag), keys)
    }

    // MARK: - Reading a field

    // Each read puts the field's value into the caller's local, or leaves it nil when the field
    // is absent (recorded when `presence` requires it) or failed (recorded; ``lastFieldFailed``
    // says which). None throws: under any other decoder, the first error is kept in the
    // container (``thrownError``) and thrown by the reader after the read (hand-written code) or
    // at the end of the model (generated code), so a model's `init(from:)` has no error path per
    // field and writes no value of its own: one call per field, out of line.

    /// The value of the field `tag` (the byte of its coding key) as a `T`: the member the walk
    /// stands on, read where it is; else looked up on the tape, or read through another
    /// decoder's container.
    @inlinable @inline(never)
    mutating func read<T: Decodable>(into local: inout T?, tag: Int, _ presence: _JSONFieldPresence) {
        local = readValue(T.self, tag: tag, presence)
    }

    /// ``read(into:tag:_:)``, inlined into the readers of collections and models.
    @inlinable @inline(__always)
    mutating func readValue<T: Decodable>(_ type: T.Type, tag: Int, _ presence: _JSONFieldPresence) -> T? {
        guard let tape, walks(tag) else { return readLookedUp(T.self, key: key(of: tag), presence) }
        return readTapeValue(T.self, tape, at: walk.value, component: walkedComponent, presence, walked: true, failures: &failures, failed: &lastFieldFailed)
    }

    /// ``read(into:tag:_:)`` for the commonest field, an integer: a plain one is taken here, in
    /// one call from the model.
    @usableFromInline
    mutating func readInt(into local: inout Int?, tag: Int, _ presence: _JSONFieldPresence) {
        if let tape, walks(tag), let value = tape.withDecoder({ [index = walk.value] in $0.scannedInteger(Int.self, at: index) }) {
            lastFieldFailed = false
            local = value
            return
        }
        // Anything else out of line, so that this path saves no more registers than it uses.
        read(into: &local, tag: tag, presence)
    }

    /// ``read(into:tag:_:)`` for a string field: a plain one is taken here, in one call from the
    /// model.
    @usableFromInline
    mutating func readString(into local: inout String?, tag: Int, _ presence: _JSONFieldPresence) {
        if let tape, walks(tag), let value = tape.withDecoder({ [index = walk.value] in $0.plainString(at: index) }) {
            lastFieldFailed = false
            local = value
            return
        }
        read(into: &local, tag: tag, presence)
    }

    /// The value of the field `key` as a `T`, for a key that is not one byte (and so has no tag):
    /// looked up on the tape, or read through another decoder's container.
    @inlinable @inline(never)
    mutating func read<T: Decodable>(into local: inout T?, key: any CodingKey, _ presence: _JSONFieldPresence) {
        local = readLookedUp(T.self, key: key, presence)
    }

    /// A field that is not the member the walk stands on: looked up on the tape, or read
    /// through another decoder's container (its error kept, see ``thrownError``).
    @inlinable @inline(never)
    mutating func readLookedUp<T: Decodable>(_ type: T.Type, key: any CodingKey, _ presence: _JSONFieldPresence) -> T? {
        lastFieldFailed = false
        guard let tape else {
            guard let container, container.thrown == nil else { return nil }
            do {
                return try readField(T.self, key: key, in: container, presence)
            } catch {
                keep(error)
                return nil
            }
        }
        var outcome = ModelFieldOutcome.absent
        let slot = slot(tape)
        guard let index = tape.fieldIndex(key: key, slot: slot, presence: presence, failures: &failures, outcome: &outcome) else {
            if case .failed = outcome { lastFieldFailed = true }
            return nil
        }
        return readTapeValue(
            T.self, tape, at: index, component: .step(of: key), presence, walked: false, failures: &failures, failed: &lastFieldFailed)
    }

    /// A field of one key under any other decoder, through its keyed container: out of line,
    /// unspecialised (the other decoder's own work is most of its cost).
    @usableFromInline
    func readField<T: Decodable>(_ type: T.Type, key: any CodingKey, in object: ContainerObject, _ presence: _JSONFieldPresence) throws -> T? {
        try withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
            guard let place = buffer.baseAddress else { return nil }
            return try object.readField(T.self, key: key, presence: presence, into: place) ? place.move() : nil
        }
    }

    // MARK: - Errors of other decoders

    /// The first error another decoder threw for a field of this object, kept until the reader
    /// throws it: nil on the tape, where failures are recorded instead.
    @inlinable
    var thrownError: (any Error)? {
        tape == nil ? container?.thrown : nil
    }

    /// Keeps `error`, thrown by another decoder for a field, as the reader's: the first one
    /// stays, and no field is read after it (as Codable code stops at its first `try`).
    @usableFromInline
    mutating func keep(_ error: any Error) {
        lastFieldFailed = true
        if let container, container.thrown == nil { container.thrown = error }
    }

    /// Throws the error another decoder threw for the last field read, and forgets it: a
    /// hand-written reader throws it where it read the field, and may read others after
    /// catching it, as from a keyed container.
    @inlinable
    mutating func throwKeptError() throws {
        guard tape == nil, let container, let error = container.thrown else { return }
        container.thrown = nil
        throw error
    }

    /// The coding key of the field `tag`.
    @usableFromInline
    func key(of tag: Int) -> any CodingKey {
        keys.fromByte(UInt8(truncatingIfNeeded: tag))
    }

    /// The object's lookup slot on the tape, made now if it has none yet.
    @usableFromInline
    mutating func slot(_ object: TapeObject) -> Int {
        if lookupSlot < 0 { lookupSlot = object.makeLookupSlot() }
        return lookupSlot
    }

    // MARK: - Collections and models

    /// The value `read` makes of the member the walk stands on, when it is the field `tag`'s
    /// and `read` takes it (sets `handled`); else the value ``readValue(_:tag:_:)`` reads.
    @inlinable @inline(__always)
    mutating func readWalked<V: Decodable>(
        _ type: V.Type, tag: Int, _ presence: _JSONFieldPresence,
        _ read: (TapeObject, _ index: Int, _ handled: inout Bool, _ failures: inout [JSONDecodingFailures.Failure]) -> V?
    ) -> V? {
        if let tape, walks(tag) {
            var handled = false
            let value = read(tape, walk.value, &handled, &failures)
            if handled {
                lastFieldFailed = value == nil
                return value
            }
        }
        return readValue(V.self, tag: tag, presence)
    }

    /// ``read(into:tag:_:)`` for an array: on the member the walk stands on, the array is made
    /// here (its storage type known where the model is compiled) and its elements decoded in
    /// place.
    @inlinable @inline(never)
    mutating func readArray<Element: Decodable>(into local: inout [Element]?, tag: Int, _ presence: _JSONFieldPresence) {
        // The common scalars have readers of their own (see `readTapeValue`).
        guard Element.self != Int.self && Element.self != String.self && Element.self != Double.self else {
            local = readValue([Element].self, tag: tag, presence)
            return
        }
        let component = walkedComponent
        local = readWalked([Element].self, tag: tag, presence) { tape, index, handled, failures in
            readWalkedArray(Element.self, tape, at: index, component: component, handled: &handled, failures: &failures)
        }
    }

    /// ``read(into:tag:_:)`` for a dictionary: on the member the walk stands on, the
    /// dictionary is made here and each member's value decoded into it. A value that fails is
    /// recorded and the members after it are decoded too; each value is decoded once.
    @inlinable @inline(never)
    mutating func readDictionary<Value: Decodable>(into local: inout [String: Value]?, tag: Int, _ presence: _JSONFieldPresence) {
        let keys = keys
        local = readWalked([String: Value].self, tag: tag, presence) { tape, index, handled, failures in
            readWalkedDictionary(Value.self, tape, at: index, tag: tag, of: keys, handled: &handled, failures: &failures)
        }
    }

    /// ``read(into:tag:_:)`` for an array of models: on the member the walk stands on, each
    /// element is made by the model's own `_fromJSONObject(_:)`, with the element's object. An
    /// element that fails is recorded and the ones after it are decoded too; each element is
    /// decoded once.
    @inlinable @inline(never)
    mutating func readModels<Element: JSONModelCodable>(into local: inout [Element]?, tag: Int, _ presence: _JSONFieldPresence) {
        let keys = keys
        local = readWalked([Element].self, tag: tag, presence) { tape, index, handled, failures in
            readWalkedModels(Element.self, tape, at: index, tag: tag, of: keys, handled: &handled, failures: &failures)
        }
    }

    /// ``read(into:tag:_:)`` for a model: on the member the walk stands on, made by its own
    /// `_fromJSONObject(_:)` with the object itself; its failures are recorded as the field's.
    @inlinable @inline(never)
    mutating func readModel<T: JSONModelCodable>(into local: inout T?, tag: Int, _ presence: _JSONFieldPresence) {
        let keys = keys
        local = readWalked(T.self, tag: tag, presence) { tape, index, handled, failures in
            readWalkedModel(T.self, tape, at: index, tag: tag, of: keys, handled: &handled, failures: &failures)
        }
    }
}

/// The value of a field at `index` on the tape, at `component` under the object: the common
/// scalars and arrays of them by calls of their own, anything else by the tape decoder. A
/// `walked` member is the walk's, not looked up: a plain value of the type wanted is taken as it
/// is, and `null` is nil where that means nil. `failed` says whether the field failed (recorded).
@inlinable @inline(__always)
func readTapeValue<T: Decodable>(
    _ type: T.Type, _ object: TapeObject, at index: Int, component: PathComponent, _ presence: _JSONFieldPresence, walked: Bool,
    failures: inout [JSONDecodingFailures.Failure], failed: inout Bool
) -> T? {
    failed = false
    if walked {
        // The member the walk stands on, of the type the field wants: one small call, none
        // of the bookkeeping a failure needs.
        if T.self == String.self, let value = object.plainString(at: index) { return unsafeBitCast(value, to: T.self) }
        if T.self == Int.self, let value = object.plainInt(at: index) { return unsafeBitCast(value, to: T.self) }
        if T.self == Bool.self, let value = object.plainBool(at: index) { return unsafeBitCast(value, to: T.self) }
        if T.self == Double.self, let value = object.plainDouble(at: index) { return unsafeBitCast(value, to: T.self) }
        if T.self == [Int].self, let value = object.plainArray(of: Int.self, at: index) { return unsafeBitCast(value, to: T.self) }
        if T.self == [String].self, let value = object.plainArray(of: String.self, at: index) { return unsafeBitCast(value, to: T.self) }
        if T.self == [Double].self, let value = object.plainArray(of: Double.self, at: index) { return unsafeBitCast(value, to: T.self) }
        if presence != .required && object.isNull(at: index) { return nil }
    }
    var outcome = ModelFieldOutcome.absent
    let value: T?
    // The common scalars by a call of their own: no plan lookup and no value witnesses.
    // The compiler keeps the one branch of `T` and drops the others.
    if T.self == String.self {
        value = unsafeBitCast(object.readString(at: index, component: component, presence: presence, failures: &failures, outcome: &outcome), to: T?.self)
    } else if T.self == Int.self {
        value = unsafeBitCast(object.readInt(at: index, component: component, presence: presence, failures: &failures, outcome: &outcome), to: T?.self)
    } else if T.self == Bool.self {
        value = unsafeBitCast(object.readBool(at: index, component: component, presence: presence, failures: &failures, outcome: &outcome), to: T?.self)
    } else if T.self == Double.self {
        value = unsafeBitCast(object.readDouble(at: index, component: component, presence: presence, failures: &failures, outcome: &outcome), to: T?.self)
    } else if T.self == [String].self {
        value = unsafeBitCast(
            object.readArray(of: String.self, at: index, component: component, presence: presence, failures: &failures, outcome: &outcome),
            to: T?.self)
    } else if T.self == [Int].self {
        value = unsafeBitCast(
            object.readArray(of: Int.self, at: index, component: component, presence: presence, failures: &failures, outcome: &outcome), to: T?.self)
    } else if T.self == [Double].self {
        value = unsafeBitCast(
            object.readArray(of: Double.self, at: index, component: component, presence: presence, failures: &failures, outcome: &outcome),
            to: T?.self)
    } else {
        value = withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
            guard let place = buffer.baseAddress else { return nil }
            outcome = object.readField(T.self, at: index, component: component, presence: presence, into: place, failures: &failures)
            if case .decoded = outcome { return place.move() }
            return nil
        }
    }
    if case .failed = outcome { failed = true }
    return value
}

// The values of walked fields that are collections or models, specialised for their element or
// model type alone (once per type in the module that holds the models). Each sets `handled`
// when it read the value, and returns nil then only when the value failed (recorded); unset,
// the general reader reads the field.

/// An array on the member a walk stands on, made where the model is compiled (its storage type
/// known there) and its elements decoded in place.
@inlinable @inline(__always)
func readWalkedArray<Element: Decodable>(
    _ type: Element.Type, _ object: TapeObject, at index: Int, component: PathComponent, handled: inout Bool,
    failures: inout [JSONDecodingFailures.Failure]
) -> [Element]? {
    guard let count = object.elementCount(at: index) else { return nil }
    handled = true
    if count == 0 { return [] }
    var filled = false
    let array = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        filled = object.fillElements(Element.self, at: index, component: component, count: count, into: base, initialized: &initialized, failures: &failures)
    }
    return filled ? array : nil
}

/// An object on the member a walk stands on, read as a dictionary: the first of two equal keys
/// wins, as in Foundation.
@inlinable @inline(__always)
func readWalkedDictionary<Value: Decodable>(
    _ type: Value.Type, _ object: TapeObject, at index: Int, tag: Int, of keyType: any CodingKey.Type, handled: inout Bool,
    failures: inout [JSONDecodingFailures.Failure]
) -> [String: Value]? {
    guard var members = object.dictionaryMembers(at: index, tag: tag, of: keyType) else { return nil }
    handled = true
    var dictionary = [String: Value](minimumCapacity: members.count)
    // The keys of members that failed: a later member of the same key is passed over, as the
    // first of two equal keys wins.
    var failedKeys: Set<String> = []
    while let name = members.next() {
        if dictionary.index(forKey: name) != nil || failedKeys.contains(name) { continue }
        if Value.self == String.self, let value = members.plainString() {
            dictionary[name] = unsafeBitCast(value, to: Value.self)
            continue
        }
        var outcome = ElementOutcome.failed
        let value = withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer -> Value? in
            guard let place = buffer.baseAddress else { return nil }
            outcome = members.decode(Value.self, key: name, into: place, failedBefore: !failedKeys.isEmpty, failures: &failures)
            return outcome == .decoded ? place.move() : nil
        }
        if let value {
            dictionary[name] = value
            continue
        }
        failedKeys.insert(name)
        if outcome == .stopped { break }
    }
    return failedKeys.isEmpty ? dictionary : nil
}

/// An array of models on the member a walk stands on: each element made by the model's own
/// `_fromJSONObject(_:)`, with the element's object. An element that fails is recorded and the
/// ones after it are decoded too, so that one error names every element that failed; each
/// element is decoded once.
@inlinable @inline(__always)
func readWalkedModels<Element: JSONModelCodable>(
    _ type: Element.Type, _ object: TapeObject, at index: Int, tag: Int, of keyType: any CodingKey.Type, handled: inout Bool,
    failures: inout [JSONDecodingFailures.Failure]
) -> [Element]? {
    guard var elements = object.modelElements(at: index, tag: tag, of: keyType) else { return nil }
    handled = true
    if elements.count == 0 { return [] }
    var failed = false
    let array = [Element](unsafeUninitializedCapacity: elements.count) { buffer, initialized in
        guard let base = buffer.baseAddress else { return }
        var failure: (any Error)?
        while let source = elements.next() {
            do {
                (base + initialized).initialize(to: try Element._fromJSONObject(source))
                initialized += 1
            } catch {
                failure = error
                break
            }
        }
        elements.finish()
        // A failed element, or one that is not an object: the rest, out of line.
        if failure != nil || initialized < elements.count {
            failed = !elements.finish(Element.self, after: failure, into: base, initialized: &initialized, failures: &failures)
        }
    }
    return failed ? nil : array
}

/// A model on the member a walk stands on, made by its own `_fromJSONObject(_:)` with the
/// object itself; its failures are recorded as the field's.
@inlinable @inline(__always)
func readWalkedModel<T: JSONModelCodable>(
    _ type: T.Type, _ object: TapeObject, at index: Int, tag: Int, of keyType: any CodingKey.Type, handled: inout Bool,
    failures: inout [JSONDecodingFailures.Failure]
) -> T? {
    let nested = object.nesting
    guard let source = object.nestedObject(at: index, tag: tag, of: keyType, in: nested) else { return nil }
    handled = true
    defer { nested.finish() }
    do {
        return try T._fromJSONObject(source)
    } catch {
        nested.record(error, at: index, into: &failures)
        return nil
    }
}

/// How a field's absence, and a failure to decode it, are taken: what code `@JSONModel`
/// writes tells each read of a field.
@_documentation(visibility: internal)
public enum _JSONFieldPresence: Sendable {
    /// Missing is `keyNotFound`; the value is decoded whatever it is.
    case required
    /// Missing or `null` is nil.
    case optional
    /// Missing or `null` is nil, and so is a value that fails (reported).
    case defaultIfInvalid
}
