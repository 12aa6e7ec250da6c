/// One command of SVG path data as written: its letter, whether it was
/// relative (lowercase), its numbers, and where it starts in the `d` text.
///
/// Implicit repeats (`L 1 2 3 4`) are separate commands of the same kind; the
/// pairs after a moveto are line-tos, as the SVG grammar says.
public struct SVGPathCommand: Hashable, Sendable {
    /// The kind of a path command, named by its uppercase letter.
    public enum Kind: UInt8, Hashable, Sendable, CaseIterable {
        /// `M`: starts a subpath.
        case moveTo = 0x4D
        /// `L`: a line.
        case lineTo = 0x4C
        /// `H`: a horizontal line.
        case horizontalLineTo = 0x48
        /// `V`: a vertical line.
        case verticalLineTo = 0x56
        /// `C`: a cubic Bézier curve.
        case curveTo = 0x43
        /// `S`: a cubic Bézier curve whose first handle mirrors the last one.
        case smoothCurveTo = 0x53
        /// `Q`: a quadratic Bézier curve.
        case quadraticCurveTo = 0x51
        /// `T`: a quadratic Bézier curve whose control mirrors the last one.
        case smoothQuadraticCurveTo = 0x54
        /// `A`: an elliptical arc.
        case arc = 0x41
        /// `Z`: closes the subpath.
        case closePath = 0x5A

        /// How many numbers one instance of the command takes.
        public var argumentCount: Int {
            switch self {
            case .closePath: 0
            case .horizontalLineTo, .verticalLineTo: 1
            case .moveTo, .lineTo, .smoothQuadraticCurveTo: 2
            case .smoothCurveTo, .quadraticCurveTo: 4
            case .curveTo: 6
            case .arc: 7
            }
        }

        /// The command letter, uppercase.
        public var letter: Character { Character(UnicodeScalar(rawValue)) }
    }

    /// What the command does.
    public var kind: Kind
    /// Whether the coordinates are relative to the current point (lowercase letter).
    public var isRelative: Bool
    /// The numbers in the first `kind.argumentCount` lanes, the other lanes
    /// zero: a fixed-size value, so reading path data allocates nothing per
    /// command.
    var values: SIMD8<Double>
    /// The byte offset in the `d` text where the command (or, for an implicit
    /// repeat, its first number) begins.
    public var offset: Int

    /// The numbers, `kind.argumentCount` of them; arc flags are 0 or 1.
    public var arguments: [Double] { (0..<kind.argumentCount).map { values[$0] } }

    /// Creates a command; `arguments` holds `kind.argumentCount` numbers.
    init(kind: Kind, isRelative: Bool, arguments: [Double], offset: Int) {
        precondition(arguments.count == kind.argumentCount,
                     "\(kind.letter) takes \(kind.argumentCount) numbers, not \(arguments.count)")
        var values = SIMD8<Double>()
        for (index, argument) in arguments.enumerated() { values[index] = argument }
        self.init(kind: kind, isRelative: isRelative, values: values, offset: offset)
    }

    init(kind: Kind, isRelative: Bool, values: SIMD8<Double>, offset: Int) {
        self.kind = kind
        self.isRelative = isRelative
        self.values = values
        self.offset = offset
    }
}
