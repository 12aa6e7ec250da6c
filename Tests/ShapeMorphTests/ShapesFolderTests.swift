import Foundation
import ShapeMorphTestSupport
import Testing

@Suite("Shapes folder")
struct ShapesFolderTests {
    static let required = [
        "heart", "club", "spade", "diamond", "circle", "rounded-square", "star", "ring",
        "crescent", "arrow", "cloud", "wave",
    ]

    static func svgFileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: shapesFolder.path)
            .filter { $0.hasSuffix(".svg") }.sorted()
    }

    @Test("every required shape exists", arguments: required)
    func requiredShapeExists(name: String) {
        #expect(FileManager.default.fileExists(atPath: shapesFolder.appendingPathComponent("\(name).svg").path))
    }

    @Test("Shapes/README.md lists every SVG file and no other")
    func readmeListsEveryFile() throws {
        let readme = try String(contentsOf: shapesFolder.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = Set(readme.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        })
        #expect(listed == Set(try Self.svgFileNames()))
    }
}
