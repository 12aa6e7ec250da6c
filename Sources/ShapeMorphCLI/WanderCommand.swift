import ArgumentParser
import ShapeMorph
import ShapeMorphSVG

struct WanderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wander", abstract: "Animate a shape whose joints wander on their own, like a lava lamp's control points.",
        discussion: """
            Each joint drifts around its rest position along x and y, each axis a sum of three sine waves of random \
            frequency, phase and weight (near --frequency), smoothed by a spring (response 1 s, damping ratio 0.5) \
            and kept within --amplitude. A joint's handles move with it, so smooth joints stay smooth and corners \
            keep their angle. A --loop rounds every wave to whole cycles per loop; without one the motion never repeats.

            Examples:
              shapemorph wander heart --loop 8 --animated -o heart.svg
              shapemorph wander club --anchors 16 --amplitude 5 --duration 10 -o frames/
            """)

    @Argument(help: "The shape: an SVG file, - for standard input, or a built-in name.") var shape: String
    @Option(help: ArgumentHelp("The farthest a joint moves from rest along x and along y, in user units (default: 4 % of the shape's size).", valueName: "units"))
    var amplitude: Double?
    @Option(help: ArgumentHelp("Typical back-and-forths per second.", valueName: "hertz")) var frequency: Double = 0.25
    @Option(help: "Resample the outline at this many anchors first (default: the shape's own joints).") var anchors: Int?
    @OptionGroup var living: LivingShapeOptions

    func validate() throws {
        if let amplitude, !(amplitude.isFinite && amplitude >= 0) { throw ValidationError("--amplitude must be a number of user units, 0 or more.") }
        guard frequency.isFinite, frequency > 0, frequency <= 100 else { throw ValidationError("--frequency must be above 0 and at most 100.") }
        if let anchors, !(3...BlobCommand.mostAnchors).contains(anchors) {
            throw ValidationError("--anchors must be from 3 to \(BlobCommand.mostAnchors).")
        }
    }

    func run() throws {
        let document = try ShapeInput.loadAll([shape], quiet: living.output.quiet)[0]
        let size = try LivingShapeOptions.size(of: document, input: shape)
        let rest = anchors.map { document.shape.resampled(anchors: $0, seed: living.motion.seed) } ?? document.shape
        let reach = amplitude ?? 0.04 * size
        let wander = Wander(rest, amplitude: Vector(dx: reach, dy: reach), frequency: frequency, seed: living.motion.seed,
                            period: living.motion.loop)
        try living.write(document, input: shape, title: "\(shape), wandering", shape: wander.shape(at:))
    }
}
