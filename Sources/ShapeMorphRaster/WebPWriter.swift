internal import CWebP

/// Writes an animated WebP with libwebp's animation encoder: lossless (the
/// frames exactly, alpha included) at quality 100, lossy below. libwebp
/// keeps only the encoded frames and the last canvas; the file is handed
/// on when it is finished.
public final class WebPWriter {
    private let width: Int, height: Int
    private let timing: FrameTiming
    private let webp: WebPLibraries
    private var config = WebPConfig()
    private var encoder: OpaquePointer?
    private var index = 0

    /// Starts a WebP of `width` × `height` whose frames show at
    /// `framesPerSecond`, played `loopCount` times (0: forever), lossless at
    /// `quality` 100, else lossy at that quality (0…99).
    public init(width: Int, height: Int, framesPerSecond: Double, loopCount: Int = 0, quality: Int = 100) throws {
        guard (1...16_383).contains(width), (1...16_383).contains(height) else {
            throw RasterError.encoder(format: "WebP", reason: "a WebP is at most 16383 pixels on a side, not \(width) × \(height)")
        }
        (self.width, self.height) = (width, height)
        timing = FrameTiming(framesPerSecond: framesPerSecond)
        webp = try WebPLibraries.opened()
        var options = WebPAnimEncoderOptions()
        guard webp.animEncoderOptionsInitInternal(&options, WEBP_MUX_ABI_VERSION) != 0,
              webp.configInitInternal(&config, WEBP_PRESET_DEFAULT, 75, WEBP_ENCODER_ABI_VERSION) != 0 else {
            throw RasterError.encoder(format: "WebP", reason: "this libwebp does not match its headers")
        }
        options.anim_params.loop_count = Int32(clamping: loopCount)
        let lossless = quality >= 100
        config.lossless = lossless ? 1 : 0
        config.quality = Float(lossless ? 75 : max(0, quality))
        // Lossy frames keep their colours exactly where they are transparent.
        config.exact = lossless ? 1 : 0
        encoder = webp.animEncoderNewInternal(Int32(width), Int32(height), &options, WEBP_MUX_ABI_VERSION)
        guard encoder != nil else { throw RasterError.encoder(format: "WebP", reason: "no memory for the encoder") }
    }

    deinit { webp.animEncoderDelete(encoder) }

    /// Adds the next frame.
    /// - Precondition: `image` is `width` × `height`.
    public func add(_ image: RasterImage) throws {
        precondition(image.width == width && image.height == height, "Every frame of a WebP has its size.")
        guard let encoder else { throw RasterError.encoder(format: "WebP", reason: "the WebP is finished") }
        var picture = WebPPicture()
        guard webp.pictureInitInternal(&picture, WEBP_ENCODER_ABI_VERSION) != 0 else { throw RasterError.encoder(format: "WebP", reason: "this libwebp does not match its headers") }
        picture.use_argb = 1
        picture.width = Int32(width)
        picture.height = Int32(height)
        defer { webp.pictureFree(&picture) }
        guard image.pixels.withUnsafeBufferPointer({ webp.pictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4)) }) != 0 else {
            throw RasterError.encoder(format: "WebP", reason: "no memory for a frame")
        }
        guard webp.animEncoderAdd(encoder, &picture, Int32(timing.start(of: index, unitsPerSecond: 1000)), &config) != 0 else {
            throw RasterError.encoder(format: "WebP", reason: message(encoder))
        }
        index += 1
    }

    /// Ends the animation (the last frame shows until the animation's end)
    /// and hands the file to `output`.
    public func finish(to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let encoder else { throw RasterError.encoder(format: "WebP", reason: "the WebP is finished") }
        defer {
            webp.animEncoderDelete(encoder)
            self.encoder = nil
        }
        var data = WebPData()
        defer { webp.free(UnsafeMutableRawPointer(mutating: data.bytes)) }
        guard webp.animEncoderAdd(encoder, nil, Int32(timing.start(of: index, unitsPerSecond: 1000)), nil) != 0,
              webp.animEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else {
            throw RasterError.encoder(format: "WebP", reason: message(encoder))
        }
        try output(UnsafeRawBufferPointer(start: bytes, count: data.size))
    }

    private func message(_ encoder: OpaquePointer) -> String {
        webp.animEncoderGetError(encoder).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "libwebp failed"
    }
}
