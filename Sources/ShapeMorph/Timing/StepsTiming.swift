/// A CSS `steps(n, position)` easing: progress jumps in equal steps, per
/// CSS Easing Level 2.
///
///     let steps = StepsTiming(count: 4, position: .jumpEnd)
///     steps.progress(at: 0.3)    // 0.25
///
/// Inputs outside `0...1` continue the staircase (as CSS does when easings
/// are chained): `steps(4, jump-end)` gives 1.5 at input 1.5.
public struct StepsTiming: Hashable, Sendable {
    /// Where the jumps fall.
    public enum JumpPosition: String, Hashable, Sendable, CaseIterable {
        /// The first jump at input 0 (`jump-start`, `start`).
        case jumpStart = "jump-start"
        /// The last jump at input 1 (`jump-end`, `end`, the default).
        case jumpEnd = "jump-end"
        /// No jump at either end: the steps hold 0 and 1 (`jump-none`).
        case jumpNone = "jump-none"
        /// Jumps at both ends (`jump-both`).
        case jumpBoth = "jump-both"
    }

    /// The number of intervals the input is divided into.
    public let count: Int
    /// Where the jumps fall.
    public let position: JumpPosition

    /// - Precondition: `count` ≥ 1, and ≥ 2 for `.jumpNone` (CSS's rule).
    public init(count: Int, position: JumpPosition = .jumpEnd) {
        precondition(count >= (position == .jumpNone ? 2 : 1),
                     "steps() needs at least \(position == .jumpNone ? 2 : 1) steps with \(position.rawValue), not \(count).")
        self.count = count
        self.position = position
    }

    /// The number of jumps in `0...1`.
    public var jumpCount: Int {
        switch position {
        case .jumpStart, .jumpEnd: count
        case .jumpNone: count - 1
        case .jumpBoth: count + 1
        }
    }

    /// The progress at input `x`, a multiple of 1 / `jumpCount`.
    public func progress(at x: Double) -> Double {
        var step = (x * Double(count)).rounded(.down)
        if position == .jumpStart || position == .jumpBoth { step += 1 }
        let jumps = Double(jumpCount)
        if x >= 0 && step < 0 { step = 0 }
        if x <= 1 && step > jumps { step = jumps }
        return step / jumps
    }

    /// The slope of progress: 0 between jumps (the jumps themselves have
    /// no finite slope and are not reported).
    public func slope(at x: Double) -> Double { 0 }
}
