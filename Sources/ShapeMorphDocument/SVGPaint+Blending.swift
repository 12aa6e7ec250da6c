extension SVGPaint {
    /// The paint `amount` of the way from `start` to `end` (0 is `start`, 1
    /// `end`; beyond, as springs overshoot, numbers are clamped to what they
    /// may be).
    ///
    /// - Colours blend in OKLab, alpha linearly beside them. A paint that is not a
    ///   colour or gradient (a pattern) cannot blend: it cross-fades through
    ///   transparent, the start's paint fading out over the first half and
    ///   the end's fading in over the second (its opacity times
    ///   |1 − 2 × amount|).
    /// - Gradients blend as `SVGGradient.blended` says; a colour blends
    ///   with a gradient as a gradient of that one colour.
    /// - A fill or stroke that only one end paints fades: the frame paints
    ///   it in that end's colour at an opacity that runs from 0 at the end
    ///   without it.
    /// - Widths, the miter limit, the opacities and the dash offset blend
    ///   linearly; dash lists entry by entry, repeated to a common length (a
    ///   solid stroke is dashes without gaps); line caps and joins switch
    ///   half way.
    /// - A property neither end sets stays unset.
    public static func blended(_ start: SVGPaint, _ end: SVGPaint, amount: Double) -> SVGPaint {
        Blend(start, end).paint(at: amount)
    }

    /// Two paints to blend as `blended(_:_:amount:)` does, with their
    /// colours read once: for the many frames of one pair, which share it
    /// (a class, so that reading it copies no paint).
    package final class Blend: Sendable {
        private let ends: BlendedEnds
        /// Where only the colours move (every other property the same at
        /// both ends, or switching half way), the paint before half way and
        /// from half way on, colours aside: a frame's paint is then one of
        /// them with its colours set. Empty where more moves.
        private let steady: [SVGPaint]
        /// The fill's colour, and the stroke's where either end strokes, as
        /// `ends` has them: read here, a steady frame copies nothing of `ends`.
        private let fill: Paint.Blend, stroke: Paint.Blend?

        package init(_ start: SVGPaint, _ end: SVGPaint) {
            ends = BlendedEnds(start, end)
            steady = ends.onlyColoursMove ? [ends.paint(at: 0), ends.paint(at: 1)] : []
            (fill, stroke) = (ends.fill, ends.stroke)
        }

        /// Whether the page's colour (`currentColor`) at one end blends with
        /// another colour at the other: it is blended as black, its colour
        /// alone, and the frames between say colours, not `currentColor`.
        package var resolvesCurrentColor: Bool { ends.resolvesCurrentColor }

        /// Whether a linear gradient at one end blends with a radial one at
        /// the other: frames bend one into the other; an animation's
        /// player cannot, and draws the fallback colours.
        package var gradientChangesKind: Bool { ends.gradientChangesKind }

        /// Whether either end paints a gradient.
        package var paintsGradient: Bool {
            [ends.start, ends.end].contains { $0.fillGradient != nil || $0.strokeGradient != nil }
        }

        /// The fill's and the stroke's colours `amount` of the way, as
        /// blended before they are rounded to what a paint writes; nil for
        /// what is not a colour.
        package func colours(at amount: Double) -> (fill: Color?, stroke: Color?) {
            (fill.colour(at: amount), stroke?.colour(at: amount))
        }

        /// Whether any colour may change between the ends (fills, strokes
        /// or gradients differ).
        package var coloursMove: Bool {
            ends.fills.0 != ends.fills.1 || ends.start.stroke != ends.end.stroke
                || ends.start.fillGradient != ends.end.fillGradient || ends.start.strokeGradient != ends.end.strokeGradient
        }

        /// The paint `amount` of the way from the start to the end.
        package func paint(at amount: Double) -> SVGPaint {
            guard !steady.isEmpty, amount.isFinite else { return ends.paint(at: amount) }
            var paint = steady[amount < 0.5 ? 0 : 1]
            paint.fill = fill.paint(at: amount)
            if let stroke { paint.stroke = stroke.paint(at: amount) }
            return paint
        }

        /// The paint `amount` of the way from the start to the end, every
        /// property blended anew (`paint(at:)` gives the same, faster where
        /// only colours move).
        package func everyPropertyBlended(at amount: Double) -> SVGPaint { ends.paint(at: amount) }
    }
}

