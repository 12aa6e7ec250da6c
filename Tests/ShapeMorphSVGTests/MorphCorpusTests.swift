import Foundation
import ShapeMorphTestSupport
import Testing
@testable import ShapeMorph
import ShapeMorphSVG

/// The morph engine's guarantees, over the real shapes of `Shapes/`.
@Suite("Morph guarantees over Shapes/")
struct MorphCorpusTests {
    static let shapes: [String: Shape] = Dictionary(uniqueKeysWithValues: allShapeNames().map { name in
        (name, try! SVGDocument(contentsOf: shapeFile(name)).shape)
    })
    static let allPairs = allShapeNames().flatMap { a in allShapeNames().map { b in (a, b) } }
    static let starShaped = ["heart", "club", "spade", "diamond", "circle", "rounded-square", "star"]
    static let starShapedPairs = starShaped.flatMap { a in starShaped.filter { $0 != a }.map { b in (a, b) } }

    @Test("progress 0 and 1 trace the inputs and keep every corner", arguments: allPairs)
    func endsAreInputs(from: String, to: String) {
        let (source, target) = (Self.shapes[from]!, Self.shapes[to]!)
        let morph = Morph(from: source, to: target)
        for (original, matched, frame) in [(source, morph.matchedSource, morph.shape(at: 0)),
                                           (target, morph.matchedTarget, morph.shape(at: 1))] {
            #expect(frame == matched)
            let size = original.bounds!.diagonal
            let error = maximumDeviation(of: matched, from: original)
            #expect(error <= 1e-9 * size, "\(from) → \(to): matched shape deviates by \(error)")
            let joints = Set(matched.contours.flatMap { $0.segments.map(\.start) })
            for contour in original.contours {
                for segment in contour.segments {
                    #expect(joints.contains(segment.start), "\(from) → \(to): corner \(segment.start) lost")
                }
            }
        }
    }

    @Test("in-betweens are well formed, with equal counts and no more than n + m segments", arguments: allPairs)
    func wellFormed(from: String, to: String) {
        let (source, target) = (Self.shapes[from]!, Self.shapes[to]!)
        let morph = Morph(from: source, to: target)
        let counts = morph.shape(at: 0).contours.map(\.segments.count)
        #expect(morph.matchedSource.segmentCount <= source.segmentCount + target.segmentCount)
        for step in 1...9 {
            let frame = morph.shape(at: Double(step) / 10)
            #expect(frame.contours.map(\.segments.count) == counts)
            for (index, contour) in frame.contours.enumerated() {
                #expect(Contour.joinFault(in: contour.segments, isClosed: contour.isClosed) == nil)
                #expect(contour.segments.allSatisfy { $0.isFinite })
                let bothClosed = morph.matchedSource.contours[index].isClosed && morph.matchedTarget.contours[index].isClosed
                #expect(contour.isClosed == bothClosed)
            }
        }
    }

    @Test("no twisting: star-shaped outlines stay simple and keep their winding", arguments: starShapedPairs)
    func noTwisting(from: String, to: String) {
        let morph = Morph(from: Self.shapes[from]!, to: Self.shapes[to]!)
        let sign = morph.shape(at: 0).signedArea > 0
        for step in 1...9 {
            let frame = morph.shape(at: Double(step) / 10)
            #expect((frame.signedArea > 0) == sign, "\(from) → \(to) at \(Double(step) / 10): winding flipped")
            let crossing = firstSelfIntersection(frame.contours[0])
            #expect(crossing == nil, "\(from) → \(to) at \(Double(step) / 10): crosses itself near \(crossing!)")
        }
    }

    @Test("travel is no more than the modulo matching or any fixed start", arguments: starShapedPairs)
    func travel(from: String, to: String) {
        let (source, target) = (Self.shapes[from]!, Self.shapes[to]!)
        let morph = Morph(from: source, to: target)
        let chosen = meanSquaredTravel(morph)
        let modulo = moduloTravel(source.contours[0], target.contours[0])
        #expect(chosen <= modulo, "\(from) → \(to): \(chosen) against modulo matching's \(modulo)")
        // A match that keeps both shapes' mirror symmetry may travel a little more.
        let isSymmetric = [0.25, 0.5, 0.75].allSatisfy { MorphSymmetryTests.mirrorDeviation(morph.shape(at: $0)) <= 1e-3 }
        let allowance = isSymmetric ? ContourCorrespondence.symmetryAllowance : 1.0001
        for start in target.contours[0].segments.indices {
            let fixed = meanSquaredTravel(Morph(from: source, to: target, options: MorphOptions(startSegmentOverrides: [0: start])))
            #expect(chosen <= fixed * allowance, "\(from) → \(to): \(chosen) against start \(start)'s \(fixed)")
        }
    }

    @Test("holes stay holes", arguments: [("ring", "circle"), ("circle", "ring"), ("ring", "ring"), ("ring", "dots"), ("dots", "ring")])
    func holes(from: String, to: String) {
        let morph = Morph(from: Self.shapes[from]!, to: Self.shapes[to]!)
        // Each contour keeps the winding of whichever end is not a point.
        let signs = zip(morph.matchedSource.contours, morph.matchedTarget.contours).map { source, target in
            (source.segments.allSatisfy(\.isDegenerate) ? target.signedArea : source.signedArea) > 0
        }
        for step in 1...9 {
            let frame = morph.shape(at: Double(step) / 10)
            #expect(frame.contours.map { $0.signedArea > 0 } == signs, "\(from) → \(to) at \(Double(step) / 10)")
        }
    }

