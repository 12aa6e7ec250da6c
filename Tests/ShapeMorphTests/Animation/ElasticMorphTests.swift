import Testing
@testable import ShapeMorph

@Suite("Elastic morph")
struct ElasticMorphTests {
    static let morph = Morph(from: Shape(contours: [CardSuits.heart]), to: Shape(contours: [CardSuits.club]))

    static func largestGap(_ a: Shape, _ b: Shape) -> Double {
        zip(a.contours, b.contours).flatMap { zip($0.segments, $1.segments) }.map { p, q in
            [p.start.distance(to: q.start), p.control1.distance(to: q.control1),
             p.control2.distance(to: q.control2), p.end.distance(to: q.end)].max()!
        }.max() ?? 0
    }

    @Test("starts exactly at the source and settles on the target")
    func ends() {
        let jelly = ElasticMorph(Self.morph, spring: .bouncy, lag: 0.1, softening: 0.5)
        #expect(jelly.shape(at: 0) == Self.morph.matchedSource)
        #expect(jelly.shape(at: -1) == Self.morph.matchedSource)
        let travel = Self.largestGap(Self.morph.matchedSource, Self.morph.matchedTarget)
        for time in [jelly.duration, jelly.duration + 0.5, jelly.duration * 3] {
            let gap = Self.largestGap(jelly.shape(at: time), Self.morph.matchedTarget)
            #expect(gap <= Spring.defaultSettlingTolerance * travel, "at \(time) s: \(gap) from the target")
        }
    }

    @Test("joints stay joined at every time")
    func jointsStayJoined() {
        let jelly = ElasticMorph(Self.morph, spring: .bouncy, lag: 0.2, softening: 0.8)
        for step in 0...60 {
            let shape = jelly.shape(at: Double(step) / 60)
            for contour in shape.contours {
                for (a, b) in zip(contour.segments, contour.segments.dropFirst() + [contour.segments[0]]) {
                    #expect(a.end == b.start, "a joint opened at \(Double(step) / 60) s")
                }
            }
        }
    }

    @Test("without lag or softening it is the morph played on the spring")
    func uniformSpring() {
        let jelly = ElasticMorph(Self.morph, spring: .snappy, lag: 0, softening: 0)
        for step in 0...40 {
            let time = Double(step) / 40
            let want = Self.morph.shape(at: Spring.snappy.position(at: time))
            #expect(Self.largestGap(jelly.shape(at: time), want) <= 1e-12, "at \(time) s")
        }
    }

    @Test("the middle of a contour lags behind its start point")
    func middleLags() {
        let jelly = ElasticMorph(Self.morph, spring: .smooth, lag: 0.1, softening: 0.5)
        let source = Self.morph.matchedSource.contours[0].segments, target = Self.morph.matchedTarget.contours[0].segments
        let frame = jelly.shape(at: 0.15).contours[0].segments
        func progress(_ segment: Int) -> Double {
            let a = source[segment].start, b = target[segment].start, p = frame[segment].start
            return (p - a).dot(b - a) / (b - a).dot(b - a)
        }
        let middle = source.count / 2
        #expect(progress(0) > progress(middle) + 0.1, "start \(progress(0)), middle \(progress(middle))")
        #expect(jelly.duration > Spring.smooth.settlingDuration())
    }
}
