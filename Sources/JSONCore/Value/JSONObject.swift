/// A JSON object: string keys mapped to values, in the order the keys first appeared.
///
/// Keys are compared by their exact Unicode scalars (as JSON defines them), so `"é"` written
/// precomposed and decomposed are two keys. A key set twice keeps its first position and its
/// last value, which is also what parsing does with a duplicated key.
/// Two objects are equal when they have the same keys with equal values, in any order.
///
/// ```swift
/// var user: JSONObject = ["name": "Ada", "born": 1815]
/// user["languages"] = ["en", "fr"]
/// user.keys            // ["name", "born", "languages"]
/// user["born"]?.int    // 1815
/// ```
public struct JSONObject: Sendable {
    struct Member: Sendable {
        var key: String
        var value: JSONValue
    }

    /// The members in order; nil for an empty object, which allocates nothing. Storage is never
    /// written while shared (see ``uniqueStorage(minimumCapacity:)``), which makes it safe to send.
    nonisolated(unsafe) var storage: JSONObjectStorage?
    /// Positions by key, kept only for objects large enough that a linear search would be slow.
    var index: [ExactKey: Int]?

    /// Objects with more members than this keep a hash index for lookups.
    static let indexThreshold = 64

    /// Creates an empty object.
    public init() {
        storage = nil
        index = nil
    }

    /// Creates an object from key-value pairs in order; for a repeated key the last value wins.
    ///
    /// ```swift
    /// let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])   // {"a":3,"b":2}
    /// ```
    public init(_ pairs: some Sequence<(String, JSONValue)>) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    /// Takes storage whose members have no duplicate keys.
    init(uniqueMembers storage: JSONObjectStorage) {
        self.storage = storage
        index = storage.header.count > JSONObject.indexThreshold ? JSONObject.makeIndex(storage) : nil
    }

    static func makeIndex(_ storage: JSONObjectStorage) -> [ExactKey: Int] {
        storage.withUnsafeMutablePointers { header, members in
            var index = [ExactKey: Int](minimumCapacity: header.pointee.count)
            for position in 0 ..< header.pointee.count { index[ExactKey(members[position].key)] = position }
            return index
        }
    }

    /// The number of members.
    public var count: Int { storage?.header.count ?? 0 }

    /// True when the object has no members.
    public var isEmpty: Bool { count == 0 }

    /// The member at `position`, which must be below ``count``.
    @inline(__always)
    func member(at position: Int) -> Member {
        guard let storage else { preconditionFailure("member(at:) on an empty object") }
        return storage.withUnsafeMutablePointerToElements { $0[position] }
    }

    /// The key at `position`, which must be below ``count``.
    @inline(__always)
    func key(at position: Int) -> String { member(at: position).key }

    /// The keys, in order.
    public var keys: [String] { (0 ..< count).map { key(at: $0) } }

    /// The values, in the order of their keys.
    public var values: [JSONValue] { (0 ..< count).map { member(at: $0).value } }

    /// The position of `key`, or nil.
    public func index(forKey key: String) -> Int? {
        if let index { return index[ExactKey(key)] }
        guard let storage else { return nil }
        return storage.withUnsafeMutablePointers { header, members in
            for position in 0 ..< header.pointee.count where exactlyEqual(members[position].key, key) { return position }
            return nil
        }
    }

    /// The value for `key`; assigning nil removes the member, assigning a value to a new key appends it.
    ///
    /// ```swift
    /// var object: JSONObject = ["a": 1]
    /// object["b"] = true
    /// object["a"] = nil
    /// ```
    public subscript(key: String) -> JSONValue? {
        get { index(forKey: key).map { member(at: $0).value } }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Sets the value for `key`, keeping the key's position if it exists; returns the old value.
    @discardableResult
    public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
        if let position = index(forKey: key) {
            return uniqueStorage(minimumCapacity: count).withUnsafeMutablePointerToElements { members in
                let old = members[position].value
                members[position].value = value
                return old
            }
        }
        let storage = uniqueStorage(minimumCapacity: count + 1)
        storage.withUnsafeMutablePointers { header, members in
            (members + header.pointee.count).initialize(to: Member(key: key, value: value))
            header.pointee.count += 1
        }
        let position = count - 1
        if index != nil {
            index?[ExactKey(key)] = position
        } else if count > JSONObject.indexThreshold {
            index = JSONObject.makeIndex(storage)
        }
        return nil
    }

