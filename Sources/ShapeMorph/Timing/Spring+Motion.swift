extension Spring {
    /// The progress at `time` seconds after a transition from 0 toward 1
    /// begins, leaving 0 at `initialVelocity` (progress per second).
    ///
    /// Closed form for all three damping regimes (underdamped, critical,
    /// overdamped):
    /// exact at any time, independent of any frame rate. Before time 0 the
    /// spring rests at 0.
    ///
    /// - Complexity: O(1): one or two exponentials and a sine and cosine.
    public func position(at time: Double, initialVelocity: Double = 0) -> Double {
        guard time > 0 else { return 0 }
        return 1 + motion(initialVelocity: initialVelocity).displacement(at: time)
    }

    /// The velocity in progress per second at `time` seconds, for the motion
    /// of `position(at:initialVelocity:)`; 0 before time 0.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        guard time >= 0 else { return 0 }
        return motion(initialVelocity: initialVelocity).velocity(at: time)
    }

    /// The motion from progress 0 toward 1.
    func motion(initialVelocity: Double) -> SpringMotion {
        SpringMotion(spring: self, initialDisplacement: -1, initialVelocity: initialVelocity)
    }
}
