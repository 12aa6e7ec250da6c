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

    static func document(_ text: String) throws -> SVGDocument {
        try SVGDocument(data: Data(text.utf8), fileName: "test.svg")
    }

    @Test("A slash into a round-capped line flattens onto it, its end drawn as the line")
    func roundCaps() throws {
        let morph = try DocumentMorph(from: Self.document(Self.slash), to: Self.document(Self.line(cap: "round")))
        #expect(morph.morph.matches.map(\.isTracedThereAndBack) == [true])
        let measurement = try MorphMeasurement(morph)
        #expect(measurement.endOverlaps.allSatisfy { $0 > 0.999 }, "end overlaps \(measurement.endOverlaps)")
        #expect(measurement.newCrossings.isEmpty)
        // Met at a seam (as the square-capped line is), the slash's one side
        // runs back along it: distortion 0.51, travel 0.13; here 0.03, 0.04.
        #expect(measurement.distortion < 0.1, "distortion \(measurement.distortion)")
        #expect(measurement.travel < 0.08, "travel \(measurement.travel)")
    }

    @Test("A square-capped line is met at a seam: traced back, its far cap would be lost")
    func squareCaps() throws {
        let morph = try DocumentMorph(from: Self.document(Self.slash), to: Self.document(Self.line(cap: "square")))
        #expect(morph.morph.matches.map(\.isTracedThereAndBack) == [false])
        let measurement = try MorphMeasurement(morph)
        #expect(measurement.endOverlaps.allSatisfy { $0 > 0.999 }, "end overlaps \(measurement.endOverlaps)")
    }
}
