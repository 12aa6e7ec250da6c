#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread spends running `body`.
///
/// A test that guards against super-linear work measures this rather than
/// the wall clock: tests run side by side on a busy two-core machine can
/// take twice as long by the clock while using the same processor time.
/// `body` must not suspend (it runs on one thread from start to end), and
/// work it hands to other threads is not counted.
///
///     let spent = try threadProcessorTime { _ = try svgDocument(drawing: big) }
///     #expect(spent < .seconds(10))
public func threadProcessorTime(of body: () throws -> Void) rethrows -> Duration {
    func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
    let started = now()
    try body()
    return now() - started
}
