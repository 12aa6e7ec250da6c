import ShapeMorph
public import ShapeMorphSVG
public import ShapeMorphSupport

/// Writes an animation as a Lottie animation (JSON), played by lottie-web,
/// lottie-ios, lottie-android and rlottie: the document's size (its
/// `width` and `height`, else its viewBox's, rounded up to whole
/// pixels), the viewBox mapped into it as SVG maps it, and one shape
/// layer per path the animated SVG would draw.
///
/// A layer's path is an animated `sh` per contour (vertices with
/// tangents relative to them, open or closed), under a fill (`fl`, with
/// the fill rule) and a stroke (`st`: width, caps, joins, dashes) whose
/// colours and opacities animate where the keys change them; a clip
/// path becomes the layer's masks, one added per contour (holes in a
/// clip are not cut). Keyframes fall at the keys' times in frames of
/// `framesPerSecond`: a cubic-bezier easing is the keyframe's own
/// easing handles, a jump is a hold keyframe, so what the animation
/// makes exact stays exact; sampled legs are linear between samples.
/// Lottie blends colours channel by channel in sRGB between keyframes,
/// where frames blend in OKLab. Gradients are gradient fills and strokes
/// (`gf`, `gs`) whose points and stops animate; one Lottie cannot say (one
/// that repeats, reflects, draws ellipses or has a focal circle) is drawn
/// in its fallback colours (`lottieWarnings` says where). Layers faded as
/// one group are a precomposition (an asset) faded by the group's
/// opacity, where each stays in its groups throughout the track; a group
/// masked by a mask of shapes is one too, under a track matte (luminance,
/// or alpha) that is a precomposition of the mask's content, keyframed as
/// the frames draw it, where the mask can be moved and scaled onto the
/// group (`maskWarnings` says where masks are used).
///
/// Lottie has no play-once flag: whether the player loops is its
/// setting. Each track's layers show only from its first key until the
/// next track begins (their in and out points).
public struct LottieWriter: AnimationTextWriter {
    /// Lottie's frame rate, which its keyframes' times count in.
    public var framesPerSecond: Double
    /// How numbers are written.
    public var format: NumberFormat

    /// A writer of `framesPerSecond` frames a second, writing numbers as
    /// `format` says.
    ///
    /// - Precondition: `framesPerSecond` is finite and positive.
    public init(framesPerSecond: Double, format: NumberFormat = .default) {
        precondition(framesPerSecond.isFinite && framesPerSecond > 0, "A frame rate must be finite and positive, not \(framesPerSecond).")
        self.framesPerSecond = framesPerSecond
        self.format = format
    }

    public func text(_ animation: SVGAnimation, in document: SVGDocument) -> String {
        document.lottieValue(animation, framesPerSecond: framesPerSecond).text(format: format, followedBy: "\n")
    }

    public func write(_ animation: SVGAnimation, in document: SVGDocument,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try document.lottieValue(animation, framesPerSecond: framesPerSecond).write(format: format, followedBy: "\n", to: output)
    }
}

extension SVGDocument {
    /// `LottieWriter(framesPerSecond: framesPerSecond, format: format).text(animation, in: self)`.
    @available(*, deprecated, message: "use LottieWriter(framesPerSecond: framesPerSecond, format: format).text(_:in:)")
    public func lottieJSON(_ animation: SVGAnimation, framesPerSecond: Double, format: NumberFormat = .default) -> String {
        LottieWriter(framesPerSecond: framesPerSecond, format: format).text(animation, in: self)
    }

    /// `LottieWriter(framesPerSecond: framesPerSecond, format: format).write(animation, in: self, to: output)`.
    @available(*, deprecated, message: "use LottieWriter(framesPerSecond: framesPerSecond, format: format).write(_:in:to:)")
    public func writeLottieJSON(_ animation: SVGAnimation, framesPerSecond: Double, format: NumberFormat = .default,
                                to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try LottieWriter(framesPerSecond: framesPerSecond, format: format).write(animation, in: self, to: output)
    }

