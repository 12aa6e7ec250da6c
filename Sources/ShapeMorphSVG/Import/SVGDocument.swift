import Foundation
import ShapeMorph

/// An SVG image reduced to what morphing needs: one `Shape` holding every
/// drawn element's outline in the root's user space (all transforms applied,
/// the root `viewBox` mapping not), the `viewBox`, and the paint to export.
///
///     let heart = try SVGDocument(contentsOf: URL(fileURLWithPath: "Shapes/heart.svg"))
///     heart.shape.segmentCount  // 4
public struct SVGDocument: Hashable, Sendable {
    /// The outlines of all drawn elements, in document order: one element's
    /// as drawn, under its fill rule; several elements' each turned into its
    /// nonzero equivalent (`Shape.nonZeroEquivalent()`) under the nonzero
    /// rule, so that overlapping elements fill together instead of cancelling.
    public var shape: Shape
    /// The root's `viewBox`: from the attribute, else `0 0 width height`, else
    /// the shape's bounds.
    public var viewBox: Rect
    /// The root's `width` and `height` in CSS pixels, when given in absolute units.
    public var width: Double?, height: Double?
    /// The root's `preserveAspectRatio`, as written (default `xMidYMid meet`).
    public var preserveAspectRatio: String
    /// The paint of the first drawn element, for export.
    public var paint: SVGPaint
    /// What the importer skipped or repaired.
    public var warnings: [SVGWarning]

    /// A document for export: `shape` in `viewBox` coordinates.
    public init(shape: Shape, viewBox: Rect, width: Double? = nil, height: Double? = nil,
                paint: SVGPaint = SVGPaint(), preserveAspectRatio: String = "xMidYMid meet") {
        self.shape = shape
        self.viewBox = viewBox
        self.width = width
        self.height = height
        self.preserveAspectRatio = preserveAspectRatio
        self.paint = paint
        self.warnings = []
    }

    /// Imports the SVG file at `url`, reading at most
    /// `options.maximumFileSize` bytes.
    public init(contentsOf url: URL, options: SVGImportOptions = SVGImportOptions()) throws(SVGError) {
        let file = url.path
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: options.maximumFileSize + 1) ?? Data()
        } catch {
            throw .unreadable(file: file, reason: Self.reason(error))
        }
        guard data.count <= options.maximumFileSize else {
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? data.count
            throw .tooLarge(file: file, size: size, limit: options.maximumFileSize)
        }
        try self.init(data: data, fileName: file, options: options)
    }

    /// Imports SVG from bytes; `fileName` names them in errors and warnings.
    public init(data: Data, fileName: String, options: SVGImportOptions = SVGImportOptions()) throws(SVGError) {
        guard data.count <= options.maximumFileSize else {
            throw .tooLarge(file: fileName, size: data.count, limit: options.maximumFileSize)
        }
        let root: ParsedXMLElement
        do {
            root = try XMLDocumentReader.rootElement(of: data)
        } catch {
            throw .malformedXML(file: fileName, line: error.line, column: error.column, message: error.message)
        }
        var importer = SVGImporter(fileName: fileName, options: options)
        self = try importer.document(from: root)
    }

    /// The map from `viewBox` coordinates to the viewport (`width` ×
    /// `height`, defaulting to the viewBox size) that `preserveAspectRatio`
    /// defines.
    public var viewportTransform: ShapeMorph.AffineTransform {
        SVGViewport.transform(viewBox: viewBox, width: width ?? viewBox.width, height: height ?? viewBox.height,
                              preserveAspectRatio: preserveAspectRatio)
    }

    private static func reason(_ error: any Error) -> String {
        let text = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }
}
