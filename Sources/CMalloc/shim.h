#ifndef SHAPEMORPH_CMALLOC_SHIM_H
#define SHAPEMORPH_CMALLOC_SHIM_H

// glibc's allocator settings (mallopt), which Swift's Glibc module leaves
// out. Part of the C library every program links: nothing to link. Other
// systems have no <malloc.h> (the CLI calls mallopt only with Glibc).
#if defined(__linux__)
#include <malloc.h>
#endif

#endif