    /// The Lottie animation as a JSON value whose keyframes are made as
    /// they are written.
    fileprivate func lottieValue(_ animation: SVGAnimation, framesPerSecond: Double) -> JSONOutputValue {
        let pixelWidth = (width ?? viewBox.width).rounded(.up), pixelHeight = (height ?? viewBox.height).rounded(.up)
        let viewport = SVGViewport.transform(viewBox: viewBox, width: pixelWidth, height: pixelHeight,
                                             preserveAspectRatio: preserveAspectRatio)
        let lastFrame = animation.duration * framesPerSecond
        var layers: [JSONOutputValue] = [], assets: [JSONOutputValue] = []
        for (index, track) in animation.tracks.enumerated() {
            let steady = track.steadyKeys()
            let frames = steady.map { $0.time * framesPerSecond }
            let inPoint = index == 0 ? 0 : frames[0]
            let outPoint = index + 1 < animation.tracks.count ? animation.tracks[index + 1].keys.time(at: 0) * framesPerSecond : lastFrame
            let keyframes = LottieKeyframes(frames: frames, moves: steady.map(\.move))
            let trackLayers = SVGAnimation.layers(of: track.keys, playing: steady.map(\.index), paint: paint).enumerated().map { layerIndex, layer in
                Self.lottieLayer(layer, name: "\(index + 1)-\(layerIndex + 1)", keyframes: keyframes,
                                 viewport: viewport, inPoint: inPoint, outPoint: outPoint)
            }
            let groups = SVGAnimation.maskedOpacityGroups(of: track.keys, playing: steady.map(\.index)) ?? []
            layers += Self.precomposing(trackLayers, in: groups, track: index, keyframes: keyframes, viewport: viewport,
                                        size: (pixelWidth, pixelHeight), shown: (inPoint, outPoint), assets: &assets)
        }
        return JSONOutputValue.object([
            ("v", .string("5.7.0")), ("nm", .string("ShapeMorph")), ("fr", .time(framesPerSecond)),
            ("ip", .number(0)), ("op", .time(lastFrame)),
            ("w", .number(pixelWidth)), ("h", .number(pixelHeight)), ("ddd", .number(0)),
            ("assets", .array(assets)), ("layers", .array(Self.paintedTopFirst(layers))),
        ])
    }

    /// `layers` (a track's, in paint order) with each run of them that one
    /// of `groups` draws made a precomposition faded by the group's
    /// opacity, and masked by a precomposition of its mask's content (a
    /// track matte: by alpha or luminance) where it has one; each `size`
    /// wide and high and `shown` (in and out points) as the track, its
    /// layers in `assets`.
    private static func precomposing(_ layers: [JSONOutputValue], in groups: [SVGAnimation.EffectGroup], track: Int,
                                     keyframes: LottieKeyframes, viewport: AffineTransform, size: (width: Double, height: Double),
                                     shown: (in: Double, out: Double), assets: inout [JSONOutputValue]) -> [JSONOutputValue] {
        func precomposition(_ layers: [JSONOutputValue], named id: String, opacities: [Double]?) -> [(String, JSONOutputValue)] {
            assets.append(.object([("id", .string(id)), ("layers", .array(paintedTopFirst(layers)))]))
            let opacity = opacities.map { keyframes.property($0.map { 100 * $0 }, value: JSONOutputValue.number) } ?? still(100)
            return [
                ("ty", .number(0)), ("nm", .string(id)), ("refId", .string(id)), ("sr", .number(1)), ("ao", .number(0)),
                ("ddd", .number(0)), ("ip", .time(shown.in)), ("op", .time(shown.out)), ("st", .number(0)), ("bm", .number(0)),
                ("w", .number(size.width)), ("h", .number(size.height)),
                ("ks", .object([("a", still([0, 0])), ("p", still([0, 0])), ("s", still([100, 100])), ("r", still(0)), ("o", opacity)])),
            ]
        }
        return SVGAnimation.EffectGroup.grouping(layers.map { [$0] }, in: groups) { group, inner in
            let id = "group \(track + 1)-\(assets.count + 1)"
            let drawn = precomposition(inner.flatMap { $0 }, named: id, opacities: group.opacities)
            guard let mask = group.mask else { return [.object(drawn)] }
            let content = mask.layers.enumerated().map { index, layer in
                lottieLayer(layer, name: "mask \(index + 1) of \(id)", keyframes: keyframes, viewport: viewport, inPoint: shown.in, outPoint: shown.out)
            }
            // A matte is drawn on the layer below it in Lottie's list: after it in paint order.
            let matte = precomposition(content, named: "mask of \(id)", opacities: nil)
            return [.object(drawn + [("tt", .number(mask.byAlpha ? 1 : 3))]), .object(matte + [("td", .number(1))])]
        }.flatMap { $0 }
    }

