import ShapeMorphSVG

/// What a stroke's pen looks like where its path turns and ends: its line
/// cap, line join and miter limit, which Lottie and Android set once per
/// stroke and cannot animate. Where a layer's keys change it (a morph
/// switches it half way, the animated SVG at the key that has the new one),
/// their writers draw one stroke per style, each shown only at the keys
/// with that style, switching where the key that has the new style starts.
struct StrokeStyle: Hashable {
    var cap: SVGPaint.LineCap
    /// `miter`, `round` or `bevel` (SVG's other joins are drawn as miters).
    var join: SVGPaint.LineJoin
    var miterLimit: Double

    /// The style of `paint`'s stroke, defaults filled in.
    init(_ paint: SVGPaint) {
        cap = paint.strokeLinecap ?? .butt
        join = [.round, .bevel].contains(paint.strokeLinejoin) ? paint.strokeLinejoin! : .miter
        miterLimit = paint.strokeMiterlimit ?? 4
    }

    /// Each distinct style of the stroked `paints`, in the order first met,
    /// and the style of every key (that of the first stroked paint where a
    /// key has no stroke, so that it does not switch the pen).
    static func styles(of paints: some Collection<SVGPaint>) -> (distinct: [StrokeStyle], ofKeys: [StrokeStyle]) {
        guard let first = paints.first(where: \.isStroked).map(StrokeStyle.init) else { return ([], []) }
        var current = first
        let ofKeys = paints.map { paint in
            if paint.isStroked { current = StrokeStyle(paint) }
            return current
        }
        var distinct: [StrokeStyle] = []
        for style in ofKeys where !distinct.contains(style) { distinct.append(style) }
        return (distinct, ofKeys)
    }
}
