import ArgumentParser
import ShapeMorph
import ShapeMorphSVG

struct BlobCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blob", abstract: "Animate a liquid blob: a shape re-sampled at random every beat, flowing from one sampling to the next.",
        discussion: """
            Every beat the outline is cut into --anchors slices of equal length, an anchor is placed at random \
            inside each (--jitter 0: at the slice's start), and a smooth curve is drawn through the anchors \
            (the tangent at each runs from its previous neighbour to its next, handles ⅓ of the way to the \
            neighbours). The blob moves from one sampling to the next along --timing; with a spring, every \
            control point carries its velocity from beat to beat, and a --loop starts in the state the loop \
            returns to, so its seam cannot be seen.

            Examples:
              shapemorph blob --loop 4 --animated -o blob.svg
              shapemorph blob heart --anchors 12 --timing 'spring(response:0.8,dampingRatio:0.4)' --loop 6 -o frames/
            """)

    @Argument(help: "The shape: an SVG file, - for standard input, or a built-in name.") var shape: String = "circle"
    @Option(help: "Anchors around the outline (shared among contours by length).") var anchors: Int = 8
    @Option(help: "How far inside its slice each anchor may fall, from 0 (evenly spaced) to 1.") var jitter: Double = 1
    @Option(help: ArgumentHelp("Seconds from one sampling to the next (a loop fits a whole number of beats).", valueName: "seconds"))
    var beat: Double = 1
    @Option(help: ArgumentHelp("How each beat moves: a timing curve, or a spring (see `shapemorph timing --help`).", valueName: "curve"))
    var timing: String = "ease-in-out"
    @OptionGroup var living: LivingShapeOptions

    /// The most anchors a living shape may have.
    static let mostAnchors = 100_000

    func validate() throws {
        guard (3...Self.mostAnchors).contains(anchors) else { throw ValidationError("--anchors must be from 3 to \(Self.mostAnchors).") }
        guard jitter >= 0 && jitter <= 1 else { throw ValidationError("--jitter must be from 0 to 1.") }
        guard beat.isFinite, beat >= 0.01, beat <= MotionOptions.longest else {
            throw ValidationError("--beat must be a number of seconds from 0.01 to \(Int(MotionOptions.longest)).")
        }
    }

    func run() throws {
        let curve: TimingCurve
        do { curve = try TimingCurve(parsing: timing) } catch { throw CommandFailure("--timing: \(error)") }
        let document = try ShapeInput.loadAll([shape], quiet: living.output.quiet)[0]
        _ = try LivingShapeOptions.size(of: document, input: shape)
        let length = living.motion.length
        let beats = living.motion.loops ? max(2, Int((length / beat).rounded())) : max(1, Int((length / beat).roundedUpForgivingRounding))
        if case let .spring(spring, _) = curve, living.motion.loops, spring.damping == 0 {
            throw CommandFailure("--timing: a spring without damping never settles into a loop; give it some damping.")
        }
        let blob = LiquidBlob(document.shape, anchors: anchors, jitter: jitter, seed: living.motion.seed, beats: beats,
                              beatDuration: living.motion.loops ? length / Double(beats) : beat, timing: curve, loops: living.motion.loops)
        try living.write(document, input: shape, title: "blob of \(shape)", shape: blob.shape(at:))
    }
}
