// Reading one JSON object into a model: the runtime that `@JSONModel`'s `init(from:)` calls.
// Under `JSONModelDecoder` it walks the object's members on the tape (MemberWalk.swift), or
// looks a field's key up with the same key lookup as the Codable keyed container, and reads
// values with the same value readers, without a container; under any other decoder it reads
// through a keyed container, as Codable code always does.

import Foundation

/// Reads the fields of one JSON object: what a `@JSONModel` type's `init(from:)` is made of.
///
/// Each `decode` finds a field's member (by the model's key matching: an exact key first,
/// else one equal ignoring case, `_` and `-`) and decodes its value; or, in a loop over
/// ``nextField()``, decodes the member the walk over the object stands on. Under
/// ``JSONModelDecoder`` a field that fails is recorded and the next one is read, so that
/// ``failure()`` names every field that failed at once; the methods then return nil for it.
/// Under any other decoder (such as Foundation's `JSONDecoder`), the first failure is thrown,
/// as Codable code does.
///
/// A reader is noncopyable: it stands for one place in one decode (where its walk is, which
/// lookups it made), so it lives as a local of the `init(from:)` that made it, and a copy of it
/// or a closure that keeps it does not compile.
///
/// ```swift
/// struct Photo: Codable {
///     var title: String
///     var tags: [String]
///     var isNew: Bool
///
///     enum CodingKeys: String, CodingKey { case title, tags, isNew }
///
///     init(from decoder: any Decoder) throws {
///         var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
///         let title = try object.decode(String.self, for: .key(.title))
///         let tags = try object.decode(for: .key(.tags), using: SpaceSeparated())
///         let isNew = try object.decode(Bool.self, for: .key(.isNew), default: true)
///         guard let title, let tags, let isNew, object.succeeded else { throw object.failure() }
///         self.init(title: title, tags: tags, isNew: isNew)
///     }
/// }
/// ```
public struct JSONObjectReader<Key: CodingKey>: ~Copyable {

    /// What the reader reads and where it is, without the key type: the typed reads of its
    /// fields are methods of the cursor, specialised for the value's type alone.
    @usableFromInline var cursor: ObjectCursor

    /// The object on the tape, when there is one.
    @inlinable var tape: TapeObject? { cursor.tape }
    /// The tape decoder, or any other decoder's keyed container.
    @inlinable var source: AnyObject { cursor.source }
    /// Fields that failed so far, on the tape.
    @inlinable var failures: [JSONDecodingFailures.Failure] {
        get { cursor.failures }
        _modify { yield &cursor.failures }
    }
    /// Where ``nextField()`` is.
    @inlinable var walk: MemberWalk {
        get { cursor.walk }
        _modify { yield &cursor.walk }
    }
    /// The object's key lookup slot on the tape, made on the first lookup; -1 before.
    @inlinable var lookupSlot: Int {
        get { cursor.lookupSlot }
        _modify { yield &cursor.lookupSlot }
    }
    /// Whether the last field read failed (and was recorded), as opposed to being absent.
    @inlinable var lastFieldFailed: Bool {
        get { cursor.lastFieldFailed }
        _modify { yield &cursor.lastFieldFailed }
    }

    /// Any other decoder's keyed container, when the object is not on a tape.
    @usableFromInline var container: ContainerObject? { cursor.container }

    /// A reader of the object `decoder` stands for.
    ///
    /// ```swift
    /// var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
    /// ```
    ///
    /// - Throws: `DecodingError.typeMismatch` (or `valueNotFound` for `null`) when the value is
    ///   not an object.
    @inlinable @inline(__always)
    public init(from decoder: borrowing any Decoder, keyedBy type: Key.Type) throws {
        self.init(try JSONObjectSource(from: decoder), keyedBy: type)
    }

    /// A reader of the object `source` stands for: what a `@JSONModel` struct's
    /// `_fromJSONObject(_:)` reads its fields with.
    ///
    /// ```swift
    /// var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
    /// ```
    @inlinable @inline(__always)
    public init(_ source: consuming JSONObjectSource, keyedBy type: Key.Type) {
        cursor = ObjectCursor(tape: source.tape, source: source.source, keys: Key.self)
    }

