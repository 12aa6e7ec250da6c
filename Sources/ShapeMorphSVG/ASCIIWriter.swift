/// Writes ASCII bytes into memory sized in advance: the fast path for text
/// made of many numbers, such as path data, with no per-byte growth checks
/// beyond a bounds precondition.
struct ASCIIWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The number of bytes written so far.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        precondition(count < buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        buffer[count] = byte
        count += 1
    }

    /// Appends the bytes `body` writes backwards into a scratch buffer of
    /// `maximumCount` bytes, ending just before the index it is given, and
    /// returning the index of the first byte it wrote: for digits, which
    /// come out last first.
    @inline(__always)
    mutating func appendBackwards(maximumCount: Int, _ body: (UnsafeMutablePointer<UInt8>, Int) -> Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumCount) { scratch in
            let first = body(scratch.baseAddress!, maximumCount)
            precondition(first >= 0 && first <= maximumCount, "ASCIIWriter: wrote outside the scratch buffer.")
            let length = maximumCount - first
            precondition(count + length <= buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
            (buffer.baseAddress! + count).update(from: scratch.baseAddress! + first, count: length)
            count += length
        }
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        precondition(count + bytes.count <= buffer.count, "ASCIIWriter overflow: the size estimate was wrong.")
        (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(contentsOf bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    /// A string of at most `capacity` bytes written by `body`.
    static func string(capacity: Int, _ body: (inout ASCIIWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: Swift.max(capacity, 1)) { buffer in
            var writer = ASCIIWriter(buffer)
            body(&writer)
            return writer.count
        }
    }
}
