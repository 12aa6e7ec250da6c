import Foundation
import ShapeMorphTestSupport
import Testing
import ShapeMorph
@testable import ShapeMorphSVG
import ShapeMorphSupport

@Suite("Write and read back")
struct SVGRoundTripTests {
    @Test("every file of Shapes/ round-trips through the writer", arguments: allShapeNames())
    func shapesRoundTrip(name: String) throws {
        let document = try SVGDocument(contentsOf: shapeFile(name))
        for (format, tolerance) in [(NumberFormat.exact, 0.0), (.default, 0.0005 * 2.0.squareRoot())] {
            let text = document.svgText(format: format)
            let reread = try SVGDocument(data: Data(text.utf8), fileName: "\(name) (written)")
            #expect(reread.warnings.isEmpty)
            #expect(reread.paint == document.paint && reread.shape.fillRule == document.shape.fillRule)
            #expect(reread.viewBox == document.viewBox)
            let distance = maximumSampledDistance(document.shape, reread.shape)
            #expect(distance <= tolerance, "\(name) at \(format): moved by \(distance)")
        }
    }

    @Test("random shapes round-trip exactly at full precision", arguments: 0..<20)
    func randomShapes(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 2000 - 1000
        }
        let contours = (0..<(1 + Int(seed % 3))).map { _ -> Contour in
            let vertices = (0..<(1 + Int(seed % 7))).map { _ in Point(x: next(), y: next()) }
            var segments: [AnimatableCubicCurve] = []
            for (index, start) in vertices.enumerated() {
                let end = vertices[(index + 1) % vertices.count]
                segments.append(AnimatableCubicCurve(start: start, control1: Point(x: next(), y: next()),
                                                     control2: Point(x: next(), y: next()), end: end))
            }
            return Contour(segments: segments, isClosed: seed % 2 == 0)
        }
        let shape = Shape(contours: contours, fillRule: seed % 3 == 0 ? .evenOdd : .nonZero)
        let document = SVGDocument(shape: shape, viewBox: Rect(minX: -1000, minY: -1000, maxX: 1000, maxY: 1000),
                                   paint: SVGPaint(fill: "#123456"))
        let reread = try SVGDocument(data: Data(document.svgText(format: .exact).utf8), fileName: "random.svg")
        #expect(reread.shape == shape)
    }
}
