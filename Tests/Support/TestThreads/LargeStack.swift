import Foundation

/// What a thread of ``onLargeStack(_:)`` hands back.
private final class Handoff<Value>: @unchecked Sendable {
    var value: Value?
}

/// Runs `body` on a thread with an 8 MiB stack, and waits for what it returns: nesting hundreds
/// of levels deep decodes and encodes alike on every platform, where Swift Testing's threads
/// have 512 KiB of stack on Apple platforms (8 MiB on Linux). Expectations stay on the test's
/// thread, outside `body`.
public func onLargeStack<Value>(_ body: @escaping @Sendable () -> Value) -> Value {
    let handoff = Handoff<Value>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        handoff.value = body()
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    guard let value = handoff.value else { preconditionFailure("the thread returned nothing") }
    return value
}
