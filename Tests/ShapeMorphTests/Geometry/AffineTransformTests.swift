import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("AffineTransform")
struct AffineTransformTests {
    @Test("composition applies the first transform first")
    func composition() {
        let shiftThenScale = AffineTransform.translation(dx: 1, dy: 2).followed(by: .scale(x: 10, y: 100))
        #expect(shiftThenScale.apply(to: Point(x: 0, y: 0)) == Point(x: 10, y: 200))
        #expect(AffineTransform.identity.followed(by: shiftThenScale) == shiftThenScale)
    }

    @Test("rotation by a quarter turn is clockwise on screen")
    func rotation() {
        let turned = AffineTransform.rotation(radians: Double.pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(turned.isApproximatelyEqual(to: Point(x: 0, y: 1), absoluteTolerance: 1e-15))
    }

    @Test("scaling and rotating about a point keep that point; shapes and contours scale and turn about it")
    func aboutAPoint() throws {
        let centre = Point(x: 10, y: 20), p = Point(x: 13, y: 24)
        #expect(AffineTransform.scale(by: 2, about: centre).apply(to: centre).isApproximatelyEqual(to: centre, absoluteTolerance: 1e-12))
        #expect(AffineTransform.scale(by: 2, about: centre).apply(to: p).isApproximatelyEqual(to: Point(x: 16, y: 28), absoluteTolerance: 1e-12))
        #expect(AffineTransform.rotation(radians: .pi / 2, about: centre).apply(to: p).isApproximatelyEqual(to: Point(x: 6, y: 23), absoluteTolerance: 1e-12))
        let square = Shape(contours: [Contour(closedThrough: [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)])])
        let middle = square.bounds!.center
        let bigger = try #require(square.scaled(by: 1.5, about: middle).bounds)
        #expect(bigger.center == middle && bigger.width == 6)
        let turned = try #require(square.contours[0].rotated(by: .pi, about: middle).bounds)
        #expect(turned.center.isApproximatelyEqual(to: middle, absoluteTolerance: 1e-12))
        #expect(abs(square.rotated(by: 0.3, about: middle).signedArea - square.signedArea) < 1e-9)
    }

    @Test("vectors ignore translation; mirrors have negative determinant")
    func linearPart() {
        let t = AffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 5, ty: 5)
        #expect(t.apply(to: Vector(dx: 1, dy: 1)) == Vector(dx: 2, dy: -1))
        #expect(t.determinant == -2)
    }

    @Test("a transformed curve traces the transformed points", arguments: SeededRandom.curves(5, seed: 8))
    func curveTransform(curve: AnimatableCubicCurve) {
        let t = AffineTransform(a: 0.3, b: -1.2, c: 0.8, d: 2, tx: 7, ty: -3)
        let error = maximumDistance({ curve.transformed(by: t).point(at: $0) }, { t.apply(to: curve.point(at: $0)) })
        #expect(error <= 1e-12)
    }

    @Test("lines and quadratics stay exactly lines and quadratics through a chain of transforms, as a writer needs for L and Q")
    func degreeKept() throws {
        let chain = [AffineTransform(a: 0.024, b: 0, c: 0, d: -0.024, tx: 31.7, ty: 110),
                     AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -31.7, ty: -0.3),
                     AffineTransform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 12.25, ty: 90.1)]
        for control in [Point(x: 517, y: 1203), Point(x: 1.0 / 3, y: 7.1), Point(x: -88.5, y: 1e-3)] {
            var quadratic = AnimatableCubicCurve(quadraticFrom: Point(x: 10, y: 20), control: control, to: Point(x: 700, y: -3))
            var line = AnimatableCubicCurve(lineFrom: Point(x: 10, y: 20), to: control)
            var mappedControl = control
            for transform in chain {
                let plain = AnimatableCubicCurve(start: transform.apply(to: quadratic.start), control1: transform.apply(to: quadratic.control1),
                                                 control2: transform.apply(to: quadratic.control2), end: transform.apply(to: quadratic.end))
                (quadratic, line) = (quadratic.transformed(by: transform), line.transformed(by: transform))
                mappedControl = transform.apply(to: mappedControl)
                #expect(quadratic.isApproximatelyEqual(to: plain, absoluteTolerance: 1e-12))
                let recovered = try #require(quadratic.quadraticControl(within: 0))
                #expect(recovered.isApproximatelyEqual(to: mappedControl, absoluteTolerance: 1e-9))
                #expect(AnimatableCubicCurve(quadraticFrom: quadratic.start, control: recovered, to: quadratic.end) == quadratic)
                #expect(line.isLineAtThirds)
            }
        }
        // A cubic that is neither is mapped through its control points and stays neither.
        let cubic = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 1, y: 3), control2: Point(x: 4, y: 3), end: Point(x: 5, y: 0))
        #expect(cubic.transformed(by: chain[2]).quadraticControl(within: 1e-6) == nil && !cubic.transformed(by: chain[2]).isLineAtThirds)
    }

    @Test("the inverse undoes the transform; a flattening transform has none")
    func inverse() throws {
        let t = AffineTransform(a: 0.3, b: -1.2, c: 0.8, d: 2, tx: 7, ty: -3)
        let inverse = try #require(t.inverse)
        for point in [Point(x: 0, y: 0), Point(x: 12.5, y: -4), Point(x: -1e3, y: 7e2)] {
            #expect(inverse.apply(to: t.apply(to: point)).isApproximatelyEqual(to: point, absoluteTolerance: 1e-9))
        }
        #expect(AffineTransform.scale(x: 0, y: 1).inverse == nil)
        #expect(AffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 0, ty: 0).inverse == nil)
    }
}
