#ifndef SHAPEMORPH_CFREETYPE_SHIM_H
#define SHAPEMORPH_CFREETYPE_SHIM_H

// FreeType reads glyph outlines: TrueType quadratics and CFF cubics.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_MULTIPLE_MASTERS_H

#endif
