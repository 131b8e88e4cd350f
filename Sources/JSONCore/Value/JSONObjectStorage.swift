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
    }

    /// Empty storage with room for `capacity` members.
    static func make(capacity: Int) -> JSONObjectStorage {
        let buffer = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        // `create` allocates an instance of the class it is called on.
        return unsafeDowncast(buffer, to: JSONObjectStorage.self)
    }

    deinit {
        withUnsafeMutablePointers { header, members in
            // Moving each member out destroys it with code specialised for its type.
            for position in 0 ..< header.pointee.count { _ = (members + position).move() }
        }
    }
}
