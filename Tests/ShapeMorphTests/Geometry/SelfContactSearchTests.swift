import Foundation
import Testing
@testable import ShapeMorph
import ShapeMorphTestSupport

@Suite("Exact self-contacts of contours")
struct SelfContactSearchTests {
    static func contour(_ points: [(Double, Double)]) -> Contour {
        Contour(closedThrough: points.map { Point(x: $0.0, y: $0.1) })
    }

    static func kind(_ contact: SelfContactSearch.Contact?) -> String {
        switch contact {
        case .crossing: "crossing"
        case .touch: "touch"
        case nil: "none"
        }
    }

    /// A 10 × 10 square whose bottom side a cubic from (8, 5) to (2, 5)
    /// dips towards, its lowest point at depth `low` (0 is on the side).
    static func dip(low: Double) -> Contour {
        // y(½) = 5/4 + ¾ h for both handles at height h.
        let h = (low - 1.25) / 0.75
        let points = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5), Point(x: 8, y: 5)]
        var segments = zip(points, points.dropFirst()).map { AnimatableCubicCurve(lineFrom: $0, to: $1) }
        segments.append(AnimatableCubicCurve(start: Point(x: 8, y: 5), control1: Point(x: 8, y: h),
                                             control2: Point(x: 2, y: h), end: Point(x: 2, y: 5)))
        segments.append(AnimatableCubicCurve(lineFrom: Point(x: 2, y: 5), to: Point(x: 0, y: 5)))
        segments.append(AnimatableCubicCurve(lineFrom: Point(x: 0, y: 5), to: Point(x: 0, y: 0)))
        return Contour(segments: segments, isClosed: true)
    }

    @Test("polygons: clean, crossing inside two sides, at a corner poking through a side, and touching at a corner resting on one",
          arguments: [
              ("square", [(0, 0), (10, 0), (10, 10), (0, 10)], "none"),
              ("bow tie", [(0, 0), (10, 10), (10, 0), (0, 10)], "crossing"),
              ("corner through a side", [(0, 0), (10, 0), (10, 10), (5, 0), (5, -5), (0, -5), (0, 10)], "crossing"),
              ("corner resting on a side", [(0, 0), (10, 0), (10, 10), (5, 0), (0, 10)], "touch"),
              ("corner on a corner, passing through", [(0, 0), (5, 5), (10, 10), (10, 0), (5, 5), (0, 10)], "crossing"),
              ("corner on a corner, turning back", [(0, 0), (5, 5), (0, 10), (10, 10), (5, 5), (10, 0)], "touch"),
              ("a diamond", [(0, 0), (5, 5), (0, 10), (-5, 5)], "none"),
              ("two corners kissing", [(0, 0), (5, 5), (0, 10), (10, 10), (5, 5), (10, 0), (20, 0), (20, -1), (-1, -1)], "touch"),
              ("a sliver of 1e-9", [(0, 0), (10, 0), (10, 10), (5, 1e-9), (0, 10)], "touch"),
          ] as [(String, [(Double, Double)], String)])
    func polygons(name: String, points: [(Double, Double)], expected: String) {
        let contour = Self.contour(points)
        #expect(Self.kind(SelfContactSearch(contour, tolerance: 1e-6 * 15).contact) == expected, "\(name)")
        #expect(Self.kind(SelfContactSearch(contour.reversed(), tolerance: 1e-6 * 15).contact) == expected, "\(name), reversed")
        for start in 1..<points.count {
            #expect(Self.kind(SelfContactSearch(contour.rotated(toStartAt: start), tolerance: 1e-6 * 15).contact) == expected,
                    "\(name), starting at \(start)")
        }
    }

    @Test("a curve dipping to a side: clear of it, grazing it, and through it by less and by more than the tolerance",
          arguments: [(0.01, "none"), (0, "touch"), (-2e-6, "touch"), (-1e-4, "crossing"), (-0.5, "crossing")])
    func grazingCurve(low: Double, expected: String) {
        #expect(Self.kind(SelfContactSearch(Self.dip(low: low), tolerance: 1e-5).contact) == expected)
    }

    @Test("a single cubic with a loop crosses itself; one without does not")
    func loopInOneSegment() {
        let loop = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 20, y: 20),
                                        control2: Point(x: -10, y: 20), end: Point(x: 10, y: 0))
        let open = Contour(segments: [loop], isClosed: false)
        #expect(Self.kind(SelfContactSearch(open, tolerance: 1e-5).contact) == "crossing")
        let arch = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 0, y: 20),
                                        control2: Point(x: 10, y: 20), end: Point(x: 10, y: 0))
        #expect(Self.kind(SelfContactSearch(Contour(segments: [arch], isClosed: false), tolerance: 1e-5).contact) == "none")
    }

    @Test("open contours: a stroke ending on itself touches, one running on through crosses")
    func openEnds() {
        let points = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 5, y: 10)]
        func open(_ last: Point) -> Contour {
            let all = points + [last]
            return Contour(segments: zip(all, all.dropFirst()).map { AnimatableCubicCurve(lineFrom: $0, to: $1) }, isClosed: false)
        }
        #expect(Self.kind(SelfContactSearch(open(Point(x: 5, y: 0)), tolerance: 1e-5).contact) == "touch")
        #expect(Self.kind(SelfContactSearch(open(Point(x: 5, y: -1)), tolerance: 1e-5).contact) == "crossing")
        #expect(Self.kind(SelfContactSearch(open(Point(x: 5, y: 1)), tolerance: 1e-5).contact) == "none")
    }

    /// Random closed contours of three to six cubics, against a flattening
    /// at 4,096 chords a segment tested by the polyline sweep: where the
    /// search finds a crossing, so does the flattening, and where it finds
    /// no contact at all, the flattening finds no crossing.
    @Test("on random cubic contours, the search agrees with a dense flattening", arguments: 0..<40)
    func agreesWithDenseFlattening(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let count = 3 + Int(random.unit() * 4)
        var points = (0..<count).map { _ in random.point(in: 0...100) }
        points.append(points[0])
        let segments = (0..<count).map { index in
            AnimatableCubicCurve(start: points[index], control1: random.point(in: 0...100),
                                 control2: random.point(in: 0...100), end: points[index + 1])
        }
        let contour = Contour(segments: segments, isClosed: true)
        let contact = SelfContactSearch(contour, tolerance: 1e-6 * 141).contact
        var order: [Int] = []
        let dense = Contour.crossing(ofPolyline: contour.flattened(piecesPerSegment: 4096), isClosed: true, chordOrder: &order)
        switch contact {
        case .crossing: #expect(dense != nil, "seed \(seed): the search finds a crossing the dense flattening does not")
        case nil: #expect(dense == nil, "seed \(seed): the dense flattening crosses at \(String(describing: dense))")
        case .touch: break
        }
    }

    @Test("a crossing twelve chords a segment miss is found: two arcs overlapping by a sliver between the chords' ends")
    func sliverTheSampledTestMisses() {
        // Two arcs bulging towards each other, reaching x = 5.0005 and
        // 4.9995 at y = 5; the left one cut at t = 0.46, so that no chord
        // end of its flattening lies at its peak.
        let left = AnimatableCubicCurve(start: Point(x: 0, y: 0), control1: Point(x: 5.0005 / 0.75, y: 3),
                                        control2: Point(x: 5.0005 / 0.75, y: 7), end: Point(x: 0, y: 10))
        let right = AnimatableCubicCurve(start: Point(x: 10, y: 10), control1: Point(x: 4.9995 / 0.75 - 10 / 3, y: 7),
                                         control2: Point(x: 4.9995 / 0.75 - 10 / 3, y: 3), end: Point(x: 10, y: 0))
        #expect(abs(left.point(at: 0.5).x - 5.0005) < 1e-9 && abs(right.point(at: 0.5).x - 4.9995) < 1e-9)
        let (leftHead, leftTail) = left.split(at: 0.46)
        let contour = Contour(segments: [leftHead, leftTail, AnimatableCubicCurve(lineFrom: left.end, to: right.start), right,
                                         AnimatableCubicCurve(lineFrom: right.end, to: left.start)], isClosed: true)
        #expect(contour.selfIntersection(piecesPerSegment: 12) == nil)
        #expect(Self.kind(SelfContactSearch(contour, tolerance: 1e-6 * 14).contact) == "crossing")
    }

    /// Octicons' sponsor-tiers heart: its tip is a spike whose way back
    /// (straight segments) crosses the way in (a cubic) by about 1.4e-4 at
    /// a 0.7° angle, 4.4 tolerances of a millionth of its size.
    static let heart: Contour = {
        let points: [[Double]] = [
            [16.004, 2.75, 14.54, 2.75, 13.273, 3.733, 12.845, 5.209], [12.845, 5.209, 12.636, 5.93, 11.614, 5.93, 11.405, 5.209],
            [11.405, 5.209, 10.977, 3.733, 9.710, 2.75, 8.245, 2.75], [8.245, 2.75, 6.805, 2.75, 5.75, 3.923, 5.75, 5.75],
            [5.75, 5.75, 5.75, 7.561, 6.789, 9.397, 8.594, 11.162],
            [8.594, 11.162, 9.720626882702804, 12.254570962425129, 10.974249152184376, 13.20804906776194, 12.328, 14.002],
            [12.328, 14.002, 12.321666666666669, 13.998333333333333, 12.315333333333335, 13.994666666666665, 12.309, 13.991],
            [12.309, 13.991, 12.247666666666671, 13.954, 12.186333333333337, 13.916999999999998, 12.125, 13.88],
            [12.125, 13.88, 12.174, 13.850666666666667, 12.223, 13.821333333333333, 12.272, 13.792],
            [12.272, 13.792, 13.347292138729454, 13.130473965555769, 14.356884145251424, 12.367671116183615, 15.287, 11.514],
            [15.287, 11.514, 15.41033333333334, 11.396666666666667, 15.533666666666672, 11.279333333333334, 15.657, 11.162],
            [15.657, 11.162, 17.46, 9.397, 18.5, 7.561, 18.5, 5.75], [18.5, 5.75, 18.5, 3.923, 17.445, 2.75, 16.004, 2.75],
        ]
        return Contour(segments: points.map { p in
            AnimatableCubicCurve(start: Point(x: p[0], y: p[1]), control1: Point(x: p[2], y: p[3]),
                                 control2: Point(x: p[4], y: p[5]), end: Point(x: p[6], y: p[7]))
        }, isClosed: true)
    }()

    @Test("a relative tolerance judges a contour alike at every size and place: a spike crossing its way in by 4.4 tolerances",
          arguments: [1.0, 0.75, 0.5, 0.25, 0.1, 0.01, 3, 100])
    func sameAtEverySize(scale: Double) {
        let transform = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 7 * scale, ty: -3)
        let contact = SelfContactSearch(Self.heart.transformed(by: transform), relativeTolerance: 1e-6).contact
        #expect(Self.kind(contact) == "crossing", "at scale \(scale): \(String(describing: contact))")
        // With a tolerance past the crossing's depth (2 × 3e-6 × 15.6 ≈ 1e-4 < 1.4e-4 < 2 × 6e-6 × 15.6), a touch.
        #expect(Self.kind(SelfContactSearch(Self.heart.transformed(by: transform), relativeTolerance: 6e-6).contact) == "touch")
    }

    /// Stretches of in-betweens from the corpus where the outline meets
    /// itself at or next to a joint, each with its contour's tolerance (a
    /// millionth of its size). Three loops: a segment that starts back
    /// along its neighbour, bulges out by 4–9 tolerances and cuts back
    /// across it (Simple Icons' 078 at 37/60, Octicons' 034 at 40/60), and
    /// a hooked segment's end crossed by a straight one 3e-4 long that
    /// bulges 3.4 tolerances inside the hook (Simple Icons' 015 at 41/60).
    /// One touch: a spike 2.7e-4 long but under a millionth wide, whose
    /// way back up passes the joint it hangs from by 8e-7 (Simple Icons'
    /// 056 at 40/60).
    @Test("at a joint: loops a segment closes with its neighbour cross, a spike thinner than the tolerance touches",
          arguments: [
              ("segment starting back along its neighbour", 1.6608077455122432e-05, [
                  [12.338057004547943, 17.077154966380768, 12.375757581112492, 17.172800369932794,
                   12.43520120736906, 17.279190221745157, 12.519085476075583, 17.38542865150333],
                  [12.519085476075583, 17.38542865150333, 12.518749963137482, 17.383394423980896,
                   12.516052178726483, 17.394982139598962, 12.514804250434572, 17.41880551170656],
              ], "crossing"),
              ("segment starting back along a straight neighbour", 1.6755948946851367e-05, [
                  [9.799999916908554, 16.762666749758115, 9.79623272999181, 16.76643393667486,
                   9.792465543075068, 16.7702011235916, 9.788698356158324, 16.773968310508344],
                  [9.788698356158324, 16.773968310508344, 9.787215146852503, 16.770890654098142,
                   9.817270064623678, 16.8071653889268, 9.84204111732306, 16.89359333826504],
              ], "crossing"),
              ("hooked end crossed by a short straight segment", 2.961228340013884e-05, [
                  [20.107734567738625, 11.925731017486543, 20.050793548463666, 11.956504293285798,
                   20.017040665094026, 11.958796536472354, 20.019816666666664, 11.957280967908993],
                  [20.019816666666664, 11.957280967908993, 20.01979772233213, 11.957382607519655,
                   20.01977877799759, 11.957484247130314, 20.019759833663052, 11.957585886740972],
                  [20.019759833663052, 11.957585886740972, 20.019673222442034, 12.120935642921083,
                   19.77875289440798, 12.083850939583211, 19.384058244907436, 11.868035659600862],
              ], "crossing"),
              ("spike thinner than the tolerance", 1.3324027752883353e-05, [
                  [7.210335650178889, 8.5866059465555, 5.921101153982014, 10.588580808008096,
                   4.631866657785139, 12.590555669460691, 3.342632161588263, 14.59253053091329],
                  [3.342632161588263, 14.59253053091329, 3.342632371600969, 14.592441165959762,
                   3.3426325816136746, 14.592351801006235, 3.3426327916263805, 14.592262436052707],
                  [3.3426327916263805, 14.592262436052707, 3.343191987212973, 15.402462611584516,
                   3.343751182799565, 16.212662787116326, 3.3443103783861576, 17.022862962648134],
              ], "touch"),
          ] as [(String, Double, [[Double]], String)])
    func atAJoint(name: String, tolerance: Double, points: [[Double]], expected: String) {
        let contour = Contour(segments: points.map { p in
            AnimatableCubicCurve(start: Point(x: p[0], y: p[1]), control1: Point(x: p[2], y: p[3]),
                                 control2: Point(x: p[4], y: p[5]), end: Point(x: p[6], y: p[7]))
        }, isClosed: false)
        #expect(Self.kind(SelfContactSearch(contour, tolerance: tolerance).contact) == expected, "\(name)")
        #expect(Self.kind(SelfContactSearch(contour.reversed(), tolerance: tolerance).contact) == expected, "\(name), reversed")
    }
}
