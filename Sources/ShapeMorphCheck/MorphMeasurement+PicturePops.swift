public import ShapeMorphRaster

extension MorphMeasurement {
    /// The least mean change of a pixel's colour channels (over 255)
    /// between two frames that can be a picture pop: below it the change is
    /// rounding, or too small to see (a 6 × 6 pixel patch turning from
    /// white to black in a 256 × 256 picture is 0.0005).
    public static let picturePopFloor = 0.0005

    /// How many times faster than the steps beside it, and than the median
    /// step, a picture must change (per unit of progress) to pop.
    public static let picturePopRatio = 4.0

    /// The mean change of a pixel's colour channels between two pictures
    /// of one size, each drawn over white, over 255.
    public static func pictureChange(from before: RasterImage, to after: RasterImage) -> Double {
        precondition(before.width == after.width && before.height == after.height, "Pictures of one size are compared.")
        var sum = 0
        before.pixels.withUnsafeBufferPointer { a in
            after.pixels.withUnsafeBufferPointer { b in
                for base in stride(from: 0, to: a.count, by: 4) {
                    let (alphaA, alphaB) = (Int(a[base + 3]), Int(b[base + 3]))
                    for channel in base..<(base + 3) {
                        // Over white: c·α + 255·(1 − α), in 255ths of 255.
                        let x = Int(a[channel]) * alphaA + 255 * (255 - alphaA), y = Int(b[channel]) * alphaB + 255 * (255 - alphaB)
                        sum += abs(x - y)
                    }
                }
            }
        }
        return Double(sum) / Double(before.pixels.count / 4 * 3 * 255 * 255)
    }

    /// The steps between frames where the picture changes at once: a
    /// step's change, and its change over its progress, are more than
    /// `picturePopRatio` times the nearest steps' on either side (steps
    /// whose progress moves at all), its change over its progress more than
    /// that times the median step's too, and the change itself is at least
    /// `picturePopFloor`. A filter or mask switching on half way, or
    /// an element changing groups, pops; a smooth morph, however it is
    /// timed, does not.
    ///
    /// - Parameters:
    ///   - changes: `pictureChange` between each frame and the next.
    ///   - progresses: the frames' progresses (one more than `changes`).
    public static func picturePops(changes: [Double], at progresses: [Double]) -> [Pop] {
        precondition(progresses.count == changes.count + 1, "A change lies between two frames.")
        let advances = changes.indices.map { abs(progresses[$0 + 1] - progresses[$0]) }
        let rates = changes.indices.map { advances[$0] > 0 ? changes[$0] / advances[$0] : (changes[$0] > 0 ? .infinity : 0) }
        let moving = changes.indices.filter { advances[$0] > 0 }
        guard !moving.isEmpty else { return [] }
        let median = moving.map { rates[$0] }.sorted()[moving.count / 2]
        return changes.indices.compactMap { index in
            guard changes[index] >= picturePopFloor else { return nil }
            // The nearest steps on either side that move: their change, and their change per progress.
            let beside = [moving.last { $0 < index }, moving.first { $0 > index }].compactMap { $0 }
            let (change, rate) = (beside.map { changes[$0] }.max() ?? 0, beside.map { rates[$0] }.max() ?? median)
            guard changes[index] > picturePopRatio * change, rates[index] > picturePopRatio * max(rate, median) else { return nil }
            return Pop(from: progresses[index], to: progresses[index + 1], jump: changes[index], kind: .picture)
        }
    }
}
