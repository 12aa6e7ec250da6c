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
    @Option(name: .customLong("format"), help: ArgumentHelp(AnimationExport.Format.help, valueName: "format"))
    var exportFormat: AnimationExport.Format?
    @OptionGroup var raster: RasterOutputOptions
    @Flag(help: "The same as --format svg.") var animated = false
    @Option(help: ArgumentHelp("Also write an HTML preview page with a slider.", valueName: "file.html"))
    var html: String?
    @Option(name: .customLong("id-prefix"), help: ArgumentHelp(
        "What every id of an SVG or CSS animation begins with, so that several live on one page (default: the output's name and a dash).",
        valueName: "prefix"))
    var idPrefix: String?
    @Flag(name: .customLong("on-demand"), help: ArgumentHelp(
        "An SVG or CSS animation waits for the page: CSS plays forward while the svg (or an element around it) has data-play=\"forward\" and back with data-play=\"backward\"; SVG plays when the page calls beginElement() on the element with id PREFIXforward or PREFIXbackward."))
    var onDemand = false
    @Flag(help: "Draw control points, handles and tangent arrows on every frame (the view grows to show them).") var overlay = false
    @Flag(help: "Replace existing output files, or the frames in the -o directory.") var force = false
    @Flag(name: [.short, .long], help: "Print nothing but errors.") var quiet = false

    /// What -o writes, --animated and the output's extension included.
    var written: AnimationExport.Format { animated ? .svg : exportFormat ?? output.flatMap(AnimationExport.Format.implied) ?? .frames }

    /// What the animation written leaves out of `document`: what every
    /// animated format leaves out, and what the format of -o cannot say.
    func animationWarnings(_ document: SVGDocument) -> [SVGWarning] {
        guard output != nil else { return document.animatedSVGWarnings }
        return switch written {
        case .lottie, .dotLottie: document.lottieWarnings
        case .css: document.cssAnimationWarnings
        case .avd: document.animatedVectorDrawableWarnings
        case .swiftUI: document.swiftUIWarnings
        default: document.animatedSVGWarnings
        }
    }

    /// Where `documents` first use group opacity, when `animation` (for SVG,
    /// CSS or Lottie, which keep it) cannot: its elements change groups
    /// half way.
    func lostGroupOpacity(in animation: SVGAnimation, of documents: [SVGDocument]) -> [SVGWarning] {
        restated(documents.flatMap(\.groupOpacityWarnings),
                 as: "group opacity is kept in SVG frames but not in this animation, drawn without it: elements drawn in groups "
                     + "unlike their partners' change groups half way, which an animation cannot") {
            animation.tracks.contains { SVGAnimation.opacityGroups(of: $0.keys, playing: Array($0.keys.indices)) == nil }
        }
    }

    /// Where `documents` first use a mask, when `animation` (for SVG, CSS
    /// or Lottie, which keep masks of shapes) cannot keep one.
    func lostMasks(in animation: SVGAnimation, of documents: [SVGDocument]) -> [SVGWarning] {
        restated(documents.flatMap(\.maskWarnings),
                 as: "mask is kept in SVG frames but not in this animation, drawn without it: a mask is not made of shapes, "
                     + "changes its structure, turns, skews or stretches a stroke, reaches out of its region, or only one end of a morph has it") {
            animation.tracks.contains { !SVGAnimation.keepsMasks(of: $0.keys, playing: Array($0.keys.indices)) }
        }
    }

    /// `warnings` (first uses of a feature SVG, CSS and Lottie keep) with
    /// `message`, when the animation is written in one of those formats
    /// and `isLost()` says it cannot keep the feature.
    private func restated(_ warnings: [SVGWarning], as message: String, when isLost: () -> Bool) -> [SVGWarning] {
        guard [.svg, .css, .lottie, .dotLottie].contains(written) || html != nil, !warnings.isEmpty, isLost() else { return [] }
        return warnings.map { warning in
            var lost = warning
            lost.message = message
            return lost
        }
    }

    /// Whether one animation is made (for -o FILE or the preview page).
    var writesAnimation: Bool { (written.isOneFile && !written.isPicture) || html != nil }

    func validate() throws {
        if animated, let exportFormat, exportFormat != .svg {
            throw ValidationError("--animated means --format svg; give one of them.")
        }
        guard output != nil || html != nil else { throw ValidationError("Say where to write: -o DIR, -o FILE (its extension, or --format, says what: svg, lottie, css, avd, swiftui…), or --html FILE.") }
        if written.isOneFile && output == nil { throw ValidationError("--format \(written.rawValue) writes to -o FILE; give -o.") }
        if let idPrefix, let problem = Self.problem(withIDPrefix: idPrefix) { throw ValidationError("--id-prefix \(idPrefix): \(problem)") }
        if (onDemand || idPrefix != nil) && written != .svg && written != .css {
            throw ValidationError("--\(onDemand ? "on-demand" : "id-prefix") is for animations in web pages (--format svg or css), not --format \(written.rawValue).")
        }
        if overlay && written != .frames { throw ValidationError("--overlay draws on frames; it does not apply to --format \(written.rawValue).") }
        if !written.isPicture && raster.isGiven {
            throw ValidationError("--size, --background, --plays and --quality are for pictures (--format \(AnimationExport.Format.rasterNames)), not --format \(written.rawValue).")
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

    /// Writes what was asked for of `export` and says so on standard error
    /// (unless quiet), with the time it took since `started`.
    ///
    /// - Parameters:
    ///   - export: the animation, its frames and its pictures.
    ///   - documents: the documents animated, whose `animationWarnings`
    ///     are printed when an animation is written.
    ///   - strict: whether those warnings are errors (`--strict`).
    ///   - inputs: the input arguments, which no output may replace.
    ///   - title: the preview page's title.
    ///   - overflow: what carries a key beyond the largest numbers, and
    ///     what to do about it, for the error that refuses it (frames are
    ///     checked as `export` draws them).
    ///   - started: when the command started, for the time the summary gives.
    func write(_ export: AnimationExport, documents: [SVGDocument], strict: Bool = false, inputs: [String], title: String,
               overflow: Overflow, started: Date) throws {
        let export = {
            var export = export
            export.idPrefix = idPrefix ?? output.map(Self.idPrefix(forOutput:)) ?? ""
            export.start = onDemand ? .onDemand : .onLoad
            export.swiftTypeName = SwiftUIWriter.typeName(for: output.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension } ?? "")
            return export
        }()
        var summary: [String] = []
        if writesAnimation {
            summary += try writeAnimation(export, documents: documents, strict: strict, inputs: inputs, title: title, overflow: overflow)
        }
        if let output, written.isPicture {
            summary.insert(try writePictures(export, to: output, inputs: inputs), at: 0)
        }
        if let output, written == .frames {
            let sequence = FrameSequence(directory: output, count: export.frameTimes.count)
            let progress = ProgressBar(total: export.frameTimes.count, label: "Writing frames", quiet: quiet)
            let (overlay, format) = (self.overlay, export.numberFormat)
            // Each segment written with the same command in every frame of a leg.
            let commands = try export.frameCommands()
            try sequence.write(force: force, inputs: inputs, progress: progress) { index in
                let drawn = try export.svgFrame(index)
                return overlay ? .text(drawn.svgTextWithControlPoints(format: format))
                    : .streamed { output in try drawn.writeSVG(format: format, commands: commands.commands(for: drawn), to: output) }
            }
            progress.finish()
            summary.insert("\(export.frameTimes.count) frames to \(OutputFile.shown(output))", at: 0)
        }
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            TerminalText.printToStandardError("Wrote \(summary.joined(separator: " and ")) in \(seconds) s.")
        }
    }

    /// Writes the animation (for -o FILE of a vector format and the
    /// preview page), warning of what it leaves out; what was written, for
    /// the summary.
    private func writeAnimation(_ export: AnimationExport, documents: [SVGDocument], strict: Bool, inputs: [String], title: String,
                                overflow: Overflow) throws -> [String] {
        var summary: [String] = []
        let animation = try export.makeAnimation(for: written)
        if written == .avd, (animation.duration * 1000).rounded() < 1 {
            throw CommandFailure("An Android animated vector drawable counts whole milliseconds, and \(animation.duration) s is less than one; "
                                 + "give a --duration of at least 0.001 s.")
        }
        let warnings = documents.flatMap(animationWarnings) + lostGroupOpacity(in: animation, of: documents)
            + lostMasks(in: animation, of: documents)
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
        // The SMIL SVG once, for -o and the preview page alike (which plays it as shown).
        let animatedSVG = html == nil ? ""
            : SMILAnimationWriter(format: export.numberFormat, idPrefix: export.idPrefix).text(animation, in: export.template)
        if let output, written.isOneFile, !written.isPicture {
            if written == .svg, html != nil, export.start == .onLoad {
                try OutputFile.write(animatedSVG, to: output, force: force, inputs: inputs)
            } else {
                // Streamed into the file, each key made as it is written.
                try OutputFile.write(to: output, force: force, inputs: inputs) { chunks in
                    try withoutActuallyEscaping(chunks) { try export.write(written, animation: animation, to: $0) }
                }
            }
            summary.append("\(written.kind) to \(OutputFile.shown(output))")
        }
        if let html {
            try OutputFile.write(PreviewPage.html(animatedSVG: animatedSVG, duration: animation.duration, repeats: animation.repeats,
                                                  title: title),
                                 to: html, force: force, inputs: inputs)
            summary.append("a preview page to \(html)")
        }
        return summary
    }

    /// The id prefix of an animation written to `output`: its name without
    /// its extension, letters, digits, `_` and `-` kept (others become
    /// `-`), `_` before a leading digit, and a dash; "" for standard output.
    static func idPrefix(forOutput output: String) -> String {
        guard output != "-" else { return "" }
        let name = ((output as NSString).lastPathComponent as NSString).deletingPathExtension
        var prefix = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "-" })
        while prefix.hasPrefix("-") { prefix.removeFirst() }
        guard !prefix.isEmpty else { return "" }
        if prefix.first!.isNumber { prefix = "_" + prefix }
        return prefix.hasSuffix("-") ? prefix : prefix + "-"
    }

    /// Why `prefix` cannot begin ids that CSS selects without escapes, or
    /// nil when it can.
    static func problem(withIDPrefix prefix: String) -> String? {
        guard !prefix.isEmpty else { return nil }
        if let bad = prefix.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")) }) {
            return "an id prefix takes ASCII letters, digits, _ and - only, not \"\(bad)\"."
        }
        if prefix.first!.isNumber || prefix.hasPrefix("--") || (prefix.hasPrefix("-") && prefix.dropFirst().first?.isNumber != false) {
            return "an id prefix may not begin with a digit, two dashes or a dash and a digit (CSS could not select it)."
        }
        return nil
    }

    /// Writes the pictures of -o; what was written, for the summary.
    private func writePictures(_ export: AnimationExport, to output: String, inputs: [String]) throws -> String {
        var size = try raster.size(of: export.template)
        // H.264 in yuv420p takes even sides only.
        if written == .mp4 { size = (size.width + size.width % 2, size.height + size.height % 2) }
        let bytes = AnimationExport.pictureBytes(width: size.width, height: size.height, as: written)
        if bytes > AnimationExport.pictureBytesLimit {
            let side = AnimationExport.largestSide(as: written)
            throw CommandFailure(String(
                format: "%@ of %d × %d pixels would take about %.1f GiB, more than the %.2f GiB a picture output may; "
                    + "give a smaller --size (about %d × %d at most).",
                written.kind, size.width, size.height,
                Double(bytes) / Double(1 << 30),
                Double(AnimationExport.pictureBytesLimit) / Double(1 << 30), side, side))
        }
        let shown = export.shownFrames(as: written)
        if shown.framesPerSecond != export.framesPerSecond, !quiet {
            TerminalText.printToStandardError(String(
                format: "note: a GIF shows at most %g frames a second (a frame lasts whole hundredths of a second, and "
                    + "browsers play shorter ones as a tenth); writing %d of the %d frames, %g a second.",
                shown.framesPerSecond, shown.times.count, export.frameTimes.count, shown.framesPerSecond))
        }
        let progress = ProgressBar(total: shown.times.count, label: "Rendering frames", quiet: quiet)
        let pictures = AnimationExport.PictureOptions(width: size.width, height: size.height, background: raster.backgroundColour,
                                                      loopCount: raster.plays, quality: raster.quality)
        if written == .png {
            let sequence = FrameSequence(directory: output, count: export.frameTimes.count, fileExtension: "png")
            try sequence.write(force: force, inputs: inputs, progress: progress) { index in
                .bytes(try export.pngFrame(index, pictures: pictures))
            }
        } else {
            try OutputFile.refuseOverwriting(output, inputs: inputs)
            // A video is encoded beside its file (standard output: here) and then written by the rule.
            let folder = output == "-" ? "." : URL(fileURLWithPath: output).deletingLastPathComponent().path
            try Self.stream(to: output, force: force, inputs: inputs) { chunks in
                try export.write(written, pictures: pictures, scratchDirectory: folder,
                                 handedOn: { _ in
                                     progress.advance()
                                     try Interruption.check()
                                 }, to: chunks)
            }
        }
        progress.finish()
        return written == .png ? "\(shown.times.count) PNG frames to \(OutputFile.shown(output))"
            : "\(written.kind) of \(shown.times.count) frames, \(size.width) × \(size.height), to \(OutputFile.shown(output))"
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

    /// The most keys an animation (of any format) may have, and the most segments all its
    /// keys may hold together (about 400 MB of path data).
    static let mostKeys = 100_000, mostKeySegments = 10_000_000

    /// Refuses an animation of `keys` keys of `segments` segments when it is
    /// too large to write, before it is made; `fewerKeys` names the options
    /// that give fewer keys.
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
