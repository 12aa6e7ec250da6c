import Foundation
import ShapeMorph
import ShapeMorphCheck
import ShapeMorphSVG
import ShapeMorphTesting
import Testing

@Suite("ShapeMorphTesting: expectations on morphs for Swift Testing")
struct ExpectCleanMorphTests {
    @Test("a clean morph records nothing and hands back its measurement")
    func clean() throws {
        let heart = try SVGDocument(builtIn: "heart"), club = try SVGDocument(builtIn: "club")
        let measurement = expectCleanMorph(DocumentMorph(from: heart, to: club), named: "heart → club")
        #expect(measurement?.newCrossings.isEmpty == true)
        #expect(expectCleanMorph(from: heart.shape, to: club.shape) != nil)
    }

    @Test("a twisted morph records an issue naming the pair, the frames and where, and writes their contact sheet")
    func twisted() throws {
        let heart = try SVGDocument(builtIn: "heart").shape, spade = try SVGDocument(builtIn: "spade").shape
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            expectCleanMorph(from: heart, to: spade, options: MorphOptions(startSegmentOverrides: [0: 2]), named: "heart twist",
                             sheetFolder: folder)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("heart twist: ") && text.contains("new self-crossing") && text.contains("contour 0 from p = ")
                && text.contains(folder.appendingPathComponent("heart-twist.png").path)
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("heart-twist.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("heart-twist.svg").path))
    }
}
