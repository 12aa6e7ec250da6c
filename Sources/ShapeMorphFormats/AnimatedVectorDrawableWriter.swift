import ShapeMorph
public import ShapeMorphSVG
public import ShapeMorphSupport

/// Writes an animation as an Android `AnimatedVectorDrawable`: an
/// `<animated-vector>` with its `<vector>` inline (the viewBox as its
/// viewport, the document's size in dp) and, per path, an
/// `objectAnimator` whose property values holders keyframe the path's
/// `pathData` (`pathType`: every key has the same commands, as Android's
/// morph requires) and each paint property that changes (`fillColor`,
/// `fillAlpha`, `strokeColor`, `strokeAlpha`, `strokeWidth`). A clip
/// path is the path's group's `<clip-path>`, animated the same way.
///
/// A keyframe's interpolator is the move into it: a `pathInterpolator`
/// with the cubic Bézier's control points, or linear. Android has no
/// hold keyframe: a hold is the value kept until `jumpTime` before the
/// next key. A track's paths are transparent outside its own part of
/// the cycle. Android blends colours in gamma 2.2 (an animation made for
/// it places its colour keys so: `KeyColourBlending.gamma22`,
/// `AnimationExport.makeAnimation(for:)`); gradients, dashes and the
/// group opacity of a layer (folded into its alphas) are not animated:
/// gradients are drawn in their fallback colours, dashed strokes solid
/// and a stroke under its fill over it (`animatedVectorDrawableWarnings`
/// says where).
public struct AnimatedVectorDrawableWriter: AnimationTextWriter {
    /// How numbers are written.
    public var format: NumberFormat

    /// A writer writing numbers as `format` says.
    public init(format: NumberFormat = .default) {
        self.format = format
    }

    public func text(_ animation: SVGAnimation, in document: SVGDocument) -> String {
        XMLDocumentWriter.text(root: document.animatedVectorDrawableElement(animation, format: format))
    }

    public func write(_ animation: SVGAnimation, in document: SVGDocument,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try XMLDocumentWriter.write(root: document.animatedVectorDrawableElement(animation, format: format), to: output)
    }
}

extension SVGDocument {
    /// `AnimatedVectorDrawableWriter(format: format).text(animation, in: self)`.
    @available(*, deprecated, message: "use AnimatedVectorDrawableWriter(format: format).text(_:in:)")
    public func animatedVectorDrawableText(_ animation: SVGAnimation, format: NumberFormat = .default) -> String {
        AnimatedVectorDrawableWriter(format: format).text(animation, in: self)
    }

    /// `AnimatedVectorDrawableWriter(format: format).write(animation, in: self, to: output)`.
    @available(*, deprecated, message: "use AnimatedVectorDrawableWriter(format: format).write(_:in:to:)")
    public func writeAnimatedVectorDrawable(_ animation: SVGAnimation, format: NumberFormat = .default,
                                            to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try AnimatedVectorDrawableWriter(format: format).write(animation, in: self, to: output)
    }

