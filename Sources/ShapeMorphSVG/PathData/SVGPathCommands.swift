import Foundation
import ShapeMorph
import ShapeMorphSupport

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
    func command(for segment: AnimatableCubicCurve, format: NumberFormat) -> WrittenCommand {
        guard self == .simplest else { return .cubic }
        let tolerance: Double
        switch format {
        case .decimals(let places): tolerance = Self.tolerances[min(max(places, 0), 15)]
        case .exact: tolerance = 0
        }
        let line = AnimatableCubicCurve(lineFrom: segment.start, to: segment.end)
        if max(abs(segment.control1.x - line.control1.x), abs(segment.control1.y - line.control1.y),
               abs(segment.control2.x - line.control2.x), abs(segment.control2.y - line.control2.y)) <= tolerance {
            return .line
        }
        if let control = segment.quadraticControl(within: tolerance) { return .quadratic(control) }
        return .cubic
    }

    /// A tenth of a unit in the last of 0…15 decimals, made once: a frame
    /// of hundreds of thousands of segments asks for it at every one.
    private static let tolerances = (0...15).map { 0.1 * pow(10, -Double($0)) }

    /// How a segment is written.
    enum WrittenCommand: Equatable {
        case line
        case quadratic(Point)
        case cubic
    }
}
