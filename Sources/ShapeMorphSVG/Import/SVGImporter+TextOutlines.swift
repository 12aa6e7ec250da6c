import Foundation
import ShapeMorph

extension SVGImporter {
    /// One character of a `<text>`, as laid out: what it is, the span that
    /// draws it (with its computed style) and the positions the `x`, `y`,
    /// `dx`, `dy` and `rotate` lists give it.
    private struct PlacedCharacter {
        var character: Character
        var span: Int
        var x: Double?, y: Double?
        var dx = 0.0, dy = 0.0
        var rotate = 0.0
        /// The `textPath` it is set along (an index into the paths), or nil.
        var path: Int?
        /// The spans whose `text-decoration` draws lines through it, outermost first.
        var decorations: [Int] = []
    }

    /// The lines of a `text-decoration`, in the order they are drawn
    /// about the glyphs: under and over lines first, then the glyphs, then
    /// lines through.
    private enum DecorationLine: CaseIterable {
        case underline, overline, lineThrough
    }

    /// A glyph laid out in a chunk, before the chunk's anchor moves it.
    private struct PlacedGlyph {
        /// Its outline about its origin, turned by its `rotate`.
        var contours: [Contour]
        /// Its origin: on a line, where it is; along a path, the distance
        /// along it and the offset across it.
        var origin: Point
        var advance: Double
        var span: Int
        var path: Int?
        /// Drawn before the glyphs (0), as a glyph (1) or after them (2).
        var layer = 1
        /// A glyph's cell (its advance by the font's ascent and descent,
        /// turned with it), which bounding-box paint is resolved against;
        /// nil for decoration lines.
        var cell: [Point]? = nil
        /// The character it draws; nil for decoration lines.
        var letter: Character? = nil
    }

    /// A `text` or `tspan` with its computed style and the characters it holds.
    private struct TextSpan {
        var element: ParsedXMLElement
        var style: Style
        var characters: Range<Int>
        /// Its computed `font-weight` (`bolder` and `lighter` resolved against its parent's).
        var weight: Double
        /// The `baseline-shift`s of it and the spans it is in, outermost
        /// first, each with the font size of the span that wrote it.
        var shifts: [(value: String, fontSize: Double)]
        /// Its own `textLength`, and `lengthAdjust` (its own or an ancestor's).
        var textLength: Double? = nil
        var stretchesGlyphs = false
        /// What fits its characters into `textLength`: extra room after
        /// each character, or a horizontal scale of glyphs and advances.
        var lengthSpacing = 0.0, lengthScale = 1.0
        /// The lines its `text-decoration` draws through its text; the text
        /// element's include those declared around it.
        var decorationLines: [DecorationLine] = []
    }

    /// A computed `font-weight`: a number, a keyword, or `bolder`/`lighter`
    /// than `parent` (CSS Fonts 4's table).
    private static func fontWeight(_ value: String?, parent: Double) -> Double {
        switch value?.trimmingCharacters(in: .whitespaces) {
        case nil, "inherit": parent
        case "normal": 400
        case "bold": 700
        case "bolder": parent < 350 ? 400 : parent < 550 ? 700 : 900
        case "lighter": parent < 550 ? 100 : parent < 750 ? 400 : 700
        case let number?: Double(number).flatMap { (1...1000).contains($0) ? $0 : nil } ?? parent
        }
    }

    /// A `<text>`'s spans and characters as collected from its tree, with
    /// the paths it is set along, before any is laid out.
    private struct CollectedText {
        var spans: [TextSpan] = []
        var characters: [PlacedCharacter] = []
        /// Each span's element, whose position lists apply to its characters.
        var lists: [(span: Int, element: ParsedXMLElement)] = []
        /// The bidi controls spans' unicode-bidi stands for, where they open and close among the characters.
        var bidiMarks: [(position: Int, scalars: [Unicode.Scalar], opens: Bool)] = []
        var paths: [SVGTextPathPolyline] = []
        /// What the text uses that is not laid out here, if anything.
        var unlaid: String?
        /// While collecting: whether white space is kept, whether the last
        /// character kept is a space, the path being collected along, and
        /// the spans whose decorations draw through what is collected.
        var preserve = false, lastWasSpace = true
        var currentPath: Int?
        var currentDecorations: [Int] = []
    }

    /// Draws `element` (a `<text>`) as glyph outlines with `outliner`, one
    /// element per glyph in its span's paint; false (and nothing drawn)
    /// when it uses what is not laid out here, named in a warning, so that
    /// it is carried as written.
    mutating func drawTextOutlines(_ element: ParsedXMLElement, transform: AffineTransform, style: Style,
                                   outliner: any SVGTextOutliner) throws(SVGError) -> Bool {
        var text = CollectedText()
        collect(element, style: style, weight: Self.fontWeight(style.inheritedProperties["font-weight"], parent: 400), shifts: [],
                into: &text)
        if let unlaid = text.unlaid {
            warn(element, "kept as text, not outlined: \(unlaid) is not laid out in outlines")
            return false
        }
        // Trailing white space goes, as leading white space went.
        while !text.preserve, text.characters.last?.character == " " { text.characters.removeLast() }
        for index in text.spans.indices { text.spans[index].characters = text.spans[index].characters.clamped(to: 0..<text.characters.count) }
        applyPositionLists(to: &text)
        guard !text.characters.isEmpty else { return true }
        let rightToLeft = text.spans[0].style.inheritedProperties["direction"]?.trimmingCharacters(in: .whitespaces) == "rtl"
        let chunkStarts = Self.chunkStarts(of: text.characters)
        let levels = bidiLevels(of: text.characters, chunkStarts: chunkStarts, marks: text.bidiMarks, rightToLeft: rightToLeft, outliner: outliner)
        fitTextLengths(of: &text, levels: levels, outliner: outliner)
        guard let layout = layOut(text, chunkStarts: chunkStarts, levels: levels, rightToLeft: rightToLeft, outliner: outliner) else {
            return false
        }
        try addOutlines(of: layout, spans: text.spans, in: element, transform: transform)
        return true
    }

