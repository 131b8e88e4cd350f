// The value of one field, as the loop over a model's object hands it to the model's `switch`:
// where it is (on the tape, or in another decoder's keyed container), the field's rules, and
// what became of its read. Each read puts the value into the model's local for it and throws
// nothing: a failure stays with the value, and the loop gathers it.

import Foundation

/// The value of a field that ``JSONFieldTable/decode(_:_:)`` hands to a model's code: read it
/// into the field's local with one of the `read` methods, or into a property with `update`.
///
/// A value is noncopyable, and the loop lends it to the model's closure (`inout`): nothing can
/// keep it past the member it stands for.
///
/// ```swift
/// try Self.fields.decode(&object) { field, value in
///     switch field {
///     case 0: value.read(&title)
///     default: break
///     }
/// }
/// ```
///
/// A read that fails leaves the local nil. Under ``JSONModelDecoder`` the loop gathers every
/// field's failure and throws them at once, each with its line and column; under any other
/// decoder it throws the first, as Codable code does.
public struct JSONFieldValue: ~Copyable {
    // Every stored property is a plain value: a value is made and dropped for every field, and
    // nothing of it is retained, released or destroyed through the runtime.

    /// On the tape: the decoder, which the decode holds for longer than any value lives (read
    /// through a guaranteed reference in the hot reads: a strong one would be retained there).
    let tapeRef: Unmanaged<TapeDecoder>?
    var tape: TapeDecoder? { tapeRef?.takeUnretainedValue() }
    /// The value's tape index.
    let index: Int
    /// The path of the object the value is in (on the tape).
    unowned(unsafe) private(set) var parent: PathNode?
    /// The field the value is, as the step of its path under ``parent``; -1 for none (an
    /// object read in place, or a field whose path ``parent`` already has).
    let step: Int
    /// The table of ``step``, which lives as long as the process.
    unowned(unsafe) private(set) var table: JSONFieldTable.Storage?
    let presence: JSONFieldTable.Presence
    let rules: JSONFieldTable.Rules
    /// Where the reads leave their failures, and under any other decoder where the value is:
    /// on the tape the decoder's, under any other decoder the loop's; both outlive the value.
    let sink: UnsafeMutablePointer<FieldSink>

    /// A value on the tape of `tape`.
    init(
        tape: TapeDecoder, index: Int, parent: PathNode, step: Int = -1, table: JSONFieldTable.Storage? = nil,
        presence: JSONFieldTable.Presence = .required, rules: JSONFieldTable.Rules = [], sink: UnsafeMutablePointer<FieldSink>
    ) {
        tapeRef = Unmanaged.passUnretained(tape)
        self.index = index
        self.parent = parent
        self.step = step
        self.table = table
        self.presence = presence
        self.rules = rules
        self.sink = sink
    }

    /// A value under any other decoder, whose place is the sink's.
    init(presence: JSONFieldTable.Presence = .required, rules: JSONFieldTable.Rules = [], sink: UnsafeMutablePointer<FieldSink>) {
        tapeRef = nil
        index = 0
        parent = nil
        step = -1
        table = nil
        self.presence = presence
        self.rules = rules
        self.sink = sink
    }

    /// The value's step under ``parent``.
    var component: PathComponent {
        guard step >= 0, let table else { return .none }
        return .field(step, Unmanaged.passUnretained(table))
    }

    /// Under any other decoder, where the value is.
    var place: ContainerPlace? { sink.pointee.place }

    /// Runs `body` with the value `decoder` stands for: what a model's `init(from:)` opens its
    /// object with.
    ///
    /// ```swift
    /// init(from decoder: any Decoder) throws {
    ///     self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
    /// }
    /// ```
    ///
    /// - Throws: what `body` throws.
    public static func reading<R>(_ decoder: any Decoder, _ body: (inout JSONFieldValue) throws -> R) throws -> R {
        if let tape = TapeDecoder.unmanaged(of: decoder)?.takeUnretainedValue() {
            var value = JSONFieldValue(tape: tape, index: tape.current, parent: tape.node, sink: tape.fieldSink)
            return try body(&value)
        }
        var sink = FieldSink()
        return try withUnsafeMutablePointer(to: &sink) { sink in
            sink.pointee.place = .decoder(decoder)
            var value = JSONFieldValue(sink: sink)
            return try body(&value)
        }
    }

