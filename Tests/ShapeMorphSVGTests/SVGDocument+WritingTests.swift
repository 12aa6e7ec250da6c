import Foundation
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

/// Golden files of the writer, as usvg keeps them: every `Golden/writer/NAME.svg`
/// is imported and written at the default precision, and the text must be
/// `NAME-expected.svg` byte for byte. After an intended change of the writer,
/// run the tests with `SHAPEMORPH_UPDATE_GOLDEN=1` to write the expected files
/// again, and look at the difference before committing it.
@Suite("Writer golden files")
struct SVGDocumentWritingTests {
    static let folder = repositoryFolder.appendingPathComponent("Tests/ShapeMorphSVGTests/Golden/writer")

    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".svg") && !$0.hasSuffix("-expected.svg") }.map { String($0.dropLast(4)) }.sorted()

    @Test("there are golden files to compare")
    func goldenFilesExist() {
        #expect(Self.inputs.count >= 4, "found \(Self.inputs)")
    }

    @Test("each input is written as its expected file", arguments: inputs)
    func written(name: String) throws {
        let document = try SVGDocument(contentsOf: Self.folder.appendingPathComponent("\(name).svg"))
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        let text = document.svgText()
        let expectedFile = Self.folder.appendingPathComponent("\(name)-expected.svg")
        if ProcessInfo.processInfo.environment["SHAPEMORPH_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: expectedFile)
        }
        #expect(text == (try String(contentsOf: expectedFile, encoding: .utf8)), "\(name): update the golden file if the change is intended")
    }
}