    /// The root element `AnimatedVectorDrawableWriter` writes.
    func animatedVectorDrawableElement(_ animation: SVGAnimation, format: NumberFormat) -> XMLOutputElement {
        let pixelWidth = width ?? viewBox.width, pixelHeight = height ?? viewBox.height
        let viewport = SVGViewport.transform(viewBox: viewBox, width: pixelWidth, height: pixelHeight,
                                             preserveAspectRatio: preserveAspectRatio)
        let milliseconds = (animation.duration * 1000).rounded()
        var groups: [XMLOutputElement] = [], targets: [XMLOutputElement] = []
        for (index, track) in animation.tracks.enumerated() {
            var keys = track.steadyKeys(coveringCycleOf: animation.duration)
            // Transparent before the track's first key and from just after
            // the next track begins: the copies covering the rest of the cycle.
            var hidden = keys.map { _ in false }
            if animation.tracks.count > 1 {
                hidden[0] = track.keys.time(at: 0) > 0
                if index + 1 < animation.tracks.count {
                    hidden[hidden.count - 1] = true
                    var hide = keys[keys.count - 1]
                    hide.time = animation.tracks[index + 1].keys.time(at: 0) + Self.jumpTime
                    hide.move = .hold
                    if hide.time < animation.duration {
                        keys.insert(hide, at: keys.count - 1)
                        hidden.insert(true, at: hidden.count - 1)
                    }
                }
            }
            let times = keys.map(\.time)
            for (layerIndex, layer) in SVGAnimation.layers(of: track.keys, playing: keys.map(\.index), paint: paint).enumerated() {
                let name = "path_\(index + 1)_\(layerIndex + 1)"
                // Android cannot animate caps and joins: where the keys
                // change them, the fill is one path and each pen style's
                // stroke another, shown only at the keys with that style.
                let styles = StrokeStyle.styles(of: layer.paints)
                let moves = keys.map(\.move)
                let switchingMoves = zip(moves, zip(styles.ofKeys, styles.ofKeys.dropFirst())).map { $1.0 != $1.1 ? .hold : $0 }
                    + moves.dropFirst(max(styles.ofKeys.count - 1, 0))
                let pens: [(name: String, fills: Bool, style: StrokeStyle?)] = styles.distinct.count > 1
                    ? (layer.paints.contains(where: \.isFilled) ? [(name, true, nil)] : [])
                        + styles.distinct.enumerated().map { ("\(name)_stroke_\($0 + 1)", false, $1) }
                    : [(name, true, styles.distinct.first)]
                var paths: [XMLOutputElement] = []
                for pen in pens {
                    let properties = Self.vectorProperties(layer, hidden: hidden, format: format, fills: pen.fills,
                                                           stroke: pen.style.map { ($0, styles.ofKeys) })
                    var path = XMLOutputElement("path", [("android:name", pen.name)])
                    for property in properties { property.set(on: &path, key: 0, format: format) }
                    if layer.shapes.fillRule(at: 0) == .evenOdd { path.attributes.append(("android:fillType", "evenOdd")) }
                    paths.append(path)
                    let holders = properties.filter { $0.changes(format: format) }.map { property in
                        Self.valuesHolder(property, times: times, moves: property.name == "android:strokeAlpha" ? switchingMoves : moves,
                                          duration: animation.duration, format: format)
                    }
                    targets.append(Self.target(pen.name, holders: holders, milliseconds: milliseconds, repeats: animation.repeats))
                }
                guard let clips = layer.clips else { groups += paths; continue }
                let clipName = "clip_\(index + 1)_\(layerIndex + 1)"
                let clipTexts = clips.map { SVGPathData.string(for: $0, format: format) }
                let clipData = VectorProperty(name: "android:pathData", type: "pathType", values: .text(clipTexts))
                if clipData.changes(format: format) {
                    let holder = Self.valuesHolder(clipData, times: times, moves: moves, duration: animation.duration, format: format)
                    targets.append(Self.target(clipName, holders: [holder], milliseconds: milliseconds, repeats: animation.repeats))
                }
                groups.append(XMLOutputElement("group", children: [
                    XMLOutputElement("clip-path", [("android:name", clipName), ("android:pathData", clipTexts[0])]),
                ] + paths))
            }
        }
        let vector = XMLOutputElement("vector", [
            ("android:width", format.string(pixelWidth) + "dp"), ("android:height", format.string(pixelHeight) + "dp"),
            ("android:viewportWidth", format.string(pixelWidth / viewport.a)),
            ("android:viewportHeight", format.string(pixelHeight / viewport.d)),
        ], children: [XMLOutputElement("group", [
            ("android:translateX", format.string(viewport.tx / viewport.a)),
            ("android:translateY", format.string(viewport.ty / viewport.d)),
        ], children: groups)])
        return XMLOutputElement("animated-vector", [
            ("xmlns:android", "http://schemas.android.com/apk/res/android"), ("xmlns:aapt", "http://schemas.android.com/aapt"),
        ], children: [XMLOutputElement("aapt:attr", [("name", "android:drawable")], children: [vector])] + targets)
    }

    /// How long before the next key a held value jumps, in seconds.
    static let jumpTime = 1e-3

    /// A vector drawable property of a path, key by key.
    private struct VectorProperty {
        var name: String
        var type: String
        var values: Values

        enum Values {
            case text([String])
            /// Path data, each key made and written into the document as
            /// it is written (a key of a long path takes megabytes).
            case paths(SVGAnimation.Shapes)
        }

        /// Whether the keys differ.
        func changes(format: NumberFormat) -> Bool {
            switch values {
            case .text(let texts): Set(texts).count > 1
            case .paths(let shapes): !SVGPathData.haveOneText(shapes, format: format, commands: .cubic)
            }
        }

        /// Adds the attribute of key `key`'s value to `element`, after its
        /// attributes so far.
        func set(on element: inout XMLOutputElement, key: Int, as attributeName: String? = nil, format: NumberFormat) {
            let attributeName = attributeName ?? name
            switch values {
            case .text(let texts): element.attributes.append((attributeName, texts[key]))
            case .paths(let shapes):
                element.writtenAttribute = (position: element.attributes.count, name: attributeName,
                                            value: SVGPathData.writtenValue(of: shapes, at: key, format: format, commands: .cubic))
            }
        }
    }

