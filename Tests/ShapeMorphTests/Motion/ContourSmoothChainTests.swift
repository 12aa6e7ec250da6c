import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph

@Suite("Smooth chain through anchors (the ⅓-tangent rule)")
struct ContourSmoothChainTests {
    let anchors = [Point(x: 0, y: 0), Point(x: 10, y: 2), Point(x: 14, y: 9), Point(x: 5, y: 12), Point(x: -3, y: 6)]

    @Test("handles lie along the neighbour-to-neighbour tangent at ⅓ of the distance to the neighbour", arguments: [true, false])
    func thirdRule(isClosed: Bool) {
        let chain = Contour(smoothlyThrough: anchors, isClosed: isClosed)
        let n = anchors.count
        #expect(chain.segments.count == (isClosed ? n : n - 1))
        #expect(chain.isClosed == isClosed)
        func tangent(_ i: Int) -> Vector {
            let previous = isClosed ? anchors[(i + n - 1) % n] : anchors[max(i - 1, 0)]
            let next = isClosed ? anchors[(i + 1) % n] : anchors[min(i + 1, n - 1)]
            return (next - previous) / (next - previous).length
        }
        for (index, segment) in chain.segments.enumerated() {
            let next = (index + 1) % n
            #expect(segment.start == anchors[index] && segment.end == anchors[next])
            let third = anchors[index].distance(to: anchors[next]) / 3
            let wanted1 = anchors[index] + tangent(index) * third, wanted2 = anchors[next] - tangent(next) * third
            #expect(segment.control1.distance(to: wanted1) <= 1e-12, "segment \(index): control1 \(segment.control1), wanted \(wanted1)")
            #expect(segment.control2.distance(to: wanted2) <= 1e-12, "segment \(index): control2 \(segment.control2), wanted \(wanted2)")
        }
    }

    @Test("every joint is smooth: the handles on either side are collinear with it")
    func smoothJoints() {
        let chain = Contour(smoothlyThrough: anchors, isClosed: true)
        for index in chain.segments.indices {
            let incoming = chain.segments[(index + chain.segments.count - 1) % chain.segments.count]
            let joint = chain.segments[index].start
            let cross = (joint - incoming.control2).cross(chain.segments[index].control1 - joint)
            expectClose(cross, 0, absolute: 1e-9, "joint \(index): cross product \(cross)")
            #expect((joint - incoming.control2).dot(chain.segments[index].control1 - joint) > 0)
        }
    }

    @Test("equally spaced points of a circle give a curve within 1 % of it", arguments: [8, 12, 64])
    func circle(count: Int) {
        let points = (0..<count).map { index -> Point in
            let angle = 2 * Double.pi * Double(index) / Double(count)
            return Point(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
        }
        let worst = MotionFixtures.radialError(of: Contour(smoothlyThrough: points, isClosed: true))
        #expect(worst <= 0.01 * 40, "worst radial error \(worst) at \(count) anchors")
    }

    @Test("coincident neighbours give a zero tangent: handles on the anchor, nothing undefined")
    func coincident() {
        let chain = Contour(smoothlyThrough: [Point(x: 1, y: 1), Point(x: 1, y: 1)], isClosed: false)
        #expect(chain.segments == [AnimatableCubicCurve(start: Point(x: 1, y: 1), control1: Point(x: 1, y: 1),
                                                        control2: Point(x: 1, y: 1), end: Point(x: 1, y: 1))])
    }
}

import Foundation

extension ContourSmoothChainTests {
    @Test("smoothing a contour in place gives the same chain as making a new one", arguments: [true, false])
    func inPlace(isClosed: Bool) {
        var contour = CardSuits.club
        contour.smooth(through: anchors, isClosed: isClosed)
        #expect(contour == Contour(smoothlyThrough: anchors, isClosed: isClosed))
        contour.smooth(through: Array(anchors.prefix(3)), isClosed: !isClosed)
        #expect(contour == Contour(smoothlyThrough: Array(anchors.prefix(3)), isClosed: !isClosed))
    }
}
