import ShapeMorph
public import ShapeMorphSupport

/// Writes an animation as one self-playing SVG, with the document's viewBox,
/// size and paint: a `path` per track, or per layer of a track whose keys
/// have elements, with `<animate>` children for its data and for each
/// paint property that changes.
///
/// A layer's clip path animates with it. A layer's gradient animates
/// (its line or circles and its stops) where every key of the track
/// paints one of the same kind (and, for a radial gradient drawing
/// ellipses, the same transform); elsewhere the layer animates the
/// gradients' fallback colours.
public struct SMILAnimationWriter: AnimationTextWriter {
    /// How numbers are written.
    public var format: NumberFormat

    /// A writer writing numbers as `format` says.
    public init(format: NumberFormat = .default) {
        self.format = format
    }

    public func text(_ animation: SVGAnimation, in document: SVGDocument) -> String {
        XMLDocumentWriter.text(root: document.animatedSVGElement(animation, format: format))
    }

    public func write(_ animation: SVGAnimation, in document: SVGDocument,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try XMLDocumentWriter.write(root: document.animatedSVGElement(animation, format: format), to: output)
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

    /// The root element `SMILAnimationWriter` writes.
    func animatedSVGElement(_ animation: SVGAnimation, format: NumberFormat) -> XMLOutputElement {
        var definitions: [XMLOutputElement] = []
        let paths = animation.tracks.enumerated().flatMap { index, track in
            animatedPaths(track, index: index, of: animation, format: format, definitions: &definitions)
        }
        let defs = definitions.isEmpty ? [] : [XMLOutputElement("defs", children: definitions)]
        return rootElement(children: defs + paths, format: format)
    }

    /// The paths that play `track` (the `index`th of `animation`), one
    /// per layer of its keys, with the definitions their gradients and
    /// clips animate in.
    private func animatedPaths(_ track: SVGAnimation.Track, index: Int, of animation: SVGAnimation,
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
        let timing = SMILTiming(times: times, easings: easings, duration: animation.duration, repeats: animation.repeats)
        let shown = animation.tracks.count > 1 ? [Self.display(ofTrack: index, of: animation, timing: timing)] : []
        return SVGAnimation.layers(of: keys, playing: played, paint: paint).enumerated().map { layerIndex, layer in
            animatedPath(layer, id: "\(index + 1)-\(layerIndex + 1)", timing: timing, shown: shown, format: format,
                         definitions: &definitions)
        }
    }

    /// The `display` animation of a track of several: shown only while its
    /// own keys play, from its first key until the next track begins.
    private static func display(ofTrack index: Int, of animation: SVGAnimation, timing: SMILTiming) -> XMLOutputElement {
        let start = animation.tracks[index].keys.time(at: 0) / animation.duration
        let end = index + 1 < animation.tracks.count ? animation.tracks[index + 1].keys.time(at: 0) / animation.duration : 1
        var values: [String] = [], times: [String] = []
        if start > 0 { values.append("none"); times.append("0") }
        values.append("inline"); times.append(NumberFormat.time.string(start))
        if end < 1 { values.append("none"); times.append(NumberFormat.time.string(end)) }
        return XMLOutputElement("animate", [
            ("attributeName", "display"), ("values", values.joined(separator: ";")),
            ("keyTimes", times.joined(separator: ";")), ("calcMode", "discrete"),
        ] + timing.timing)
    }

    /// The path that plays one layer of a track: its path data, its
    /// paint and clip animated, and `shown` (its `display` animation);
    /// its animated gradients and clip go into `definitions`.
    private func animatedPath(_ layer: SVGAnimation.Layer, id: String, timing: SMILTiming, shown: [XMLOutputElement],
                              format: NumberFormat, definitions: inout [XMLOutputElement]) -> XMLOutputElement {
        let shapes = layer.shapes
        var paints = layer.paints
        let gradientIDs = paints[0].gradientIDs(element: id)
        for isFill in [true, false] {
            guard paints.runs.contains(where: { (isFill ? $0.fillGradient : $0.strokeGradient) != nil }) else { continue }
            let ofKeys = paints.map { isFill ? $0.fillGradient : $0.strokeGradient }
            if let animated = Self.animatedGradient(ofKeys, id: isFill ? gradientIDs.fill : gradientIDs.stroke,
                                                    format: format, animate: timing.animates) {
                definitions.append(animated)
            } else {
                // Not animatable: the fallback colours animate.
                paints = paints.mapRuns { paint in
                    var paint = paint
                    if isFill { paint.fillGradient = nil } else { paint.strokeGradient = nil }
                    return paint
                }
            }
        }
        var values = XMLOutputElement("animate", [("attributeName", "d")] + timing.animated)
        values.writtenAttribute = (position: 1, name: "values", value: SVGPathData.animationValues(for: shapes, format: format))
        var children = [values]
        let attributes = layer.paintAttributes(paints, format: format, id: id)
        children += timing.animates(attributes.lists, ofKeys: attributes.listOfKey, SVGDocument.paintAttributeDefaults)
        var path = SVGDocument.pathElement(shapes[0], paint: paints[0], format: format, id: id,
                                           children: children + shown)
        if let clips = layer.clips {
            let values = clips.map { SVGPathData.string(for: $0, format: format) }
            let animation = Set(values).count > 1
                ? [XMLOutputElement("animate", [("attributeName", "d"), ("values", values.joined(separator: ";"))] + timing.animated)]
                : []
            definitions.append(SVGDocument.clipPathElement(clips[0], id: id, format: format, children: animation))
            path.attributes.append(SVGDocument.clipPathAttribute(id: id))
        }
        return path
    }

    /// The gradient element with `id` whose attributes and stops animate
    /// through `gradients`, one per key; nil when they are not all of one
    /// kind and transform.
    private static func animatedGradient(
        _ gradients: [SVGGradient?], id: String?, format: NumberFormat,
        animate: ([[(name: String, value: String)]], _ ofKeys: [Int], [(name: String, value: String)]) -> [XMLOutputElement]
    ) -> XMLOutputElement? {
        let present = gradients.compactMap { $0 }
        guard let id, let first = present.first, present.count == gradients.count,
              present.allSatisfy({ $0.isLinear == first.isLinear && $0.transform == first.transform }) else { return nil }
        // One list of stops for every key, each key's painting what it painted.
        let offsets = present.dropFirst().reduce(first.stops.map(\.offset)) { offsets, gradient in
            SVGGradient.mergedOffsets(offsets, gradient.stops.map(\.offset))
        }
        let elements = present.map { gradient in
            var resampled = gradient
            resampled.stops = gradient.stops(at: offsets)
            return resampled.element(id: id, format: format)
        }
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
