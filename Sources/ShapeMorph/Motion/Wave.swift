/// A wave travelling along a shape's outline: every point of it moves
/// along the outline's normal by
/// `amplitude · envelope(s) · sin(2π(s − speed·t) / wavelength)`, where `s`
/// is the arc length from the contour's start, the wave's source.
///
///     let wave = Wave(circle, amplitude: 3, wavelength: 20, speed: 40, period: 2)
///     let frame = wave.shape(at: 0.5)         // seconds
///
/// **Outline.** Each contour is resampled (`Contour.resampled`) with
/// enough anchors for the wave — twelve per wavelength, and never fewer
/// than it had segments — each anchor moved along its normal, and the
/// outline rebuilt smooth through them by the ⅓-tangent rule. Around a
/// closed contour the wavelength is fitted to the nearest whole number of
/// waves, so the wave joins itself where the contour starts.
///
/// **Damping** makes the wave die away from its source: on an open contour
/// the envelope is `exp(−damping · s / wavelength)` (damping is the
/// decay in e-folds per wavelength travelled); on a closed one it falls as
/// smoothly from the start to the far side, `exp(−damping · (L/πλ) ·
/// sin²(πs/L))` for a perimeter `L`, and rises again towards the start, so
/// the outline has no kink.
///
/// **Loops.** With a `period`, each contour's speed is rounded to a whole
/// number of wavelengths per period (one at least, when it moves): the
/// motion then repeats exactly, with matching position and velocity at the
/// seam. A frame depends only on its time.
public struct Wave: Sendable {
    /// The greatest distance a point moves from the outline, in user units.
    public let amplitude: Double
    /// The distance from one crest to the next, in user units.
    public let wavelength: Double
    /// How fast crests travel along the outline, in user units per second
    /// (negative: towards the start).
    public let speed: Double
    /// How fast the wave dies away from its source, in e-folds per
    /// wavelength (0: it does not).
    public let damping: Double
    /// The length of a loop in seconds, or nil.
    public let period: Double?

    /// One contour's anchors at rest and how its wave runs there.
    private struct Track: Sendable {
        var anchors: [Point]
        var normals: [Vector]
        /// Arc length from the start to each anchor.
        var distances: [Double]
        /// Each anchor's share of the amplitude.
        var envelope: [Double]
        var wavelength: Double
        var speed: Double
        var isClosed: Bool
    }

    private let tracks: [Track]
    private let fillRule: FillRule

    /// Anchors per wavelength along the rebuilt outline.
    static let anchorsPerWavelength = 12

    /// - Precondition: every parameter is finite; `wavelength` is positive;
    ///   `damping` is not negative; `period`, if given, positive. Each
    ///   contour's perimeter is at most a million wavelengths.
    public init(_ shape: Shape, amplitude: Double, wavelength: Double, speed: Double, damping: Double = 0, period: Double? = nil) {
        precondition([amplitude, wavelength, speed, damping].allSatisfy(\.isFinite) && wavelength > 0 && damping >= 0,
                     "A wave needs a finite amplitude and speed, a positive wavelength and a damping not below 0.")
        if let period { precondition(period.isFinite && period > 0, "A loop's period must be finite and positive, not \(period).") }
        self.amplitude = amplitude
        self.wavelength = wavelength
        self.speed = speed
        self.damping = damping
        self.period = period
        fillRule = shape.fillRule
        tracks = shape.contours.map { contour in
            guard !contour.segments.isEmpty else {
                return Track(anchors: [], normals: [], distances: [], envelope: [], wavelength: wavelength, speed: 0, isClosed: contour.isClosed)
            }
            let table = ArcLengthTable(contour)
            let length = table.totalLength
            let waves = length / wavelength
            precondition(waves <= 1e6, "A contour \(waves) wavelengths long is more than a wave can be drawn along.")
            // Around a closed contour, a whole number of waves.
            let fitted = contour.isClosed && length > 0 ? length / max(1, waves.rounded()) : wavelength
            var travel = speed
            if let period, speed != 0 {
                let cycles = (speed * period / fitted).rounded()
                travel = (cycles == 0 ? (speed > 0 ? 1 : -1) : cycles) * fitted / period
            }
            let count = max(Contour.fewestAnchors(isClosed: contour.isClosed), contour.segments.count,
                            Int((Double(Self.anchorsPerWavelength) * length / fitted).rounded(.up)))
            let rest = Contour.resampled(along: table, anchors: count, jitter: 0, noise: SeededNoise(seed: 0))
            let anchors = rest.segments.map(\.start) + (contour.isClosed ? [] : [rest.segments[rest.segments.count - 1].end])
            let step = length / Double(contour.isClosed ? count : count - 1)
            let distances = anchors.indices.map { Double($0) * step }
            let envelope = distances.map { s in
                length == 0 ? 1 : contour.isClosed
                    ? exponential(-damping * length / (.pi * fitted) * squared(sine(.pi * s / length)))
                    : exponential(-damping * s / fitted)
            }
            return Track(anchors: anchors, normals: Self.normals(of: rest), distances: distances, envelope: envelope,
                         wavelength: fitted, speed: travel, isClosed: contour.isClosed)
        }
    }

    /// The shape at `time` seconds.
    ///
    /// - Complexity: O(anchors).
    public func shape(at time: Double) -> Shape {
        Shape(contours: tracks.map { track in
            guard !track.anchors.isEmpty else { return Contour.zero }
            let moved = track.anchors.indices.map { index in
                let phase = 2 * .pi * (track.distances[index] - track.speed * time) / track.wavelength
                return track.anchors[index] + track.normals[index] * (amplitude * track.envelope[index] * sine(phase))
            }
            return Contour(smoothlyThrough: moved, isClosed: track.isClosed)
        }, fillRule: fillRule)
    }

    /// The unit normal at each anchor of a smooth chain (its joints, and an
    /// open chain's end): the tangent turned a quarter.
    private static func normals(of chain: Contour) -> [Vector] {
        var tangents = chain.segments.map { $0.control1 - $0.start }
        if !chain.isClosed, let last = chain.segments.last { tangents.append(last.end - last.control2) }
        return tangents.map { tangent in
            let length = tangent.length
            return length > 0 ? Vector(dx: -tangent.dy / length, dy: tangent.dx / length) : .zero
        }
    }
}

private func squared(_ x: Double) -> Double { x * x }