/// Two paints to blend, with what every frame's blend reads of them.
private struct BlendedEnds: Sendable {
    package let start: SVGPaint, end: SVGPaint
    /// The fill colour at each end: a fill only one end has is the
    /// other's (made transparent by its opacity).
    package let fills: (Paint?, Paint?)
    /// The fill's colour, and the stroke's where either end strokes.
    package let fill: Paint.Blend, stroke: Paint.Blend?
    /// Whether the fill, and the stroke, cross-fade through transparent.
    package let crossFades: (fill: Bool, stroke: Bool)
    /// Whether the page's colour (`currentColor`) blends with another
    /// colour, which only black (its colour alone) can.
    package let resolvesCurrentColor: Bool
    /// Whether a linear gradient at one end blends with a radial one at
    /// the other (in the fill or the stroke).
    package var gradientChangesKind: Bool {
        func differ(_ a: SVGGradient?, _ b: SVGGradient?) -> Bool { a != nil && b != nil && a!.isLinear != b!.isLinear }
        return differ(start.fillGradient, end.fillGradient) || differ(start.strokeGradient, end.strokeGradient)
    }

    package init(_ start: SVGPaint, _ end: SVGPaint) {
        self.start = start
        self.end = end
        // A fill or stroke only one end has is the other's, transparent;
        // an unset fill is black.
        let fills = (start.isFilled ? start.fill : end.fill, end.isFilled ? end.fill : start.fill)
        self.fills = fills
        fill = fills.0 == nil && fills.1 == nil ? Paint.Blend(nil, nil)
            : start.isFilled || end.isFilled ? Paint.Blend(fills.0 ?? "black", fills.1 ?? "black")
            : Paint.Blend(start.fill, start.fill)
        let strokes = (start.hasStroke ? start.stroke : end.stroke, end.hasStroke ? end.stroke : start.stroke)
        stroke = start.hasStroke || end.hasStroke ? Paint.Blend(strokes.0, strokes.1) : nil
        func isUnblendable(_ paint: Paint?) -> Bool { if case .unblendable? = paint { true } else { false } }
        crossFades = (fills.0 != fills.1 && (isUnblendable(fills.0) || isUnblendable(fills.1)),
                      strokes.0 != strokes.1 && (isUnblendable(strokes.0) || isUnblendable(strokes.1)))
        func resolves(_ a: Paint?, _ b: Paint?) -> Bool { a != b && (a == .currentColor || b == .currentColor) }
        resolvesCurrentColor = ((start.isFilled || end.isFilled) && resolves(fills.0, fills.1))
            || ((start.hasStroke || end.hasStroke) && resolves(strokes.0, strokes.1))
    }

    /// Whether only the colours move: no gradient, no cross-fade, and every
    /// number and dash list the same at both ends (so that it blends to
    /// itself at any finite amount).
    var onlyColoursMove: Bool {
        let (a, b) = (start.hasStroke ? start : end, end.hasStroke ? end : start)
        let fillsAlike = (start.isFilled ? start.fillGradient : end.fillGradient) == nil
            && (end.isFilled ? end.fillGradient : start.fillGradient) == nil
            && (start.isFilled ? start.fillOpacity : 0) == (end.isFilled ? end.fillOpacity : 0)
        let strokesAlike = stroke == nil
            || (a.strokeGradient == nil && b.strokeGradient == nil && a.strokeWidth == b.strokeWidth
                && (start.hasStroke ? start.strokeOpacity : 0) == (end.hasStroke ? end.strokeOpacity : 0)
                && a.strokeDasharray == b.strokeDasharray && a.strokeDashoffset == b.strokeDashoffset
                && a.strokeMiterlimit == b.strokeMiterlimit)
        return fillsAlike && strokesAlike && start.opacity == end.opacity && !crossFades.fill && !crossFades.stroke
    }

