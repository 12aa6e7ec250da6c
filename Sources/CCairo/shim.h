#ifndef SHAPEMORPH_CCAIRO_SHIM_H
#define SHAPEMORPH_CCAIRO_SHIM_H

#include <cairo.h>

#endif