    /// Collects `span` (the `<text>` or one of its spans) into `text`: its
    /// computed style, its characters with white space collapsed (unless
    /// kept) and those of the spans, paths and references within it.
    private mutating func collect(_ span: ParsedXMLElement, style inherited: Style, weight parentWeight: Double,
                                  shifts parentShifts: [(value: String, fontSize: Double)], stretchesGlyphs parentStretches: Bool = false,
                                  into text: inout CollectedText) {
        // Each span's lines are drawn in its own paint; the text element's include those declared around it.
        let outerDecoration = span.name == "text" ? inherited.inheritedProperties["text-decoration"] : nil
        let (span, spanStyle) = computedStyle(of: span, inherited: inherited)
        if span.attributes["display"] == "none" { return }
        let weight = Self.fontWeight(span.attributes["font-weight"], parent: parentWeight)
        let embedding = SVGTextBidi.controls(unicodeBidi: span.attributes["unicode-bidi"], direction: spanStyle.inheritedProperties["direction"])
        if let embedding { text.bidiMarks.append((text.characters.count, embedding.open, true)) }
        defer { if let embedding { text.bidiMarks.append((text.characters.count, embedding.close, false)) } }
        let index = text.spans.count
        let first = text.characters.count
        var shifts = parentShifts
        // `baseline-shift` applies to spans, not to the text element itself.
        if span.name != "text", var shift = span.attributes["baseline-shift"]?.trimmingCharacters(in: .whitespaces) {
            if shift == "inherit" { shift = parentShifts.last?.value ?? "baseline" }
            shifts.append((shift, spanStyle.fontSize))
        }
        text.spans.append(TextSpan(element: span, style: spanStyle, characters: first..<first, weight: weight, shifts: shifts))
        // textLength fits the characters of the element that writes it (as resvg and Chrome take it).
        text.spans[index].textLength = span.attributes["textLength"]
            .flatMap { SVGLength.userUnits($0, axis: .horizontal, viewport: viewport, fontSize: spanStyle.fontSize) }
            .flatMap { $0 >= 0 ? $0 : nil }
        let stretches = span.attributes["lengthAdjust"].map { $0 == "spacingAndGlyphs" } ?? parentStretches
        text.spans[index].stretchesGlyphs = stretches
        text.lists.append((index, span))
        let (outerPreserve, outerDecorations) = (text.preserve, text.currentDecorations)
        defer { (text.preserve, text.currentDecorations) = (outerPreserve, outerDecorations) }
        // A decoration draws through the text of the span that writes it, in that span's paint.
        let lines = [outerDecoration, span.attributes["text-decoration"]].compactMap { $0 }.flatMap(Self.decorationLines)
        text.spans[index].decorationLines = DecorationLine.allCases.filter(lines.contains)
        if !lines.isEmpty { text.currentDecorations.append(index) }
        if let space = span.attributes["space"] { text.preserve = space == "preserve" }
        for position in 0...span.children.count {
            for node in span.textNodes where node.position == position {
                Self.collect(characters: node.text, ofSpan: index, into: &text)
            }
            guard position < span.children.count else { break }
            let child = span.children[position]
            guard child.namespace == Self.svgNamespace || child.namespace == nil else { continue }
            switch child.name {
            case "tspan", "a":
                if passesConditions(child) { collect(child, style: spanStyle, weight: weight, shifts: shifts, stretchesGlyphs: stretches, into: &text) }
            case "textPath" where text.currentPath == nil:
                guard passesConditions(child) else { break }
                // Text on a path that cannot be found is not drawn.
                guard let polyline = textPath(child, style: spanStyle) else { break }
                text.paths.append(polyline)
                text.currentPath = text.paths.count - 1
                text.lastWasSpace = true
                collect(child, style: spanStyle, weight: weight, shifts: shifts, stretchesGlyphs: stretches, into: &text)
                text.currentPath = nil
            case "tref":
                // The character data of the element it names, drawn as a span of its own.
                guard passesConditions(child), let reference = child.attributes["href"], reference.hasPrefix("#"),
                      let target = elementsByID[String(reference.dropFirst())] else { break }
                var span = child
                span.textNodes = [ParsedXMLElement.TextNode(position: 0, text: Self.characterData(of: target))]
                collect(span, style: spanStyle, weight: weight, shifts: shifts, stretchesGlyphs: stretches, into: &text)
            case "textPath":
                text.unlaid = text.unlaid ?? "<textPath> inside <textPath>"
            default:
                break
            }
        }
        text.spans[index].characters = first..<text.characters.count
    }

