// The data of one encoding: the nodes, the coding path steps and the buffers they point into.

/// What a place in the tree holds.
enum NodeKind: UInt8 {
    /// Nothing yet, or nothing at all: written `{}`, as `JSONEncoder` writes a value that encodes nothing.
    case empty
    /// A number, string, Boolean or `null`, as text in the buffer.
    case scalar
    /// An array written whole as text (`[Int]`, `[String]`, a `JSONValue` array).
    case rawArray
    /// An object written whole as text (a `JSONValue` object).
    case rawObject
    /// An object whose members are child nodes.
    case object
    /// An array whose elements are child nodes.
    case array
}

/// One value's place: the top level, an element of an array, or a member of an object.
/// Small on purpose (48 bytes): a document has a node per value, and they are copied as the array grows.
struct EncodingNode {
    /// Members: the quoted key, in the text buffer. Offsets are 32-bit; longer output is refused.
    var keyStart: UInt32 = 0
    var keyEnd: UInt32 = 0
    /// Scalars and raw containers: their text. Objects: a bit per key hash, in both words,
    /// so that a new key whose bit is clear needs no search for a duplicate.
    var valueStart: UInt32 = 0
    var valueEnd: UInt32 = 0
    /// Containers: the children in order, linked through `next`. Two billion nodes would need
    /// more memory than any machine has.
    var first: Int32 = -1
    var last: Int32 = -1
    var next: Int32 = -1
    var count: Int32 = 0
    /// Containers and empty places: the coding path of the value, for errors and nested encoders.
    var link: Int32 = 0
    /// Members: a hash of the key's text, compared before the text when looking for a duplicate.
    var keyHash: UInt32 = 0
    var kind = NodeKind.empty
    /// The key's text holds escapes, so sorting compares it unescaped.
    var keyHasEscapes = false
    /// A `[String: Value]` dictionary's object: its keys are data and skip the key strategy.
    var keepsKeys = false
    /// Objects: two members' keys hashed to the same filter bit, so a key may have been encoded
    /// twice; writing the object looks for duplicates.
    var mayHaveDuplicates = false

    var keyFilter: UInt64 {
        get { UInt64(valueStart) | UInt64(valueEnd) << 32 }
        set {
            valueStart = UInt32(truncatingIfNeeded: newValue)
            valueEnd = UInt32(truncatingIfNeeded: newValue >> 32)
        }
    }
}

/// A step of a coding path. Paths share their prefixes through `parent`, and the array of keys
/// is built only when someone asks for it.
struct PathLink {
    var parent: Int32
    var depth: Int32
    /// The key; nil for an array element, whose index is kept without an existential.
    var key: (any CodingKey)?
    var index: Int
}

/// A value that cannot be written where it is: containers nested deeper than `JSONEncoder`
/// allows or than the stack has room for, or a number JSON cannot hold. `path` leads to it
/// from where the failure is caught; catching callers add their own steps in front.
struct ValueWriteFailure: Error {
    var path: [any CodingKey]
    /// The stack ran short before the nesting limit was reached.
    var stackExhausted = false
    /// An infinite or NaN number in a `JSONValue`, which the non-conforming float strategy refused.
    var nonConformingValue: Double?
}

