import ShapeMorph
public import ShapeMorphSupport

/// Writes an animation as one self-playing SVG, with the document's viewBox,
/// size and paint: a `path` per track, or per layer of a track whose keys
/// have elements, with `<animate>` children for its data and for each
/// paint property that changes.
///
/// A layer's clip path animates with it. A layer's gradient animates
/// (its line or circles and its stops) where its keys paint gradients of
/// one kind (and, for a radial gradient drawing ellipses, one transform),
/// a key painting a plain colour as a gradient of that colour; elsewhere
/// the layer animates the gradients' fallback colours. Layers faded as
/// one group are drawn in a `g` whose `opacity` animates, where each stays
/// in its groups throughout the track; a group masked by a mask of shapes
/// is a `g` masked by a `mask` whose content animates as the frames draw
/// it, where the mask can be moved and scaled onto the group.
///
/// Every id begins with `idPrefix`, so that several files can be put
/// inline in one page. Played `.onDemand`, every animation is written
/// twice, forward and backward, each direction's begun by the element
/// with id `forward` or `backward` (after the prefix):
///
///     document.getElementById("menu-forward").beginElement()
public struct SMILAnimationWriter: AnimationTextWriter {
    /// How numbers are written.
    public var format: NumberFormat
    /// What every id written begins with.
    public var idPrefix: String
    /// When it plays.
    public var start: AnimationStart

    /// A writer writing numbers as `format` says, ids beginning with
    /// `idPrefix`, playing when `start` says.
    public init(format: NumberFormat = .default, idPrefix: String = "", start: AnimationStart = .onLoad) {
        (self.format, self.idPrefix, self.start) = (format, idPrefix, start)
    }

    public func text(_ animation: SVGAnimation, in document: SVGDocument) -> String {
        XMLDocumentWriter.text(root: document.animatedSVGElement(animation, format: format, start: start).prefixingIDs(idPrefix))
    }

    public func write(_ animation: SVGAnimation, in document: SVGDocument,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try XMLDocumentWriter.write(root: document.animatedSVGElement(animation, format: format, start: start).prefixingIDs(idPrefix),
                                    to: output)
    }
}

extension SVGDocument {
    /// `SMILAnimationWriter(format: format).text(animation, in: self)`.
    @available(*, deprecated, message: "use SMILAnimationWriter(format: format).text(_:in:)")
    public func animatedSVGText(_ animation: SVGAnimation, format: NumberFormat = .default) -> String {
        SMILAnimationWriter(format: format).text(animation, in: self)
    }

    /// `SMILAnimationWriter(format: format).write(animation, in: self, to: output)`.
    @available(*, deprecated, message: "use SMILAnimationWriter(format: format).write(_:in:to:)")
    public func writeAnimatedSVG(_ animation: SVGAnimation, format: NumberFormat = .default,
                                 to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try SMILAnimationWriter(format: format).write(animation, in: self, to: output)
    }

    /// The root element `SMILAnimationWriter` writes (before its ids are
    /// prefixed), playing when `start` says.
    func animatedSVGElement(_ animation: SVGAnimation, format: NumberFormat, start: AnimationStart = .onLoad) -> XMLOutputElement {
        let directions: [SMILDirection] = start == .onLoad ? [.onLoad] : [.forward, .backward]
        var definitions: [XMLOutputElement] = []
        let paths = animation.tracks.enumerated().flatMap { index, track in
            animatedPaths(track, index: index, of: animation, directions: directions, format: format, definitions: &definitions)
        }
        let defs = definitions.isEmpty ? [] : [XMLOutputElement("defs", children: definitions)]
        var root = rootElement(children: defs + paths, format: format)
        for direction in directions { root.nameFirstAnimation(of: direction) }
        return root
    }

