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

    /// Draws `element` (a `<text>`) as glyph outlines with `outliner`, one
    /// element per glyph in its span's paint; false (and nothing drawn)
    /// when it uses what is not laid out here, named in a warning, so that
    /// it is carried as written.
    mutating func drawTextOutlines(_ element: ParsedXMLElement, transform: AffineTransform, style: Style,
                                   outliner: any SVGTextOutliner) throws(SVGError) -> Bool {
        var spans: [TextSpan] = []
        var characters: [PlacedCharacter] = []
        var lists: [(span: Int, element: ParsedXMLElement)] = []
        var preserve = false, lastWasSpace = true
        var unlaid: String?
        var paths: [SVGTextPathPolyline] = []
        var currentPath: Int?
        var currentDecorations: [Int] = []
        // The bidi controls spans' unicode-bidi stands for, where they open and close among the characters.
        var bidiMarks: [(position: Int, scalars: [Unicode.Scalar], opens: Bool)] = []

        func collect(_ span: ParsedXMLElement, style inherited: Style, weight parentWeight: Double,
                     shifts parentShifts: [(value: String, fontSize: Double)], stretchesGlyphs parentStretches: Bool = false) {
            var spanStyle = inherited
            // Each span's lines are drawn in its own paint; the text element's include those declared around it.
            let outerDecoration = span.name == "text" ? inherited.inheritedProperties["text-decoration"] : nil
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
            let weight = Self.fontWeight(span.attributes["font-weight"], parent: parentWeight)
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
            if span.attributes["display"] == "none" { return }
            let embedding = SVGTextBidi.controls(unicodeBidi: span.attributes["unicode-bidi"], direction: spanStyle.inheritedProperties["direction"])
            if let embedding { bidiMarks.append((characters.count, embedding.open, true)) }
            defer { if let embedding { bidiMarks.append((characters.count, embedding.close, false)) } }
            let index = spans.count
            let first = characters.count
            var shifts = parentShifts
            // `baseline-shift` applies to spans, not to the text element itself.
            if span.name != "text", var shift = span.attributes["baseline-shift"]?.trimmingCharacters(in: .whitespaces) {
                if shift == "inherit" { shift = parentShifts.last?.value ?? "baseline" }
                shifts.append((shift, spanStyle.fontSize))
            }
            spans.append(TextSpan(element: span, style: spanStyle, characters: first..<first, weight: weight, shifts: shifts))
            // textLength fits the characters of the element that writes it (as resvg and Chrome take it).
            spans[index].textLength = span.attributes["textLength"]
                .flatMap { SVGLength.userUnits($0, axis: .horizontal, viewport: viewport, fontSize: spanStyle.fontSize) }
                .flatMap { $0 >= 0 ? $0 : nil }
            let stretches = span.attributes["lengthAdjust"].map { $0 == "spacingAndGlyphs" } ?? parentStretches
            spans[index].stretchesGlyphs = stretches
            lists.append((index, span))
            let (outerPreserve, outerDecorations) = (preserve, currentDecorations)
            defer { (preserve, currentDecorations) = (outerPreserve, outerDecorations) }
            // A decoration draws through the text of the span that writes it, in that span's paint.
            let lines = [outerDecoration, span.attributes["text-decoration"]].compactMap { $0 }.flatMap(Self.decorationLines)
            spans[index].decorationLines = DecorationLine.allCases.filter(lines.contains)
            if !lines.isEmpty { currentDecorations.append(index) }
            if let space = span.attributes["space"] { preserve = space == "preserve" }
            for position in 0...span.children.count {
                for node in span.textNodes where node.position == position {
                    for character in node.text {
                        var character = character
                        if character == "\n" || character == "\r\n" || character == "\r" {
                            if !preserve { continue }
                            character = " "
                        }
                        if character == "\t" { character = " " }
                        if character == " " && !preserve && lastWasSpace { continue }
                        lastWasSpace = character == " "
                        characters.append(PlacedCharacter(character: character, span: index, path: currentPath,
                                                          decorations: currentDecorations))
                    }
                }
                guard position < span.children.count else { break }
                let child = span.children[position]
                guard child.namespace == Self.svgNamespace || child.namespace == nil else { continue }
                switch child.name {
                case "tspan", "a":
                    if passesConditions(child) { collect(child, style: spanStyle, weight: weight, shifts: shifts, stretchesGlyphs: stretches) }
                case "textPath" where currentPath == nil:
                    guard passesConditions(child) else { break }
                    // Text on a path that cannot be found is not drawn.
                    guard let polyline = textPath(child, style: spanStyle) else { break }
                    paths.append(polyline)
                    currentPath = paths.count - 1
                    lastWasSpace = true
                    collect(child, style: spanStyle, weight: weight, shifts: shifts, stretchesGlyphs: stretches)
                    currentPath = nil
                case "tref":
                    // The character data of the element it names, drawn as a span of its own.
                    guard passesConditions(child), let reference = child.attributes["href"], reference.hasPrefix("#"),
                          let target = elementsByID[String(reference.dropFirst())] else { break }
                    var span = child
                    span.textNodes = [ParsedXMLElement.TextNode(position: 0, text: Self.characterData(of: target))]
                    collect(span, style: spanStyle, weight: weight, shifts: shifts, stretchesGlyphs: stretches)
                case "textPath":
                    unlaid = unlaid ?? "<textPath> inside <textPath>"
                default:
                    break
                }
            }
            spans[index].characters = first..<characters.count
        }
        collect(element, style: style, weight: Self.fontWeight(style.inheritedProperties["font-weight"], parent: 400), shifts: [])
        if let unlaid {
            warn(element, "kept as text, not outlined: \(unlaid) is not laid out in outlines")
            return false
        }
        // Trailing white space goes, as leading white space went.
        while !preserve, characters.last?.character == " " { characters.removeLast() }
        for index in spans.indices { spans[index].characters = spans[index].characters.clamped(to: 0..<characters.count) }

        // Position lists apply to a span's characters in order; inner spans' lists override outer ones'.
        for (span, owner) in lists {
            let range = spans[span].characters
            let fontSize = spans[span].style.fontSize
            func values(_ name: String, _ axis: SVGLength.Axis) -> [Double] {
                guard let text = owner.attributes[name] else { return [] }
                return text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
                    .compactMap { SVGLength.userUnits(String($0), axis: axis, viewport: viewport, fontSize: fontSize) }
            }
            for (offset, value) in values("x", .horizontal).enumerated() where offset < range.count { characters[range.lowerBound + offset].x = value }
            for (offset, value) in values("y", .vertical).enumerated() where offset < range.count { characters[range.lowerBound + offset].y = value }
            for (offset, value) in values("dx", .horizontal).enumerated() where offset < range.count { characters[range.lowerBound + offset].dx = value }
            for (offset, value) in values("dy", .vertical).enumerated() where offset < range.count { characters[range.lowerBound + offset].dy = value }
            let angles = (owner.attributes["rotate"] ?? "").split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
            if let last = angles.last {
                for offset in 0..<range.count { characters[range.lowerBound + offset].rotate = offset < angles.count ? angles[offset] : last }
            }
        }
        guard !characters.isEmpty else { return true }
        let rightToLeft = spans[0].style.inheritedProperties["direction"]?.trimmingCharacters(in: .whitespaces) == "rtl"
        let chunkStarts = Self.chunkStarts(of: characters)
        let levels = bidiLevels(of: characters, chunkStarts: chunkStarts, marks: bidiMarks, rightToLeft: rightToLeft, outliner: outliner)
        for index in spans.indices {
            guard let target = spans[index].textLength, spans[index].style.fontSize > 0 else { continue }
            let own = spans[index].characters.filter { characters[$0].span == index }
            guard !own.isEmpty else { continue }
            // The natural width: the span's characters shaped a level at a time.
            var natural = 0.0
            var start = own.startIndex
            while start < own.endIndex {
                var end = start + 1
                while end < own.endIndex, levels[own[end]] == levels[own[start]] { end += 1 }
                var request = fontRequest(for: spans[index])
                request.rightToLeft = levels[own[start]] % 2 == 1
                let text = String(own[start..<end].map { characters[$0].character })
                natural += (try? outliner.outline(text, font: request))?.glyphs.reduce(0) { $0 + $1.advance } ?? 0
                start = end
            }
            if spans[index].stretchesGlyphs {
                if natural > 0, target / natural >= 0.001 { spans[index].lengthScale = target / natural }
            } else if own.count > 1 {
                spans[index].lengthSpacing = (target - natural) / Double(own.count - 1)
            }
        }

        // Chunks start at every absolute position and at every path; runs
        // of one span up to the next are shaped as one. Vertical text is
        // laid out along a line from its chunk's origin, then turned a
        // quarter clockwise about it.
        let vertical = ["tb", "tb-rl", "vertical-rl", "vertical-lr"].contains(spans[0].style.inheritedProperties["writing-mode"] ?? "")
        var pen = Point(x: characters[0].x ?? 0, y: characters[0].y ?? 0)
        var chunkOrigin = Point(x: 0, y: 0)
        if vertical { (chunkOrigin, pen) = (pen, chunkOrigin) }
        var chunk: [PlacedGlyph] = [], chunkStart = pen.x, chunkAnchor = "start"
        // What the chunks draw, in order, and the glyph cells' corners: the text's box for bounding-box paint.
        var outlines: [(contours: [Contour], span: Int)] = []
        var cells: [Point] = []
        func finishChunk(at end: Double) {
            let width = end - chunkStart
            // Set right to left, a chunk starts at its right end.
            let anchor = rightToLeft ? ["start": "end", "end": "start"][chunkAnchor] ?? chunkAnchor : chunkAnchor
            let shift = anchor == "middle" ? -width / 2 : anchor == "end" ? -width : 0
            for glyph in chunk.sorted(by: { $0.layer < $1.layer }) {
                var placed: AffineTransform
                if let path = glyph.path {
                    // Along a path: the glyph's middle on the path, turned to run with it; off its ends, not drawn.
                    guard let (point, direction) = paths[path].place(at: glyph.origin.x + shift + glyph.advance / 2) else { continue }
                    let centred = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -glyph.advance / 2, ty: glyph.origin.y)
                    let turned = AffineTransform(a: direction.dx, b: direction.dy, c: -direction.dy, d: direction.dx, tx: point.x, ty: point.y)
                    placed = centred.followed(by: turned)
                } else {
                    placed = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: glyph.origin.x + shift, ty: glyph.origin.y)
                    if vertical {
                        placed = placed.followed(by: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: chunkOrigin.x, ty: chunkOrigin.y))
                    }
                }
                if !glyph.contours.isEmpty { outlines.append((glyph.contours.map { $0.transformed(by: placed) }, glyph.span)) }
                cells += (glyph.cell ?? []).map(placed.apply(to:))
            }
            chunk = []
        }
        let runs = orderedRuns(of: characters, chunkStarts: chunkStarts, spans: spans, levels: levels)
        // Letter spacing after a chunk's last glyph moves nothing: it is taken off the chunk's width.
        var trailingSpacing = 0.0
        for (run, level, opener) in runs {
            let (index, end) = (run.lowerBound, run.upperBound)
            let first = characters[index]
            // The chunk's first character in logical order places it (its first run in visual order may be another).
            if let opener {
                let head = characters[opener]
                let startsPath = head.path != nil && (opener == 0 || characters[opener - 1].path != head.path)
                let leavesPath = head.path == nil && opener > 0 && characters[opener - 1].path != nil
                if head.x != nil || head.y != nil || startsPath || leavesPath {
                    if opener > 0 { finishChunk(at: pen.x - trailingSpacing) }
                    if leavesPath, let path = characters[opener - 1].path {
                        // After a path, text goes on from where the path's text ended.
                        pen = paths[path].place(at: min(pen.x, paths[path].length))?.point ?? pen
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
                chunkAnchor = spans[head.span].style.inheritedProperties["text-anchor"] ?? "start"
            }
            let span = spans[first.span]
            // Text of no size draws nothing and takes no room.
            guard span.style.fontSize > 0 else { continue }
            var request = fontRequest(for: span)
            request.rightToLeft = level % 2 == 1
            let run: SVGGlyphRun
            do {
                run = try outliner.outline(String(characters[index..<end].map(\.character)), font: request)
            } catch {
                warn(span.element, "kept as text, not outlined: \(error)")
                return false
            }
            for message in run.warnings { warn(span.element, message) }
            let shift = baselineShift(span.shifts, metrics: run.metrics) + Self.alignmentShift(of: span, metrics: run.metrics)
            let spacing = length(span.style.inheritedProperties["letter-spacing"], fontSize: span.style.fontSize)
            let wordSpacing = length(span.style.inheritedProperties["word-spacing"], fontSize: span.style.fontSize)
            var shifted: Set<Int> = []
            // Off a path, decoration lines run through one span's characters
            // from a character moved or turned on its own (by dx, dy or
            // rotate) up to the next such, turned with it, as resvg draws them.
            var line: (origin: Point, angle: Double, width: Double, span: Int)? = nil
            func finishLine() {
                if let line {
                    chunk += decorations(of: first, metrics: run.metrics, from: line.origin, width: line.width, angle: line.angle,
                                         spans: spans, path: nil)
                }
                line = nil
            }
            for (position, glyph) in run.glyphs.enumerated() {
                let character = characters[index + min(glyph.character, end - index - 1)]
                // A character's dx and dy move the pen once, before its first glyph.
                if shifted.insert(glyph.character).inserted {
                    pen = pen + (vertical && first.path == nil ? Vector(dx: character.dy, dy: -character.dx) : Vector(dx: character.dx, dy: character.dy))
                    if first.path == nil,
                       line?.span != character.span || character.dx != 0 || character.dy != 0 || character.rotate != 0 {
                        finishLine()
                        line = (pen + Vector(dx: 0, dy: shift), character.rotate, 0, character.span)
                    }
                }
                let turn = AffineTransform.rotation(radians: character.rotate * .pi / 180)
                // Cursive scripts are not spaced apart (CSS Text 3); a glyph spaced back past its start is not drawn.
                let letterSpacing = Self.isCursive(character.character) ? 0 : spacing
                let drawn = glyph.advance + letterSpacing >= 0
                let fit = spans[character.span]
                var stretched = AffineTransform(a: fit.lengthScale, b: 0, c: 0, d: 1, tx: 0, ty: 0).followed(by: turn)
                if vertical && first.path == nil {
                    // Sideways glyphs sit on the line's centre (after their own rotate, about their origin on
                    // the baseline); upright ones (CJK) turn back a quarter about theirs, then rotate.
                    let centre = -(run.metrics.ascent + run.metrics.descent) / 2
                    if Self.isUpright(character.character) {
                        stretched = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -glyph.advance / 2, ty: centre)
                            .followed(by: AffineTransform.rotation(radians: -.pi / 2))
                            .followed(by: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: glyph.advance / 2, ty: 0))
                            .followed(by: stretched)
                    } else {
                        stretched = stretched.followed(by: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: centre))
                    }
                }
                let advance = glyph.advance * fit.lengthScale
                // A space draws nothing but has a cell.
                if drawn {
                    let cell = [Point(x: 0, y: run.metrics.ascent), Point(x: glyph.advance, y: run.metrics.ascent),
                                Point(x: glyph.advance, y: run.metrics.descent), Point(x: 0, y: run.metrics.descent)]
                    chunk.append(PlacedGlyph(contours: glyph.contours.map { $0.transformed(by: stretched) },
                                             origin: pen + Vector(dx: glyph.offset.dx * fit.lengthScale, dy: glyph.offset.dy + shift),
                                             advance: advance,
                                             span: character.span, path: first.path, cell: cell.map(stretched.apply(to:))))
                }
                // textLength's room goes after each character, once, with its last glyph.
                let endsCharacter = position + 1 == run.glyphs.count || run.glyphs[position + 1].character != glyph.character
                let room = endsCharacter && !fit.stretchesGlyphs ? fit.lengthSpacing : 0
                let step = drawn ? advance + letterSpacing + room + (character.character == " " ? wordSpacing : 0) : 0
                trailingSpacing = drawn ? letterSpacing : 0
                // Along a path, lines are drawn glyph by glyph, turned with them.
                if first.path != nil {
                    chunk += decorations(of: character, metrics: run.metrics, from: pen + Vector(dx: 0, dy: shift), width: step,
                                         angle: 0, spans: spans, path: first.path)
                }
                line?.width += step
                pen = pen + Vector(dx: step, dy: 0)
            }
            finishLine()
        }
        finishChunk(at: pen.x - trailingSpacing)
        let box = Shape(contours: cells.isEmpty ? [] : [Contour(closedThrough: cells)]).bounds
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
        for (contours, span) in outlines {
            var style = spans[span].style
            (style.paintBounds, style.group) = (box, group)
            try add(contours, of: spans[span].element, transform: transform, style: style)
        }
        return true
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
            let visual = SVGTextBidi.visualOrder(runs, levels: runs.map { levels[$0.lowerBound] })
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
    /// the `<path>` its `href` names (with that path's transform); nil
    /// (with a warning) when there is none.
    private mutating func textPath(_ textPath: ParsedXMLElement, style: Style) -> SVGTextPathPolyline? {
        var shape: Shape?
        if let data = textPath.attributes["path"] {
            shape = SVGPathData.shape(from: data, arcTolerance: options.arcTolerance).shape
        } else if let reference = textPath.attributes["href"], reference.hasPrefix("#"),
                  let target = elementsByID[String(reference.dropFirst())], target.name == "path" {
            let (path, _) = SVGPathData.shape(from: target.attributes["d"] ?? "", arcTolerance: options.arcTolerance)
            let own = target.attributes["transform"].flatMap { try? parseTransform($0, of: target) } ?? .identity
            shape = path.transformed(by: own)
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
