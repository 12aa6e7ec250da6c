import ShapeMorph
public import ShapeMorphSVG
public import ShapeMorphSupport

/// Writes an animation as a self-contained Swift file for a SwiftUI app:
/// an enum of the morph's keys and the geometry between them, which needs
/// nothing but the standard library (it compiles and runs on Linux), and,
/// behind `#if canImport(SwiftUI)`, a `Shape` whose `animatableData` is a
/// layer's points as one vector (the seed of this toolkit: a whole shape
/// as a vector SwiftUI interpolates) and a `View` that plays the keys with
/// SwiftUI's own animations.
///
/// Between two keys every point moves in a straight line, eased as the
/// earlier key says (`linear`, a cubic Bézier as
/// `Animation.timingCurve`, or a hold): the same keys, exact where the
/// timing is, fitted within the tolerance where it is a spring, that the
/// other formats write. Each layer is a path in its fill and stroke colour
/// (gradients in their fallback colour, dashes drawn solid,
/// `swiftUIWarnings` says where), its stroke width scaled with the view.
///
///     let text = SwiftUIWriter(typeName: "HeartToClub").text(animation, in: document)
///
/// The geometry alone: `HeartToClub.pathData(track: 0, layer: 0, at: 0.5)`.
public struct SwiftUIWriter: AnimationTextWriter {
    /// The name of the enum of keys; the shape and view add `Shape` and `View`.
    public var typeName: String
    /// How numbers are written.
    public var format: NumberFormat

    /// A writer naming its types after `typeName` (a Swift identifier).
    public init(typeName: String, format: NumberFormat = .default) {
        (self.typeName, self.format) = (typeName, format)
    }

    public func text(_ animation: SVGAnimation, in document: SVGDocument) -> String {
        SwiftUISource(typeName: typeName, format: format).text(animation, in: document)
    }

    public func write(_ animation: SVGAnimation, in document: SVGDocument,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try Array(text(animation, in: document).utf8).withUnsafeBytes(output)
    }

    /// A Swift type name made of `name` (a file's name): its words, each
    /// capitalised, letters and digits only, `Morph` before a leading digit;
    /// `Morph` for none.
    public static func typeName(for name: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Morph" }
        return first.isNumber ? "Morph" + joined : joined
    }
}
