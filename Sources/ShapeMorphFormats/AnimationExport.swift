import Foundation
import ShapeMorphRaster
public import ShapeMorphSVG
public import ShapeMorphSupport

/// An animation ready to be written in every format ShapeMorph exports: the
/// one place that knows them all, used by the command line and open to any
/// program.
///
///     let timeline = try DocumentTimeline(keyframes: [...])
///     let export = AnimationExport(timeline, framesPerSecond: 30)
///     try export.write(.lottie) { chunk in file.write(Data(chunk)) }
///     try export.write(.gif, pictures: .init(width: 256, height: 256)) { chunk in … }
///
/// The vector formats (SMIL SVG, Lottie and dotLottie, CSS, Android,
/// SwiftUI) write the animation `animation` makes, streamed as it is
/// written; pictures render the frames `frame` draws at `frameTimes` on
/// every core, a batch at a time, and encode them as they come.
public struct AnimationExport: Sendable {
    /// A format an animation is written in.
    public enum Format: String, CaseIterable, Sendable {
        /// A directory of SVG frames (`svgFrame(_:)` each).
        case frames
        /// One self-playing SVG (SMIL).
        case svg
        /// A Lottie animation (JSON).
        case lottie
        /// A dotLottie: the Lottie animation in a zip archive with a
        /// manifest (deflated by zlib).
        case dotLottie = "dotlottie"
        /// An SVG animated by CSS `@keyframes`.
        case css
        /// An Android `AnimatedVectorDrawable` (XML).
        case avd
        /// A Swift file: the keys, their geometry and a SwiftUI view that
        /// plays them (`SwiftUIWriter`).
        case swiftUI = "swiftui"
        /// A directory of PNG frames (`pngFrame(_:pictures:)` each), rendered by librsvg.
        case png
        /// An animated GIF, rendered by librsvg.
        case gif
        /// An animated WebP, rendered by librsvg.
        case webp
        /// An animated PNG, rendered by librsvg, encoded by ffmpeg.
        case apng
        /// An H.264 video, rendered by librsvg, encoded by ffmpeg.
        case mp4
        /// A VP9 video with alpha, rendered by librsvg, encoded by ffmpeg.
        case webm

        /// Whether it is one file (rather than a directory of frames).
        public var isOneFile: Bool { self != .frames && self != .png }

        /// Whether it is pictures rendered from the frames.
        public var isPicture: Bool { [.png, .gif, .webp, .apng, .mp4, .webm].contains(self) }

        /// How its player blends colours between keys: Android's
        /// `ArgbEvaluator` in gamma 2.2, SwiftUI in linear sRGB, the others
        /// in sRGB.
        public var keyColourBlending: KeyColourBlending {
            switch self {
            case .avd: .gamma22
            case .swiftUI: .linearSRGB
            default: .sRGB
            }
        }

        /// The memory its pictures take a pixel, at most, measured on
        /// 2026-11-29 (2 cores) with frames rendered a batch at a time: the
        /// pictures in flight and what each encoder keeps besides (giflib's
        /// quantiser; libwebp's canvases and candidates; ffmpeg's
        /// look-ahead, several dozen frames for x264 and more for VP9 with
        /// alpha); 0 for the vector formats.
        var bytesPerPixel: Int {
            switch self {
            case .gif, .png: 8
            case .apng: 17
            case .webp: 34
            case .mp4: 80
            case .webm: 260
            case .frames, .svg, .lottie, .dotLottie, .css, .avd, .swiftUI: 0
            }
        }
    }

    /// How frames become pictures.
    public struct PictureOptions: Sendable {
        /// The pictures' size in pixels.
        public var width: Int, height: Int
        /// What the frames are drawn over; nil for transparent (an MP4,
        /// which has no alpha, is then drawn over white).
        public var background: (red: UInt8, green: UInt8, blue: UInt8)?
        /// How many times a GIF, WebP or APNG plays: 0 for ever.
        public var loopCount: Int
        /// 0…100: a GIF's palette quality, a WebP's (100: lossless), a
        /// video's; nil for each format's default (GIF 90, WebP 100, video 90).
        public var quality: Int?

        /// Pictures of `width` × `height` pixels.
        public init(width: Int, height: Int, background: (red: UInt8, green: UInt8, blue: UInt8)? = nil, loopCount: Int = 0,
                    quality: Int? = nil) {
            (self.width, self.height, self.background, self.loopCount, self.quality) = (width, height, background, loopCount, quality)
        }
    }

