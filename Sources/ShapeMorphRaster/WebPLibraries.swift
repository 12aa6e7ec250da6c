internal import CWebP
import ShapeMorphSupport

/// libwebp and its animation encoder in libwebpmux, opened when the first
/// WebP is written instead of linked, as `RasterLibraries` are: they cost
/// every command's start-up about 0.2 ms, and few write a WebP.
struct WebPLibraries: @unchecked Sendable /* C function pointers, set once */ {
    let configInitInternal: ShapeMorphWebPConfigInitInternal
    let pictureInitInternal: ShapeMorphWebPPictureInitInternal
    let pictureImportRGBA: ShapeMorphWebPPictureImportRGBA
    let pictureFree: ShapeMorphWebPPictureFree
    let free: ShapeMorphWebPFree
    let animEncoderOptionsInitInternal: ShapeMorphWebPAnimEncoderOptionsInitInternal
    let animEncoderNewInternal: ShapeMorphWebPAnimEncoderNewInternal
    let animEncoderAdd: ShapeMorphWebPAnimEncoderAdd
    let animEncoderAssemble: ShapeMorphWebPAnimEncoderAssemble
    let animEncoderGetError: ShapeMorphWebPAnimEncoderGetError
    let animEncoderDelete: ShapeMorphWebPAnimEncoderDelete

    /// The libraries, opened by the first caller; where they cannot be,
    /// every caller gets the same error.
    static func opened() throws(RasterError) -> WebPLibraries { try shared.get() }

    private static let shared = Result<WebPLibraries, RasterError> { () throws(RasterError) in try WebPLibraries() }

    private init() throws(RasterError) {
        do {
            let webp = try LoadedLibrary("libwebp.so.7"), mux = try LoadedLibrary("libwebpmux.so.3")
            configInitInternal = try webp.function("WebPConfigInitInternal")
            pictureInitInternal = try webp.function("WebPPictureInitInternal")
            pictureImportRGBA = try webp.function("WebPPictureImportRGBA")
            pictureFree = try webp.function("WebPPictureFree")
            free = try webp.function("WebPFree")
            animEncoderOptionsInitInternal = try mux.function("WebPAnimEncoderOptionsInitInternal")
            animEncoderNewInternal = try mux.function("WebPAnimEncoderNewInternal")
            animEncoderAdd = try mux.function("WebPAnimEncoderAdd")
            animEncoderAssemble = try mux.function("WebPAnimEncoderAssemble")
            animEncoderGetError = try mux.function("WebPAnimEncoderGetError")
            animEncoderDelete = try mux.function("WebPAnimEncoderDelete")
        } catch {
            throw .missingLibrary(name: error.name, reason: error.reason)
        }
    }
}
