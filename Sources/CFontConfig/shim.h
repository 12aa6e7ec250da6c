#ifndef SHAPEMORPH_CFONTCONFIG_SHIM_H
#define SHAPEMORPH_CFONTCONFIG_SHIM_H

// fontconfig finds fonts by family, weight, slant and width, with fallbacks.
#include <fontconfig/fontconfig.h>

#endif