    /// The document the animation plays in: its viewBox, size and what it
    /// carries besides the animated paths.
    public let template: SVGDocument
    /// The times of the frames (for frames and pictures), in seconds.
    public let frameTimes: [Double]
    /// The frame rate the times are spaced at and Lottie counts in.
    public let framesPerSecond: Double
    /// How numbers are written.
    public let numberFormat: NumberFormat
    /// What every id of an SVG or CSS animation begins with, so that
    /// several can be put inline in one page ("" by default).
    public var idPrefix = ""
    /// When an SVG or CSS animation plays (when shown, by default).
    public var start = AnimationStart.onLoad
    /// The name of the Swift types a SwiftUI file declares.
    public var swiftTypeName = "Morph"
    private let animation: @Sendable (KeyColourBlending) throws -> SVGAnimation
    private let frame: @Sendable (Double) throws -> SVGDocument

    /// An export of the animation `animation` makes (when a vector format
    /// is written), whose frame at a time `frame` draws in `template`'s
    /// viewBox (for frames and pictures, at `frameTimes`).
    public init(template: SVGDocument, frameTimes: [Double], framesPerSecond: Double, numberFormat: NumberFormat = .default,
                animation: @escaping @Sendable () throws -> SVGAnimation, frame: @escaping @Sendable (Double) throws -> SVGDocument) {
        self.init(template: template, frameTimes: frameTimes, framesPerSecond: framesPerSecond, numberFormat: numberFormat,
                  keyedAnimation: { _ in try animation() }, frame: frame)
    }

    /// An export of the animation `keyedAnimation` makes for a format's
    /// player, its colour keys placed for the way that player blends
    /// colours (Android's differs from the others'); otherwise as
    /// `init(template:frameTimes:framesPerSecond:numberFormat:animation:frame:)`.
    public init(template: SVGDocument, frameTimes: [Double], framesPerSecond: Double, numberFormat: NumberFormat = .default,
                keyedAnimation: @escaping @Sendable (KeyColourBlending) throws -> SVGAnimation,
                frame: @escaping @Sendable (Double) throws -> SVGDocument) {
        (self.template, self.frameTimes, self.framesPerSecond, self.numberFormat) = (template, frameTimes, framesPerSecond, numberFormat)
        (self.animation, self.frame) = (keyedAnimation, frame)
    }

    /// An export of `timeline`, its frames at `framesPerSecond`, its
    /// animation exact where the formats can say the timing, else the
    /// fewest keys within `tolerance` user units.
    ///
    /// - Precondition: `framesPerSecond` is finite and positive, and the
    ///   timeline has at least two keyframes.
    public init(_ timeline: DocumentTimeline, framesPerSecond: Double = 30, tolerance: Double? = SVGAnimation.defaultTolerance,
                numberFormat: NumberFormat = .default) {
        self.init(template: timeline.keyframes[0].document, frameTimes: timeline.frameTimes(framesPerSecond: framesPerSecond),
                  framesPerSecond: framesPerSecond, numberFormat: numberFormat,
                  keyedAnimation: { timeline.animation(framesPerSecond: framesPerSecond, tolerance: tolerance, keyColourBlending: $0) },
                  frame: { timeline.document(at: $0) })
    }

    /// The most memory pictures may take, under the 2 GB any accepted
    /// request stays within.
    public static let pictureBytesLimit = 7 << 28

    /// The memory pictures of `width` × `height` pixels take as `format`, at most.
    public static func pictureBytes(width: Int, height: Int, as format: Format) -> Int {
        width * height * format.bytesPerPixel
    }

    /// The side of the largest square pictures `format` makes within
    /// `pictureBytesLimit`.
    public static func largestSide(as format: Format) -> Int {
        Int((Double(pictureBytesLimit) / Double(max(format.bytesPerPixel, 1))).squareRoot())
    }

    /// The frames a format shows and their rate: every frame, except that a
    /// GIF shows at most `GIFWriter.mostFramesPerSecond` (a frame lasts
    /// whole hundredths of a second, and browsers play shorter ones as a
    /// tenth), the frames nearest each of its steps and the last.
    public func shownFrames(as format: Format) -> (times: [Double], framesPerSecond: Double) {
        guard format == .gif, framesPerSecond > GIFWriter.mostFramesPerSecond, let last = frameTimes.indices.last else {
            return (frameTimes, framesPerSecond)
        }
        let step = framesPerSecond / GIFWriter.mostFramesPerSecond
        var kept = stride(from: 0.0, through: Double(last), by: step).map { frameTimes[min(last, Int($0.rounded()))] }
        if kept.last != frameTimes[last] { kept.append(frameTimes[last]) }
        return (kept, GIFWriter.mostFramesPerSecond)
    }

    /// The animation the vector formats write (made anew at each call), its
    /// colour keys placed for players that blend in sRGB.
    public func makeAnimation() throws -> SVGAnimation { try animation(.sRGB) }

