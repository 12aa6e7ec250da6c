import Foundation

/// Standard output, written in blocks of 64 KiB and checked: the first
/// failure (a full disk, a closed pipe) stops the writing and is reported
/// by `finish()`, so a command never ends with success after output was lost.
/// Nothing else may write to standard output meanwhile.
final class StandardOutput: TextOutputStream {
    private var buffer = ""
    private let blockSize = 1 << 16
    private var failure: Int32?

    init() { buffer.reserveCapacity(blockSize) }

    /// Writes `text` on its own, checked.
    static func write(_ text: String) throws {
        let output = StandardOutput()
        output.write(text)
        try output.finish()
    }

    func write(_ text: String) {
        buffer += text
        if buffer.utf8.count >= blockSize { flush() }
    }

    /// Writes what is buffered; throws if any write failed.
    func finish() throws {
        flush()
        if let failure {
            throw CommandFailure("cannot write to standard output: \(String(cString: strerror(failure))).")
        }
    }

    private func flush() {
        if failure == nil && !OutputFile.writeAll(buffer, to: STDOUT_FILENO) { failure = errno }
        buffer.removeAll(keepingCapacity: true)
    }
}