    /// `span` as drawn (without an `opacity` spans cannot have) and its
    /// computed style under `inherited`, warning of what it sets that is
    /// not read.
    private mutating func computedStyle(of span: ParsedXMLElement, inherited: Style) -> (ParsedXMLElement, Style) {
        var spanStyle = inherited
        spanStyle.inheritedProperties["text-decoration"] = nil
        var span = span
        if span.name != "text", span.attributes["opacity"] != nil {
            warn(span, "opacity does not apply to a <\(span.name)>: SVG applies it to whole text elements, and resvg and Chrome draw the span opaque")
            span.attributes["opacity"] = nil
        }
        applyPresentation(of: span, to: &spanStyle)
        // SVG 1.1's no-change and reset-size keep the parent's baseline; use-script is auto.
        switch spanStyle.inheritedProperties["dominant-baseline"]?.trimmingCharacters(in: .whitespaces) {
        case "no-change", "reset-size": spanStyle.inheritedProperties["dominant-baseline"] = inherited.inheritedProperties["dominant-baseline"]
        case "use-script": spanStyle.inheritedProperties["dominant-baseline"] = "auto"
        default: break
        }
        if let kerning = span.attributes["kerning"], kerning != "auto", kerning != "inherit",
           !Self.turnsKerningOff(kerning, fontSize: spanStyle.fontSize) {
            warn(span, "kerning=\"\(kerning)\": SVG 2 dropped the kerning property; a length other than 0 is ignored, as browsers and resvg ignore it")
        }
        // Feature values are warned about where they are written, once.
        let ownFeatures = spanStyle.inheritedProperties.filter { name, _ in
            span.attributes[name] != nil && (name.hasPrefix("font-variant") || name == "font-feature-settings")
        }
        for value in CSSFontFeatures.features(of: ownFeatures).unread {
            warn(span, "\(value) is not a font feature value read here; ignored")
        }
        return (span, spanStyle)
    }

    /// Adds the characters of a text node of span `span` to `text`: line
    /// breaks and tabs as spaces, and, unless white space is kept, line
    /// breaks dropped and runs of spaces as one.
    private static func collect(characters: String, ofSpan span: Int, into text: inout CollectedText) {
        for character in characters {
            var character = character
            if character == "\n" || character == "\r\n" || character == "\r" {
                if !text.preserve { continue }
                character = " "
            }
            if character == "\t" { character = " " }
            if character == " " && !text.preserve && text.lastWasSpace { continue }
            text.lastWasSpace = character == " "
            text.characters.append(PlacedCharacter(character: character, span: span, path: text.currentPath,
                                                   decorations: text.currentDecorations))
        }
    }

    /// Sets the characters' `x`, `y`, `dx`, `dy` and `rotate` from their
    /// spans' lists, in order; inner spans' lists override outer ones'.
    private func applyPositionLists(to text: inout CollectedText) {
        for (span, owner) in text.lists {
            let range = text.spans[span].characters
            let fontSize = text.spans[span].style.fontSize
            func values(_ name: String, _ axis: SVGLength.Axis) -> [Double] {
                guard let list = owner.attributes[name] else { return [] }
                return list.split(whereSeparator: { $0 == "," || $0.isWhitespace })
                    .compactMap { SVGLength.userUnits(String($0), axis: axis, viewport: viewport, fontSize: fontSize) }
            }
            for (offset, value) in values("x", .horizontal).enumerated() where offset < range.count { text.characters[range.lowerBound + offset].x = value }
            for (offset, value) in values("y", .vertical).enumerated() where offset < range.count { text.characters[range.lowerBound + offset].y = value }
            for (offset, value) in values("dx", .horizontal).enumerated() where offset < range.count { text.characters[range.lowerBound + offset].dx = value }
            for (offset, value) in values("dy", .vertical).enumerated() where offset < range.count { text.characters[range.lowerBound + offset].dy = value }
            let angles = (owner.attributes["rotate"] ?? "").split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
            if let last = angles.last {
                for offset in 0..<range.count { text.characters[range.lowerBound + offset].rotate = offset < angles.count ? angles[offset] : last }
            }
        }
    }

    /// Fits each span with a `textLength` into it: the span's characters
    /// shaped a bidi level at a time give its natural width, and the rest is
    /// room after each character, or a horizontal scale with
    /// `lengthAdjust="spacingAndGlyphs"`.
    private func fitTextLengths(of text: inout CollectedText, levels: [UInt8], outliner: any SVGTextOutliner) {
        for index in text.spans.indices {
            guard let target = text.spans[index].textLength, text.spans[index].style.fontSize > 0 else { continue }
            let own = text.spans[index].characters.filter { text.characters[$0].span == index }
            guard !own.isEmpty else { continue }
            var natural = 0.0
            var start = own.startIndex
            while start < own.endIndex {
                var end = start + 1
                while end < own.endIndex, levels[own[end]] == levels[own[start]] { end += 1 }
                var request = fontRequest(for: text.spans[index])
                request.rightToLeft = levels[own[start]] % 2 == 1
                let characters = String(own[start..<end].map { text.characters[$0].character })
                natural += (try? outliner.outline(characters, font: request))?.glyphs.reduce(0) { $0 + $1.advance } ?? 0
                start = end
            }
            if text.spans[index].stretchesGlyphs {
                if natural > 0, target / natural >= 0.001 { text.spans[index].lengthScale = target / natural }
            } else if own.count > 1 {
                text.spans[index].lengthSpacing = (target - natural) / Double(own.count - 1)
            }
        }
    }

