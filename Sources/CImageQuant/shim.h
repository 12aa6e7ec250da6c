#ifndef SHAPEMORPH_CIMAGEQUANT_SHIM_H
#define SHAPEMORPH_CIMAGEQUANT_SHIM_H

// libimagequant's own declarations, for its types and constants.
// libimagequant is not linked: it is opened when the first GIF is written
// (ShapeMorphRaster's GIFLibraries), its functions called through these
// pointer types, each the type of the function libimagequant.h declares.
#include <libimagequant.h>

typedef __typeof__(&liq_attr_create) ShapeMorphLiqAttrCreate;
typedef __typeof__(&liq_attr_destroy) ShapeMorphLiqAttrDestroy;
typedef __typeof__(&liq_set_quality) ShapeMorphLiqSetQuality;
typedef __typeof__(&liq_image_create_rgba) ShapeMorphLiqImageCreateRGBA;
typedef __typeof__(&liq_image_destroy) ShapeMorphLiqImageDestroy;
typedef __typeof__(&liq_image_quantize) ShapeMorphLiqImageQuantize;
typedef __typeof__(&liq_result_destroy) ShapeMorphLiqResultDestroy;
typedef __typeof__(&liq_set_dithering_level) ShapeMorphLiqSetDitheringLevel;
typedef __typeof__(&liq_write_remapped_image) ShapeMorphLiqWriteRemappedImage;
typedef __typeof__(&liq_get_palette) ShapeMorphLiqGetPalette;

#endif
