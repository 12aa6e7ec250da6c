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

    /// A key of a track at a time of its own, and how it moves on to the
    /// next.
    package struct SteadyKey {
        /// Which key of the track's `keys` it shows.
        package var index: Int
        /// When it shows it, in seconds.
        package var time: Double
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
        for index in keys.indices {
            let time = keys.time(at: index)
            let move = keys.easing(at: index).map(SVGAnimation.KeyMove.eased) ?? .linear
            guard index + 1 < keys.count, keys.time(at: index + 1) == time else {
                steady.append(.init(index: index, time: time, move: move))
                continue
            }
            // A jump at `time`: key `index` ends the approach to it.
            guard let previous = steady.last else { continue }
            let (before, key) = (keys[previous.index], keys[index])
            if before.shape == key.shape && before.elements == key.elements {
                steady[steady.count - 1].move = .hold
            } else {
                steady.append(.init(index: index, time: time - Self.jumpLead * (time - previous.time), move: .linear))
            }
        }
        return steady
    }

    /// `steadyKeys()` with the first held from the start of the cycle and
    /// the last held to its end (`duration`), for players that take the
    /// values before the first keyframe and after the last from elsewhere.
    package func steadyKeys(coveringCycleOf duration: Double) -> [SVGAnimation.SteadyKey] {
        var keys = steadyKeys()
        if let first = keys.first, first.time > 0 {
            var hold = first
            hold.time = 0
            hold.move = .hold
            keys.insert(hold, at: 0)
        }
        if let last = keys.last, last.time < duration {
            keys[keys.count - 1].move = .hold
            var end = last
            end.time = duration
            keys.append(end)
        }
        return keys
    }

    /// The part of the interval before a jump in motion that the jump takes.
    static let jumpLead = 1e-3
}
