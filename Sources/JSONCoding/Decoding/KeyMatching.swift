// Finding a coding key's member in an object, under each key decoding strategy.
//
// Every keyed container has a cursor: the member after the last one found. Types read their
// keys in about the order the input has them, so a lookup usually succeeds at the cursor with a
// single comparison; otherwise it goes on to the end and wraps around. A key found past the
// cursor could have an earlier duplicate before it; a small filter of the keys the cursor has
// passed rules that out without looking back, so the first occurrence wins, as in Foundation.

import Foundation

extension TapeDecoder {
    /// The tape index of the value for `key` in the object at `object`, or nil when the object
    /// has no such member. Moves the container's cursor past the member found.
    @inline(__always)
    func valueIndex<Key: CodingKey>(for key: Key, in object: Int, lookup: UnsafeMutablePointer<KeyLookupState>) -> Int? {
        // The tape is read unchecked below: the lookup must be of this object, on this tape.
        assert(lookup.pointee.object == object && object >= 0 && object < tape.count && entries[object].kind == .object, "a lookup of another object")
        assert(lookup.pointee.cursor > object && lookup.pointee.cursor <= entries[object].nextSibling, "a lookup cursor outside its object")
        let matching = lookup.pointee.matching
        // The common case first: keys as they are, nothing recorded, and the key at the cursor.
        if matching == .exact && state.pointee.report == nil && state.pointee.topLevelKeysFound == nil {
            let cursor = lookup.pointee.cursor
            if cursor < entries[object].nextSibling {
                let entry = entries[cursor]
                let matches = withName(of: key) { name in
                    !entry.hasEscapes && entry.length == name.count && keyBytesEqual(entry, name)
                }
                // A key past the first could have an earlier occurrence, which would win. While
                // every lookup has found its key at the cursor, the keys passed are exactly the
                // keys asked for, and that question is answered from them; otherwise the whole
                // object is asked.
                if matches
                    && (lookup.pointee.inOrder
                        ? rememberAskedFor(key, lookup: lookup)
                        : cursor == object + 1 || !hasDuplicateKeys(object, lookup: lookup))
                {
                    lookup.pointee.cursor = valueEnd(cursor + 1)
                    return cursor + 1
                }
            }
        } else if matching == .snakeCase && state.pointee.report == nil && state.pointee.topLevelKeysFound == nil {
            // The key at the cursor in the one snake_case spelling that converts to the name.
            // (Kept apart from the path above: one path for both strategies measured 1 % slower.)
            let cursor = lookup.pointee.cursor
            if cursor < entries[object].nextSibling {
                let entry = entries[cursor]
                let matches = withName(of: key) { name in
                    guard !entry.hasEscapes, let snake = state.pointee.snakeKeys?.snakeForm(of: name) else {
                        return false
                    }
                    return entry.length == snake.count && keyBytesEqual(entry, snake)
                }
                // As for keys as they are, an earlier key could convert to the same name and would
                // win: the keys asked for in order rule that out, or else the object's keys do.
                if matches
                    && (lookup.pointee.inOrder
                        ? rememberAskedFor(key, lookup: lookup)
                        : cursor == object + 1 || !hasDuplicateKeys(object, lookup: lookup))
                {
                    lookup.pointee.cursor = valueEnd(cursor + 1)
                    return cursor + 1
                }
            }
        }
        let index = valueIndexAnywhere(forKey: key.stringValue, in: object, lookup: lookup)
        guard let index else { return nil }
        // Found elsewhere, the cursor has jumped: the keys passed are no longer all known.
        lookup.pointee.inOrder = false
        return index
    }

    /// While every lookup of a container has found its key at the cursor, the keys before the
    /// cursor are exactly those asked for, so an earlier key matches `key` only if `key` was
    /// asked for before. Remembers `key`, and returns false (and stops remembering) when it
    /// was, or may have been. A coding key of one byte is its value (see ``KeyNameCache``):
    /// one bit per value below 64; any other is remembered by its name's fingerprint.
    @inline(__always)
    private func rememberAskedFor<Key: CodingKey>(_ key: Key, lookup: UnsafeMutablePointer<KeyLookupState>) -> Bool {
        if let tag = oneByteKeyTag(key), tag < 64 {
            let bit = UInt64(1) &<< UInt64(tag)
            guard lookup.pointee.askedTags & bit == 0 else {
                lookup.pointee.inOrder = false
                return false
            }
            lookup.pointee.askedTags |= bit
            return true
        }
        return rememberAskedForByName(key, lookup: lookup)
    }

