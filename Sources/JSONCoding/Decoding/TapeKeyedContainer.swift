// The keyed container over an object on the tape.

import Foundation

struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder, not retained, so that copying a container (which Codable's box does on
    /// every call) copies two words and nothing else. The decoder outlives its containers:
    /// see ``TapeDecoder/finishDecode(isKept:)``.
    private let unmanagedDecoder: Unmanaged<TapeDecoder>

    init(decoder: TapeDecoder, lookup: UnsafeMutablePointer<KeyLookupState>) {
        unmanagedDecoder = .passUnretained(decoder)
        self.lookup = lookup
    }

    /// The decoder, retained while in use: for the paths that are not hot.
    var decoder: TapeDecoder { unmanagedDecoder.takeUnretainedValue() }

    /// Runs `body` with the decoder, neither retained nor released.
    @inline(__always)
    private func withDecoder<R>(_ body: (TapeDecoder) throws -> R) rethrows -> R {
        try unmanagedDecoder._withUnsafeGuaranteedRef(body)
    }
    /// This container's lookup state, which also says which object it reads: its own, for as
    /// long as the container lives. A container is nothing but its decoder and its state, so
    /// the decoder hands the same container out again, its state reset, for the next object
    /// of the same type at the same depth once nothing else holds it.
    private let lookup: UnsafeMutablePointer<KeyLookupState>

    /// Tape index of the object.
    var object: Int { lookup.pointee.object }

    /// The object's coding path.
    var node: PathNode { lookup.pointee.node }

    var codingPath: [any CodingKey] { node.codingPath() }

    /// The object's keys that are keys of this container, each once, in input order: each
    /// input key as the key strategy converts it (the first of two that convert alike), and
    /// under `.fuzzy` the coding key the input key fills, so that every key listed is one that
    /// ``contains(_:)`` finds.
    var allKeys: [Key] {
        let decoder = decoder
        decoder.noteTopLevelMembersRead(ofObjectAt: object)
        var keys: [Key] = []
        keys.reserveCapacity(decoder.entries[object].count)
        var listed = Set<String>()
        var member = object + 1
        let end = decoder.entries[object].nextSibling
        while member < end {
            let name = decoder.string(decoder.entries[member])
            let key: Key?
            switch decoder.options.keyStrategy {
            case .useDefaultKeys: key = Key(stringValue: name)
            case .convertFromSnakeCase: key = Key(stringValue: convertFromSnakeCase(name))
            case .custom(let convert): key = Key(stringValue: convert(node.codingPath(appending: .key(StringCodingKey(name)))).stringValue)
            case .fuzzy: key = alikeCodingKey(matching: name)
            }
            if let key, listed.insert(key.stringValue).inserted { keys.append(key) }
            member = decoder.valueEnd(member + 1)
        }
        return keys
    }

    /// The coding key an input key fills under `.fuzzy`: the key of that very name, else a key
    /// that reads alike by the one rule (``JSONFieldTable/alikeForm(_:)``). A key type that
    /// cannot list its keys (synthesized `CodingKeys`) is asked for the usual spellings of the
    /// input's key (`user_name` → `userName`, `UserName`); a `CaseIterable` one is searched.
    private func alikeCodingKey(matching name: String) -> Key? {
        if let key = Key(stringValue: name) { return key }
        let form = JSONFieldTable.alikeForm(name)
        for spelling in Self.spellings(of: name) {
            if let key = Key(stringValue: spelling), JSONFieldTable.alikeForm(key.stringValue) == form { return key }
        }
        return allCases(of: Key.self)?.first { JSONFieldTable.alikeForm($0.stringValue) == form }
    }

    /// The spellings a key type most likely has for `name`: camel case, upper camel case, all
    /// lower case, snake case.
    private static func spellings(of name: String) -> [String] {
        var words: [Substring] = []
        for part in name.split(whereSeparator: { $0 == "_" || $0 == "-" }) {
            // Camel case is split too (`UserName` → `User`, `Name`); runs of capitals stay together.
            var start = part.startIndex
            var index = part.index(after: start)
            while index < part.endIndex {
                if part[index].isUppercase && !part[part.index(before: index)].isUppercase {
                    words.append(part[start ..< index])
                    start = index
                }
                index = part.index(after: index)
            }
            words.append(part[start...])
        }
        let lowered = words.map { $0.lowercased() }
        let camel = (lowered.first ?? "") + lowered.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return [camel, camel.prefix(1).uppercased() + camel.dropFirst(), lowered.joined(), lowered.joined(separator: "_")]
    }

    func contains(_ key: Key) -> Bool {
        decoder.valueIndex(for: key, in: object, lookup: lookup) != nil
    }

    /// The tape index of the value for `key`.
    @inline(__always)
    private func value(for key: Key) throws -> Int {
        try withDecoder { decoder in
            guard let index = decoder.valueIndex(for: key, in: lookup.pointee.object, lookup: lookup) else {
                throw keyNotFound(key)
            }
            return index
        }
    }

    /// The tape index of the value for `key`, or nil when it is missing or `null`.
    @inline(__always)
    private func presentValue(for key: Key) -> Int? {
        withDecoder { decoder in
            guard let index = decoder.valueIndex(for: key, in: lookup.pointee.object, lookup: lookup),
                decoder.entries[index].kind != .null
            else { return nil }
            return index
        }
    }

    private func keyNotFound(_ key: Key) -> DecodingError {
        decoder.keyNotFound(key, inObject: object, node: node)
    }

    // MARK: - Decoding

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.entries[try value(for: key)].kind == .null
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try withDecoder { decoder in try decoder.decodeBool(at: try value(for: key), parent: lookup.pointee.node, .key(key)) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try withDecoder { decoder in try decoder.decodeString(at: try value(for: key), parent: lookup.pointee.node, .key(key)) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try withDecoder { decoder in try decoder.decodeFloatingPoint(Double.self, at: try value(for: key), parent: lookup.pointee.node, .key(key)) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try withDecoder { decoder in try decoder.decodeFloatingPoint(Float.self, at: try value(for: key), parent: lookup.pointee.node, .key(key)) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(for: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(for: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(for: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(for: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(for: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(for: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(for: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(for: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(for: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(for: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try integer(for: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(for: key) }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(for key: Key) throws -> T {
        try withDecoder { decoder in try decoder.decodeInteger(T.self, at: try value(for: key), parent: lookup.pointee.node, .key(key)) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        do {
            return try withDecoder { decoder in
                try decoder.decode(type, at: try value(for: key), parent: lookup.pointee.node, component: .key(key))
            }
        } catch {
            // The code that asked is a Codable type's `init(from:)`, which may catch `DecodingError`.
            throw decoder.publicError(error, atTop: false)
        }
    }

    // One lookup for "missing or null" rather than the protocol's default of three.

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let index = presentValue(for: key) else { return nil }
        return try withDecoder { decoder in try decoder.decodeBool(at: index, parent: lookup.pointee.node, .key(key)) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let index = presentValue(for: key) else { return nil }
        return try withDecoder { decoder in try decoder.decodeString(at: index, parent: lookup.pointee.node, .key(key)) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let index = presentValue(for: key) else { return nil }
        return try withDecoder { decoder in try decoder.decodeFloatingPoint(Double.self, at: index, parent: lookup.pointee.node, .key(key)) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let index = presentValue(for: key) else { return nil }
        return try withDecoder { decoder in try decoder.decodeFloatingPoint(Float.self, at: index, parent: lookup.pointee.node, .key(key)) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(for: key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(for: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try integerIfPresent(for: key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try integerIfPresent(for: key) }

    @inline(__always)
    private func integerIfPresent<T: FixedWidthInteger>(for key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        return try withDecoder { decoder in try decoder.decodeInteger(T.self, at: index, parent: lookup.pointee.node, .key(key)) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = presentValue(for: key) else { return nil }
        do {
            return try withDecoder { decoder in try decoder.decode(type, at: index, parent: lookup.pointee.node, component: .key(key)) }
        } catch {
            throw decoder.publicError(error, atTop: false)
        }
    }

    // MARK: - Nested containers

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder.keyedContainer(keyedBy: type, at: try value(for: key), node: node.appending(.key(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.unkeyedContainer(at: try value(for: key), node: node.appending(.key(key)))
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(forKey: StringCodingKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(forKey: key as any CodingKey)
    }

    /// A decoder for the value of `key`; for a missing key, one that stands for `null`, as in Foundation.
    private func superDecoder(forKey key: any CodingKey) throws -> any Decoder {
        guard let index = decoder.valueIndex(for: key, in: object, lookup: lookup) else {
            return try decoder.nullDecoder(parent: node, component: .key(key))
        }
        return decoder.superDecoder(at: index, parent: node, component: .key(key))
    }
}

/// The edit distance between two strings, by characters: insertions, deletions, substitutions
/// and swaps of neighbours each count one (the optimal string alignment distance), so `nmae`
/// is one edit from `name`.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var rows = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0 ... a.count { rows[i][0] = i }
    for j in 0 ... b.count { rows[0][j] = j }
    for i in 1 ... a.count {
        for j in 1 ... b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
            }
        }
    }
    return rows[a.count][b.count]
}

/// The cases of a `CaseIterable` type; nil for any other type.
func allCases<T>(of type: T.Type) -> [T]? {
    guard let iterable = type as? any CaseIterable.Type else { return nil }
    func cases<C: CaseIterable>(_ type: C.Type) -> [Any] { Array(C.allCases) }
    return cases(iterable).compactMap { $0 as? T }
}
