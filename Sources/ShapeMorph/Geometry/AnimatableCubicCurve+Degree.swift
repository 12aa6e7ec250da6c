extension AnimatableCubicCurve {
    /// The control point of the quadratic Bézier curve this curve is, raised
    /// to a cubic: one whose `init(quadraticFrom:control:to:)` gives control
    /// points within `tolerance` of this curve's in each coordinate, or nil.
    ///
    /// With a tolerance of 0 the raise must give the very same numbers. A
    /// quadratic moved by transforms may need its control a few units in
    /// the last place from where the division lands; each coordinate is
    /// found on its own among those neighbours.
    package func quadraticControl(within tolerance: Double) -> Point? {
        if tolerance == 0 {
            guard let x = Self.exactQuadraticCoordinate(start.x, control1.x, control2.x, end.x),
                  let y = Self.exactQuadraticCoordinate(start.y, control1.y, control2.y, end.y) else { return nil }
            return Point(x: x, y: y)
        }
        // A quadratic raised puts its cubic controls two thirds of the way to its control point from each end.
        let fromStart = start + (control1 - start) * 1.5
        let fromEnd = end + (control2 - end) * 1.5
        let between = Point(x: (fromStart.x + fromEnd.x) / 2, y: (fromStart.y + fromEnd.y) / 2)
        return [between, fromStart, fromEnd].first { control in
            let raised = AnimatableCubicCurve(quadraticFrom: start, control: control, to: end)
            return max(abs(raised.control1.x - control1.x), abs(raised.control1.y - control1.y),
                       abs(raised.control2.x - control2.x), abs(raised.control2.y - control2.y)) <= tolerance
        }
    }

    /// Whether this is exactly the straight segment `init(lineFrom:to:)`
    /// makes: its controls at the very thirds.
    package var isLineAtThirds: Bool { self == AnimatableCubicCurve(lineFrom: start, to: end) }

    /// The number whose raise from `start` and from `end` lands exactly on
    /// `control1` and `control2`, or nil. Most cubics are told apart at
    /// once; for the rest, since a raise is monotonic in the control even
    /// in floating point, the numbers that land on each control form a run
    /// of consecutive doubles, found by bisection near where the division
    /// lands, and the answer is in both runs.
    private static func exactQuadraticCoordinate(_ start: Double, _ control1: Double, _ control2: Double, _ end: Double) -> Double? {
        let fromStart = start + (control1 - start) * 1.5
        let fromEnd = end + (control2 - end) * 1.5
        let unit = max(abs(start), abs(control1), abs(control2), abs(end), abs(fromStart), abs(fromEnd)).ulp
        guard abs(fromStart - fromEnd) <= 16 * unit else { return nil }
        let estimate = (fromStart + fromEnd) / 2
        let (low, high) = (OrderedDouble(estimate - 16 * unit), OrderedDouble(estimate + 16 * unit))
        // The same arithmetic as `init(quadraticFrom:control:to:)`, one coordinate at a time.
        func raised(from end: Double) -> (OrderedDouble) -> Double {
            { control in Point(x: end, y: 0).lerp(to: Point(x: control.value, y: 0), 2.0 / 3).x }
        }
        guard let fromFirst = OrderedDouble.run(in: low...high, where: raised(from: start), equals: control1),
              let fromLast = OrderedDouble.run(in: low...high, where: raised(from: end), equals: control2),
              fromFirst.overlaps(fromLast) else { return nil }
        let both = fromFirst.clamped(to: fromLast)
        return min(max(OrderedDouble(estimate), both.lowerBound), both.upperBound).value
    }
}

/// A double as a key whose integer order is the doubles' order (−0 and +0
/// one key), so that a bisection can step over every double between two.
private struct OrderedDouble: Comparable {
    let key: Int64

    init(_ value: Double) {
        let bits = Int64(bitPattern: value.bitPattern)
        key = bits >= 0 ? bits : Int64.min - bits
    }

    private init(key: Int64) { self.key = key }

    var value: Double { Double(bitPattern: UInt64(bitPattern: key >= 0 ? key : Int64.min - key)) }

    static func < (a: Self, b: Self) -> Bool { a.key < b.key }
    func distance(to other: Self) -> Int64 { other.key - key }
    func advanced(by n: Int64) -> Self { Self(key: key + n) }

    /// The doubles in `range` where the non-decreasing `function` equals
    /// `target`, or nil when it passes over it.
    static func run(in range: ClosedRange<Self>, where function: (Self) -> Double, equals target: Double) -> ClosedRange<Self>? {
        // The first double where the function reaches `target`, and the first past it.
        func first(where reached: (Double) -> Bool) -> Self {
            var (low, high) = (range.lowerBound, range.upperBound.advanced(by: 1))
            while low < high {
                let middle = low.advanced(by: low.distance(to: high) / 2)
                if reached(function(middle)) { high = middle } else { low = middle.advanced(by: 1) }
            }
            return low
        }
        let start = first { $0 >= target }, past = first { $0 > target }
        return start < past ? start...past.advanced(by: -1) : nil
    }
}
