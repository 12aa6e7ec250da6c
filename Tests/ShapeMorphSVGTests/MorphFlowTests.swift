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

    static func crossings(of morph: Morph) -> [String] {
        func crosses(_ contour: Contour) -> Bool { SelfContactSearch(contour, relativeTolerance: 1e-6).crossing != nil }
        let endsCross = zip(morph.matchedSource.contours, morph.matchedTarget.contours).map { crosses($0) || crosses($1) }
        return (1..<64).flatMap { step in
            morph.shape(at: Double(step) / 64).contours.enumerated()
                .filter { !endsCross[$0.offset] && crosses($0.element) }.map { "contour \($0.offset) at \(step)/64" }
        }
    }

    @Test("Crashlytics' gear into Workplace's @ melts: bends at every 32nd, exact ends, no in-between crosses itself")
    func melting() throws {
        let morph = Morph(from: try Self.shape("logos/logos/crashlytics.svg"), to: try Self.shape("logos/logos/workplace-icon.svg"))
        // Bends at every 32nd: the flow's keys.
        #expect(morph.bends == (1..<32).map { Double($0) / 32 })
        #expect(morph.shape(at: 0) == morph.matchedSource)
        #expect(morph.shape(at: 1) == morph.matchedTarget)
        #expect(Self.crossings(of: morph).isEmpty, "\(Self.crossings(of: morph))")
    }

    /// The @ touches itself where the W meets the ring, and Sidekiq's
    /// figure where its limbs meet: a straight path keeps those touches
    /// (which chords twelve a segment took for crossings, so that it used
    /// to melt), and crosses nowhere.
    @Test("Workplace's @ into Sidekiq's kicking figure: no in-between crosses itself")
    func touchingEnds() throws {
        let morph = Morph(from: try Self.shape("logos/logos/workplace-icon.svg"), to: try Self.shape("logos/logos/sidekiq-icon.svg"))
        #expect(Self.crossings(of: morph).isEmpty, "\(Self.crossings(of: morph))")
    }
}
