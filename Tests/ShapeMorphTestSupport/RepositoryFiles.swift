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

/// The shared corpus of real icons and logos, `../shared/corpus` beside the
/// repository (CI places it there).
public let corpusFolder = repositoryFolder.deletingLastPathComponent().appendingPathComponent("shared/corpus")