    /// `layers` in paint order as Lottie lists them, its first on top
    /// (SVG draws its last element on top), numbered from 1.
    private static func paintedTopFirst(_ layers: [JSONOutputValue]) -> [JSONOutputValue] {
        layers.reversed().enumerated().map { number, layer -> JSONOutputValue in
            guard case .object(let members) = layer else { return layer }
            return .object([("ind", .number(Double(number + 1)))] + members)
        }
    }

    /// The shape layer drawing `layer`.
    private static func lottieLayer(_ layer: SVGAnimation.Layer, name: String, keyframes: LottieKeyframes,
                                    viewport: AffineTransform, inPoint: Double, outPoint: Double) -> JSONOutputValue {
        let paints = layer.paints
        let first = layer.shapes[0]
        func contourKeyframes<Keys: RandomAccessCollection<Contour>>(_ contour: Int, _ keys: Keys) -> JSONOutputValue?
            where Keys.Index == Int {
            guard !first.contours[contour].segments.isEmpty else { return nil }
            return .object([("ty", .string("sh")), ("nm", .string("contour \(contour + 1)")),
                            ("ks", keyframes.property(keys, value: lottieBezier))])
        }
        // The layer's frames, made once where they are small enough: each
        // contour's keyframes share them; else made as they are written.
        let held = layer.shapes.areHeldWhole ? Array(layer.shapes) : nil
        var items: [JSONOutputValue] = first.contours.indices.compactMap { contour in
            if let held { contourKeyframes(contour, held.map { $0.contours[contour] }) }
            else { contourKeyframes(contour, layer.shapes.lazy.map { $0.contours[contour] }) }
        }
        // A stroke is drawn over the fill, unless paint-order puts it under:
        // Lottie draws earlier items on top.
        let fillOnTop = paints.first(where: \.isStroked)?.isStrokeUnderFill == true
        let fillItems = paints.contains(where: \.isFilled) ? [lottieFill(paints, fillRule: first.fillRule, keyframes: keyframes)] : []
        if fillOnTop { items += fillItems }
        items += lottieStrokes(paints, keyframes: keyframes)
        if !fillOnTop { items += fillItems }
        items.append(.object([
            ("ty", .string("tr")),
            ("p", still([0, 0])), ("a", still([0, 0])), ("s", still([100, 100])), ("r", still(0)),
            ("o", keyframes.property(paints.map { 100 * ($0.opacity ?? 1) }, value: JSONOutputValue.number)),
            ("sk", still(0)), ("sa", still(0)),
        ]))
        var members: [(String, JSONOutputValue)] = [
            ("ty", .number(4)), ("nm", .string("path \(name)")), ("sr", .number(1)), ("ao", .number(0)), ("ddd", .number(0)),
            ("ip", .time(inPoint)), ("op", .time(outPoint)), ("st", .number(0)), ("bm", .number(0)),
            ("ks", .object([
                ("a", still([0, 0])), ("p", still([viewport.tx, viewport.ty])), ("s", still([100 * viewport.a, 100 * viewport.d])),
                ("r", still(0)), ("o", still(100)),
            ])),
            ("shapes", .array([.object([("ty", .string("gr")), ("nm", .string("path \(name)")), ("it", .array(items))])])),
        ]
        if let clips = layer.clips {
            let masks: [JSONOutputValue] = clips[0].contours.indices.compactMap { contour in
                guard !clips[0].contours[contour].segments.isEmpty else { return nil }
                return .object([
                    ("nm", .string("clip \(contour + 1)")), ("mode", .string("a")), ("inv", .bool(false)),
                    ("pt", keyframes.property(clips.map { $0.contours[contour] }, value: lottieBezier)),
                    ("o", still(100)), ("x", still(0)),
                ])
            }
            members += [("hasMask", .bool(true)), ("masksProperties", .array(masks))]
        }
        return .object(members)
    }

