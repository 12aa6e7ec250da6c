#ifndef SHAPEMORPH_CHARFBUZZ_SHIM_H
#define SHAPEMORPH_CHARFBUZZ_SHIM_H

// HarfBuzz shapes text: kerning, ligatures, complex scripts, right-to-left runs.
#include <hb.h>
#include <hb-ot.h>

#endif
