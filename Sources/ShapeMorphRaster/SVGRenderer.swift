internal import CCairo
internal import CRSVG
import Foundation
internal import ShapeMorph
public import ShapeMorphSVG
import ShapeMorphSupport

/// Renders SVG documents to pictures with librsvg on cairo: the real
/// renderer GNOME uses, effects included.
public enum SVGRenderer {
    /// The largest picture side, in pixels.
    public static let maximumSide = 16_384

    /// `document` drawn as `render(_:width:height:)` draws its SVG text,
    /// into `pictureSize(of:width:)` pixels: its own size unless `width`
    /// says otherwise.
    public static func render(_ document: SVGDocument, width: Int? = nil) throws(RasterError) -> RasterImage {
        let size = pictureSize(of: document, width: width)
        return try render(document.svgText(format: .exact), width: size.width, height: size.height)
    }

    /// The pixels a picture of `document` has: `width` wide with the height
    /// its viewBox's aspect gives, or else its own width and height (one of
    /// them given, the other by the aspect; neither, the viewBox's), rounded up.
    public static func pictureSize(of document: SVGDocument, width: Int? = nil) -> (width: Int, height: Int) {
        let box = document.viewBox
        let aspect = box.width > 0 && box.height > 0 ? box.height / box.width : 1
        if let width { return (width, Int((Double(width) * aspect).rounded())) }
        func side(_ value: Double) -> Int { value.isFinite ? Int(max(0, min(value.rounded(.up), Double(Int32.max)))) : 0 }
        switch (document.width, document.height) {
        case let (width?, height?): return (side(width), side(height))
        case let (width?, nil): return (side(width), side(width * aspect))
        case let (nil, height?): return (side(height / aspect), side(height))
        case (nil, nil): return (side(box.width), side(box.height))
        }
    }

    /// `svg` (a whole document) drawn into `width` × `height` pixels as its
    /// root's viewBox and `preserveAspectRatio` say, on a transparent
    /// background. External files are not read: images must be `data:` URLs.
    public static func render(_ svg: String, width: Int, height: Int) throws(RasterError) -> RasterImage {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .badSize(width: width, height: height)
        }
        let c = try RasterLibraries.opened()
        let bytes = Array(svg.utf8)
        var error: UnsafeMutablePointer<GError>? = nil
        guard let handle = bytes.withUnsafeBufferPointer({ c.rsvgHandleNewFromData($0.baseAddress, $0.count, &error) }) else {
            defer { if error != nil { c.gErrorFree(error) } }
            throw .unreadableSVG(error.map { String(cString: $0.pointee.message) } ?? "librsvg cannot read it")
        }
        defer { c.gObjectUnref(UnsafeMutableRawPointer(handle)) }
        // Cairo draws straight into the picture's bytes, then they are
        // turned from premultiplied native-endian ARGB words into RGBA.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let failure = pixels.withUnsafeMutableBytes { bytes -> RasterError? in
            guard let surface = c.cairoImageSurfaceCreateForData(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                                 CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4)),
                  c.cairoSurfaceStatus(surface) == CAIRO_STATUS_SUCCESS else {
                return .outOfMemory(width: width, height: height)
            }
            defer { c.cairoSurfaceDestroy(surface) }
            let context = c.cairoCreate(surface)
            defer { c.cairoDestroy(context) }
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
            guard c.rsvgHandleRenderDocument(handle, context, &viewport, &error) != 0 else {
                defer { if error != nil { c.gErrorFree(error) } }
                return .unreadableSVG(error.map { String(cString: $0.pointee.message) } ?? "librsvg cannot draw it")
            }
            c.cairoSurfaceFlush(surface)
            straighten(bytes.bindMemory(to: UInt32.self))
            return nil
        }
        if let failure { throw failure }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// Cairo's premultiplied ARGB words (native-endian) made straight RGBA
    /// bytes, in place.
    private static func straighten(_ words: UnsafeMutableBufferPointer<UInt32>) {
        for index in words.indices {
            let word = words[index]
            let alpha = word >> 24
            switch alpha {
            case 0:
                continue
            case 255:
                words[index] = (word & 0xFF00_FF00 | (word >> 16) & 0xFF | (word & 0xFF) << 16).littleEndian
            default:
                func straight(_ shift: UInt32) -> UInt32 { min(255, (((word >> shift) & 0xFF) * 255 + alpha / 2) / alpha) }
                words[index] = (alpha << 24 | straight(0) << 16 | straight(8) << 8 | straight(16)).littleEndian
            }
        }
    }
}
