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

    var members: ContiguousArray<Member>
    /// Positions by key, kept only for objects large enough that a linear search would be slow.
    var index: [ExactKey: Int]?

    /// Objects with more members than this keep a hash index for lookups.
    static let indexThreshold = 64

    /// Creates an empty object.
    public init() {
        members = []
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

    /// Takes members that are already free of duplicate keys.
    init(uniqueMembers: ContiguousArray<Member>) {
        members = uniqueMembers
        index = members.count > JSONObject.indexThreshold ? JSONObject.makeIndex(members) : nil
    }

    static func makeIndex(_ members: ContiguousArray<Member>) -> [ExactKey: Int] {
        var index = [ExactKey: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { index[ExactKey(member.key)] = position }
        return index
    }

    /// The number of members.
    public var count: Int { members.count }

    /// True when the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The values, in the order of their keys.
    public var values: [JSONValue] { members.map(\.value) }

    /// The position of `key`, or nil.
    public func index(forKey key: String) -> Int? {
        if let index { return index[ExactKey(key)] }
        for position in members.indices where exactlyEqual(members[position].key, key) { return position }
        return nil
    }

    /// The value for `key`; assigning nil removes the member, assigning a value to a new key appends it.
    ///
    /// ```swift
    /// var object: JSONObject = ["a": 1]
    /// object["b"] = true
    /// object["a"] = nil
    /// ```
    public subscript(key: String) -> JSONValue? {
        get { index(forKey: key).map { members[$0].value } }
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
            let old = members[position].value
            members[position].value = value
            return old
        }
        members.append(Member(key: key, value: value))
        if index != nil {
            index?[ExactKey(key)] = members.count - 1
        } else if members.count > JSONObject.indexThreshold {
            index = JSONObject.makeIndex(members)
        }
        return nil
    }

    /// Removes `key` and returns its value, or nil if it was not there. Later members keep their order.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard let position = index(forKey: key) else { return nil }
        let removed = members.remove(at: position).value
        index = members.count > JSONObject.indexThreshold ? JSONObject.makeIndex(members) : nil
        return removed
    }
}

extension JSONObject: RandomAccessCollection {
    public typealias Element = (key: String, value: JSONValue)
    public typealias Index = Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { members.count }

    /// The member at `position`, in key order.
    public subscript(position: Int) -> (key: String, value: JSONValue) {
        let member = members[position]
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
        guard lhs.count == rhs.count else { return false }
        // Same order is the common case and needs no lookups.
        var sameOrder = true
        for position in lhs.members.indices where !exactlyEqual(lhs.members[position].key, rhs.members[position].key) {
            sameOrder = false
            break
        }
        if sameOrder {
            return lhs.members.indices.allSatisfy { lhs.members[$0].value == rhs.members[$0].value }
        }
        for member in lhs.members {
            guard let other = rhs[member.key], other == member.value else { return false }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: a commutative sum of each member's own hash.
        var sum = 0
        for member in members {
            var memberHasher = Hasher()
            ExactKey(member.key).hash(into: &memberHasher)
            memberHasher.combine(member.value)
            sum = sum &+ memberHasher.finalize()
        }
        hasher.combine(members.count)
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
@inline(__always)
func bytesEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
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