    /// Glyphs set chunk by chunk: the pen, the chunk being set, and what
    /// the chunks set before it draw. Chunks start at every absolute
    /// position and at every path; vertical text is laid out along a line
    /// from its chunk's origin, then turned a quarter clockwise about it.
    private struct TextLayout {
        let vertical: Bool, rightToLeft: Bool
        let paths: [SVGTextPathPolyline]
        var pen: Point
        var chunkOrigin = Point(x: 0, y: 0)
        var chunk: [PlacedGlyph] = []
        var chunkStart: Double
        var chunkAnchor = "start"
        /// Letter spacing after a chunk's last glyph moves nothing: it is taken off the chunk's width.
        var trailingSpacing = 0.0
        /// What the chunks draw, in order, and the glyph cells' corners: the text's box for bounding-box paint.
        var outlines: [(contours: [Contour], span: Int, letter: Character?)] = []
        var cells: [Point] = []

        /// A layout starting at the first character's position.
        init(_ text: CollectedText, vertical: Bool, rightToLeft: Bool) {
            (self.vertical, self.rightToLeft, paths) = (vertical, rightToLeft, text.paths)
            pen = Point(x: text.characters[0].x ?? 0, y: text.characters[0].y ?? 0)
            if vertical { (chunkOrigin, pen) = (pen, chunkOrigin) }
            chunkStart = pen.x
        }

        /// Starts a new chunk where character `opener` (a chunk's first in
        /// logical order) asks for one: an absolute position, or a path
        /// starting or ending; and takes its anchor.
        mutating func open(at opener: Int, of text: CollectedText) {
            let characters = text.characters
            let head = characters[opener]
            let startsPath = head.path != nil && (opener == 0 || characters[opener - 1].path != head.path)
            let leavesPath = head.path == nil && opener > 0 && characters[opener - 1].path != nil
            if head.x != nil || head.y != nil || startsPath || leavesPath {
                if opener > 0 { finishChunk() }
                if leavesPath, let path = characters[opener - 1].path {
                    // After a path, text goes on from where the path's text ended.
                    pen = paths[path].path.place(at: min(pen.x, paths[path].path.length))?.point ?? pen
                }
                if let path = head.path {
                    // Along a path, x is a distance along it; the pen starts at its start offset.
                    pen = Point(x: head.x ?? (startsPath ? paths[path].startOffset : pen.x), y: startsPath ? 0 : pen.y)
                } else if vertical {
                    // Where the last chunk ended, turned back into user space, unless the chunk says.
                    let reached = Point(x: chunkOrigin.x - pen.y, y: chunkOrigin.y + pen.x)
                    (chunkOrigin, pen) = (Point(x: head.x ?? reached.x, y: head.y ?? reached.y), Point(x: 0, y: 0))
                } else {
                    pen = Point(x: head.x ?? pen.x, y: head.y ?? pen.y)
                }
                chunkStart = pen.x
            }
            chunkAnchor = text.spans[head.span].style.inheritedProperties["text-anchor"] ?? "start"
        }

