// What the decoder does for the runtime of `@JSONModel` types (ModelRuntime/): the member
// walk's frames, a model field read on the tape with its failure located, and an
// object's keys for an enum's messages. The runtime reaches the decoder through these and
// through ``TapeDecoder/checkpoint()``; nothing in ModelRuntime extends the decoder.

import Foundation
import JSONCore

// MARK: - The member walk

extension TapeDecoder {
    /// Whether `@JSONModel` objects are walked member by member here: under fuzzy matching (the
    /// default for models) or `.convertFromSnakeCase`, without a report (which notes each key
    /// looked up), and but for the top-level object while the root key rules probe which keys
    /// it reads.
    @inline(__always)
    func walksMembers(depth: Int) -> Bool {
        (modelKeyMatching == .fuzzy || modelKeyMatching == .snakeCase) && state.pointee.report == nil && (depth > 0 || state.pointee.topLevelKeysFound == nil)
    }

    /// A frame of ``WalkedField/frameCapacity`` fields for a walk that starts now. Frames
    /// are given back when the value being decoded is done (see ``withValue(at:parent:_:_:)``),
    /// and never move: a reader keeps its frame's address.
    @inline(__always)
    func walkFrame() -> UnsafeMutablePointer<WalkedField> {
        let index = state.pointee.walkFrameCount
        state.pointee.walkFrameCount = index &+ 1
        if index < state.pointee.buffers.walkFrames.count { return state.pointee.buffers.walkFrames[index] }
        let frame = UnsafeMutablePointer<WalkedField>.allocate(capacity: WalkedField.frameCapacity)
        state.pointee.buffers.walkFrames.append(frame)
        return frame
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

    /// Reads the field at `component` (the step of its key), whose value is at `index`, into
    /// `place`: the work of a `@JSONModel` field on the tape. `node` is the object's path. `T`
    /// comes from the model's module, so nothing here makes a generic type at run time (no
    /// optional of `T`, tuple or closure box).
    func readModelField<T: Decodable>(
        _ type: T.Type, at index: Int, component: PathComponent, node: Unmanaged<PathNode>, presence: _JSONFieldPresence,
        into place: UnsafeMutablePointer<T>, failures: inout [JSONDecodingFailures.Failure]
    ) -> ModelFieldOutcome {
        do {
            try decode(T.self, at: index, parent: node.takeUnretainedValue(), component: component, into: place)
            return .decoded
        } catch {
            return modelFieldFailed(error, at: index, component: component, node: node, presence: presence, failures: &failures)
        }
    }

    /// ``readModelField(_:at:component:node:presence:into:failures:)`` for a value that `read`
    /// decodes straight from the tape.
    @inline(__always)
    func readModelScalar<R>(
        at index: Int, component: PathComponent, node: Unmanaged<PathNode>, presence: _JSONFieldPresence,
        failures: inout [JSONDecodingFailures.Failure], outcome: inout ModelFieldOutcome, _ read: (TapeDecoder, Int) throws -> R
    ) -> R? {
        do {
            // The decoder goes in as an argument: a closure that captured it would retain it.
            let value = try read(self, index)
            outcome = .decoded
            return value
        } catch {
            outcome = modelFieldFailed(error, at: index, component: component, node: node, presence: presence, failures: &failures)
            return nil
        }
    }

    /// A field whose value failed: the default (reported) when the field falls back on it,
    /// else the failure recorded.
    @inline(never)
    private func modelFieldFailed(
        _ error: any Error, at index: Int, component: PathComponent, node: Unmanaged<PathNode>, presence: _JSONFieldPresence,
        failures: inout [JSONDecodingFailures.Failure]
    ) -> ModelFieldOutcome {
        if presence == .defaultIfInvalid {
            report?.visitedObjects.subtract(index ..< valueEnd(index))
            report?.add(
                .defaultedValue, path: node.takeUnretainedValue().jsonPath(appending: component),
                message: "used the default value instead of \(describeValue(at: index)): \(describe(error))")
            return .absent
        }
        record(error, at: index, into: &failures)
        return .failed
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