    @inline(never)
    private func rememberAskedForByName<Key: CodingKey>(_ key: Key, lookup: UnsafeMutablePointer<KeyLookupState>) -> Bool {
        withName(of: key) { name in rememberPassedKey(keyFingerprint(name, readable: name.count), lookup: lookup) }
    }

    /// Remembers the key at the cursor as passed, by the `fingerprint` of the name it matched,
    /// when no key passed before it matched the same name; returns false (and stops
    /// remembering) when one may have, or there is no room.
    @inline(__always)
    private func rememberPassedKey(_ fingerprint: UInt64, lookup: UnsafeMutablePointer<KeyLookupState>) -> Bool {
        let passed = lookup.pointee.passedCount
        let bit = UInt64(1) &<< (fingerprint &>> 58)
        let filter = fingerprint & (1 << 57) == 0 ? lookup.pointee.passedLow : lookup.pointee.passedHigh
        let fingerprints = lookup.pointee.passedKeys
        if passed == TapeDecoder.passedKeysPerSlot || (filter & bit != 0 && passedKeyMatches(fingerprint, in: fingerprints, count: passed)) {
            lookup.pointee.inOrder = false
            return false
        }
        if fingerprint & (1 << 57) == 0 { lookup.pointee.passedLow |= bit } else { lookup.pointee.passedHigh |= bit }
        fingerprints[passed] = fingerprint
        lookup.pointee.passedCount = passed + 1
        return true
    }

    @inline(never)
    private func passedKeyMatches(_ fingerprint: UInt64, in fingerprints: UnsafeMutablePointer<UInt64>, count: Int) -> Bool {
        for index in 0 ..< count where fingerprints[index] == fingerprint { return true }
        return false
    }

    /// ``valueIndex(for:in:lookup:)`` under any strategy, wherever the key is.
    private func valueIndexAnywhere(forKey name: String, in object: Int, lookup: UnsafeMutablePointer<KeyLookupState>) -> Int? {
        let keyIndex: Int?
        let matching = lookup.pointee.matching
        switch matching {
        case .exact:
            keyIndex = name.withUTF8Bytes { findExactKey($0, in: object, lookup: lookup) }
        case .snakeCase:
            keyIndex = name.withUTF8Bytes { name in
                find(in: object, lookup: lookup, firstOfAlike: { hasDuplicateKeys(object, lookup: lookup) }) {
                    snakeCaseKey(rawString($0), matches: name, escaped: $0.hasEscapes ? string($0) : nil)
                }
            }
        case .fuzzy:
            keyIndex = findAlikeKey(name, in: object, lookup: lookup)
        case .custom:
            guard case .custom(let convert) = options.keyStrategy else { return nil }
            keyIndex = find(in: object, lookup: lookup, firstOfAlike: { true }) { entry in
                let converted = convert(lookup.pointee.node.codingPath(appending: .key(StringCodingKey(string(entry)))))
                return converted.stringValue == name
            }
        }
        guard let keyIndex else { return nil }
        if let report {
            report.consumedKeys.insert(keyIndex)
            if matching == .fuzzy { reportOtherFuzzyMatches(of: name, besides: keyIndex, in: object, lookup: lookup, report: report) }
        }
        if topLevelKeysFound != nil && lookup.pointee.node.depth == 0 { topLevelKeysFound?.append(keyIndex) }
        return keyIndex + 1
    }

    /// With `.fuzzy`, notes in the report each other key of the object that matches `name` as
    /// well as the key read: it was left unread because of the rule, not because no property wants it.
    @inline(never)
    private func reportOtherFuzzyMatches(of name: String, besides chosen: Int, in object: Int, lookup: UnsafeMutablePointer<KeyLookupState>, report: ReportRecorder) {
        let chosenKey = string(entries[chosen])
        name.withUTF8Bytes { nameBytes in
            JSONFieldTable.withAlikeForm(nameBytes) { form in
                var key = object + 1
                while key < entries[object].nextSibling {
                    if key != chosen && self.key(entries[key], readsAs: form) && report.reportedAmbiguities.insert(key).inserted {
                        report.consumedKeys.insert(key)
                        let ignored = string(entries[key])
                        report.add(
                            .ambiguousKey, path: lookup.pointee.node.jsonPath(appending: .key(StringCodingKey(ignored))),
                            message: "not read: it matches the property \(quoted(name)) ignoring case, '_' and '-', "
                                + "and the key \(quoted(chosenKey)) was read for it instead (\(chosenKey == name ? "an exact match" : "the first in the object"))")
                    }
                    key = valueEnd(key + 1)
                }
            }
        }
    }

