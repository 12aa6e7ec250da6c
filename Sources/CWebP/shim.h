#ifndef SHAPEMORPH_CWEBP_SHIM_H
#define SHAPEMORPH_CWEBP_SHIM_H

// libwebp's own declarations, for its types and constants; its animation
// encoder lives in libwebpmux. Neither is linked: they are opened when the
// first WebP is written (ShapeMorphRaster's WebPLibraries), their
// functions called through these pointer types, each the type of the
// function the headers declare. The headers' inline initialisers call the
// versioned functions below with the headers' ABI versions.
#include <webp/encode.h>
#include <webp/mux.h>

typedef __typeof__(&WebPConfigInitInternal) ShapeMorphWebPConfigInitInternal;
typedef __typeof__(&WebPPictureInitInternal) ShapeMorphWebPPictureInitInternal;
typedef __typeof__(&WebPPictureImportRGBA) ShapeMorphWebPPictureImportRGBA;
typedef __typeof__(&WebPPictureFree) ShapeMorphWebPPictureFree;
typedef __typeof__(&WebPFree) ShapeMorphWebPFree;
typedef __typeof__(&WebPAnimEncoderOptionsInitInternal) ShapeMorphWebPAnimEncoderOptionsInitInternal;
typedef __typeof__(&WebPAnimEncoderNewInternal) ShapeMorphWebPAnimEncoderNewInternal;
typedef __typeof__(&WebPAnimEncoderAdd) ShapeMorphWebPAnimEncoderAdd;
typedef __typeof__(&WebPAnimEncoderAssemble) ShapeMorphWebPAnimEncoderAssemble;
typedef __typeof__(&WebPAnimEncoderGetError) ShapeMorphWebPAnimEncoderGetError;
typedef __typeof__(&WebPAnimEncoderDelete) ShapeMorphWebPAnimEncoderDelete;

#endif
