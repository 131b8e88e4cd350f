// How much of the current thread's stack is left, for code that recurses once per level of
// nesting in its input: Codable decoding and encoding, whose recursion runs through the types'
// own `init(from:)` and `encode(to:)`. A level costs from a few hundred bytes (release builds)
// to several kilobytes (debug builds), and threads have from 512 KiB (a secondary thread on
// Apple platforms) to 8 MiB; no fixed depth limit is safe for all of them, so the coders ask
// the stack itself, once the nesting is deep enough for it to matter.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The current thread's stack, as far as nested decoding and encoding need to know it.
///
/// ```swift
/// guard ThreadStack.hasRoom() else { throw … }   // stop before the stack runs out
/// ```
package enum ThreadStack {
    /// Nesting below this depth never asks: it needs little stack on any thread. A computed
    /// constant: a stored one is read through its one-time initializer's accessor for every
    /// nested value decoded.
    @inlinable @inline(__always) package static var checkedDepth: Int { 32 }

    /// The stack room, in bytes, kept free when ``hasRoom()`` says no: enough for one more
    /// level of a type's own code and for making and throwing the error.
    static func reserve(forStackSize size: UInt) -> UInt {
        min(max(size / 8, 32 * 1024), 128 * 1024)
    }

    /// True while the stack has more than its reserve left below the caller; always true where
    /// the platform does not say where the stack ends. Cheap: a thread-local read and a
    /// comparison, once the thread's limit is known.
    @inline(__always)
    package static func hasRoom() -> Bool {
        let limit = lowestUsableAddress()
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return limit == 0 || here > limit
    }

    /// Why a decode or encode stopped at ``hasRoom()``, in words.
    package static func exhaustedMessage(decoding: Bool) -> String {
        let kibibytes = size / 1024
        let stack = kibibytes > 0 ? "this thread's stack (\(kibibytes) KiB)" : "this thread's stack"
        return "the value is nested too deeply to \(decoding ? "decode" : "encode") on \(stack): "
            + "each level of nesting takes stack, and the next would leave too little; "
            + "\(decoding ? "decode" : "encode") on a thread with a larger stack, or nest less deeply"
    }

    /// The size of the current thread's stack in bytes, 0 where the platform does not say.
    package static var size: Int { Int(bounds()?.size ?? 0) }

    /// An address in the caller's frame.
    @inline(never)
    package static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The lowest address the stack may grow down to before its reserve; 0 when unknown.
    /// Worked out once per thread and kept in thread-local storage.
    @inline(__always)
    package static func lowestUsableAddress() -> UInt {
        if let kept = threadKey.value { return UInt(bitPattern: kept) &- 1 }
        return findLowestUsableAddress()
    }

    @inline(never)
    private static func findLowestUsableAddress() -> UInt {
        let limit = bounds().map { $0.low &+ reserve(forStackSize: $0.size) } ?? 0
        // Stored plus one, so that an unknown limit (0) is kept too.
        threadKey.value = UnsafeRawPointer(bitPattern: limit &+ 1)
        return limit
    }

    /// The current thread's stack: its lowest address and its size.
    static func bounds() -> (low: UInt, size: UInt)? {
        #if canImport(Darwin)
        let thread = pthread_self()
        let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = UInt(pthread_get_stacksize_np(thread))
        guard high > size else { return nil }
        return (high - size, size)
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        // `pthread_getattr_np` is a GNU extension that the C library's module map leaves out;
        // it is looked up by name once.
        guard let getAttributes = threadAttributesFunction.function else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address, size > 0 else { return nil }
        return (UInt(bitPattern: address), UInt(size))
        #else
        return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl) || canImport(Android)
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

    /// `pthread_getattr_np`, found once per process.
    private static let threadAttributesFunction = ThreadAttributesFunction()

    private final class ThreadAttributesFunction: Sendable {
        let function: GetAttributes?

        init() {
            let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np")
            function = symbol.map { unsafeBitCast($0, to: GetAttributes.self) }
        }
    }
    #endif

    /// The thread-local slot for ``lowestUsableAddress()``.
    private static let threadKey = ThreadLocalSlot()
}

/// A pointer-sized value kept per thread (`pthread_getspecific`); nil in a thread that has
/// not set it. Made once per use, for the life of the process.
struct ThreadLocalSlot: Sendable {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    var value: UnsafeRawPointer? {
        @inline(__always) get { UnsafeRawPointer(pthread_getspecific(key)) }
        nonmutating set { pthread_setspecific(key, newValue) }
    }
    #else
    var value: UnsafeRawPointer? {
        get { nil }
        nonmutating set {}
    }
    #endif
}
