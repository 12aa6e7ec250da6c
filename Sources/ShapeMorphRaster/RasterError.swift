/// Why a picture could not be made or written.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    /// A picture size that is not positive, or beyond `SVGRenderer.maximumSide`.
    case badSize(width: Int, height: Int)
    /// SVG text librsvg cannot read, with its reason.
    case unreadableSVG(String)
    /// The pixels of a picture that size could not be had.
    case outOfMemory(width: Int, height: Int)
    /// An encoder (PNG, GIF, WebP, ffmpeg) failed, and why.
    case encoder(format: String, reason: String)
    /// A library pictures need, opened when first used (librsvg and cairo
    /// for the first picture drawn, giflib and libimagequant for the first
    /// GIF, libwebp for the first WebP), or one of its functions, could not
    /// be had, and why.
    case missingLibrary(name: String, reason: String)

    public var description: String {
        switch self {
        case .badSize(let width, let height):
            "a picture of \(width) × \(height) pixels: each side must be from 1 to \(SVGRenderer.maximumSide)"
        case .unreadableSVG(let reason): "librsvg cannot draw the frame: \(reason)"
        case .outOfMemory(let width, let height): "no memory for a picture of \(width) × \(height) pixels"
        case .encoder(let format, let reason): "the \(format) encoder failed: \(reason)"
        case .missingLibrary(let name, let reason):
            "cannot make pictures without \(name) (\(reason)); install the libraries pictures need "
                + "(Debian: librsvg2-2 libcairo2 libgif7 libimagequant0 libwebp7 libwebpmux3)"
        }
    }
}
