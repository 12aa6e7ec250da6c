#ifndef SHAPEMORPH_CGIF_SHIM_H
#define SHAPEMORPH_CGIF_SHIM_H

// giflib's own declarations, for its types and constants. giflib is not
// linked: it is opened when the first GIF is written (ShapeMorphRaster's
// GIFLibraries), its functions called through these pointer types, each
// the type of the function gif_lib.h declares.
#include <gif_lib.h>

typedef __typeof__(&EGifOpen) ShapeMorphEGifOpen;
typedef __typeof__(&EGifSetGifVersion) ShapeMorphEGifSetGifVersion;
typedef __typeof__(&EGifPutScreenDesc) ShapeMorphEGifPutScreenDesc;
typedef __typeof__(&EGifPutExtensionLeader) ShapeMorphEGifPutExtensionLeader;
typedef __typeof__(&EGifPutExtensionBlock) ShapeMorphEGifPutExtensionBlock;
typedef __typeof__(&EGifPutExtensionTrailer) ShapeMorphEGifPutExtensionTrailer;
typedef __typeof__(&EGifPutExtension) ShapeMorphEGifPutExtension;
typedef __typeof__(&EGifGCBToExtension) ShapeMorphEGifGCBToExtension;
typedef __typeof__(&EGifPutImageDesc) ShapeMorphEGifPutImageDesc;
typedef __typeof__(&EGifPutLine) ShapeMorphEGifPutLine;
typedef __typeof__(&EGifCloseFile) ShapeMorphEGifCloseFile;
typedef __typeof__(&GifMakeMapObject) ShapeMorphGifMakeMapObject;
typedef __typeof__(&GifFreeMapObject) ShapeMorphGifFreeMapObject;
typedef __typeof__(&GifErrorString) ShapeMorphGifErrorString;

#endif
