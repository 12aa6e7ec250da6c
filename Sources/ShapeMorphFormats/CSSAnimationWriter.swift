import ShapeMorph
public import ShapeMorphSVG
public import ShapeMorphSupport

/// Writes an animation as an SVG animated by CSS: a `<style>` of `@keyframes`
/// animating each path's `d: path(…)` and the paint properties that
/// change, and the paths they apply to (by id). The file plays where it
/// is shown, and its style and paths can be pasted into a page.
///
/// Every key is a keyframe whose `animation-timing-function` is the
/// move to the next: `cubic-bezier(…)` for an easing, `linear` between
/// samples, `step-end` for a hold, so what the animation makes exact
/// stays exact. A track's path is hidden outside its own part of the
/// cycle by a second animation of `visibility`. CSS blends colours in
/// sRGB between keyframes, where frames blend in OKLab; gradients are
/// drawn in their fallback colours (`cssAnimationWarnings` says where);
/// clip paths animate as the paths do.
///
/// Browsers play it where they support the CSS `d` property (Chromium,
/// Firefox).
public struct CSSAnimationWriter: AnimationTextWriter {
    /// How numbers are written.
    public var format: NumberFormat

    /// A writer writing numbers as `format` says.
    public init(format: NumberFormat = .default) {
        self.format = format
    }

    public func text(_ animation: SVGAnimation, in document: SVGDocument) -> String {
        XMLDocumentWriter.text(root: document.cssAnimatedSVGElement(animation, format: format))
    }

    public func write(_ animation: SVGAnimation, in document: SVGDocument,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try XMLDocumentWriter.write(root: document.cssAnimatedSVGElement(animation, format: format), to: output)
    }
}

extension SVGDocument {
    /// `CSSAnimationWriter(format: format).text(animation, in: self)`.
    @available(*, deprecated, message: "use CSSAnimationWriter(format: format).text(_:in:)")
    public func cssAnimatedSVGText(_ animation: SVGAnimation, format: NumberFormat = .default) -> String {
        CSSAnimationWriter(format: format).text(animation, in: self)
    }

    /// `CSSAnimationWriter(format: format).write(animation, in: self, to: output)`.
    @available(*, deprecated, message: "use CSSAnimationWriter(format: format).write(_:in:to:)")
    public func writeCSSAnimatedSVG(_ animation: SVGAnimation, format: NumberFormat = .default,
                                    to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try CSSAnimationWriter(format: format).write(animation, in: self, to: output)
    }

