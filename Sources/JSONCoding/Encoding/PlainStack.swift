/// A growable stack in memory the encoder manages itself, for the records it pushes and pops
/// for every container and nested value (open containers, coding path links). An `Array` there
/// checks its uniqueness and capacity through the runtime on every push and pop; this checks
/// its capacity only. Only the encoding that owns the storage touches it.
struct PlainStack<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 4)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory; the stack must not be used afterwards.
    mutating func deallocate() {
        removeAll()
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(never)
    private mutating func grow() {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }

    /// The last element, removed; nil when the stack is empty.
    @inline(__always)
    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count &-= 1
        return (base + count).move()
    }

    @inline(__always)
    var last: Element? { count > 0 ? base[count &- 1] : nil }

    /// The element at `index`, which must be below ``count``.
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "a stack index out of range")
            return base[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "a stack index out of range")
            base[index] = newValue
        }
    }

    /// A pointer to the element at `index`, valid until the next push.
    @inline(__always)
    func pointer(_ index: Int) -> UnsafeMutablePointer<Element> {
        assert(index >= 0 && index < count, "a stack index out of range")
        return base + index
    }

    /// Empties the stack and keeps its memory.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }
}

/// A set of types, by their metadata, that only grows: the encoder notes here the types that
/// have no JSON form of its own, so that their values skip the comparisons with every type that
/// has one (each array type among those is metadata the runtime looks up). Type metadata
/// lives as long as the process, so a type noted once stays right.
struct TypeSet {
    private let words: UnsafeMutablePointer<UInt>
    private var count = 0
    private static let capacity = 128

    init() {
        words = .allocate(capacity: TypeSet.capacity)
        words.initialize(repeating: 0, count: TypeSet.capacity)
    }

    func deallocate() {
        words.deallocate()
    }

    @inline(__always)
    private static func home(_ word: UInt) -> Int {
        Int(truncatingIfNeeded: (word &>> 4) ^ (word &>> 12)) & (capacity - 1)
    }

    @inline(__always)
    func contains(_ type: Any.Type) -> Bool {
        let word = UInt(bitPattern: ObjectIdentifier(type))
        var place = TypeSet.home(word)
        while true {
            let stored = words[place]
            if stored == word { return true }
            if stored == 0 { return false }
            place = (place &+ 1) & (TypeSet.capacity - 1)
        }
    }

    /// Adds `type`; once half the places are taken the set stays as it is, so that probes stay short.
    mutating func insert(_ type: Any.Type) {
        guard count * 2 < TypeSet.capacity, !contains(type) else { return }
        let word = UInt(bitPattern: ObjectIdentifier(type))
        var place = TypeSet.home(word)
        while words[place] != 0 { place = (place &+ 1) & (TypeSet.capacity - 1) }
        words[place] = word
        count += 1
    }
}
