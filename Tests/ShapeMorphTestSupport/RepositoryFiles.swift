import Foundation

/// The repository's root folder, found from this file's path.
public let repositoryFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The repository's `Shapes/` folder: the built-in shapes as SVG files.
public let shapesFolder = repositoryFolder.appendingPathComponent("Shapes")

/// The URL of `Shapes/NAME.svg`.
public func shapeFile(_ name: String) -> URL { shapesFolder.appendingPathComponent("\(name).svg") }

/// The names of every SVG file in `Shapes/`, without extension, sorted.
public func allShapeNames() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: shapesFolder.path)) ?? [])
        .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
}

/// The corpus of real icons and logos kept with the tests, `Tests/Corpus`
/// (unchanged copies with their licences; see its README).
public let corpusFolder = repositoryFolder.appendingPathComponent("Tests/Corpus")