    /// The animation `format` writes (made anew at each call), its colour
    /// keys placed for the way its player blends colours.
    public func makeAnimation(for format: Format) throws -> SVGAnimation { try animation(format.keyColourBlending) }

    /// Writes the animation as `format`, one file handed to `output` in
    /// order in chunks as it is written (each vector key, each picture
    /// encoded as it comes); `handedOn` is told how many frames have been
    /// encoded and may throw to stop. The vector formats write `made` (an
    /// animation `makeAnimation(for:)` made before), else one made now;
    /// pictures are made with `pictures` (a video through a private file
    /// in `scratchDirectory`, the temporary folder by default). Stops at
    /// the first error, and throws it.
    ///
    /// - Precondition: `format.isOneFile`; pictures need `pictures`.
    public func write(_ format: Format, animation made: SVGAnimation? = nil, pictures: PictureOptions? = nil,
                      scratchDirectory: String? = nil, handedOn: (Int) throws -> Void = { _ in },
                      to output: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        precondition(format.isOneFile, "\(format) is a directory of frames: write svgFrame(_:) or pngFrame(_:pictures:) each")
        func animation() throws -> SVGAnimation { try made ?? makeAnimation(for: format) }
        switch format {
        case .svg:
            try SMILAnimationWriter(format: numberFormat, idPrefix: idPrefix, start: start).write(try animation(), in: template, to: output)
        case .lottie: try LottieWriter(framesPerSecond: framesPerSecond, format: numberFormat).write(try animation(), in: template, to: output)
        case .dotLottie: try writeDotLottie(try animation(), to: output)
        case .css:
            try CSSAnimationWriter(format: numberFormat, idPrefix: idPrefix, start: start).write(try animation(), in: template, to: output)
        case .avd: try AnimatedVectorDrawableWriter(format: numberFormat).write(try animation(), in: template, to: output)
        case .swiftUI: try SwiftUIWriter(typeName: swiftTypeName, format: numberFormat).write(try animation(), in: template, to: output)
        case .gif, .webp, .apng, .mp4, .webm:
            guard let pictures else { preconditionFailure("\(format) needs PictureOptions") }
            try writePictures(format, pictures, scratchDirectory: scratchDirectory, handedOn: handedOn, to: output)
        case .frames, .png:
            break
        }
    }

    /// The animation as a dotLottie (version 1): `manifest.json` naming one
    /// animation, played automatically and looping as it repeats, and the
    /// Lottie file itself, `animations/animation.json`, streamed into the
    /// archive as it is written.
    private func writeDotLottie(_ animation: SVGAnimation, to output: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        var archive = try ZipArchiveWriter(output: output)
        let manifest = #"{"version":"1","generator":"ShapeMorph","animations":[{"id":"animation","autoplay":true,"loop":"#
            + (animation.repeats ? "true" : "false") + #","speed":1}]}"#
        try archive.addEntry(named: "manifest.json") { chunk in try Array(manifest.utf8).withUnsafeBytes(chunk) }
        try archive.addEntry(named: "animations/animation.json") { chunk in
            try LottieWriter(framesPerSecond: framesPerSecond, format: numberFormat).write(animation, in: template, to: chunk)
        }
        try archive.finish()
    }

    /// The frame at `frameTimes[index]` as a document.
    public func svgFrame(_ index: Int) throws -> SVGDocument { try frame(frameTimes[index]) }

    /// The commands the frames are written with so that every frame of one
    /// structure (a leg's) writes the same command for each segment, the
    /// simplest that fits all of them: any two such frames are then paths
    /// of the same commands. Reads every frame once.
    public func frameCommands() throws -> FrameCommands {
        // Each stretch of frames on a core of its own, then the stretches together.
        let stretchCount = min(frameTimes.count, 4 * ProcessInfo.processInfo.activeProcessorCount)
        let stretches = ConcurrentSlots(count: stretchCount, repeating: Result<[SVGSharedCommands], any Error>.success([]))
        DispatchQueue.concurrentPerform(iterations: stretchCount) { stretch in
            stretches.slots[stretch] = Result {
                var shared: [SVGSharedCommands] = []
                for index in frameTimes.count * stretch / stretchCount ..< frameTimes.count * (stretch + 1) / stretchCount {
                    Self.include(SVGSharedCommands(fitting: try svgFrame(index).shape, format: numberFormat), in: &shared)
                }
                return shared
            }
        }
        var shared: [SVGSharedCommands] = []
        for stretch in stretches.slots {
            for commands in try stretch.get() { Self.include(commands, in: &shared) }
        }
        return FrameCommands(shared: shared)
    }

