#ifndef SHAPEMORPH_CRSVG_SHIM_H
#define SHAPEMORPH_CRSVG_SHIM_H

// librsvg renders SVG onto a cairo surface (CCairo).
#include <librsvg/rsvg.h>

#endif
