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
/// sRGB between keyframes, where frames blend in OKLab (keys are added
/// where the two part). A gradient animates its stops and, where it
/// moves, its line or circles (`CSSAnimatedGradient`); one that turns
/// from linear to radial, or moves drawing ellipses or from a focal
/// circle, is drawn in its fallback colours (`cssAnimationWarnings` says
/// where). Clip paths animate as the paths do; layers faded as one group
/// are drawn in a `g` whose `opacity` animates, where each stays in its
/// groups throughout the track; a group masked by a mask of shapes is a
/// `g` masked by a `mask` whose content animates as the paths do, where
/// the mask can be moved and scaled onto the group.
///
/// Browsers play it where they support the CSS `d` property (Chromium,
/// Firefox).
///
/// Every id and keyframes name begins with `idPrefix`, so that several
/// files can be put inline in one page. Played `.onDemand`, nothing moves
/// until the `svg` or an element around it has `data-play="forward"`
/// (it plays forward once) or `data-play="backward"` (back to its first
/// frame); the keyframes are then written twice (a backward animation
/// needs a name of its own to start when the attribute changes).
public struct CSSAnimationWriter: AnimationTextWriter {
    /// How numbers are written.
    public var format: NumberFormat
    /// What every id and keyframes name written begins with.
    public var idPrefix: String
    /// When it plays.
    public var start: AnimationStart

    /// A writer writing numbers as `format` says, ids beginning with
    /// `idPrefix`, playing when `start` says.
    public init(format: NumberFormat = .default, idPrefix: String = "", start: AnimationStart = .onLoad) {
        (self.format, self.idPrefix, self.start) = (format, idPrefix, start)
    }

    public func text(_ animation: SVGAnimation, in document: SVGDocument) -> String {
        XMLDocumentWriter.text(root: document.cssAnimatedSVGElement(animation, format: format, idPrefix: idPrefix, start: start))
    }

