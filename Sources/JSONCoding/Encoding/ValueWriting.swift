// Writing values: scalars as JSON text, and the types with a JSON form of their own (dates,
// data, URLs, decimals, JSON values, arrays of numbers and strings) straight into the text.

import Foundation

extension EncodingTree {
    // MARK: - Scalars

    @inline(__always)
    func writeNull() {
        storage.pointee.text.append(literal: "null")
    }

    @inline(__always)
    func writeBool(_ value: Bool) {
        storage.pointee.text.append(literal: value ? "true" : "false")
    }

    @inline(__always)
    func writeString(_ value: String) {
        storage.pointee.text.writeEscaped(value, escapingSlashes: escapesSlashes)
    }

    @inline(__always)
    func writeInteger<T: FixedWidthInteger>(_ value: T) {
        if T.bitWidth <= 64 {
            storage.pointee.text.append(integer: UInt64(truncatingIfNeeded: value.magnitude), negative: value < 0)
        } else {
            storage.pointee.text.append(String(value))
        }
    }

    /// Writes a finite value as `JSONEncoder` does: Swift's shortest round-tripping form without
    /// a trailing `.0`. Infinity and NaN follow the strategy; false means it says to throw.
    @inline(__always)
    func writeDouble(_ value: Double) -> Bool {
        guard value.isFinite else { return writeNonConforming(value) }
        var sink = ShortestNumberText(storage: storage)
        value.write(to: &sink)
        return true
    }

    @inline(__always)
    func writeFloat(_ value: Float) -> Bool {
        guard value.isFinite else { return writeNonConforming(value) }
        var sink = ShortestNumberText(storage: storage)
        value.write(to: &sink)
        return true
    }

    /// A JSON number's own text. An infinite or NaN number (a `JSONNumber` made from such a
    /// `Double` literal) follows the non-conforming float strategy, as a `Double` does; false
    /// means it says to throw.
    private func writeNumber(_ number: JSONNumber) -> Bool {
        if let value = number.nonFiniteValue { return writeDouble(value) }
        storage.pointee.numbers.removeAll()
        storage.pointee.numbers.write(number)
        storage.pointee.text.append(storage.pointee.numbers.writtenBytes)
        return true
    }

    @inline(never)
    private func writeNonConforming<T: FloatingPoint>(_ value: T) -> Bool {
        guard case .convertToString(let positiveInfinity, let negativeInfinity, let nan) =
            options.nonConformingFloatEncodingStrategy
        else { return false }
        writeString(value.isNaN ? nan : value > 0 ? positiveInfinity : negativeInfinity)
        return true
    }

    /// A date that ISO 8601 text cannot name here. The error's value is the date's seconds
    /// since 1970, not the `Date`: describing a NaN `Date` stops the program (Foundation's
    /// `Date.description` traps on it), and an error must be safe to print.
    @inline(never)
    private func dateOutOfRange(_ date: Date, at path: [any CodingKey]) -> EncodingError {
        stopStreaming()
        return EncodingError.invalidValue(
            date.timeIntervalSince1970,
            EncodingError.Context(
                codingPath: path,
                debugDescription: "Unable to write the date at \(date.timeIntervalSince1970) seconds since 1970 as ISO 8601 text: "
                    + "it is outside the years \(ISO8601Parser.years.lowerBound) to \(ISO8601Parser.years.upperBound)."))
    }