    /// A reader of `tape`, or of the container `source` when there is no tape.
    @inlinable @inline(__always)
    init(tape: TapeObject?, source: AnyObject) {
        cursor = ObjectCursor(tape: tape, source: source, keys: Key.self)
    }

    /// True while no field has failed (and, under another decoder, while none of the reads
    /// `@JSONModel` writes has kept an error of that decoder).
    @inlinable public var succeeded: Bool { failures.isEmpty && cursor.thrownError == nil }

    /// The error for the fields that failed: a `DecodingError`, the first failure, with all of
    /// them as its underlying ``JSONDecodingFailures``; `JSONModelDecoder` gathers the lists of
    /// nested models on the way up into one for the whole document. Under another decoder, the
    /// error that decoder threw for a field, when the reads that `@JSONModel` writes kept it
    /// (they throw nothing themselves; this reader's `decode` methods throw it at once).
    ///
    /// ```swift
    /// guard let title, object.succeeded else { throw object.failure() }
    /// ```
    public func failure() -> any Error {
        if let error = cursor.thrownError { return error }
        if failures.isEmpty {
            // Not reached by generated code: a field returns nil only after recording why.
            return DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "the object could not be decoded"))
        }
        return JSONDecodingFailures.thrown(orderedFailures)
    }

    /// ``failure()`` with the failures of the superclass's fields too, read from the same
    /// object by `superclass` (the superclass's `init(from:)`): a subclass reports every bad
    /// field of its object at once, its own and its superclass's.
    ///
    /// ```swift
    /// guard let doors, object.succeeded else {
    ///     throw object.failure(decodingSuperclass: { try Vehicle(from: decoder) })
    /// }
    /// ```
    public func failure<Superclass>(decodingSuperclass superclass: () throws -> Superclass) -> any Error {
        guard let tape else { return failure() }
        let decoder = tape.withDecoder { $0 }
        var all = orderedFailures
        do {
            _ = try superclass()
        } catch {
            decoder.record(error, at: tape.object, into: &all)
        }
        return all.isEmpty ? failure() : JSONDecodingFailures.thrown(all)
    }

    /// Throws ``failure()`` when a field has failed.
    ///
    /// ```swift
    /// try object.finish()
    /// ```
    ///
    /// - Throws: `DecodingError`: the first field that failed, with every one of them as its
    ///   ``JSONDecodingFailures`` (its `underlyingError`).
    public func finish() throws {
        if let error = cursor.thrownError { throw error }
        if !failures.isEmpty { throw JSONDecodingFailures.thrown(orderedFailures) }
    }

    // MARK: - Fields

    /// Decodes a required field: a missing key is `keyNotFound`, `null` is `valueNotFound`
    /// (unless `T` reads `null`, as an optional does).
    ///
    /// ```swift
    /// let title = try object.decode(String.self, for: .key(.title))
    /// ```
    ///
    /// Arrays, dictionaries and `@JSONModel` types have overloads of their own: on the member
    /// a walk stands on, an array's elements are decoded in place, and a model's own decoding
    /// reads the object itself, as in the code `@JSONModel` writes.
    ///
    /// - Returns: the value, or nil when the field failed under `JSONModelDecoder` (recorded).
    /// - Throws: the field's `DecodingError` under any other decoder.
    @inlinable
    public mutating func decode<T: Decodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        guard case .key(let key) = field.location else { return try readAnywhere(T.self, field, .required) }
        var value: T?
        readKey(into: &value, key, .required)
        try cursor.throwKeptError()
        return value
    }

    /// Decodes an optional field: a missing key or `null` is nil.
    ///
    /// ```swift
    /// let notes = try object.decodeIfPresent(String.self, for: .key(.notes))
    /// ```
    ///
    /// - Throws: the field's `DecodingError` under any other decoder than `JSONModelDecoder`.
    @inlinable
    public mutating func decodeIfPresent<T: Decodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        guard case .key(let key) = field.location else { return try readAnywhere(T.self, field, .optional) }
        var value: T?
        readKey(into: &value, key, .optional)
        try cursor.throwKeptError()
        return value
    }

    /// The field of one key into `local`, by the cursor: the commonest types by calls of their
    /// own (the one branch of `T` stays), a key of more than one byte (no tag) by the key itself.
    @inlinable @inline(__always)
    mutating func readKey<T: Decodable>(into local: inout T?, _ key: Key, _ presence: _JSONFieldPresence) {
        let tag = fieldTag(key)
        guard tag >= 0 else { return cursor.read(into: &local, key: key, presence) }
        if T.self == Int.self {
            withUnsafeMutablePointer(to: &local) { local in
                local.withMemoryRebound(to: Int?.self, capacity: 1) { cursor.readInt(into: &$0.pointee, tag: tag, presence) }
            }
        } else if T.self == String.self {
            withUnsafeMutablePointer(to: &local) { local in
                local.withMemoryRebound(to: String?.self, capacity: 1) { cursor.readString(into: &$0.pointee, tag: tag, presence) }
            }
        } else {
            cursor.read(into: &local, tag: tag, presence)
        }
    }

    /// Decodes a field with a default value, used when the key is missing or `null`, and with
    /// ``JSONInvalidValueStrategy/useDefault`` also for a value of the wrong type (reported).
    ///
    /// ```swift
    /// let isNew = try object.decode(Bool.self, for: .key(.isNew), default: true)
    /// ```
    ///
    /// - Returns: the value or the default; nil when the field failed (recorded).
    /// - Throws: the field's `DecodingError` under any other decoder than `JSONModelDecoder`.
    public mutating func decode<T: Decodable>(
        _ type: T.Type, for field: JSONField<Key>, default defaultValue: @autoclosure () -> T,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws -> T? {
        let presence: _JSONFieldPresence = invalid == .useDefault ? .defaultIfInvalid : .optional
        var value: T?
        if case .key(let key) = field.location {
            readKey(into: &value, key, presence)
            try cursor.throwKeptError()
        } else {
            value = try readAnywhere(T.self, field, presence)
        }
        return value ?? (lastFieldFailed ? nil : defaultValue())
    }

    /// Any other field: a key path or alternatives, or a field under another decoder.
    @usableFromInline
    mutating func readAnywhere<T: Decodable>(_ type: T.Type, _ field: JSONField<Key>, _ presence: _JSONFieldPresence) throws -> T? {
        try read(field, presence, tape: { decoder, index, node, key in
            try decoder.decode(T.self, at: index, parent: node, component: .key(key))
        }, container: { container, key in try container.decode(T.self, forKey: key) })
    }

    // MARK: - Reading a field

    /// Finds `field` and decodes it with `tape` or `container`, as `presence` says.
    mutating func read<T>(
        _ field: JSONField<Key>, _ presence: _JSONFieldPresence,
        tape: (TapeDecoder, Int, PathNode, Key) throws -> T,
        container: (KeyedDecodingContainer<StringCodingKey>, StringCodingKey) throws -> T
    ) throws -> T? {
        lastFieldFailed = false
        if let object = self.tape {
            // The member a walk stands on is read where it is; anything else is looked up.
            var current: Int?
            if walk.mode == .members, case .key(let key) = field.location, walk.tag == fieldTag(key) { current = walk.value }
            let slot = current == nil ? cursor.slot(object) : -1
            let value = object.withDecoder { decoder in
                readFromTape(field, presence, decoder: decoder, object: object, slot: slot, current: current, tape)
            }
            // After a walk, a field found by its own lookup (a key path, alternatives) is in
            // the order of the fields where its first key is.
            if walk.mode != .notStarted && current == nil, let first = field.paths.first?.first { orderFailures(as: fieldTag(first)) }
            return value
        }
        // A reader has a tape or a container: the init sets one of them. After another
        // decoder's error (kept for generated code to throw), no field is read.
        guard let object = self.container, object.thrown == nil else { return nil }
        return try readFromContainer(field, presence, object: object, container)
    }

    mutating func readFromTape<T>(
        _ field: JSONField<Key>, _ presence: _JSONFieldPresence, decoder: TapeDecoder, object: TapeObject, slot: Int, current: Int?,
        _ body: (TapeDecoder, Int, PathNode, Key) throws -> T
    ) -> T? {
        let node = object.node.takeUnretainedValue()
        let found: (index: Int, node: PathNode, key: Key)
        switch field.location {
        case .key(let key):
            guard let index = current ?? decoder.valueIndex(for: key, in: object.object, lookup: decoder.lookupState(slot)) else {
                if presence == .required { record(decoder.keyNotFound(key, inObject: object.object, node: node), decoder, at: object.object) }
                return nil
            }
            found = (index, node, key)
        case .paths(let paths):
            do {
                guard let located = try locate(paths, decoder: decoder, slot: slot) else {
                    if presence == .required, let first = paths.first?.first {
                        var error = decoder.keyNotFound(first, inObject: object.object, node: node)
                        if paths.count > 1 || paths[0].count > 1 {
                            error = error.appendingToDescription(" (looked for \(paths.map { quoted($0.map(\.stringValue).joined(separator: ".")) }.joined(separator: ", ")))")
                        }
                        record(error, decoder, at: object.object)
                    }
                    return nil
                }
                found = located
            } catch {
                record(error, decoder, at: object.object)
                return nil
            }
        }
        if presence != .required && decoder.entries[found.index].kind == .null { return nil }
        do {
            return try body(decoder, found.index, found.node, found.key)
        } catch {
            if presence == .defaultIfInvalid {
                decoder.report?.visitedObjects.subtract(found.index ..< decoder.valueEnd(found.index))
                decoder.report?.add(
                    .defaultedValue, path: found.node.jsonPath(appending: .key(found.key)),
                    message: "used the default value instead of \(decoder.describeValue(at: found.index)): \(describe(error))")
                return nil
            }
            record(error, decoder, at: found.index)
            return nil
        }
    }

    /// The value of the first of `paths` that the object has, with its parent's path and its key;
    /// nil when none is there.
    ///
    /// - Throws: a type mismatch when a key before the last holds something else than an object.
    func locate(_ paths: [[Key]], decoder: TapeDecoder, slot: Int) throws -> (index: Int, node: PathNode, key: Key)? {
        for path in paths {
            guard let last = path.last else { continue }
            var object = decoder.lookup(slot).object
            var objectSlot = slot
            var node = decoder.lookup(slot).node
            var reached = true
            for key in path.dropLast() {
                guard let index = decoder.valueIndex(for: key, in: object, lookup: decoder.lookupState(objectSlot)) else {
                    reached = false
                    break
                }
                node = node.appending(.key(key))
                guard decoder.entries[index].kind == .object else {
                    if decoder.entries[index].kind == .null {
                        reached = false
                        break
                    }
                    throw decoder.containerMismatch(expected: [String: Any].self, at: index, path: node.codingPath())
                }
                decoder.report?.visitedObjects.insert(index)
                object = index
                objectSlot = decoder.addLookup(node: node, object: index, matching: decoder.modelKeyMatching)
            }
            guard reached else { continue }
            if let index = decoder.valueIndex(for: last, in: object, lookup: decoder.lookupState(objectSlot)) { return (index, node, last) }
        }
        return nil
    }

    mutating func record(_ error: any Error, _ decoder: TapeDecoder, at index: Int) {
        lastFieldFailed = true
        decoder.record(error, at: index, into: &failures)
    }

    mutating func readFromContainer<T>(
        _ field: JSONField<Key>, _ presence: _JSONFieldPresence, object: ContainerObject,
        _ body: (KeyedDecodingContainer<StringCodingKey>, StringCodingKey) throws -> T
    ) throws -> T? {
        var found: (container: KeyedDecodingContainer<StringCodingKey>, key: StringCodingKey)?
        paths: for path in field.paths {
            var container = object.container
            var table: ContainerMembers? = object.namedMembers
            for key in path.dropLast() {
                guard let member = memberKey(for: key, in: container, table: table), !(try container.decodeNil(forKey: member)) else {
                    continue paths
                }
                container = try container.nestedContainer(keyedBy: StringCodingKey.self, forKey: member)
                table = nil
            }
            if let last = path.last, let member = memberKey(for: last, in: container, table: table) {
                found = (container, member)
                break
            }
        }
        guard let found else {
            guard presence == .required, let first = field.paths.first?.first else { return nil }
            throw containerKeyNotFound(first, in: object.container)
        }
        if presence != .required, try found.container.decodeNil(forKey: found.key) { return nil }
        do {
            return try body(found.container, found.key)
        } catch where presence == .defaultIfInvalid {
            return nil
        }
    }

    /// The member of `container` that `key` reads: the key itself, else the first one equal
    /// to it ignoring case, `_` and `-`.
    /// `table` holds the members of `container` when it is the reader's own object; a nested
    /// object (of a key path) gets a table of its own for the lookup.
    func memberKey(for key: Key, in container: KeyedDecodingContainer<StringCodingKey>, table: ContainerMembers?) -> StringCodingKey? {
        let exact = StringCodingKey(key.stringValue)
        if container.contains(exact) { return exact }
        return (table ?? ContainerMembers()).member(for: key, in: container)
    }

    /// Whether the field is there and `null`.
    mutating func isPresentNull(_ field: JSONField<Key>) -> Bool {
        if let tape {
            let decoder = tape.withDecoder { $0 }
            guard let located = try? locate(field.paths, decoder: decoder, slot: cursor.slot(tape)) else { return false }
            return decoder.entries[located.index].kind == .null
        }
        guard let container else { return false }
        let object = container.container
        for path in field.paths where path.count == 1 {
            if let member = memberKey(for: path[0], in: object, table: container.namedMembers) { return (try? object.decodeNil(forKey: member)) ?? false }
        }
        return false
    }
}

