/// One value per iteration of a `DispatchQueue.concurrentPerform`, each
/// slot written only by its own iteration: results gathered from several
/// threads without a lock, read once the loop has returned.
package final class ConcurrentSlots<Value>: @unchecked Sendable {
    /// The slots, one per iteration.
    package let slots: UnsafeMutableBufferPointer<Value>

    /// `count` slots, each holding `value` until its iteration writes it.
    package init(count: Int, repeating value: Value) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: value)
    }

    deinit { slots.deinitialize().deallocate() }
}