    @inline(never)
    func nonConformingError<T: FloatingPoint>(_ value: T, at path: [any CodingKey]) -> EncodingError {
        stopStreaming()
        let name = value.isNaN ? "\(T.self).nan" : value > 0 ? "\(T.self).infinity" : "-\(T.self).infinity"
        return EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path,
                debugDescription: "Unable to encode \(name) directly in JSON. Use "
                    + ".convertToString in nonConformingFloatEncodingStrategy to write it as a string."))
    }

    /// `Data` as Base64, written straight into the buffer with `/` escaped as strings escape it.
    private func writeBase64(_ data: Data) {
        let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        let digits = alphabet.utf8Start
        let slash = UInt8(ascii: "/")
        let escapes = escapesSlashes
        storage.pointee.text.append(UInt8(ascii: "\""))
        data.withUnsafeBytes { input in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { chunk in
                guard let out = chunk.baseAddress else { return }
                var used = 0
                func emit(_ digit: UInt8) {
                    if digit == slash && escapes {
                        out[used] = UInt8(ascii: "\\")
                        used += 1
                    }
                    out[used] = digit
                    used += 1
                }
                var index = 0
                while index < input.count {
                    let remaining = input.count - index
                    let b0 = UInt32(input[index])
                    let b1 = remaining > 1 ? UInt32(input[index + 1]) : 0
                    let b2 = remaining > 2 ? UInt32(input[index + 2]) : 0
                    let group = b0 << 16 | b1 << 8 | b2
                    emit(digits[Int(group >> 18 & 63)])
                    emit(digits[Int(group >> 12 & 63)])
                    if remaining > 1 { emit(digits[Int(group >> 6 & 63)]) } else { emit(UInt8(ascii: "=")) }
                    if remaining > 2 { emit(digits[Int(group & 63)]) } else { emit(UInt8(ascii: "=")) }
                    index += 3
                    // A group adds at most eight bytes: flushing past 496 stays within 512.
                    if used > 496 {
                        storage.pointee.text.append(UnsafeRawBufferPointer(start: out, count: used))
                        used = 0
                    }
                }
                storage.pointee.text.append(UnsafeRawBufferPointer(start: out, count: used))
            }
        }
        storage.pointee.text.append(UInt8(ascii: "\""))
    }

    // MARK: - Values

    /// Encodes `value` into the empty node `place`, which is under `key` in the container at
    /// `link`, or at `link` itself when it is not `keyed` (the top level, a single value container).
    ///
    /// Types with a JSON form of their own (dates, data, URLs, decimals, JSON values, arrays of
    /// numbers or strings) are written straight into the buffer; any other type encodes itself
    /// through a ``TreeEncoder``. The key stays generic so that no existential is made for it
    /// unless a nested encoder or an error needs its path.
    func encode<T: Encodable, Key: CodingKey>(_ value: T, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        // Only type identity here: an `as?` cast on every value is what makes JSONEncoder slow.
        if T.self == String.self {
            beginScalar(place)
            writeString(unsafeBitCast(value, to: String.self))
            endScalar(place)
        } else if T.self == Int.self {
            beginScalar(place)
            writeInteger(unsafeBitCast(value, to: Int.self))
            endScalar(place)
        } else if T.self == Double.self {
            let double = unsafeBitCast(value, to: Double.self)
            beginScalar(place)
            guard writeDouble(double) else { throw nonConformingError(double, at: codingPath(link, key, keyed: keyed)) }
            endScalar(place)
        } else if T.self == Bool.self {
            beginScalar(place)
            writeBool(unsafeBitCast(value, to: Bool.self))
            endScalar(place)
        } else if T.self == Date.self {
            try encode(date: unsafeBitCast(value, to: Date.self), into: place, link: link, key: key, keyed: keyed)
        } else if T.self == URL.self {
            beginScalar(place)
            writeString(unsafeBitCast(value, to: URL.self).absoluteString)
            endScalar(place)
        } else if T.self == UUID.self {
            let uuid = unsafeBitCast(value, to: UUID.self).uuidString
            beginScalar(place)
            writeString(options.uuidEncodingStrategy == .lowercase ? uuid.lowercased() : uuid)
            endScalar(place)
        } else if T.self == Data.self {
            try encode(data: unsafeBitCast(value, to: Data.self), into: place, link: link, key: key, keyed: keyed)
        } else if T.self == Decimal.self {
            try encode(decimal: unsafeBitCast(value, to: Decimal.self), into: place, link: link, key: key, keyed: keyed)
        } else if T.self == JSONValue.self {
            try encode(json: unsafeBitCast(value, to: JSONValue.self), into: place, link: link, key: key, keyed: keyed)
        } else if T.self == JSONNumber.self {
            let number = unsafeBitCast(value, to: JSONNumber.self)
            beginScalar(place)
            guard writeNumber(number) else {
                throw nonConformingError(number.nonFiniteValue ?? .nan, at: codingPath(link, key, keyed: keyed))
            }
            endScalar(place)
        } else if try !writesArrayWhole(value, into: place, link: link, key: key, keyed: keyed) {
            let valueLink = keyed ? makeLink(parent: link, key: key) : link
            node(place).pointee.link = valueLink
            // The value's own `encode(to:)` encodes what it holds through here again, one
            // level deeper: stop at JSONEncoder's nesting limit, or before the stack runs out.
            if depth(of: valueLink) >= ThreadStack.checkedDepth { try requireRoom(for: T.self, at: valueLink) }
            // A conformance check, made only under a key strategy, as JSONEncoder makes it.
            if convertsKeys && T.self is any StringKeyedDictionary.Type {
                node(place).pointee.keepsKeys = true
            }
            do {
                try value.encode(to: TreeEncoder(tree: self, node: place, link: valueLink))
            } catch {
                // What the value wrote before failing is in the text; a caller may go on.
                stopStreaming()
                throw error
            }
        }
    }

    /// An array of `count` models of type `Element` into the empty node `place`, whose path is
    /// `link`: `encodeElement(index, encoder)` encodes each element with the encoder of its place.
    /// The caller is compiled where the model is: no element goes through the standard library's
    /// generic `Array.encode(to:)`, which copies each one into an unkeyed container that it
    /// reaches through an existential. The text is the same. Each element is opened as the
    /// generic ``encode(_:into:link:key:keyed:)`` opens a value that encodes itself, spelled out
    /// again: one helper for both measured 0.17M more instructions per encode of twitter.json.
    func encodeElements<Element>(
        of type: Element.Type, count: Int, into place: Int32, link: Int32,
        _ encodeElement: (Int, any Encoder) throws -> Void
    ) throws {
        if depth(of: link) >= ThreadStack.checkedDepth { try requireRoom(for: [Element].self, at: link) }
        let array = openArray(at: place, link: link)
        do {
            for index in 0 ..< count {
                let element = makeElement(in: array, arrayLink: link)
                let elementLink = makeLink(parent: link, index: index)
                node(element).pointee.link = elementLink
                if depth(of: elementLink) >= ThreadStack.checkedDepth { try requireRoom(for: Element.self, at: elementLink) }
                try encodeElement(index, TreeEncoder(tree: self, node: element, link: elementLink))
                append(element, to: array)
            }
        } catch {
            stopStreaming()
            throw error
        }
    }

    /// ``encodeArray(_:into:link:key:keyed:)`` for a type not yet seen to encode itself; a type
    /// that is no such array is noted, and its next values skip the comparisons.
    @inline(__always)
    private func writesArrayWhole<T, Key: CodingKey>(_ value: T, into place: Int32, link: Int32, key: Key, keyed: Bool) throws -> Bool {
        if storage.pointee.selfEncodingTypes.contains(T.self) { return false }
        if try encodeArray(value, into: place, link: link, key: key, keyed: keyed) { return true }
        noteSelfEncoding(T.self)
        return false
    }

    @inline(never)
    private func noteSelfEncoding<T>(_ type: T.Type) {
        // Arrays of arrays too deep to be written whole here may be written whole elsewhere.
        guard T.self != [[Double]].self && T.self != [[Int]].self && T.self != [[String]].self else { return }
        storage.pointee.selfEncodingTypes.insert(T.self)
    }

    /// Arrays of numbers, strings or Booleans, written whole. False for any other type.
    private func encodeArray<T, Key: CodingKey>(_ value: T, into place: Int32, link: Int32, key: Key, keyed: Bool) throws -> Bool {
        let depth = depth(of: link) + (keyed ? 1 : 0)
        let problem: Int?
        if T.self == [String].self {
            problem = writeElements(unsafeBitCast(value, to: [String].self), into: place, depth: depth) { element in
                writeString(element)
                return true
            }
        } else if T.self == [Int].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int].self), into: place, depth: depth)
        } else if T.self == [Double].self {
            problem = writeElements(unsafeBitCast(value, to: [Double].self), into: place, depth: depth, writeDouble)
        } else if T.self == [Float].self {
            problem = writeElements(unsafeBitCast(value, to: [Float].self), into: place, depth: depth, writeFloat)
        } else if T.self == [Bool].self {
            problem = writeElements(unsafeBitCast(value, to: [Bool].self), into: place, depth: depth) { element in
                writeBool(element)
                return true
            }
        } else if T.self == [Int64].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int64].self), into: place, depth: depth)
        } else if T.self == [UInt8].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt8].self), into: place, depth: depth)
        } else if T.self == [Int32].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int32].self), into: place, depth: depth)
        } else if T.self == [UInt64].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt64].self), into: place, depth: depth)
        } else if T.self == [UInt].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt].self), into: place, depth: depth)
        } else if T.self == [UInt32].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt32].self), into: place, depth: depth)
        } else if T.self == [Int16].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int16].self), into: place, depth: depth)
        } else if T.self == [UInt16].self {
            problem = writeIntegers(unsafeBitCast(value, to: [UInt16].self), into: place, depth: depth)
        } else if T.self == [Int8].self {
            problem = writeIntegers(unsafeBitCast(value, to: [Int8].self), into: place, depth: depth)
        } else if T.self == [[Double]].self || T.self == [[Int]].self || T.self == [[String]].self {
            // Arrays of such arrays (coordinates, matrices): the inner arrays are written whole
            // too. Too deep for that here, the general way says where.
            guard depth + 2 < EncodingTree.nestingLimit else { return false }
            if T.self == [[Double]].self {
                let arrays = unsafeBitCast(value, to: [[Double]].self)
                if let (outer, inner) = writeNestedElements(arrays, into: place, depth: depth, writeDouble) {
                    stopStreaming()
                    let path = codingPath(link, key, keyed: keyed) + [IndexCodingKey(outer), IndexCodingKey(inner)]
                    throw nonConformingError(arrays[outer][inner], at: path)
                }
            } else if T.self == [[Int]].self {
                _ = writeNestedElements(unsafeBitCast(value, to: [[Int]].self), into: place, depth: depth) { element in
                    writeInteger(element)
                    return true
                }
            } else {
                _ = writeNestedElements(unsafeBitCast(value, to: [[String]].self), into: place, depth: depth) { element in
                    writeString(element)
                    return true
                }
            }
            return true
        } else {
            return false
        }
        if let problem { throw arrayError(value, problem, path: codingPath(link, key, keyed: keyed)) }
        return true
    }

    /// The array is too deep (`problem` -1), or its element at `problem` is infinite or NaN.
    @inline(never)
    private func arrayError<T>(_ value: T, _ problem: Int, path: [any CodingKey]) -> EncodingError {
        stopStreaming()
        if problem >= 0, T.self == [Double].self {
            return nonConformingError(unsafeBitCast(value, to: [Double].self)[problem], at: path + [IndexCodingKey(problem)])
        }
        if problem >= 0, T.self == [Float].self {
            return nonConformingError(unsafeBitCast(value, to: [Float].self)[problem], at: path + [IndexCodingKey(problem)])
        }
        return tooDeep(value, at: path)
    }

    /// Writes an array whole, each element with `write`, which returns false for an element it
    /// cannot write. Nil when done, else what went wrong for `arrayError`: -1 when the array would
    /// nest too deep, or the index of the element. Generic over the element only: called with a
    /// concrete array it is specialized, where code generic over the key would look up type
    /// metadata on every call.
    @inline(__always)
    private func writeElements<Element>(
        _ elements: [Element], into place: Int32, depth: Int, _ write: (Element) -> Bool
    ) -> Int? {
        guard openArray(into: place, depth: depth) else { return -1 }
        for index in elements.indices {
            separateElement(index, depth: depth)
            guard write(elements[index]) else { return index }
        }
        closeArray(place, depth: depth)
        return nil
    }

    /// Writes an array of arrays whole, as ``writeElements(_:into:depth:_:)`` writes one array;
    /// the caller has made sure both levels fit under the nesting limit. Nil when done, else the
    /// place of the element `write` refused.
    @inline(__always)
    private func writeNestedElements<Element>(
        _ arrays: [[Element]], into place: Int32, depth: Int, _ write: (Element) -> Bool
    ) -> (outer: Int, inner: Int)? {
        _ = openArray(into: place, depth: depth)
        for outer in arrays.indices {
            separateElement(outer, depth: depth)
            storage.pointee.text.append(UInt8(ascii: "["))
            if prettyPrinted { storage.pointee.text.append(UInt8(ascii: "\n")) }
            let elements = arrays[outer]
            for inner in elements.indices {
                separateElement(inner, depth: depth + 1)
                guard write(elements[inner]) else { return (outer, inner) }
            }
            closeContainer(UInt8(ascii: "]"), depth: depth + 1)
        }
        closeArray(place, depth: depth)
        return nil
    }

    private func writeIntegers<Element: FixedWidthInteger>(_ elements: [Element], into place: Int32, depth: Int) -> Int? {
        writeElements(elements, into: place, depth: depth) { element in
            writeInteger(element)
            return true
        }
    }

    /// Begins an array written whole at `depth`, laid out as `JSONEncoder` lays out arrays;
    /// false if it would nest too deep.
    @inline(__always)
    private func openArray(into place: Int32, depth: Int) -> Bool {
        guard depth + 1 < EncodingTree.nestingLimit else { return false }
        beginScalar(place)
        storage.pointee.text.append(UInt8(ascii: "["))
        if prettyPrinted { storage.pointee.text.append(UInt8(ascii: "\n")) }
        return true
    }

    @inline(__always)
    private func separateElement(_ index: Int, depth: Int) {
        if prettyPrinted {
            if index > 0 { storage.pointee.text.append(literal: ",\n") }
            storage.pointee.text.appendIndent(depth + 1)
        } else if index > 0 {
            storage.pointee.text.append(UInt8(ascii: ","))
        }
    }

    @inline(__always)
    private func closeArray(_ place: Int32, depth: Int) {
        closeContainer(UInt8(ascii: "]"), depth: depth)
        endScalar(place, kind: .rawArray)
    }

    private func encode<Key: CodingKey>(date: Date, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        switch options.dateEncodingStrategy {
        case .deferredToDate:
            // What `Date.encode(to:)` does, without an encoder.
            let interval = date.timeIntervalSinceReferenceDate
            beginScalar(place)
            guard writeDouble(interval) else { throw nonConformingError(interval, at: codingPath(link, key, keyed: keyed)) }
            endScalar(place)
        case .secondsSince1970:
            try writeDate(date.timeIntervalSince1970, "seconds", into: place, link, key, keyed)
        case .millisecondsSince1970:
            try writeDate(1000 * date.timeIntervalSince1970, "milliseconds", into: place, link, key, keyed)
        case .automatic:
            guard let text = exactISO8601String(from: date) else { throw dateOutOfRange(date, at: codingPath(link, key, keyed: keyed)) }
            beginScalar(place)
            writeString(text)
            endScalar(place)
        case .iso8601:
            guard iso8601Instants.contains(date.timeIntervalSince1970) else {
                throw dateOutOfRange(date, at: codingPath(link, key, keyed: keyed))
            }
            beginScalar(place)
            writeString(iso8601String(from: date))
            endScalar(place)
        case .formatted(let formatter):
            beginScalar(place)
            writeString(formatter.string(from: date))
            endScalar(place)
        case .custom(let encode):
            let valueLink = keyed ? makeLink(parent: link, key: key) : link
            node(place).pointee.link = valueLink
            do {
                try encode(date, TreeEncoder(tree: self, node: place, link: valueLink))
            } catch {
                stopStreaming()
                throw error
            }
            writtenByStrategy(place)
        }
    }

    /// Seconds and milliseconds since 1970 must be finite whatever the float strategy says, as in
    /// `JSONEncoder`: a string there would not be a date any reader expects.
    private func writeDate<Key: CodingKey>(
        _ interval: Double, _ unit: String, into place: Int32, _ link: Int32, _ key: Key, _ keyed: Bool
    ) throws {
        guard interval.isFinite else {
            stopStreaming()
            throw EncodingError.invalidValue(
                interval,
                EncodingError.Context(
                    codingPath: codingPath(link, key, keyed: keyed),
                    debugDescription: "Unable to encode a Date as \(unit) since 1970: the interval is \(interval), "
                        + "which JSON cannot represent."))
        }
        beginScalar(place)
        _ = writeDouble(interval)
        endScalar(place)
    }

    private func encode<Key: CodingKey>(data: Data, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        switch options.dataEncodingStrategy {
        case .deferredToData:
            // What `Data.encode(to:)` does: an array of its bytes.
            let bytes = Array(data)
            if writeIntegers(bytes, into: place, depth: depth(of: link) + (keyed ? 1 : 0)) != nil {
                throw tooDeep(bytes, at: codingPath(link, key, keyed: keyed))
            }
        case .base64:
            beginScalar(place)
            writeBase64(data)
            endScalar(place)
        case .custom(let encode):
            let valueLink = keyed ? makeLink(parent: link, key: key) : link
            node(place).pointee.link = valueLink
            do {
                try encode(data, TreeEncoder(tree: self, node: place, link: valueLink))
            } catch {
                stopStreaming()
                throw error
            }
            writtenByStrategy(place)
        }
    }

    /// A custom date or data strategy that encodes nothing has written `{}`, as in `JSONEncoder`,
    /// even at the top level, where a value that encodes nothing is an error.
    private func writtenByStrategy(_ place: Int32) {
        if node(place).pointee.kind == .empty { node(place).pointee.kind = .object }
    }

    /// A `Decimal`'s own digits. `JSONEncoder` writes NaN as `NaN`, which no JSON parser reads;
    /// here NaN follows the non-conforming float strategy.
    private func encode<Key: CodingKey>(decimal: Decimal, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        beginScalar(place)
        if decimal.isNaN {
            guard writeNonConforming(Double.nan) else {
                stopStreaming()
                throw EncodingError.invalidValue(
                    decimal,
                    EncodingError.Context(
                        codingPath: codingPath(link, key, keyed: keyed),
                        debugDescription: "Unable to encode Decimal.nan directly in JSON. Use "
                            + ".convertToString in nonConformingFloatEncodingStrategy to write it as a string."))
            }
        } else {
            storage.pointee.text.append(decimal.description)
        }
        endScalar(place)
    }

    private func encode<Key: CodingKey>(json: JSONValue, into place: Int32, link: Int32, key: Key, keyed: Bool) throws {
        beginScalar(place)
        do {
            try writeValue(json, depth: depth(of: link) + (keyed ? 1 : 0))
        } catch let error as ValueWriteFailure {
            let path = codingPath(link, key, keyed: keyed) + error.path
            if let value = error.nonConformingValue { throw nonConformingError(value, at: path) }
            guard !error.stackExhausted else {
                stopStreaming()
                throw EncodingError.invalidValue(
                    "a JSONValue \(path.count) levels deep",
                    EncodingError.Context(codingPath: path, debugDescription: ThreadStack.exhaustedMessage(decoding: false)))
            }
            throw tooDeep(json, at: path)
        }
        endScalar(place, kind: rawKind(of: json))
    }

    /// Writes a JSON value at `depth` as `JSONEncoder` would lay it out. Numbers keep their text;
    /// object keys are data and are written as they are, whatever the key strategy.
    func writeValue(_ value: JSONValue, depth: Int) throws {
        switch value {
        case .null: writeNull()
        case .bool(let flag): writeBool(flag)
        case .number(let number):
            guard writeNumber(number) else { throw ValueWriteFailure(path: [], nonConformingValue: number.nonFiniteValue ?? .nan) }
        case .string(let string): writeString(string)
        case .array(let elements):
            guard depth + 1 < EncodingTree.nestingLimit else { throw ValueWriteFailure(path: []) }
            if depth >= ThreadStack.checkedDepth && !ThreadStack.hasRoom() { throw ValueWriteFailure(path: [], stackExhausted: true) }
            storage.pointee.text.append(UInt8(ascii: "["))
            if prettyPrinted { storage.pointee.text.append(UInt8(ascii: "\n")) }
            for (index, element) in elements.enumerated() {
                if index > 0 { storage.pointee.text.append(literal: prettyPrinted ? ",\n" : ",") }
                if prettyPrinted { storage.pointee.text.appendIndent(depth + 1) }
                do {
                    try writeValue(element, depth: depth + 1)
                } catch var error as ValueWriteFailure {
                    error.path.insert(IndexCodingKey(index), at: 0)
                    throw error
                }
            }
            closeContainer(UInt8(ascii: "]"), depth: depth)
        case .object(let object):
            guard depth + 1 < EncodingTree.nestingLimit else { throw ValueWriteFailure(path: []) }
            if depth >= ThreadStack.checkedDepth && !ThreadStack.hasRoom() { throw ValueWriteFailure(path: [], stackExhausted: true) }
            storage.pointee.text.append(UInt8(ascii: "{"))
            if prettyPrinted { storage.pointee.text.append(UInt8(ascii: "\n")) }
            var members = Array(object)
            if sortsKeys { members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } }
            for (index, member) in members.enumerated() {
                if index > 0 { storage.pointee.text.append(literal: prettyPrinted ? ",\n" : ",") }
                if prettyPrinted { storage.pointee.text.appendIndent(depth + 1) }
                writeString(member.key)
                storage.pointee.text.append(literal: prettyPrinted ? " : " : ":")
                do {
                    try writeValue(member.value, depth: depth + 1)
                } catch var error as ValueWriteFailure {
                    error.path.insert(StringCodingKey(member.key), at: 0)
                    throw error
                }
            }
            closeContainer(UInt8(ascii: "}"), depth: depth)
        }
    }

    private func closeContainer(_ bracket: UInt8, depth: Int) {
        if prettyPrinted {
            storage.pointee.text.append(UInt8(ascii: "\n"))
            storage.pointee.text.appendIndent(depth)
        }
        storage.pointee.text.append(bracket)
    }

    /// Throws when a value at `link` cannot be encoded for its depth: below the deepest
    /// container JSON text may have here (the path then leads to that container, as when the
    /// text is written), or with too little stack left for one more level.
    @inline(never)
    private func requireRoom<T>(for type: T.Type, at link: Int32) throws {
        let depth = depth(of: link)
        if depth >= EncodingTree.nestingLimit {
            throw ValueWriteFailure(path: codingPath(storage.pointee.links.pointer(Int(link)).pointee.parent))
        }
        guard ThreadStack.hasRoom() else {
            stopStreaming()
            throw EncodingError.invalidValue(
                "a value of type \(T.self), \(depth) levels deep",
                EncodingError.Context(
                    codingPath: codingPath(link), debugDescription: ThreadStack.exhaustedMessage(decoding: false)))
        }
    }

    /// The error for containers nested deeper than JSON text may nest. Its value is a short
    /// description of `value`, not `value` itself: a value nested this deep would make the
    /// error's description as long as the value's (and, for nested enums, describing it needs
    /// as much stack as encoding it did).
    func tooDeep(_ value: Any, at path: [any CodingKey]) -> EncodingError {
        stopStreaming()
        return EncodingError.invalidValue(
            "a value of type \(type(of: value)) with containers nested \(EncodingTree.nestingLimit) levels deep",
            EncodingError.Context(
                codingPath: path,
                debugDescription: "Unable to encode containers nested \(EncodingTree.nestingLimit) levels deep: "
                    + "JSON text may nest at most \(EncodingTree.nestingLimit - 1) levels, as in JSONEncoder."))
    }
}

/// A `[String: Value]` dictionary, whose keys `JSONEncoder` leaves alone under every key strategy.
protocol StringKeyedDictionary {}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Encodable {}

/// Receives `Double.write(to:)`'s text straight into the buffer, without making a `String`, and
/// drops a trailing `.0` as `JSONEncoder` does (`100.0` is written `100`).
struct ShortestNumberText: TextOutputStream {
    let storage: UnsafeMutablePointer<EncodingStorage>

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { _writeASCII($0) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        var count = buffer.count
        if count >= 2 && buffer[count - 2] == UInt8(ascii: ".") && buffer[count - 1] == UInt8(ascii: "0") {
            count -= 2
        }
        storage.pointee.text.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<count])))
    }
}
