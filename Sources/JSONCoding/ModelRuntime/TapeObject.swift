// The tape side of a model's reads: the object on the tape, and the values of its fields read
// with the tape decoder's value readers.

import Foundation

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
    /// `_fromJSONObject(_:)`; nil when it is not an object, or the stack has too little room left
    /// for one more level (the general reader then says why).
    /// The field is a walked one: its key is the byte `tag` of `keyType`.
    @usableFromInline
    func nestedObject(at index: Int, tag: Int, of keyType: any CodingKey.Type, in nested: NestedObject) -> JSONObjectSource? {
        let component = PathComponent.smallKey(UInt8(truncatingIfNeeded: tag), keyType)
        return nested.open(at: index, parent: node, component)
    }

    /// Where the models nested in the object are opened, and what their readers take is given
    /// back.
    @usableFromInline
    var nesting: NestedObject { withDecoder { NestedObject($0) } }

    /// The elements of the array at `index`, the value of the field `key`, for models'
    /// `_fromJSONObject(_:)`; nil when the value is not an array, invalid elements are left out,
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
        key: Key, slot: Int, presence: _JSONFieldPresence, failures: inout [JSONDecodingFailures.Failure], outcome: inout ModelFieldOutcome
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
        _ type: T.Type, at index: Int, component: PathComponent, presence: _JSONFieldPresence, into place: UnsafeMutablePointer<T>,
        failures: inout [JSONDecodingFailures.Failure]
    ) -> ModelFieldOutcome {
        withDecoder { tape in
            tape.readModelField(T.self, at: index, component: component, node: node, presence: presence, into: place, failures: &failures)
        }
    }

    @usableFromInline
    func readString(
        at index: Int, component: PathComponent, presence: _JSONFieldPresence, failures: inout [JSONDecodingFailures.Failure],
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
        at index: Int, component: PathComponent, presence: _JSONFieldPresence, failures: inout [JSONDecodingFailures.Failure],
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
        at index: Int, component: PathComponent, presence: _JSONFieldPresence, failures: inout [JSONDecodingFailures.Failure],
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
        at index: Int, component: PathComponent, presence: _JSONFieldPresence, failures: inout [JSONDecodingFailures.Failure],
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
        of type: String.Type, at index: Int, component: PathComponent, presence: _JSONFieldPresence,
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
        of type: Int.Type, at index: Int, component: PathComponent, presence: _JSONFieldPresence,
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
        of type: Double.Type, at index: Int, component: PathComponent, presence: _JSONFieldPresence,
        failures: inout [JSONDecodingFailures.Failure], outcome: inout ModelFieldOutcome
    ) -> [Double]? {
        withDecoder { tape in
            tape.readModelScalar(at: index, component: component, node: node, presence: presence, failures: &failures, outcome: &outcome) { tape, index in
                try tape.decodeScalarArray(Double.self, at: index, parent: node.takeUnretainedValue(), component)
            }
        }
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
