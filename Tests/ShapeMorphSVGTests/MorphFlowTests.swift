import Testing
@testable import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport

/// Melting through curve-shortening flow: where every straight and bent
/// path, and every pocket grown, folds a contour, both ends are smoothed by
/// the flow and the path runs through their smoothed outlines.
@Suite("Paths through curve-shortening flow")
struct MorphFlowTests {
    static func shape(_ file: String) throws -> Shape {
        try SVGDocument(contentsOf: corpusFolder.appendingPathComponent(file)).shape
    }

    @Test("Crashlytics' gear into Workplace's @, and the @ into Sidekiq's kicking figure: exact ends, no in-between crosses itself", arguments: [
        ("crashlytics", "workplace-icon"), ("workplace-icon", "sidekiq-icon"),
    ])
    func logos(source: String, target: String) throws {
        let morph = Morph(from: try Self.shape("logos/logos/\(source).svg"), to: try Self.shape("logos/logos/\(target).svg"))
        // Bends at every 32nd: the flow's keys.
        #expect(morph.bends == (1..<32).map { Double($0) / 32 })
        #expect(morph.shape(at: 0) == morph.matchedSource)
        #expect(morph.shape(at: 1) == morph.matchedTarget)
        let endsCross = zip(morph.matchedSource.contours, morph.matchedTarget.contours).map {
            $0.selfIntersection() != nil || $1.selfIntersection() != nil
        }
        for step in 1..<64 {
            let frame = morph.shape(at: Double(step) / 64)
            for (index, contour) in frame.contours.enumerated() where !endsCross[index] {
                #expect(contour.selfIntersection() == nil, "contour \(index) crosses itself at \(step)/64")
            }
        }
    }
}
