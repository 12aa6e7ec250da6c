extension SVGPaint {
    /// The paint `amount` of the way from `start` to `end` (0 is `start`, 1
    /// `end`; beyond, as springs overshoot, numbers are clamped to what they
    /// may be).
    ///
    /// - Colours blend in OKLab (`SVGColor.blend`); paints that are not
    ///   colours (`url(…)`, `currentColor`) switch half way.
    /// - Gradients blend as `SVGGradient.blended` says; a colour blends
    ///   with a gradient as a gradient of that one colour.
    /// - A fill or stroke that only one end paints fades: the frame paints
    ///   it in that end's colour at an opacity that runs from 0 at the end
    ///   without it.
    /// - Widths, the miter limit and the opacities blend linearly; line caps
    ///   and joins switch half way.
    /// - A property neither end sets stays unset.
    public static func blended(_ start: SVGPaint, _ end: SVGPaint, amount: Double) -> SVGPaint {
        func number(_ a: Double?, _ b: Double?, default value: Double, in range: ClosedRange<Double>) -> Double? {
            guard a != nil || b != nil else { return nil }
            let (x, y) = (a ?? value, b ?? value)
            return min(range.upperBound, max(range.lowerBound, x + (y - x) * amount))
        }
        func choice(_ a: String?, _ b: String?) -> String? { amount < 0.5 ? a : b }
        func gradient(_ a: SVGGradient?, _ colourA: String?, _ b: SVGGradient?, _ colourB: String?) -> SVGGradient? {
            guard let model = a ?? b else { return nil }
            return SVGGradient.blended(a ?? SVGGradient(solid: colourA ?? "black", like: model),
                                       b ?? SVGGradient(solid: colourB ?? "black", like: model), amount: amount)
        }
        var paint = SVGPaint()
        // A fill or stroke only one end has is the other's, transparent;
        // an unset fill is black.
        let fills = (start.isFilled ? start.fill : end.fill, end.isFilled ? end.fill : start.fill)
        paint.fill = fills.0 == nil && fills.1 == nil ? nil
            : start.isFilled || end.isFilled ? SVGColor.blend(fills.0 ?? "black", fills.1 ?? "black", amount: amount)
            : start.fill
        paint.fillGradient = gradient(start.isFilled ? start.fillGradient : end.fillGradient, fills.0,
                                      end.isFilled ? end.fillGradient : start.fillGradient, fills.1)
        paint.fillOpacity = number(start.isFilled ? start.fillOpacity : 0, end.isFilled ? end.fillOpacity : 0,
                                   default: 1, in: 0...1)
        if start.isStroked || end.isStroked {
            let (a, b) = (start.isStroked ? start : end, end.isStroked ? end : start)
            paint.stroke = SVGColor.blend(a.stroke, b.stroke, amount: amount)
            paint.strokeGradient = gradient(a.strokeGradient, a.stroke, b.strokeGradient, b.stroke)
            paint.strokeWidth = number(a.strokeWidth, b.strokeWidth, default: 1, in: 0...Double.greatestFiniteMagnitude)
            paint.strokeOpacity = number(start.isStroked ? start.strokeOpacity : 0, end.isStroked ? end.strokeOpacity : 0,
                                         default: 1, in: 0...1)
            paint.strokeLinecap = choice(a.strokeLinecap, b.strokeLinecap)
            paint.strokeLinejoin = choice(a.strokeLinejoin, b.strokeLinejoin)
            paint.strokeMiterlimit = number(a.strokeMiterlimit, b.strokeMiterlimit, default: 4, in: 1...Double.greatestFiniteMagnitude)
        } else {
            paint.stroke = choice(start.stroke, end.stroke)
        }
        paint.opacity = number(start.opacity, end.opacity, default: 1, in: 0...1)
        return paint
    }
}
