import ArgumentParser
import ShapeMorph

/// The `--motion` values: whether morphs turn shapes as a whole.
enum MotionArgument: String, CaseIterable, ExpressibleByArgument {
    case auto
    case linear
    case rigid

    /// The values, as written on the command line (see `DirectionArgument`).
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// The matching option it stands for.
    var motion: MorphOptions.Motion {
        switch self {
        case .auto: .automatic
        case .linear: .linear
        case .rigid: .rigid
        }
    }
}
