public import ShapeMorph

extension SVGAnimation {
    /// The animation of any shape that changes in time — a living shape
    /// (`LiquidBlob`, `Wander`, `Wave`), an `ElasticMorph`, a function of
    /// your own — sampled into one track for every animated writer: a key
    /// at each frame of `framesPerSecond` over `duration` seconds (the
    /// frame times of `Timeline.frameTimes(duration:cycles:framesPerSecond:)`),
    /// each drawing `shape(time)` in the paint of `elements`, and, when it
    /// `repeats`, a last key at `duration` so that the loop closes.
    ///
    ///     let blob = LiquidBlob(circle, anchors: 12, beats: 4, beatDuration: 1, loops: true)
    ///     let animation = SVGAnimation(duration: blob.duration, framesPerSecond: 30, repeats: true, shape: blob.shape(at:))
    ///
    /// - Precondition: `duration` and `framesPerSecond` are finite and positive.
    public init(duration: Double, framesPerSecond: Double, repeats: Bool, elements: [SVGDocument.Element] = [],
                shape: (Double) -> Shape) {
        precondition(duration.isFinite && duration > 0, "An animation's duration must be finite and positive, not \(duration).")
        let frames = Timeline.frameTimes(duration: duration, cycles: repeats, framesPerSecond: framesPerSecond)
        let times = repeats ? frames + [duration] : frames
        let keys = times.map { Key(time: $0, shape: shape($0), elements: elements) }
        self.init(tracks: [Track(keys: keys)], duration: duration, repeats: repeats)
    }
}
