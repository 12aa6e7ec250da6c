import Foundation
import ShapeMorphRaster

/// The frames of an animation as pictures, rendered by librsvg on every
/// core a batch at a time (so memory holds a few frames, never the
/// animation) and handed to an encoder in order.
struct RasterFrames: Sendable {
    let times: [Double]
    let size: (width: Int, height: Int)
    /// What the frames are drawn over; nil for transparent.
    let background: (red: UInt8, green: UInt8, blue: UInt8)?
    /// The SVG text of the frame at a time.
    let svg: @Sendable (Double) throws -> String

    init(times: [Double], size: (width: Int, height: Int), background: (red: UInt8, green: UInt8, blue: UInt8)?,
         svg: @escaping @Sendable (Double) throws -> String) {
        (self.times, self.size, self.background, self.svg) = (times, size, background, svg)
    }

    /// The most bytes the frames of one batch may take as pictures (two
    /// batches are in memory at once: one being used, the next rendering).
    static let batchBytes = 256 << 20

    /// The most memory a picture output may take, under the 2 GB any
    /// accepted request stays within.
    static let outputBytesLimit = 7 << 28

    /// The memory a picture output takes a pixel of its frames, at most,
    /// measured on 2026-11-29 (2 cores) with frames rendered a batch at a time
    /// (`batchSize`): the pictures in flight and what each encoder keeps
    /// besides (giflib's quantiser; libwebp's canvases and candidates;
    /// ffmpeg's look-ahead, several dozen frames for x264 and more for VP9
    /// with alpha).
    static func bytesPerPixel(of format: ExportFormat) -> Int {
        switch format {
        case .gif, .png: 8
        case .apng: 17
        case .webp: 34
        case .mp4: 80
        case .webm: 260
        case .frames, .svg, .lottie, .css, .avd: 0
        }
    }

    /// Why pictures of `size` cannot be made as `format` within
    /// `outputBytesLimit`, or nil.
    static func refusal(of size: (width: Int, height: Int), as format: ExportFormat) -> String? {
        let perPixel = bytesPerPixel(of: format)
        let needed = size.width * size.height * perPixel
        guard needed > outputBytesLimit else { return nil }
        let side = Int((Double(outputBytesLimit) / Double(perPixel)).squareRoot())
        return String(format: "%@ of %d × %d pixels would take about %.1f GiB, more than the %.2f GiB a picture output may; "
                          + "give a smaller --size (about %d × %d at most)",
                      format.kind, size.width, size.height, Double(needed) / Double(1 << 30), Double(outputBytesLimit) / Double(1 << 30),
                      side, side)
    }

    /// How many frames render at once: two per core, but no more than
    /// `batchBytes` of pictures, and at least one (so a 16-core machine
    /// holds no more of an 8192-pixel animation than a 2-core one).
    static func batchSize(framesOf size: (width: Int, height: Int), cores: Int) -> Int {
        let frameBytes = max(1, size.width * size.height * 4)
        return max(1, min(2 * max(1, cores), batchBytes / frameBytes))
    }

    /// Frame `index` as a picture.
    func picture(_ index: Int) throws -> RasterImage {
        let image = try SVGRenderer.render(try svg(times[index]), width: size.width, height: size.height)
        return background.map(image.composited) ?? image
    }

    /// Renders every frame and hands each to `use` in order, stopping at
    /// the first error or a signal.
    func render(progress: ProgressBar, _ use: (RasterImage) throws -> Void) throws {
        try render(progress: progress, preparing: { $0 }, use)
    }

    /// Renders every frame, turns each into what `prepare` makes of it (in
    /// parallel too: a GIF's quantising) and hands that to `use` in order,
    /// stopping at the first error or a signal. The next batch renders
    /// while `use` takes this one, so an encoder that works in order
    /// overlaps the rendering.
    func render<Prepared: Sendable>(progress: ProgressBar, preparing prepare: @escaping @Sendable (RasterImage) throws -> Prepared,
                                    _ use: (Prepared) throws -> Void) throws {
        let batch = Self.batchSize(framesOf: size, cores: ProcessInfo.processInfo.activeProcessorCount)
        let batches = stride(from: 0, to: times.count, by: batch).map { $0..<min($0 + batch, times.count) }
        func start(_ indices: Range<Int>) -> RenderedBatch<Prepared> {
            let rendered = RenderedBatch<Prepared>(count: indices.count)
            DispatchQueue.global().async(group: rendered.group) {
                DispatchQueue.concurrentPerform(iterations: indices.count) { offset in
                    rendered.store(Result { try prepare(try picture(indices.lowerBound + offset)) }, at: offset)
                }
            }
            return rendered
        }
        var next = batches.first.map(start)
        for position in batches.indices {
            guard let current = next else { break }
            current.group.wait()
            try Interruption.check()
            next = position + 1 < batches.count ? start(batches[position + 1]) : nil
            do {
                for result in current.results {
                    try use(try result!.get())
                    progress.advance()
                }
            } catch {
                next?.group.wait()
                throw error
            }
        }
    }

