extension JSONModelDecoder {
    /// Where the value to decode sits when a payload wraps it in an object.
    ///
    /// ```swift
    /// // {"main_object": {"id": 5, "title": "Captain Lolface"}}
    /// decoder.rootKey = .key("main_object")
    /// ```
    public enum RootKey: Sendable, Hashable {
        /// The whole input is the value.
        case none
        /// The value is the top-level object's member with this key (matched with the key
        /// decoding strategy); its absence is an error.
        case key(String)
        /// Monkey's rules. In a top-level object, a key that matches the type's name ignoring
        /// case, `_` and `-` (`test_object` for `TestObject`; for an array of `ComicBook`s,
        /// `comic_books`) holds the value; else a single key whose value is an object (for a
        /// model) or an array (for an array) does, unless the model itself reads that key;
        /// else the whole input is the value.
        case automatic
    }
}
