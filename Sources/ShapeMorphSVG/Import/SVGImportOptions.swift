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
    /// The most elements a document may draw, counting each time a `use`
    /// draws one again. 1,000,000 by default.
    public var maximumElementCount: Int
    /// The most segments a document may draw, all elements together.
    /// 4,000,000 by default (256 MB of curves).
    public var maximumSegmentCount: Int
    /// The accuracy of arcs and circles, relative to the larger radius (see
    /// `SVGPathData.defaultArcTolerance`).
    public var arcTolerance: Double
    /// The reader's languages (BCP 47 tags) that `systemLanguage` tests
    /// against, so that a `<switch>` draws the translation meant for them.
    /// `["en"]` by default, whatever the machine's locale, so that the same
    /// file always imports the same.
    public var languages: [String]
    /// Folders, besides the input file's own, whose image files an
    /// `<image>` may embed (their subfolders too). Empty by default: an
    /// image outside the input's folder is never read.
    public var imageFolders: [String]
    /// What turns `<text>` into outlines, or nil (the default) to carry text
    /// as written. Text using what the importer does not lay out (a
    /// `textPath`, vertical writing, baseline shifts, decorations,
    /// `textLength`) is carried as written, with a warning.
    public var textOutliner: (any SVGTextOutliner)? {
        get { outliner?.value.base as? any SVGTextOutliner }
        set { outliner = newValue.map { OutlinerBox(value: AnyHashable($0)) } }
    }
    private var outliner: OutlinerBox?

    /// An outliner as a hashable value; what it holds is a `Sendable`
    /// `SVGTextOutliner`, as only `textOutliner` stores one.
    private struct OutlinerBox: Hashable, @unchecked Sendable {
        let value: AnyHashable
    }

    /// Creates options; the defaults suit files from Inkscape, Illustrator,
    /// Figma and icon sets.
    public init(maximumFileSize: Int = 64 << 20, maximumElementCount: Int = 1_000_000,
                maximumSegmentCount: Int = 4_000_000, isStrict: Bool = false,
                arcTolerance: Double = SVGPathData.defaultArcTolerance, languages: [String] = ["en"],
                imageFolders: [String] = []) {
        self.maximumFileSize = maximumFileSize
        self.maximumElementCount = maximumElementCount
        self.maximumSegmentCount = maximumSegmentCount
        self.isStrict = isStrict
        self.arcTolerance = arcTolerance
        self.languages = languages
        self.imageFolders = imageFolders
    }
}
