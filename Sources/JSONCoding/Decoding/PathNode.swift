// A decoder's coding path: one node per nested value, linked from the leaf up.

/// One step of the coding path, or none.
///
/// "None" is a case rather than an optional: an optional of this type is copied and destroyed
/// through the runtime's generic witnesses, where this enum's own code is a switch, and a step
/// passes through every nested value's decoding.
enum PathComponent: ExpressibleByNilLiteral {
    // No case holds an existential key, which is copied and destroyed through its type's
    // witnesses: a step is copied and destroyed for every nested value.
    /// A key of any other type, boxed (see ``key(_:)``).
    case anyKey(KeyBox)
    /// A key of at most one byte (a model's coding keys), as its byte and its type.
    case smallKey(UInt8, any CodingKey.Type)
    /// A ``StringCodingKey`` (a dictionary's member), as its text.
    case stringKey(String)
    /// A model's field, by its place in the model's table: no reference is counted (the tables
    /// of models live as long as the process).
    case field(Int, Unmanaged<JSONFieldTable.Storage>)
    case index(Int)
    /// No step: the value is at its parent's path (the top level, or a value decoded in place).
    case none

    init(nilLiteral: ()) { self = .none }

    /// The step of `key`: a model's coding keys (enums of plain cases) by their byte.
    @inline(__always)
    static func key<Key: CodingKey>(_ key: Key) -> PathComponent {
        if let tag = oneByteKeyTag(key) { return .smallKey(tag, Key.self) }
        if Key.self == StringCodingKey.self { return .stringKey(key.stringValue) }
        return .anyKey(KeyBox(key))
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    /// The step as a coding key; nil for ``none``.
    var codingKey: (any CodingKey)? {
        switch self {
        case .anyKey(let box): return box.key
        case .smallKey(let tag, let type): return type.fromByte(tag)
        case .stringKey(let text): return StringCodingKey(text)
        case .field(let index, let storage): return JSONFieldKey(storage.takeUnretainedValue().stepKeys[index])
        case .index(let index): return IndexCodingKey(index)
        case .none: return nil
        }
    }

    /// The step as a JSON path component; nil for ``none``.
    var jsonPathComponent: JSONPath.Component? {
        switch self {
        case .anyKey(let box): return .key(box.key.stringValue)
        case .smallKey(let tag, let type): return .key(type.fromByte(tag).stringValue)
        case .stringKey(let text): return .key(text)
        case .field(let index, let storage): return .key(storage.takeUnretainedValue().stepKeys[index])
        case .index(let index): return .index(index)
        case .none: return nil
        }
    }
}

/// A coding key of a type that ``PathComponent`` has no case of its own for.
final class KeyBox {
    let key: any CodingKey
    init(_ key: any CodingKey) { self.key = key }
}

extension CodingKey {
    /// The key of at most one byte whose byte is `byte` (see ``PathComponent/smallKey(_:_:)``).
    static func fromByte(_ byte: UInt8) -> any CodingKey {
        // The inverse of ``oneByteKeyTag(_:)``: a key of at most one byte is that byte.
        withUnsafeBytes(of: byte) { $0.load(as: Self.self) }
    }
}

/// A coding path as a linked list from the leaf up, so that a nested value extends its
/// parent's path with one node (most often one kept for its depth and changed, see
/// ``TapeDecoder/scopedNode(_:_:)``) and an error builds the array only when thrown.
final class PathNode {
    @exclusivity(unchecked) private(set) var parent: PathNode?
    @exclusivity(unchecked) private(set) var component: PathComponent
    let depth: Int

    /// The top level.
    init() {
        parent = nil
        component = nil
        depth = 0
    }

    private init(parent: PathNode, component: PathComponent) {
        self.parent = parent
        self.component = component
        depth = parent.depth + 1
    }

    func appending(_ component: PathComponent) -> PathNode { PathNode(parent: self, component: component) }

    /// Makes this node, one level below the top, the path of `component` under `parent`, which
    /// must be one level higher (see ``TapeDecoder/scopedNode(_:_:)``).
    func reuse(under parent: PathNode, _ component: consuming PathComponent) {
        // Siblings (an array's elements, an object's members) share their parent: kept as it
        // is, without a reference count change.
        if self.parent !== parent { self.parent = parent }
        swap(&self.component, &component)
    }

    /// The same path in nodes of its own, which nothing changes: for a container kept past
    /// its value, whose nodes the decoder goes on to change for the values after it.
    func detached() -> PathNode {
        components.reduce(PathNode()) { $0.appending($1) }
    }

    /// The components from the top level down.
    var components: [PathComponent] {
        var components: [PathComponent] = []
        components.reserveCapacity(depth)
        var node: PathNode? = self
        while let current = node, !current.component.isNone {
            components.append(current.component)
            node = current.parent
        }
        return components.reversed()
    }

    /// The coding path, with `last` appended if given.
    func codingPath(appending last: PathComponent = nil) -> [any CodingKey] {
        var keys = components.compactMap(\.codingKey)
        if let key = last.codingKey { keys.append(key) }
        return keys
    }

    func jsonPath(appending last: PathComponent = nil) -> JSONPath {
        var path = JSONPath(components.compactMap(\.jsonPathComponent))
        if let component = last.jsonPathComponent { path = path.appending(component) }
        return path
    }
}
