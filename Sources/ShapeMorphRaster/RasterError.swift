/// Why a picture could not be made or written.
public enum RasterError: Error, Equatable, CustomStringConvertible {
    case badSize(width: Int, height: Int)
    case unreadableSVG(String)
    case outOfMemory(width: Int, height: Int)
    case encoder(format: String, reason: String)

    public var description: String {
        switch self {
        case .badSize(let width, let height):
            "a picture of \(width) × \(height) pixels: each side must be from 1 to \(SVGRenderer.maximumSide)"
        case .unreadableSVG(let reason): "librsvg cannot draw the frame: \(reason)"
        case .outOfMemory(let width, let height): "no memory for a picture of \(width) × \(height) pixels"
        case .encoder(let format, let reason): "the \(format) encoder failed: \(reason)"
        }
    }
}
