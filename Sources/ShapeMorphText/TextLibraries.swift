internal import CFontConfig
internal import CFriBidi
internal import CHarfBuzz
import ShapeMorphSupport

/// fontconfig, HarfBuzz and GNU FriBidi, opened when the first text is laid
/// out instead of linked: loading them, with the libraries they bring
/// (GLib, graphite2, expat, PCRE2), took 1.1 ms of the 5.4 ms
/// `shapemorph --version` spent starting on this project's machine
/// (2026-11-27), and most commands lay out no text. FreeType stays linked.
///
/// Each function is looked up by name and called through the pointer type
/// its bridging target declares from the library's own header.
struct TextLibraries: @unchecked Sendable /* C function pointers, set once */ {
    let fcCharSetHasChar: ShapeMorphFcCharSetHasChar
    let fcConfigAppFontAddFile: ShapeMorphFcConfigAppFontAddFile
    let fcConfigCreate: ShapeMorphFcConfigCreate
    let fcConfigDestroy: ShapeMorphFcConfigDestroy
    let fcConfigSubstitute: ShapeMorphFcConfigSubstitute
    let fcDefaultSubstitute: ShapeMorphFcDefaultSubstitute
    let fcFontSetDestroy: ShapeMorphFcFontSetDestroy
    let fcFontSort: ShapeMorphFcFontSort
    let fcInitLoadConfigAndFonts: ShapeMorphFcInitLoadConfigAndFonts
    let fcNameParse: ShapeMorphFcNameParse
    let fcPatternAddDouble: ShapeMorphFcPatternAddDouble
    let fcPatternAddInteger: ShapeMorphFcPatternAddInteger
    let fcPatternAddString: ShapeMorphFcPatternAddString
    let fcPatternCreate: ShapeMorphFcPatternCreate
    let fcPatternDestroy: ShapeMorphFcPatternDestroy
    let fcPatternGetCharSet: ShapeMorphFcPatternGetCharSet
    let fcPatternGetDouble: ShapeMorphFcPatternGetDouble
    let fcPatternGetInteger: ShapeMorphFcPatternGetInteger
    let fcPatternGetString: ShapeMorphFcPatternGetString
    let fcWeightFromOpenTypeDouble: ShapeMorphFcWeightFromOpenTypeDouble
    let fcWeightToOpenTypeDouble: ShapeMorphFcWeightToOpenTypeDouble
    let hbBlobCreateFromFileOrFail: ShapeMorphHBBlobCreateFromFileOrFail
    let hbBlobDestroy: ShapeMorphHBBlobDestroy
    let hbBufferAddUTF8: ShapeMorphHBBufferAddUTF8
    let hbBufferCreate: ShapeMorphHBBufferCreate
    let hbBufferDestroy: ShapeMorphHBBufferDestroy
    let hbBufferGetGlyphInfos: ShapeMorphHBBufferGetGlyphInfos
    let hbBufferGetGlyphPositions: ShapeMorphHBBufferGetGlyphPositions
    let hbBufferGuessSegmentProperties: ShapeMorphHBBufferGuessSegmentProperties
    let hbBufferSetDirection: ShapeMorphHBBufferSetDirection
    let hbFaceCreate: ShapeMorphHBFaceCreate
    let hbFaceDestroy: ShapeMorphHBFaceDestroy
    let hbFeatureFromString: ShapeMorphHBFeatureFromString
    let hbFontCreate: ShapeMorphHBFontCreate
    let hbFontGetFace: ShapeMorphHBFontGetFace
    let hbFontSetVarNamedInstance: ShapeMorphHBFontSetVarNamedInstance
    let hbFontSetVariations: ShapeMorphHBFontSetVariations
    let hbOTLayoutTableGetFeatureTags: ShapeMorphHBOTLayoutTableGetFeatureTags
    let hbShape: ShapeMorphHBShape
    let hbTagFromString: ShapeMorphHBTagFromString
    let friBidiGetBidiTypes: ShapeMorphFriBidiGetBidiTypes
    let friBidiGetBracketTypes: ShapeMorphFriBidiGetBracketTypes
    let friBidiGetParEmbeddingLevelsEx: ShapeMorphFriBidiGetParEmbeddingLevelsEx

