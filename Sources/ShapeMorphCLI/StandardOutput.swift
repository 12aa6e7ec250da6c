import Foundation

/// Standard output, written in blocks of 64 KiB and checked: the first
/// failure (a full disk, a closed pipe) stops the writing and is reported
/// by `finish()`, so a command never ends with success after output was lost.
/// Nothing else may write to standard output meanwhile.
final class StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []
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
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= blockSize { flush() }
    }

    /// Writes what is buffered; throws if any write failed.
    func finish() throws {
        flush()
        if let failure {
            throw CommandFailure("cannot write to standard output: \(String(cString: strerror(failure))).")
        }
    }

    private func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = count < 0 ? errno : EIO
                    return
                }
                offset += count
            }
        }
    }
}
