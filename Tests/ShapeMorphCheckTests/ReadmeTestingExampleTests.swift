import Foundation
import ShapeMorph
import ShapeMorphCheck
import ShapeMorphSVG
import ShapeMorphTesting
import Testing

// README example begins
@Test func suitsMorphCleanly() throws {
    let heart = try SVGDocument(builtIn: "heart")
    let club = try SVGDocument(builtIn: "club")
    expectCleanMorph(DocumentMorph(from: heart, to: club), named: "heart → club")

    var limits = MorphLimits()
    limits.travel = 0.3  // points may travel at most 0.3 of the diagonal on average
    let measurement = expectCleanMorph(from: heart.shape, to: club.shape, within: limits)
    #expect(measurement?.pops.isEmpty == true)
}
// README example ends

@Test("the Swift Testing example of docs/checking.md is the test above, verbatim")
func readmeTestingExample() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("docs/checking.md"), encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let test = try #require(source.components(separatedBy: "// README example begins\n").dropFirst().first?
        .components(separatedBy: "// README example ends").first)
    let imports = source.prefix { $0 != "/" }.replacingOccurrences(of: "import Foundation\n", with: "")
    #expect(readme.contains("<!-- example: swift-testing -->\n```swift\n" + imports + test + "```"))
}
