#ifndef SHAPEMORPH_CMALLOC_SHIM_H
#define SHAPEMORPH_CMALLOC_SHIM_H

// glibc's allocator settings (mallopt), which Swift's Glibc module leaves
// out. Part of the C library every program links: nothing to link.
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif

#endif
