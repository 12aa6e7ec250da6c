#ifndef SHAPEMORPH_CRSVG_SHIM_H
#define SHAPEMORPH_CRSVG_SHIM_H

// The part of librsvg's interface ShapeMorph uses, with the two GLib calls
// that go with it. librsvg is not linked: it is opened when the first
// picture is drawn (ShapeMorphRaster's RasterLibraries), its functions
// called through these pointer types. Its header needs GLib's include
// paths, which would bring GLib's link flags with them, so the few types
// are declared here as librsvg 2 and GLib 2 define them (stable ABIs).

#include <stddef.h>
#include <stdint.h>

struct _cairo;

/// RsvgHandle: a loaded SVG document.
typedef struct _RsvgHandle RsvgHandle;

/// RsvgRectangle: where a document is drawn.
typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

/// GError: why a call failed (GQuark domain, gint code, gchar *message).
typedef struct _GError {
    uint32_t domain;
    int code;
    char *message;
} GError;

/// rsvg_handle_new_from_data
typedef RsvgHandle *(*ShapeMorphRSVGHandleNewFromData)(const uint8_t *data, size_t length, GError **error);
/// rsvg_handle_render_document (gboolean is int)
typedef int (*ShapeMorphRSVGHandleRenderDocument)(RsvgHandle *handle, struct _cairo *context,
                                                  const RsvgRectangle *viewport, GError **error);
/// g_error_free
typedef void (*ShapeMorphGErrorFree)(GError *error);
/// g_object_unref
typedef void (*ShapeMorphGObjectUnref)(void *object);

#endif
