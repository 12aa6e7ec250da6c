import ArgumentParser
import ShapeMorphSVG
import ShapeMorphSupport

/// How many decimals written numbers have.
struct PrecisionOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Decimals in written numbers (0-15), or 'exact' for full round-trip precision.", valueName: "n|exact"))
    var precision = Precision(numberFormat: .default)

    /// The format `--precision` names.
    var numberFormat: NumberFormat { precision.numberFormat }
}

/// A `--precision` value: `exact` (or 17, the digits a `Double` may need),
/// or a whole number of decimals from 0 to 15.
struct Precision: ExpressibleByArgument {
    var numberFormat: NumberFormat

    init(numberFormat: NumberFormat) { self.numberFormat = numberFormat }

    init?(argument: String) {
        if argument == "exact" || argument == "17" {
            numberFormat = .exact
        } else if let places = Int(argument), (0...15).contains(places) {
            numberFormat = .decimals(places)
        } else {
            return nil
        }
    }

    var defaultValueDescription: String {
        switch numberFormat {
        case .exact: "exact"
        case .decimals(let places): String(places)
        }
    }
}
