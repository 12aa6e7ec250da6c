import Foundation
import ShapeMorphSVG
import ShapeMorphSupport

/// Standard output, written in blocks of 64 KiB and checked: the first
/// failure (a full disk, a closed pipe) stops the writing and is reported
/// by `finish()`, so a command never ends with success after output was lost.
/// Nothing else may write to standard output meanwhile.
///
/// Text and numbers go straight into a byte buffer, so that output of any
/// size (the JSON of a path of a million segments) streams at the speed of
/// the number formatter, in constant memory.
final class StandardOutput: TextOutputStream {
    // Written only by this object's methods, one at a time: no need for
    // the run-time exclusivity check on every write.
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private let blockSize = 1 << 16
    private var failure: Int32?

    init() { buffer.reserveCapacity(blockSize + 64) }

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

    /// Writes `value` in `format`.
    func write(_ value: Double, format: NumberFormat) {
        format.append(value, to: &buffer)
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
        if failure == nil && !buffer.withUnsafeBytes({ OutputFile.writeAll($0, to: STDOUT_FILENO) }) { failure = errno }
        buffer.removeAll(keepingCapacity: true)
    }
}
