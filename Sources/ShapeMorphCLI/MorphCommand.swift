import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphFormats
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
            (in SVG, Béziers that overshoot are fitted), steps() and linear() exact keys; springs are the fewest keys with \
            easings that stay within --tolerance user units of the spring (--tolerance 0: a key per frame at --fps).

            Preview: --html FILE.html writes a page that plays the animation, with a slider to scrub through it.

            Examples:
              shapemorph morph heart club -o frames/
              shapemorph morph heart club spade --timing ease-in-out --loop --animated -o suits.svg
              shapemorph morph heart club --timing 'spring(duration:0.6,bounce:0.3)' --html preview.html
              shapemorph morph heart club --timing ease-in-out --format lottie -o heart-club.json
              shapemorph morph heart club --timing bouncy --elastic 0.15 -o jelly/
            """)

    @Argument(help: "The shapes, in order: SVG files, - for standard input, or built-in names (see `shapemorph shapes`).")
    var shapes: [String]
    @OptionGroup var output: AnimationOutputOptions
    @OptionGroup(title: "Timing") var timing: TimelineOptions
    @OptionGroup(title: "Matching and numbers") var morphing: MorphingOptions
    @OptionGroup(title: "Appearance") var appearance: AppearanceOptions

    func validate() throws {
        guard shapes.count >= 2 else { throw ValidationError("Give at least two shapes to morph between.") }
        if !morphing.elementPairs.isEmpty && shapes.count != 2 {
            throw ValidationError("--pair names elements of two shapes; give exactly two shapes to use it.")
        }
        if !(morphing.splits.isEmpty && morphing.merges.isEmpty) && shapes.count != 2 {
            throw ValidationError("--split and --merge name elements of two shapes; give exactly two shapes to use them.")
        }
        if timing.elastic != nil && shapes.count != 2 {
            throw ValidationError("--elastic morphs two shapes; give exactly two.")
        }
        let legCount = Timeline.legEnds(keyframeCount: shapes.count, repetition: timing.repetition).count
        let plannedLegs = shapes.count == 2 ? 1 : legCount
        if morphing.planFiles.count > plannedLegs {
            throw ValidationError("--plan is given once per leg, in order: \(plannedLegs) at most through these \(shapes.count) shapes"
                                  + "\(shapes.count == 2 ? " (the way back plays the plan backward)" : ""); \(morphing.planFiles.count) were given.")
        }
    }

    func run() throws {
        let started = Date()
        let documents = appearance.painted(try ShapeInput.loadAll(shapes, quiet: output.quiet, options: morphing.importOptions, text: morphing.text.input))
        let format = morphing.numberFormat
        let legEnds = Timeline.legEnds(keyframeCount: documents.count, repetition: timing.repetition)
        let legMorphing = legEnds.enumerated().map { morphing.leg($0.offset, from: $0.element.from, to: $0.element.to) }
        let documentMorphs = try zip(legEnds, legMorphing).map { ends, leg in
            try leg.options.documentMorph(from: documents[ends.from], to: documents[ends.to], arguments: (shapes[ends.from], shapes[ends.to]),
                                          reversed: leg.reversed)
        }
        let documentTimeline = try timing.timeline(through: documents, morphs: documentMorphs)
        let timeline = documentTimeline.timeline
        for (leg, morphing) in zip(timeline.legs, legMorphing) {
            try morphing.options.checkStarts(of: leg.morph, reversed: morphing.reversed)
        }
        if !output.quiet { warnOfShortSprings(in: timeline) }
        var framing = try appearance.template(for: documents)
        if output.overlay && appearance.viewBox == nil {
            let ends = documentMorphs.flatMap { [$0.morph.matchedSource, $0.morph.matchedTarget] }
            framing.viewBox = AnimationOutputOptions.viewBox(framing.viewBox, showingControlPointsOf: ends)
        }
        let template = framing
        let overflow = AnimationOutputOptions.Overflow(cause: "timing", advice: "use a timing curve that overshoots less")
        let (fps, tolerance) = (timing.fps, timing.keyTolerance)
        if let elastic = try timing.elasticSetting(), case .spring(let spring, _) = timeline.legs[0].timing {
            let export = try Self.elasticExport(documentMorphs[0], spring: spring, lag: elastic.lag, softening: elastic.softening,
                                                duration: timing.duration.first, fps: fps, template: template, format: format, overflow: overflow)
            try output.write(export, documents: documents, strict: morphing.strict, inputs: shapes, title: shapes.joined(separator: " → "),
                             overflow: overflow, started: started)
            return
        }
        let export = AnimationExport(
            template: template, frameTimes: documentTimeline.frameTimes(framesPerSecond: fps), framesPerSecond: fps, numberFormat: format,
            keyedAnimation: { blending in
                try Self.checkSize(ofAnimationOf: timeline, framesPerSecond: fps, tolerance: tolerance)
                return documentTimeline.animation(framesPerSecond: fps, tolerance: tolerance, keyColourBlending: blending)
            },
            frame: { time in
                let drawn = AppearanceOptions.frame(documentTimeline.document(at: time), in: template)
                try overflow.check(drawn.shape, at: time)
                return drawn
            })
        try output.write(export, documents: documents, strict: morphing.strict, inputs: shapes, title: shapes.joined(separator: " → "),
                         overflow: overflow, started: started)
    }

    /// Warns of each spring leg its duration cuts short, where the shape
    /// steps to the keyframe at the leg's end.
    private func warnOfShortSprings(in timeline: Timeline) {
        for (index, leg) in timeline.legs.enumerated() where leg.shortfall > Spring.defaultSettlingTolerance {
            guard case .spring = leg.timing, let settling = leg.timing.naturalDuration, leg.duration < settling * (1 - 1e-9) else { continue }
            TerminalText.printToStandardError(String(
                format: "warning: leg %d lasts %g s but its spring settles after %.3g s: cut short %.3g from its keyframe, "
                    + "the shape steps to it at the end of the leg; give --duration %.3g or more, or a spring that settles sooner",
                index + 1, leg.duration, settling, leg.shortfall, settling))
        }
    }

    /// Refuses an animation too large to write, before it is made.
    private static func checkSize(ofAnimationOf timeline: Timeline, framesPerSecond: Double, tolerance: Double?) throws {
        try AnimationOutputOptions.checkSize(
            keys: SVGAnimation.keyCount(of: timeline, framesPerSecond: framesPerSecond, tolerance: tolerance),
            segments: timeline.legs.map(\.morph.matchedSource.segmentCount).max() ?? 0,
            fewerKeys: "steps, stops, --fps, --tolerance")
    }
}