    /// `T` decoded by its `init(from:)`, from a decoder standing at the value.
    func decodeByInitializer<T: Decodable>(_ type: T.Type) throws -> T {
        if let tape, let parent { return try tape.withValue(at: index, parent: parent, component) { try T(from: tape) } }
        switch place {
        case .decoder(let decoder): return try T(from: decoder)
        case .member(let container, let key): return try container.decode(T.self, forKey: key)
        case nil: throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "no value to decode"))
        }
    }

    /// Whether the value is `null` and the field falls back on nil for it.
    var isNullForOptional: Bool { presence == .optional && isNull }

    /// Whether the value is `null`.
    var isNull: Bool {
        if let tapeRef { return tapeRef._withUnsafeGuaranteedRef { $0.entries[index].kind == .null } }
        return (try? place?.decodeNil()) ?? false
    }
}

// MARK: - Reads

extension JSONFieldValue {
    /// Reads the value into `local`: the integer as written, else the decoder's general reader
    /// (coercion, the error).
    ///
    /// ```swift
    /// case 0: value.read(&count)
    /// ```
    public mutating func read(_ local: inout Int?) {
        if let value = tapeRef?._withUnsafeGuaranteedRef({ $0.scannedInteger(Int.self, at: index) }) {
            local = value
            return
        }
        local = readAny(Int.self)
    }

    /// Reads a string into `local`.
    public mutating func read(_ local: inout String?) {
        if let value = tapeRef?._withUnsafeGuaranteedRef({ $0.plainString(at: index) }) {
            local = value
            return
        }
        local = readAny(String.self)
    }

    /// Reads a Boolean into `local`.
    public mutating func read(_ local: inout Bool?) {
        if let kind = tapeRef?._withUnsafeGuaranteedRef({ $0.entries[index].kind }) {
            switch kind {
            case .true:
                local = true
                return
            case .false:
                local = false
                return
            default: break
            }
        }
        local = readAny(Bool.self)
    }

    /// Reads a number into `local`.
    public mutating func read(_ local: inout Double?) {
        if let value = tapeRef?._withUnsafeGuaranteedRef({ $0.scannedDouble(at: index) }) {
            local = value
            return
        }
        local = readAny(Double.self)
    }

    /// Reads an array of integers into `local`.
    public mutating func read(_ local: inout [Int]?) {
        if let value = tapeRef?._withUnsafeGuaranteedRef({ tape in tape.plainScalars(at: index) { tape.scannedInteger(Int.self, at: $0) } }) {
            local = value
            return
        }
        local = readAny([Int].self)
    }

    /// Reads an array of strings into `local`.
    public mutating func read(_ local: inout [String]?) {
        if let value = tapeRef?._withUnsafeGuaranteedRef({ tape in tape.plainScalars(at: index) { tape.plainString(at: $0) } }) {
            local = value
            return
        }
        local = readAny([String].self)
    }

    /// Reads an array of numbers into `local`.
    public mutating func read(_ local: inout [Double]?) {
        if let value = tapeRef?._withUnsafeGuaranteedRef({ tape in tape.plainScalars(at: index) { tape.scannedDouble(at: $0) } }) {
            local = value
            return
        }
        local = readAny([Double].self)
    }

