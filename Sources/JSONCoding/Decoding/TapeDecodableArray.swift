// Arrays decoded straight from the tape, elements in place.

/// Arrays, which the decoder fills itself: the tape knows their length, so the elements go
/// straight into storage of the right size, without an unkeyed container and without the
/// standard library's generic `append`, which looks its storage type up again for every element.
/// With ``JSONModelDecoder/InvalidElementStrategy/skip``, elements that fail are left out.
protocol TapeDecodableArray {
    /// Decodes the array at `index`; `type` is this very type, under the caller's name for it.
    static func decodeArray<Result>(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent, as type: Result.Type
    ) throws -> Result
}

extension Array: TapeDecodableArray where Element: Decodable {
    static func decodeArray<Result>(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent, as type: Result.Type
    ) throws -> Result {
        // `Result` is `[Element]` (the plan cache only hands this out for it), so this is no conversion.
        unsafeBitCast(try decodeElements(from: decoder, at: index, parent: parent, component: component), to: Result.self)
    }

    private static func decodeElements(
        from decoder: TapeDecoder, at index: Int, parent: PathNode, component: PathComponent
    ) throws -> [Element] {
        // Arrays of the common scalars are built by code specialised for them: generic code would
        // look the array's storage type up in the runtime's metadata cache for every array.
        if decoder.options.invalidElements == .throw {
            if Element.self == Double.self { return unsafeBitCast(try decoder.decodeScalarArray(Double.self, at: index, parent: parent, component), to: [Element].self) }
            if Element.self == Int.self { return unsafeBitCast(try decoder.decodeScalarArray(Int.self, at: index, parent: parent, component), to: [Element].self) }
            if Element.self == String.self { return unsafeBitCast(try decoder.decodeScalarArray(String.self, at: index, parent: parent, component), to: [Element].self) }
            if Element.self == Float.self { return unsafeBitCast(try decoder.decodeScalarArray(Float.self, at: index, parent: parent, component), to: [Element].self) }
            if Element.self == Int64.self { return unsafeBitCast(try decoder.decodeScalarArray(Int64.self, at: index, parent: parent, component), to: [Element].self) }
            if Element.self == UInt64.self { return unsafeBitCast(try decoder.decodeScalarArray(UInt64.self, at: index, parent: parent, component), to: [Element].self) }
            if Element.self == Bool.self { return unsafeBitCast(try decoder.decodeScalarArray(Bool.self, at: index, parent: parent, component), to: [Element].self) }
        }
        let entry = decoder.entries[index]
        guard entry.kind == .array else {
            throw decoder.containerMismatch(expected: [Any].self, at: index, path: parent.codingPath(appending: component))
        }
        let count = entry.count
        if count == 0 { return [] }
        if parent.depth >= ThreadStack.checkedDepth {
            try decoder.requireStackRoom(at: index, node: decoder.scopedNode(parent, component))
        }
        // Other elements are values of their own, under the array's node.
        let arrayNode = decoder.scopedNode(parent, component)
        if decoder.options.invalidElements == .skip {
            return try decoder.decodeArraySkippingInvalid(Element.self, at: index, node: arrayNode)
        }
        // Arrays of arrays of scalars (coordinates, matrices) read each element straight too.
        if Element.self == [Double].self { return unsafeBitCast(try decoder.decodeScalarArrays(Double.self, at: index, count: count, arrayNode), to: [Element].self) }
        if Element.self == [Int].self { return unsafeBitCast(try decoder.decodeScalarArrays(Int.self, at: index, count: count, arrayNode), to: [Element].self) }
        if Element.self == [String].self { return unsafeBitCast(try decoder.decodeScalarArrays(String.self, at: index, count: count, arrayNode), to: [Element].self) }
        return try [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            try decoder.fillElements(Element.self, at: index, count: count, node: arrayNode, into: base, initialized: &initialized)
        }
    }
}