    /// The paths that play `track` (the `index`th of `animation`) in each
    /// of `directions`, one per layer of its keys, with the definitions
    /// their gradients and clips animate in.
    private func animatedPaths(_ track: SVGAnimation.Track, index: Int, of animation: SVGAnimation, directions: [SMILDirection],
                               format: NumberFormat, definitions: inout [XMLOutputElement]) -> [XMLOutputElement] {
        // Hold the first and last shapes over the rest of the cycle, so every
        // animation spans 0...1 of it as SMIL requires: the keys played are
        // these of the track's, the first and last maybe twice.
        let keys = track.keys, last = keys.count - 1
        let holdsFirst = keys.time(at: 0) > 0, holdsLast = keys.time(at: last) < animation.duration
        let played = (holdsFirst ? [0] : []) + Array(keys.indices) + (holdsLast ? [last] : [])
        var times = played.map(keys.time), easings = played.map(keys.easing)
        if holdsFirst { (times[0], easings[0]) = (0, nil) }
        if holdsLast { (times[times.count - 1], easings[easings.count - 2]) = (animation.duration, nil) }
        // Shown from its first key until the next track begins.
        let shownFrom = keys.time(at: 0) / animation.duration
        let shownUntil = index + 1 < animation.tracks.count ? animation.tracks[index + 1].keys.time(at: 0) / animation.duration : 1
        let plays = directions.map { direction in
            var (order, keyTimes, keyEasings, shown) = (played, times, easings, (from: shownFrom, until: shownUntil))
            if direction == .backward {
                // The keys in reverse, each move eased as the forward one run backwards.
                order.reverse()
                keyTimes = times.reversed().map { animation.duration - $0 }
                keyEasings = easings.dropLast().reversed().map { $0?.reversed } + [nil]
                shown = (1 - shownUntil, 1 - shownFrom)
            }
            let timing = SMILTiming(times: keyTimes, easings: keyEasings, duration: animation.duration, repeats: animation.repeats,
                                    begin: direction.begin)
            let display = animation.tracks.count > 1 ? [Self.display(from: shown.from, until: shown.until, timing: timing)] : []
            return (layers: SVGAnimation.layers(of: keys, playing: order, paint: paint), timing: timing, shown: display,
                    groups: SVGAnimation.maskedOpacityGroups(of: keys, playing: order))
        }
        // Played on demand, a track shown later is hidden until it plays.
        let hidden = directions.count > 1 && shownFrom > 0
        let paths = plays[0].layers.indices.map { layerIndex in
            animatedPath(plays.map { ($0.layers[layerIndex], $0.timing, $0.shown) }, id: "\(index + 1)-\(layerIndex + 1)",
                         hidden: hidden, format: format, definitions: &definitions)
        }
        let groups = plays.compactMap(\.groups)
        guard groups.count == plays.count else { return paths }
        // The same groups in each direction, wrapped in one order: the n-th wrapped is the n-th of each.
        let inOrder = groups.map(SVGAnimation.EffectGroup.inOrder)
        var made = 0
        return SVGAnimation.EffectGroup.grouping(paths, in: groups[0]) { group, children in
            defer { made += 1 }
            var attributes: [(name: String, value: String)] = [], fades: [XMLOutputElement] = []
            if group.mask == nil || group.opacities.contains(where: { $0 != 1 }) {
                attributes.append(("opacity", format.string(group.opacities[0])))
                fades = zip(inOrder, plays).flatMap { groups, play in
                    let opacities = groups[made].opacities.map { [("opacity", format.string($0))] }
                    return play.timing.animates(opacities, ofKeys: Array(opacities.indices), [("opacity", "1")])
                }
            }
            let masks = inOrder.compactMap { $0[made].mask }
            if let mask = group.mask, masks.count == plays.count {
                let id = "mask-\(index + 1)-\(made + 1)"
                let layers = masks.map(\.layers)
                let content = layers[0].indices.map { layer in
                    animatedPath(zip(layers, plays).map { ($0[layer], $1.timing, []) }, id: "\(id)-\(layer + 1)", hidden: false,
                                 format: format, definitions: &definitions)
                }
                definitions.append(Self.maskElement(mask, id: id, format: format, children: content))
                attributes.append(("mask", "url(#\(id))"))
            }
            return XMLOutputElement("g", attributes, children: fades + children)
        }
    }

    /// The `display` animation of a track of several: shown from `start`
    /// until `end` of the cycle.
    private static func display(from start: Double, until end: Double, timing: SMILTiming) -> XMLOutputElement {
        var values: [String] = [], times: [String] = []
        if start > 0 { values.append("none"); times.append("0") }
        values.append("inline"); times.append(NumberFormat.time.string(start))
        if end < 1 { values.append("none"); times.append(NumberFormat.time.string(end)) }
        return XMLOutputElement("animate", [
            ("attributeName", "display"), ("values", values.joined(separator: ";")),
            ("keyTimes", times.joined(separator: ";")), ("calcMode", "discrete"),
        ] + timing.timing)
    }

