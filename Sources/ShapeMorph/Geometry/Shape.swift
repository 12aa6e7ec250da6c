/// A figure made of contours, outlines and holes, filled by a fill rule.
///
/// Holes are contours that the fill rule leaves empty: with `.nonZero` they
/// run opposite to the outline around them; with `.evenOdd` any direction
/// works. Coordinates are SVG user units, y down.
public struct Shape: Hashable, Sendable, Codable {
    /// The contours (SVG subpaths) in drawing order.
    public var contours: [Contour]
    /// How overlapping contours decide what is inside.
    public var fillRule: FillRule

    /// Creates a shape from its contours.
    public init(contours: [Contour], fillRule: FillRule = .nonZero) {
        self.contours = contours
        self.fillRule = fillRule
    }

    /// The total number of segments over all contours.
    public var segmentCount: Int { contours.reduce(0) { $0 + $1.segments.count } }

    /// Whether every coordinate of every segment is finite.
    public var isFinite: Bool { contours.allSatisfy { $0.segments.allSatisfy(\.isFinite) } }

    /// The sum of the contours' signed areas (holes running opposite to their
    /// outline subtract).
    public var signedArea: Double { contours.reduce(0) { $0 + $1.signedArea } }

    /// The exact bounding box of all curves, or nil when the shape is empty.
    public var bounds: Rect? {
        contours.lazy.compactMap(\.bounds).reduce(nil) { $0?.union($1) ?? $1 }
    }

    /// The sum of the contours' perimeters, each segment within its relative
    /// `tolerance`.
    public func perimeter(tolerance: Double = AnimatableCubicCurve.defaultArcLengthTolerance) -> Double {
        contours.reduce(0) { $0 + $1.perimeter(tolerance: tolerance) }
    }

    /// The shape mapped by `transform`.
    public func transformed(by transform: AffineTransform) -> Shape {
        Shape(contours: contours.map { $0.transformed(by: transform) }, fillRule: fillRule)
    }
}

/// The rule that decides which points a shape's contours enclose, as SVG's
/// `fill-rule`.
public enum FillRule: String, Hashable, Sendable, Codable {
    /// Inside where the contours wind around the point a non-zero number of times.
    case nonZero = "nonzero"
    /// Inside where a ray from the point crosses an odd number of contours.
    case evenOdd = "evenodd"
}