extension TapeDecoder {
    /// Decodes the `count` elements of the array at `index` (whose path is `node`) into `base`,
    /// counting them in `initialized`. A model element that fails does not stop it: the
    /// elements after it are decoded too, so that one error names every field that failed in
    /// the whole array.
    func fillElements<Element: Decodable>(
        _ type: Element.Type, at index: Int, count: Int, node arrayNode: PathNode, into base: UnsafeMutablePointer<Element>,
        initialized: inout Int
    ) throws {
        var position = 0
        var element = index + 1
        // Elements read by their `init(from:)` (models): the plan asked once for the array, not
        // for each element.
        var byInitializer = false
        var model: (any JSONModelCodable.Type)?
        switch decodingPlan(for: Element.self) {
        case .initializer: byInitializer = true
        case .model(let type): model = type
        default: break
        }
        do {
            while position < count {
                if let model {
                    try decodeModel(model, at: element, parent: arrayNode, component: .index(position), into: UnsafeMutableRawPointer(base + position))
                } else {
                    (base + position).initialize(
                        to: byInitializer
                            ? try decodeWithInit(Element.self, at: element, parent: arrayNode, component: .index(position))
                            : try decode(Element.self, at: element, parent: arrayNode, component: .index(position)))
                }
                position += 1
                initialized = position
                element = valueEnd(element)
            }
        } catch {
            guard let failures = JSONDecodingFailures(error) else { throw error }
            var all = failures.failures
            element = valueEnd(element)
            for later in (position + 1) ..< Swift.max(count, position + 1) {
                do {
                    _ = try decode(Element.self, at: element, parent: arrayNode, component: .index(later))
                } catch {
                    record(error, at: element, into: &all)
                }
                element = valueEnd(element)
            }
            throw JSONDecodingFailures(all)
        }
    }
}

extension TapeDecoder {
    /// The elements of the array at `index` (whose path is `node`) that decode; each one left
    /// out is in the report, with its path and why.
    func decodeArraySkippingInvalid<Element: Decodable>(_ type: Element.Type, at index: Int, node: PathNode) throws -> [Element] {
        let entry = entries[index]
        guard entry.kind == .array else {
            throw containerMismatch(expected: [Any].self, at: index, path: node.codingPath())
        }
        var elements: [Element] = []
        elements.reserveCapacity(entry.count)
        var element = index + 1
        for position in 0 ..< entry.count {
            do {
                elements.append(try decode(Element.self, at: element, parent: node, component: .index(position)))
            } catch {
                // What the element's own objects left unread is beside the point once it is left out.
                report?.visitedObjects.subtract(element ..< valueEnd(element))
                report?.add(
                    .skippedElement, path: node.jsonPath(appending: .index(position)),
                    message: "left out an element that could not be decoded: \(describe(error))")
            }
            element = valueEnd(element)
        }
        return elements
    }

    /// The members of the object at `index` (whose path is `node`) whose values decode; each
    /// one left out is in the report.
    func decodeDictionarySkippingInvalid<Value: Decodable>(_ type: Value.Type, at index: Int, node: PathNode) throws -> [String: Value] {
        let entry = entries[index]
        guard entry.kind == .object else {
            throw containerMismatch(expected: [String: Any].self, at: index, path: node.codingPath())
        }
        report?.visitedObjects.insert(index)
        var dictionary = [String: Value](minimumCapacity: entry.count)
        var member = index + 1
        while member < entry.nextSibling {
            let key = string(entries[member])
            report?.consumedKeys.insert(member)
            if dictionary[key] == nil {
                do {
                    dictionary[key] = try decode(Value.self, at: member + 1, parent: node, component: .key(StringCodingKey(key)))
                } catch {
                    report?.visitedObjects.subtract((member + 1) ..< valueEnd(member + 1))
                    report?.add(
                        .skippedElement, path: node.jsonPath(appending: .key(StringCodingKey(key))),
                        message: "left out a member that could not be decoded: \(describe(error))")
                }
            }
            member = valueEnd(member + 1)
        }
        return dictionary
    }
}