    /// The fill item of a layer painted by `paints`, one per key: a
    /// gradient fill where its keys paint gradients Lottie can say.
    private static func lottieFill(_ paints: SVGAnimation.Paints, fillRule: FillRule, keyframes: LottieKeyframes) -> JSONOutputValue {
        let rule = ("r", JSONOutputValue.number(fillRule == .evenOdd ? 2 : 1))
        if paints.contains(where: { $0.fillGradient != nil }),
           let gradient = lottieGradient(paints.map(\.fillGradient), colours: paints.map { $0.fill ?? "black" }, keyframes: keyframes) {
            return .object([("ty", .string("gf")), ("nm", .string("fill")),
                            ("o", keyframes.property(paints.map { $0.isFilled ? 100 * ($0.fillOpacity ?? 1) : 0 }, value: JSONOutputValue.number)),
                            rule] + gradient)
        }
        return .object([
            ("ty", .string("fl")), ("nm", .string("fill")),
            ("c", keyframes.property(paints.map { lottieColour($0.fill ?? "black") }, value: JSONOutputValue.numbers)),
            ("o", keyframes.property(paints.map { $0.isFilled ? 100 * ($0.fillOpacity ?? 1) * ($0.fill?.color?.alpha ?? 1) : 0 },
                                     value: JSONOutputValue.number)),
            rule,
        ])
    }

    /// The stroke items of a layer painted by `paints`, one per key.
    private static func lottieStrokes(_ paints: SVGAnimation.Paints, keyframes: LottieKeyframes) -> [JSONOutputValue] {
        // One stroke per pen style (Lottie cannot animate caps and joins),
        // each shown only at the keys with its style.
        let styles = StrokeStyle.styles(of: paints)
        var strokes: [JSONOutputValue] = []
        for style in styles.distinct {
            let opacities = zip(paints, styles.ofKeys).map { paint, keyStyle in
                // A gradient stroke's alpha is its stops'.
                paint.hasStroke && keyStyle == style
                    ? 100 * (paint.strokeOpacity ?? 1) * (paint.strokeGradient == nil ? paint.stroke?.color?.alpha ?? 1 : 1) : 0
            }
            let switching = keyframes.holding(where: zip(styles.ofKeys, styles.ofKeys.dropFirst()).map { $0 != $1 })
            let gradient = paints.contains { $0.strokeGradient != nil }
                ? lottieGradient(paints.map(\.strokeGradient), colours: paints.map { $0.stroke ?? .nothing }, keyframes: keyframes) : nil
            let colour: [(String, JSONOutputValue)] = gradient == nil
                ? [("c", keyframes.property(paints.map { lottieColour($0.stroke) }, value: JSONOutputValue.numbers))] : []
            var stroke: [(String, JSONOutputValue)] = [("ty", .string(gradient == nil ? "st" : "gs")), ("nm", .string("stroke"))] + colour + [
                ("o", switching.property(opacities, value: JSONOutputValue.number)),
                ("w", keyframes.property(paints.map { $0.strokeWidth ?? 1 }, value: JSONOutputValue.number)),
                ("lc", .number(style.cap == .round ? 2 : style.cap == .square ? 3 : 1)),
                ("lj", .number(style.join == .round ? 2 : style.join == .bevel ? 3 : 1)),
                ("ml", .number(style.miterLimit)),
            ]
            let dashes = paints.map { $0.strokeDasharray ?? [] }
            if let first = dashes.first, !first.isEmpty, dashes.allSatisfy({ $0.count == first.count }) {
                let names = (0..<first.count).map { $0.isMultiple(of: 2) ? "d" : "g" }
                stroke.append(("d", .array(names.enumerated().map { index, kind in
                    .object([("n", .string(kind)), ("nm", .string(kind == "d" ? "dash" : "gap")),
                             ("v", keyframes.property(dashes.map { $0[index] }, value: JSONOutputValue.number))])
                } + [.object([("n", .string("o")), ("nm", .string("offset")),
                              ("v", keyframes.property(paints.map { $0.strokeDashoffset ?? 0 }, value: JSONOutputValue.number))])])))
            }
            strokes.append(.object(stroke + (gradient ?? [])))
        }
        return strokes
    }