        /// Moves the chunk's glyphs by its anchor (along a path, onto it)
        /// and adds them to what is drawn.
        mutating func finishChunk() {
            let width = pen.x - trailingSpacing - chunkStart
            // Set right to left, a chunk starts at its right end.
            let anchor = rightToLeft ? ["start": "end", "end": "start"][chunkAnchor] ?? chunkAnchor : chunkAnchor
            let shift = anchor == "middle" ? -width / 2 : anchor == "end" ? -width : 0
            for glyph in chunk.sorted(by: { $0.layer < $1.layer }) {
                var placed: AffineTransform
                if let path = glyph.path {
                    // Along a path: the glyph's middle on the path, turned to run with it; off its ends, not drawn.
                    guard let (point, direction) = paths[path].path.place(at: glyph.origin.x + shift + glyph.advance / 2) else { continue }
                    let centred = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -glyph.advance / 2, ty: glyph.origin.y)
                    let turned = AffineTransform(a: direction.dx, b: direction.dy, c: -direction.dy, d: direction.dx, tx: point.x, ty: point.y)
                    placed = centred.followed(by: turned)
                } else {
                    placed = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: glyph.origin.x + shift, ty: glyph.origin.y)
                    if vertical {
                        placed = placed.followed(by: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: chunkOrigin.x, ty: chunkOrigin.y))
                    }
                }
                if !glyph.contours.isEmpty { outlines.append((glyph.contours.map { $0.transformed(by: placed) }, glyph.span, glyph.letter)) }
                cells += (glyph.cell ?? []).map(placed.apply(to:))
            }
            chunk = []
        }
    }

    /// `text` laid out: shaped run by run in visual order, each glyph
    /// placed, spaced and decorated; nil (with a warning) where a run
    /// cannot be shaped.
    private mutating func layOut(_ text: CollectedText, chunkStarts: [Int], levels: [UInt8], rightToLeft: Bool,
                                 outliner: any SVGTextOutliner) -> TextLayout? {
        let vertical = ["tb", "tb-rl", "vertical-rl", "vertical-lr"].contains(text.spans[0].style.inheritedProperties["writing-mode"] ?? "")
        var layout = TextLayout(text, vertical: vertical, rightToLeft: rightToLeft)
        for (run, level, opener) in orderedRuns(of: text.characters, chunkStarts: chunkStarts, spans: text.spans, levels: levels) {
            // The chunk's first character in logical order places it (its first run in visual order may be another).
            if let opener { layout.open(at: opener, of: text) }
            let span = text.spans[text.characters[run.lowerBound].span]
            // Text of no size draws nothing and takes no room.
            guard span.style.fontSize > 0 else { continue }
            var request = fontRequest(for: span)
            request.rightToLeft = level % 2 == 1
            let glyphs: SVGGlyphRun
            do {
                glyphs = try outliner.outline(String(text.characters[run].map(\.character)), font: request)
            } catch {
                warn(span.element, "kept as text, not outlined: \(error)")
                return nil
            }
            for message in glyphs.warnings { warn(span.element, message) }
            place(glyphs, of: run, in: text, into: &layout)
        }
        layout.finishChunk()
        return layout
    }

    /// Places the shaped glyphs of the characters `run` at the pen: each
    /// character's dx and dy and rotate, the spans' spacing, textLength and
    /// baseline, and decoration lines through them.
    private func place(_ glyphs: SVGGlyphRun, of run: Range<Int>, in text: CollectedText, into layout: inout TextLayout) {
        let (characters, spans) = (text.characters, text.spans)
        let first = characters[run.lowerBound]
        let span = spans[first.span]
        let shift = baselineShift(span.shifts, metrics: glyphs.metrics) + Self.alignmentShift(of: span, metrics: glyphs.metrics)
        let spacing = length(span.style.inheritedProperties["letter-spacing"], fontSize: span.style.fontSize)
        let wordSpacing = length(span.style.inheritedProperties["word-spacing"], fontSize: span.style.fontSize)
        let sideways = layout.vertical && first.path == nil
        var shifted: Set<Int> = []
        // Off a path, decoration lines run through one span's characters
        // from a character moved or turned on its own (by dx, dy or
        // rotate) up to the next such, turned with it, as resvg draws them.
        var line: (origin: Point, angle: Double, width: Double, span: Int)? = nil
        func finishLine() {
            if let line {
                layout.chunk += decorations(of: first, metrics: glyphs.metrics, from: line.origin, width: line.width, angle: line.angle,
                                            spans: spans, path: nil)
            }
            line = nil
        }
        for (position, glyph) in glyphs.glyphs.enumerated() {
            let character = characters[run.lowerBound + min(glyph.character, run.count - 1)]
            // A character's dx and dy move the pen once, before its first glyph.
            if shifted.insert(glyph.character).inserted {
                layout.pen = layout.pen + (sideways ? Vector(dx: character.dy, dy: -character.dx) : Vector(dx: character.dx, dy: character.dy))
                if first.path == nil,
                   line?.span != character.span || character.dx != 0 || character.dy != 0 || character.rotate != 0 {
                    finishLine()
                    line = (layout.pen + Vector(dx: 0, dy: shift), character.rotate, 0, character.span)
                }
            }
            // Cursive scripts are not spaced apart (CSS Text 3); a glyph spaced back past its start is not drawn.
            let letterSpacing = Self.isCursive(character.character) ? 0 : spacing
            let drawn = glyph.advance + letterSpacing >= 0
            let fit = spans[character.span]
            let advance = glyph.advance * fit.lengthScale
            // A space draws nothing but has a cell.
            if drawn {
                let stretched = Self.glyphTransform(of: character, advance: glyph.advance, fit: fit, metrics: glyphs.metrics, sideways: sideways)
                let cell = [Point(x: 0, y: glyphs.metrics.ascent), Point(x: glyph.advance, y: glyphs.metrics.ascent),
                            Point(x: glyph.advance, y: glyphs.metrics.descent), Point(x: 0, y: glyphs.metrics.descent)]
                layout.chunk.append(PlacedGlyph(contours: glyph.contours.map { $0.transformed(by: stretched) },
                                                origin: layout.pen + Vector(dx: glyph.offset.dx * fit.lengthScale, dy: glyph.offset.dy + shift),
                                                advance: advance,
                                                span: character.span, path: first.path, cell: cell.map(stretched.apply(to:)),
                                                letter: character.character))
            }
            // textLength's room goes after each character, once, with its last glyph.
            let endsCharacter = position + 1 == glyphs.glyphs.count || glyphs.glyphs[position + 1].character != glyph.character
            let room = endsCharacter && !fit.stretchesGlyphs ? fit.lengthSpacing : 0
            let step = drawn ? advance + letterSpacing + room + (character.character == " " ? wordSpacing : 0) : 0
            layout.trailingSpacing = drawn ? letterSpacing : 0
            // Along a path, lines are drawn glyph by glyph, turned with them.
            if first.path != nil {
                layout.chunk += decorations(of: character, metrics: glyphs.metrics, from: layout.pen + Vector(dx: 0, dy: shift), width: step,
                                            angle: 0, spans: spans, path: first.path)
            }
            line?.width += step
            layout.pen = layout.pen + Vector(dx: step, dy: 0)
        }
        finishLine()
    }

    /// What places a glyph of `character` about its origin: its `rotate`
    /// and its span's textLength stretch; in vertical text, sideways glyphs
    /// sit on the line's centre (after their own rotate, about their origin
    /// on the baseline), and upright ones (CJK) turn back a quarter about
    /// theirs, then rotate.
    private static func glyphTransform(of character: PlacedCharacter, advance: Double, fit: TextSpan, metrics: SVGFontMetrics,
                                       sideways: Bool) -> AffineTransform {
        let turn = AffineTransform.rotation(radians: character.rotate * .pi / 180)
        let stretched = AffineTransform(a: fit.lengthScale, b: 0, c: 0, d: 1, tx: 0, ty: 0).followed(by: turn)
        guard sideways else { return stretched }
        let centre = -(metrics.ascent + metrics.descent) / 2
        guard isUpright(character.character) else {
            return stretched.followed(by: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: centre))
        }
        return AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -advance / 2, ty: centre)
            .followed(by: AffineTransform.rotation(radians: -.pi / 2))
            .followed(by: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: advance / 2, ty: 0))
            .followed(by: stretched)
    }

    /// Adds what `layout` draws, each outline in its span's paint, the
    /// text's box (its glyph cells) for bounding-box paint and its filter's
    /// region.
    private mutating func addOutlines(of layout: TextLayout, spans: [TextSpan], in element: ParsedXMLElement,
                               transform: AffineTransform) throws(SVGError) {
        let box = Shape(contours: layout.cells.isEmpty ? [] : [Contour(closedThrough: layout.cells)]).bounds
        // The text's own filter group (opened where it was drawn) measures its region on the glyph cells.
        if element.attributes["filter"]?.hasPrefix("url(") == true, let group = spans[0].style.group, let box {
            keepFilterRegion(of: element, box: box, group: group)
        }
        // Text drawn for speed is drawn with crisp edges, as resvg draws it; a span cannot ask (SVG reads it on <text>).
        var group = spans[0].style.group
        if spans[0].style.inheritedProperties["text-rendering"]?.trimmingCharacters(in: .whitespaces) == "optimizeSpeed",
           group.map(inheritedShapeRendering(in:)) ?? "auto" != "crispEdges" {
            var crisp = spans[0].style
            openGroup(effects: ["shape-rendering": "crispEdges"], of: element, transform: transform, style: &crisp)
            group = crisp.group
        }
        for (contours, span, letter) in layout.outlines {
            var style = spans[span].style
            (style.paintBounds, style.group) = (box, group)
            let count = drawnElements.count
            try add(contours, of: spans[span].element, transform: transform, style: style)
            if let letter, drawnElements.count > count { drawnElements[count].letter = letter }
        }
    }

    /// Where each chunk of `characters` starts (SVG sets each chunk's bidi
    /// and anchor apart): at the first character, at every absolute
    /// position and where a path starts or ends.
    private static func chunkStarts(of characters: [PlacedCharacter]) -> [Int] {
        characters.indices.filter { index in
            let character = characters[index]
            return index == 0 || character.x != nil || character.y != nil || character.path != characters[index - 1].path
        }
    }

    /// The bidi embedding level of each of `characters`, found chunk by
    /// chunk (each starting at one of `chunkStarts`) in the text's base
    /// direction with the controls of the spans open there (`marks`).
    private func bidiLevels(of characters: [PlacedCharacter], chunkStarts: [Int], marks: [(position: Int, scalars: [Unicode.Scalar], opens: Bool)],
                            rightToLeft: Bool, outliner: any SVGTextOutliner) -> [UInt8] {
        var levels = [UInt8](repeating: rightToLeft ? 1 : 0, count: characters.count)
        var open: [[Unicode.Scalar]] = []
        var mark = 0
        for (number, start) in chunkStarts.enumerated() {
            let end = number + 1 < chunkStarts.count ? chunkStarts[number + 1] : characters.count
            var scalars = open.flatMap { $0 }
            var firstScalars: [Int] = []
            for index in start..<end {
                while mark < marks.count, marks[mark].position <= index {
                    if marks[mark].opens { open.append(marks[mark].scalars) } else { _ = open.popLast() }
                    scalars += marks[mark].scalars
                    mark += 1
                }
                firstScalars.append(scalars.count)
                scalars += characters[index].character.unicodeScalars
            }
            let chunkLevels = outliner.bidiLevels(of: scalars, rightToLeft: rightToLeft)
            guard chunkLevels.count == scalars.count else { continue }
            for index in start..<end { levels[index] = chunkLevels[firstScalars[index - start]] }
        }
        return levels
    }

    /// The runs `characters` are shaped in, chunk by chunk, each chunk's
    /// runs in visual order: a run is characters of one font, baseline,
    /// spacing, path, decorations and bidi level, and no absolute position
    /// after its first. Each comes with its level and, for a chunk's first
    /// in visual order, the chunk's first character in logical order.
    private func orderedRuns(of characters: [PlacedCharacter], chunkStarts: [Int], spans: [TextSpan],
                             levels: [UInt8]) -> [(run: Range<Int>, level: UInt8, opener: Int?)] {
        let runKeys = spans.map(runKey)
        var ordered: [(run: Range<Int>, level: UInt8, opener: Int?)] = []
        for (number, start) in chunkStarts.enumerated() {
            let chunkEnd = number + 1 < chunkStarts.count ? chunkStarts[number + 1] : characters.count
            var runs: [Range<Int>] = []
            var index = start
            while index < chunkEnd {
                var end = index + 1
                // Spans that differ only in paint are shaped together (kerning and ligatures across them).
                while end < chunkEnd, characters[end].decorations == characters[index].decorations,
                      runKeys[characters[end].span] == runKeys[characters[index].span], levels[end] == levels[index] {
                    end += 1
                }
                runs.append(index..<end)
                index = end
            }
            let visual = BidiVisualOrder.of(runs, levels: runs.map { levels[$0.lowerBound] })
            ordered += visual.enumerated().map { ($1, levels[$1.lowerBound], $0 == 0 ? start : nil) }
        }
        return ordered
    }

    /// All the character data within `element`, its descendants' too, in
    /// document order.
    private static func characterData(of element: ParsedXMLElement) -> String {
        (0...element.children.count).map { position in
            element.textNodes.filter { $0.position == position }.map(\.text).joined()
                + (position < element.children.count ? characterData(of: element.children[position]) : "")
        }.joined()
    }

    /// The lines `value` (a `text-decoration`) asks for.
    private static func decorationLines(_ value: String) -> [DecorationLine] {
        let words = Set(value.split(whereSeparator: \.isWhitespace).map(String.init))
        let names: [DecorationLine: String] = [.underline: "underline", .overline: "overline", .lineThrough: "line-through"]
        return DecorationLine.allCases.filter { words.contains(names[$0]!) }
    }

    /// The decoration lines through `character`'s glyphs from `origin` for
    /// `width`, turned by `angle` degrees about it, placed by the font's
    /// measures: one rectangle per kind of line, in the paint of the
    /// innermost span that asks for it (as resvg draws them).
    private func decorations(of character: PlacedCharacter, metrics: SVGFontMetrics, from origin: Point, width: Double,
                             angle: Double, spans: [TextSpan], path: Int?) -> [PlacedGlyph] {
        guard width > 0 else { return [] }
        return character.decorations.flatMap { span in
            spans[span].decorationLines.filter { line in
                character.decorations.last { spans[$0].decorationLines.contains(line) } == span
            }.map { line in
                let (middle, thickness) = switch line {
                case .underline: (metrics.underline, metrics.underlineThickness)
                case .overline: (metrics.ascent, metrics.underlineThickness)
                case .lineThrough: (metrics.strikeout, metrics.strikeoutThickness)
                }
                let top = middle - thickness / 2
                let rectangle = Contour(closedThrough: [Point(x: 0, y: top), Point(x: width, y: top),
                                                        Point(x: width, y: top + thickness), Point(x: 0, y: top + thickness)])
                let turned = rectangle.transformed(by: AffineTransform.rotation(radians: angle * .pi / 180))
                return PlacedGlyph(contours: [turned], origin: origin, advance: width, span: span, path: path,
                                   layer: line == .lineThrough ? 2 : 0)
            }
        }
    }

    /// The path `textPath` sets its text along: its `path` attribute, or
    /// the `<path>` or basic shape (SVG 2) its `href` names (with that
    /// element's transform); nil (with a warning) when there is none.
    private mutating func textPath(_ textPath: ParsedXMLElement, style: Style) -> SVGTextPathPolyline? {
        var shape: Shape?
        if let data = textPath.attributes["path"] {
            shape = SVGPathData.shape(from: data, arcTolerance: options.arcTolerance).shape
        } else if let reference = textPath.attributes["href"], reference.hasPrefix("#"),
                  let target = elementsByID[String(reference.dropFirst())], target.name == "path" || Self.basicShapes.contains(target.name) {
            let own = target.attributes["transform"].flatMap { try? parseTransform($0, of: target) } ?? .identity
            if target.name == "path" {
                shape = SVGPathData.shape(from: target.attributes["d"] ?? "", arcTolerance: options.arcTolerance).shape.transformed(by: own)
            } else if let outline = try? basicShapeOutline(target) {
                shape = Shape(contours: outline.contours).transformed(by: own)
            }
        }
        if let side = textPath.attributes["side"], side != "left" {
            warn(textPath, "side=\"\(side)\" is not laid out; the text is set on the path's left, as resvg and browsers set it")
        }
        guard let shape, let polyline = SVGTextPathPolyline(shape, startOffset: textPath.attributes["startOffset"], fontSize: style.fontSize) else {
            warn(textPath, "the path to set text along is missing or empty; its text is not drawn")
            return nil
        }
        return polyline
    }

    /// The basic shapes (SVG 2 lets text be set along them as along paths).
    static let basicShapes: Set<String> = ["rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// Whether `character` is of a script whose letters join (Arabic,
    /// Syriac, N'Ko, Mongolian, Phags-pa), which letter spacing leaves alone.
    private static func isCursive(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return [0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x1800...0x18AF, 0xA840...0xA87F].contains { $0.contains(value) }
    }

    /// Whether `character` stands upright in vertical text (Han, Kana,
    /// Hangul, Bopomofo, Yi and CJK symbols and forms), as Unicode's
    /// Vertical_Orientation mostly puts them; other characters lie sideways.
    private static func isUpright(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return [0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
                0x20000...0x3FFFD].contains { $0.contains(value) }
    }

    /// The axes `font-variation-settings` sets: `"wght" 700, 'wdth' 75`
    /// (four-letter tags, quoted, each with a number); `normal` or anything
    /// unreadable sets none.
    private static func variations(_ value: String?) -> [String: Double] {
        guard let value else { return [:] }
        var axes: [String: Double] = [:]
        for setting in value.split(separator: ",") {
            let parts = setting.split(whereSeparator: \.isWhitespace)
            guard parts.count == 2, let number = Double(parts[1]) else { return [:] }
            let tag = parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            guard tag.count == 4, parts[0].count == 6 else { return [:] }
            axes[tag] = number
        }
        return axes
    }

    /// Whether SVG 1.1's `kerning` is a length of 0, which turns the font's
    /// kerning off (as resvg reads it; browsers ignore the property).
    private static func turnsKerningOff(_ value: String?, fontSize: Double) -> Bool {
        guard let value, value != "auto" else { return false }
        return SVGLength.userUnits(value, axis: .horizontal, viewport: nil, fontSize: fontSize) == 0
    }

    /// What must be alike for two spans' characters to be shaped as one
    /// run: the font, the baseline and the spacing.
    private func runKey(of span: TextSpan) -> [String] {
        let request = fontRequest(for: span)
        let properties = span.style.inheritedProperties
        return [request.families.joined(separator: ","), "\(request.weight)", request.style, "\(request.stretch)", "\(request.size)", "\(request.kerning)", "\(request.variations.sorted { $0.key < $1.key })", request.features.joined(separator: ","),
                span.shifts.map { "\($0.value)@\($0.fontSize)" }.joined(separator: " "),
                span.element.attributes["alignment-baseline"] ?? "", properties["dominant-baseline"] ?? "",
                properties["letter-spacing"] ?? "", properties["word-spacing"] ?? ""]
    }

    /// How far `shifts` move a span's glyphs down (up is negative):
    /// `sub` and `super` by the font's offsets, a percentage of the font
    /// size that wrote it, a length; anything else not at all.
    private func baselineShift(_ shifts: [(value: String, fontSize: Double)], metrics: SVGFontMetrics) -> Double {
        shifts.reduce(0) { total, shift in
            switch shift.value {
            case "sub": total + metrics.subscriptShift
            case "super": total + metrics.superscriptShift
            case let value where value.hasSuffix("%"): total - (Double(value.dropLast()) ?? 0) / 100 * shift.fontSize
            case let value: total - (SVGLength.userUnits(value, axis: .vertical, viewport: viewport, fontSize: shift.fontSize) ?? 0)
            }
        }
    }

    /// How far a span's `alignment-baseline` (else its `dominant-baseline`)
    /// moves its glyphs down so that the baseline it names sits on y: from
    /// the font's ascent, descent and x-height as Chrome and resvg take them
    /// (fonts rarely carry baseline tables).
    private static func alignmentShift(of span: TextSpan, metrics: SVGFontMetrics) -> Double {
        let alignment = span.element.attributes["alignment-baseline"].flatMap { ["auto", "baseline"].contains($0) ? nil : $0 }
            ?? span.style.inheritedProperties["dominant-baseline"] ?? "auto"
        return switch alignment {
        case "before-edge", "text-before-edge", "text-top": -metrics.ascent
        case "middle": -metrics.xHeight / 2
        case "central": -(metrics.ascent + metrics.descent) / 2
        case "after-edge", "text-after-edge", "ideographic", "text-bottom": -metrics.descent
        case "hanging": -0.8 * metrics.ascent
        case "mathematical": -0.5 * metrics.ascent
        default: 0
        }
    }

    /// A `letter-spacing` or `word-spacing` value in user units (0 for `normal`).
    private func length(_ value: String?, fontSize: Double) -> Double {
        guard let value, value != "normal" else { return 0 }
        return SVGLength.userUnits(value, axis: .horizontal, viewport: viewport, fontSize: fontSize) ?? 0
    }

    /// The font a span's computed style asks for.
    private func fontRequest(for span: TextSpan) -> SVGFontRequest {
        let style = span.style
        let properties = style.inheritedProperties
        let families = (properties["font-family"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }.filter { !$0.isEmpty }
        let stretches = ["ultra-condensed": 50.0, "extra-condensed": 62.5, "condensed": 75, "semi-condensed": 87.5, "normal": 100,
                         "semi-expanded": 112.5, "expanded": 125, "extra-expanded": 150, "ultra-expanded": 200]
        let stretchText = properties["font-stretch"] ?? "normal"
        let stretch = stretches[stretchText] ?? (stretchText.hasSuffix("%") ? Double(stretchText.dropLast()) : nil) ?? 100
        return SVGFontRequest(families: families, weight: span.weight, style: properties["font-style"] ?? "normal", stretch: stretch,
                              size: style.fontSize, kerning: properties["font-kerning"] != "none" && !Self.turnsKerningOff(properties["kerning"], fontSize: style.fontSize),
                              variations: Self.variations(properties["font-variation-settings"]),
                              features: CSSFontFeatures.features(of: properties).features)
    }
}