    // MARK: - Exact keys

    /// The member whose key is exactly `name`, the first one in the object.
    private func findExactKey(_ name: UnsafeRawBufferPointer, in object: Int, lookup: UnsafeMutablePointer<KeyLookupState>) -> Int? {
        // Through the pointer, so the state's path node is neither retained nor released.
        let cursor = lookup.pointee.cursor
        let end = entries[object].nextSibling
        let first = object + 1
        // A key that is not there at all is usually ruled out at once by the filter of all
        // keys, made by the first lookup that found nothing.
        let hash = keyHash(name)
        if lookup.pointee.hasAllKeysFilter && !lookup.pointee.mayHaveKey(hash) { return nil }
        var key = cursor
        while key < end {
            if keyEquals(entries[key], name) {
                var found = key
                // A key found once the cursor has moved could have an earlier occurrence. Objects
                // rarely have equal keys: whether this one does is worked out once, and only
                // then is there a look back for the first occurrence.
                if cursor > first && hasDuplicateKeys(object, lookup: lookup) {
                    var earlier = first
                    while earlier < key {
                        if keyEquals(entries[earlier], name) {
                            found = earlier
                            break
                        }
                        earlier = valueEnd(earlier + 1)
                    }
                }
                lookup.pointee.cursor = valueEnd(key + 1)
                return found
            }
            key = valueEnd(key + 1)
        }
        // Wrap around: everything before the cursor, in order, so the first match is the first
        // occurrence; unless the filter of all keys rules the key out.
        if !lookup.pointee.hasAllKeysFilter { fillAllKeysFilter(of: object, lookup: lookup) }
        if lookup.pointee.hasAllKeysFilter && !lookup.pointee.mayHaveKey(hash) { return nil }
        key = first
        while key < cursor {
            if keyEquals(entries[key], name) {
                lookup.pointee.cursor = valueEnd(key + 1)
                return key
            }
            key = valueEnd(key + 1)
        }
        return nil
    }

    /// Whether the object has two equal keys; worked out once per container, when first needed.
    private func hasDuplicateKeys(_ object: Int, lookup: UnsafeMutablePointer<KeyLookupState>) -> Bool {
        if lookup.pointee.duplicates == .unknown {
            lookup.pointee.duplicates = findDuplicateKeys(object, snakeCase: lookup.pointee.matching == .snakeCase) ? .some : .none
        }
        return lookup.pointee.duplicates == .some
    }

    /// True when two keys of the object may be equal, or with `.convertFromSnakeCase` may
    /// convert to the same name: equal fingerprints, or escapes, which are compared by decoded text.
    @inline(never)
    private func findDuplicateKeys(_ object: Int, snakeCase: Bool) -> Bool {
        if snakeCase {
            return keysShareFingerprint(in: object) { entry in
                if !entry.hasEscapes, let fingerprint = snakeConvertedFingerprint(rawString(entry)) { return fingerprint }
                return convertFromSnakeCase(string(entry)).withUTF8Bytes { keyFingerprint($0, readable: $0.count) }
            } ?? true
        }
        return keysShareFingerprint(in: object) { entry in
            entry.hasEscapes ? nil : keyFingerprint(rawString(entry), readable: input.count - entry.offset - 1)
        } ?? true
    }

    /// Whether two keys of the object have equal `fingerprint`s; nil as soon as `fingerprint`
    /// gives none for a key. A 256-bit filter of fingerprints rules most keys out at once; a hit
    /// compares fingerprints with the keys before it, kept in the decoder's scratch space.
    @inline(__always)
    private func keysShareFingerprint(in object: Int, _ fingerprint: (TapeEntry) -> UInt64?) -> Bool? {
        let count = entries[object].count
        let fingerprints = scratch(count)
        var seen0: UInt64 = 0
        var seen1: UInt64 = 0
        var seen2: UInt64 = 0
        var seen3: UInt64 = 0
        var key = object + 1
        for position in 0 ..< count {
            guard let fingerprint = fingerprint(entries[key]) else { return nil }
            let bit = UInt64(1) &<< ((fingerprint &>> 56) & 63)
            let seen: UInt64
            switch fingerprint &>> 62 {
            case 0: seen = seen0; seen0 |= bit
            case 1: seen = seen1; seen1 |= bit
            case 2: seen = seen2; seen2 |= bit
            default: seen = seen3; seen3 |= bit
            }
            if seen & bit != 0 {
                for earlier in 0 ..< position where fingerprints[earlier] == fingerprint { return true }
            }
            fingerprints[position] = fingerprint
            key = valueEnd(key + 1)
        }
        return false
    }

