import Foundation
import ShapeMorph
import ShapeMorphTestSupport
import Testing
@testable import ShapeMorphSVG
import ShapeMorphSupport

@Suite("Path commands")
struct SVGPathCommandsTests {
    static let start = Point(x: 10, y: 20)
    static let end = Point(x: 70.25, y: -3)

    /// The shape of `segments` read back from its written path data.
    static func readBack(_ segments: [AnimatableCubicCurve], format: NumberFormat) -> (text: String, shape: Shape) {
        let shape = Shape(contours: [Contour(segments: segments, isClosed: false)])
        let text = SVGPathData.string(for: shape, format: format, commands: .simplest)
        let (read, error) = SVGPathData.shape(from: text)
        #expect(error == nil)
        return (text, read)
    }

    @Test("a straight segment is written L, a raised quadratic Q, and both read back as the very same numbers")
    func exactRoundTrip() throws {
        let line = AnimatableCubicCurve(lineFrom: Self.start, to: Self.end)
        let quadratic = AnimatableCubicCurve(quadraticFrom: Self.end, control: Point(x: 33.1, y: 7.7), to: Point(x: -4, y: 9.5))
        let cubic = AnimatableCubicCurve(start: Point(x: -4, y: 9.5), control1: Point(x: 0, y: 30), control2: Point(x: 20, y: 30), end: Self.start)
        let (text, shape) = Self.readBack([line, quadratic, cubic], format: .exact)
        #expect(text == "M10 20L70.25 -3Q33.1 7.7 -4 9.5C0 30 20 30 10 20")
        #expect(shape.contours[0].segments == [line, quadratic, cubic])
    }

    @Test("controls on the chord but off its thirds, and a quadratic moved by a thousandth, stay C")
    func nearMissesStayCubic() throws {
        let offThirds = AnimatableCubicCurve(start: Self.start, control1: Self.start.lerp(to: Self.end, 0.1),
                                             control2: Self.start.lerp(to: Self.end, 0.9), end: Self.end)
        var nearlyQuadratic = AnimatableCubicCurve(quadraticFrom: Self.end, control: Point(x: 33.1, y: 7.7), to: Point(x: -4, y: 9.5))
        nearlyQuadratic.control2.x += 0.001
        for format in [NumberFormat.exact, .decimals(3)] {
            let (text, _) = Self.readBack([offThirds, nearlyQuadratic], format: format)
            #expect(!text.contains("L") && !text.contains("Q"), "\(format): \(text)")
        }
    }

    @Test("rounded, a segment within a tenth of the last decimal of L or Q is written so, and reads back within the rounding")
    func roundedRoundTrip() throws {
        // Glyph curves placed by a transform: raised quadratics up to rounding error.
        let placement = AffineTransform(a: 0.024, b: 0.0003, c: -0.0003, d: -0.024, tx: 31.7, ty: 100.3)
        let glyph = [AnimatableCubicCurve(quadraticFrom: Point(x: 0, y: 0), control: Point(x: 300, y: 700), to: Point(x: 1000, y: 714)),
                     AnimatableCubicCurve(lineFrom: Point(x: 1000, y: 714), to: Point(x: 1000, y: 0))]
            .map { $0.transformed(by: placement) }
        let (text, shape) = Self.readBack(glyph, format: .decimals(3))
        #expect(text.contains("Q") && text.contains("L"), "\(text)")
        let original = Shape(contours: [Contour(segments: glyph, isClosed: false)])
        #expect(maximumSampledDistance(original, shape) <= 0.0005 * 2.0.squareRoot())
    }

    @Test("path data is one C per segment unless asked; documents are written in the simplest commands")
    func cubicUnlessAsked() throws {
        let shape = Shape(contours: [Contour(segments: [AnimatableCubicCurve(lineFrom: Self.start, to: Self.end)], isClosed: false)])
        #expect(SVGPathData.string(for: shape) == "M10 20C30.083 12.333 50.167 4.667 70.25 -3")
        let document = SVGDocument(shape: shape, viewBox: Rect(minX: 0, minY: -10, maxX: 80, maxY: 30))
        #expect(document.svgText().contains(#"d="M10 20L70.25 -3""#))
        #expect(document.svgText(commands: .cubic).contains(#"d="M10 20C30.083 12.333 50.167 4.667 70.25 -3""#))
    }
}
