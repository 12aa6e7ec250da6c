import ShapeMorph

/// How SVG files are imported.
public struct SVGImportOptions: Hashable, Sendable {
    /// The largest file accepted, in bytes. 64 MiB by default.
    public var maximumFileSize: Int
    /// Whether an attribute that breaks its grammar (path data, points,
    /// transforms, lengths) fails the import. When false, the importer does
    /// what SVG renderers do (render path data up to its first error, skip a
    /// broken attribute) and records a warning.
    public var isStrict: Bool
    /// The accuracy of arcs and circles, relative to the larger radius (see
    /// `SVGPathData.defaultArcTolerance`).
    public var arcTolerance: Double

    /// Creates options; the defaults suit files from Inkscape, Illustrator,
    /// Figma and icon sets.
    public init(maximumFileSize: Int = 64 << 20, isStrict: Bool = false,
                arcTolerance: Double = SVGPathData.defaultArcTolerance) {
        self.maximumFileSize = maximumFileSize
        self.isStrict = isStrict
        self.arcTolerance = arcTolerance
    }
}
