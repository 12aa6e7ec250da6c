internal import CFreeType
internal import CHarfBuzz
import Foundation
import ShapeMorph

/// One face of a font file, read by FreeType (outlines) and HarfBuzz
/// (shaping), both in font units. Faces are kept for the process.
final class FontFace: @unchecked Sendable {
    let path: String
    let index: Int
    let family: String
    let style: String
    let unitsPerEm: Double
    /// Whether it has variation axes (its outlines are then loaded scaled, so that they follow them).
    let isVariable: Bool
    /// Above and below the baseline, in font units (descender positive down).
    let ascender: Double, descender: Double
    /// The x-height, sub- and superscriptShift offsets, underline and strikeout
    /// positions (above the baseline) and thicknesses, in font units, y up;
    /// from the OS/2 and post tables, or CSS's usual proportions where a font lacks them.
    let xHeight: Double, subscriptShift: Double, superscriptShift: Double
    let underline: Double, underlineThickness: Double, strikeout: Double, strikeoutThickness: Double
    private let face: FT_Face
    let hbFont: OpaquePointer
    /// HarfBuzz, for the face's layout tables and variations.
    let libraries: TextLibraries

    nonisolated(unsafe) private static var library: FT_Library?
    nonisolated(unsafe) private static var faces: [String: FontFace] = [:]

    /// The face `index` of the file at `path`, read once.
    /// - Precondition: `FontRegistry.lock` is held.
    static func at(_ path: String, index: Int, family: String, style: String) throws(TextError) -> FontFace {
        let key = "\(index):\(path)"
        if let face = faces[key] { return face }
        let libraries = try TextLibraries.opened()
        if library == nil {
            var made: FT_Library?
            guard FT_Init_FreeType(&made) == 0, let made else { throw .unreadableFont(path: path, reason: "FreeType cannot start") }
            library = made
        }
        var face: FT_Face?
        guard FT_New_Face(library, path, FT_Long(index), &face) == 0, let face else {
            throw .unreadableFont(path: path, reason: "FreeType cannot read it")
        }
        // A variable font's axes apply only to scaled outlines: one pixel per font unit, in 26.6 fixed point.
        if Self.isVariable(face) {
            FT_Set_Char_Size(face, 0, FT_F26Dot6(max(1, face.pointee.units_per_EM)) * 64, 72, 72)
        }
        guard let blob = libraries.hbBlobCreateFromFileOrFail(path) else {
            FT_Done_Face(face)
            throw .unreadableFont(path: path, reason: "HarfBuzz cannot read it")
        }
        let hbFace = libraries.hbFaceCreate(blob, UInt32(index))
        libraries.hbBlobDestroy(blob)
        let hbFont = libraries.hbFontCreate(hbFace)!
        libraries.hbFaceDestroy(hbFace)
        // A named instance of a variable font (fontconfig's index above 0xFFFF): HarfBuzz's advances follow it.
        if index >> 16 > 0 { libraries.hbFontSetVarNamedInstance(hbFont, UInt32((index >> 16) - 1)) }
        let made = FontFace(path: path, index: index, family: family, style: style, face: face, hbFont: hbFont, libraries: libraries)
        faces[key] = made
        return made
    }

    private init(path: String, index: Int, family: String, style: String, face: FT_Face, hbFont: OpaquePointer, libraries: TextLibraries) {
        (self.path, self.index, self.family, self.style, self.face, self.hbFont) = (path, index, family, style, face, hbFont)
        self.libraries = libraries
        let record = face.pointee
        unitsPerEm = Double(max(1, record.units_per_EM))
        isVariable = Self.isVariable(face)
        ascender = Double(record.ascender)
        descender = Double(-record.descender)
        let em = unitsPerEm
        // The post table's underline position is the line's middle (FreeType moves its copy to the top edge).
        let post = FT_Get_Sfnt_Table(face, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self).pointee
        underline = post.map { Double($0.underlinePosition) } ?? (record.underline_thickness > 0 ? Double(record.underline_position) : -0.1 * em)
        underlineThickness = record.underline_thickness > 0 ? Double(record.underline_thickness) : 0.05 * em
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee, table.version != 0xFFFF {
            xHeight = table.sxHeight > 0 ? Double(table.sxHeight) : 0.5 * em
            subscriptShift = table.ySubscriptYOffset != 0 ? Double(table.ySubscriptYOffset) : 0.2 * em
            superscriptShift = table.ySuperscriptYOffset != 0 ? Double(table.ySuperscriptYOffset) : 0.4 * em
            strikeout = table.yStrikeoutPosition != 0 ? Double(table.yStrikeoutPosition) : 0.25 * em
            strikeoutThickness = table.yStrikeoutSize > 0 ? Double(table.yStrikeoutSize) : underlineThickness
        } else {
            (xHeight, subscriptShift, superscriptShift, strikeout, strikeoutThickness) = (0.5 * em, 0.2 * em, 0.4 * em, 0.25 * em, underlineThickness)
        }
    }

