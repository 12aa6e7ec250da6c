extension Contour {
    /// The contour as matching sees it, tracing the same curves: segments
    /// whose four points coincide are dropped (their neighbours already meet
    /// at that point; a contour that is only such segments, the dot a round
    /// cap draws, stays as it is), straight segments get their control
    /// points at the thirds of their chord, and an open contour whose ends
    /// meet — within a billionth of its size, the gap closed by moving its
    /// last point — is closed, as its fill already is, unless
    /// `closingMeetingEnds` is false; with `closingOpenFills`, any other
    /// open contour is closed by a straight segment back to its start.
    ///
    /// Icons often draw a closed outline without `Z`, or repeat their first
    /// point before closing; matched as drawn, such a contour keeps a seam
    /// where its outline has none, and a zero-length segment is mapped onto a
    /// real stretch of the other contour. A line drawn as `C` with both
    /// handles at one end runs fast there and slowly at the other: it is not
    /// the mirror image of its mirror image drawn the same way, and a
    /// symmetric morph of it would lean.
    ///
    /// - Complexity: O(segments).
    package func tidied(closingMeetingEnds: Bool = true, closingOpenFills: Bool = false) -> Contour {
        var kept = segments.filter { !$0.isDegenerate }
        guard !kept.isEmpty else { return self }
        var respaced = false
        for index in kept.indices where kept[index].isStraight {
            let line = AnimatableCubicCurve(lineFrom: kept[index].start, to: kept[index].end)
            respaced = respaced || line != kept[index]
            kept[index] = line
        }
        if closingMeetingEnds, !isClosed, let first = kept.first, let last = kept.last,
           last.end.distance(to: first.start) <= negligibleFraction * (bounds?.diagonal ?? 0) {
            kept[kept.count - 1] = AnimatableCubicCurve(start: last.start, control1: last.control1,
                                                        control2: last.control2 + (first.start - last.end),
                                                        end: first.start)
            return Contour(segments: kept, isClosed: true)
        }
        if closingOpenFills, !isClosed, let first = kept.first, let last = kept.last {
            if last.end != first.start { kept.append(AnimatableCubicCurve(lineFrom: last.end, to: first.start)) }
            return Contour(segments: kept, isClosed: true)
        }
        return kept.count == segments.count && !respaced ? self : Contour(segments: kept, isClosed: isClosed)
    }
}

extension Shape {
    /// Every contour `tidied(closingMeetingEnds:closingOpenFills:)`: the shape as matching sees it.
    func tidied(closingMeetingEnds: Bool = true, closingOpenFills: Bool = false) -> Shape {
        Shape(contours: contours.map { $0.tidied(closingMeetingEnds: closingMeetingEnds, closingOpenFills: closingOpenFills) },
              fillRule: fillRule)
    }
}
