import ArgumentParser
import ShapeMorphSVG

/// How many decimals written numbers have.
struct PrecisionOption: ParsableArguments {
    @Option(help: ArgumentHelp("Decimals in written numbers (0-15), or 'exact' for full round-trip precision.",
                               valueName: "n|exact"))
    var precision: String = "3"

    func numberFormat() throws -> SVGNumberFormat {
        if precision == "exact" || precision == "17" { return .exact }
        guard let places = Int(precision), (0...15).contains(places) else {
            throw ValidationError("--precision must be a whole number from 0 to 15, or 'exact'; got '\(precision)'.")
        }
        return .decimals(places)
    }

    func validate() throws { _ = try numberFormat() }
}