    /// Reads a value of any other type into `local`: a model by its own loop, a collection
    /// element by element, anything else by its `init(from:)`.
    ///
    /// ```swift
    /// case 2: value.read(&author)    // a @JSONModel type
    /// ```
    @inlinable @inline(never)
    public mutating func read<T: Decodable>(_ local: inout T?) {
        // Specialised for `T` where the model is (once per type there, not inlined into each
        // model), so that the library's reader makes no generic type of `T` at run time.
        withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer in
            guard let place = buffer.baseAddress, readValue(T.self, into: place) else { return }
            local = place.move()
        }
    }

    /// Initializes `place` with the value as a `T`; false when it is `null` for an optional
    /// field, or failed (recorded), and `place` is left as it was.
    @usableFromInline
    mutating func readValue<T: Decodable>(_ type: T.Type, into place: UnsafeMutablePointer<T>) -> Bool {
        if isNullForOptional { return false }
        do {
            if let tape, let parent {
                if rules.contains(.lossy) {
                    place.initialize(to: try lossy(T.self, tape, parent))
                } else {
                    // A model is read by its own `_jsonDecode(_:)`, with no `Decoder`.
                    try tape.decode(T.self, at: index, parent: parent, component: component, into: place)
                }
                return true
            }
            guard let other = self.place else { return false }
            place.initialize(to: try other.decode(T.self, lossy: rules.contains(.lossy)))
            return true
        } catch {
            fail(error)
            return false
        }
    }

    /// Reads the value in its JSON form into `local`, converted by `transformer`.
    ///
    /// ```swift
    /// case 3: value.read(&tags, using: SpaceSeparated())
    /// ```
    public mutating func read<Transformer: JSONTransformer>(_ local: inout Transformer.Value?, using transformer: Transformer) {
        guard let encoded = readAny(Transformer.Encoded.self) else { return }
        do {
            local = try decodeTransformed(encoded, using: transformer, path: codingPath, location: tape?.location(of: index) ?? "")
        } catch {
            fail(error)
        }
    }

    /// Reads a value from the model's own object into `local`, as a whole (`@JSONFlatten`).
    ///
    /// ```swift
    /// case 4: value.readFlattened(&location)
    /// ```
    public mutating func readFlattened<T: Decodable>(_ local: inout T?) {
        do {
            if let tape, let parent {
                local = try tape.withValue(at: index, parent: parent, .none) { try T(from: tape) }
            } else if case .decoder(let decoder) = place {
                local = try T(from: decoder)
            }
        } catch {
            fail(error)
        }
    }

    /// The value as a `T`, by the decoder's reader for `T`; nil when it is `null` for an
    /// optional field, or failed (recorded).
    mutating func readAny<T: Decodable>(_ type: T.Type) -> T? {
        var value: T?
        read(&value)
        return value
    }

    /// A collection that leaves out the elements that cannot be decoded (reported).
    private func lossy<T: Decodable>(_ type: T.Type, _ tape: TapeDecoder, _ parent: PathNode) throws -> T {
        guard let collection = T.self as? any LossyDecodable.Type else { return try tape.decode(T.self, at: index, parent: parent, component: component) }
        return try collection.decodeSkippingInvalid(from: tape, at: index, node: parent.appending(component)) as! T
    }

    /// Records `error` as the field's failure; for a field that falls back on its default when
    /// invalid, the decoding report says so instead.
    mutating func fail(_ error: any Error) {
        guard let tape else {
            if !rules.contains(.defaultIfInvalid) && sink.pointee.thrown == nil { sink.pointee.thrown = error }
            return
        }
        if rules.contains(.defaultIfInvalid) {
            tape.report?.visitedObjects.subtract(index ..< tape.valueEnd(index))
            tape.report?.add(
                .defaultedValue, path: (parent ?? tape.node).jsonPath(appending: component),
                message: "used the default value instead of \(tape.describeValue(at: index)): \(describe(error))")
            return
        }
        tape.record(error, at: index, into: &sink.pointee.failures)
    }

    /// The value's coding path.
    var codingPath: [any CodingKey] {
        if let parent { return parent.codingPath(appending: component) }
        return place?.codingPath ?? []
    }
}

// MARK: - Merging

extension JSONFieldValue {
    /// Replaces `property` with the value: what `merge(from:)` does for each field the object
    /// has. `null` leaves a property that is not optional as it is.
    ///
    /// ```swift
    /// case 0: value.update(&merged.title)
    /// ```
    public mutating func update<T: Decodable>(_ property: inout T) {
        if !isNull, let read = readAny(T.self) { property = read }
    }