    /// Records the hash of every key of the object, for later lookups of missing keys.
    private func fillAllKeysFilter(of object: Int, lookup: UnsafeMutablePointer<KeyLookupState>) {
        let end = entries[object].nextSibling
        var key = object + 1
        while key < end {
            let entry = entries[key]
            // A key with escapes is compared by its decoded text, so it must never be ruled out.
            if entry.hasEscapes { return }
            lookup.pointee.addKey(keyHash(rawString(entry)))
            key = valueEnd(key + 1)
        }
        lookup.pointee.hasAllKeysFilter = true
    }

    /// Whether the raw bytes of a key without escapes, of `name.count` bytes, are `name`.
    @inline(__always)
    private func keyBytesEqual(_ entry: TapeEntry, _ name: UnsafeRawBufferPointer) -> Bool {
        let count = name.count
        assert(!entry.hasEscapes && entry.length == count && entry.offset + 1 + count <= input.count, "key compared outside the input")
        guard let key = input.baseAddress.map({ $0 + entry.offset + 1 }), let other = name.baseAddress else { return count == 0 }
        if count >= 8 {
            var position = 0
            while count - position > 8 {
                if key.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                    != other.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                {
                    return false
                }
                position += 8
            }
            // The last eight bytes, overlapping what was compared.
            return key.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == other.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        for position in 0 ..< count where key.load(fromByteOffset: position, as: UInt8.self) != other.load(fromByteOffset: position, as: UInt8.self) {
            return false
        }
        return true
    }

    /// True when the member key `entry` is exactly `name`.
    @inline(__always)
    func keyEquals(_ entry: TapeEntry, _ name: UnsafeRawBufferPointer) -> Bool {
        if entry.hasEscapes { return escapedKeyEquals(entry, name) }
        return entry.length == name.count && bytesEqual(rawString(entry), name)
    }

    @inline(never)
    private func escapedKeyEquals(_ entry: TapeEntry, _ name: UnsafeRawBufferPointer) -> Bool {
        var key = string(entry)
        return key.withUTF8 { bytesEqual(UnsafeRawBufferPointer($0), name) }
    }

    // MARK: - Other strategies

    /// The first member at or after the cursor (wrapping around) whose key `matches`.
    @inline(__always)
    ///
    /// A key found after the cursor could come after another that matches too, which wins:
    /// when `firstOfAlike` says the object may have such keys, the keys before the cursor are
    /// looked at first.
    private func find(in object: Int, lookup: UnsafeMutablePointer<KeyLookupState>, firstOfAlike: () -> Bool, matches: (TapeEntry) -> Bool) -> Int? {
        // Through the pointer, so the state's path node is neither retained nor released.
        let cursor = lookup.pointee.cursor
        let end = entries[object].nextSibling
        var key = cursor
        while key < end {
            if matches(entries[key]) {
                var found = key
                if cursor > object + 1 && firstOfAlike() {
                    var earlier = object + 1
                    while earlier < cursor {
                        if matches(entries[earlier]) {
                            found = earlier
                            break
                        }
                        earlier = valueEnd(earlier + 1)
                    }
                }
                lookup.pointee.cursor = valueEnd(found + 1)
                return found
            }
            key = valueEnd(key + 1)
        }
        key = object + 1
        while key < cursor {
            if matches(entries[key]) {
                lookup.pointee.cursor = valueEnd(key + 1)
                return key
            }
            key = valueEnd(key + 1)
        }
        return nil
    }

    /// Under `.fuzzy`: the first member whose key is `name` exactly, else the first whose key
    /// reads as `name` does, by the one rule of alike keys (``JSONFieldTable/withAlikeForm(_:_:)``,
    /// which a model's fields are matched by too).
    private func findAlikeKey(_ name: String, in object: Int, lookup: UnsafeMutablePointer<KeyLookupState>) -> Int? {
        name.withUTF8Bytes { name in
            if let exact = findExactKey(name, in: object, lookup: lookup) { return exact }
            return JSONFieldTable.withAlikeForm(name) { form in
                let end = entries[object].nextSibling
                if !lookup.pointee.alikeKeys.isMade { fillAlikeFilter(of: object, lookup: lookup) }
                let (some, one) = lookup.pointee.alikeKeys.keys(keyHash(form))
                if !some { return nil }
                // The member at the cursor (the keys mostly come in the order they are asked
                // for), when it reads alike and no other member can: then it is the first.
                let cursor = lookup.pointee.cursor
                if one && cursor < end && self.key(entries[cursor], readsAs: form) {
                    lookup.pointee.cursor = valueEnd(cursor + 1)
                    return cursor
                }
                var key = object + 1
                while key < end {
                    if self.key(entries[key], readsAs: form) {
                        lookup.pointee.cursor = valueEnd(key + 1)
                        return key
                    }
                    key = valueEnd(key + 1)
                }
                return nil
            }
        }
    }

    /// Fills the lookup's filter of the alike forms of the object's keys.
    private func fillAlikeFilter(of object: Int, lookup: UnsafeMutablePointer<KeyLookupState>) {
        let end = entries[object].nextSibling
        var key = object + 1
        while key < end {
            let hash = withKeyText(entries[key]) { text in JSONFieldTable.withAlikeForm(text) { keyHash($0) } }
            lookup.pointee.alikeKeys.add(hash)
            key = valueEnd(key + 1)
        }
        lookup.pointee.alikeKeys.isMade = true
    }

    /// Whether the key `entry` has the alike form `form`.
    private func key(_ entry: TapeEntry, readsAs form: UnsafeRawBufferPointer) -> Bool {
        withKeyText(entry) { text in JSONFieldTable.withAlikeForm(text) { bytesEqual($0, form) } }
    }
}

extension KeyLookupState {
    /// Whether an object has two equal keys.
    enum Duplicates: UInt8 {
        case unknown, none, some
    }

