/// What is visibly broken in a PNG, JPEG, GIF or WebP file, read from its
/// structure without decoding its pixels: data cut short, a chunk whose
/// checksum does not match (PNG), a stream without the parts every decoder
/// needs. Renderers draw such an image in part or not at all, so the
/// importer warns of it.
package enum EmbeddedImageDamage {
    /// Why `bytes` are a damaged image, as a sentence fragment ("its PNG
    /// data ends inside a chunk"), or nil when their structure holds (or
    /// they are none of the four formats, which `EmbeddedImageSize` refuses).
    package static func damage(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return pngDamage(of: bytes) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return gifDamage(of: bytes) }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, bytes[8..<12].elementsEqual("WEBP".utf8) {
            return webPDamage(of: bytes)
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpegDamage(of: bytes) }
        return nil
    }

    /// Chunks from the signature to `IEND`, each within the data and with
    /// its CRC-32; `IHDR` first and image data before the end.
    private static func pngDamage(of bytes: [UInt8]) -> String? {
        var offset = 8
        var hasImageData = false
        while true {
            guard let length = EmbeddedImageSize.bigEndian(bytes, at: offset, count: 4), offset + 12 + length <= bytes.count else {
                return "its PNG data ends inside a chunk (the file is cut short)"
            }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if offset == 8 && type != "IHDR" { return "its PNG data does not start with the IHDR chunk" }
            if crc32(bytes[offset + 4..<offset + 8 + length]) != UInt32(EmbeddedImageSize.bigEndian(bytes, at: offset + 8 + length, count: 4)!) {
                return "its PNG chunk \(type) does not match its checksum (the data is damaged)"
            }
            hasImageData = hasImageData || type == "IDAT"
            if type == "IEND" { return hasImageData ? nil : "its PNG data holds no image data (IDAT)" }
            offset += 12 + length
        }
    }

    /// The CRC-32 of PNG chunks (ISO 3309, reflected, polynomial 0xEDB88320).
    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }

    /// Segments from the start marker to the end marker (`FFD9`), with a
    /// frame header before the first scan.
    private static func jpegDamage(of bytes: [UInt8]) -> String? {
        var offset = 2
        var hasFrame = false
        while true {
            guard offset + 2 <= bytes.count else { return "its JPEG data ends before the end marker (the file is cut short)" }
            guard bytes[offset] == 0xFF else { return "its JPEG data has bytes where a marker should be (the data is damaged)" }
            let kind = bytes[offset + 1]
            switch kind {
            case 0xFF: offset += 1; continue  // fill byte
            case 0xD9: return hasFrame ? nil : "its JPEG data has no frame header"
            case 0x01, 0xD0...0xD7: offset += 2; continue
            default: break
            }
            guard let length = EmbeddedImageSize.bigEndian(bytes, at: offset + 2, count: 2), length >= 2, offset + 2 + length <= bytes.count else {
                return "its JPEG data ends inside a segment (the file is cut short)"
            }
            if (0xC0...0xCF).contains(kind) && ![0xC4, 0xC8, 0xCC].contains(kind) { hasFrame = true }
            offset += 2 + length
            if kind == 0xDA {
                guard hasFrame else { return "its JPEG data has a scan before any frame header" }
                // Entropy-coded data runs to the next marker that is not a
                // stuffed zero or a restart.
                while offset + 1 < bytes.count && !(bytes[offset] == 0xFF && bytes[offset + 1] != 0 && !(0xD0...0xD7).contains(bytes[offset + 1])) {
                    offset += 1
                }
            }
        }
    }

    /// Blocks from the screen descriptor to the trailer (or to the end of
    /// the data, after a whole image, as browsers read it).
    private static func gifDamage(of bytes: [UInt8]) -> String? {
        guard bytes.count >= 13 else { return "its GIF data ends inside the header (the file is cut short)" }
        var offset = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        var images = 0
        /// Skips data sub-blocks up to their terminator; false when they run past the end.
        func skipSubBlocks() -> Bool {
            while offset < bytes.count {
                let size = Int(bytes[offset])
                offset += 1 + size
                if size == 0 { return offset <= bytes.count }
            }
            return false
        }
        while true {
            guard offset < bytes.count else {
                return images > 0 ? nil : "its GIF data ends before any image (the file is cut short)"
            }
            switch bytes[offset] {
            case 0x3B: return images > 0 ? nil : "its GIF data holds no image"
            case 0x21:
                offset += 2
                guard offset <= bytes.count, skipSubBlocks() else { return "its GIF data ends inside an extension (the file is cut short)" }
            case 0x2C:
                guard offset + 10 <= bytes.count else { return "its GIF data ends inside an image (the file is cut short)" }
                let flags = bytes[offset + 9]
                offset += 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0) + 1
                guard offset <= bytes.count, skipSubBlocks() else { return "its GIF data ends inside an image (the file is cut short)" }
                images += 1
            default:
                return "its GIF data has a byte where a block should start (the data is damaged)"
            }
        }
    }

    /// The RIFF size within the data, and chunks that fit in it, one of
    /// them an image (`VP8 `, `VP8L` or animation frames).
    private static func webPDamage(of bytes: [UInt8]) -> String? {
        guard let size = EmbeddedImageSize.littleEndian(bytes, at: 4, count: 4), size + 8 <= bytes.count else {
            return "its WebP data is shorter than its header says (the file is cut short)"
        }
        var offset = 12
        var hasImage = false
        while offset + 8 <= size + 8 {
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let length = EmbeddedImageSize.littleEndian(bytes, at: offset + 4, count: 4)!
            guard offset + 8 + length <= size + 8 else { return "its WebP chunk \(type) runs past the end of the data (the file is cut short)" }
            hasImage = hasImage || ["VP8 ", "VP8L", "ANMF"].contains(type)
            offset += 8 + length + length % 2
        }
        return hasImage ? nil : "its WebP data holds no image chunk"
    }
}
