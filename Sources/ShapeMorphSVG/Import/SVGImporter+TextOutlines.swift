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

    /// What the importer cannot lay out in outlines: text using these is
    /// carried as written.
    private static let unlaidTextFeatures: [(property: String, isDefault: @Sendable (String) -> Bool)] = [
        ("writing-mode", { ["horizontal-tb", "lr", "lr-tb", "rl", "rl-tb"].contains($0) }),
        ("dominant-baseline", { ["auto", "alphabetic"].contains($0) }),
        ("alignment-baseline", { ["auto", "baseline", "alphabetic"].contains($0) }),
        ("text-decoration", { $0 == "none" }),
        ("font-variant", { $0 == "normal" }),
        ("font-feature-settings", { $0 == "normal" }),
        ("font-variation-settings", { $0 == "normal" }),
        ("font-kerning", { $0 == "auto" || $0 == "normal" }),
        ("direction", { $0 == "ltr" }),
        ("textLength", { _ in false }),
    ]

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

        func collect(_ span: ParsedXMLElement, style inherited: Style, weight parentWeight: Double,
                     shifts parentShifts: [(value: String, fontSize: Double)]) {
            var spanStyle = inherited
            applyPresentation(of: span, to: &spanStyle)
            let weight = Self.fontWeight(span.attributes["font-weight"], parent: parentWeight)
            for (property, isDefault) in Self.unlaidTextFeatures {
                if let value = span.attributes[property] ?? (property == "text-decoration" ? nil : spanStyle.inheritedProperties[property]),
                   !isDefault(value.trimmingCharacters(in: .whitespaces)) {
                    unlaid = unlaid ?? "\(property)=\"\(value)\""
                }
            }
            if span.attributes["display"] == "none" { return }
            let index = spans.count
            let first = characters.count
            var shifts = parentShifts
            // `baseline-shift` applies to spans, not to the text element itself.
            if span.name != "text", var shift = span.attributes["baseline-shift"]?.trimmingCharacters(in: .whitespaces) {
                if shift == "inherit" { shift = parentShifts.last?.value ?? "baseline" }
                shifts.append((shift, spanStyle.fontSize))
            }
            spans.append(TextSpan(element: span, style: spanStyle, characters: first..<first, weight: weight, shifts: shifts))
            lists.append((index, span))
            let outerPreserve = preserve
            defer { preserve = outerPreserve }
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
                        characters.append(PlacedCharacter(character: character, span: index))
                    }
                }
                guard position < span.children.count else { break }
                let child = span.children[position]
                guard child.namespace == Self.svgNamespace || child.namespace == nil else { continue }
                switch child.name {
                case "tspan", "a":
                    if passesConditions(child) { collect(child, style: spanStyle, weight: weight, shifts: shifts) }
                case "textPath", "tref":
                    unlaid = unlaid ?? "<\(child.name)>"
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

        // Chunks start at every absolute position; runs of one span and no
        // position of their own are shaped together.
        var pen = Point(x: characters[0].x ?? 0, y: characters[0].y ?? 0)
        var chunk: [(contours: [Contour], span: Int)] = [], chunkStart = pen.x, chunkAnchor = "start"
        func finishChunk(at end: Double) throws(SVGError) {
            let width = end - chunkStart
            let shift = chunkAnchor == "middle" ? -width / 2 : chunkAnchor == "end" ? -width : 0
            for (contours, span) in chunk {
                let moved = contours.map { $0.transformed(by: AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: shift, ty: 0)) }
                try add(moved, of: spans[span].element, transform: transform, style: spans[span].style)
            }
            chunk = []
        }
        var index = 0
        while index < characters.count {
            let first = characters[index]
            if first.x != nil || first.y != nil {
                if index > 0 { try finishChunk(at: pen.x) }
                pen = Point(x: first.x ?? pen.x, y: first.y ?? pen.y)
                chunkStart = pen.x
            }
            if chunk.isEmpty { chunkAnchor = spans[first.span].style.inheritedProperties["text-anchor"] ?? "start" }
            // A run: one span's characters up to the next absolute position, shaped as one.
            var end = index + 1
            while end < characters.count, characters[end].span == first.span, characters[end].x == nil, characters[end].y == nil {
                end += 1
            }
            let span = spans[first.span]
            // Text of no size draws nothing and takes no room.
            guard span.style.fontSize > 0 else {
                index = end
                continue
            }
            let run: SVGGlyphRun
            do {
                run = try outliner.outline(String(characters[index..<end].map(\.character)), font: fontRequest(for: span))
            } catch {
                warn(span.element, "kept as text, not outlined: \(error)")
                return false
            }
            for message in run.warnings { warn(span.element, message) }
            let shift = baselineShift(span.shifts, metrics: run.metrics)
            let spacing = length(span.style.inheritedProperties["letter-spacing"], fontSize: span.style.fontSize)
            let wordSpacing = length(span.style.inheritedProperties["word-spacing"], fontSize: span.style.fontSize)
            var shifted: Set<Int> = []
            for glyph in run.glyphs {
                let character = characters[index + min(glyph.character, end - index - 1)]
                // A character's dx and dy move the pen once, before its first glyph.
                if shifted.insert(glyph.character).inserted { pen = pen + Vector(dx: character.dx, dy: character.dy) }
                let origin = pen + glyph.offset + Vector(dx: 0, dy: shift)
                let turn = AffineTransform.rotation(radians: character.rotate * .pi / 180)
                let placed = AffineTransform(a: turn.a, b: turn.b, c: turn.c, d: turn.d, tx: origin.x, ty: origin.y)
                if !glyph.contours.isEmpty { chunk.append((glyph.contours.map { $0.transformed(by: placed) }, first.span)) }
                pen = pen + Vector(dx: glyph.advance + spacing + (character.character == " " ? wordSpacing : 0), dy: 0)
            }
            index = end
        }
        try finishChunk(at: pen.x)
        return true
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
                              size: style.fontSize)
    }
}
