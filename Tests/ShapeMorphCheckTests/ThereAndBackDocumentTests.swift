import Foundation
import ShapeMorph
import ShapeMorphCheck
import ShapeMorphSVG
import Testing

/// A filled slash morphing into a stroked line flattens onto it with both
/// sides, where the line's stroke draws it traced there and back the same;
/// judged by the check's own measures and its end frames drawn.
@Suite("Open contours traced there and back, in documents")
struct ThereAndBackDocumentTests {
    /// A filled slash, a bar 20 long and 2 wide at 45°.
    static let slash = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
          <path d="M2.3 3.7 3.7 2.3 21.7 20.3 20.3 21.7Z"/>
        </svg>
        """

    /// A line along the slash, stroked with `cap` caps and round joins.
    static func line(cap: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
          <path d="M3 3 21 21" fill="none" stroke="black" stroke-width="1.5" stroke-linecap="\(cap)" stroke-linejoin="round"/>
        </svg>
        """
    }

    /// The slash morphed into the line stroked with `cap` caps, whether
    /// the line was traced there and back, and the check's measures of it
    /// (its end frames drawn within 0.999 of the inputs).
    static func measured(cap: String) throws -> (tracedThereAndBack: Bool, measurement: MorphMeasurement) {
        func document(_ text: String) throws -> SVGDocument { try SVGDocument(data: Data(text.utf8), fileName: "test.svg") }
        let morph = try DocumentMorph(from: document(slash), to: document(line(cap: cap)))
        let measurement = try MorphMeasurement(morph)
        #expect(measurement.endOverlaps.allSatisfy { $0 > 0.999 }, "end overlaps \(measurement.endOverlaps)")
        return (morph.morph.matches.map(\.isTracedThereAndBack) == [true], measurement)
    }

    @Test("A slash into a round-capped line flattens onto it, its end drawn as the line")
    func roundCaps() throws {
        let (traced, measurement) = try Self.measured(cap: "round")
        #expect(traced)
        #expect(measurement.newCrossings.isEmpty)
        // Met at a seam (as the square-capped line is), the slash's one side
        // runs back along it: distortion 0.51, travel 0.13; here 0.03, 0.04.
        #expect(measurement.distortion < 0.1, "distortion \(measurement.distortion)")
        #expect(measurement.travel < 0.08, "travel \(measurement.travel)")
    }

    @Test("A square-capped line is met at a seam: traced back, its far cap would be lost")
    func squareCaps() throws {
        #expect(try !Self.measured(cap: "square").tracedThereAndBack)
    }
}
