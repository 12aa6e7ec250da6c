internal import CCairo
internal import CRSVG
import Foundation

/// librsvg and cairo, opened when the first picture is drawn instead of
/// linked: loading them, with the GNOME libraries they bring (GLib, GIO,
/// gdk-pixbuf, Pango, the X11 client libraries …), took 4.3 ms of the
/// 8.8 ms `shapemorph --version` spent starting on this project's machine
/// (2026-11-27), and most commands draw no picture.
///
/// Each function is looked up by name and called through the pointer type
/// its bridging target declares (CCairo's from cairo.h itself).
struct RasterLibraries: @unchecked Sendable /* C function pointers, set once */ {
    let rsvgHandleNewFromData: ShapeMorphRSVGHandleNewFromData
    let rsvgHandleRenderDocument: ShapeMorphRSVGHandleRenderDocument
    let gErrorFree: ShapeMorphGErrorFree
    let gObjectUnref: ShapeMorphGObjectUnref
    let cairoCreate: ShapeMorphCairoCreate
    let cairoDestroy: ShapeMorphCairoDestroy
    let cairoFormatStrideForWidth: ShapeMorphCairoFormatStrideForWidth
    let cairoImageSurfaceCreateForData: ShapeMorphCairoImageSurfaceCreateForData
    let cairoStatusToString: ShapeMorphCairoStatusToString
    let cairoSurfaceDestroy: ShapeMorphCairoSurfaceDestroy
    let cairoSurfaceFlush: ShapeMorphCairoSurfaceFlush
    let cairoSurfaceStatus: ShapeMorphCairoSurfaceStatus
    let cairoSurfaceWriteToPNGStream: ShapeMorphCairoSurfaceWriteToPNGStream

    /// The libraries, opened by the first caller; where they cannot be,
    /// every caller gets the same error.
    static func opened() throws(RasterError) -> RasterLibraries { try shared.get() }

    private static let shared = Result<RasterLibraries, RasterError> { () throws(RasterError) in try RasterLibraries() }

    private init() throws(RasterError) {
        let rsvg = try Self.open("librsvg-2.so.2"), cairo = try Self.open("libcairo.so.2")
        // GLib's two functions are looked up through librsvg, which loads GLib.
        rsvgHandleNewFromData = try Self.function("rsvg_handle_new_from_data", in: rsvg)
        rsvgHandleRenderDocument = try Self.function("rsvg_handle_render_document", in: rsvg)
        gErrorFree = try Self.function("g_error_free", in: rsvg)
        gObjectUnref = try Self.function("g_object_unref", in: rsvg)
        cairoCreate = try Self.function("cairo_create", in: cairo)
        cairoDestroy = try Self.function("cairo_destroy", in: cairo)
        cairoFormatStrideForWidth = try Self.function("cairo_format_stride_for_width", in: cairo)
        cairoImageSurfaceCreateForData = try Self.function("cairo_image_surface_create_for_data", in: cairo)
        cairoStatusToString = try Self.function("cairo_status_to_string", in: cairo)
        cairoSurfaceDestroy = try Self.function("cairo_surface_destroy", in: cairo)
        cairoSurfaceFlush = try Self.function("cairo_surface_flush", in: cairo)
        cairoSurfaceStatus = try Self.function("cairo_surface_status", in: cairo)
        cairoSurfaceWriteToPNGStream = try Self.function("cairo_surface_write_to_png_stream", in: cairo)
    }

    /// The library named `name` (its soname), opened for good.
    private static func open(_ name: String) throws(RasterError) -> UnsafeMutableRawPointer {
        guard let library = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { throw .missingLibrary(name: name, reason: lastError()) }
        return library
    }

    /// The function `name` of `library`, as type `Function`.
    private static func function<Function>(_ name: String, in library: UnsafeMutableRawPointer) throws(RasterError) -> Function {
        guard let address = dlsym(library, name) else { throw .missingLibrary(name: name, reason: lastError()) }
        return unsafeBitCast(address, to: Function.self)
    }

    private static func lastError() -> String { dlerror().map { String(cString: $0) } ?? "not found" }
}
