import ShapeMorph
import ShapeMorphSVG

extension MorphMeasurement {
    /// How far back a colour may go, in OKLab, for the rounding of 8-bit
    /// channels.
    static let colourTolerance = 0.01

    /// The paired elements of `morph` whose fill or stroke colour does not
    /// move monotonically from its start to its end in OKLab at the
    /// sixteenths of the way.
    static func colourDetours(of morph: DocumentMorph) -> Int {
        let frames = (0...16).map { morph.document(at: Double($0) / 16).elements }
        return morph.pairs.indices.count { layer in
            guard morph.pairs[layer].source != nil, morph.pairs[layer].target != nil,
                  frames.allSatisfy({ $0.indices.contains(layer) }) else { return false }
            let paints = frames.map { $0[layer].paint }
            // A gradient's `fill` or `stroke` is only its fallback colour.
            let fills = paints.contains { $0.fillGradient != nil } ? [] : paints.map(\.fill)
            let strokes = paints.contains { $0.strokeGradient != nil } ? [] : paints.map(\.stroke)
            return !isMonotonic(fills) || !isMonotonic(strokes)
        }
    }

    /// Whether the colours (nil, `none` or not a colour anywhere: not
    /// measured) go one way from the first to the last in OKLab: each,
    /// projected on the line between those two, no nearer the first than
    /// the one before, and none beyond either end. (Not how far from the
    /// line: a blend outside the sRGB gamut is clamped into it, and 8-bit
    /// channels near black round by more than 0.05.)
    static func isMonotonic(_ paints: [Paint?]) -> Bool {
        let colours = paints.compactMap { $0?.color }
        guard colours.count == paints.count, let first = colours.first?.oklab, let last = colours.last?.oklab else { return true }
        let direction = (l: last.l - first.l, a: last.a - first.a, b: last.b - first.b)
        let length = (direction.l * direction.l + direction.a * direction.a + direction.b * direction.b).squareRoot()
        guard length > 0 else { return true }
        var reached = -colourTolerance
        for colour in colours.map(\.oklab) {
            let along = ((colour.l - first.l) * direction.l + (colour.a - first.a) * direction.a
                + (colour.b - first.b) * direction.b) / length
            if along < reached - colourTolerance || along > length + colourTolerance { return false }
            reached = max(reached, along)
        }
        return true
    }
}