    public func write(_ animation: SVGAnimation, in document: SVGDocument,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try XMLDocumentWriter.write(root: document.cssAnimatedSVGElement(animation, format: format, idPrefix: idPrefix, start: start),
                                    to: output)
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

    /// The root element `CSSAnimationWriter` writes, its ids and keyframes
    /// names beginning with `idPrefix`, playing when `start` says.
    func cssAnimatedSVGElement(_ animation: SVGAnimation, format: NumberFormat, idPrefix: String = "",
                               start: AnimationStart = .onLoad) -> XMLOutputElement {
        let playing = CSSPlaying(cycle: NumberFormat.time.nonzeroString(animation.duration) + "s",
                                 repetition: animation.repeats ? "infinite" : "1", idPrefix: idPrefix, start: start)
        // The style sheet's rules, line by line, keys' path data made as it is written.
        var rules: [[SVGPathData.TextPart]] = []
        var paths: [XMLOutputElement] = [], definitions: [XMLOutputElement] = []
        for index in animation.tracks.indices {
            paths += cssTrack(index, of: animation, playing: playing, format: format, rules: &rules, definitions: &definitions)
        }
        var style = XMLOutputElement("style")
        style.writtenText = SVGPathData.writtenText(
            Self.mergingText([.text("\n")] + Array(rules.joined(separator: [.text("\n")])) + [.text("\n")]), format: format)
        let defs = definitions.isEmpty ? [] : [XMLOutputElement("defs", children: definitions)]
        return rootElement(children: [style] + defs + paths, format: format).prefixingIDs(idPrefix)
    }

    /// The paths of track `index` of `animation`, one per layer, in the
    /// opacity groups they are drawn in; their rules go into `rules`, their
    /// gradients and clips into `definitions`.
    private func cssTrack(_ index: Int, of animation: SVGAnimation, playing: CSSPlaying, format: NumberFormat,
                          rules: inout [[SVGPathData.TextPart]], definitions: inout [XMLOutputElement]) -> [XMLOutputElement] {
        let track = animation.tracks[index]
        let timeFormat = NumberFormat.decimals(4)
        let steady = track.steadyKeys(coveringCycleOf: animation.duration)
        let keyframing = CSSKeyframing(percents: steady.map { timeFormat.string(100 * $0.time / animation.duration) + "%" },
                                       timings: steady.indices.map {
                                           $0 + 1 < steady.count ? "; animation-timing-function: \(Self.cssTiming(steady[$0].move))" : ""
                                       })
        var shown: (keyframes: [[SVGPathData.TextPart]], hiddenAtFirst: Bool)?
        if animation.tracks.count > 1 {
            let start = track.keys.time(at: 0) / animation.duration
            let end = index + 1 < animation.tracks.count ? animation.tracks[index + 1].keys.time(at: 0) / animation.duration : 1
            var steps = [(start, "visible")]
            if start > 0 { steps.insert((0, "hidden"), at: 0) }
            if end < 1 { steps.append((end, "hidden")) }
            // Said at 100% too, which would otherwise be the element's own visibility, shown at the end.
            if let last = steps.last, last.0 < 1 { steps.append((1, last.1)) }
            shown = (steps.map { [.text("  \(timeFormat.string(100 * $0.0))% { visibility: \($0.1); }")] }, start > 0)
        }
        let layers = SVGAnimation.layers(of: track.keys, playing: steady.map(\.index), paint: paint)
        let paths = layers.enumerated().map { layerIndex, layer in
            cssPath(layer, id: "path-\(index + 1)-\(layerIndex + 1)", keyframing: keyframing, shown: shown, playing: playing,
                    format: format, rules: &rules, definitions: &definitions)
        }
        guard let groups = SVGAnimation.maskedOpacityGroups(of: track.keys, playing: steady.map(\.index)) else { return paths }
        var count = 0
        return SVGAnimation.EffectGroup.grouping(paths, in: groups) { group, children in
            count += 1
            let id = "group-\(index + 1)-\(count)"
            var attributes = [("id", id)]
            if group.mask == nil || group.opacities.contains(where: { $0 != 1 }) {
                rules += playing.rules(for: id, [(id, keyframing.frames { "opacity: " + format.string(group.opacities[$0]) }, "linear")],
                                       hiddenAtFirst: false)
                attributes.append(("opacity", format.string(group.opacities[0])))
            }
            if let mask = group.mask {
                let content = mask.layers.enumerated().map { layerIndex, layer in
                    cssPath(layer, id: "mask-\(index + 1)-\(count)-\(layerIndex + 1)", keyframing: keyframing, shown: nil, playing: playing,
                            format: format, rules: &rules, definitions: &definitions)
                }
                definitions.append(SVGDocument.maskElement(mask, id: "mask-" + id, format: format, children: content))
                attributes.append(("mask", "url(#mask-\(id))"))
            }
            return XMLOutputElement("g", attributes, children: children)
        }
    }

    /// The path that plays `layer` as `id`, its rules (its data, paint,
    /// visibility while its track is `shown`, gradients and clip) added to
    /// `rules`, its gradients and clip to `definitions`.
    private func cssPath(_ layer: SVGAnimation.Layer, id: String, keyframing: CSSKeyframing,
                         shown: (keyframes: [[SVGPathData.TextPart]], hiddenAtFirst: Bool)?, playing: CSSPlaying, format: NumberFormat,
                         rules: inout [[SVGPathData.TextPart]], definitions: inout [XMLOutputElement]) -> XMLOutputElement {
        var paints = layer.paints
        for isFill in [true, false] {
            guard let keyed = paints.keyedGradients(isFill: isFill),
                  let gradient = CSSAnimatedGradient(keyed, id: (isFill ? "fill-" : "stroke-") + id, format: format) else {
                paints = paints.paintingGradients(nil, isFill: isFill)
                continue
            }
            paints = paints.paintingGradients(keyed[0], isFill: isFill)
            definitions.append(gradient.element)
            for (elementID, declarations) in gradient.animations {
                rules += playing.rules(for: elementID, [(elementID, keyframing.frames { declarations[$0] }, "linear")], hiddenAtFirst: false)
            }
        }
        let attributes = layer.paintAttributes(paints, format: format, id: id)
        let lists = attributes.lists.map { Dictionary($0, uniquingKeysWith: { first, _ in first }) }
        let painted = attributes.listOfKey.map { lists[$0] }
        let changing = SVGDocument.paintAttributeDefaults.filter { name, fallback in
            name != "fill-rule" && Set(painted.map { $0[name] ?? fallback }).count > 1
        }
        let frames: [[SVGPathData.TextPart]] = zip(keyframing.percents.indices, keyframing.percents).map { key, percent in
            let declarations = changing.map { name, fallback in "; \(name): \(painted[key][name] ?? fallback)" }.joined()
            return [.text("  \(percent) { d: path('"), .pathData(layer.shapes, key: key), .text("')" + declarations + keyframing.timings[key] + "; }")]
        }
        var animations = [(id, frames, "linear")]
        if let shown { animations.append((id + "-shown", shown.keyframes, "step-end")) }
        rules += playing.rules(for: id, animations, hiddenAtFirst: shown?.hiddenAtFirst == true)
        var path = SVGDocument.pathElement(layer.shapes[0], paint: paints[0], format: format, id: id)
        path.insertAttribute(("id", id), at: 0)
        if let clips = layer.clips {
            let clipID = "clip-\(id)-outline"
            rules += playing.rules(for: clipID, [(clipID, keyframing.frames { "d: path('\(SVGPathData.string(for: clips[$0], format: format))')" },
                                                  "linear")], hiddenAtFirst: false)
            var clipPath = SVGDocument.clipPathElement(clips[0], id: id, format: format)
            clipPath.children[0].attributes.insert(("id", clipID), at: 0)
            definitions.append(clipPath)
            path.attributes.append(SVGDocument.clipPathAttribute(id: id))
        }
        return path
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

/// The keyframes of a track's keys: each key's percentage of the cycle,
/// and the timing on to the next (`; animation-timing-function: …`, none
/// for the last).
private struct CSSKeyframing {
    var percents: [String], timings: [String]

    /// One keyframe per key, declaring what `declarations` says of it.
    func frames(_ declarations: (Int) -> String) -> [[SVGPathData.TextPart]] {
        percents.indices.map { [.text("  \(percents[$0]) { \(declarations($0))\(timings[$0]); }")] }
    }
}

/// How a CSS animation's elements play: the cycle, its repetition, the
/// prefix of every name, and what starts it.
private struct CSSPlaying {
    var cycle: String, repetition: String, idPrefix: String, start: AnimationStart

    /// The rules that play the element with id `id` (before the prefix):
    /// each of `animations` (a keyframes name, its keyframes' lines and
    /// the timing between them) as keyframes and the selector that plays
    /// them, when shown or, on demand, forward and backward (the keyframes
    /// again under a name of their own); `hiddenAtFirst` hides the element
    /// until played on demand.
    func rules(for id: String, _ animations: [(name: String, keyframes: [[SVGPathData.TextPart]], timing: String)],
               hiddenAtFirst: Bool) -> [[SVGPathData.TextPart]] {
        let selector = "#" + idPrefix + id
        func keyframes(_ name: String, _ lines: [[SVGPathData.TextPart]]) -> [[SVGPathData.TextPart]] {
            [[.text("@keyframes \(idPrefix + name) {")]] + lines + [[.text("}")]]
        }
        func played(_ suffix: String, _ direction: String) -> String {
            animations.map { "\(idPrefix + $0.name + suffix) \(cycle) \($0.timing) \(repetition) \(direction)both" }.joined(separator: ", ")
        }
        switch start {
        case .onLoad:
            return animations.flatMap { keyframes($0.name, $0.keyframes) } + [[.text("\(selector) { animation: \(played("", "")); }")]]
        case .onDemand:
            return animations.flatMap { keyframes($0.name, $0.keyframes) + keyframes($0.name + "-back", $0.keyframes) }
                + (hiddenAtFirst ? [[.text("\(selector) { visibility: hidden; }")]] : [])
                + [[.text("[data-play=forward] \(selector) { animation: \(played("", "")); }")],
                   [.text("[data-play=backward] \(selector) { animation: \(played("-back", "reverse ")); }")]]
        }
    }
}