/// The mutable state of an encoding, behind a pointer so that the hot paths carry no
/// exclusivity checks. A `JSONModelEncoder` keeps one between calls and reuses its buffers.
struct EncodingStorage {
    /// Keys and values as JSON text, in the order they were encoded.
    var text: ByteBuffer
    /// The finished document.
    var output: ByteBuffer
    /// Formats the numbers of `JSONValue`s, which only `JSONWriter` can read.
    var numbers: JSONWriter
    var nodes: UnsafeMutablePointer<EncodingNode>
    var nodeCount: Int
    var nodeCapacity: Int
    /// The coding path of every container and nested value: parent first, as ``PathLink``s name it.
    var links = PlainStack<PathLink>(capacity: 256)
    /// The first misuse seen where the Codable API cannot throw; thrown when encoding ends.
    var failure: EncodingMisuse?
    /// The text grew past what 32-bit offsets address; the encoding fails when it ends.
    var textOverflowed = false
    var convertedKeys: [String: String] = [:]
    /// Keys of one byte or less as written: quoted and escaped (see ``KeyNameCache``).
    var keyTexts = KeyNameCache()
    /// The kept keys again, by key type and byte, for the writers of models' objects.
    var keyTables = KeyTextTables()
    /// The text is also the output so far: separators and brackets are written along.
    var streaming = false
    /// The place whose value comes next in the text, if any, and its depth.
    var pending: Int32 = -1
    var pendingDepth = 0
    /// The containers whose closing bracket the text still lacks, innermost last.
    var open = PlainStack<OpenContainer>(capacity: 64)
    /// Types seen to encode themselves, with no JSON form of their own.
    var selfEncodingTypes = TypeSet()

    /// Buffers larger than this together are freed after an encoding rather than kept.
    static let keptBytesLimit = 8 << 20

    static func make() -> UnsafeMutablePointer<EncodingStorage> {
        let capacity = 256
        let storage = UnsafeMutablePointer<EncodingStorage>.allocate(capacity: 1)
        storage.initialize(
            to: EncodingStorage(
                text: ByteBuffer(capacity: 4096), output: ByteBuffer(capacity: 4096),
                numbers: JSONWriter(options: .compact, initialCapacity: 64),
                nodes: .allocate(capacity: capacity), nodeCount: 0, nodeCapacity: capacity))
        return storage
    }

    static func free(_ storage: UnsafeMutablePointer<EncodingStorage>) {
        storage.pointee.text.deallocate()
        storage.pointee.output.deallocate()
        storage.pointee.numbers.deallocate()
        storage.pointee.nodes.deallocate()
        storage.pointee.keyTexts.deallocate()
        storage.pointee.keyTables.deallocate()
        storage.pointee.links.deallocate()
        storage.pointee.open.deallocate()
        storage.pointee.selfEncodingTypes.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Empties everything for a new encoding: the top-level place and path, nothing else.
    mutating func reset(streaming: Bool) {
        self.streaming = streaming
        pending = 0
        pendingDepth = 0
        open.removeAll()
        text.removeAll()
        output.removeAll()
        nodes.initialize(to: EncodingNode())
        nodeCount = 1
        links.removeAll()
        links.append(PathLink(parent: -1, depth: 0, key: nil, index: 0))
        failure = nil
        textOverflowed = false
        convertedKeys.removeAll(keepingCapacity: true)
    }

    /// Lets go of what the encoded value lent (its coding keys, its key names) before the
    /// buffers wait for the next encoding.
    mutating func forgetValues() {
        links.removeAll()
        convertedKeys.removeAll(keepingCapacity: true)
        failure = nil
    }

    /// The memory the buffers hold.
    var keptBytes: Int {
        text.capacity + output.capacity + nodeCapacity * MemoryLayout<EncodingNode>.stride
            + links.capacity * MemoryLayout<PathLink>.stride + open.capacity * MemoryLayout<OpenContainer>.stride
    }
}

/// A misuse of the Codable API that is thrown when the encoding ends. A class: the layout of
/// `EncodingError.Context` is the standard library's to change, and a field of it in
/// ``EncodingStorage`` would make every access to the storage's fields look up their offsets in
/// its metadata at run time.
final class EncodingMisuse {
    let context: EncodingError.Context

    init(_ context: EncodingError.Context) {
        self.context = context
    }
}

/// A container of the text whose closing bracket is still to come.
struct OpenContainer {
    var node: Int32
    /// How many containers enclose it: its members are indented one level more.
    var depth: Int32
    var written: Int32 = 0
    /// Objects: a bit per key hash, 256 of them, so that a key written again is noticed while
    /// the text can still be the output.
    var keyFilter: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
}
