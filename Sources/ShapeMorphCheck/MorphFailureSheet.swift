public import Foundation
public import ShapeMorphSVG
internal import ShapeMorph
internal import ShapeMorphRaster

/// A contact sheet of the frames that show a morph's failures, to look at
/// what a check found.
public enum MorphFailureSheet {
    /// Writes the frames of `morph` at `progresses` side by side, labelled
    /// with their progress, as `name`.svg and `name`.png in `folder` (made
    /// when missing); returns the PNG's location.
    @discardableResult
    public static func write(_ morph: DocumentMorph, at progresses: [Double], to folder: URL, name: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let frames = MorphMeasurement.frames(of: morph, at: progresses)
        let viewBox = morph.source.viewBox.union(morph.target.viewBox)
        let columns = min(progresses.count, 6)
        let text = SVGContactSheet.svgText(documents: frames, labels: progresses.map { String(format: "p = %.3g", $0) },
                                           viewBox: viewBox, columns: columns)
        try Data(text.utf8).write(to: folder.appendingPathComponent(name + ".svg"), options: .atomic)
        let sheet = try SVGDocument(data: Data(text.utf8), fileName: name + ".svg")
        let image = try SVGRenderer.render(sheet, width: min(1_536, 256 * columns))
        let png = folder.appendingPathComponent(name + ".png")
        try Data(PNGEncoder.encode(image)).write(to: png, options: .atomic)
        return png
    }
}
