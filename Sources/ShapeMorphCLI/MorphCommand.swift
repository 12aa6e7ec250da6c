import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphSVG

struct MorphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "morph", abstract: "Morph through two or more shapes: frames, an animated SVG, Lottie, CSS or Android animation, a preview page.",
        discussion: """
            Frames: -o DIR writes DIR/frame-0001.svg, … — one per 1/fps second through the whole timeline, \
            the last exactly at the end (duration × fps + 1 frames for one leg played once; a loop or ping-pong \
            cycle leaves out the closing frame, which repeats the first). Each frame is a complete SVG. A sequence is \
            published whole: it replaces the frames already in DIR (only with --force), other files are never \
            touched, and a failure or a signal leaves the old frames as they were.

            Documents of several elements morph element by element, each in its own paint (see `inspect A B` \
            for the pairs; --pair to choose them).

            One file: -o FILE --format svg (or --animated) writes one self-playing SVG (SMIL, no script); \
            --format lottie a Lottie animation (JSON); --format css an SVG animated by CSS @keyframes; \
            --format avd an Android AnimatedVectorDrawable. Linear and cubic-bezier legs are exact easings \
            (in SVG, Béziers that overshoot are sampled), steps() and linear() exact keys; springs are sampled at --fps.

            Preview: --html FILE.html writes a page that plays the animation, with a slider to scrub through it.

            Examples:
              shapemorph morph heart club -o frames/
              shapemorph morph heart club spade --timing ease-in-out --loop --animated -o suits.svg
              shapemorph morph heart club --timing 'spring(duration:0.6,bounce:0.3)' --html preview.html
              shapemorph morph heart club --timing ease-in-out --format lottie -o heart-club.json
            """)

    @Argument(help: "The shapes, in order: SVG files, - for standard input, or built-in names (see `shapemorph shapes`).")
    var shapes: [String]
    @Option(name: [.short, .customLong("output"), .customLong("frames")], help: ArgumentHelp(
        "A directory for frames, or with --format the animation file.", valueName: "path"))
    var output: String?
    @Option(name: .customLong("format"), help: ArgumentHelp("What -o writes: frames (a directory of SVG frames), svg (one animated SVG), lottie (Lottie JSON), css (an SVG animated by CSS keyframes), avd (an Android AnimatedVectorDrawable).", valueName: "format"))
    var exportFormat: ExportFormat = .frames
    @Flag(help: "The same as --format svg.") var animated = false
    @Option(help: ArgumentHelp("Also write an HTML preview page with a slider.", valueName: "file.html"))
    var html: String?
    @Flag(help: "Draw control points, handles and tangent arrows on every frame (the view grows to show them).") var overlay = false
    @Flag(help: "Replace existing output files, or the frames in the -o directory.") var force = false
    @Flag(name: [.short, .long], help: "Print nothing but errors.") var quiet = false
    @OptionGroup(title: "Timing") var timing: TimelineOptions
    @OptionGroup(title: "Matching and numbers") var morphing: MorphingOptions
    @OptionGroup(title: "Appearance") var appearance: AppearanceOptions

    /// What -o writes, --animated included.
    private var written: ExportFormat { animated ? .svg : exportFormat }

    func validate() throws {
        guard shapes.count >= 2 else { throw ValidationError("Give at least two shapes to morph between.") }
        if animated && ![.frames, .svg].contains(exportFormat) {
            throw ValidationError("--animated means --format svg; give one of them.")
        }
        guard output != nil || html != nil else { throw ValidationError("Say where to write: -o DIR, -o FILE --format svg|lottie|css|avd, or --html FILE.") }
        if written.isOneFile && output == nil { throw ValidationError("--format \(written.rawValue) writes to -o FILE; give -o.") }
        if overlay && written != .frames { throw ValidationError("--overlay draws on frames; it does not apply to --format \(written.rawValue).") }
        if let output, written == .frames, OutputFile.namesAFile(output) {
            throw ValidationError("-o \(output) names a file, but frames go into a directory; add --format svg (or lottie, css, avd) to write one animation file.")
        }
        if !morphing.elementPairs.isEmpty && shapes.count != 2 {
            throw ValidationError("--pair names elements of two shapes; give exactly two shapes to use it.")
        }
        if let output, let html, written.isOneFile, OutputFile.resolved(output) == OutputFile.resolved(html) {
            throw ValidationError("-o and --html name the same file; give them different names.")
        }
    }

    func run() throws {
        let started = Date()
        let documents = appearance.painted(try ShapeInput.loadAll(shapes, quiet: quiet, strict: morphing.strict))
        let format = try morphing.numberFormat()
        let documentMorphs = try Timeline.legEnds(keyframeCount: documents.count, repetition: timing.repetition).map { from, to in
            try morphing.documentMorph(from: documents[from], to: documents[to], reversed: to < from)
        }
        let timeline = try timing.timeline(through: documents.map(\.shape), morphs: documentMorphs.map(\.morph))
        for leg in timeline.legs { try morphing.checkStarts(of: leg.morph) }
        var framing = try appearance.template(for: documents)
        if overlay && appearance.viewBox == nil {
            framing.viewBox = Self.viewBox(framing.viewBox, showingControlPointsOf: documentMorphs.map(\.morph))
        }
        let template = framing
        var summary: [String] = []

        if written.isOneFile || html != nil {
            try checkSize(ofAnimationOf: timeline)
            let animation = SVGAnimation(timeline: timeline, documentMorphs: documentMorphs, framesPerSecond: timing.fps)
            for key in animation.tracks.flatMap(\.keys) { try Self.checkFinite(key.shape, at: key.time) }
            // The SMIL SVG once, for -o and the preview page alike.
            let animatedSVG = written == .svg || html != nil ? template.animatedSVGText(animation, format: format) : ""
            if let output, written.isOneFile {
                let (text, kind) = switch written {
                case .frames, .svg: (animatedSVG, "an animated SVG")
                case .lottie: (template.lottieJSON(animation, framesPerSecond: timing.fps, format: format), "a Lottie animation")
                case .css: (template.cssAnimatedSVGText(animation, format: format), "a CSS-animated SVG")
                case .avd: (template.animatedVectorDrawableText(animation, format: format), "an Android animated vector drawable")
                }
                try OutputFile.write(text, to: output, force: force, inputs: shapes)
                summary.append("\(kind) to \(output)")
            }
            if let html {
                let title = shapes.joined(separator: " → ")
                try OutputFile.write(PreviewPage.html(animatedSVG: animatedSVG,
                                                      duration: animation.duration, repeats: animation.repeats, title: title),
                                     to: html, force: force, inputs: shapes)
                summary.append("a preview page to \(html)")
            }
        }
        if let output, written == .frames {
            let times = timeline.frameTimes(framesPerSecond: timing.fps)
            let sequence = FrameSequence(directory: output, count: times.count)
            let progress = ProgressBar(total: times.count, label: "Writing frames", quiet: quiet)
            let overlay = self.overlay
            try sequence.write(force: force, inputs: shapes, progress: progress) { index in
                var frame = template
                if let (leg, progress) = timeline.position(at: times[index]) {
                    let drawn = documentMorphs[leg].document(at: progress)
                    try Self.checkFinite(drawn.shape, at: times[index])
                    frame = AppearanceOptions.frame(drawn, in: template)
                }
                return overlay ? frame.svgTextWithControlPoints(format: format) : frame.svgText(format: format)
            }
            progress.finish()
            summary.insert("\(times.count) frames to \(output)", at: 0)
        }
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            TerminalText.printToStandardError("Wrote \(summary.joined(separator: " and ")) in \(seconds) s.")
        }
    }

    /// The most keys an animated SVG may have, and the most segments all its
    /// keys may hold together (about 400 MB of path data).
    static let mostKeys = 100_000, mostKeySegments = 10_000_000

    /// Refuses an animation too large to write, before it is made.
    private func checkSize(ofAnimationOf timeline: Timeline) throws {
        let keys = SVGAnimation.keyCount(of: timeline, framesPerSecond: timing.fps)
        guard keys <= Self.mostKeys else {
            throw CommandFailure("The animation needs \(keys) keys, more than the \(Self.mostKeys) an animated SVG may have; "
                                 + "use fewer steps or stops, or a lower --fps.")
        }
        let segments = timeline.legs.map(\.morph.matchedSource.segmentCount).max() ?? 0
        guard keys * segments <= Self.mostKeySegments else {
            throw CommandFailure("The animation needs \(keys) keys of \(segments) segments, more than the \(Self.mostKeySegments) "
                                 + "segments an animated SVG may hold; use fewer keys (steps, stops, --fps) or simpler shapes.")
        }
    }

    /// Refuses the frame at `time` when the timing carries it beyond the
    /// largest numbers: SVG cannot write it.
    private static func checkFinite(_ shape: Shape, at time: Double) throws {
        guard !shape.isFinite else { return }
        throw CommandFailure("At \(SVGNumberFormat.decimals(3).string(time)) s the timing carries the shape beyond the largest numbers; "
                             + "use a timing curve that overshoots less.")
    }

    /// `viewBox` grown to hold every control point the morphs' frames can
    /// have (between 0 and 1 they lie among those of the matched ends) and
    /// the marks drawn around them.
    static func viewBox(_ viewBox: Rect, showingControlPointsOf morphs: [Morph]) -> Rect {
        let points = morphs.flatMap { [$0.matchedSource, $0.matchedTarget] }.flatMap(\.contours).flatMap(\.segments)
            .flatMap { [$0.start, $0.control1, $0.control2, $0.end] }
        guard let box = Rect(enclosing: points) else { return viewBox }
        let united = viewBox.union(box)
        let margin = 0.03 * united.diagonal
        return Rect(minX: united.minX - margin, minY: united.minY - margin, maxX: united.maxX + margin, maxY: united.maxY + margin)
    }
}
