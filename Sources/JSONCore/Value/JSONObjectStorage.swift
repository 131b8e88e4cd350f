/// The members of a non-empty ``JSONObject``, stored right after a small header in one
/// allocation. Its deinitializer destroys the members in a loop specialised for
/// `JSONObject.Member`, which releases a parsed document noticeably faster than the
/// standard library's generic array teardown.
///
/// Objects share storage until one of them changes: ``JSONObject`` copies it before writing
/// unless it holds the only reference.
final class JSONObjectStorage: ManagedBuffer<JSONObjectStorage.Header, JSONObject.Member> {
    struct Header {
        /// Initialized members, from the start of the elements.
        var count: Int
        /// Members the allocation has room for.
        var capacity: Int
        /// Nothing in the members nests more than ``JSONObjectStorage/shallowLevels`` levels
        /// deep, as known when the storage was made from a parsed document; false once the
        /// members may have changed (see `JSONObject.uniqueStorage(minimumCapacity:)`).
        var isShallow = false
    }

    /// Levels of nesting whose release needs no look at the stack: a few kilobytes of it at most.
    static let shallowLevels = 64

    /// Empty storage with room for `capacity` members.
    static func make(capacity: Int, isShallow: Bool = false) -> JSONObjectStorage {
        let buffer = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity, isShallow: isShallow) }
        // `create` allocates an instance of the class it is called on.
        return unsafeDowncast(buffer, to: JSONObjectStorage.self)
    }

    deinit {
        withUnsafeMutablePointers { header, members in
            let count = header.pointee.count
            header.pointee.count = 0
            // Members are released in turn, each taking what it holds with it, a few frames
            // deeper per level. Where that could exhaust the stack (a value nested thousands of
            // levels deep), what they hold is let go of level by level from a list instead.
            if count > 0 && !header.pointee.isShallow && !ThreadStack.hasRoom() {
                JSONValue.releaseLevelByLevel { pending in
                    for position in 0 ..< count {
                        let member = (members + position).move()
                        if member.value.isContainer { pending.append(member.value) }
                    }
                }
                return
            }
            // Moving each member out destroys it with code specialised for its type.
            for position in 0 ..< count { _ = (members + position).move() }
        }
    }
}

extension JSONValue {
    /// The list of values being let go of on this thread, while ``releaseLevelByLevel(_:)`` runs.
    private static let releaseList = ThreadLocalSlot()

    /// Lets go of the values `fill` puts in the list, and everything in them, without
    /// recursion: an array's arrays and objects join the list before the array goes, and an
    /// object that goes while the list is worked through adds its own to the list (its
    /// storage's `deinit` comes back here), so no release frees more than one level.
    static func releaseLevelByLevel(_ fill: (inout [JSONValue]) -> Void) {
        if let active = releaseList.value {
            // Inside the list's loop already: add to it.
            fill(&UnsafeMutableRawPointer(mutating: active).assumingMemoryBound(to: [JSONValue].self).pointee)
            return
        }
        var pending: [JSONValue] = []
        fill(&pending)
        withUnsafeMutablePointer(to: &pending) { list in
            releaseList.value = UnsafeRawPointer(list)
            defer { releaseList.value = nil }
            while let value = list.pointee.popLast() {
                if case .array(let elements) = value {
                    for element in elements where element.isContainer { list.pointee.append(element) }
                }
                // `value` goes here: an array's elements are in the list, and an object's
                // storage adds its members to it.
            }
        }
    }
}
