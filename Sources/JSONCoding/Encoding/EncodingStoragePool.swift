import Foundation

/// Buffers of finished encodings, kept for the next ones across all encoders.
///
/// An encoding writes its text, nodes and output into buffers that grow with the document. Fresh
/// memory for every call costs more than the encoding itself once documents reach a few hundred
/// kilobytes (the system has to map and clear every page), and `JSONEncoder` is often created
/// for one call, so the buffers are kept here rather than in an encoder. At most two sets are
/// kept, each of at most ``EncodingStorage/keptBytesLimit`` bytes.
final class EncodingStoragePool: @unchecked Sendable {
    static let shared = EncodingStoragePool()

    private let lock = NSLock()
    private var spares: [UnsafeMutablePointer<EncodingStorage>] = []
    private let capacity = 2

    /// Kept buffers, or nil when every set is in use.
    func take() -> UnsafeMutablePointer<EncodingStorage>? {
        lock.lock()
        defer { lock.unlock() }
        return spares.popLast()
    }

    /// Keeps `storage` for a later encoding, or frees it when enough are kept or it is too large.
    func give(_ storage: UnsafeMutablePointer<EncodingStorage>) {
        guard storage.pointee.keptBytes <= EncodingStorage.keptBytesLimit else {
            EncodingStorage.free(storage)
            return
        }
        storage.pointee.forgetValues()
        lock.lock()
        if spares.count < capacity {
            spares.append(storage)
            lock.unlock()
        } else {
            lock.unlock()
            EncodingStorage.free(storage)
        }
    }
}
