// The decoder's use of ``KeyNameCache``: the name of a coding key, for the comparison with
// the key at the cursor.

extension TapeDecoder {
    /// Runs `body` over the UTF-8 bytes of `key.stringValue`, kept from an earlier call for
    /// keys of one byte or less (see ``KeyNameCache``).
    @inline(__always)
    func withName<Key: CodingKey, R>(of key: Key, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        guard let tag = oneByteKeyTag(key) else { return key.stringValue.withUTF8Bytes(body) }
        if let name = state.pointee.buffers.keyNames.name(KeyNameCache.typeWord(Key.self), tag) { return body(name.text) }
        return withNewName(of: key, tag: tag, body)
    }

    @inline(never)
    private func withNewName<Key: CodingKey, R>(of key: Key, tag: UInt8, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        key.stringValue.withUTF8Bytes { name in
            body(state.pointee.buffers.keyNames.add(name, KeyNameCache.typeWord(Key.self), tag) ?? name)
        }
    }
}
