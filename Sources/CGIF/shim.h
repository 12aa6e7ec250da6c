#ifndef SHAPEMORPH_CGIF_SHIM_H
#define SHAPEMORPH_CGIF_SHIM_H

#include <gif_lib.h>

#endif
