import Foundation
public import ShapeMorph
public import ShapeMorphSupport

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
    /// The same command for a segment in every one of a set of shapes (the
    /// frames of a sequence): the simplest that writes it in all of them,
    /// so that any two are paths of the same commands (CSS `d`
    /// transitions, Android `pathData` morphs, diffs) — see
    /// `SVGSharedCommands`.
    case shared(SVGSharedCommands)

    /// The command `segment` (segment `index` of contour `contour` of the
    /// shape written) is written with in `format`, and the quadratic
    /// control point for `Q`.
    func command(for segment: AnimatableCubicCurve, contour: Int, index: Int, format: NumberFormat) -> WrittenCommand {
        switch self {
        case .cubic: return .cubic
        case .simplest: return Self.simplestCommand(for: segment, format: format)
        case .shared(let shared):
            let simplest = Self.simplestCommand(for: segment, format: format)
            switch shared.kind(contour: contour, segment: index) {
            case .line?: return simplest
            case .quadratic?:
                if case .line = simplest, let control = segment.quadraticControl(within: Self.tolerance(of: format)) {
                    return .quadratic(control)
                }
                return simplest
            case .cubic?, nil: return .cubic
            }
        }
    }

    /// The commands of a shape's contours from `offset` on (an element's,
    /// whose shape is written alone).
    func startingAtContour(_ offset: Int) -> SVGPathCommands {
        if case .shared(let shared) = self { .shared(shared.startingAtContour(offset)) } else { self }
    }

    /// The simplest command that writes `segment` in `format`.
    fileprivate static func simplestCommand(for segment: AnimatableCubicCurve, format: NumberFormat) -> WrittenCommand {
        let tolerance = Self.tolerance(of: format)
        let line = AnimatableCubicCurve(lineFrom: segment.start, to: segment.end)
        if max(abs(segment.control1.x - line.control1.x), abs(segment.control1.y - line.control1.y),
               abs(segment.control2.x - line.control2.x), abs(segment.control2.y - line.control2.y)) <= tolerance {
            return .line
        }
        if let control = segment.quadraticControl(within: tolerance) { return .quadratic(control) }
        return .cubic
    }

    /// How far a control point may be from where a simpler command puts
    /// it, written in `format`: a tenth of a unit in its last decimal.
    private static func tolerance(of format: NumberFormat) -> Double {
        switch format {
        case .decimals(let places): tolerances[min(max(places, 0), 15)]
        case .exact: 0
        }
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

/// The simplest command for each segment of a set of shapes that writes it
/// in every one of them (`L` where it is straight in all, `Q` where it is a
/// raised quadratic or straight in all, else `C`), for shapes of one
/// structure: the same count of contours, each with the same count of
/// segments.
///
///     let shared = SVGSharedCommands(fitting: frames.map(\.shape), format: .default)
///     let text = frame.svgText(commands: shared.map { .shared($0) } ?? .cubic)
///
/// A document's elements are written with the commands of their contours.
/// A shape of another structure is written as `.simplest` writes it.
public struct SVGSharedCommands: Hashable, Sendable {
    /// Per contour, per segment, the command every shape allows.
    private var kinds: [[Kind]]
    /// Where the contours of the shape written begin among `kinds`.
    private var contourOffset = 0

    fileprivate enum Kind: UInt8, Hashable, Sendable, Comparable {
        case line, quadratic, cubic
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// The commands that write every one of `shapes` in `format`, or nil
    /// when they are not all of one structure (or there are none).
    public init?(fitting shapes: some Sequence<Shape>, format: NumberFormat) {
        var iterator = shapes.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(fitting: first, format: format)
        while let shape = iterator.next() {
            guard include(shape, format: format) else { return nil }
        }
    }

    /// The commands that write `shape` in `format`.
    public init(fitting shape: Shape, format: NumberFormat) {
        kinds = Self.kinds(of: shape, format: format)
    }

    /// Makes the commands write `shape` too, where it is of their
    /// structure; false, and no change, where it is not.
    public mutating func include(_ shape: Shape, format: NumberFormat) -> Bool {
        include(SVGSharedCommands(fitting: shape, format: format))
    }

    /// Makes the commands write what `other` writes too, where it is of
    /// their structure; false, and no change, where it is not.
    public mutating func include(_ other: SVGSharedCommands) -> Bool {
        guard kinds.count == other.kinds.count, zip(kinds, other.kinds).allSatisfy({ $0.count == $1.count }) else { return false }
        kinds = zip(kinds, other.kinds).map { zip($0, $1).map(max) }
        return true
    }

    /// Whether `shape` is of their structure.
    public func fits(_ shape: Shape) -> Bool {
        kinds.count == shape.contours.count && zip(kinds, shape.contours).allSatisfy { $0.count == $1.segments.count }
    }

    /// The simplest command of each segment of `shape`.
    private static func kinds(of shape: Shape, format: NumberFormat) -> [[Kind]] {
        shape.contours.map { contour in
            contour.segments.map { segment in
                switch SVGPathCommands.simplestCommand(for: segment, format: format) {
                case .line: .line
                case .quadratic: .quadratic
                case .cubic: .cubic
                }
            }
        }
    }

    /// The commands of the contours from `offset` on (an element's, whose
    /// shape is written alone).
    func startingAtContour(_ offset: Int) -> SVGSharedCommands {
        var shifted = self
        shifted.contourOffset += offset
        return shifted
    }

    /// The command of segment `segment` of contour `contour` of the shape
    /// written, nil beyond the structure.
    fileprivate func kind(contour: Int, segment: Int) -> Kind? {
        let index = contourOffset + contour
        guard kinds.indices.contains(index), kinds[index].indices.contains(segment) else { return nil }
        return kinds[index][segment]
    }
}
