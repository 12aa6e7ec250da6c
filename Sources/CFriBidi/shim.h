#ifndef SHAPEMORPH_CFRIBIDI_SHIM_H
#define SHAPEMORPH_CFRIBIDI_SHIM_H

// GNU FriBidi: the Unicode Bidirectional Algorithm (UAX #9), for right-to-left and mixed runs of text.
#include <fribidi.h>

#endif
