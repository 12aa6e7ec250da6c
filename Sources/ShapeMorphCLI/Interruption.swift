import Dispatch
import Foundation

/// SIGINT, SIGTERM and SIGHUP, handled so that no output is left half made.
///
/// While no output is being written the process ends at once, with status
/// 128 + the signal's number (130, 143, 129) and one sentence. While one is
/// (`whileWriting`), the signal is noted and the writer stops at its next
/// `check()`, removing what it made, and the command ends with that status.
/// A writer that does not call `check()` (moving a finished sequence into
/// place) finishes first: a signal never leaves it half done.
enum Interruption {
    private static let state = State()

    /// Starts handling the three signals; call once, before any output. A
    /// signal the process started with ignored (a shell's background job)
    /// stays ignored.
    static func watch() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(number, SIG_IGN)
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { state.received(number) }
            source.resume()
            state.keep(source)
        }
    }

    /// Runs `body` with signals deferred to its `check()` calls; a signal
    /// that came meanwhile ends the command once `body` has cleaned up.
    static func whileWriting<Result>(_ body: () throws -> Result) rethrows -> Result {
        state.enterWriting()
        defer { state.leaveWriting() }
        return try body()
    }

    /// Whether a signal asked the command to stop; cheap enough to ask per frame.
    static var isRequested: Bool { state.signal != nil }

    /// Throws the failure that ends the command if a signal arrived.
    static func check() throws {
        if let number = state.signal { throw failure(number) }
    }

    private static func failure(_ number: Int32) -> CommandFailure {
        CommandFailure("stopped by \(name(number)); no output was left half written.", status: 128 + number)
    }

    private static func name(_ number: Int32) -> String {
        switch number {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "SIGHUP"
        }
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: [any DispatchSourceSignal] = []
        private var writers = 0
        private var first: Int32?

        var signal: Int32? { lock.withLock { first } }

        func keep(_ source: any DispatchSourceSignal) { lock.withLock { sources.append(source) } }

        func enterWriting() { lock.withLock { writers += 1 } }

        func leaveWriting() {
            let pending: Int32? = lock.withLock {
                writers -= 1
                return writers == 0 ? first : nil
            }
            if let pending { Interruption.exit(pending) }
        }

        func received(_ number: Int32) {
            let idle: Bool = lock.withLock {
                if first == nil { first = number }
                return writers == 0
            }
            if idle { Interruption.exit(number) }
        }
    }

    /// Ends the process at once with the signal's status and sentence.
    private static func exit(_ number: Int32) -> Never {
        let message = TerminalText.escaped("Error: \(failure(number))\n")
        message.withCString { _ = Foundation.write(STDERR_FILENO, $0, strlen($0)) }
        _exit(128 + number)
    }
}
