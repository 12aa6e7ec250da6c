/// A CSS `linear(…)` easing: progress interpolated linearly between listed
/// points, per CSS Easing Level 2.
///
///     // linear(0, 0.25 75%, 1): fast to 75 % of the time, then slow.
///     let easing = PiecewiseLinearTiming(stops: [.init(0), .init(0.25, at: 0.75), .init(1)])
///     easing.progress(at: 0.375)    // 0.125
///
/// Inputs before the first point or after the last extend the first or last
/// piece, as CSS specifies; where two points share an input, the later one
/// holds from that input on (a jump).
public struct PiecewiseLinearTiming: Hashable, Sendable {
    /// One stop as written in `linear(…)`: an output and zero, one or two
    /// input positions (fractions, where CSS writes percentages).
    public struct Stop: Hashable, Sendable {
        /// The progress at this stop.
        public var output: Double
        /// Where the stop sits in the input, if written: one position, or two
        /// for a flat run from the first to the second.
        public var inputs: [Double]

        /// A stop with `output` at the given input positions (none: spaced
        /// evenly between its neighbours).
        public init(_ output: Double, at inputs: Double...) {
            self.output = output
            self.inputs = inputs
        }
    }

    /// The canonical points `(input, output)`: inputs non-decreasing, first 0
    /// unless written otherwise, last 1 unless written otherwise.
    public let points: [(input: Double, output: Double)]

    /// The easing through `stops`, canonicalised as CSS does: a missing first
    /// input is 0 and a missing last input 1; an input below an earlier one is
    /// raised to it; runs of stops without inputs are spaced evenly between
    /// the stops around them.
    ///
    /// - Precondition: at least two stops, each with at most two inputs, all
    ///   values finite.
    public init(stops: [Stop]) {
        precondition(stops.count >= 2, "linear() needs at least two stops, not \(stops.count).")
        precondition(stops.allSatisfy { $0.inputs.count <= 2 && $0.output.isFinite && $0.inputs.allSatisfy(\.isFinite) },
                     "linear() stops need finite values and at most two input positions each.")
        var outputs: [Double] = [], inputs: [Double?] = []
        for stop in stops {
            if stop.inputs.isEmpty {
                outputs.append(stop.output)
                inputs.append(nil)
            }
            for input in stop.inputs {
                outputs.append(stop.output)
                inputs.append(input)
            }
        }
        if inputs[0] == nil { inputs[0] = 0 }
        if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
        var largest = -Double.infinity
        for index in inputs.indices {
            if let input = inputs[index] {
                largest = max(largest, input)
                inputs[index] = largest
            }
        }
        var index = 1
        while index < inputs.count {
            guard inputs[index] == nil, let before = inputs[index - 1] else { index += 1; continue }
            var end = index
            while inputs[end] == nil { end += 1 }
            let after = inputs[end]!, gaps = Double(end - index + 1)
            for missing in index..<end {
                inputs[missing] = before + (after - before) * Double(missing - index + 1) / gaps
            }
            index = end
        }
        points = zip(inputs, outputs).map { (input: $0!, output: $1) }
    }

    /// The progress at input `x`.
    ///
    /// - Complexity: O(log n) in the number of points.
    public func progress(at x: Double) -> Double {
        let (a, b) = piece(at: x)
        if a.input == b.input { return b.output }
        return a.output + (x - a.input) / (b.input - a.input) * (b.output - a.output)
    }

    /// The slope of the piece holding input `x` (0 on a jump).
    public func slope(at x: Double) -> Double {
        let (a, b) = piece(at: x)
        return a.input == b.input ? 0 : (b.output - a.output) / (b.input - a.input)
    }

    /// The two points around `x`: the last point with input ≤ x (or the
    /// first) and the one after it (the last piece past the end).
    private func piece(at x: Double) -> ((input: Double, output: Double), (input: Double, output: Double)) {
        var low = 0, high = points.count
        while low < high {
            let middle = (low + high) / 2
            if points[middle].input <= x { low = middle + 1 } else { high = middle }
        }
        let index = min(max(low - 1, 0), points.count - 2)
        return (points[index], points[index + 1])
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.points.elementsEqual(rhs.points) { $0.input == $1.input && $0.output == $1.output }
    }

    public func hash(into hasher: inout Hasher) {
        for point in points {
            hasher.combine(point.input)
            hasher.combine(point.output)
        }
    }
}