    /// A property that does not animate.
    private static func still(_ value: Double) -> JSONOutputValue {
        .object([("a", .number(0)), ("k", .number(value))])
    }

    private static func still(_ values: [Double]) -> JSONOutputValue {
        .object([("a", .number(0)), ("k", .numbers(values))])
    }

    /// A paint's colour as Lottie's red, green, blue and alpha in 0…1;
    /// black for what is not a colour.
    private static func lottieColour(_ paint: Paint?) -> [Double] {
        let colour = paint?.color ?? Color(red: 0, green: 0, blue: 0)
        return [colour.red / 255, colour.green / 255, colour.blue / 255, 1]
    }

    /// A contour as a Lottie Bézier: a vertex where each segment starts
    /// (and, open, where the last ends), with the handles beside it relative
    /// to it. Each vertex's numbers are made as they are written: a contour
    /// of hundreds of thousands of segments is never held as JSON.
    private static func lottieBezier(_ contour: Contour) -> JSONOutputValue {
        let segments = contour.segments, count = segments.count, isOpen = !contour.isClosed
        let vertexCount = isOpen && count > 0 ? count + 1 : count
        func offset(_ point: Point, from vertex: Point) -> (Double, Double) { (point.x - vertex.x, point.y - vertex.y) }
        let vertices = JSONOutputValue.pairs(count: vertexCount) { index in
            let vertex = index < count ? segments[index].start : segments[count - 1].end
            return (vertex.x, vertex.y)
        }
        let inTangents = JSONOutputValue.pairs(count: vertexCount) { index in
            if isOpen && index == 0 { return (0, 0) }
            if index == count { return offset(segments[count - 1].control2, from: segments[count - 1].end) }
            return offset(segments[(index + count - 1) % count].control2, from: segments[index].start)
        }
        let outTangents = JSONOutputValue.pairs(count: vertexCount) { index in
            index < count ? offset(segments[index].control1, from: segments[index].start) : (0, 0)
        }
        return .object([("c", .bool(contour.isClosed)), ("v", vertices), ("i", inTangents), ("o", outTangents)])
    }
}

/// The keyframe times and easings of one track, shared by every property
/// its layers animate.
struct LottieKeyframes {
    /// The keys' times in frames, increasing.
    var frames: [Double]
    /// How each key moves on to the next.
    var moves: [SVGAnimation.KeyMove]

    /// The same keyframes, holding each key's value up to the next where
    /// `holds` (one per move) says so.
    func holding(where holds: [Bool]) -> LottieKeyframes {
        LottieKeyframes(frames: frames, moves: zip(moves, holds).map { $1 ? .hold : $0 } + moves.dropFirst(holds.count))
    }

    /// The property taking `values`, one per key: still when they are all
    /// equal, else keyframed.
    func property<Values: RandomAccessCollection>(_ values: Values, value json: @escaping (Values.Element) -> JSONOutputValue)
        -> JSONOutputValue where Values.Element: Equatable, Values.Index == Int {
        let first = values[0]
        guard values.contains(where: { $0 != first }) else {
            return .object([("a", .number(0)), ("k", json(first))])
        }
        let moves = moves, frames = frames
        return .object([("a", .number(1)), ("k", .lazyArray(count: values.count) { index -> JSONOutputValue in
            // A keyframe holds a number or a Bézier in an array of one.
            var value = json(values[index])
            switch value {
            case .number, .object: value = .array([value])
            default: break
            }
            var members: [(String, JSONOutputValue)] = [("t", .time(frames[index])), ("s", value)]
            if index + 1 < values.count {
                switch moves[index] {
                case .hold:
                    members.append(("h", .number(1)))
                case .linear:
                    members += [("o", Self.handle(0, 0)), ("i", Self.handle(1, 1))]
                case .eased(let curve):
                    members += [("o", Self.handle(curve.x1, curve.y1)), ("i", Self.handle(curve.x2, curve.y2))]
                }
            }
            return .object(members)
        })])
    }

    private static func handle(_ x: Double, _ y: Double) -> JSONOutputValue {
        .object([("x", .array([.time(x)])), ("y", .array([.time(y)]))])
    }
}
