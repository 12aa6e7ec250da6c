/// A picture of `width` × `height` pixels, each red, green, blue and alpha
/// in 0…255, not premultiplied, rows from the top.
public struct RasterImage: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: RGBA per pixel, row by row.
    public var pixels: [UInt8]

    /// - Precondition: `pixels` holds `width * height * 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4,
                     "A \(width) × \(height) image needs \(width * height * 4) bytes, not \(pixels.count).")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The picture drawn over an opaque `background` (red, green, blue in
    /// 0…255): every pixel opaque.
    public func composited(over background: (red: UInt8, green: UInt8, blue: UInt8)) -> RasterImage {
        var result = pixels
        let under = [Int(background.red), Int(background.green), Int(background.blue)]
        for base in stride(from: 0, to: result.count, by: 4) {
            let alpha = Int(result[base + 3])
            for channel in 0..<3 {
                result[base + channel] = UInt8((Int(result[base + channel]) * alpha + under[channel] * (255 - alpha) + 127) / 255)
            }
            result[base + 3] = 255
        }
        return RasterImage(width: width, height: height, pixels: result)
    }
}
