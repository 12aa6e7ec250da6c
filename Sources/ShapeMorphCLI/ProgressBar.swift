import Foundation

/// A one-line progress bar on standard error, drawn only when standard error
/// is a terminal; redrawn at most every 1/20 s.
final class ProgressBar: @unchecked Sendable {
    private let total: Int
    private let label: String
    private let isVisible: Bool
    private let lock = NSLock()
    private var done = 0
    private var lastDrawn = Date.distantPast

    init(total: Int, label: String, quiet: Bool) {
        self.total = total
        self.label = label
        self.isVisible = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Counts one more unit done, from any thread.
    func advance() {
        guard isVisible else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDrawn) >= 0.05 else { return }
        lastDrawn = now
        let width = 30, filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
    }

    /// Clears the bar's line.
    func finish() {
        guard isVisible else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
