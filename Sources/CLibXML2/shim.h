#ifndef SHAPEMORPH_CLIBXML2_SHIM_H
#define SHAPEMORPH_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU, whose headers clash with Foundation's own
// ICU module. ShapeMorph never uses libxml2's ICU hooks, so switch them off
// before any other libxml2 header is read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>

#endif
