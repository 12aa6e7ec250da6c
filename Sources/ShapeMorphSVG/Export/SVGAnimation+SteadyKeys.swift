package import ShapeMorph

extension SVGAnimation {
    /// How an exported value moves from one key to the next.
    package enum KeyMove: Hashable {
        /// In proportion to time.
        case linear
        /// Along a cubic Bézier easing.
        case eased(CubicBezierTiming)
        /// Not at all: the value holds until the next key, then jumps.
        case hold
    }

    /// A key at a time of its own, and how it moves on to the next.
    package struct SteadyKey {
        package var key: Key
        package var move: KeyMove
    }
}

extension SVGAnimation.Track {
    /// The keys in strictly increasing time, each with how it moves on to
    /// the next: for players that cannot have two keys at one time (Lottie,
    /// CSS, Android).
    ///
    /// Two keys at one time are a jump (as `steps()` makes). After a
    /// stretch where nothing moved, the key before that stretch holds and
    /// the earlier of the two goes: exact. After motion (a jump inside a
    /// `linear(…)` curve) the earlier is kept `jumpLead` of the interval
    /// before it sooner: a jump that takes a thousandth of that interval.
    package func steadyKeys() -> [SVGAnimation.SteadyKey] {
        var steady: [SVGAnimation.SteadyKey] = []
        for (index, key) in keys.enumerated() {
            let move = key.easing.map(SVGAnimation.KeyMove.eased) ?? .linear
            guard index + 1 < keys.count, keys.time(at: index + 1) == key.time else {
                steady.append(.init(key: key, move: move))
                continue
            }
            // A jump at `key.time`: `key` ends the approach to it.
            guard let previous = steady.last else { continue }
            if previous.key.shape == key.shape && previous.key.elements == key.elements {
                steady[steady.count - 1].move = .hold
            } else {
                var early = key
                early.time -= Self.jumpLead * (key.time - previous.key.time)
                steady.append(.init(key: early, move: .linear))
            }
        }
        return steady
    }

    /// `steadyKeys()` with the first held from the start of the cycle and
    /// the last held to its end (`duration`), for players that take the
    /// values before the first keyframe and after the last from elsewhere.
    package func steadyKeys(coveringCycleOf duration: Double) -> [SVGAnimation.SteadyKey] {
        var keys = steadyKeys()
        if let first = keys.first, first.key.time > 0 {
            var hold = first
            hold.key.time = 0
            hold.move = .hold
            keys.insert(hold, at: 0)
        }
        if let last = keys.last, last.key.time < duration {
            keys[keys.count - 1].move = .hold
            var end = last
            end.key.time = duration
            keys.append(end)
        }
        return keys
    }

    /// The part of the interval before a jump in motion that the jump takes.
    static let jumpLead = 1e-3
}
