// Finishing an encoding: the top-level value, the finished text, and the pass over the nodes
// that writes it when the text could not be the output itself (keys sorted, a key encoded
// twice, a container left and reopened).

import Foundation

extension EncodingTree {
    /// Encodes the top-level value and writes the finished text, for ``outputData()`` and its siblings.
    /// `reported` is the value errors name (and whose type they name), when `value` only wraps it.
    func encodeTopLevel<T: Encodable>(_ value: T, reporting reported: (value: Any, type: Any.Type)? = nil) throws {
        let errorValue = reported?.value ?? value
        do {
            try encode(value, into: 0, link: 0, key: IndexCodingKey(0), keyed: false)
        } catch let error as ValueWriteFailure {
            throw tooDeep(errorValue, at: error.path)
        }
        if let failure = storage.pointee.failure { throw EncodingError.invalidValue(errorValue, failure.context) }
        guard node(0).pointee.kind != .empty else {
            throw EncodingError.invalidValue(
                errorValue,
                EncodingError.Context(codingPath: [], debugDescription: "Top-level \(reported?.type ?? T.self) did not encode any values."))
        }
        guard !storage.pointee.textOverflowed else {
            throw EncodingError.invalidValue(
                errorValue,
                EncodingError.Context(codingPath: [], debugDescription: "Unable to encode more than 4 GiB of JSON text."))
        }
        if finishText() { return }
        storage.pointee.output.reserve(storage.pointee.text.count + 64)
        do {
            var scratch: [Int32] = []
            try write(0, depth: 0, into: &storage.pointee.output, scratch: &scratch)
        } catch let error as ValueWriteFailure {
            throw tooDeep(errorValue, at: error.path)
        }
    }

    /// The finished document: the text itself when it was written as the output.
    private var finished: UnsafeRawBufferPointer {
        storage.pointee.streaming ? storage.pointee.text.bytes : storage.pointee.output.bytes
    }

    func outputData() -> Data {
        Data(finished)
    }

    func outputBytes() -> [UInt8] {
        Array(finished)
    }

    func outputString() -> String {
        String(decoding: finished, as: UTF8.self)
    }

    private func write(_ index: Int32, depth: Int, into output: inout ByteBuffer, scratch: inout [Int32]) throws {
        let value = node(index).pointee
        switch value.kind {
        case .scalar, .rawArray, .rawObject:
            output.append(text(value.valueStart, value.valueEnd))
            return
        case .empty, .object, .array:
            break
        }
        guard depth + 1 < EncodingTree.nestingLimit else { throw ValueWriteFailure(path: codingPath(value.link)) }
        let isArray = value.kind == .array
        output.append(isArray ? UInt8(ascii: "[") : UInt8(ascii: "{"))
        if prettyPrinted { output.append(UInt8(ascii: "\n")) }
        if value.kind == .object && value.count > 1 && (sortsKeys || value.mayHaveDuplicates) {
            // The members go on the scratch stack, above those of the objects that contain this one.
            let base = scratch.count
            var child = value.first
            while child >= 0 {
                scratch.append(child)
                child = node(child).pointee.next
            }
            if value.mayHaveDuplicates { removeDuplicateKeys(&scratch[base...]) }
            if sortsKeys { sortByKey(&scratch[base...]) }
            var first = true
            for position in base ..< scratch.count where scratch[position] >= 0 {
                try writeChild(scratch[position], first: first, isArray: false, depth: depth, into: &output, scratch: &scratch)
                first = false
            }
            scratch.removeSubrange(base...)
        } else {
            var child = value.first
            var first = true
            while child >= 0 {
                try writeChild(child, first: first, isArray: isArray, depth: depth, into: &output, scratch: &scratch)
                first = false
                child = node(child).pointee.next
            }
        }
        if prettyPrinted {
            output.append(UInt8(ascii: "\n"))
            output.appendIndent(depth)
        }
        output.append(isArray ? UInt8(ascii: "]") : UInt8(ascii: "}"))
    }

    @inline(__always)
    private func writeChild(
        _ child: Int32, first: Bool, isArray: Bool, depth: Int, into output: inout ByteBuffer, scratch: inout [Int32]
    ) throws {
        if !first { output.append(UInt8(ascii: ",")) }
        if prettyPrinted {
            if !first { output.append(UInt8(ascii: "\n")) }
            output.appendIndent(depth + 1)
        }
        if !isArray {
            let member = node(child).pointee
            output.append(text(member.keyStart, member.keyEnd))
            if prettyPrinted { output.append(literal: " : ") } else { output.append(UInt8(ascii: ":")) }
        }
        try write(child, depth: depth + 1, into: &output, scratch: &scratch)
    }

    /// Replaces each member whose key comes again by the last one with that key, and marks the
    /// later ones -1. A 256-bit filter, wider than the object's own, keeps most members from
    /// being compared at all.
    private func removeDuplicateKeys(_ members: inout ArraySlice<Int32>) {
        var filter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for position in members.indices {
            let hash = node(members[position]).pointee.keyHash
            let bit: UInt64 = 1 << UInt64(hash >> 26 & 63)
            let seen = withUnsafeMutableBytes(of: &filter) { words in
                let word = Int(hash >> 24 & 3) * 8
                let previous = words.load(fromByteOffset: word, as: UInt64.self)
                words.storeBytes(of: previous | bit, toByteOffset: word, as: UInt64.self)
                return previous & bit != 0
            }
            guard seen else { continue }
            for earlier in members.startIndex ..< position
            where members[earlier] >= 0 && sameKey(members[earlier], members[position]) {
                members[earlier] = members[position]
                members[position] = -1
                break
            }
        }
    }

    /// Orders members by their keys' UTF-8 bytes, as `JSONEncoder` sorts on Linux; removed members last.
    private func sortByKey(_ members: inout ArraySlice<Int32>) {
        members.sort { left, right in
            guard left >= 0, right >= 0 else { return right < 0 && left >= 0 }
            let a = node(left).pointee
            let b = node(right).pointee
            if !a.keyHasEscapes && !b.keyHasEscapes {
                // Between the quotes, text without escapes is the key's UTF-8 itself.
                return text(a.keyStart + 1, a.keyEnd - 1).lexicographicallyPrecedes(text(b.keyStart + 1, b.keyEnd - 1))
            }
            return unescapedKey(text(a.keyStart, a.keyEnd)).lexicographicallyPrecedes(unescapedKey(text(b.keyStart, b.keyEnd)))
        }
    }
}

/// A quoted key's UTF-8, with the escapes the encoder writes undone.
private func unescapedKey(_ quoted: UnsafeRawBufferPointer) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = 1
    let end = quoted.count - 1
    while index < end {
        let byte = quoted[index]
        guard byte == UInt8(ascii: "\\"), index + 1 < end else {
            bytes.append(byte)
            index += 1
            continue
        }
        let escape = quoted[index + 1]
        index += 2
        switch escape {
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
            // The encoder writes only control characters as \u00XX, in lowercase hex.
            var value: UInt8 = 0
            for offset in 0 ..< 4 where index + offset < end {
                let digit = quoted[index + offset]
                let nibble = digit >= UInt8(ascii: "a") ? digit &- UInt8(ascii: "a") &+ 10 : digit &- UInt8(ascii: "0")
                value = value << 4 | (nibble & 0xF)
            }
            bytes.append(value)
            index += 4
        default: bytes.append(escape)
        }
    }
    return bytes
}
