#ifndef SHAPEMORPH_CWEBP_SHIM_H
#define SHAPEMORPH_CWEBP_SHIM_H

// libwebp's animation encoder lives in libwebpmux.
#include <webp/encode.h>
#include <webp/mux.h>

#endif
