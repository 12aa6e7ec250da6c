#ifndef SHAPEMORPH_CZLIB_SHIM_H
#define SHAPEMORPH_CZLIB_SHIM_H

// zlib's own declarations, for its types and constants. zlib is not
// linked: it is opened when the first dotLottie is written
// (ShapeMorphFormats' ZlibLibrary), its functions called through these
// pointer types, each the type of the function zlib.h declares.
#include <zlib.h>

typedef __typeof__(&deflateInit2_) ShapeMorphDeflateInit2;
typedef __typeof__(&deflate) ShapeMorphDeflate;
typedef __typeof__(&deflateEnd) ShapeMorphDeflateEnd;
typedef __typeof__(&crc32) ShapeMorphCRC32;
typedef __typeof__(&zlibVersion) ShapeMorphZlibVersion;

#endif
