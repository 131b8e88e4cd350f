// Dictionaries with string keys, decoded straight from the tape.

/// Dictionaries with string keys, which the decoder fills itself from the object's members;
/// their keys are the input's keys as they are, whatever the key decoding strategy, as in
/// Foundation's `JSONDecoder`.
protocol TapeDecodableStringDictionary {
    /// Decodes the object at `index`; `type` is this very type, under the caller's name for it.
    static func decodeDictionary<Result>(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent, as type: Result.Type
    ) throws -> Result
}

extension Dictionary: TapeDecodableStringDictionary where Key == String, Value: Decodable {
    static func decodeDictionary<Result>(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent, as type: Result.Type
    ) throws -> Result {
        unsafeBitCast(try decodeMembers(from: decoder, at: index, parent: parent, component: component), to: Result.self)
    }

    private static func decodeMembers(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent
    ) throws -> [String: Value] {
        let entry = decoder.entries[index]
        guard entry.kind == .object else {
            throw decoder.containerMismatch(expected: [String: Any].self, at: index, path: parent.codingPath(appending: component))
        }
        let node = decoder.scopedNode(parent, component)
        if node.depth >= ThreadStack.checkedDepth { try decoder.requireStackRoom(at: index, node: node) }
        decoder.noteTopLevelMembersRead(ofObjectAt: index)
        var dictionary = [String: Value](minimumCapacity: entry.count)
        var member = index + 1
        // Model values that fail are all decoded, so that one error names every field that failed.
        var failures: [JSONDecodingFailures.Failure] = []
        while member < entry.nextSibling {
            let key = decoder.string(decoder.entries[member])
            decoder.report?.consumedKeys.insert(member)
            // As in Foundation, the first of two equal keys wins.
            if dictionary[key] == nil {
                do {
                    dictionary[key] = try decoder.decode(Value.self, at: member + 1, parent: node, component: .key(StringCodingKey(key)))
                } catch {
                    // A plain error before any model failed is the error of the dictionary.
                    guard !failures.isEmpty || JSONDecodingFailures(error) != nil else { throw error }
                    decoder.record(error, at: member + 1, into: &failures)
                }
            }
            member = decoder.valueEnd(member + 1)
        }
        if !failures.isEmpty { throw JSONDecodingFailures(failures) }
        return dictionary
    }
}
