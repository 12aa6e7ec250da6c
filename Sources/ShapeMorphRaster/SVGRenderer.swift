internal import CCairo
internal import CRSVG
import Foundation

/// Renders SVG documents to pictures with librsvg on cairo: the real
/// renderer GNOME uses, effects included.
public enum SVGRenderer {
    /// The largest picture side, in pixels.
    public static let maximumSide = 16_384

    /// `svg` (a whole document) drawn into `width` × `height` pixels as its
    /// root's viewBox and `preserveAspectRatio` say, on a transparent
    /// background. External files are not read: images must be `data:` URLs.
    public static func render(_ svg: String, width: Int, height: Int) throws(RasterError) -> RasterImage {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .badSize(width: width, height: height)
        }
        let bytes = Array(svg.utf8)
        var error: UnsafeMutablePointer<GError>? = nil
        guard let handle = bytes.withUnsafeBufferPointer({ rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }) else {
            defer { if error != nil { g_error_free(error) } }
            throw .unreadableSVG(error.map { String(cString: $0.pointee.message) } ?? "librsvg cannot read it")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .outOfMemory(width: width, height: height)
        }
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            defer { if error != nil { g_error_free(error) } }
            throw .unreadableSVG(error.map { String(cString: $0.pointee.message) } ?? "librsvg cannot draw it")
        }
        cairo_surface_flush(surface)
        return image(of: surface, width: width, height: height)
    }

    /// The pixels of a cairo ARGB32 surface (premultiplied, native-endian
    /// words), straight RGBA.
    private static func image(of surface: OpaquePointer, width: Int, height: Int) -> RasterImage {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let words = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let word = words[column]
                let alpha = word >> 24
                let base = (row * width + column) * 4
                guard alpha > 0 else { continue }
                func straight(_ shift: UInt32) -> UInt8 { UInt8(min(255, (((word >> shift) & 0xFF) * 255 + alpha / 2) / alpha)) }
                (pixels[base], pixels[base + 1], pixels[base + 2], pixels[base + 3]) = (straight(16), straight(8), straight(0), UInt8(alpha))
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