extension JSONObjectReader {
    /// Decodes a value from the same object as this one's fields (for `@JSONFlatten`).
    ///
    /// ```swift
    /// let location = try object.decodeFlattened(Coordinate.self, from: decoder)
    /// ```
    ///
    /// - Throws: the value's error under any other decoder than `JSONModelDecoder`.
    @inlinable
    public mutating func decodeFlattened<T: Decodable>(_ type: T.Type, from decoder: any Decoder) throws -> T? {
        // Inlined where `T` is known, so that a generic `T` (a tagged case's `Activity<Payload>`)
        // is decoded by code specialised for its arguments, not by its generic `init(from:)`.
        guard let object = self.tape else { return try T(from: decoder) }
        do {
            return try T(from: decoder)
        } catch {
            recordFlattenedFailure(error, object)
            return nil
        }
    }

    /// Records the failure of a flattened value, located where the object is.
    @usableFromInline
    mutating func recordFlattenedFailure(_ error: any Error, _ object: TapeObject) {
        let tape = object.withDecoder { $0 }
        record(error, tape, at: tape.current)
    }

    /// Merges the same object into a flattened model (for `@JSONFlatten` in `merge(json:)`).
    ///
    /// - Throws: as ``decodeFlattened(_:from:)-(T.Type,_)``.
    public mutating func mergeFlattened<T: JSONModelCodable>(_ value: inout T, from decoder: any Decoder) throws {
        // Another decoder's error kept by an update before: the first error is the one thrown.
        if let error = cursor.thrownError { throw error }
        var merged = value
        guard let object = self.tape else {
            try merged.merge(from: decoder)
            value = merged
            return
        }
        let tape = object.withDecoder { $0 }
        do {
            try merged.merge(from: decoder)
            value = merged
        } catch {
            record(error, tape, at: tape.current)
        }
    }

    /// Decodes a flattened value that is not a model anew (for `@JSONFlatten` in `merge(json:)`).
    ///
    /// - Throws: as ``decodeFlattened(_:from:)-(T.Type,_)``.
    public mutating func mergeFlattened<T: Decodable>(_ value: inout T, from decoder: any Decoder) throws {
        if let error = cursor.thrownError { throw error }
        if let decoded = try decodeFlattened(T.self, from: decoder) { value = decoded }
    }
}