extension TapeDecoder {
    /// The array at `index` of one of the common scalars, for a field whose type is known where
    /// it is compiled: what ``decode(_:at:parent:component:)`` does for `[S]`, without looking
    /// up the plan of `[S]` and calling the array's generic code through it.
    @inline(__always)
    func decodeScalarArray<S: Decodable>(
        _ type: S.Type, at index: Int, parent: PathNode, _ component: @autoclosure () -> PathComponent
    ) throws -> [S] {
        // Elements left out when invalid, with a report of each: the array's own code, which
        // comes here only when elements are not left out.
        guard options.invalidElements == .throw else { return try decode([S].self, at: index, parent: parent, component: component()) }
        let entry = entries[index]
        guard entry.kind == .array else {
            throw containerMismatch(expected: [Any].self, at: index, path: parent.codingPath(appending: component()))
        }
        if entry.count == 0 { return [] }
        if parent.depth >= ThreadStack.checkedDepth {
            try requireStackRoom(at: index, node: scopedNode(parent, component()))
        }
        return try decodeScalars(S.self, at: index, count: entry.count, parent, component())
    }

    /// The array at `index` when `element` reads each of its elements (scalars, one tape entry
    /// each); nil when the value is no array, an element is not read, or invalid elements are
    /// left out (which the array's own code reports).
    @inline(__always)
    func plainScalars<S>(at index: Int, _ element: (Int) -> S?) -> [S]? {
        let entry = entries[index]
        guard entry.kind == .array, options.invalidElements == .throw else { return nil }
        let count = entry.count
        if count == 0 { return [] }
        var complete = true
        let array = [S](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            for position in 0 ..< count {
                // Scalars only: the elements are the entries after the array's.
                guard let value = element(index &+ 1 &+ position) else {
                    complete = false
                    return
                }
                (base + position).initialize(to: value)
                initialized = position &+ 1
            }
        }
        return complete ? array : nil
    }

    /// The elements of the array at `index` (whose path is `arrayNode`), each an array of one
    /// scalar type; called with a concrete type, so each use is specialised.
    @inline(__always)
    func decodeScalarArrays<S: Decodable>(_ type: S.Type, at index: Int, count: Int, _ arrayNode: PathNode) throws -> [[S]] {
        try [[S]](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var element = index + 1
            for position in 0 ..< count {
                (base + position).initialize(to: try decodeScalarArray(S.self, at: element, parent: arrayNode, .index(position)))
                initialized = position + 1
                element = valueEnd(element)
            }
        }
    }

    /// An element that is not read straight from its entry: out of line, so that the loops over
    /// plain elements stay small enough to be inlined with the array's making.
    @inline(never)
    func decodeElement<S: Decodable>(_ type: S.Type, at index: Int, position: Int, arrayNode: @autoclosure () -> PathNode) throws -> S {
        try decode(S.self, at: index, parent: arrayNode(), component: .index(position))
    }

    /// The elements of the array at `index`, all of one scalar type; called with a concrete
    /// type, so each use is specialised.
    @inline(__always)
    func decodeScalars<S: Decodable>(
        _ type: S.Type, at index: Int, count: Int, _ parent: PathNode, _ component: @autoclosure () -> PathComponent
    ) throws -> [S] {
        // Short arrays (coordinates, pairs, RGB triples) as literals: their storage type is then
        // known statically, where any other way of making an array looks it up at run time.
        // The array's path node is made only for an error: no closure or box per array.
        @inline(__always) func element(_ position: Int, _ tapeIndex: Int) throws -> S {
            if S.self == Double.self, let double = scannedDouble(at: tapeIndex) { return unsafeBitCast(double, to: S.self) }
            if S.self == Int.self, let integer = scannedInteger(Int.self, at: tapeIndex) { return unsafeBitCast(integer, to: S.self) }
            if S.self == String.self, let text = plainString(at: tapeIndex) { return unsafeBitCast(text, to: S.self) }
            return try decodeElement(S.self, at: tapeIndex, position: position, arrayNode: scopedNode(parent, component()))
        }
        switch count {
        case 0:
            return []
        case 1:
            return [try element(0, index + 1)]
        case 2:
            let first = try element(0, index + 1)
            return [first, try element(1, valueEnd(index + 1))]
        case 3:
            let first = try element(0, index + 1)
            let second = try element(1, valueEnd(index + 1))
            return [first, second, try element(2, valueEnd(valueEnd(index + 1)))]
        default:
            break
        }
        return try [S](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var tapeIndex = index + 1
            for position in 0 ..< count {
                (base + position).initialize(to: try element(position, tapeIndex))
                initialized = position + 1
                tapeIndex = valueEnd(tapeIndex)
            }
        }
    }
}