    /// Adds a key's hash to the filter of all keys.
    @inline(__always)
    mutating func addKey(_ hash: UInt64) {
        let bit = UInt64(1) &<< (hash & 63)
        if hash & 64 == 0 { allKeysLow |= bit } else { allKeysHigh |= bit }
    }

    /// False when no key of the object has this hash.
    @inline(__always)
    func mayHaveKey(_ hash: UInt64) -> Bool {
        let bit = UInt64(1) &<< (hash & 63)
        return (hash & 64 == 0 ? allKeysLow : allKeysHigh) & bit != 0
    }

}

/// A 64-bit fingerprint of a key: equal keys have equal fingerprints (its length, first and
/// last eight bytes, mixed). `readable` is how many bytes from the key's start may be read.
@inline(__always)
func keyFingerprint(_ bytes: UnsafeRawBufferPointer, readable: Int) -> UInt64 {
    let count = bytes.count
    assert(readable >= count, "fewer readable bytes than the key has")
    var value = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    guard let base = bytes.baseAddress else { return value }
    if count >= 8 {
        value ^= base.loadUnaligned(as: UInt64.self)
        let last = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        value ^= last << 29 | last >> 35
    } else if readable >= 8 {
        value ^= base.loadUnaligned(as: UInt64.self) & ((UInt64(1) &<< (UInt64(count) &* 8)) &- 1)
    } else {
        for position in 0 ..< count { value ^= UInt64(bytes[position]) &<< (UInt64(position) &* 8) }
    }
    return value &* 0xBF58_476D_1CE4_E5B9
}

/// A 7-bit hash of a key's bytes: its length and first eight bytes.
@inline(__always)
func keyHash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var word: UInt64 = 0
    let count = bytes.count
    if count >= 8, let base = bytes.baseAddress {
        word = base.loadUnaligned(as: UInt64.self)
    } else {
        for position in 0 ..< count { word |= UInt64(bytes[position]) &<< (UInt64(position) &* 8) }
    }
    return ((word ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9) &>> 57
}

@inline(__always)
func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
}

extension String {
    /// Runs `body` over the string's UTF-8 bytes. A native or small string is read where it is,
    /// without the copy (a retain and a release) that the mutating `withUTF8` needs; any other
    /// is made contiguous first.
    @inline(__always)
    func withUTF8Bytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable({ try body(UnsafeRawBufferPointer($0)) }) {
            return result
        }
        var copy = self
        return try copy.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
}