    @Test("unequal structures: 1 ↔ 3 contours, open ↔ open, 4 ↔ 9, 8 ↔ 9", arguments: [
        ("heart", "dots"), ("dots", "heart"), ("wave", "line"), ("line", "wave"), ("heart", "spade"), ("club", "spade"),
    ])
    func unequal(from: String, to: String) {
        let (source, target) = (Self.shapes[from]!, Self.shapes[to]!)
        let morph = Morph(from: source, to: target)
        #expect(morph.matchedSource.contours.count == max(source.contours.count, target.contours.count))
        for contour in morph.shape(at: 0.5).contours where source.contours.allSatisfy({ !$0.isClosed }) {
            #expect(!contour.isClosed)
        }
        // Open ends stay ends.
        if source.contours.count == 1, !source.contours[0].isClosed {
            let frame = morph.matchedTarget.contours[0]
            let ends = [target.contours[0].segments.first!.start, target.contours[0].segments.last!.end]
            #expect(Set([frame.segments.first!.start, frame.segments.last!.end]) == Set(ends))
        }
    }

    @Test("the same inputs give bit-identical frames")
    func determinism() {
        let a = Morph(from: Self.shapes["heart"]!, to: Self.shapes["club"]!)
        let b = Morph(from: Self.shapes["heart"]!, to: Self.shapes["club"]!)
        for step in 0...10 { #expect(a.shape(at: Double(step) / 10) == b.shape(at: Double(step) / 10)) }
    }
}

// MARK: - Measurements

/// The largest distance between `matched` and `original`, where every matched
/// segment must be an exact piece of an original segment, in either direction: each piece's ends
/// are located on the original by Newton's method and the piece is compared
/// with the original over that parameter range. A straight original counts
/// with its handles at the thirds, as matching respaces them: the same line,
/// traced at an even pace.
func maximumDeviation(of matched: Shape, from original: Shape) -> Double {
    let originals = original.contours.flatMap(\.segments).map { segment in
        segment.isStraight ? AnimatableCubicCurve(lineFrom: segment.start, to: segment.end) : segment
    }
    var worst = 0.0
    // Contours collapsed to a point (partners of unpaired contours) are not input geometry.
    let drawn = matched.contours.filter { !$0.segments.allSatisfy(\.isDegenerate) }
    for piece in drawn.flatMap(\.segments) {
        // The original segment that holds both ends of the piece best.
        var best = Double.infinity
        for segment in originals {
            let t0 = parameter(of: piece.start, on: segment), t1 = parameter(of: piece.end, on: segment)
            let deviation = (0...16).map { k -> Double in
                let s = Double(k) / 16
                return piece.point(at: s).distance(to: segment.point(at: t0 + s * (t1 - t0)))
            }.max()!
            best = min(best, deviation)
        }
        worst = max(worst, best)
    }
    return worst
}

/// The parameter of the point of `curve` closest to `point`.
func parameter(of point: Point, on curve: AnimatableCubicCurve) -> Double {
    var t = (0...256).map { Double($0) / 256 }.min { curve.point(at: $0).distance(to: point) < curve.point(at: $1).distance(to: point) }!
    for _ in 0..<30 {
        let d = curve.point(at: t) - point
        let first = curve.derivative(at: t), second = curve.secondDerivative(at: t)
        let slope = d.dot(first), curvature = first.dot(first) + d.dot(second)
        guard curvature > 0 else { break }
        t = min(max(t - slope / curvature, 0), 1)
    }
    return t
}

/// The mean squared distance travelled by the points of the outline: the
/// squared distance between corresponding points of each pair of matched
/// segments (16 samples), weighted by the pair's mean arc length, so that
/// how the outlines are cut into segments does not change the measure.
func meanSquaredTravel(_ morph: Morph) -> Double {
    let pairs = zip(morph.matchedSource.contours, morph.matchedTarget.contours).flatMap { p, q in
        Array(zip(p.segments, q.segments))
    }
    return weightedTravel(pairs)
}

/// The same measure for the article's matching: the shorter list of segments
/// cycled modulo its length against the longer.
func moduloTravel(_ p: Contour, _ q: Contour) -> Double {
    let count = max(p.segments.count, q.segments.count)
    return weightedTravel((0..<count).map { (p.segments[$0 % p.segments.count], q.segments[$0 % q.segments.count]) })
}

private func weightedTravel(_ pairs: [(AnimatableCubicCurve, AnimatableCubicCurve)]) -> Double {
    var sum = 0.0, totalWeight = 0.0
    for (a, b) in pairs {
        let weight = (a.arcLength() + b.arcLength()) / 2
        let mean = (0..<16).reduce(0.0) { $0 + (a.point(at: Double($1) / 16) - b.point(at: Double($1) / 16)).magnitudeSquared } / 16
        sum += weight * mean
        totalWeight += weight
    }
    return sum / totalWeight
}

/// A point where the flattened contour crosses itself, or nil.
func firstSelfIntersection(_ contour: Contour, perSegment: Int = 12) -> Point? {
    let points = contour.segments.flatMap { segment in (0..<perSegment).map { segment.point(at: Double($0) / Double(perSegment)) } }
    let n = points.count
    for i in 0..<n {
        let (a, b) = (points[i], points[(i + 1) % n])
        for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
            let (c, d) = (points[j], points[(j + 1) % n])
            let d1 = (b - a).cross(c - a), d2 = (b - a).cross(d - a)
            let d3 = (d - c).cross(a - c), d4 = (d - c).cross(b - c)
            if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) { return a }
        }
    }
    return nil
}