    /// Replaces an optional `property` with the value; `null` makes it nil.
    public mutating func update<T: Decodable>(_ property: inout T?) {
        if isNull {
            property = nil
        } else if let read = readAny(T.self) {
            property = read
        }
    }

    /// Replaces `property` with the value converted by `transformer`.
    public mutating func update<Transformer: JSONTransformer>(_ property: inout Transformer.Value, using transformer: Transformer) {
        var read: Transformer.Value?
        if !isNull { self.read(&read, using: transformer) }
        if let read { property = read }
    }

    /// Replaces an optional `property` with the value converted by `transformer`; `null` makes it nil.
    public mutating func update<Transformer: JSONTransformer>(_ property: inout Transformer.Value?, using transformer: Transformer) {
        if isNull {
            property = nil
            return
        }
        var read: Transformer.Value?
        self.read(&read, using: transformer)
        if let read { property = read }
    }

    /// Merges the model's own object into a flattened `property` (`@JSONFlatten`).
    public mutating func updateFlattened<T: Decodable>(_ property: inout T) {
        var read: T?
        readFlattened(&read)
        if let read { property = read }
    }

    /// Merges the model's own object into a flattened model: its own `merge(from:)`.
    public mutating func updateFlattened<T: JSONModelCodable>(_ property: inout T) {
        var merged = property
        do {
            if let tape, let parent {
                try tape.withValue(at: index, parent: parent, .none) { try merged.merge(from: tape) }
            } else if case .decoder(let decoder) = place {
                try merged.merge(from: decoder)
            }
            property = merged
        } catch {
            fail(error)
        }
    }

}

// MARK: - Locals of generated code

extension JSONFieldValue {
    /// The value of a required field's local, moved out of it. The loop has thrown when a
    /// required field is missing or failed, so the local holds a value here.
    ///
    /// ```swift
    /// return Self(title: JSONFieldValue.take(required: &title))
    /// ```
    @inlinable @inline(__always)
    public static func take<T>(required local: inout T?) -> T {
        guard let value = take(&local) else {
            // Not input-dependent: the loop throws before a model's code gets here with a
            // required local unset, whatever the JSON (a hand-written `switch` that leaves a
            // required field unread would).
            preconditionFailure("a required field's local is unset after its object was read: its case in the model's switch reads nothing")
        }
        return value
    }
}

extension JSONFieldValue {
    /// The value of a field's local, moved out of it (nil after).
    ///
    /// ```swift
    /// return Self(notes: JSONFieldValue.take(&notes), count: JSONFieldValue.take(&count) ?? 0)
    /// ```
    @inlinable @inline(__always)
    public static func take<T>(_ local: inout T?) -> T? {
        var value: T? = nil
        swap(&value, &local)
        return value
    }

    /// `error`, a subclass's failure to read its own fields, with the failures of its
    /// superclass's fields, read from the same object by `superclass` (its `init(from:)`): one
    /// error names every bad field of the object. Under any other decoder, `error` itself.
    ///
    /// ```swift
    /// throw JSONFieldValue.failure(error, decodingSuperclass: { try Vehicle(from: decoder) }, from: decoder)
    /// ```
    public static func failure<Superclass>(_ error: any Error, decodingSuperclass superclass: () throws -> Superclass, from decoder: any Decoder) -> any Error {
        guard let tape = TapeDecoder.unmanaged(of: decoder)?.takeUnretainedValue(), let own = JSONDecodingFailures(error) else { return error }
        var all = own.failures
        do {
            _ = try superclass()
        } catch {
            tape.record(error, at: tape.current, into: &all)
        }
        return JSONDecodingFailures.thrown(all)
    }
}

// MARK: - Other decoders

/// What the reads of an object's fields leave for the loop: their failures on the tape, the
/// first error under any other decoder, and there where the current field's value is.
struct FieldSink {
    var failures: [JSONDecodingFailures.Failure] = []
    var thrown: (any Error)?
    /// In a class: a place of another decoder's has a layout known only at run time, which
    /// would make this sink's too, for every object on the tape.
    var other: OtherPlace?

