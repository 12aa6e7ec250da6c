import ArgumentParser
import ShapeMorph

/// The `--direction` values: how target contours are oriented.
enum DirectionArgument: String, CaseIterable, ExpressibleByArgument {
    case matchWinding = "match-winding"
    case minimizeTravel = "minimize-travel"
    case preserve

    /// The values, as written on the command line (ArgumentParser's default
    /// reads them through a key path made anew at each of the several
    /// times parsing asks, 0.2 ms of every command).
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// The matching option it stands for.
    var direction: MorphOptions.Direction {
        switch self {
        case .matchWinding: .matchWinding
        case .minimizeTravel: .minimizeTravel
        case .preserve: .preserve
        }
    }
}
