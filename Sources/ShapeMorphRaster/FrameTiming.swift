/// When frames of an animation show: frame `index` of a sequence at
/// `framesPerSecond` starts at `index / framesPerSecond` seconds, and each
/// format's whole units (centiseconds for GIF, milliseconds for WebP) are
/// distributed so that no rounding adds up over the animation.
struct FrameTiming {
    let framesPerSecond: Double

    /// When frame `index` starts, in whole `unitsPerSecond`.
    func start(of index: Int, unitsPerSecond: Double) -> Int {
        Int((Double(index) * unitsPerSecond / framesPerSecond).rounded())
    }

    /// How long frame `index` shows, in whole `unitsPerSecond` (0 when it
    /// falls between two units).
    func duration(of index: Int, unitsPerSecond: Double) -> Int {
        start(of: index + 1, unitsPerSecond: unitsPerSecond) - start(of: index, unitsPerSecond: unitsPerSecond)
    }
}
