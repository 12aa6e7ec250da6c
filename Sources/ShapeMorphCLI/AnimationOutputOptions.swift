import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphRaster
import ShapeMorphSVG
import ShapeMorphSupport

/// Where and how an animation is written: frames into a directory, one
/// animation file, a preview page; shared by `morph` and the living-shape
/// commands.
struct AnimationOutputOptions: ParsableArguments {
    @Option(name: [.short, .customLong("output"), .customLong("frames")], help: ArgumentHelp(
        "A directory for frames, or with --format the animation file.", valueName: "path"))
    var output: String?
    @Option(name: .customLong("format"), help: ArgumentHelp(ExportFormat.help, valueName: "format"))
    var exportFormat: ExportFormat?
    @OptionGroup var raster: RasterOutputOptions
    @Flag(help: "The same as --format svg.") var animated = false
    @Option(help: ArgumentHelp("Also write an HTML preview page with a slider.", valueName: "file.html"))
    var html: String?
    @Flag(help: "Draw control points, handles and tangent arrows on every frame (the view grows to show them).") var overlay = false
    @Flag(help: "Replace existing output files, or the frames in the -o directory.") var force = false
    @Flag(name: [.short, .long], help: "Print nothing but errors.") var quiet = false

    /// What -o writes, --animated and the output's extension included.
    var written: ExportFormat { animated ? .svg : exportFormat ?? output.flatMap(ExportFormat.implied) ?? .frames }

    /// What the animation written leaves out of `document`: what every
    /// animated format leaves out, and what the format of -o cannot say.
    func animationWarnings(_ document: SVGDocument) -> [SVGWarning] {
        guard output != nil else { return document.animationWarnings }
        return switch written {
        case .lottie: document.lottieWarnings
        case .css: document.cssAnimationWarnings
        case .avd: document.animatedVectorDrawableWarnings
        default: document.animationWarnings
        }
    }

    /// Whether one animation is made (for -o FILE or the preview page).
    var writesAnimation: Bool { (written.isOneFile && !written.isRaster) || html != nil }

    func validate() throws {
        if animated, let exportFormat, exportFormat != .svg {
            throw ValidationError("--animated means --format svg; give one of them.")
        }
        guard output != nil || html != nil else { throw ValidationError("Say where to write: -o DIR, -o FILE --format svg|lottie|css|avd, or --html FILE.") }
        if written.isOneFile && output == nil { throw ValidationError("--format \(written.rawValue) writes to -o FILE; give -o.") }
        if overlay && written != .frames { throw ValidationError("--overlay draws on frames; it does not apply to --format \(written.rawValue).") }
        if !written.isRaster && raster.isGiven {
            throw ValidationError("--size, --background, --plays and --quality are for pictures (--format \(ExportFormat.rasterNames)), not --format \(written.rawValue).")
        }
        if let output, !written.isOneFile, OutputFile.namesAFile(output) {
            throw ValidationError("-o \(output) names a file, but frames go into a directory; add --format svg (or lottie, css, avd) to write one animation file.")
        }
        if let output, let html, written.isOneFile, OutputFile.resolved(output) == OutputFile.resolved(html) {
            throw ValidationError("-o and --html name the same file; give them different names.")
        }
        if let output, let html, !written.isOneFile, OutputFile.resolved(html).hasPrefix(OutputFile.resolved(output) + "/") {
            throw ValidationError("--html \(html) is inside the frames directory -o \(output), where frames are written and replaced; put the page elsewhere.")
        }
    }

