internal import CGIF
internal import CImageQuant
import ShapeMorphSupport

/// giflib and libimagequant, opened when the first GIF is written instead
/// of linked, as `RasterLibraries` are: with libgomp, which libimagequant
/// brings, they cost every command's start-up about 0.2 ms, and few write
/// a GIF.
struct GIFLibraries: @unchecked Sendable /* C function pointers, set once */ {
    let eGifOpen: ShapeMorphEGifOpen
    let eGifSetGifVersion: ShapeMorphEGifSetGifVersion
    let eGifPutScreenDesc: ShapeMorphEGifPutScreenDesc
    let eGifPutExtensionLeader: ShapeMorphEGifPutExtensionLeader
    let eGifPutExtensionBlock: ShapeMorphEGifPutExtensionBlock
    let eGifPutExtensionTrailer: ShapeMorphEGifPutExtensionTrailer
    let eGifPutExtension: ShapeMorphEGifPutExtension
    let eGifGCBToExtension: ShapeMorphEGifGCBToExtension
    let eGifPutImageDesc: ShapeMorphEGifPutImageDesc
    let eGifPutLine: ShapeMorphEGifPutLine
    let eGifCloseFile: ShapeMorphEGifCloseFile
    let gifMakeMapObject: ShapeMorphGifMakeMapObject
    let gifFreeMapObject: ShapeMorphGifFreeMapObject
    let gifErrorString: ShapeMorphGifErrorString
    let liqAttrCreate: ShapeMorphLiqAttrCreate
    let liqAttrDestroy: ShapeMorphLiqAttrDestroy
    let liqSetQuality: ShapeMorphLiqSetQuality
    let liqImageCreateRGBA: ShapeMorphLiqImageCreateRGBA
    let liqImageDestroy: ShapeMorphLiqImageDestroy
    let liqImageQuantize: ShapeMorphLiqImageQuantize
    let liqResultDestroy: ShapeMorphLiqResultDestroy
    let liqSetDitheringLevel: ShapeMorphLiqSetDitheringLevel
    let liqWriteRemappedImage: ShapeMorphLiqWriteRemappedImage
    let liqGetPalette: ShapeMorphLiqGetPalette

    /// The libraries, opened by the first caller; where they cannot be,
    /// every caller gets the same error.
    static func opened() throws(RasterError) -> GIFLibraries { try shared.get() }

    private static let shared = Result<GIFLibraries, RasterError> { () throws(RasterError) in try GIFLibraries() }

    private init() throws(RasterError) {
        do {
            let gif = try LoadedLibrary("libgif.so.7"), quantiser = try LoadedLibrary("libimagequant.so.0")
            eGifOpen = try gif.function("EGifOpen")
            eGifSetGifVersion = try gif.function("EGifSetGifVersion")
            eGifPutScreenDesc = try gif.function("EGifPutScreenDesc")
            eGifPutExtensionLeader = try gif.function("EGifPutExtensionLeader")
            eGifPutExtensionBlock = try gif.function("EGifPutExtensionBlock")
            eGifPutExtensionTrailer = try gif.function("EGifPutExtensionTrailer")
            eGifPutExtension = try gif.function("EGifPutExtension")
            eGifGCBToExtension = try gif.function("EGifGCBToExtension")
            eGifPutImageDesc = try gif.function("EGifPutImageDesc")
            eGifPutLine = try gif.function("EGifPutLine")
            eGifCloseFile = try gif.function("EGifCloseFile")
            gifMakeMapObject = try gif.function("GifMakeMapObject")
            gifFreeMapObject = try gif.function("GifFreeMapObject")
            gifErrorString = try gif.function("GifErrorString")
            liqAttrCreate = try quantiser.function("liq_attr_create")
            liqAttrDestroy = try quantiser.function("liq_attr_destroy")
            liqSetQuality = try quantiser.function("liq_set_quality")
            liqImageCreateRGBA = try quantiser.function("liq_image_create_rgba")
            liqImageDestroy = try quantiser.function("liq_image_destroy")
            liqImageQuantize = try quantiser.function("liq_image_quantize")
            liqResultDestroy = try quantiser.function("liq_result_destroy")
            liqSetDitheringLevel = try quantiser.function("liq_set_dithering_level")
            liqWriteRemappedImage = try quantiser.function("liq_write_remapped_image")
            liqGetPalette = try quantiser.function("liq_get_palette")
        } catch {
            throw .missingLibrary(name: error.name, reason: error.reason)
        }
    }
}