    /// The root element `CSSAnimationWriter` writes.
    func cssAnimatedSVGElement(_ animation: SVGAnimation, format: NumberFormat) -> XMLOutputElement {
        let timeFormat = NumberFormat.decimals(4)
        let cycle = NumberFormat.time.nonzeroString(animation.duration) + "s"
        let repetition = animation.repeats ? "infinite" : "1"
        // The style sheet's rules, line by line, keys' path data made as it is written.
        var rules: [[SVGPathData.TextPart]] = []
        var paths: [XMLOutputElement] = [], definitions: [XMLOutputElement] = []
        for (index, track) in animation.tracks.enumerated() {
            let steady = track.steadyKeys(coveringCycleOf: animation.duration)
            let percents = steady.map { timeFormat.string(100 * $0.time / animation.duration) + "%" }
            var shown: String?
            if animation.tracks.count > 1 {
                let start = track.keys.time(at: 0) / animation.duration
                let end = index + 1 < animation.tracks.count ? animation.tracks[index + 1].keys.time(at: 0) / animation.duration : 1
                var steps = [(start, "visible")]
                if start > 0 { steps.insert((0, "hidden"), at: 0) }
                if end < 1 { steps.append((end, "hidden")) }
                shown = steps.map { "  \(timeFormat.string(100 * $0.0))% { visibility: \($0.1); }" }.joined(separator: "\n")
            }
            for (layerIndex, layer) in SVGAnimation.layers(of: track.keys, playing: steady.map(\.index), paint: paint).enumerated() {
                let id = "path-\(index + 1)-\(layerIndex + 1)"
                let paints = layer.paints.mapRuns { paint in
                    var solid = paint
                    (solid.fillGradient, solid.strokeGradient) = (nil, nil)
                    return solid
                }
                let attributes = layer.paintAttributes(paints, format: format, id: id)
                let lists = attributes.lists.map { Dictionary($0, uniquingKeysWith: { first, _ in first }) }
                let painted = attributes.listOfKey.map { lists[$0] }
                let changing = SVGDocument.paintAttributeDefaults.filter { name, fallback in
                    name != "fill-rule" && Set(painted.map { $0[name] ?? fallback }).count > 1
                }
                var frames: [[SVGPathData.TextPart]] = [[.text("@keyframes \(id) {")]]
                for (key, percent) in zip(steady.indices, percents) {
                    var declarations = changing.map { name, fallback in "\(name): \(painted[key][name] ?? fallback)" }
                    if key + 1 < steady.count { declarations.append("animation-timing-function: \(Self.cssTiming(steady[key].move))") }
                    frames.append([.text("  \(percent) { d: path('"), .pathData(layer.shapes, key: key),
                                   .text("')" + declarations.map { "; " + $0 }.joined() + "; }")])
                }
                frames.append([.text("}")])
                var animations = ["\(id) \(cycle) linear \(repetition) both"]
                if let shown {
                    frames += [[.text("@keyframes \(id)-shown {")], [.text(shown)], [.text("}")]]
                    animations.append("\(id)-shown \(cycle) step-end \(repetition) both")
                }
                rules += frames + [[.text("#\(id) { animation: \(animations.joined(separator: ", ")); }")]]
                var path = SVGDocument.pathElement(layer.shapes[0], paint: paints[0], format: format, id: id)
                path.insertAttribute(("id", id), at: 0)
                if let clips = layer.clips {
                    let clipID = "clip-\(id)-outline"
                    rules.append([.text("@keyframes \(clipID) {")])
                    for (key, percent) in zip(steady.indices, percents) {
                        let timing = key + 1 < steady.count ? "; animation-timing-function: \(Self.cssTiming(steady[key].move))" : ""
                        rules.append([.text("  \(percent) { d: path('\(SVGPathData.string(for: clips[key], format: format))')\(timing); }")])
                    }
                    rules += [[.text("}")], [.text("#\(clipID) { animation: \(clipID) \(cycle) linear \(repetition) both; }")]]
                    var clipPath = SVGDocument.clipPathElement(clips[0], id: id, format: format)
                    clipPath.children[0].attributes.insert(("id", clipID), at: 0)
                    definitions.append(clipPath)
                    path.attributes.append(SVGDocument.clipPathAttribute(id: id))
                }
                paths.append(path)
            }
        }
        var style = XMLOutputElement("style")
        style.writtenText = SVGPathData.writtenText(
            Self.mergingText([.text("\n")] + Array(rules.joined(separator: [.text("\n")])) + [.text("\n")]), format: format)
        let defs = definitions.isEmpty ? [] : [XMLOutputElement("defs", children: definitions)]
        return rootElement(children: [style] + defs + paths, format: format)
    }

    /// `parts` with every run of text parts merged into one.
    private static func mergingText(_ parts: [SVGPathData.TextPart]) -> [SVGPathData.TextPart] {
        var merged: [SVGPathData.TextPart] = []
        for part in parts {
            if case .text(let text) = part, case .text(let last)? = merged.last {
                merged[merged.count - 1] = .text(last + text)
            } else {
                merged.append(part)
            }
        }
        return merged
    }

    /// A move as a CSS timing function.
    private static func cssTiming(_ move: SVGAnimation.KeyMove) -> String {
        switch move {
        case .linear: "linear"
        case .hold: "step-end"
        case .eased(let curve):
            "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(NumberFormat.time.string).joined(separator: ", ")))"
        }
    }
}
