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
    /// `init(_jsonObject:)` reads its fields with.
    ///
    /// ```swift
    /// var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
    /// ```
    @inlinable @inline(__always)
    public init(_ source: JSONObjectSource, keyedBy type: Key.Type) {
        cursor = ObjectCursor(tape: source.tape, source: source.source, keys: Key.self)
    }

    /// A reader of `tape`, or of the container `source` when there is no tape.
    @inlinable @inline(__always)
    init(tape: TapeObject?, source: AnyObject) {
        cursor = ObjectCursor(tape: tape, source: source, keys: Key.self)
    }

    /// True while no field has failed.
    @inlinable public var succeeded: Bool { failures.isEmpty }

    /// The error for the fields that failed: a `DecodingError`, the first failure, with all of
    /// them as its underlying ``JSONDecodingFailures``; `JSONModelDecoder` gathers the lists of
    /// nested models on the way up into one for the whole document.
    ///
    /// ```swift
    /// guard let title, object.succeeded else { throw object.failure() }
    /// ```
    public func failure() -> any Error {
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
    @inlinable @inline(__always)
    public mutating func decode<T: Decodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        guard case .key(let key) = field.location else { return try readAnywhere(T.self, field, .required) }
        return try readKey(T.self, key, .required)
    }

    /// Decodes an optional field: a missing key or `null` is nil.
    ///
    /// ```swift
    /// let notes = try object.decodeIfPresent(String.self, for: .key(.notes))
    /// ```
    ///
    /// - Throws: the field's `DecodingError` under any other decoder than `JSONModelDecoder`.
    @inlinable @inline(__always)
    public mutating func decodeIfPresent<T: Decodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        guard case .key(let key) = field.location else { return try readAnywhere(T.self, field, .optional) }
        return try readKey(T.self, key, .optional)
    }

    /// The field of one key as a `T`, by the cursor: the commonest types by calls of their own
    /// (the one branch of `T` stays), a key of more than one byte (no tag) by the key itself.
    @inlinable @inline(__always)
    mutating func readKey<T: Decodable>(_ type: T.Type, _ key: Key, _ presence: FieldPresence) throws -> T? {
        let tag = fieldTag(key)
        guard tag >= 0 else { return try cursor.read(T.self, key: key, presence) }
        if T.self == Int.self { return unsafeBitCast(try cursor.readInt(tag: tag, presence), to: T?.self) }
        if T.self == String.self { return unsafeBitCast(try cursor.readString(tag: tag, presence), to: T?.self) }
        return try cursor.read(T.self, tag: tag, presence)
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
        let presence: FieldPresence = invalid == .useDefault ? .defaultIfInvalid : .optional
        let value: T?
        if case .key(let key) = field.location {
            value = try readKey(T.self, key, presence)
        } else {
            value = try readAnywhere(T.self, field, presence)
        }
        return value ?? (lastFieldFailed ? nil : defaultValue())
    }

    /// Any other field: a key path or alternatives, or a field under another decoder.
    @usableFromInline
    mutating func readAnywhere<T: Decodable>(_ type: T.Type, _ field: JSONField<Key>, _ presence: FieldPresence) throws -> T? {
        try read(field, presence, tape: { decoder, index, node, key in
            try decoder.decode(T.self, at: index, parent: node, component: .key(key))
        }, container: { container, key in try container.decode(T.self, forKey: key) })
    }

    // MARK: - Transformers

    /// Decodes a required field in its JSON form and converts it with `transformer`.
    ///
    /// ```swift
    /// let tags = try object.decode(for: .key(.tags), using: SpaceSeparated())
    /// ```
    ///
    /// - Throws: the field's `DecodingError` under any other decoder than `JSONModelDecoder`;
    ///   a failed conversion is `dataCorrupted` at the field, with the transformer's error.
    public mutating func decode<Transformer: JSONTransformer>(
        for field: JSONField<Key>, using transformer: Transformer
    ) throws -> Transformer.Value? {
        try read(field, .required, tape: Self.transformed(transformer), container: Self.transformed(transformer))
    }

    /// Like ``decode(for:using:)``; a missing key or `null` is nil.
    ///
    /// ```swift
    /// let edited = try object.decodeIfPresent(for: .key(.edited), using: ISO8601Date())
    /// ```
    ///
    /// - Throws: as ``decode(for:using:)``.
    public mutating func decodeIfPresent<Transformer: JSONTransformer>(
        for field: JSONField<Key>, using transformer: Transformer
    ) throws -> Transformer.Value? {
        try read(field, .optional, tape: Self.transformed(transformer), container: Self.transformed(transformer))
    }

    /// Like ``decode(for:using:)``, with a default for a missing key or `null` (and with
    /// ``JSONInvalidValueStrategy/useDefault``, for a value that cannot be converted).
    ///
    /// ```swift
    /// let taken = try object.decode(for: .key(.taken), using: UnixSeconds(), default: .distantPast)
    /// ```
    ///
    /// - Throws: as ``decode(for:using:)``.
    public mutating func decode<Transformer: JSONTransformer>(
        for field: JSONField<Key>, using transformer: Transformer, default defaultValue: @autoclosure () -> Transformer.Value,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws -> Transformer.Value? {
        let value = try read(
            field, invalid == .useDefault ? .defaultIfInvalid : .optional, tape: Self.transformed(transformer), container: Self.transformed(transformer))
        return value ?? (lastFieldFailed ? nil : defaultValue())
    }

    private static func transformed<Transformer: JSONTransformer>(
        _ transformer: Transformer
    ) -> (TapeDecoder, Int, PathNode, Key) throws -> Transformer.Value {
        { decoder, index, node, key in
            let encoded = try decoder.decode(Transformer.Encoded.self, at: index, parent: node, component: .key(key))
            return try decodeTransformed(encoded, using: transformer, path: node.codingPath(appending: .key(key)), location: decoder.location(of: index))
        }
    }

    private static func transformed<Transformer: JSONTransformer>(
        _ transformer: Transformer
    ) -> (KeyedDecodingContainer<StringCodingKey>, StringCodingKey) throws -> Transformer.Value {
        { container, key in
            let encoded = try container.decode(Transformer.Encoded.self, forKey: key)
            return try decodeTransformed(encoded, using: transformer, path: container.codingPath + [key])
        }
    }

    // MARK: - Lossy collections

    /// Decodes an array field, leaving out the elements that cannot be decoded; each one left out
    /// is in the decoding report, with its path.
    ///
    /// ```swift
    /// let photos = try object.decode([Photo].self, for: .key(.photos), skippingInvalidElements: true)
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``, when the field itself is missing or not an array.
    public mutating func decode<Element: Decodable>(
        _ type: [Element].Type, for field: JSONField<Key>, skippingInvalidElements: Bool
    ) throws -> [Element]? {
        guard skippingInvalidElements else { return try decode(type, for: field) }
        return try read(field, .required, tape: Self.lossyArray, container: Self.lossyArray)
    }

    /// Like `decode(_:for:skippingInvalidElements:)`, for an optional array.
    ///
    /// - Throws: as `decode(_:for:skippingInvalidElements:)`.
    public mutating func decodeIfPresent<Element: Decodable>(
        _ type: [Element].Type, for field: JSONField<Key>, skippingInvalidElements: Bool
    ) throws -> [Element]? {
        guard skippingInvalidElements else { return try decodeIfPresent(type, for: field) }
        return try read(field, .optional, tape: Self.lossyArray, container: Self.lossyArray)
    }

    /// Like `decode(_:for:skippingInvalidElements:)`, for an array with a default.
    ///
    /// - Throws: as `decode(_:for:skippingInvalidElements:)`.
    public mutating func decode<Element: Decodable>(
        _ type: [Element].Type, for field: JSONField<Key>, skippingInvalidElements: Bool, default defaultValue: @autoclosure () -> [Element],
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws -> [Element]? {
        guard skippingInvalidElements else { return try decode(type, for: field, default: defaultValue(), ifInvalid: invalid) }
        let value: [Element]? = try read(field, invalid == .useDefault ? .defaultIfInvalid : .optional, tape: Self.lossyArray, container: Self.lossyArray)
        return value ?? (lastFieldFailed ? nil : defaultValue())
    }

    /// Decodes a dictionary field, leaving out the members that cannot be decoded (reported).
    ///
    /// ```swift
    /// let caches = try object.decode([String: Cache].self, for: .key(.caches), skippingInvalidElements: true)
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``, when the field itself is missing or not an object.
    public mutating func decode<Value: Decodable>(
        _ type: [String: Value].Type, for field: JSONField<Key>, skippingInvalidElements: Bool
    ) throws -> [String: Value]? {
        guard skippingInvalidElements else { return try decode(type, for: field) }
        return try read(field, .required, tape: Self.lossyDictionary, container: Self.lossyDictionary)
    }

    /// Like `decode(_:for:skippingInvalidElements:)`, for an optional dictionary.
    ///
    /// - Throws: as `decode(_:for:skippingInvalidElements:)`.
    public mutating func decodeIfPresent<Value: Decodable>(
        _ type: [String: Value].Type, for field: JSONField<Key>, skippingInvalidElements: Bool
    ) throws -> [String: Value]? {
        guard skippingInvalidElements else { return try decodeIfPresent(type, for: field) }
        return try read(field, .optional, tape: Self.lossyDictionary, container: Self.lossyDictionary)
    }

    private static func lossyArray<Element: Decodable>(
        _ decoder: TapeDecoder, _ index: Int, _ node: PathNode, _ key: Key
    ) throws -> [Element] {
        try decoder.decodeArraySkippingInvalid(Element.self, at: index, node: node.appending(.key(key)))
    }

    private static func lossyArray<Element: Decodable>(
        _ container: KeyedDecodingContainer<StringCodingKey>, _ key: StringCodingKey
    ) throws -> [Element] {
        var elements = try container.nestedUnkeyedContainer(forKey: key)
        var result: [Element] = []
        while !elements.isAtEnd {
            if let element = try? elements.decode(Element.self) {
                result.append(element)
            } else if (try? elements.decode(SkippedElement.self)) == nil {
                break
            }
        }
        return result
    }

    /// Any element, read as nothing: decoding it moves an unkeyed container past an element
    /// that did not decode, whatever it holds (a number too large for any Swift type too).
    private struct SkippedElement: Decodable {
        init(from decoder: any Decoder) {}
    }

    private static func lossyDictionary<Value: Decodable>(
        _ decoder: TapeDecoder, _ index: Int, _ node: PathNode, _ key: Key
    ) throws -> [String: Value] {
        try decoder.decodeDictionarySkippingInvalid(Value.self, at: index, node: node.appending(.key(key)))
    }

    private static func lossyDictionary<Value: Decodable>(
        _ container: KeyedDecodingContainer<StringCodingKey>, _ key: StringCodingKey
    ) throws -> [String: Value] {
        let members = try container.nestedContainer(keyedBy: StringCodingKey.self, forKey: key)
        var result: [String: Value] = [:]
        for member in members.allKeys {
            if let value = try? members.decode(Value.self, forKey: member) { result[member.stringValue] = value }
        }
        return result
    }

    // MARK: - Merging

    /// Replaces `value` with the field's value when the object has the field; leaves it as it
    /// is otherwise. For `merge(json:)`.
    ///
    /// ```swift
    /// var title = self.title
    /// try object.update(&title, for: .key(.title))
    /// ```
    ///
    /// - Throws: the field's `DecodingError` under any other decoder than `JSONModelDecoder`.
    public mutating func update<T: Decodable>(_ value: inout T, for field: JSONField<Key>) throws {
        if let decoded = try decodeIfPresent(T.self, for: field) { value = decoded }
    }

    /// Like ``update(_:for:)-(T,_)``, for an optional property: `null` makes it nil.
    ///
    /// ```swift
    /// try object.update(&notes, for: .key(.notes))
    /// ```
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<T: Decodable>(_ value: inout T?, for field: JSONField<Key>) throws {
        if let decoded = try decodeIfPresent(T.self, for: field) {
            value = decoded
        } else if !lastFieldFailed, isPresentNull(field) {
            value = nil
        }
    }

    /// Like ``update(_:for:)-(T,_)``, converting the field with `transformer`.
    ///
    /// ```swift
    /// try object.update(&tags, for: .key(.tags), using: SpaceSeparated())
    /// ```
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Transformer: JSONTransformer>(
        _ value: inout Transformer.Value, for field: JSONField<Key>, using transformer: Transformer
    ) throws {
        if let decoded = try read(field, .optional, tape: Self.transformed(transformer), container: Self.transformed(transformer)) {
            value = decoded
        }
    }

    /// Like ``update(_:for:using:)``, for an optional property: `null` makes it nil.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Transformer: JSONTransformer>(
        _ value: inout Transformer.Value?, for field: JSONField<Key>, using transformer: Transformer
    ) throws {
        if let decoded = try read(field, .optional, tape: Self.transformed(transformer), container: Self.transformed(transformer)) {
            value = decoded
        } else if !lastFieldFailed, isPresentNull(field) {
            value = nil
        }
    }

    /// Like ``update(_:for:)-(T,_)``; with ``JSONInvalidValueStrategy/useDefault``, a value of
    /// the wrong type leaves `value` as it is (reported), as decoding falls back on the default.
    ///
    /// ```swift
    /// try object.update(&volume, for: .key(.volume), ifInvalid: .useDefault)
    /// ```
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<T: Decodable>(_ value: inout T, for field: JSONField<Key>, ifInvalid invalid: JSONInvalidValueStrategy) throws {
        try update(&value, field, invalid, tape: Self.plainValue, container: Self.plainValue)
    }

    /// Like ``update(_:for:ifInvalid:)-(T,_,_)``, for an optional property: `null` makes it nil.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<T: Decodable>(_ value: inout T?, for field: JSONField<Key>, ifInvalid invalid: JSONInvalidValueStrategy) throws {
        try updateOptional(&value, field, invalid, tape: Self.plainValue, container: Self.plainValue)
    }

    /// Replaces an array with the field's elements, leaving out those that cannot be decoded
    /// (reported), as `decode(_:for:skippingInvalidElements:)` does; for `merge(json:)`.
    ///
    /// ```swift
    /// try object.update(&ratings, for: .key(.ratings), skippingInvalidElements: true)
    /// ```
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Element: Decodable>(
        _ value: inout [Element], for field: JSONField<Key>, skippingInvalidElements: Bool, ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws {
        guard skippingInvalidElements else { return try update(&value, for: field, ifInvalid: invalid) }
        try update(&value, field, invalid, tape: Self.lossyArray, container: Self.lossyArray)
    }

    /// Like ``update(_:for:skippingInvalidElements:ifInvalid:)-(_,_,_,_)``, for an optional array.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Element: Decodable>(
        _ value: inout [Element]?, for field: JSONField<Key>, skippingInvalidElements: Bool, ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws {
        guard skippingInvalidElements else { return try update(&value, for: field, ifInvalid: invalid) }
        try updateOptional(&value, field, invalid, tape: Self.lossyArray, container: Self.lossyArray)
    }

    /// Replaces a dictionary with the field's members, leaving out those that cannot be decoded
    /// (reported); for `merge(json:)`.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Value: Decodable>(
        _ value: inout [String: Value], for field: JSONField<Key>, skippingInvalidElements: Bool,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws {
        guard skippingInvalidElements else { return try update(&value, for: field, ifInvalid: invalid) }
        try update(&value, field, invalid, tape: Self.lossyDictionary, container: Self.lossyDictionary)
    }

    /// Like ``update(_:for:skippingInvalidElements:ifInvalid:)-(_,_,_,_)``, for an optional dictionary.
    ///
    /// - Throws: as ``update(_:for:)-(T,_)``.
    public mutating func update<Value: Decodable>(
        _ value: inout [String: Value]?, for field: JSONField<Key>, skippingInvalidElements: Bool,
        ifInvalid invalid: JSONInvalidValueStrategy = .throw
    ) throws {
        guard skippingInvalidElements else { return try update(&value, for: field, ifInvalid: invalid) }
        try updateOptional(&value, field, invalid, tape: Self.lossyDictionary, container: Self.lossyDictionary)
    }

    private mutating func update<T>(
        _ value: inout T, _ field: JSONField<Key>, _ invalid: JSONInvalidValueStrategy,
        tape: (TapeDecoder, Int, PathNode, Key) throws -> T,
        container: (KeyedDecodingContainer<StringCodingKey>, StringCodingKey) throws -> T
    ) throws {
        if let decoded = try read(field, invalid == .useDefault ? .defaultIfInvalid : .optional, tape: tape, container: container) {
            value = decoded
        }
    }

    private mutating func updateOptional<T>(
        _ value: inout T?, _ field: JSONField<Key>, _ invalid: JSONInvalidValueStrategy,
        tape: (TapeDecoder, Int, PathNode, Key) throws -> T,
        container: (KeyedDecodingContainer<StringCodingKey>, StringCodingKey) throws -> T
    ) throws {
        if let decoded = try read(field, invalid == .useDefault ? .defaultIfInvalid : .optional, tape: tape, container: container) {
            value = decoded
        } else if !lastFieldFailed, isPresentNull(field) {
            value = nil
        }
    }

    private static func plainValue<T: Decodable>(_ decoder: TapeDecoder, _ index: Int, _ node: PathNode, _ key: Key) throws -> T {
        try decoder.decode(T.self, at: index, parent: node, component: .key(key))
    }

    private static func plainValue<T: Decodable>(_ container: KeyedDecodingContainer<StringCodingKey>, _ key: StringCodingKey) throws -> T {
        try container.decode(T.self, forKey: key)
    }

    // MARK: - Reading a field

    /// Finds `field` and decodes it with `tape` or `container`, as `presence` says.
    private mutating func read<T>(
        _ field: JSONField<Key>, _ presence: FieldPresence,
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
        // A reader has a tape or a container: the init sets one of them.
        guard let object = self.container else { return nil }
        return try readFromContainer(field, presence, object: object, container)
    }

    private mutating func readFromTape<T>(
        _ field: JSONField<Key>, _ presence: FieldPresence, decoder: TapeDecoder, object: TapeObject, slot: Int, current: Int?,
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
    private func locate(_ paths: [[Key]], decoder: TapeDecoder, slot: Int) throws -> (index: Int, node: PathNode, key: Key)? {
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

    private mutating func readFromContainer<T>(
        _ field: JSONField<Key>, _ presence: FieldPresence, object: ContainerObject,
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
    private func memberKey(for key: Key, in container: KeyedDecodingContainer<StringCodingKey>, table: ContainerMembers?) -> StringCodingKey? {
        let exact = StringCodingKey(key.stringValue)
        if container.contains(exact) { return exact }
        return (table ?? ContainerMembers()).member(for: key, in: container)
    }

    /// Whether the field is there and `null`.
    private mutating func isPresentNull(_ field: JSONField<Key>) -> Bool {
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

/// The value of a field at `index` on the tape, at `component` under the object: the common
/// scalars and arrays of them by calls of their own, anything else by the tape decoder. A
/// `walked` member is the walk's, not looked up: a plain value of the type wanted is taken as it
/// is, and `null` is nil where that means nil. `failed` says whether the field failed (recorded).
@inlinable @inline(__always)
func readTapeValue<T: Decodable>(
    _ type: T.Type, _ object: TapeObject, at index: Int, component: PathComponent, _ presence: FieldPresence, walked: Bool,
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
    guard let (nested, source) = object.nestedObject(at: index, tag: tag, of: keyType) else { return nil }
    handled = true
    defer { nested.finish() }
    do {
        return try T._fromJSONObject(source)
    } catch {
        nested.record(error, at: index, into: &failures)
        return nil
    }
}

/// How a field's absence, and a failure to decode it, are taken.
@usableFromInline
enum FieldPresence {
    /// Missing is `keyNotFound`; the value is decoded whatever it is.
    case required
    /// Missing or `null` is nil.
    case optional
    /// Missing or `null` is nil, and so is a value that fails (reported).
    case defaultIfInvalid
}

/// The JSON object a model is read from: what a `@JSONModel` struct's `init(from:)` hands to
/// its `init(_jsonObject:)`, and what ``JSONModelDecoder`` hands to `init(_jsonObject:)`
/// straight, without a `Decoder` in between, for a model nested in another. Generated code
/// makes and reads it; other code has no use for it.
///
/// ```swift
/// init(from decoder: any Decoder) throws {
///     try self.init(_jsonObject: JSONObjectSource(from: decoder))
/// }
/// ```
public struct JSONObjectSource {
    /// The object on the tape, when there is one.
    @usableFromInline let tape: TapeObject?
    /// On the tape, the tape decoder; under any other decoder, its keyed container (a
    /// ``ContainerObject``).
    @usableFromInline let source: AnyObject

    /// The object `decoder` stands for.
    ///
    /// - Throws: `DecodingError.typeMismatch` (or `valueNotFound` for `null`) when the value is
    ///   not an object.
    @inlinable @inline(__always)
    public init(from decoder: borrowing any Decoder) throws {
        if let object = try TapeObject(opening: decoder) {
            tape = object
            source = object.owner
        } else {
            tape = nil
            source = try ContainerObject(opening: decoder)
        }
    }

    /// The object at `object` on the tape of `decoder`.
    init(_ object: TapeObject, of decoder: TapeDecoder) {
        tape = object
        source = decoder
    }

    /// `Model` decoded by its `init(from:)` from a decoder standing at the object: what
    /// `init(_jsonObject:)` is for a model that `@JSONModel` does not give one of its own.
    func decode<Model: Decodable>(_ type: Model.Type) throws -> Model {
        if let tape {
            let decoder = unsafeDowncast(source, to: TapeDecoder.self)
            precondition(
                !decoder.state.pointee.decodeIsOver,
                "a JSONObjectSource was used after the decode that made it ended; it lives only as long as the init(from:) it was made in")
            return try decoder.withValue(at: tape.object, parent: tape.node.takeUnretainedValue(), .none) { try Model(from: decoder) }
        }
        return try Model(from: unsafeDowncast(source, to: ContainerObject.self).decoder)
    }
}

/// Where the models nested in the object a reader reads are opened for their
/// `init(_jsonObject:)`, as the decoder opens a value (a path, the stack check), and what their
/// readers took (walk frames, lookups) given back by ``finish()``.
@usableFromInline
struct NestedObject {
    let decoder: Unmanaged<TapeDecoder>
    /// The decoder's walk frames and lookups before the object: what ``finish()`` gives back.
    let mark: ContainerMark

    init(_ decoder: TapeDecoder) {
        self.decoder = Unmanaged.passUnretained(decoder)
        mark = decoder.containerMark
    }

    /// The object at `index`, under `parent` at `component`; nil when the value is not an
    /// object or the stack has too little room left for one more level.
    func open(at index: Int, parent: PathNode, _ component: PathComponent) -> JSONObjectSource? {
        decoder._withUnsafeGuaranteedRef { decoder in
            guard decoder.entries[index].kind == .object else { return nil }
            let node = decoder.scopedNodeReference(parent, component)
            if node._withUnsafeGuaranteedRef({ $0.depth }) >= ThreadStack.checkedDepth && !ThreadStack.hasRoom() { return nil }
            if decoder.state.pointee.report != nil { decoder.report?.visitedObjects.insert(index) }
            return JSONObjectSource(TapeObject(decoder: self.decoder, object: index, node: node), of: decoder)
        }
    }

    /// Gives back what the object's decoding took: the walk frames and lookups of its readers.
    @usableFromInline
    func finish() {
        decoder._withUnsafeGuaranteedRef { $0.release(to: mark) }
    }

    /// Records `error`, the failure of the model at `index`, in `failures`.
    @usableFromInline
    func record(_ error: any Error, at index: Int, into failures: inout [JSONDecodingFailures.Failure]) {
        decoder._withUnsafeGuaranteedRef { $0.record(error, at: index, into: &failures) }
    }
}

/// The members of an object read as a dictionary: each key in turn, and its value decoded.
@usableFromInline
struct DictionaryMembers {
    /// How many members the object has.
    @usableFromInline let count: Int
    private let decoder: Unmanaged<TapeDecoder>
    private let node: Unmanaged<PathNode>
    private let end: Int
    private var member: Int
    private var value = 0

    init(_ decoder: TapeDecoder, object index: Int, node: PathNode) {
        let entry = decoder.entries[index]
        count = entry.count
        self.decoder = Unmanaged.passUnretained(decoder)
        self.node = Unmanaged.passUnretained(node)
        end = entry.nextSibling
        member = index + 1
    }

    /// The next member's key; nil after the last.
    @usableFromInline
    mutating func next() -> String? {
        guard member < end else { return nil }
        return decoder._withUnsafeGuaranteedRef { decoder in
            let key = decoder.string(decoder.entries[member])
            value = member + 1
            member = decoder.valueEnd(value)
            return key
        }
    }

    /// The member's value when it is a plain string; nil otherwise.
    @usableFromInline
    func plainString() -> String? {
        decoder._withUnsafeGuaranteedRef { $0.plainString(at: value) }
    }

    /// Decodes the member's value, whose key is `key`, into `place`. A failure is recorded in
    /// `failures`; as for any dictionary, the failure of a value that is not a model, before
    /// any other failed, is the dictionary's (`.stopped`), and the members after it are not read.
    @usableFromInline
    func decode<Value: Decodable>(
        _ type: Value.Type, key: String, into place: UnsafeMutablePointer<Value>, failedBefore: Bool,
        failures: inout [JSONDecodingFailures.Failure]
    ) -> ElementOutcome {
        decoder._withUnsafeGuaranteedRef { decoder in
            do {
                try decoder.decode(Value.self, at: value, parent: node.takeUnretainedValue(), component: .stringKey(key), into: place)
                return .decoded
            } catch {
                decoder.record(error, at: value, into: &failures)
                return !failedBefore && JSONDecodingFailures(error) == nil ? .stopped : .failed
            }
        }
    }
}

/// What came of one element or member of a collection decoded in place.
@usableFromInline
enum ElementOutcome {
    /// Decoded.
    case decoded
    /// Failed and recorded; the ones after it are decoded too, for their failures.
    case failed
    /// Failed and recorded as the collection's own failure: nothing after it is read.
    case stopped
}

/// The elements of an array of models, handed out in turn as the objects of ``NestedObject``.
@usableFromInline
struct ModelElements {
    /// How many elements the array has.
    @usableFromInline let count: Int
    private let nested: NestedObject
    private let node: Unmanaged<PathNode>
    private var element: Int
    private var position = 0

    init(_ decoder: TapeDecoder, array index: Int, count: Int, node: PathNode) {
        self.count = count
        nested = NestedObject(decoder)
        self.node = Unmanaged.passUnretained(node)
        element = index + 1
    }

    /// The next element's object, once the one before is done with; nil after the last, or at
    /// an element that is not an object or has no stack room left.
    @usableFromInline
    mutating func next() -> JSONObjectSource? {
        guard position < count else { return nil }
        if position > 0 {
            nested.finish()
            element = nested.decoder._withUnsafeGuaranteedRef { $0.valueEnd(element) }
        }
        guard let source = node._withUnsafeGuaranteedRef({ nested.open(at: element, parent: $0, .index(position)) }) else { return nil }
        position += 1
        return source
    }

    /// Gives back what the last element's decoding took.
    @usableFromInline
    func finish() {
        nested.finish()
    }

    /// Records `error`, the failure of the element ``next()`` gave last, in `failures`.
    func record(_ error: any Error, into failures: inout [JSONDecodingFailures.Failure]) {
        nested.record(error, at: element, into: &failures)
    }

    /// The rest of an array of models after ``finish()``, once an element failed (`failure`,
    /// that of the element ``next()`` gave last) or one could not be opened in place: every
    /// element after it decoded once, for its failures, and each failure recorded. An error that
    /// lists no failures (a hand-written conformance's), before any other failed, is the array's,
    /// as for any array: nothing after it is read. True when no element failed and all of them
    /// are in `base`.
    @usableFromInline
    mutating func finish<Element: JSONModelCodable>(
        _ type: Element.Type, after failure: (any Error)?, into base: UnsafeMutablePointer<Element>, initialized: inout Int,
        failures: inout [JSONDecodingFailures.Failure]
    ) -> Bool {
        guard let failure else {
            return decodeRest(Element.self, into: base, initialized: &initialized, keeping: true, failures: &failures)
        }
        record(failure, into: &failures)
        if JSONDecodingFailures(failure) == nil { return false }
        while let source = next() {
            do {
                _ = try Element._fromJSONObject(source)
            } catch {
                record(error, into: &failures)
            }
        }
        finish()
        _ = decodeRest(Element.self, into: base, initialized: &initialized, keeping: false, failures: &failures)
        return false
    }

    /// Decodes the elements that ``next()`` did not give (from the one that is not an object or
    /// has no stack room left) the general way, after ``finish()``: each one stored after the
    /// `initialized` ones while `keeping` and nothing has failed, each failure recorded. False
    /// when one failed.
    mutating func decodeRest<Element: Decodable>(
        _ type: Element.Type, into base: UnsafeMutablePointer<Element>, initialized: inout Int, keeping: Bool,
        failures: inout [JSONDecodingFailures.Failure]
    ) -> Bool {
        guard position < count else { return true }
        var succeeded = true
        nested.decoder._withUnsafeGuaranteedRef { decoder in
            node._withUnsafeGuaranteedRef { arrayNode in
                while position < count {
                    do {
                        let value = try decoder.decode(Element.self, at: element, parent: arrayNode, component: .index(position))
                        if keeping && succeeded {
                            (base + initialized).initialize(to: value)
                            initialized += 1
                        }
                    } catch {
                        decoder.record(error, at: element, into: &failures)
                        // As for any array: the failure of an element that is not a model, before
                        // any other failed, is the array's, and the elements after it are not read.
                        let stops = keeping && succeeded && JSONDecodingFailures(error) == nil
                        succeeded = false
                        if stops { return }
                    }
                    element = decoder.valueEnd(element)
                    position += 1
                }
            }
        }
        return succeeded
    }
}

/// The tape decoder that a ``JSONObjectReader`` reads, seen from the code that the compiler
/// inlines into models: one entry point per field, with everything else out of sight.
@usableFromInline
struct TapeObject {
    /// Not retained for each field: the reader that holds this object holds the decoder too
    /// (``JSONObjectReader/source``), so that a reader kept past its `init(from:)` (which
    /// generated code never does) keeps the decoder's tape and buffers alive, and
    /// ``withDecoder(_:)`` stops it from reading the input, which is gone once the decode is over.
    let decoder: Unmanaged<TapeDecoder>
    /// The object's tape index.
    @usableFromInline let object: Int
    /// The object's coding path: the decoder's node when the reader was made, which the decoder
    /// holds for as long as the object decodes.
    let node: Unmanaged<PathNode>

    /// The decoder, for the reader to hold.
    @usableFromInline var owner: AnyObject { decoder.takeUnretainedValue() }

    /// The object at `object` on the tape of `decoder`, whose path is `node`.
    init(decoder: Unmanaged<TapeDecoder>, object: Int, node: Unmanaged<PathNode>) {
        // Every read of the object trusts these: an object's entry on the decoder's tape.
        assert(
            decoder._withUnsafeGuaranteedRef { object >= 0 && object < $0.tape.count && $0.entries[object].kind == .object },
            "a tape object made for an entry that is not an object")
        self.decoder = decoder
        self.object = object
        self.node = node
    }

    /// Runs `body` with the decoder, which must still be decoding.
    @inline(__always)
    func withDecoder<R>(_ body: (TapeDecoder) throws -> R) rethrows -> R {
        try decoder._withUnsafeGuaranteedRef { decoder in
            precondition(
                !decoder.state.pointee.decodeIsOver,
                "a JSONObjectReader was used after the decode that made it ended; a reader lives only as long as its init(from:)")
            return try body(decoder)
        }
    }

    /// The object `decoder` stands for; nil when `decoder` is not `JSONModelDecoder`'s.
    ///
    /// - Throws: `DecodingError.typeMismatch`, located, when the value is not an object.
    @usableFromInline
    init?(opening decoder: borrowing any Decoder) throws {
        guard let unmanaged = TapeDecoder.unmanaged(of: decoder) else { return nil }
        // The decoder is borrowed from the caller's existential: no reference count changes.
        let (index, node) = try unmanaged._withUnsafeGuaranteedRef { decoder in
            let index = decoder.current
            guard decoder.entries[index].kind == .object else { throw decoder.notAnObject(at: index) }
            if decoder.state.pointee.report != nil { decoder.report?.visitedObjects.insert(index) }
            return (index, Unmanaged.passUnretained(decoder.state.pointee.node))
        }
        object = index
        self.node = node
        self.decoder = unmanaged
    }

    /// A key lookup slot for the object (see ``TapeDecoder/addLookup(node:object:matching:)``).
    @usableFromInline
    func makeLookupSlot() -> Int {
        withDecoder { decoder in decoder.addLookup(node: node.takeUnretainedValue(), object: object, matching: decoder.modelKeyMatching) }
    }

    /// The string at `index`; nil when the value is not a string.
    @usableFromInline
    func plainString(at index: Int) -> String? {
        withDecoder { $0.plainString(at: index) }
    }

    /// The integer at `index` as the scanner read it; nil when the value is anything else (the
    /// general reader says why).
    @usableFromInline
    func plainInt(at index: Int) -> Int? {
        withDecoder { $0.scannedInteger(Int.self, at: index) }
    }

    /// The Boolean at `index`; nil when the value is not `true` or `false`.
    @usableFromInline
    func plainBool(at index: Int) -> Bool? {
        withDecoder { tape in
            switch tape.entries[index].kind {
            case .true: return true
            case .false: return false
            default: return nil
            }
        }
    }

    /// The number at `index` as the scanner read it as a `Double`; nil otherwise.
    @usableFromInline
    func plainDouble(at index: Int) -> Double? {
        withDecoder { $0.scannedDouble(at: index) }
    }

    /// The array at `index` when every element is a plain integer (see ``plainInt(at:)``); nil
    /// for anything else, which the general reader decodes or explains.
    @usableFromInline
    func plainArray(of type: Int.Type, at index: Int) -> [Int]? {
        withDecoder { tape in tape.plainScalars(at: index) { tape.scannedInteger(Int.self, at: $0) } }
    }

    /// The array at `index` when every element is a string; nil otherwise.
    @usableFromInline
    func plainArray(of type: String.Type, at index: Int) -> [String]? {
        withDecoder { tape in tape.plainScalars(at: index) { tape.plainString(at: $0) } }
    }

    /// The array at `index` when every element is a number the scanner read as a `Double`;
    /// nil otherwise.
    @usableFromInline
    func plainArray(of type: Double.Type, at index: Int) -> [Double]? {
        withDecoder { tape in tape.plainScalars(at: index) { tape.scannedDouble(at: $0) } }
    }

    /// The length of the array at `index` when its elements are decoded in turn, nothing left
    /// out; nil when the value is not an array or invalid elements are left out (which the
    /// array's own code reports).
    @usableFromInline
    func elementCount(at index: Int) -> Int? {
        withDecoder { tape in
            let entry = tape.entries[index]
            guard entry.kind == .array, tape.options.invalidElements == .throw else { return nil }
            return entry.count
        }
    }

    /// Decodes the `count` elements of the array at `index`, the value of the field `key`, into
    /// `base` (see ``TapeDecoder/fillElements(_:at:count:node:into:initialized:)``); false with
    /// the failures recorded when any element fails.
    @usableFromInline
    func fillElements<Element: Decodable>(
        _ type: Element.Type, at index: Int, component: PathComponent, count: Int, into base: UnsafeMutablePointer<Element>, initialized: inout Int,
        failures: inout [JSONDecodingFailures.Failure]
    ) -> Bool {
        withDecoder { tape in
            let parent = node.takeUnretainedValue()
            do {
                let arrayNode = tape.scopedNode(parent, component)
                if parent.depth >= ThreadStack.checkedDepth { try tape.requireStackRoom(at: index, node: arrayNode) }
                try tape.fillElements(Element.self, at: index, count: count, node: arrayNode, into: base, initialized: &initialized)
                return true
            } catch {
                tape.record(error, at: index, into: &failures)
                return false
            }
        }
    }

    /// The object at `index`, the value of the field `key`, made ready for a model's
    /// `init(_jsonObject:)`; nil when it is not an object, or the stack has too little room left
    /// for one more level (the general reader then says why).
    /// The field is a walked one: its key is the byte `tag` of `keyType`.
    @usableFromInline
    func nestedObject(at index: Int, tag: Int, of keyType: any CodingKey.Type) -> (NestedObject, JSONObjectSource)? {
        withDecoder { decoder in
            let nested = NestedObject(decoder)
            let component = PathComponent.smallKey(UInt8(truncatingIfNeeded: tag), keyType)
            guard let source = node._withUnsafeGuaranteedRef({ nested.open(at: index, parent: $0, component) }) else { return nil }
            return (nested, source)
        }
    }

    /// The elements of the array at `index`, the value of the field `key`, for models'
    /// `init(_jsonObject:)`; nil when the value is not an array, invalid elements are left out,
    /// or the stack has too little room left (the general reader then says why).
    /// The members of the object at `index`, the value of the field `key` (the byte `tag` of
    /// `keyType`), for a dictionary; nil when the value is not an object, invalid members are
    /// left out, or the stack has too little room left (the general reader then says why).
    @usableFromInline
    func dictionaryMembers(at index: Int, tag: Int, of keyType: any CodingKey.Type) -> DictionaryMembers? {
        withDecoder { decoder in
            let entry = decoder.entries[index]
            guard entry.kind == .object, decoder.options.invalidElements == .throw else { return nil }
            let parent = node.takeUnretainedValue()
            let dictionaryNode = decoder.scopedNode(parent, .smallKey(UInt8(truncatingIfNeeded: tag), keyType))
            if dictionaryNode.depth >= ThreadStack.checkedDepth && !ThreadStack.hasRoom() { return nil }
            return DictionaryMembers(decoder, object: index, node: dictionaryNode)
        }
    }

    /// The field is a walked one: its key is the byte `tag` of `keyType`.
    @usableFromInline
    func modelElements(at index: Int, tag: Int, of keyType: any CodingKey.Type) -> ModelElements? {
        withDecoder { decoder in
            let entry = decoder.entries[index]
            guard entry.kind == .array, decoder.options.invalidElements == .throw else { return nil }
            let parent = node.takeUnretainedValue()
            let arrayNode = decoder.scopedNode(parent, .smallKey(UInt8(truncatingIfNeeded: tag), keyType))
            if arrayNode.depth >= ThreadStack.checkedDepth && !ThreadStack.hasRoom() { return nil }
            return ModelElements(decoder, array: index, count: entry.count, node: arrayNode)
        }
    }

    /// Whether the value at `index` is `null`.
    @usableFromInline
    func isNull(at index: Int) -> Bool {
        withDecoder { $0.entries[index].kind == .null }
    }

    /// The tape index of the field `key`'s value, or nil with `outcome` set when there is
    /// nothing to decode: missing (recorded when required) or `null` where that means nil.
    @usableFromInline
    func fieldIndex<Key: CodingKey>(
        key: Key, slot: Int, presence: FieldPresence, failures: inout [JSONDecodingFailures.Failure], outcome: inout ModelFieldOutcome
    ) -> Int? {
        withDecoder { tape in
            guard let index = tape.valueIndex(for: key, in: object, lookup: tape.lookupState(slot)) else {
                if presence == .required {
                    tape.record(tape.keyNotFound(key, inObject: object, node: node.takeUnretainedValue()), at: object, into: &failures)
                    outcome = .failed
                } else {
                    outcome = .absent
                }
                return nil
            }
            if presence != .required && tape.entries[index].kind == .null {
                outcome = .absent
                return nil
            }
            return index
        }
    }

    /// ``TapeDecoder/readModelField(_:at:component:node:presence:into:failures:)``.
    @usableFromInline
    func readField<T: Decodable>(
        _ type: T.Type, at index: Int, component: PathComponent, presence: FieldPresence, into place: UnsafeMutablePointer<T>,
        failures: inout [JSONDecodingFailures.Failure]
    ) -> ModelFieldOutcome {
        withDecoder { tape in
            tape.readModelField(T.self, at: index, component: component, node: node, presence: presence, into: place, failures: &failures)
        }
    }

    @usableFromInline
    func readString(
        at index: Int, component: PathComponent, presence: FieldPresence, failures: inout [JSONDecodingFailures.Failure],
        outcome: inout ModelFieldOutcome
    ) -> String? {
        withDecoder { tape in
            tape.readModelScalar(at: index, component: component, node: node, presence: presence, failures: &failures, outcome: &outcome) { tape, index in
                // The plain case first: the general reader's error paths make the compiler
                // retain the decoder around its call.
                if tape.entries[index].kind == .string { return tape.string(tape.entries[index]) }
                return try tape.decodeString(at: index, parent: node.takeUnretainedValue(), component)
            }
        }
    }

    @usableFromInline
    func readInt(
        at index: Int, component: PathComponent, presence: FieldPresence, failures: inout [JSONDecodingFailures.Failure],
        outcome: inout ModelFieldOutcome
    ) -> Int? {
        withDecoder { tape in
            tape.readModelScalar(at: index, component: component, node: node, presence: presence, failures: &failures, outcome: &outcome) { tape, index in
                if let value = tape.scannedInteger(Int.self, at: index) { return value }
                return try tape.decodeInteger(Int.self, at: index, parent: node.takeUnretainedValue(), component)
            }
        }
    }

    @usableFromInline
    func readBool(
        at index: Int, component: PathComponent, presence: FieldPresence, failures: inout [JSONDecodingFailures.Failure],
        outcome: inout ModelFieldOutcome
    ) -> Bool? {
        withDecoder { tape in
            tape.readModelScalar(at: index, component: component, node: node, presence: presence, failures: &failures, outcome: &outcome) { tape, index in
                switch tape.entries[index].kind {
                case .true: return true
                case .false: return false
                default: return try tape.decodeBool(at: index, parent: node.takeUnretainedValue(), component)
                }
            }
        }
    }

    @usableFromInline
    func readDouble(
        at index: Int, component: PathComponent, presence: FieldPresence, failures: inout [JSONDecodingFailures.Failure],
        outcome: inout ModelFieldOutcome
    ) -> Double? {
        withDecoder { tape in
            tape.readModelScalar(at: index, component: component, node: node, presence: presence, failures: &failures, outcome: &outcome) { tape, index in
                if let value = tape.scannedDouble(at: index) { return value }
                return try tape.decodeFloatingPoint(Double.self, at: index, parent: node.takeUnretainedValue(), component)
            }
        }
    }
}

// Arrays of the common scalars, a field type as common as the scalars: read straight into
// their storage, without the plan lookup and the generic array code of any other type. Spelled
// out for each type, as the scalar readers above are: one helper generic over the element type
// measured 0.7M instructions more per decode of citm_catalog.json.
extension TapeObject {
    @usableFromInline
    func readArray(
        of type: String.Type, at index: Int, component: PathComponent, presence: FieldPresence,
        failures: inout [JSONDecodingFailures.Failure], outcome: inout ModelFieldOutcome
    ) -> [String]? {
        withDecoder { tape in
            tape.readModelScalar(at: index, component: component, node: node, presence: presence, failures: &failures, outcome: &outcome) { tape, index in
                try tape.decodeScalarArray(String.self, at: index, parent: node.takeUnretainedValue(), component)
            }
        }
    }

    @usableFromInline
    func readArray(
        of type: Int.Type, at index: Int, component: PathComponent, presence: FieldPresence,
        failures: inout [JSONDecodingFailures.Failure], outcome: inout ModelFieldOutcome
    ) -> [Int]? {
        withDecoder { tape in
            tape.readModelScalar(at: index, component: component, node: node, presence: presence, failures: &failures, outcome: &outcome) { tape, index in
                try tape.decodeScalarArray(Int.self, at: index, parent: node.takeUnretainedValue(), component)
            }
        }
    }

    @usableFromInline
    func readArray(
        of type: Double.Type, at index: Int, component: PathComponent, presence: FieldPresence,
        failures: inout [JSONDecodingFailures.Failure], outcome: inout ModelFieldOutcome
    ) -> [Double]? {
        withDecoder { tape in
            tape.readModelScalar(at: index, component: component, node: node, presence: presence, failures: &failures, outcome: &outcome) { tape, index in
                try tape.decodeScalarArray(Double.self, at: index, parent: node.takeUnretainedValue(), component)
            }
        }
    }
}

/// Any other decoder's keyed container, which a ``JSONObjectReader`` reads through.
@usableFromInline
final class ContainerObject {
    let container: KeyedDecodingContainer<StringCodingKey>
    /// The decoder the container is from.
    let decoder: any Decoder
    private var members: ContainerMembers?

    /// The keyed container of `decoder`.
    ///
    /// - Throws: the decoder's error when the value is not an object.
    @usableFromInline
    init(opening decoder: borrowing any Decoder) throws {
        container = try decoder.container(keyedBy: StringCodingKey.self)
        self.decoder = copy decoder
    }

    /// The members as the model's keys name them, made on the first key that is not there
    /// exactly.
    var namedMembers: ContainerMembers {
        if let members { return members }
        let made = ContainerMembers()
        members = made
        return made
    }

    /// Reads the field `key` into `place`: true when a value is there, false when the field is
    /// missing or `null` where that means nil, or holds a wrong-typed value that falls back on
    /// its default. The model's common scalars go to the container's own method for their
    /// type, as synthesized Codable code does, not through its generic one.
    ///
    /// - Throws: the field's `DecodingError`, as Codable code does.
    @usableFromInline
    func readField<Key: CodingKey, T: Decodable>(
        _ type: T.Type, key: Key, presence: FieldPresence, into place: UnsafeMutablePointer<T>
    ) throws -> Bool {
        let name = key.stringValue
        let exact = StringCodingKey(name)
        if presence == .required {
            // One lookup, as synthesized code makes, while the key is there as it is.
            do {
                place.initialize(to: try value(T.self, forKey: exact))
                return true
            } catch DecodingError.keyNotFound where !container.contains(exact) {
                // Not there as it is: a key that reads alike, below.
            }
        }
        guard let member = container.contains(exact) ? exact : namedMembers.member(for: key, in: container) else {
            guard presence == .required else { return false }
            throw containerKeyNotFound(key, in: container)
        }
        if presence != .required, try container.decodeNil(forKey: member) { return false }
        do {
            place.initialize(to: try value(T.self, forKey: member))
            return true
        } catch where presence == .defaultIfInvalid {
            return false
        }
    }

    private func value<T: Decodable>(_ type: T.Type, forKey key: StringCodingKey) throws -> T {
        if T.self == String.self { return unsafeBitCast(try container.decode(String.self, forKey: key), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try container.decode(Int.self, forKey: key), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try container.decode(Bool.self, forKey: key), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try container.decode(Double.self, forKey: key), to: T.self) }
        if T.self == Int64.self { return unsafeBitCast(try container.decode(Int64.self, forKey: key), to: T.self) }
        if T.self == UInt64.self { return unsafeBitCast(try container.decode(UInt64.self, forKey: key), to: T.self) }
        if T.self == Float.self { return unsafeBitCast(try container.decode(Float.self, forKey: key), to: T.self) }
        if T.self == Int32.self { return unsafeBitCast(try container.decode(Int32.self, forKey: key), to: T.self) }
        return try container.decode(T.self, forKey: key)
    }
}

/// The error for a key that a keyed container has neither as it is nor alike, in Codable's words.
func containerKeyNotFound(_ key: some CodingKey, in container: KeyedDecodingContainer<StringCodingKey>) -> DecodingError {
    .keyNotFound(key, DecodingError.Context(codingPath: container.codingPath, debugDescription: "No value associated with key \(quoted(key.stringValue))."))
}

/// An object's members as a model's coding keys name them, under the model's rule (the key's
/// value exactly, else the first member that reads alike): made once per object, on the first
/// key that is not there exactly. Keys with a generated matcher (``_JSONFieldKeys``) are
/// matched in one pass over the members, as on the tape; other keys compare each member with
/// `fuzzyEqual`.
final class ContainerMembers {
    private var isBuilt = false
    private var all: [StringCodingKey] = []
    /// With a matcher: the member each coding key takes, by its place among the cases.
    private var byPlace: [StringCodingKey?]?

    /// The member of `container` that `key` names.
    func member<Key: CodingKey>(for key: Key, in container: KeyedDecodingContainer<StringCodingKey>) -> StringCodingKey? {
        if !isBuilt { build(container, Key.self) }
        if let byPlace {
            let place = fieldTag(key)
            return place >= 0 && place < byPlace.count ? byPlace[place] : nil
        }
        var name = key.stringValue
        return name.withUTF8 { name in
            all.first { member in
                var text = member.stringValue
                return text.withUTF8 { fuzzyEqual(UnsafeRawBufferPointer($0), UnsafeRawBufferPointer(name)) }
            }
        }
    }

    private func build<Key: CodingKey>(_ container: KeyedDecodingContainer<StringCodingKey>, _ type: Key.Type) {
        isBuilt = true
        all = container.allKeys
        if let keys = Key.self as? any _JSONFieldKeys.Type { byPlace = Self.members(all, keys) }
    }

    /// The member each of `keys`' cases takes: its first exact member, else its first alike.
    private static func members<Keys: _JSONFieldKeys>(_ all: [StringCodingKey], _ keys: Keys.Type) -> [StringCodingKey?] {
        var byPlace = [StringCodingKey?](repeating: nil, count: Keys.allCases.count)
        var exact = FieldSet()
        for member in all {
            var text = member.stringValue
            var match = text.withUTF8 { Keys.match(UnsafeRawBufferPointer($0)) }
            while let (place, isExact) = match.next(), place < byPlace.count {
                if isExact, !exact.contains(place) {
                    exact.insert(place)
                    byPlace[place] = member
                } else if !isExact, byPlace[place] == nil {
                    byPlace[place] = member
                }
            }
        }
        return byPlace
    }
}

/// What became of one field that ``TapeDecoder/readModelField(_:key:slot:presence:into:failures:)`` read.
@usableFromInline
enum ModelFieldOutcome {
    /// Decoded, and the value is in place.
    case decoded
    /// Missing, or `null` where that means nil: nothing is in place.
    case absent
    /// Failed, and recorded: nothing is in place.
    case failed
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
        if let decoded = try decodeFlattened(T.self, from: decoder) { value = decoded }
    }
}

// MARK: - Collections and models

// The typed reads of arrays, dictionaries and models: on the member a walk stands on, each is
// made where the model is compiled (its storage type known there), by a call specialised for
// the element's or value's type alone. Generated code calls these same methods, so a reader
// written by hand takes the same path as one `@JSONModel` writes. They are the same methods as
// `decode(_:for:)` and `decodeIfPresent(_:for:)` to a reader, so DocC shows those only.
extension JSONObjectReader {
    /// Decodes a required field that is a `@JSONModel` type: on the member a walk stands on,
    /// the model's own decoding reads the object itself, and its failures are recorded as the
    /// field's.
    ///
    /// ```swift
    /// let owner = try object.decode(User.self, for: .key(.owner))
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func decode<T: JSONModelCodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        try readKeyed(T.self, field, .required) { try $0.readModel(T.self, tag: $1, $2) }
    }

    /// Decodes an optional field that is a `@JSONModel` type, as ``decode(_:for:)-(T.Type,_)``
    /// does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func decodeIfPresent<T: JSONModelCodable>(_ type: T.Type, for field: JSONField<Key>) throws -> T? {
        try readKeyed(T.self, field, .optional) { try $0.readModel(T.self, tag: $1, $2) }
    }

    /// Decodes a required array field: on the member a walk stands on, its elements are
    /// decoded in place.
    ///
    /// ```swift
    /// let scores = try object.decode([Score].self, for: .key(.scores))
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func decode<Element: Decodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed([Element].self, field, .required) { try $0.readArray(of: Element.self, tag: $1, $2) }
    }

    /// Decodes an optional array field, as `decode(_:for:)` does a
    /// required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func decodeIfPresent<Element: Decodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed([Element].self, field, .optional) { try $0.readArray(of: Element.self, tag: $1, $2) }
    }

    /// Decodes a required array of `@JSONModel` types: on the member a walk stands on, each
    /// element is made by the model's own decoding. An element that fails is recorded and the
    /// ones after it are decoded too, so that one error names every element that failed; each
    /// element is decoded once.
    ///
    /// ```swift
    /// let photos = try object.decode([Photo].self, for: .key(.photos))
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func decode<Element: JSONModelCodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed([Element].self, field, .required) { try $0.readModels(of: Element.self, tag: $1, $2) }
    }

    /// Decodes an optional array of `@JSONModel` types, as
    /// `decode(_:for:)` does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func decodeIfPresent<Element: JSONModelCodable>(_ type: [Element].Type, for field: JSONField<Key>) throws -> [Element]? {
        try readKeyed([Element].self, field, .optional) { try $0.readModels(of: Element.self, tag: $1, $2) }
    }

    /// Decodes a required dictionary field: on the member a walk stands on, each member's
    /// value is decoded into the dictionary. A value that fails is recorded and the members
    /// after it are decoded too; the first of two equal keys wins, as in Foundation.
    ///
    /// ```swift
    /// let names = try object.decode([String: String].self, for: .key(.names))
    /// ```
    ///
    /// - Throws: as ``decode(_:for:)-(T.Type,_)``.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func decode<Value: Decodable>(_ type: [String: Value].Type, for field: JSONField<Key>) throws -> [String: Value]? {
        try readKeyed([String: Value].self, field, .required) { try $0.readDictionary(of: Value.self, tag: $1, $2) }
    }

    /// Decodes an optional dictionary field, as `decode(_:for:)`
    /// does a required one; a missing key or `null` is nil.
    ///
    /// - Throws: as ``decodeIfPresent(_:for:)``.
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public mutating func decodeIfPresent<Value: Decodable>(_ type: [String: Value].Type, for field: JSONField<Key>) throws -> [String: Value]? {
        try readKeyed([String: Value].self, field, .optional) { try $0.readDictionary(of: Value.self, tag: $1, $2) }
    }

    /// The field as a `T`: a field of one key with a tag by `read` on the cursor, any other
    /// by the general reads.
    @inlinable @inline(__always)
    mutating func readKeyed<T: Decodable>(
        _ type: T.Type, _ field: JSONField<Key>, _ presence: FieldPresence,
        _ read: (inout ObjectCursor, _ tag: Int, FieldPresence) throws -> T?
    ) throws -> T? {
        guard case .key(let key) = field.location else { return try readAnywhere(T.self, field, presence) }
        let tag = fieldTag(key)
        guard tag >= 0 else { return try cursor.read(T.self, key: key, presence) }
        return try read(&cursor, tag, presence)
    }
}

