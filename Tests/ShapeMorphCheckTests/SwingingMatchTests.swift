import Foundation
import ShapeMorph
import ShapeMorphCheck
import ShapeMorphSVG
import Testing

/// Where the leading match's in-betweens cross themselves, a clean match
/// that travels far more swings the shape round; the leader's path bent
/// clean changes it in place. Judged by the check's own measures.
@Suite("Swinging matches")
struct SwingingMatchTests {
    @Test("Phosphor's open padlock into a brandy glass changes in place, without crossings")
    func padlockIntoGlass() throws {
        let icons = MorphMeasurementTests.corpus.appendingPathComponent("phosphor/icons")
        let padlock = try SVGDocument(contentsOf: icons.appendingPathComponent("fill-lock-simple-open-fill.svg"))
        let glass = try SVGDocument(contentsOf: icons.appendingPathComponent("fill-brandy-fill.svg"))
        let measurement = try MorphMeasurement(DocumentMorph(from: padlock, to: glass))
        // Taking the clean match of least travel (twice the leader's and
        // more), the padlock swung round on its way: travel 0.264.
        #expect(measurement.travel < 0.2, "travel \(measurement.travel)")
        #expect(measurement.newCrossings.isEmpty)
    }
}
