public import ShapeMorph

/// A linear or radial gradient paint, resolved to the document's root user
/// space: references (`href`) followed, object-bounding-box units and every
/// transform above the painted element applied, so that it paints the
/// element's imported contours as the original painted the element.
///
/// A linear gradient is always written without a transform (an affine map
/// of one is another linear gradient); a radial one keeps a transform only
/// when the map is not a similarity (it draws ellipses).
public struct SVGGradient: Hashable, Sendable {
    /// Where the gradient's colours lie.
    public enum Geometry: Hashable, Sendable {
        /// Colours along the line from `start` (offset 0) to `end` (offset
        /// 1), constant across it.
        case linear(start: Point, end: Point)
        /// Colours on circles from the focal circle (offset 0) to the outer
        /// circle (offset 1).
        case radial(centre: Point, radius: Double, focus: Point, focusRadius: Double)
    }

    /// How the gradient paints beyond offsets 0 and 1 (`spreadMethod`).
    public enum Spread: String, Hashable, Sendable {
        /// The end colours go on.
        case pad
        /// The gradient goes back and forth.
        case reflect
        /// The gradient starts again.
        case `repeat`
    }

    /// One colour stop.
    public struct Stop: Hashable, Sendable {
        /// Its place, 0…1, never before the previous stop's.
        public var offset: Double
        /// Its `stop-color`.
        public var colour: Paint
        /// Its `stop-opacity`, 0…1.
        public var opacity: Double

        /// Creates a stop.
        public init(offset: Double, colour: Paint, opacity: Double = 1) {
            self.offset = offset
            self.colour = colour
            self.opacity = opacity
        }
    }

    /// The gradient's line or circles, in the space `transform` maps to user space.
    public var geometry: Geometry {
        get { parts.geometry }
        set { parts = Parts(geometry: newValue, stops: stops, spread: spread, transform: transform) }
    }
    /// The stops in offset order; at least one.
    public var stops: [Stop] {
        get { parts.stops }
        set { parts = Parts(geometry: geometry, stops: newValue, spread: spread, transform: transform) }
    }
    /// How it paints beyond its ends.
    public var spread: Spread {
        get { parts.spread }
        set { parts = Parts(geometry: geometry, stops: stops, spread: newValue, transform: transform) }
    }
    /// The map from the geometry's space to user space: the identity but
    /// for radial gradients drawing ellipses.
    public var transform: ShapeMorph.AffineTransform {
        get { parts.transform }
        set { parts = Parts(geometry: geometry, stops: stops, spread: spread, transform: newValue) }
    }

    /// The four, held by reference: a paint (which may hold two gradients)
    /// is then a few hundred bytes smaller, and copying or comparing one
    /// without a gradient (at every key of a long animation) cheaper.
    /// Never changed: a gradient set anew takes new parts.
    private final class Parts: Sendable {
        package let geometry: Geometry, stops: [Stop], spread: Spread, transform: ShapeMorph.AffineTransform

        package init(geometry: Geometry, stops: [Stop], spread: Spread, transform: ShapeMorph.AffineTransform) {
            (self.geometry, self.stops, self.spread, self.transform) = (geometry, stops, spread, transform)
        }
    }
    private var parts: Parts

    /// Creates a gradient; `geometry` is brought to user space by
    /// `transform` (and the transform kept only where it must be).
    ///
    /// - Precondition: `stops` is not empty.
    public init(geometry: Geometry, stops: [Stop], spread: Spread = .pad, transform: ShapeMorph.AffineTransform = .identity) {
        precondition(!stops.isEmpty, "A gradient needs at least one stop.")
        let (geometry, transform) = Self.userSpace(geometry, transform)
        parts = Parts(geometry: geometry, stops: stops, spread: spread, transform: transform)
    }

    public static func == (lhs: SVGGradient, rhs: SVGGradient) -> Bool {
        lhs.parts === rhs.parts
            || (lhs.geometry == rhs.geometry && lhs.stops == rhs.stops && lhs.spread == rhs.spread && lhs.transform == rhs.transform)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(geometry)
        hasher.combine(stops)
        hasher.combine(spread)
        hasher.combine(transform)
    }

    /// Whether it is padded (not repeating or reflecting) and, radial,
    /// draws circles (no transform) from a focal point (no focal circle):
    /// what simpler formats (Lottie) can say.
    public var isPlain: Bool {
        guard spread == .pad, transform == .identity else { return false }
        if case .radial(_, _, _, let focusRadius) = geometry { return focusRadius == 0 }
        return true
    }

    /// Whether it is a linear gradient.
    public var isLinear: Bool {
        if case .linear = geometry { return true }
        return false
    }

    /// The colour of its first stop that is not fully transparent (of its
    /// first stop when all are): the solid colour that stands for it where
    /// a gradient cannot be painted.
    public var fallbackColour: Paint { Self.fallbackColour(of: stops) }

    /// The colour of the first of `stops` that is not fully transparent.
    package static func fallbackColour(of stops: [Stop]) -> Paint {
        (stops.first { $0.opacity > 0 } ?? stops[0]).colour
    }

    /// `geometry` under `transform`, as user-space geometry and the transform
    /// left over.
    private static func userSpace(_ geometry: Geometry, _ transform: AffineTransform) -> (Geometry, AffineTransform) {
        guard transform != .identity, transform.determinant != 0 else { return (geometry, transform) }
        // A similarity keeps lines perpendicular and circles circles.
        let isSimilarity = transform.isSimilarity(within: roundingFraction)
        switch geometry {
        case let .linear(start, end):
            let direction = end - start
            let length = direction.dot(direction)
            guard !isSimilarity, length > 0 else {
                return (.linear(start: transform.apply(to: start), end: transform.apply(to: end)), .identity)
            }
            // Lines of one offset run across d; T maps them to lines along
            // T(d⊥). The user-space line runs from T(s) by the part of T(d)
            // across them.
            let mapped = transform.apply(to: direction)
            let across = transform.apply(to: Vector(dx: -direction.dy, dy: direction.dx))
            let userStart = transform.apply(to: start)
            return (.linear(start: userStart, end: userStart + (mapped - across * (mapped.dot(across) / across.dot(across)))),
                    .identity)
        case let .radial(centre, radius, focus, focusRadius):
            guard isSimilarity else { return (geometry, transform) }
            let scale = abs(transform.determinant).squareRoot()
            return (.radial(centre: transform.apply(to: centre), radius: radius * scale,
                            focus: transform.apply(to: focus), focusRadius: focusRadius * scale), .identity)
        }
    }
}
