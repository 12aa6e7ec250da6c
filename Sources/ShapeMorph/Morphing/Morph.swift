/// A morph between two shapes: the matching is done once, when the morph is
/// created; `shape(at:)` is then arithmetic on two prepared arrays of control
/// points.
///
///     let morph = Morph(from: heart, to: club)
///     let halfway = morph.shape(at: 0.5)
///
/// What matching guarantees (see `ContourCorrespondence` and
/// `ContourPairing` for the algorithm):
/// - `shape(at: 0)` and `shape(at: 1)` trace exactly the input geometry; every
///   original joint (corner) of both shapes is a joint of every frame.
/// - Curves stay cubic curves: segments are only ever split exactly, never
///   flattened, padded with zero-length pieces or duplicated; a pair of
///   contours with n and m segments gets at most n + m.
/// - Every frame has the same contours and segment counts, so frames can be
///   written as SVG path data with one command structure.
/// - The same inputs give bit-identical frames.
public struct Morph: Sendable {
    /// The shape at progress 0.
    public let source: Shape
    /// The shape at progress 1.
    public let target: Shape
    /// The source cut into the matched segments: the same geometry as
    /// `source`, with the segment structure of every frame.
    public let matchedSource: Shape
    /// The target cut into the matched segments, contour by contour and
    /// segment by segment corresponding to `matchedSource`.
    public let matchedTarget: Shape
    /// How each pair of contours was matched.
    public let matches: [ContourMatch]

    /// Matches `source` to `target`.
    ///
    /// - Complexity: O(n + m) in the segment counts for each pair of contours,
    ///   plus a start-point search bounded by `options.sampleCount²`, plus an
    ///   assignment of O(k²·l) for k ≤ l contours.
    ///
    /// - Precondition: every coordinate of both shapes is finite.
    public init(from source: Shape, to target: Shape, options: MorphOptions = MorphOptions()) {
        self.source = source
        self.target = target
        let scale = MatchingScale(source, target)
        let scaledSource = scale.normalized(source), scaledTarget = scale.normalized(target)
        let pairs = options.contourPairs ?? ContourPairing.pairs(from: scaledSource, to: scaledTarget)
        var sourceContours: [Contour] = [], targetContours: [Contour] = []
        var matches: [ContourMatch] = []
        for pair in pairs {
            let sourceContour = pair.source.map { scaledSource.contours[$0] }
            let targetContour = pair.target.map { scaledTarget.contours[$0] }
            switch (sourceContour, targetContour) {
            case let (p?, q?) where !p.segments.isEmpty && !q.segments.isEmpty:
                let match = ContourCorrespondence(source: p, target: q, options: options,
                                                  startOverride: pair.source.flatMap { options.startSegmentOverrides[$0] })
                sourceContours.append(Contour(segments: match.source, isClosed: p.isClosed))
                targetContours.append(Contour(segments: match.target, isClosed: q.isClosed))
                matches.append(ContourMatch(
                    pair: pair, isTargetReversed: match.isTargetReversed, targetStartSegment: match.targetStartSegment,
                    targetStartFraction: match.targetStartFraction, segmentCount: match.source.count,
                    addedSourceSegments: match.source.count - p.segments.count,
                    addedTargetSegments: match.target.count - q.segments.count))
            case let (p?, _) where !p.segments.isEmpty:
                sourceContours.append(p)
                targetContours.append(Morph.collapsed(p))
                matches.append(ContourMatch(pair: ContourPair(source: pair.source, target: nil), isTargetReversed: false,
                                            targetStartSegment: 0, targetStartFraction: 0, segmentCount: p.segments.count,
                                            addedSourceSegments: 0, addedTargetSegments: 0))
            case let (_, q?) where !q.segments.isEmpty:
                sourceContours.append(Morph.collapsed(q))
                targetContours.append(q)
                matches.append(ContourMatch(pair: ContourPair(source: nil, target: pair.target), isTargetReversed: false,
                                            targetStartSegment: 0, targetStartFraction: 0, segmentCount: q.segments.count,
                                            addedSourceSegments: 0, addedTargetSegments: 0))
            default:
                continue
            }
        }
        matchedSource = Shape(contours: sourceContours.map(scale.restored), fillRule: source.fillRule)
        matchedTarget = Shape(contours: targetContours.map(scale.restored), fillRule: target.fillRule)
        self.matches = matches
        sourceCoordinates = Morph.coordinates(of: matchedSource)
        targetCoordinates = Morph.coordinates(of: matchedTarget)
    }

    /// The control points of `matchedSource` and `matchedTarget`, eight
    /// coordinates per segment, in order.
    let sourceCoordinates: [Double]
    let targetCoordinates: [Double]

    /// The in-between shape at `progress`: 0 is the source, 1 the target, and
    /// values outside `0...1` extrapolate (springs overshoot).
    ///
    /// Each control point is `(1 − progress)·a + progress·b`, so progress 0
    /// and 1 reproduce the matched shapes exactly. A contour is closed where
    /// both inputs are (at exactly 0 or 1, where that input is).
    ///
    /// - Complexity: O(segments); one allocation per contour.
    public func shape(at progress: Double) -> Shape {
        let keep = 1 - progress
        var offset = 0
        var contours: [Contour] = []
        contours.reserveCapacity(matchedSource.contours.count)
        for (index, contour) in matchedSource.contours.enumerated() {
            let count = contour.segments.count
            let segments = [AnimatableCubicCurve](unsafeUninitializedCapacity: count) { buffer, initialized in
                sourceCoordinates.withUnsafeBufferPointer { a in
                    targetCoordinates.withUnsafeBufferPointer { b in
                        for segment in 0..<count {
                            let base = offset + segment * 8
                            func point(_ k: Int) -> Point {
                                Point(x: keep * a[base + k] + progress * b[base + k],
                                      y: keep * a[base + k + 1] + progress * b[base + k + 1])
                            }
                            buffer.initializeElement(at: segment, to: AnimatableCubicCurve(
                                start: point(0), control1: point(2), control2: point(4), end: point(6)))
                        }
                    }
                }
                initialized = count
            }
            offset += count * 8
            contours.append(Contour(uncheckedSegments: segments, isClosed: isClosed(contour: index, at: progress)))
        }
        return Shape(contours: contours, fillRule: fillRule(at: progress))
    }

    /// Whether contour `index` is closed at `progress`: where both inputs
    /// are, or at exactly 0 or 1 where that input is.
    func isClosed(contour index: Int, at progress: Double) -> Bool {
        let sourceClosed = matchedSource.contours[index].isClosed, targetClosed = matchedTarget.contours[index].isClosed
        return progress == 0 ? sourceClosed : progress == 1 ? targetClosed : sourceClosed && targetClosed
    }

    /// The source's fill rule for the first half, the target's after.
    func fillRule(at progress: Double) -> FillRule { progress < 0.5 ? source.fillRule : target.fillRule }

    private static func coordinates(of shape: Shape) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(shape.segmentCount * 8)
        for contour in shape.contours {
            for segment in contour.segments {
                for point in [segment.start, segment.control1, segment.control2, segment.end] {
                    values.append(point.x)
                    values.append(point.y)
                }
            }
        }
        return values
    }

    /// A contour of the same segment count as `contour`, all at its centroid:
    /// the point a contour with no partner grows from or shrinks to.
    private static func collapsed(_ contour: Contour) -> Contour {
        let center = ArcLengthTable(contour).perimeterCentroid()
        let dot = AnimatableCubicCurve(start: center, control1: center, control2: center, end: center)
        return Contour(segments: Array(repeating: dot, count: contour.segments.count), isClosed: contour.isClosed)
    }
}
