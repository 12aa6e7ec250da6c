import Testing
import ShapeMorph
import ShapeMorphSVG

@Suite("README")
struct ReadmeExampleTests {
    /// The library example of README.md, verbatim apart from the print.
    @Test("the library example runs and writes a path")
    func libraryExample() throws {
        let heart = try SVGDocument.builtIn(named: "heart")!
        let club = try SVGDocument.builtIn(named: "club")!
        let morph = Morph(from: heart.shape, to: club.shape)

        var frame = heart
        frame.shape = morph.shape(at: 0.5)
        let text = frame.svgText(format: .decimals(2))
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
        #expect(text.contains("<path d=\"M"))
        let reread = try SVGDocument(data: .init(text.utf8), fileName: "frame.svg")
        #expect(reread.shape.segmentCount == morph.matchedSource.segmentCount)
    }
}