    /// Adds `commands` to the one of `shared` of their structure, or
    /// beside them.
    private static func include(_ commands: SVGSharedCommands, in shared: inout [SVGSharedCommands]) {
        for index in shared.indices where shared[index].include(commands) { return }
        shared.append(commands)
    }

    /// The commands an export's frames are written with (`frameCommands()`).
    public struct FrameCommands: Sendable {
        fileprivate let shared: [SVGSharedCommands]

        /// The commands `frame`, one of the export's frames, is written with.
        public func commands(for frame: SVGDocument) -> SVGPathCommands {
            shared.first { $0.fits(frame.shape) }.map { .shared($0) } ?? .simplest
        }
    }

    /// The frame at `frameTimes[index]` as a PNG.
    public func pngFrame(_ index: Int, pictures: PictureOptions) throws -> [UInt8] {
        try PNGEncoder.encode(try framePictures(times: frameTimes, pictures, as: .png).picture(index))
    }

    /// The frames at `times` as pictures of `format`: an MP4 without a
    /// background is drawn over white.
    private func framePictures(times: [Double], _ options: PictureOptions, as format: Format) -> FramePictures {
        let background = options.background == nil && format == .mp4 ? (255, 255, 255) : options.background
        let (frame, numberFormat) = (self.frame, self.numberFormat)
        return FramePictures(count: times.count, width: options.width, height: options.height, background: background) { index in
            try frame(times[index]).svgText(format: numberFormat)
        }
    }

    private func writePictures(_ format: Format, _ options: PictureOptions, scratchDirectory: String?,
                               handedOn: (Int) throws -> Void, to output: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        let (times, picturesPerSecond) = shownFrames(as: format)
        let pictures = framePictures(times: times, options, as: format)
        switch format {
        case .gif:
            let (quality, matte) = (options.quality ?? 90, pictures.background ?? (255, 255, 255))
            let writer = try GIFWriter(width: options.width, height: options.height, framesPerSecond: picturesPerSecond,
                                       loopCount: options.loopCount, quality: quality, matte: matte, output: output)
            try pictures.render(preparing: { try GIFWriter.quantise($0, quality: quality, matte: matte) }, handedOn: handedOn) {
                try writer.add($0)
            }
            try writer.finish()
        case .webp:
            let writer = try WebPWriter(width: options.width, height: options.height, framesPerSecond: picturesPerSecond,
                                        loopCount: options.loopCount, quality: options.quality ?? 100)
            try pictures.render(handedOn: handedOn) { try writer.add($0) }
            try writer.finish(to: output)
        default:
            let container: FFmpegWriter.Container = format == .apng ? .apng : format == .mp4 ? .mp4 : .webm
            try Self.encodeVideo(pictures, container: container, framesPerSecond: picturesPerSecond, options: options,
                                 scratchDirectory: scratchDirectory ?? NSTemporaryDirectory(), handedOn: handedOn, to: output)
        }
    }

    /// A video or an APNG encoded by ffmpeg into a private file in
    /// `scratchDirectory`, then handed to `output`.
    private static func encodeVideo(_ pictures: FramePictures, container: FFmpegWriter.Container, framesPerSecond: Double,
                                    options: PictureOptions, scratchDirectory: String, handedOn: (Int) throws -> Void,
                                    to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        let encoded = try privateFile(in: scratchDirectory)
        defer { unlink(encoded) }
        let writer = try FFmpegWriter(path: encoded, container: container, width: pictures.width, height: pictures.height,
                                      framesPerSecond: framesPerSecond, quality: options.quality ?? 90, loopCount: options.loopCount)
        do {
            try pictures.render(handedOn: handedOn) { try writer.add($0) }
        } catch {
            try? writer.finish()
            throw error
        }
        try writer.finish()
        guard let file = FileHandle(forReadingAtPath: encoded) else {
            throw RasterError.encoder(format: container.rawValue, reason: "ffmpeg wrote nothing")
        }
        defer { try? file.close() }
        while let data = try file.read(upToCount: 1 << 20), !data.isEmpty {
            try data.withUnsafeBytes { try output($0) }
        }
    }

    /// A new empty file `directory/.shapemorph-video-<random>.tmp`, created
    /// with `O_EXCL` and `O_NOFOLLOW` (a planted file or link makes it try
    /// another name).
    private static func privateFile(in directory: String) throws -> String {
        for _ in 0..<100 {
            let name = directory + "/.shapemorph-video-" + String(UInt64.random(in: 0...UInt64.max), radix: 36) + ".tmp"
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                close(descriptor)
                return name
            }
            guard errno == EEXIST else { break }
        }
        throw RasterError.encoder(format: "video", reason: "no private file for ffmpeg in \(directory): \(String(cString: strerror(errno)))")
    }
}
