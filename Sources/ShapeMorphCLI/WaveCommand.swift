import Foundation
import ArgumentParser
import ShapeMorph
import ShapeMorphSVG

struct WaveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wave", abstract: "Animate a wave travelling along a shape's outline.",
        discussion: """
            Every point of the outline moves along its normal by amplitude × sin(2π(s − speed·t)/wavelength), s being \
            the distance along the contour from its start, the wave's source. Around a closed contour the wavelength \
            is fitted to a whole number of waves. --damping makes the wave die away from its source (e-folds per \
            wavelength). A --loop rounds the speed to whole wavelengths per loop.

            Examples:
              shapemorph wave circle --loop 2 --animated -o ripple.svg
              shapemorph wave line --amplitude 6 --wavelength 30 --damping 0.3 --duration 3 -o frames/
            """)

    @Argument(help: "The shape: an SVG file, - for standard input, or a built-in name.") var shape: String
    @Option(help: ArgumentHelp("How far the outline moves, in user units (default: 3 % of the shape's size).", valueName: "units"))
    var amplitude: Double?
    @Option(help: ArgumentHelp("From crest to crest, in user units (default: a quarter of the shape's size).", valueName: "units"))
    var wavelength: Double?
    @Option(help: ArgumentHelp("How fast crests travel, in user units per second; negative runs backwards (default: a wavelength per second).", valueName: "units"))
    var speed: Double?
    @Option(help: ArgumentHelp("How fast the wave dies away from its source, in e-folds per wavelength.", valueName: "rate"))
    var damping: Double = 0
    @OptionGroup var living: LivingShapeOptions

    /// The most waves that may fit along one contour.
    static let mostWaves = 5_000.0

    func validate() throws {
        if let amplitude, !amplitude.isFinite { throw ValidationError("--amplitude must be a finite number of user units.") }
        if let wavelength, !(wavelength.isFinite && wavelength > 0) { throw ValidationError("--wavelength must be a positive number of user units.") }
        if let speed, !speed.isFinite { throw ValidationError("--speed must be a finite number of user units per second.") }
        guard damping.isFinite, damping >= 0, damping <= 100 else { throw ValidationError("--damping must be from 0 to 100.") }
    }

    func run() throws {
        let document = try ShapeInput.loadAll([shape], quiet: living.output.quiet)[0]
        let size = try LivingShapeOptions.size(of: document, input: shape)
        let wavelength = self.wavelength ?? size / 4
        let longest = document.shape.contours.map { $0.perimeter() }.max() ?? 0
        let waves = longest / wavelength
        guard waves <= Self.mostWaves else {
            let count = waves.isFinite ? String(format: "%.3g", waves) : "more than 1.8e308"
            throw CommandFailure("--wavelength \(wavelength) fits \(count) waves along the longest contour, more than the \(Int(Self.mostWaves)) a wave may have; give a longer one.")
        }
        let wave = Wave(document.shape, amplitude: amplitude ?? 0.03 * size, wavelength: wavelength,
                        speed: speed ?? wavelength, damping: damping, period: living.motion.loop)
        try living.write(document, input: shape, title: "\(shape), waving",
                         overflowAdvice: "give a smaller --amplitude, a shorter --wavelength or a slower --speed", shape: wave.shape(at:))
    }
}
