internal import CGIF

/// Writes an animated GIF frame by frame, as it goes: each frame with its
/// own palette (see `Frame`), encoded by giflib. GIF has no partial
/// transparency: a pixel at least half covered is drawn over the matte
/// colour, one less covered is transparent.
public final class GIFWriter {
    private let width: Int, height: Int
    private let timing: FrameTiming
    private let matte: (red: UInt8, green: UInt8, blue: UInt8)
    private let quality: Int
    private let giflib: GIFLibraries
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let sink: Sink
    private var index = 0

    /// The most frames a second a GIF shows as asked: a frame lasts whole
    /// hundredths of a second, and browsers play one shorter than two
    /// hundredths as a tenth.
    public static let mostFramesPerSecond = 50.0

    /// Where giflib's bytes go: the output, and the first error it threw.
    private final class Sink {
        let output: (UnsafeRawBufferPointer) throws -> Void
        var error: (any Error)?
        init(_ output: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.output = output }
    }

    /// Starts a GIF of `width` × `height` whose frames show at
    /// `framesPerSecond`, played `loopCount` times (0: forever), quantised
    /// at `quality` (0…100), bytes handed to `output` as they are made.
    public init(width: Int, height: Int, framesPerSecond: Double, loopCount: Int = 0, quality: Int = 90,
                matte: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255),
                output: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw RasterError.encoder(format: "GIF", reason: "a GIF is at most 65535 pixels on a side, not \(width) × \(height)")
        }
        (self.width, self.height, self.matte, self.quality) = (width, height, matte, max(0, min(100, quality)))
        timing = FrameTiming(framesPerSecond: framesPerSecond)
        sink = Sink(output)
        giflib = try GIFLibraries.opened()
        var status: Int32 = 0
        gif = giflib.eGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, bytes, count in
            guard let file, let bytes, let user = file.pointee.UserData else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
            guard sink.error == nil else { return 0 }
            do {
                try sink.output(UnsafeRawBufferPointer(start: bytes, count: Int(count)))
                return count
            } catch {
                sink.error = error
                return 0
            }
        }, &status)
        guard let gif else { throw RasterError.encoder(format: "GIF", reason: message(status)) }
        giflib.eGifSetGifVersion(gif, true)
        try check(giflib.eGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil))
        // The NETSCAPE2.0 extension: how many times to play (0: forever).
        let loops = UInt16(clamping: loopCount)
        try check(giflib.eGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
        try Array("NETSCAPE2.0".utf8).withUnsafeBytes { try check(giflib.eGifPutExtensionBlock(gif, 11, $0.baseAddress)) }
        try [UInt8(1), UInt8(loops & 0xFF), UInt8(loops >> 8)].withUnsafeBytes { try check(giflib.eGifPutExtensionBlock(gif, 3, $0.baseAddress)) }
        try check(giflib.eGifPutExtensionTrailer(gif))
    }

    deinit {
        if let gif {
            var status: Int32 = 0
            _ = giflib.eGifCloseFile(gif, &status)
        }
    }

    /// Adds the next frame, quantised here.
    /// - Precondition: `image` is `width` × `height`.
    public func add(_ image: RasterImage) throws {
        try add(Self.quantise(image, quality: quality, matte: matte))
    }

    /// Adds the next frame, quantised already.
    /// - Precondition: `frame` is `width` × `height`.
    public func add(_ frame: Frame) throws {
        precondition(frame.canvas == (width, height), "Every frame of a GIF has its size.")
        guard let gif else { throw RasterError.encoder(format: "GIF", reason: "the GIF is finished") }
        let transparent = frame.transparentIndex
        var control = GraphicsControlBlock(DisposalMode: frame.clearsAfter ? DISPOSE_BACKGROUND : DISPOSAL_UNSPECIFIED,
                                           UserInputFlag: false,
                                           DelayTime: Int32(timing.duration(of: index, unitsPerSecond: 100)),
                                           TransparentColor: transparent.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var controlBytes = [GifByteType](repeating: 0, count: 4)
        _ = giflib.eGifGCBToExtension(&control, &controlBytes)
        try check(giflib.eGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, controlBytes))
        // giflib takes palettes of a power of two colours, at least two.
        var colours = frame.palette.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
        let tableSize = max(2, 1 << (Int.bitWidth - (max(colours.count, 2) - 1).leadingZeroBitCount))
        colours += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: tableSize - colours.count)
        guard let map = giflib.gifMakeMapObject(Int32(tableSize), colours) else {
            throw RasterError.encoder(format: "GIF", reason: "no memory for a palette")
        }
        defer { giflib.gifFreeMapObject(map) }
        let area = frame.area
        try check(giflib.eGifPutImageDesc(gif, Int32(area.left), Int32(area.top), Int32(area.width), Int32(area.height), false, map))
        var row = frame.indices
        try row.withUnsafeMutableBufferPointer { buffer in
            for line in 0..<area.height {
                try check(giflib.eGifPutLine(gif, buffer.baseAddress! + line * area.width, Int32(area.width)))
            }
        }
        index += 1
    }

    /// Ends the GIF and hands on its last bytes.
    public func finish() throws {
        guard let gif else { return }
        self.gif = nil
        var status: Int32 = 0
        let closed = giflib.eGifCloseFile(gif, &status)
        if let error = sink.error { throw error }
        guard closed == GIF_OK else { throw RasterError.encoder(format: "GIF", reason: message(status)) }
    }

    private func check(_ status: Int32) throws {
        if let error = sink.error { throw error }
        guard status == GIF_OK else { throw RasterError.encoder(format: "GIF", reason: message(gif?.pointee.Error ?? 0)) }
    }

    private func message(_ status: Int32) -> String {
        giflib.gifErrorString(status).map { String(cString: $0) } ?? "giflib error \(status)"
    }
}