    /// The properties of a path drawing `layer`, key by key: its fill where
    /// `fills`, its stroke in `stroke`'s style (seen only at the keys whose
    /// style, in `ofKeys`, it is); transparent where `hidden`.
    private static func vectorProperties(_ layer: SVGAnimation.Layer, hidden: [Bool], format: NumberFormat, fills: Bool,
                                         stroke: (style: StrokeStyle, ofKeys: [StrokeStyle])?) -> [VectorProperty] {
        let paints = layer.paints
        // Android takes a colour's alpha apart, in the fill's or stroke's alpha.
        func colour(_ paint: Paint?) -> String {
            var colour = paint?.color ?? Color(red: 0, green: 0, blue: 0)
            colour.alpha = 1
            return colour.hexadecimal
        }
        func alphas(_ alpha: (SVGPaint) -> Double) -> [String] {
            zip(paints, hidden).map { paint, hidden in format.string(hidden ? 0 : alpha(paint) * (paint.opacity ?? 1)) }
        }
        func text(_ name: String, _ type: String, _ values: [String]) -> VectorProperty {
            VectorProperty(name: name, type: type, values: .text(values))
        }
        // Path data as text where the keys are small enough to hold; else each key made as it is written.
        let shapes = layer.shapes
        var properties = [VectorProperty(name: "android:pathData", type: "pathType",
                                         values: shapes.areHeldWhole ? .text(shapes.map { SVGPathData.string(for: $0, format: format) })
                                             : .paths(shapes))]
        if fills, paints.contains(where: \.isFilled) {
            properties += [
                text("android:fillColor", "colorType", paints.map { colour($0.fill ?? "black") }),
                text("android:fillAlpha", "floatType", alphas { $0.isFilled ? ($0.fillOpacity ?? 1) * ($0.fill?.color?.alpha ?? 1) : 0 }),
            ]
        }
        if let stroke {
            let shown = stroke.ofKeys.map { $0 == stroke.style }
            properties += [
                text("android:strokeColor", "colorType", paints.map { colour($0.stroke) }),
                text("android:strokeAlpha", "floatType", zip(alphas { $0.hasStroke ? ($0.strokeOpacity ?? 1) * ($0.stroke?.color?.alpha ?? 1) : 0 }, shown)
                    .map { $1 ? $0 : format.string(0) }),
                text("android:strokeWidth", "floatType", paints.map { format.string($0.strokeWidth ?? 1) }),
                text("android:strokeLineCap", "", paints.map { _ in stroke.style.cap.rawValue }),
                text("android:strokeLineJoin", "", paints.map { _ in stroke.style.join.rawValue }),
                text("android:strokeMiterLimit", "", paints.map { _ in format.string(stroke.style.miterLimit) }),
            ]
        }
        return properties
    }

    /// The `propertyValuesHolder` keyframing `property` at `times`, each
    /// key moving on as `moves` says.
    private static func valuesHolder(_ property: VectorProperty, times: [Double], moves: [SVGAnimation.KeyMove],
                                     duration: Double, format: NumberFormat) -> XMLOutputElement {
        let fraction = NumberFormat.time
        /// A keyframe at `time` of key `key`'s value, then `after`.
        func keyframe(at time: Double, key: Int, after: [(name: String, value: String)] = [],
                      children: [XMLOutputElement] = []) -> XMLOutputElement {
            var keyframe = XMLOutputElement("keyframe", [("android:fraction", fraction.string(time / duration))], children: children)
            property.set(on: &keyframe, key: key, as: "android:value", format: format)
            keyframe.attributes += after
            return keyframe
        }
        var keyframes: [XMLOutputElement] = []
        for index in times.indices {
            var interpolator = "@android:interpolator/linear"
            if index > 0 {
                switch moves[index - 1] {
                case .linear: break
                case .hold:
                    let jump = times[index] - min(jumpTime, (times[index] - times[index - 1]) / 2)
                    keyframes.append(keyframe(at: jump, key: index - 1, after: [("android:interpolator", interpolator)]))
                case .eased(let curve):
                    interpolator = ""
                    keyframes.append(keyframe(at: times[index], key: index, children: [
                        XMLOutputElement("aapt:attr", [("name", "android:interpolator")], children: [
                            XMLOutputElement("pathInterpolator", [
                                ("android:controlX1", curve.x1), ("android:controlY1", curve.y1),
                                ("android:controlX2", curve.x2), ("android:controlY2", curve.y2),
                            ].map { ($0, fraction.string($1)) }),
                        ]),
                    ]))
                    continue
                }
            }
            keyframes.append(keyframe(at: times[index], key: index, after: index > 0 ? [("android:interpolator", interpolator)] : []))
        }
        return XMLOutputElement("propertyValuesHolder", [("android:propertyName", String(property.name.dropFirst("android:".count)))]
                                + (property.type.isEmpty ? [] : [("android:valueType", property.type)]), children: keyframes)
    }

    /// The `<target>` animating the element `name` through `holders`.
    private static func target(_ name: String, holders: [XMLOutputElement], milliseconds: Double, repeats: Bool) -> XMLOutputElement {
        XMLOutputElement("target", [("android:name", name)], children: [
            XMLOutputElement("aapt:attr", [("name", "android:animation")], children: [
                XMLOutputElement("objectAnimator", [
                    ("android:duration", NumberFormat.decimals(0).string(milliseconds)),
                    ("android:repeatCount", repeats ? "infinite" : "0"),
                ], children: holders),
            ]),
        ])
    }
}
