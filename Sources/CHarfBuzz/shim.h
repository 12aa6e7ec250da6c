#ifndef SHAPEMORPH_CHARFBUZZ_SHIM_H
#define SHAPEMORPH_CHARFBUZZ_SHIM_H

// HarfBuzz shapes text: kerning, ligatures, complex scripts, right-to-left
// runs. Its own declarations, for its types and constants. HarfBuzz is not
// linked: it is opened when the first text is laid out (ShapeMorphText's
// TextLibraries), its functions called through these pointer types, each
// the type of the function hb.h declares.
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>

typedef __typeof__(&hb_blob_create_from_file_or_fail) ShapeMorphHBBlobCreateFromFileOrFail;
typedef __typeof__(&hb_blob_destroy) ShapeMorphHBBlobDestroy;
typedef __typeof__(&hb_buffer_add_utf8) ShapeMorphHBBufferAddUTF8;
typedef __typeof__(&hb_buffer_create) ShapeMorphHBBufferCreate;
typedef __typeof__(&hb_buffer_destroy) ShapeMorphHBBufferDestroy;
typedef __typeof__(&hb_buffer_get_glyph_infos) ShapeMorphHBBufferGetGlyphInfos;
typedef __typeof__(&hb_buffer_get_glyph_positions) ShapeMorphHBBufferGetGlyphPositions;
typedef __typeof__(&hb_buffer_guess_segment_properties) ShapeMorphHBBufferGuessSegmentProperties;
typedef __typeof__(&hb_buffer_set_direction) ShapeMorphHBBufferSetDirection;
typedef __typeof__(&hb_face_create) ShapeMorphHBFaceCreate;
typedef __typeof__(&hb_face_destroy) ShapeMorphHBFaceDestroy;
typedef __typeof__(&hb_feature_from_string) ShapeMorphHBFeatureFromString;
typedef __typeof__(&hb_font_create) ShapeMorphHBFontCreate;
typedef __typeof__(&hb_font_get_face) ShapeMorphHBFontGetFace;
typedef __typeof__(&hb_font_set_var_named_instance) ShapeMorphHBFontSetVarNamedInstance;
typedef __typeof__(&hb_font_set_variations) ShapeMorphHBFontSetVariations;
typedef __typeof__(&hb_ot_layout_table_get_feature_tags) ShapeMorphHBOTLayoutTableGetFeatureTags;
typedef __typeof__(&hb_shape) ShapeMorphHBShape;
typedef __typeof__(&hb_tag_from_string) ShapeMorphHBTagFromString;

#endif
