/// A timing function written as the fewest keys whose cubic-Bézier easings
/// (each within 0…1, as SMIL's key splines must be) stay within a tolerance
/// of it: a key at each of its turning points and where its progress passes
/// a given value (a bend of the path of travel), then, piece by piece, a
/// fitted easing, a piece that strays too far cut at the longest span from
/// its start that fits. How writers say a spring (or an overshooting
/// Bézier) in a few keys.
package enum FittedTiming {
    /// One key: its input (0…1 of the span), its progress, and the easing
    /// to the next key (nil for linear, and for the last).
    package struct Key {
        package var input: Double
        package var progress: Double
        package var easing: CubicBezierTiming?

        package init(input: Double, progress: Double, easing: CubicBezierTiming?) {
            (self.input, self.progress, self.easing) = (input, progress, easing)
        }
    }

    /// The keys of `progress` over inputs 0…1 within `tolerance` (in units
    /// of progress), with keys where progress passes each of `passing`.
    /// The last key's progress is `progress(1)`.
    package static func keys(of progress: (Double) -> Double, passing: [Double] = [], tolerance: Double) -> [Key] {
        // Where the curve turns and where it passes the given values, found on a fine grid and refined by bisection.
        let count = 512
        let samples = (0...count).map { progress(Double($0) / Double(count)) }
        var breaks: [Double] = [0, 1]
        for index in 1..<count {
            let (before, here, after) = (samples[index - 1], samples[index], samples[index + 1])
            if (here - before) * (after - here) < 0 {
                breaks.append(turningPoint(of: progress, near: Double(index) / Double(count), step: 1 / Double(count)))
            }
        }
        for value in passing {
            for index in 0..<count where (samples[index] - value) * (samples[index + 1] - value) < 0 {
                breaks.append(crossing(of: progress, value: value, from: Double(index) / Double(count), to: Double(index + 1) / Double(count)))
            }
        }
        breaks.sort()
        var inputs = [breaks[0]]
        for input in breaks.dropFirst() where input - inputs[inputs.count - 1] > 1e-9 { inputs.append(input) }
        if inputs.count > 1, 1 - inputs[inputs.count - 2] <= 1e-9 { inputs.remove(at: inputs.count - 2) }
        inputs[inputs.count - 1] = 1

        var keys: [Key] = []
        for (start, end) in zip(inputs, inputs.dropFirst()) {
            keys += piece(of: progress, from: start, to: end, tolerance: max(tolerance, 1e-9), depth: 0)
        }
        keys.append(Key(input: 1, progress: progress(1), easing: nil))
        return keys
    }

    /// The keys from `start` up to (not including) `end`, where the curve
    /// runs one way: one easing when it fits, else the longest piece from
    /// `start` that fits (found by bisection) and then the rest.
    private static func piece(of progress: (Double) -> Double, from start: Double, to end: Double,
                              tolerance: Double, depth: Int) -> [Key] {
        let whole = fit(progress, from: start, to: end, tolerance: tolerance)
        if whole.error <= tolerance || depth >= 16 || end - start < 1e-6 {
            return [Key(input: start, progress: progress(start), easing: whole.easing)]
        }
        var (fits, fails) = (start + (end - start) / 64, end)
        while fit(progress, from: start, to: fits, tolerance: tolerance).error > tolerance && fits - start > 1e-6 {
            fits = start + (fits - start) / 4
        }
        for _ in 0..<12 {
            let middle = (fits + fails) / 2
            if fit(progress, from: start, to: middle, tolerance: tolerance).error <= tolerance { fits = middle } else { fails = middle }
        }
        return [Key(input: start, progress: progress(start), easing: fit(progress, from: start, to: fits, tolerance: tolerance).easing)]
            + piece(of: progress, from: fits, to: end, tolerance: tolerance, depth: depth + 1)
    }

    /// The easing of the curve from `start` to `end` (nil for linear, where
    /// it moves less than an eighth of `tolerance`) and how far, in
    /// progress, it strays from the curve.
    private static func fit(_ progress: (Double) -> Double, from start: Double, to end: Double,
                            tolerance: Double) -> (easing: CubicBezierTiming?, error: Double) {
        let (from, to) = (progress(start), progress(end))
        let rise = to - from
        guard abs(rise) > tolerance / 8 else { return (nil, 0) }
        let (easing, error) = fittedEasing { (progress(start + $0 * (end - start)) - from) / rise }
        return (easing, error * abs(rise))
    }

    /// The easing through (0, 0) and (1, 1) nearest `curve` (rising from 0
    /// to 1), and its largest distance from it at 32 inputs: the curve's
    /// end slopes with the best handle lengths, then each control number
    /// moved while that brings it nearer (a pattern search, steps halving).
    private static func fittedEasing(_ curve: (Double) -> Double) -> (CubicBezierTiming, Double) {
        let inputs = (1..<32).map { Double($0) / 32 }
        let values = inputs.map(curve)
        func error(_ controls: [Double], below limit: Double) -> Double {
            let easing = CubicBezierTiming(x1: controls[0], y1: controls[1], x2: controls[2], y2: controls[3])
            var error = 0.0
            for (input, value) in zip(inputs, values) {
                error = max(error, abs(easing.progress(at: input) - value))
                if error >= limit { break }
            }
            return error
        }
        let start = slopedEasing(inputs: inputs, values: values, curve: curve)
        var controls = [start.0.x1, start.0.y1, start.0.x2, start.0.y2], best = start.1
        var step = 0.05
        while step > 1e-4 {
            var improved = false
            for index in controls.indices {
                for sign in [1.0, -1.0] {
                    var moved = controls
                    moved[index] = min(1, max(0, moved[index] + sign * step))
                    let candidate = error(moved, below: best)
                    if candidate < best { (controls, best, improved) = (moved, candidate, true) }
                }
            }
            if !improved { step /= 2 }
        }
        return (CubicBezierTiming(x1: controls[0], y1: controls[1], x2: controls[2], y2: controls[3]), best)
    }

    /// The easing with the curve's end slopes and the handle lengths (in
    /// twentieths) that keep it nearest the curve's `values` at `inputs`.
    private static func slopedEasing(inputs: [Double], values: [Double], curve: (Double) -> Double) -> (CubicBezierTiming, Double) {
        let step = 1e-5
        let startSlope = max(0, curve(step) / step), endSlope = max(0, (1 - curve(1 - step)) / step)
        var best = (CubicBezierTiming(x1: 1.0 / 3, y1: 1.0 / 3, x2: 2.0 / 3, y2: 2.0 / 3), Double.infinity)
        let lengths = (1...20).map { Double($0) / 20 }
        for first in lengths {
            for last in lengths {
                // Handles along the end slopes, shortened where they would leave 0…1.
                let x1 = min(first, startSlope > 0 ? 1 / startSlope : first), y1 = min(1, x1 * startSlope)
                let x2 = max(1 - last, endSlope > 0 ? 1 - 1 / endSlope : 1 - last), y2 = max(0, 1 - (1 - x2) * endSlope)
                let easing = CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
                var error = 0.0
                for (input, value) in zip(inputs, values) {
                    error = max(error, abs(easing.progress(at: input) - value))
                    if error >= best.1 { break }
                }
                if error < best.1 { best = (easing, error) }
            }
        }
        return best
    }

    /// Where the curve turns near `input` (within a step either way), by
    /// bisection on the sign of its slope.
    private static func turningPoint(of progress: (Double) -> Double, near input: Double, step: Double) -> Double {
        let h = 1e-7
        func slope(_ x: Double) -> Double { progress(min(1, x + h)) - progress(max(0, x - h)) }
        var (low, high) = (max(0, input - step), min(1, input + step))
        let rising = slope(low) > 0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if (slope(middle) > 0) == rising { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// Where the curve passes `value` between `low` and `high`, by bisection.
    private static func crossing(of progress: (Double) -> Double, value: Double, from low: Double, to high: Double) -> Double {
        var (low, high) = (low, high)
        let below = progress(low) < value
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if (progress(middle) < value) == below { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