    /// An animated GIF in `output`, written as the frames are encoded.
    func writeGIF(to output: String, framesPerSecond: Double, loopCount: Int, quality: Int, force: Bool, inputs: [String],
                  progress: ProgressBar) throws {
        try Self.stream(to: output, force: force, inputs: inputs) { chunks in
            let matte = background ?? (255, 255, 255)
            let writer = try GIFWriter(width: size.width, height: size.height, framesPerSecond: framesPerSecond, loopCount: loopCount,
                                       quality: quality, matte: matte, output: chunks)
            try render(progress: progress, preparing: { try GIFWriter.quantise($0, quality: quality, matte: matte) }) { try writer.add($0) }
            try writer.finish()
        }
    }

    /// An animated WebP in `output`.
    func writeWebP(to output: String, framesPerSecond: Double, loopCount: Int, quality: Int, force: Bool, inputs: [String],
                   progress: ProgressBar) throws {
        let writer = try WebPWriter(width: size.width, height: size.height, framesPerSecond: framesPerSecond, loopCount: loopCount,
                                    quality: quality)
        try render(progress: progress) { try writer.add($0) }
        try Self.stream(to: output, force: force, inputs: inputs) { chunks in try writer.finish(to: chunks) }
    }

    /// A video or an APNG in `output`, encoded by ffmpeg into a private
    /// file beside it, then written by the output rule.
    func writeVideo(to output: String, container: FFmpegWriter.Container, framesPerSecond: Double, loopCount: Int, quality: Int,
                    force: Bool, inputs: [String], progress: ProgressBar) throws {
        try OutputFile.refuseOverwriting(output, inputs: inputs)
        // A signal stops the rendering at its next frame, and ffmpeg's file goes.
        try Interruption.whileWriting {
            try encodeVideo(to: output, container: container, framesPerSecond: framesPerSecond, loopCount: loopCount,
                            quality: quality, force: force, inputs: inputs, progress: progress)
        }
    }

    private func encodeVideo(to output: String, container: FFmpegWriter.Container, framesPerSecond: Double, loopCount: Int,
                             quality: Int, force: Bool, inputs: [String], progress: ProgressBar) throws {
        let folder = (output as NSString).deletingLastPathComponent
        let (descriptor, encoded) = try OutputFile.createExclusively(in: folder.isEmpty ? "." : folder, prefix: ".shapemorph-video-",
                                                                     shownAs: output)
        close(descriptor)
        defer { unlink(encoded) }
        let writer = try FFmpegWriter(path: encoded, container: container, width: size.width, height: size.height,
                                      framesPerSecond: framesPerSecond, quality: quality, loopCount: loopCount)
        do {
            try render(progress: progress) { try writer.add($0) }
        } catch {
            try? writer.finish()
            throw error
        }
        try writer.finish()
        guard let file = FileHandle(forReadingAtPath: encoded) else { throw CommandFailure("\(output): ffmpeg wrote nothing.") }
        defer { try? file.close() }
        try Self.stream(to: output, force: force, inputs: inputs) { chunks in
            while let data = try file.read(upToCount: 1 << 20), !data.isEmpty {
                try data.withUnsafeBytes { try chunks($0) }
            }
        }
    }

    /// A PNG per frame in the directory `output`, published whole.
    func writePNGFrames(to output: String, force: Bool, inputs: [String], progress: ProgressBar) throws {
        let sequence = FrameSequence(directory: output, count: times.count, fileExtension: "png")
        try sequence.write(force: force, inputs: inputs, progress: progress) { index in
            .bytes(try PNGEncoder.encode(try picture(index)))
        }
    }

    /// Writes what `content` hands on to `output` by the output rule, with
    /// the error `content` threw rather than the failed write's.
    private static func stream(to output: String, force: Bool, inputs: [String],
                               content: (@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        var failure: (any Error)?
        do {
            try OutputFile.write(to: output, force: force, inputs: inputs) { chunks in
                do {
                    try withoutActuallyEscaping(chunks) { try content($0) }
                } catch {
                    failure = error
                    throw error
                }
            }
        } catch {
            // A write that failed is told best by the output rule's own error.
            guard let failure, !(failure is OutputFile.WriteFailed) else { throw error }
            throw failure as? CommandFailure ?? CommandFailure("\(output): \(failure)")
        }
    }
}

/// What one batch of frames became, stored from several threads; `group`
/// is done when every frame is.
private final class RenderedBatch<Value>: @unchecked Sendable {
    let group = DispatchGroup()
    private let lock = NSLock()
    private(set) var results: [Result<Value, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ result: Result<Value, any Error>, at index: Int) { lock.withLock { results[index] = result } }
}