    /// Removes `key` and returns its value, or nil if it was not there. Later members keep their order.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = index(forKey: key) else { return nil }
        let storage = uniqueStorage(minimumCapacity: count)
        let removed = storage.withUnsafeMutablePointers { header, members in
            let removed = (members + position).move()
            let following = header.pointee.count - position - 1
            (members + position).moveInitialize(from: members + position + 1, count: following)
            header.pointee.count -= 1
            return removed.value
        }
        index = count > JSONObject.indexThreshold ? JSONObject.makeIndex(storage) : nil
        return removed
    }

    /// Storage that this object alone refers to, with room for `minimumCapacity` members:
    /// the current one when it qualifies, else a copy (moved, when nothing else shares it).
    private mutating func uniqueStorage(minimumCapacity: Int) -> JSONObjectStorage {
        let isUnique = isKnownUniquelyReferenced(&storage)
        if isUnique, let storage, storage.header.capacity >= minimumCapacity {
            // Its members are about to change: they may nest deeper than they did.
            storage.withUnsafeMutablePointerToHeader { $0.pointee.isShallow = false }
            return storage
        }
        let count = self.count
        // Growing doubles the room; a copy (the storage is shared) only needs what it holds.
        let grown = isUnique ? 2 * (storage?.header.capacity ?? 0) : 0
        let newStorage = JSONObjectStorage.make(capacity: Swift.max(minimumCapacity, grown, 4))
        if let old = storage {
            old.withUnsafeMutablePointers { header, members in
                newStorage.withUnsafeMutablePointerToElements { destination in
                    if isUnique {
                        destination.moveInitialize(from: members, count: count)
                        header.pointee.count = 0
                    } else {
                        destination.initialize(from: members, count: count)
                    }
                }
            }
        }
        newStorage.header.count = count
        storage = newStorage
        return newStorage
    }
}

extension JSONObject: RandomAccessCollection {
    public typealias Element = (key: String, value: JSONValue)
    public typealias Index = Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The member at `position`, in key order.
    public subscript(position: Int) -> (key: String, value: JSONValue) {
        precondition(position >= 0 && position < count, "JSONObject index \(position) out of range 0..<\(count)")
        let member = member(at: position)
        return (member.key, member.value)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// `let object: JSONObject = ["name": "Ada", "tags": ["math"]]`; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}

extension JSONObject: Hashable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        JSONValue.object(lhs) == JSONValue.object(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, levels: JSONValue.hashedLevels)
    }

    /// Hashes the members independently of their order: a commutative sum of each member's
    /// own hash, which looks `levels` deep into the member's value.
    func hash(into hasher: inout Hasher, levels: Int) {
        hasher.combine(count)
        guard levels > 0 else { return }
        var sum = 0
        for position in 0 ..< count {
            let member = member(at: position)
            var memberHasher = Hasher()
            ExactKey(member.key).hash(into: &memberHasher)
            member.value.hash(into: &memberHasher, levels: levels - 1)
            sum = sum &+ memberHasher.finalize()
        }
        hasher.combine(sum)
    }
}

extension JSONObject: CustomStringConvertible {
    /// Compact JSON text.
    public var description: String { JSONValue.object(self).description }
}

/// A string key that hashes and compares by its exact UTF-8 bytes, not by canonical equivalence.
struct ExactKey: Hashable, Sendable {
    var string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool { exactlyEqual(lhs.string, rhs.string) }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// Compares two strings by their UTF-8 bytes: JSON's notion of equal strings.
@inline(__always)
func exactlyEqual(_ lhs: String, _ rhs: String) -> Bool {
    guard lhs.utf8.count == rhs.utf8.count else { return false }
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { a in rhs.withUTF8 { b in bytesEqual(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b)) } }
}

/// Compares two byte ranges of equal length, eight bytes at a time.
@inlinable @inline(__always)
package func bytesEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count else { return false }
    guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
    var i = 0
    while a.count - i >= 8 {
        if pa.loadUnaligned(fromByteOffset: i, as: UInt64.self) != pb.loadUnaligned(fromByteOffset: i, as: UInt64.self) {
            return false
        }
        i += 8
    }
    if i < a.count && a.count >= 8 {
        // The last eight bytes, overlapping what was compared already, instead of a byte loop.
        let last = a.count - 8
        return pa.loadUnaligned(fromByteOffset: last, as: UInt64.self) == pb.loadUnaligned(fromByteOffset: last, as: UInt64.self)
    }
    while i < a.count {
        if a[i] != b[i] { return false }
        i += 1
    }
    return true
}
