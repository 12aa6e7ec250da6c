extension Contour {
    /// The signed area enclosed by the contour, closed by a straight line if
    /// it is open: positive when it runs clockwise on screen (y down),
    /// negative when counterclockwise. Exact for cubic segments.
    public var signedArea: Double {
        var area = segments.reduce(0) { $0 + $1.signedAreaContribution }
        if !isClosed, let first = segments.first, let last = segments.last {
            area += AnimatableCubicCurve(lineFrom: last.end, to: first.start).signedAreaContribution
        }
        return area
    }

    /// The direction the contour runs in, from the sign of its signed area, or
    /// nil when the area is zero.
    public var winding: Winding? {
        let area = signedArea
        return area > 0 ? .clockwise : area < 0 ? .counterclockwise : nil
    }

    /// The total arc length, each segment within its relative `tolerance`.
    public func perimeter(tolerance: Double = AnimatableCubicCurve.defaultArcLengthTolerance) -> Double {
        segments.reduce(0) { $0 + $1.arcLength(tolerance: tolerance) }
    }

    /// The exact bounding box of the curves, or nil when the contour is empty.
    public var bounds: Rect? {
        segments.lazy.map(\.bounds).reduce(nil) { $0?.union($1) ?? $1 }
    }
}

/// The direction in which a contour runs, as seen on screen with y down.
public enum Winding: String, Hashable, Sendable, Codable {
    /// Clockwise on screen: positive signed area.
    case clockwise
    /// Counterclockwise on screen: negative signed area.
    case counterclockwise

    /// The other direction.
    public var opposite: Winding { self == .clockwise ? .counterclockwise : .clockwise }
}