    /// Whether it is a colour font (colour layers or bitmaps: COLR, CBDT,
    /// sbix, SVG glyphs), whose glyphs outlines draw in one colour, if at
    /// all.
    var isColour: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 }

    /// Whether `face` has variation axes.
    private static func isVariable(_ face: FT_Face) -> Bool {
        face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0
    }

    /// Runs `body` with the font's variation axes set to `variations`
    /// (OpenType tags, `wght` and so on, in design units) where it has
    /// them, over its own instance; then sets them back.
    func withVariations<Result>(_ variations: [String: Double], _ body: () -> Result) -> Result {
        guard !variations.isEmpty, isVariable, let library = Self.library else { return body() }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return body() }
        defer { FT_Done_MM_Var(library, master) }
        let axes = (0..<Int(master.pointee.num_axis)).map { master.pointee.axis[$0] }
        var current = [FT_Fixed](repeating: 0, count: axes.count)
        FT_Get_Var_Design_Coordinates(face, FT_UInt(axes.count), &current)
        var wanted = current
        var settings: [hb_variation_t] = []
        for (index, axis) in axes.enumerated() {
            let tag = String(bytes: [24, 16, 8, 0].map { UInt8((axis.tag >> $0) & 0xFF) }, encoding: .ascii) ?? ""
            guard let value = variations[tag] else { continue }
            let clamped = min(max(value, Double(axis.minimum) / 65536), Double(axis.maximum) / 65536)
            wanted[index] = FT_Fixed(clamped * 65536)
            settings.append(hb_variation_t(tag: hb_tag_t(axis.tag), value: Float(clamped)))
        }
        guard !settings.isEmpty else { return body() }
        FT_Set_Var_Design_Coordinates(face, FT_UInt(axes.count), &wanted)
        // HarfBuzz takes every axis the run sets; the others keep the instance's values.
        var all = axes.enumerated().map { hb_variation_t(tag: hb_tag_t($1.tag), value: Float(Double(wanted[$0]) / 65536)) }
        libraries.hbFontSetVariations(hbFont, &all, UInt32(all.count))
        defer {
            FT_Set_Var_Design_Coordinates(face, FT_UInt(axes.count), &current)
            var restored = axes.enumerated().map { hb_variation_t(tag: hb_tag_t($1.tag), value: Float(Double(current[$0]) / 65536)) }
            libraries.hbFontSetVariations(hbFont, &restored, UInt32(restored.count))
        }
        return body()
    }

    /// Whether the face's layout tables (GSUB or GPOS) have the OpenType feature `tag`.
    func hasLayoutFeature(_ tag: hb_tag_t) -> Bool {
        let face = libraries.hbFontGetFace(hbFont)
        for table in [libraries.hbTagFromString("GSUB", -1), libraries.hbTagFromString("GPOS", -1)] {
            // A table lists a feature once per script and language system that has it: read it in pages.
            var start: UInt32 = 0
            while true {
                var tags = [hb_tag_t](repeating: 0, count: 64)
                var count = UInt32(tags.count)
                let total = libraries.hbOTLayoutTableGetFeatureTags(face, table, start, &count, &tags)
                if tags.prefix(Int(count)).contains(tag) { return true }
                start += count
                if count == 0 || start >= total { break }
            }
        }
        return false
    }

    /// The outline of glyph `glyph` in font units (to 1/64 for a variable font), y up, or nil when it
    /// has none (a bitmap or colour glyph).
    func outline(ofGlyph glyph: UInt32) -> [Contour]? {
        let flags = FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | (isVariable ? 0 : FT_LOAD_NO_SCALE)
        guard FT_Load_Glyph(face, glyph, Int32(flags)) == 0,
              face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        let builder = OutlineBuilder(unit: isVariable ? 1.0 / 64 : 1)
        var outline = face.pointee.glyph.pointee.outline
        var callbacks = FT_Outline_Funcs(
            move_to: { to, user in OutlineBuilder.from(user).move(to: to!.pointee); return 0 },
            line_to: { to, user in OutlineBuilder.from(user).line(to: to!.pointee); return 0 },
            conic_to: { control, to, user in OutlineBuilder.from(user).quadratic(control!.pointee, to!.pointee); return 0 },
            cubic_to: { c1, c2, to, user in OutlineBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee); return 0 },
            shift: 0, delta: 0)
        let status = withExtendedLifetime(builder) {
            FT_Outline_Decompose(&outline, &callbacks, Unmanaged.passUnretained(builder).toOpaque())
        }
        guard status == 0 else { return nil }
        builder.finishContour()
        return builder.contours
    }
}

/// Collects FreeType's outline callbacks into closed contours of cubic
/// segments: quadratics raised to cubics exactly.
private final class OutlineBuilder {
    var contours: [Contour] = []
    private var segments: [AnimatableCubicCurve] = []
    private var start = Point(x: 0, y: 0), current = Point(x: 0, y: 0)

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder { Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue() }

    /// A font unit in FreeType's coordinates: 1, or 1/64 for the scaled outlines of variable fonts.
    private let unit: Double

    init(unit: Double) { self.unit = unit }

    private func point(_ vector: FT_Vector) -> Point { Point(x: Double(vector.x) * unit, y: Double(vector.y) * unit) }

    func move(to vector: FT_Vector) {
        finishContour()
        start = point(vector)
        current = start
    }

    func line(to vector: FT_Vector) {
        let end = point(vector)
        segments.append(AnimatableCubicCurve(lineFrom: current, to: end))
        current = end
    }

    func quadratic(_ control: FT_Vector, _ to: FT_Vector) {
        let end = point(to)
        segments.append(AnimatableCubicCurve(quadraticFrom: current, control: point(control), to: end))
        current = end
    }

    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        let end = point(to)
        segments.append(AnimatableCubicCurve(start: current, control1: point(c1), control2: point(c2), end: end))
        current = end
    }

    /// Closes the contour being drawn (a font's contours are all closed).
    /// A contour of a single point (a stray point in some fonts' data,
    /// such as DejaVu Sans's "u") draws nothing and is left out: morphed,
    /// it would only travel as an invisible speck.
    func finishContour() {
        if segments.contains(where: { $0.points.contains { $0 != start } }) {
            if current != start { segments.append(AnimatableCubicCurve(lineFrom: current, to: start)) }
            contours.append(Contour(segments: segments, isClosed: true))
        }
        segments = []
    }
}
