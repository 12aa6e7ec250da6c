import Foundation
import ShapeMorph

/// Which commands path data is written with.
public enum SVGPathCommands: Hashable, Sendable {
    /// `M`, one `C` per segment and `Z`: every shape with the same contour
    /// and segment counts writes the same command sequence, which SMIL, CSS,
    /// Lottie and Android need to morph from one to the next.
    case cubic
    /// The shortest command that reads back as each segment: `L` for a
    /// straight segment with its controls at the thirds (as SVG reads `L`),
    /// `Q` for a cubic that is a quadratic raised (every curve of a
    /// TrueType glyph), `C` for the rest. Renderers then draw the curve the
    /// source defined, and files are smaller. Reading back gives the same
    /// segment to the format's precision: within a tenth of a unit in its
    /// last decimal, and for `.exact`, the very same numbers.
    case simplest

    /// The command `segment` is written with in `format`, and the
    /// quadratic control point for `Q`.
    func command(for segment: AnimatableCubicCurve, format: SVGNumberFormat) -> WrittenCommand {
        guard self == .simplest else { return .cubic }
        let tolerance: Double
        switch format {
        case .decimals(let places): tolerance = 0.1 * pow(10, -Double(min(max(places, 0), 15)))
        case .exact: tolerance = 0
        }
        func readsBack(as other: AnimatableCubicCurve) -> Bool {
            max(abs(other.control1.x - segment.control1.x), abs(other.control1.y - segment.control1.y),
                abs(other.control2.x - segment.control2.x), abs(other.control2.y - segment.control2.y)) <= tolerance
        }
        let (start, end) = (segment.start, segment.end)
        if readsBack(as: AnimatableCubicCurve(lineFrom: start, to: end)) { return .line }
        // A quadratic raised puts its cubic controls two thirds of the way to its control point from each end.
        let fromStart = start + (segment.control1 - start) * 1.5
        let fromEnd = end + (segment.control2 - end) * 1.5
        let between = Point(x: (fromStart.x + fromEnd.x) / 2, y: (fromStart.y + fromEnd.y) / 2)
        let candidates = [between, fromStart, fromEnd]
        for control in candidates where readsBack(as: AnimatableCubicCurve(quadraticFrom: start, control: control, to: end)) {
            return .quadratic(control)
        }
        // For the very same numbers, a quadratic placed by transforms may need
        // its control a unit in the last place from where the division lands.
        guard tolerance == 0, abs(between.x - fromStart.x) <= 4 * between.x.ulp, abs(between.y - fromStart.y) <= 4 * between.y.ulp else {
            return .cubic
        }
        for candidate in candidates {
            for x in [candidate.x.nextDown, candidate.x, candidate.x.nextUp] {
                for y in [candidate.y.nextDown, candidate.y, candidate.y.nextUp] {
                    let control = Point(x: x, y: y)
                    if readsBack(as: AnimatableCubicCurve(quadraticFrom: start, control: control, to: end)) { return .quadratic(control) }
                }
            }
        }
        return .cubic
    }

    /// How a segment is written.
    enum WrittenCommand: Equatable {
        case line
        case quadratic(Point)
        case cubic
    }
}