// MARK: - Locals of generated code

// A struct's generated code names no type: the declaration may name one in a scope that its
// extension does not see (a sibling nested type, say). Each field's local takes its type from
// a closure that reads the property (`{ (model: Self) in model.title }`, never called; a key
// path would do as well, but one into a generic type is made anew at run time on every use),
// and each read takes the type of its local.
extension JSONObjectReader {
    /// Nothing yet, of the type of `property`'s value as the `decode` methods return it: the
    /// local that a field's value goes into while ``nextField()`` walks the object.
    ///
    /// ```swift
    /// var title = object.unread({ (model: Self) in model.title })  // String?, nil
    /// ```
    @inlinable
    public func unread<Model, T>(_ property: (Model) -> T) -> T? { nil }

    /// `unread(_:)` for an optional property, whose `decodeIfPresent` returns the
    /// property's own type.
    ///
    /// ```swift
    /// var subtitle = object.unread(optional: { (model: Self) in model.subtitle })  // String?, nil
    /// ```
    @inlinable
    public func unread<Model, T>(optional property: (Model) -> T?) -> T? { nil }

    /// `unread(_:)` for a type given as such.
    ///
    /// ```swift
    /// var title = object.unread(String.self)  // String?, nil
    /// ```
    @inlinable
    public func unread<T>(_ type: T.Type) -> T? { nil }

    /// The type of the value a local made by ``unread(_:)-(T.Type)`` holds: what generated code
    /// decodes the local's field as.
    ///
    /// ```swift
    /// title = try object.decode(object._valueType(of: title), for: .key(.title))
    /// ```
    @_documentation(visibility: internal)
    @inlinable @inline(__always)
    public func _valueType<T>(of local: T?) -> T.Type { T.self }
}
