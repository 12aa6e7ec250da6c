/// A contour's arc length tabulated at a few parameters per segment, so that
/// points at given fractions of the perimeter are found by binary search.
///
/// Each segment is cut into eight equal parameter steps whose
/// lengths come from Gauss–Legendre quadrature; inside a step the parameter is
/// interpolated linearly. That places points to about 1e-4 of a step's
/// length: ample for choosing correspondences, which need no more.
///
/// A polyline (segments kept as straight lines, `ContourSegments`) takes
/// one step per segment, its exact length: along a straight cubic with
/// control points at thirds, length grows in proportion to the parameter.
/// A table then holds 8 bytes per segment, not 64.
struct ArcLengthTable {
    /// Steps per segment of a contour with curves.
    private static let curveSteps = 8

    let contour: Contour
    /// Cumulative length at the start of every step, and the total at the end.
    private let cumulative: [Double]
    /// Steps per segment: `curveSteps`, or 1 for a polyline.
    private let stepsPerSegment: Int

    init(_ contour: Contour) {
        self.contour = contour
        let points = contour.segments.polylinePoints
        stepsPerSegment = points == nil ? Self.curveSteps : 1
        var total = 0.0
        var lengths: [Double] = [0]
        lengths.reserveCapacity(contour.segments.count * stepsPerSegment + 1)
        if let points {
            for index in points.indices.dropFirst() {
                total += (points[index] - points[index - 1]).length
                lengths.append(total)
            }
            cumulative = lengths
            return
        }
        for segment in contour.segments {
            for step in 0..<stepsPerSegment {
                let t0 = Double(step) / Double(stepsPerSegment), t1 = Double(step + 1) / Double(stepsPerSegment)
                total += segment.gaussLegendreSpeed(from: t0, to: t1)
                lengths.append(total)
            }
        }
        cumulative = lengths
    }

    private init(contour: Contour, cumulative: [Double], stepsPerSegment: Int) {
        self.contour = contour
        self.cumulative = cumulative
        self.stepsPerSegment = stepsPerSegment
    }

    /// The table of the contour traced backward, from the same step lengths
    /// taken in the other order (the same to rounding as measuring the
    /// reversed contour, without measuring it).
    func reversed() -> ArcLengthTable {
        let total = totalLength
        return ArcLengthTable(contour: contour.reversed(), cumulative: cumulative.reversed().map { total - $0 },
                              stepsPerSegment: stepsPerSegment)
    }

    /// The perimeter.
    var totalLength: Double { cumulative[cumulative.count - 1] }

    /// The fraction of the perimeter at which segment `index` starts
    /// (`segments.count` gives 1).
    func fraction(atJoint index: Int) -> Double {
        guard totalLength > 0 else { return Double(index) / Double(max(contour.segments.count, 1)) }
        return index == contour.segments.count ? 1 : cumulative[index * stepsPerSegment] / totalLength
    }

    /// The fraction of the perimeter at parameter `t` of segment `segment`:
    /// the inverse of `location(at:)`.
    func fraction(atSegment segment: Int, t: Double) -> Double {
        guard totalLength > 0 else { return (Double(segment) + t) / Double(max(contour.segments.count, 1)) }
        let position = min(max(t, 0), 1) * Double(stepsPerSegment)
        let step = min(Int(position), stepsPerSegment - 1)
        let index = segment * stepsPerSegment + step
        return (cumulative[index] + (cumulative[index + 1] - cumulative[index]) * (position - Double(step))) / totalLength
    }

    /// The segment and its parameter at `fraction` (in `0...1`) of the perimeter.
    func location(at fraction: Double) -> (segment: Int, t: Double) {
        var step = -1
        return location(at: fraction, near: &step)
    }

    /// The segment and its parameter at `fraction` (in `0...1`) of the
    /// perimeter, looked for outward from step `step` (doubling the stride
    /// until it is passed, then halving it) and leaving `step` at the step
    /// found; a negative `step` looks over the whole table. Lookups in
    /// order along the perimeter, each starting where the last ended, cost
    /// O(1) each instead of O(log n).
    func location(at fraction: Double, near step: inout Int) -> (segment: Int, t: Double) {
        let count = contour.segments.count
        guard totalLength > 0 else {
            let position = min(max(fraction, 0), 1) * Double(count)
            let segment = min(Int(position), count - 1)
            return (segment, position - Double(segment))
        }
        let target = min(max(fraction, 0), 1) * totalLength
        // The last step whose start is at or before the target, in low...high.
        let last = cumulative.count - 2
        var low = 0, high = last
        if step >= 0 {
            let from = min(step, last)
            var stride = 1
            if cumulative[from] <= target {
                low = from
                while low + stride <= last, cumulative[low + stride] <= target { low += stride; stride *= 2 }
                high = min(low + stride - 1, last)
            } else {
                high = from - 1
                while high - stride >= 0, cumulative[high - stride + 1] > target { high -= stride; stride *= 2 }
                low = max(high - stride + 1, 0)
            }
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if cumulative[middle] <= target { low = middle } else { high = middle - 1 }
        }
        step = low
        let stepLength = cumulative[low + 1] - cumulative[low]
        let within = stepLength > 0 ? min(max((target - cumulative[low]) / stepLength, 0), 1) : 0
        let segment = min(low / stepsPerSegment, count - 1)
        let stepInSegment = low - segment * stepsPerSegment
        return (segment, (Double(stepInSegment) + within) / Double(stepsPerSegment))
    }

    /// The point at `fraction` of the perimeter.
    func point(at fraction: Double) -> Point {
        let (segment, t) = location(at: fraction)
        return contour.segments[segment].point(at: t)
    }

    /// The point at `fraction` of the perimeter, looked for from `step` as
    /// `location(at:near:)` does.
    func point(at fraction: Double, near step: inout Int) -> Point {
        let (segment, t) = location(at: fraction, near: &step)
        return contour.segments[segment].point(at: t)
    }

    /// The points at `fractions` of the perimeter, each looked for from
    /// where the last was found: fractions in order along the perimeter
    /// (wrapping round at most once or twice) cost O(1) each.
    func points(at fractions: some Sequence<Double>) -> [Point] {
        var step = -1
        return fractions.map { point(at: $0, near: &step) }
    }

    /// The mean of `samples` points at equal fractions of the perimeter: the
    /// centroid of the outline, which lies inside convex and star-like shapes.
    func perimeterCentroid(samples: Int = 32) -> Point {
        var sum = Vector.zero
        for step in 0..<samples { sum = sum + point(at: Double(step) / Double(samples)).vectorFromOrigin }
        return Point.origin + sum / Double(samples)
    }
}
