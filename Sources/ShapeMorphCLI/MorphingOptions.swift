import ArgumentParser
import ShapeMorph
import ShapeMorphSVG

/// Options shared by the commands that morph and write SVG.
struct MorphingOptions: ParsableArguments {
    @Option(name: .customLong("min-segments"), help: "Give every matched contour at least this many segments.")
    var minimumSegments: Int = 0

    @Option(help: ArgumentHelp("Decimals in written numbers (0-15), or 'exact' for full round-trip precision.",
                               valueName: "n|exact"))
    var precision: String = "3"

    var morphOptions: MorphOptions { MorphOptions(minimumSegmentCount: minimumSegments) }

    func numberFormat() throws -> SVGNumberFormat {
        if precision == "exact" || precision == "17" { return .exact }
        guard let places = Int(precision), (0...15).contains(places) else {
            throw ValidationError("--precision must be a whole number from 0 to 15, or 'exact'; got '\(precision)'.")
        }
        return .decimals(places)
    }

    func validate() throws {
        _ = try numberFormat()
        guard minimumSegments >= 0 else { throw ValidationError("--min-segments must not be negative.") }
    }
}
