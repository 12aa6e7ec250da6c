#ifndef SHAPEMORPH_CCAIRO_SHIM_H
#define SHAPEMORPH_CCAIRO_SHIM_H

// Cairo's own declarations, for its types and constants. Cairo is not
// linked: it is opened when the first picture is drawn (ShapeMorphRaster's
// RasterLibraries), its functions called through these pointer types, each
// the type of the function cairo.h declares.
#include <cairo/cairo.h>

typedef __typeof__(&cairo_create) ShapeMorphCairoCreate;
typedef __typeof__(&cairo_destroy) ShapeMorphCairoDestroy;
typedef __typeof__(&cairo_format_stride_for_width) ShapeMorphCairoFormatStrideForWidth;
typedef __typeof__(&cairo_image_surface_create_for_data) ShapeMorphCairoImageSurfaceCreateForData;
typedef __typeof__(&cairo_status_to_string) ShapeMorphCairoStatusToString;
typedef __typeof__(&cairo_surface_destroy) ShapeMorphCairoSurfaceDestroy;
typedef __typeof__(&cairo_surface_flush) ShapeMorphCairoSurfaceFlush;
typedef __typeof__(&cairo_surface_status) ShapeMorphCairoSurfaceStatus;
typedef __typeof__(&cairo_surface_write_to_png_stream) ShapeMorphCairoSurfaceWriteToPNGStream;

#endif
