#ifndef SHAPEMORPH_CIMAGEQUANT_SHIM_H
#define SHAPEMORPH_CIMAGEQUANT_SHIM_H

#include <libimagequant.h>

#endif
