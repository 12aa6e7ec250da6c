internal import CZlib
import ShapeMorphSupport

/// zlib, opened when the first zip archive (a dotLottie) is written instead
/// of linked, as the picture libraries are: few commands write one.
struct ZlibLibrary: @unchecked Sendable /* C function pointers, set once */ {
    let deflateInit2: ShapeMorphDeflateInit2
    let deflate: ShapeMorphDeflate
    let deflateEnd: ShapeMorphDeflateEnd
    let crc32: ShapeMorphCRC32
    let zlibVersion: ShapeMorphZlibVersion

    /// The library, opened by the first caller; where it cannot be, every
    /// caller gets the same error.
    static func opened() throws(ZipArchiveError) -> ZlibLibrary { try shared.get() }

    private static let shared = Result<ZlibLibrary, ZipArchiveError> { () throws(ZipArchiveError) in try ZlibLibrary() }

    private init() throws(ZipArchiveError) {
        do {
            let zlib = try LoadedLibrary("libz.so.1")
            deflateInit2 = try zlib.function("deflateInit2_")
            deflate = try zlib.function("deflate")
            deflateEnd = try zlib.function("deflateEnd")
            crc32 = try zlib.function("crc32")
            zlibVersion = try zlib.function("zlibVersion")
        } catch {
            throw .missingLibrary(name: error.name, reason: error.reason)
        }
    }
}
