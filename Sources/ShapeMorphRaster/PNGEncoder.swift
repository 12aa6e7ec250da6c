internal import CCairo

/// Encodes pictures as PNG files (cairo's PNG writer, on libpng), alpha
/// kept.
public enum PNGEncoder {
    /// The PNG file of `image`.
    public static func encode(_ image: RasterImage) throws -> [UInt8] {
        let c = try RasterLibraries.opened()
        let stride = Int(c.cairoFormatStrideForWidth(CAIRO_FORMAT_ARGB32, Int32(image.width)))
        var words = [UInt8](repeating: 0, count: stride * image.height)
        // Cairo's pixels: premultiplied, a native-endian word each.
        words.withUnsafeMutableBytes { buffer in
            for row in 0..<image.height {
                let line = (buffer.baseAddress! + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<image.width {
                    let base = (row * image.width + column) * 4
                    let alpha = UInt32(image.pixels[base + 3])
                    func premultiplied(_ channel: Int) -> UInt32 { (UInt32(image.pixels[base + channel]) * alpha + 127) / 255 }
                    line[column] = alpha << 24 | premultiplied(0) << 16 | premultiplied(1) << 8 | premultiplied(2)
                }
            }
        }
        final class Collected { var bytes: [UInt8] = [] }
        let collected = Collected()
        let status = words.withUnsafeMutableBufferPointer { buffer -> cairo_status_t in
            guard let surface = c.cairoImageSurfaceCreateForData(buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                                 Int32(image.height), Int32(stride)) else {
                return CAIRO_STATUS_NO_MEMORY
            }
            defer { c.cairoSurfaceDestroy(surface) }
            return c.cairoSurfaceWriteToPNGStream(surface, { closure, data, length in
                guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Collected>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.encoder(format: "PNG", reason: c.cairoStatusToString(status).map { String(cString: $0) } ?? "status \(status.rawValue)")
        }
        return collected.bytes
    }
}
