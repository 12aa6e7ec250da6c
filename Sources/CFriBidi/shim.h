#ifndef SHAPEMORPH_CFRIBIDI_SHIM_H
#define SHAPEMORPH_CFRIBIDI_SHIM_H

// GNU FriBidi: the Unicode Bidirectional Algorithm (UAX #9), for
// right-to-left and mixed runs of text. Its own declarations, for its
// types and constants. FriBidi is not linked: it is opened when the first
// text is laid out (ShapeMorphText's TextLibraries), its functions called
// through these pointer types, each the type of the function fribidi.h
// declares.
#include <fribidi/fribidi.h>

typedef __typeof__(&fribidi_get_bidi_types) ShapeMorphFriBidiGetBidiTypes;
typedef __typeof__(&fribidi_get_bracket_types) ShapeMorphFriBidiGetBracketTypes;
typedef __typeof__(&fribidi_get_par_embedding_levels_ex) ShapeMorphFriBidiGetParEmbeddingLevelsEx;

#endif
