import Foundation

/// The pixel size a PNG, JPEG, GIF or WebP file declares in its header,
/// read before any renderer decodes it: a few hundred kilobytes of
/// compressed nothing can declare gigabytes of pixels.
package enum EmbeddedImageSize {
    /// The most pixels an embedded image may declare: 64 Mi (256 MiB decoded).
    package static let maximumPixels = 1 << 26

    /// The width and height `bytes` declare, or nil when they are none of
    /// the four formats or end before saying.
    package static func pixels(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        func big(_ offset: Int, _ count: Int) -> Int? { bigEndian(bytes, at: offset, count: count) }
        func little(_ offset: Int, _ count: Int) -> Int? { littleEndian(bytes, at: offset, count: count) }
        func starts(_ signature: String, at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.utf8.count && bytes[offset...].starts(with: signature.utf8)
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {  // PNG: IHDR first.
            guard let width = big(16, 4), let height = big(20, 4) else { return nil }
            return (width, height)
        }
        if starts("GIF87a") || starts("GIF89a") {  // The logical screen.
            guard let width = little(6, 2), let height = little(8, 2) else { return nil }
            return (width, height)
        }
        if starts("RIFF") && starts("WEBP", at: 8) {
            if starts("VP8X", at: 12), let width = little(24, 3), let height = little(27, 3) { return (width + 1, height + 1) }
            if starts("VP8L", at: 12), let bits = little(21, 4) { return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1) }
            if starts("VP8 ", at: 12), let width = little(26, 2), let height = little(28, 2) { return (width & 0x3FFF, height & 0x3FFF) }
            return nil
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpegPixels(of: bytes, big) }
        return nil
    }

    /// The unsigned number in `count` bytes at `offset`, most significant
    /// first, or nil when they run past the end.
    static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The unsigned number in `count` bytes at `offset`, least significant
    /// first, or nil when they run past the end.
    static func littleEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        return bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    /// A JPEG's size from its first start-of-frame marker.
    private static func jpegPixels(of bytes: [UInt8], _ big: (Int, Int) -> Int?) -> (width: Int, height: Int)? {
        var offset = 2
        while let marker = big(offset, 2), marker >> 8 == 0xFF {
            let kind = marker & 0xFF
            if (0xC0...0xCF).contains(kind) && ![0xC4, 0xC8, 0xCC].contains(kind) {
                guard let height = big(offset + 5, 2), let width = big(offset + 7, 2) else { return nil }
                return (width, height)
            }
            guard let length = big(offset + 2, 2), length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// The MIME type and bytes of a `data:` URL (base64 or percent-encoded),
    /// or nil when it is not one.
    package static func contents(ofDataURL url: String) -> (type: String, bytes: [UInt8])? {
        guard url.lowercased().hasPrefix("data:"), let comma = url.firstIndex(of: ",") else { return nil }
        let header = url[url.index(url.startIndex, offsetBy: 5)..<comma].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        let payload = String(url[url.index(after: comma)...])
        let type = header.first.flatMap { $0.contains("/") ? $0 : nil } ?? "text/plain"
        if header.contains(where: { $0.lowercased() == "base64" }) {
            let compact = payload.filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: compact + String(repeating: "=", count: (4 - compact.count % 4) % 4)) else { return nil }
            return (type, [UInt8](data))
        }
        return payload.removingPercentEncoding.map { (type, Array($0.utf8)) }
    }

    /// Whether `bytes` (of MIME type `type`) are an SVG image, which has no
    /// pixels of its own: by its type, or text starting with markup, or
    /// gzipped.
    package static func isSVG(_ bytes: [UInt8], type: String) -> Bool {
        let start = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return type.lowercased() == "image/svg+xml" || start.first == UInt8(ascii: "<") || bytes.starts(with: [0x1F, 0x8B])
    }

    /// Why an image of `bytes` (of MIME type `type`) may not be drawn, or
    /// nil when it may: a raster image must declare its size and at most
    /// `maximumPixels` pixels; an SVG image may always be.
    package static func refusal(of bytes: [UInt8], type: String) -> String? {
        guard !isSVG(bytes, type: type) else { return nil }
        guard let (width, height) = pixels(of: bytes) else {
            return "is not a PNG, JPEG, GIF or WebP image whose size can be read"
        }
        guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels, width <= 1 << 20, height <= 1 << 20 else {
            return "declares \(width) × \(height) pixels, more than the \(maximumPixels >> 20) Mi an image may have"
        }
        return nil
    }
}