    /// The path that plays one layer of a track, once per direction in
    /// `plays` (the layer's keys in that direction's order, their timing,
    /// and `shown`, its `display` animation): its path data, its paint and
    /// clip animated; hidden at first where `hidden` says. Its animated
    /// gradients and clip go into `definitions`.
    private func animatedPath(_ plays: [(layer: SVGAnimation.Layer, timing: SMILTiming, shown: [XMLOutputElement])], id: String,
                              hidden: Bool, format: NumberFormat, definitions: inout [XMLOutputElement]) -> XMLOutputElement {
        var paints = plays.map(\.layer.paints)
        let gradientIDs = paints[0][0].gradientIDs(element: id)
        for isFill in [true, false] {
            let keyed = paints.map { $0.keyedGradients(isFill: isFill) }
            guard let first = keyed[0] else { continue }
            let elements = zip(plays, keyed).map { play, keyed in
                keyed.flatMap { Self.animatedGradient($0, id: isFill ? gradientIDs.fill : gradientIDs.stroke, format: format,
                                                      animate: play.timing.animates) }
            }
            // Every key paints the animated gradient, else every key its fallback colour.
            let isAnimated = elements.allSatisfy { $0 != nil }
            paints = paints.map { $0.paintingGradients(isAnimated ? first[0] : nil, isFill: isFill) }
            if isAnimated, let first = elements[0] {
                definitions.append(elements.dropFirst().compactMap { $0 }.reduce(first, Self.addingAnimations))
            }
        }
        var children: [XMLOutputElement] = []
        for (play, paints) in zip(plays, paints) {
            var values = XMLOutputElement("animate", [("attributeName", "d")] + play.timing.animated)
            values.writtenAttribute = (position: 1, name: "values", value: SVGPathData.animationValues(for: play.layer.shapes, format: format))
            let attributes = play.layer.paintAttributes(paints, format: format, id: id)
            children += [values] + play.timing.animates(attributes.lists, ofKeys: attributes.listOfKey, SVGDocument.paintAttributeDefaults)
                + play.shown
        }
        var path = SVGDocument.pathElement(plays[0].layer.shapes[0], paint: paints[0][0], format: format, id: id, children: children)
        if hidden { path.attributes.append(("display", "none")) }
        if let clips = plays[0].layer.clips {
            let animations = plays.compactMap { play -> XMLOutputElement? in
                let values = (play.layer.clips ?? []).map { SVGPathData.string(for: $0, format: format) }
                guard Set(values).count > 1 else { return nil }
                return XMLOutputElement("animate", [("attributeName", "d"), ("values", values.joined(separator: ";"))] + play.timing.animated)
            }
            definitions.append(SVGDocument.clipPathElement(clips[0], id: id, format: format, children: animations))
            path.attributes.append(SVGDocument.clipPathAttribute(id: id))
        }
        return path
    }

    /// `gradient` (an animated gradient element) with the animations of
    /// `other` (the same gradient animated in another direction) added to
    /// its own and to its stops'.
    private static func addingAnimations(_ gradient: XMLOutputElement, _ other: XMLOutputElement) -> XMLOutputElement {
        var merged = gradient
        for index in merged.children.indices where merged.children[index].name == "stop" {
            merged.children[index].children += other.children[index].children
        }
        merged.children += other.children.filter { $0.name == "animate" }
        return merged
    }

    /// The gradient element with `id` whose attributes and stops animate
    /// through `gradients` (keyed: one per key, their stops at the same
    /// offsets); nil when they are not all of one kind and transform.
    private static func animatedGradient(
        _ gradients: [SVGGradient], id: String?, format: NumberFormat,
        animate: ([[(name: String, value: String)]], _ ofKeys: [Int], [(name: String, value: String)]) -> [XMLOutputElement]
    ) -> XMLOutputElement? {
        guard let id, let first = gradients.first,
              gradients.allSatisfy({ $0.isLinear == first.isLinear && $0.transform == first.transform }) else { return nil }
        let elements = gradients.map { $0.element(id: id, format: format) }
        var element = elements[0]
        element.children += animate(elements.map(\.attributes), Array(elements.indices),
                                    elements[0].attributes.filter { $0.name != "spreadMethod" } + [("spreadMethod", "pad")])
        for stop in element.children.indices where element.children[stop].name == "stop" {
            element.children[stop].children = animate(elements.map { $0.children[stop].attributes }, Array(elements.indices),
                                                      [("stop-color", "black"), ("stop-opacity", "1")])
        }
        return element
    }
}

/// Which way an animation is written to play, and what begins it.
private enum SMILDirection {
    /// Forward, when shown.
    case onLoad
    /// Forward, when the page begins the animation with id `forward`.
    case forward
    /// Backward, when the page begins the animation with id `backward`.
    case backward

    /// The animations' `begin`: nil for when shown, else the first
    /// animation's beginning (`nameFirstAnimation(of:)` names it). The
    /// offset is there for Chromium, which reads the first `-` of a value
    /// without `+` as an offset's sign, and so could not find a prefixed
    /// id such as `menu-forward` (nor does it read SMIL's escape, `\-`).
    var begin: String? {
        switch self {
        case .onLoad: nil
        case .forward: "forward.begin+0s"
        case .backward: "backward.begin+0s"
        }
    }
}

extension XMLOutputElement {
    /// Makes the first `animate` (in document order) of `direction` the
    /// one the page begins: id `forward` or `backward`, begun by
    /// `beginElement()` (`begin="indefinite"`); the others begin with it.
    fileprivate mutating func nameFirstAnimation(of direction: SMILDirection) {
        guard let begin = direction.begin else { return }
        _ = nameFirst(beginning: begin, id: String(begin.prefix { $0 != "." }))
    }

    private mutating func nameFirst(beginning begin: String, id: String) -> Bool {
        if name == "animate", let index = attributes.firstIndex(where: { $0.name == "begin" && $0.value == begin }) {
            attributes[index].value = "indefinite"
            insertAttribute(("id", id), at: 0)
            return true
        }
        for index in children.indices where children[index].nameFirst(beginning: begin, id: id) { return true }
        return false
    }
}
