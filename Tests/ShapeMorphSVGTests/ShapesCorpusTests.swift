import Foundation
import ShapeMorphTestSupport
import Testing
import ShapeMorph
@testable import ShapeMorphSVG

@Suite("Shapes corpus")
struct ShapesCorpusTests {
    /// Contour and segment counts as listed in Shapes/README.md.
    static let expected: [(String, [Int], Bool)] = [
        ("heart", [4], true), ("club", [8], true), ("spade", [9], true), ("diamond", [4], true),
        ("circle", [4], true), ("rounded-square", [8], true), ("star", [10], true), ("ring", [4, 4], true),
        ("crescent", [6], true), ("arrow", [7], true), ("cloud", [9], true), ("wave", [4], false),
        ("lightning", [7], true), ("dots", [4, 4, 4], true), ("line", [1], false),
    ]

    @Test("every file imports with the listed counts and no warning", arguments: expected)
    func imports(name: String, counts: [Int], closed: Bool) throws {
        let document = try SVGDocument(contentsOf: shapeFile(name))
        #expect(document.shape.contours.map(\.segments.count) == counts)
        #expect(document.shape.contours.allSatisfy { $0.isClosed == closed })
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        #expect(document.viewBox == Rect(minX: 0, minY: 0, maxX: 100, maxY: 100))
    }

    @Test("the table covers every file of Shapes/")
    func tableIsComplete() {
        #expect(Set(Self.expected.map(\.0)) == Set(allShapeNames()))
    }

    @Test("each built-in is found by name, and an unknown name throws one error that lists them")
    func builtInLookup() throws {
        #expect(SVGDocument.builtInNames.count == Self.expected.count)
        for name in SVGDocument.builtInNames { #expect(try SVGDocument(builtIn: name).shape.segmentCount > 0) }
        #expect {
            try SVGDocument(builtIn: "hart")
        } throws: { error in
            guard case let SVGError.unreadable(file, reason) = error else { return false }
            return file == "hart" && reason.contains("heart, lightning")
        }
    }

    @Test("the ring's hole winds opposite to its outline")
    func ringHole() throws {
        let ring = try SVGDocument(contentsOf: shapeFile("ring")).shape
        #expect(ring.contours[0].winding == .clockwise)
        #expect(ring.contours[1].winding == .counterclockwise)
        let expectedArea = Double.pi * (42 * 42 - 24 * 24)
        expectClose(ring.signedArea, expectedArea, relative: 1e-3)
    }
}