    /// Writes what was asked for and says so on standard error (unless
    /// quiet), with the time it took since `started`.
    ///
    /// - Parameters:
    ///   - animation: the animation for -o FILE and the preview page; made
    ///     only when one of them is asked for.
    ///   - frameTimes: the time of every frame written into a directory.
    ///   - frame: the document drawn at a time, in `template`'s frame.
    ///   - documents: the documents animated, whose `animationWarnings`
    ///     are printed when an animation is written (errors when `strict`).
    ///   - inputs: the input arguments, which no output may replace.
    ///   - overflow: what carries a frame beyond the largest numbers, and
    ///     what to do about it, for the error that refuses it.
    func write(animation: () throws -> SVGAnimation, frameTimes: [Double],
               frame: @escaping @Sendable (Double) throws -> SVGDocument,
               template: SVGDocument, documents: [SVGDocument], strict: Bool = false, format: NumberFormat, framesPerSecond: Double,
               inputs: [String], title: String, overflow: Overflow, started: Date) throws {
        var summary: [String] = []
        if writesAnimation {
            let animation = try animation()
            if written == .avd, (animation.duration * 1000).rounded() < 1 {
                throw CommandFailure("An Android animated vector drawable counts whole milliseconds, and \(animation.duration) s is less than one; "
                                     + "give a --duration of at least 0.001 s.")
            }
            let warnings = documents.flatMap(animationWarnings)
            if strict, let warning = warnings.first {
                throw CommandFailure("\(warning) (an error with --strict)")
            }
            if !quiet {
                var printed: Set<SVGWarning> = []
                for warning in warnings where printed.insert(warning).inserted {
                    TerminalText.printToStandardError("warning: \(warning)")
                }
            }
            for track in animation.tracks { try overflow.check(track.keys) }
            // The SMIL SVG once, for -o and the preview page alike.
            let animatedSVG = html != nil ? template.animatedSVGText(animation, format: format) : ""
            if let output, written.isOneFile, !written.isRaster {
                switch written {
                case .svg:
                    if html == nil {
                        // Streamed into the file, never held whole.
                        try OutputFile.write(to: output, force: force, inputs: inputs) { chunks in
                            try template.writeAnimatedSVG(animation, format: format, to: chunks)
                        }
                    } else {
                        try OutputFile.write(animatedSVG, to: output, force: force, inputs: inputs)
                    }
                case .lottie:
                    // Streamed into the file, each keyframe made as it is written.
                    try OutputFile.write(to: output, force: force, inputs: inputs) { chunks in
                        try template.writeLottieJSON(animation, framesPerSecond: framesPerSecond, format: format, to: chunks)
                    }
                case .css:
                    try OutputFile.write(to: output, force: force, inputs: inputs) { chunks in
                        try template.writeCSSAnimatedSVG(animation, format: format, to: chunks)
                    }
                case .avd:
                    // Streamed into the file, each key's path data made as it is written.
                    try OutputFile.write(to: output, force: force, inputs: inputs) { chunks in
                        try template.writeAnimatedVectorDrawable(animation, format: format, to: chunks)
                    }
                case .frames, .png, .gif, .webp, .apng, .mp4, .webm:
                    break
                }
                summary.append("\(written.kind) to \(OutputFile.shown(output))")
            }
            if let html {
                try OutputFile.write(PreviewPage.html(animatedSVG: animatedSVG,
                                                      duration: animation.duration, repeats: animation.repeats, title: title),
                                     to: html, force: force, inputs: inputs)
                summary.append("a preview page to \(html)")
            }
        }
        if let output, written.isRaster {
            var size = try raster.size(of: template)
            // H.264 in yuv420p takes even sides only.
            if written == .mp4 { size = (size.width + size.width % 2, size.height + size.height % 2) }
            if let refusal = RasterFrames.refusal(of: size, as: written) { throw CommandFailure(refusal + ".") }
            var (times, picturesPerSecond) = (frameTimes, framesPerSecond)
            if written == .gif, framesPerSecond > GIFWriter.mostFramesPerSecond {
                times = Self.thinned(frameTimes, from: framesPerSecond, to: GIFWriter.mostFramesPerSecond)
                picturesPerSecond = GIFWriter.mostFramesPerSecond
                if !quiet {
                    TerminalText.printToStandardError(String(
                        format: "note: a GIF shows at most %g frames a second (a frame lasts whole hundredths of a second, and "
                            + "browsers play shorter ones as a tenth); writing %d of the %d frames, %g a second.",
                        picturesPerSecond, times.count, frameTimes.count, picturesPerSecond))
                }
            }
            let progress = ProgressBar(total: times.count, label: "Rendering frames", quiet: quiet)
            // A video without alpha is drawn over white unless told otherwise.
            let background = raster.background == nil && written == .mp4 ? (255, 255, 255) : raster.backgroundColour
            let pictures = RasterFrames(times: times, size: size, background: background) { time in
                let drawn = try frame(time)
                try overflow.check(drawn.shape, at: time)
                return drawn.svgText(format: format)
            }
            switch written {
            case .gif:
                try pictures.writeGIF(to: output, framesPerSecond: picturesPerSecond, loopCount: raster.plays,
                                      quality: raster.quality ?? 90, force: force, inputs: inputs, progress: progress)
            case .webp:
                try pictures.writeWebP(to: output, framesPerSecond: framesPerSecond, loopCount: raster.plays,
                                       quality: raster.quality ?? 100, force: force, inputs: inputs, progress: progress)
            case .apng, .mp4, .webm:
                let container: FFmpegWriter.Container = written == .apng ? .apng : written == .mp4 ? .mp4 : .webm
                try pictures.writeVideo(to: output, container: container, framesPerSecond: framesPerSecond, loopCount: raster.plays,
                                        quality: raster.quality ?? 90, force: force, inputs: inputs, progress: progress)
            default:
                try pictures.writePNGFrames(to: output, force: force, inputs: inputs, progress: progress)
            }
            progress.finish()
            summary.insert(written == .png ? "\(times.count) PNG frames to \(OutputFile.shown(output))"
                           : "\(written.kind) of \(times.count) frames, \(size.width) × \(size.height), to \(OutputFile.shown(output))", at: 0)
        }
        if let output, written == .frames {
            let sequence = FrameSequence(directory: output, count: frameTimes.count)
            let progress = ProgressBar(total: frameTimes.count, label: "Writing frames", quiet: quiet)
            let overlay = self.overlay
            try sequence.write(force: force, inputs: inputs, progress: progress) { index in
                let drawn = try frame(frameTimes[index])
                try overflow.check(drawn.shape, at: frameTimes[index])
                return overlay ? .text(drawn.svgTextWithControlPoints(format: format))
                    : .streamed { output in try drawn.writeSVG(format: format, to: output) }
            }
            progress.finish()
            summary.insert("\(frameTimes.count) frames to \(OutputFile.shown(output))", at: 0)
        }
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            TerminalText.printToStandardError("Wrote \(summary.joined(separator: " and ")) in \(seconds) s.")
        }
    }

    /// The most keys an animation (of any format) may have, and the most segments all its
    /// keys may hold together (about 400 MB of path data).
    static let mostKeys = 100_000, mostKeySegments = 10_000_000

    /// Refuses an animation of `keys` keys of `segments` segments when it is
    /// too large to write, before it is made; `fewerKeys` names the options
    /// that give fewer keys.
    /// Of `times`, frames at `framesPerSecond` from the start, those nearest
    /// each step of `fewerPerSecond`, and the last.
    static func thinned(_ times: [Double], from framesPerSecond: Double, to fewerPerSecond: Double) -> [Double] {
        guard let last = times.indices.last else { return times }
        let step = framesPerSecond / fewerPerSecond
        var kept = stride(from: 0.0, through: Double(last), by: step).map { times[min(last, Int($0.rounded()))] }
        if kept.last != times[last] { kept.append(times[last]) }
        return kept
    }

    static func checkSize(keys: Int, segments: Int, fewerKeys: String) throws {
        guard keys <= mostKeys else {
            throw CommandFailure("The animation needs \(keys) keys, more than the \(mostKeys) an animation may have; "
                                 + "use fewer keys (\(fewerKeys)).")
        }
        guard keys * segments <= mostKeySegments else {
            throw CommandFailure("The animation needs \(keys) keys of \(segments) segments, more than the \(mostKeySegments) "
                                 + "segments an animation may hold; use fewer keys (\(fewerKeys)) or simpler shapes.")
        }
    }

    /// What may carry a frame beyond the largest numbers, which SVG cannot
    /// write, and the advice the refusal gives.
    struct Overflow {
        var cause: String, advice: String

        /// Refuses the frame at `time` unless `shape` is finite.
        func check(_ shape: Shape, at time: Double) throws {
            guard !shape.isFinite else { return }
            throw CommandFailure("At \(NumberFormat.decimals(3).string(time)) s the \(cause) carries the shape beyond the largest numbers; \(advice).")
        }

        /// Refuses the first of `keys` whose shape is not finite.
        func check(_ keys: SVGAnimation.Keys) throws {
            for index in keys.indices where !keys.isFinite(at: index) {
                try check(keys.shape(at: index), at: keys.time(at: index))
            }
        }
    }

    /// `viewBox` grown to hold every control point of `shapes` and the
    /// marks the overlay draws around them.
    static func viewBox(_ viewBox: Rect, showingControlPointsOf shapes: [Shape]) -> Rect {
        let points = shapes.flatMap(\.contours).flatMap(\.segments).flatMap { [$0.start, $0.control1, $0.control2, $0.end] }
        guard let box = Rect(enclosing: points) else { return viewBox }
        let united = viewBox.union(box)
        let margin = 0.03 * united.diagonal
        return Rect(minX: united.minX - margin, minY: united.minY - margin, maxX: united.maxX + margin, maxY: united.maxY + margin)
    }
}