    /// The libraries, opened by the first caller; where they cannot be,
    /// every caller gets the same error.
    static func opened() throws(TextError) -> TextLibraries { try shared.get() }

    private static let shared = Result<TextLibraries, TextError> { () throws(TextError) in try TextLibraries() }

    private init() throws(TextError) {
        do {
            let fontconfig = try LoadedLibrary("libfontconfig.so.1"), harfBuzz = try LoadedLibrary("libharfbuzz.so.0")
            let friBidi = try LoadedLibrary("libfribidi.so.0")
            fcCharSetHasChar = try fontconfig.function("FcCharSetHasChar")
            fcConfigAppFontAddFile = try fontconfig.function("FcConfigAppFontAddFile")
            fcConfigCreate = try fontconfig.function("FcConfigCreate")
            fcConfigDestroy = try fontconfig.function("FcConfigDestroy")
            fcConfigSubstitute = try fontconfig.function("FcConfigSubstitute")
            fcDefaultSubstitute = try fontconfig.function("FcDefaultSubstitute")
            fcFontSetDestroy = try fontconfig.function("FcFontSetDestroy")
            fcFontSort = try fontconfig.function("FcFontSort")
            fcInitLoadConfigAndFonts = try fontconfig.function("FcInitLoadConfigAndFonts")
            fcNameParse = try fontconfig.function("FcNameParse")
            fcPatternAddDouble = try fontconfig.function("FcPatternAddDouble")
            fcPatternAddInteger = try fontconfig.function("FcPatternAddInteger")
            fcPatternAddString = try fontconfig.function("FcPatternAddString")
            fcPatternCreate = try fontconfig.function("FcPatternCreate")
            fcPatternDestroy = try fontconfig.function("FcPatternDestroy")
            fcPatternGetCharSet = try fontconfig.function("FcPatternGetCharSet")
            fcPatternGetDouble = try fontconfig.function("FcPatternGetDouble")
            fcPatternGetInteger = try fontconfig.function("FcPatternGetInteger")
            fcPatternGetString = try fontconfig.function("FcPatternGetString")
            fcWeightFromOpenTypeDouble = try fontconfig.function("FcWeightFromOpenTypeDouble")
            fcWeightToOpenTypeDouble = try fontconfig.function("FcWeightToOpenTypeDouble")
            hbBlobCreateFromFileOrFail = try harfBuzz.function("hb_blob_create_from_file_or_fail")
            hbBlobDestroy = try harfBuzz.function("hb_blob_destroy")
            hbBufferAddUTF8 = try harfBuzz.function("hb_buffer_add_utf8")
            hbBufferCreate = try harfBuzz.function("hb_buffer_create")
            hbBufferDestroy = try harfBuzz.function("hb_buffer_destroy")
            hbBufferGetGlyphInfos = try harfBuzz.function("hb_buffer_get_glyph_infos")
            hbBufferGetGlyphPositions = try harfBuzz.function("hb_buffer_get_glyph_positions")
            hbBufferGuessSegmentProperties = try harfBuzz.function("hb_buffer_guess_segment_properties")
            hbBufferSetDirection = try harfBuzz.function("hb_buffer_set_direction")
            hbFaceCreate = try harfBuzz.function("hb_face_create")
            hbFaceDestroy = try harfBuzz.function("hb_face_destroy")
            hbFeatureFromString = try harfBuzz.function("hb_feature_from_string")
            hbFontCreate = try harfBuzz.function("hb_font_create")
            hbFontGetFace = try harfBuzz.function("hb_font_get_face")
            hbFontSetVarNamedInstance = try harfBuzz.function("hb_font_set_var_named_instance")
            hbFontSetVariations = try harfBuzz.function("hb_font_set_variations")
            hbOTLayoutTableGetFeatureTags = try harfBuzz.function("hb_ot_layout_table_get_feature_tags")
            hbShape = try harfBuzz.function("hb_shape")
            hbTagFromString = try harfBuzz.function("hb_tag_from_string")
            friBidiGetBidiTypes = try friBidi.function("fribidi_get_bidi_types")
            friBidiGetBracketTypes = try friBidi.function("fribidi_get_bracket_types")
            friBidiGetParEmbeddingLevelsEx = try friBidi.function("fribidi_get_par_embedding_levels_ex")
        } catch {
            throw .missingLibrary(name: error.name, reason: error.reason)
        }
    }
}
