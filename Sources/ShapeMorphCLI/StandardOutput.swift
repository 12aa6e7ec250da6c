import Foundation

/// Standard output as a text stream, for output written piece by piece
/// rather than built whole; writes in blocks of 64 KiB, and the rest on
/// `flush()`. Nothing else may write to standard output meanwhile.
final class StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []
    private let blockSize = 1 << 16

    init() { buffer.reserveCapacity(blockSize) }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= blockSize { flush() }
    }

    /// Writes what is buffered.
    func flush() {
        buffer.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = Foundation.write(STDOUT_FILENO, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
