// What a model's reads hand to the models nested in it: the object a model is read from, and
// the objects of nested models, arrays of models and dictionaries on the tape.

import Foundation

/// The JSON object a model is read from: what a `@JSONModel` struct's `init(from:)` hands to
/// its `_fromJSONObject(_:)`, and what ``JSONModelDecoder`` hands to `_fromJSONObject(_:)`
/// straight, without a `Decoder` in between, for a model nested in another. Generated code
/// makes and reads it; other code has no use for it.
///
/// It is noncopyable, and each one is consumed by the reader made of it: it stands for one
/// object of one decode, for as long as the model's decoding of that object lasts.
///
/// ```swift
/// init(from decoder: any Decoder) throws {
///     self = try Self._fromJSONObject(JSONObjectSource(from: decoder))
/// }
/// ```
public struct JSONObjectSource: ~Copyable {
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
        // Each property set once, on one path: a noncopyable value is never half made.
        let object = try TapeObject(opening: decoder)
        let source: AnyObject
        if let object { source = object.owner } else { source = try ContainerObject(opening: decoder) }
        self.tape = object
        self.source = source
    }

    /// The object at `object` on the tape of `decoder`.
    init(_ object: TapeObject, of decoder: TapeDecoder) {
        tape = object
        source = decoder
    }

    /// The object `object` on the tape.
    init(_ object: TapeObject) {
        tape = object
        source = object.owner
    }

    /// `Model` decoded by its `init(from:)` from a decoder standing at the object: what
    /// `_fromJSONObject(_:)` is for a model that `@JSONModel` does not give one of its own.
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
/// `_fromJSONObject(_:)`, as the decoder opens a value (a path, the stack check), and what their
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
    @inline(__always)
    func open(at index: Int, parent: Unmanaged<PathNode>, _ component: PathComponent) -> JSONObjectSource? {
        let object: TapeObject? = decoder._withUnsafeGuaranteedRef { decoder in
            guard decoder.entries[index].kind == .object else { return nil }
            let node = parent._withUnsafeGuaranteedRef { decoder.scopedNodeReference($0, component) }
            if node._withUnsafeGuaranteedRef({ $0.depth }) >= ThreadStack.checkedDepth && !ThreadStack.hasRoom() { return nil }
            if decoder.state.pointee.report != nil { decoder.report?.visitedObjects.insert(index) }
            return TapeObject(decoder: self.decoder, object: index, node: node)
        }
        guard let object else { return nil }
        return JSONObjectSource(object)
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
        guard let source = nested.open(at: element, parent: node, .index(position)) else { return nil }
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
