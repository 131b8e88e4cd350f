// What the decoder does for the runtime of `@JSONModel` types (ModelRuntime/): a model read
// into place by its own loop, failures located on the tape, and an object's keys for an
// enum's messages.

import Foundation
import JSONCore

// MARK: - Models

extension TapeDecoder {
    /// Initializes `place` with the value at `index`: as ``decode(_:at:parent:component:)``
    /// does, but a model by its `_jsonDecode(_:)`, straight into `place`.
    func decode<T: Decodable>(
        _ type: T.Type, at index: Int, parent: PathNode, component: PathComponent, into place: UnsafeMutablePointer<T>
    ) throws {
        if case .model(let model) = decodingPlan(for: T.self) {
            try decodeModel(model, at: index, parent: parent, component: component, into: UnsafeMutableRawPointer(place))
        } else {
            place.initialize(to: try decode(T.self, at: index, parent: parent, component: component))
        }
    }

    /// Initializes `place` with the `model` value at `index`: a model's own
    /// `_jsonDecode(_:)` is handed the object, with no `Decoder` made and opened for it.
    /// `place` is left uninitialized when it throws.
    func decodeModel<Model: JSONModelCodable>(
        _ type: Model.Type, at index: Int, parent: PathNode, component: PathComponent, into place: UnsafeMutableRawPointer
    ) throws {
        let model = place.assumingMemoryBound(to: Model.self)
        // Anything but an object fails as `init(from:)` fails on it.
        guard entries[index].kind == .object else {
            model.initialize(to: try decodeWithInit(Model.self, at: index, parent: parent, component: component))
            return
        }
        // As `withValue` does, but for the decoder's own place and node, which nothing reads
        // on this way in: a model nested in this one sets them when it needs them.
        let node = scopedNode(parent, component)
        if node.depth >= ThreadStack.checkedDepth { try requireStackRoom(at: index, node: node) }
        if state.pointee.report != nil { report?.visitedObjects.insert(index) }
        // No container mark: the loop takes no keyed container, and a value it hands to an
        // `init(from:)` takes and gives back its own (``withValue(at:parent:_:_:)``).
        var object = JSONFieldValue(tape: self, index: index, parent: node, sink: fieldSink)
        model.initialize(to: try Model._jsonDecode(&object))
    }
}

// MARK: - Fields read on the tape

extension TapeDecoder {
    /// The error for a model whose value at `index` is not an object: the type mismatch,
    /// located, as the list of the model's failures.
    @inline(never)
    func notAnObject(at index: Int) -> any Error {
        let error = containerMismatch(expected: [String: Any].self, at: index, path: node.codingPath())
        return JSONDecodingFailures.thrown([failure(error, at: index)])
    }

    /// Adds `error` to `failures`, located at the value at `index`; the failures of a nested
    /// model come in whole.
    func record(_ error: any Error, at index: Int, into failures: inout [JSONDecodingFailures.Failure]) {
        if let nested = JSONDecodingFailures(error) {
            failures += nested.failures
        } else if let error = error as? DecodingError {
            failures.append(failure(error, at: index))
        } else {
            failures.append(
                failure(
                    .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: describe(error), underlyingError: error)),
                    at: index))
        }
    }

    /// A failure of the value at `index`, located there.
    func failure(_ error: DecodingError, at index: Int) -> JSONDecodingFailures.Failure {
        var codingPath: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let context):
            // The path of the missing member itself, which Codable keeps beside the path.
            codingPath = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            codingPath = context.codingPath
        @unknown default:
            codingPath = []
        }
        var line: Int?
        var column: Int?
        if locatesErrors && index < tape.count {
            // A value inside the field's value (a plain Codable type's member) that failed says
            // where it is itself, which is more precise than the field's value.
            if let context = error.context, let inner = messageLocation(in: context.debugDescription) {
                (line, column) = inner
            } else {
                (line, column) = sourcePosition(of: entries[index].offset)
            }
        }
        // The path in the document of the value the message names; a failure without a place
        // (an error a type threw) at its coding path, or at the field's value when it has none.
        let path =
            documentPath(of: error)
            ?? (codingPath.isEmpty && locatesErrors && index < tape.count ? documentPath(of: index) : JSONPath(codingPath: codingPath))
        return JSONDecodingFailures.Failure(error: error, path: path, line: line, column: column)
    }
}

// MARK: - Enums

extension TapeDecoder {
    /// The keys of the object at `object`, in input order.
    func memberKeys(of object: Int) -> [String] {
        var keys: [String] = []
        var member = object + 1
        let end = entries[object].nextSibling
        while member < end {
            keys.append(string(entries[member]))
            member = valueEnd(member + 1)
        }
        return keys
    }
}