    /// The paint `amount` of the way from the start to the end.
    package func paint(at amount: Double) -> SVGPaint {
        func number(_ a: Double?, _ b: Double?, default value: Double, in range: ClosedRange<Double>) -> Double? {
            guard a != nil || b != nil else { return nil }
            let (x, y) = (a ?? value, b ?? value)
            return min(range.upperBound, max(range.lowerBound, x + (y - x) * amount))
        }
        func choice<Value>(_ a: Value?, _ b: Value?) -> Value? { amount < 0.5 ? a : b }
        // Dash lists blend entry by entry, each repeated to their least
        // common multiple of entries (as CSS transitions do); a solid stroke
        // is dashes without gaps. Past 256 entries they switch half way.
        func dashes(_ a: [Double]?, _ b: [Double]?) -> [Double]? {
            guard let model = a ?? b else { return nil }
            let (x, y) = (a ?? model.indices.map { $0 % 2 == 0 ? 1 : 0 }, b ?? model.indices.map { $0 % 2 == 0 ? 1 : 0 })
            func gcd(_ m: Int, _ n: Int) -> Int { n == 0 ? m : gcd(n, m % n) }
            let count = x.count / gcd(x.count, y.count) * y.count
            guard count <= 256 else { return amount < 0.5 ? a : b }
            return (0..<count).map { index in max(0, x[index % x.count] + (y[index % y.count] - x[index % x.count]) * amount) }
        }
        func gradient(_ a: SVGGradient?, _ colourA: Paint?, _ b: SVGGradient?, _ colourB: Paint?) -> SVGGradient? {
            guard let model = a ?? b else { return nil }
            return SVGGradient.blended(a ?? SVGGradient(solid: colourA ?? "black", like: model),
                                       b ?? SVGGradient(solid: colourB ?? "black", like: model), amount: amount)
        }
        var paint = SVGPaint()
        paint.fill = fill.paint(at: amount)
        paint.fillGradient = gradient(start.isFilled ? start.fillGradient : end.fillGradient, fills.0,
                                      end.isFilled ? end.fillGradient : start.fillGradient, fills.1)
        paint.fillOpacity = number(start.isFilled ? start.fillOpacity : 0, end.isFilled ? end.fillOpacity : 0,
                                   default: 1, in: 0...1)
        if let stroke {
            let (a, b) = (start.hasStroke ? start : end, end.hasStroke ? end : start)
            paint.stroke = stroke.paint(at: amount)
            paint.strokeGradient = gradient(a.strokeGradient, a.stroke, b.strokeGradient, b.stroke)
            paint.strokeWidth = number(a.strokeWidth, b.strokeWidth, default: 1, in: 0...Double.greatestFiniteMagnitude)
            paint.strokeOpacity = number(start.hasStroke ? start.strokeOpacity : 0, end.hasStroke ? end.strokeOpacity : 0,
                                         default: 1, in: 0...1)
            paint.strokeDasharray = dashes(a.strokeDasharray, b.strokeDasharray)
            paint.strokeDashoffset = a.strokeDashoffset == nil && b.strokeDashoffset == nil ? nil
                : (a.strokeDashoffset ?? 0) + ((b.strokeDashoffset ?? 0) - (a.strokeDashoffset ?? 0)) * amount
            paint.strokeLinecap = choice(a.strokeLinecap, b.strokeLinecap)
            paint.strokeLinejoin = choice(a.strokeLinejoin, b.strokeLinejoin)
            paint.strokeMiterlimit = number(a.strokeMiterlimit, b.strokeMiterlimit, default: 4, in: 1...Double.greatestFiniteMagnitude)
        } else {
            paint.stroke = choice(start.stroke, end.stroke)
        }
        paint.opacity = number(start.opacity, end.opacity, default: 1, in: 0...1)
        let dip = abs(1 - 2 * min(1, max(0, amount)))
        if crossFades.fill { paint.fillOpacity = (paint.fillOpacity ?? 1) * dip }
        if crossFades.stroke { paint.strokeOpacity = (paint.strokeOpacity ?? 1) * dip }
        paint.isStrokeUnderFill = amount < 0.5 ? start.isStrokeUnderFill : end.isStrokeUnderFill
        return paint
    }
}
