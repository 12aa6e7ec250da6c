import ArgumentParser
import ShapeMorph

/// The `--direction` values: how target contours are oriented.
enum DirectionArgument: String, CaseIterable, ExpressibleByArgument {
    case matchWinding = "match-winding"
    case minimizeTravel = "minimize-travel"
    case preserve

    /// The matching option it stands for.
    var direction: MorphOptions.Direction {
        switch self {
        case .matchWinding: .matchWinding
        case .minimizeTravel: .minimizeTravel
        case .preserve: .preserve
        }
    }
}
