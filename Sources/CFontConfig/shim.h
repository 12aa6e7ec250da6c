#ifndef SHAPEMORPH_CFONTCONFIG_SHIM_H
#define SHAPEMORPH_CFONTCONFIG_SHIM_H

// fontconfig finds fonts by family, weight, slant and width, with
// fallbacks. Its own declarations, for its types and constants. fontconfig
// is not linked: it is opened when the first text is laid out
// (ShapeMorphText's TextLibraries), its functions called through these
// pointer types, each the type of the function fontconfig.h declares.
#include <fontconfig/fontconfig.h>

typedef __typeof__(&FcCharSetHasChar) ShapeMorphFcCharSetHasChar;
typedef __typeof__(&FcConfigAppFontAddFile) ShapeMorphFcConfigAppFontAddFile;
typedef __typeof__(&FcConfigCreate) ShapeMorphFcConfigCreate;
typedef __typeof__(&FcConfigDestroy) ShapeMorphFcConfigDestroy;
typedef __typeof__(&FcConfigSubstitute) ShapeMorphFcConfigSubstitute;
typedef __typeof__(&FcDefaultSubstitute) ShapeMorphFcDefaultSubstitute;
typedef __typeof__(&FcFontSetDestroy) ShapeMorphFcFontSetDestroy;
typedef __typeof__(&FcFontSort) ShapeMorphFcFontSort;
typedef __typeof__(&FcInitLoadConfigAndFonts) ShapeMorphFcInitLoadConfigAndFonts;
typedef __typeof__(&FcNameParse) ShapeMorphFcNameParse;
typedef __typeof__(&FcPatternAddDouble) ShapeMorphFcPatternAddDouble;
typedef __typeof__(&FcPatternAddInteger) ShapeMorphFcPatternAddInteger;
typedef __typeof__(&FcPatternAddString) ShapeMorphFcPatternAddString;
typedef __typeof__(&FcPatternCreate) ShapeMorphFcPatternCreate;
typedef __typeof__(&FcPatternDestroy) ShapeMorphFcPatternDestroy;
typedef __typeof__(&FcPatternGetCharSet) ShapeMorphFcPatternGetCharSet;
typedef __typeof__(&FcPatternGetDouble) ShapeMorphFcPatternGetDouble;
typedef __typeof__(&FcPatternGetInteger) ShapeMorphFcPatternGetInteger;
typedef __typeof__(&FcPatternGetString) ShapeMorphFcPatternGetString;
typedef __typeof__(&FcWeightFromOpenTypeDouble) ShapeMorphFcWeightFromOpenTypeDouble;
typedef __typeof__(&FcWeightToOpenTypeDouble) ShapeMorphFcWeightToOpenTypeDouble;

#endif
