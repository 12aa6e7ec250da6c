import Foundation

extension StudioMorph {
    /// What the page asks for: a timeline through two or more keys, each
    /// leg with its plan of pinned choices and its timing, and the leg the
    /// page shows for editing.
    struct Request: Codable, Equatable {
        /// The keys' inputs in order, as the page names them (see
        /// `StudioWorkspace.input(_:)`).
        var keys: [String]
        /// The leg shown: from key `leg` to the next (0 when not given).
        var leg: Int?
        /// Each leg's pinned choices (none: all automatic), `--timing` and
        /// `--duration` in seconds; a leg without is automatic, eased in
        /// and out, a second long.
        var plans: [MorphPlan?]?, timings: [String?]?, durations: [Double?]?

        /// The most keys a timeline may have.
        static let mostKeys = 12

        /// How many legs the timeline has.
        var legCount: Int { keys.count - 1 }

        /// The leg shown, checked to be one of the timeline's.
        func shownLeg() throws -> Int {
            guard (2...Self.mostKeys).contains(keys.count) else {
                throw StudioFailure.unusable("A timeline has from 2 to \(Self.mostKeys) keys; \(keys.count) were given.")
            }
            let leg = leg ?? 0
            guard (0..<legCount).contains(leg) else {
                throw StudioFailure.unusable("There is no leg \(leg) in a timeline of \(keys.count) keys.")
            }
            return leg
        }

        /// Leg `index`'s plan, or nil.
        func plan(ofLeg index: Int) -> MorphPlan? { plans.flatMap { $0.indices.contains(index) ? $0[index] : nil } }

        /// Leg `index`'s `--timing` and `--duration` arguments.
        func timingArguments(ofLeg index: Int) -> [String] {
            let timing = timings.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? StudioMorph.defaultTiming
            let duration = durations.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? StudioMorph.defaultDuration
            return ["--timing", timing, "--duration", String(duration)]
        }

        /// Every leg's `--timing` and `--duration` arguments, in order.
        var timingArguments: [String] { (0..<legCount).flatMap(timingArguments(ofLeg:)) }
    }
}