    var place: ContainerPlace? {
        get { other?.place }
        set { other = newValue.map(OtherPlace.init) }
    }
}

/// A ``ContainerPlace``, held by reference.
final class OtherPlace {
    let place: ContainerPlace
    init(_ place: ContainerPlace) { self.place = place }
}

/// Where a value is under any other decoder: the decoder itself (the object a model reads), or
/// a member of its keyed container.
enum ContainerPlace {
    case decoder(any Decoder)
    case member(KeyedDecodingContainer<JSONFieldKey>, JSONFieldKey)

    func decodeNil() throws -> Bool {
        switch self {
        case .decoder(let decoder): return try decoder.singleValueContainer().decodeNil()
        case .member(let container, let key): return try container.decodeNil(forKey: key)
        }
    }

    var codingPath: [any CodingKey] {
        switch self {
        case .decoder(let decoder): return decoder.codingPath
        case .member(let container, let key): return container.codingPath + [key]
        }
    }

    /// The value as a `T`: the common scalars by the container's own method for their type,
    /// as synthesized Codable code reads them.
    func decode<T: Decodable>(_ type: T.Type, lossy: Bool) throws -> T {
        switch self {
        case .decoder(let decoder):
            return try T(from: decoder)
        case .member(let container, let key):
            if lossy, let collection = T.self as? any LossyDecodable.Type {
                return try collection.decodeSkippingInvalid(from: container, forKey: key) as! T
            }
            if T.self == String.self { return unsafeBitCast(try container.decode(String.self, forKey: key), to: T.self) }
            if T.self == Int.self { return unsafeBitCast(try container.decode(Int.self, forKey: key), to: T.self) }
            if T.self == Bool.self { return unsafeBitCast(try container.decode(Bool.self, forKey: key), to: T.self) }
            if T.self == Double.self { return unsafeBitCast(try container.decode(Double.self, forKey: key), to: T.self) }
            if T.self == Int64.self { return unsafeBitCast(try container.decode(Int64.self, forKey: key), to: T.self) }
            return try container.decode(T.self, forKey: key)
        }
    }
}

/// Arrays and dictionaries, which `@JSONLossy` fields leave out the bad elements of.
protocol LossyDecodable {
    static func decodeSkippingInvalid(from tape: TapeDecoder, at index: Int, node: PathNode) throws -> Self
    static func decodeSkippingInvalid(from container: KeyedDecodingContainer<JSONFieldKey>, forKey key: JSONFieldKey) throws -> Self
}

extension Array: LossyDecodable where Element: Decodable {
    static func decodeSkippingInvalid(from tape: TapeDecoder, at index: Int, node: PathNode) throws -> [Element] {
        try tape.decodeArraySkippingInvalid(Element.self, at: index, node: node)
    }

    static func decodeSkippingInvalid(from container: KeyedDecodingContainer<JSONFieldKey>, forKey key: JSONFieldKey) throws -> [Element] {
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
}

extension Dictionary: LossyDecodable where Key == String, Value: Decodable {
    static func decodeSkippingInvalid(from tape: TapeDecoder, at index: Int, node: PathNode) throws -> [String: Value] {
        try tape.decodeDictionarySkippingInvalid(Value.self, at: index, node: node)
    }

    static func decodeSkippingInvalid(from container: KeyedDecodingContainer<JSONFieldKey>, forKey key: JSONFieldKey) throws -> [String: Value] {
        let members = try container.nestedContainer(keyedBy: JSONFieldKey.self, forKey: key)
        var result: [String: Value] = [:]
        for member in members.allKeys {
            if let value = try? members.decode(Value.self, forKey: member) { result[member.stringValue] = value }
        }
        return result
    }
}

/// Any element, read as nothing: decoding it moves an unkeyed container past an element that
/// did not decode, whatever it holds (a number too large for any Swift type too).
private struct SkippedElement: Decodable {
    init(from decoder: any Decoder) {}
}
