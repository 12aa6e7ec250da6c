internal import CZlib

/// Writes a zip archive as it is made: each entry deflated by zlib as its
/// bytes come and handed on, its checksum and sizes after it (a data
/// descriptor), the directory at the end. The same entries always give the
/// same bytes (every entry dated 1980-01-01).
struct ZipArchiveWriter {
    private let zlib: ZlibLibrary
    private let output: (UnsafeRawBufferPointer) throws -> Void
    /// What the directory at the end says of each entry written.
    private var entries: [(name: [UInt8], crc: UInt32, compressed: UInt32, size: UInt32, offset: UInt32)] = []
    /// How many bytes have been handed on.
    private var written = 0

    /// A writer handing `output` the archive's bytes in order.
    init(output: @escaping (UnsafeRawBufferPointer) throws -> Void) throws(ZipArchiveError) {
        zlib = try ZlibLibrary.opened()
        self.output = output
    }

    /// Adds an entry named `name` (a path with `/`) whose bytes `content`
    /// hands to the function it is given, in order.
    mutating func addEntry(named name: String, content: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        let nameBytes = Array(name.utf8)
        let offset = written
        var header = ZipBytes()
        header.append32(0x0403_4b50)
        header.append16(20)  // version needed: deflate
        header.append16(Self.flags)
        header.append16(8)  // deflate
        header.append16(0)  // 00:00
        header.append16(Self.date)
        header.append32(0); header.append32(0); header.append32(0)  // in the data descriptor
        header.append16(UInt16(nameBytes.count))
        header.append16(0)
        header.bytes += nameBytes
        try hand(header.bytes)

        var compressor = try Deflater(zlib: zlib)
        defer { compressor.end() }
        var crc = zlib.crc32(0, nil, 0), size = 0, compressed = 0
        let zlib = self.zlib
        try content { chunk in
            guard !chunk.isEmpty else { return }
            crc = zlib.crc32(crc, chunk.baseAddress!.assumingMemoryBound(to: Bytef.self), uInt(chunk.count))
            size += chunk.count
            try compressor.deflate(chunk, finishing: false) { compressed += $0.count; try self.hand($0) }
        }
        try compressor.deflate(UnsafeRawBufferPointer(start: nil, count: 0), finishing: true) { compressed += $0.count; try self.hand($0) }
        guard size <= UInt32.max, compressed <= UInt32.max, written <= UInt32.max else { throw ZipArchiveError.tooLarge(entry: name) }

        var descriptor = ZipBytes()
        descriptor.append32(0x0807_4b50)
        descriptor.append32(UInt32(crc)); descriptor.append32(UInt32(compressed)); descriptor.append32(UInt32(size))
        try hand(descriptor.bytes)
        entries.append((nameBytes, UInt32(crc), UInt32(compressed), UInt32(size), UInt32(offset)))
    }

    /// Writes the directory of the entries: the archive is complete.
    mutating func finish() throws {
        let start = written
        var directory = ZipBytes()
        for entry in entries {
            directory.append32(0x0201_4b50)
            directory.append16(3 << 8 | 20)  // made by Unix, zip 2.0
            directory.append16(20)
            directory.append16(Self.flags)
            directory.append16(8)
            directory.append16(0)
            directory.append16(Self.date)
            directory.append32(entry.crc); directory.append32(entry.compressed); directory.append32(entry.size)
            directory.append16(UInt16(entry.name.count))
            directory.append16(0); directory.append16(0); directory.append16(0); directory.append16(0)  // extra, comment, disk, internal
            directory.append32(0o100644 << 16)  // a file, rw-r--r--
            directory.append32(entry.offset)
            directory.bytes += entry.name
        }
        guard written + directory.bytes.count <= UInt32.max else { throw ZipArchiveError.tooLarge(entry: "the directory") }
        var end = ZipBytes()
        end.append32(0x0605_4b50)
        end.append16(0); end.append16(0)
        end.append16(UInt16(entries.count)); end.append16(UInt16(entries.count))
        end.append32(UInt32(directory.bytes.count)); end.append32(UInt32(start))
        end.append16(0)
        try hand(directory.bytes + end.bytes)
    }

    /// Data descriptor after the data (bit 3), names in UTF-8 (bit 11).
    private static let flags: UInt16 = 1 << 3 | 1 << 11
    /// 1980-01-01, the first day a zip can say.
    private static let date: UInt16 = 0 << 9 | 1 << 5 | 1

    private mutating func hand(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try hand($0) }
    }

    private mutating func hand(_ bytes: UnsafeRawBufferPointer) throws {
        try output(bytes)
        written += bytes.count
    }
}

/// Little-endian fields of a zip record.
private struct ZipBytes {
    var bytes: [UInt8] = []
    mutating func append16(_ value: UInt16) { bytes += [UInt8(value & 0xff), UInt8(value >> 8)] }
    mutating func append32(_ value: UInt32) { append16(UInt16(value & 0xffff)); append16(UInt16(value >> 16)) }
}

/// zlib's raw deflate (no zlib header: a zip entry's own), fed in chunks.
private struct Deflater {
    private let zlib: ZlibLibrary
    private var stream: UnsafeMutablePointer<z_stream>
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    init(zlib: ZlibLibrary) throws(ZipArchiveError) {
        self.zlib = zlib
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = zlib.deflateInit2(stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlib.zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deallocate()
            throw .compressor(status: status)
        }
    }

    /// Compresses `input` (and, `finishing`, ends the stream), handing
    /// each block of output to `emit`.
    mutating func deflate(_ input: UnsafeRawBufferPointer, finishing: Bool, emit: ([UInt8]) throws -> Void) throws {
        stream.pointee.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: Bytef.self)) }
        stream.pointee.avail_in = uInt(input.count)
        while true {
            let status = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(out.count)
                return zlib.deflate(stream, finishing ? Z_FINISH : Z_NO_FLUSH)
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { throw ZipArchiveError.compressor(status: status) }
            let produced = buffer.count - Int(stream.pointee.avail_out)
            if produced > 0 { try emit(Array(buffer[..<produced])) }
            if finishing ? status == Z_STREAM_END : stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return }
        }
    }

    /// Frees zlib's state.
    mutating func end() {
        _ = zlib.deflateEnd(stream)
        stream.deallocate()
    }
}
