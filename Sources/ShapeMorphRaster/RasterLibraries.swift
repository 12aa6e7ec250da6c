internal import CCairo
internal import CRSVG
import ShapeMorphSupport

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
        do {
            let rsvg = try LoadedLibrary("librsvg-2.so.2"), cairo = try LoadedLibrary("libcairo.so.2")
            // GLib's two functions are looked up through librsvg, which loads GLib.
            rsvgHandleNewFromData = try rsvg.function("rsvg_handle_new_from_data")
            rsvgHandleRenderDocument = try rsvg.function("rsvg_handle_render_document")
            gErrorFree = try rsvg.function("g_error_free")
            gObjectUnref = try rsvg.function("g_object_unref")
            cairoCreate = try cairo.function("cairo_create")
            cairoDestroy = try cairo.function("cairo_destroy")
            cairoFormatStrideForWidth = try cairo.function("cairo_format_stride_for_width")
            cairoImageSurfaceCreateForData = try cairo.function("cairo_image_surface_create_for_data")
            cairoStatusToString = try cairo.function("cairo_status_to_string")
            cairoSurfaceDestroy = try cairo.function("cairo_surface_destroy")
            cairoSurfaceFlush = try cairo.function("cairo_surface_flush")
            cairoSurfaceStatus = try cairo.function("cairo_surface_status")
            cairoSurfaceWriteToPNGStream = try cairo.function("cairo_surface_write_to_png_stream")
        } catch {
            throw .missingLibrary(name: error.name, reason: error.reason)
        }
    }
}
