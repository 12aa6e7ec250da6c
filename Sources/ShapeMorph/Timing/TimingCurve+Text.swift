extension TimingCurve {
    /// Reads a timing curve written as CSS writes easings, with springs
    /// added:
    ///
    /// - `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`
    /// - `cubic-bezier(x1, y1, x2, y2)` with x1 and x2 in 0…1
    /// - `steps(n)`, `steps(n, jump-start | jump-end | jump-none | jump-both | start | end)`,
    ///   `step-start`, `step-end`
    /// - `linear(0, 0.25 75%, 1)`: stops of an output and up to two input percentages
    /// - `spring`, `smooth`, `snappy`, `bouncy`: the presets of `Spring`
    /// - `spring(response: 0.5, dampingRatio: 0.7)`, `spring(duration: 0.6, bounce: 0.3)`,
    ///   `spring(mass: 1, stiffness: 100, damping: 10)`, `spring(bouncy)`; any
    ///   of them may add `velocity: v`, the initial velocity in progress per
    ///   second. Missing parameters take the defaults of the family
    ///   (response 0.55, damping ratio 0.825; duration 0.5, bounce 0; mass 1,
    ///   stiffness 100, damping 10).
    ///
    /// Progress values — cubic-bezier y coordinates, `linear(…)` outputs and
    /// spring velocities — are at most a million in size (`largestProgress`):
    /// beyond that, frames are a million times the shapes' size, and the
    /// curve's arithmetic overflows long before the largest doubles.
    ///
    /// Whitespace is allowed between any two tokens; names are case-sensitive.
    ///
    ///     try TimingCurve(parsing: "spring(duration: 0.6, bounce: 0.3)")
    ///
    /// - Throws: the offset in `text` where it stops making sense, and what
    ///   was expected there; also for values out of range.
    public init(parsing text: String) throws(TimingCurveSyntaxError) {
        var parser = TimingCurveParser(text)
        self = try parser.curve()
    }

    /// The largest size of a progress value that timing text may give.
    public static let largestProgress = 1e6
}

extension TimingCurve: CustomStringConvertible {
    /// The curve in the syntax `init(parsing:)` reads: a preset's name, or
    /// the function with its parameters. Numbers are written in the shortest
    /// form that reads back to the same `Double`, so parsing the description
    /// gives an equal curve (for `linear(…)`, inputs are written as
    /// percentages, equal within rounding).
    public var description: String {
        func number(_ value: Double) -> String {
            let text = "\(value)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        switch self {
        case .linear: return "linear"
        case .cubicBezier(let curve):
            let names: [CubicBezierTiming: String] = [.ease: "ease", .easeIn: "ease-in", .easeOut: "ease-out", .easeInOut: "ease-in-out"]
            return names[curve] ?? "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ")))"
        case .steps(let steps):
            return "steps(\(steps.count), \(steps.position.rawValue))"
        case .piecewiseLinear(let curve):
            return "linear(\(curve.points.map { "\(number($0.output)) \(number($0.input * 100))%" }.joined(separator: ", ")))"
        case .spring(let spring, let velocity):
            var parameters = "mass: \(number(spring.mass)), stiffness: \(number(spring.stiffness)), damping: \(number(spring.damping))"
            if velocity != 0 { parameters += ", velocity: \(number(velocity))" }
            return "spring(\(parameters))"
        }
    }
}
