extension SVGGradient {
    /// The gradients an animation's keys paint, made alike so that a player
    /// can blend each stop into the next key's: `gradients` (one per key,
    /// nil where a key paints the plain `colours[key]`) resampled at their
    /// merged offsets, and a plain colour a gradient of that one colour
    /// (translucent: its alpha the stops' opacity; nothing: transparent)
    /// laid out as the nearest key's gradient, as frames blend a colour
    /// with a gradient. Nil where no key paints a gradient or a plain key
    /// paints what is not a colour (a pattern).
    package static func keyed(_ gradients: [SVGGradient?], colours: [Paint]) -> [SVGGradient]? {
        let painted = gradients.indices.filter { gradients[$0] != nil }
        guard let first = painted.first else { return nil }
        let offsets = painted.dropFirst().reduce(gradients[first]!.stops.map(\.offset)) { offsets, key in
            mergedOffsets(offsets, gradients[key]!.stops.map(\.offset))
        }
        var keyed: [SVGGradient] = []
        keyed.reserveCapacity(gradients.count)
        var nearest = 0
        for key in gradients.indices {
            if var gradient = gradients[key] {
                gradient.stops = gradient.stops(at: offsets)
                keyed.append(gradient)
                continue
            }
            while nearest + 1 < painted.count, abs(painted[nearest + 1] - key) <= abs(painted[nearest] - key) { nearest += 1 }
            var solid = gradients[painted[nearest]]!
            switch colours[key] {
            case .nothing:
                solid.stops = offsets.map { Stop(offset: $0, colour: "black", opacity: 0) }
            case .color(let colour, _) where colour.alpha < 1:
                let opaque = Paint(Color(red: colour.red, green: colour.green, blue: colour.blue))
                solid.stops = offsets.map { Stop(offset: $0, colour: opaque, opacity: colour.alpha) }
            case .color:
                solid.stops = offsets.map { Stop(offset: $0, colour: colours[key]) }
            case .unblendable:
                return nil
            }
            keyed.append(solid)
        }
        return keyed
    }
}

extension SVGAnimation.Paints {
    /// The gradients of the keys' fills (or strokes) keyed as
    /// `SVGGradient.keyed` says: nil where no key paints one, or one
    /// cannot be made of a plain paint.
    package func keyedGradients(isFill: Bool) -> [SVGGradient]? {
        guard runs.contains(where: { (isFill ? $0.fillGradient : $0.strokeGradient) != nil }) else { return nil }
        return SVGGradient.keyed(map { isFill ? $0.fillGradient : $0.strokeGradient },
                                 colours: map { isFill ? $0.fill ?? "black" : $0.stroke ?? .nothing })
    }

    /// The paints with every key's fill (or stroke) a gradient, `gradient`
    /// where it was plain (a writer that animates the gradient then refers
    /// to it at every key), or, for nil, none (each its fallback colour).
    package func paintingGradients(_ gradient: SVGGradient?, isFill: Bool) -> Self {
        mapRuns { paint in
            var paint = paint
            if isFill { paint.fillGradient = gradient.flatMap { paint.fillGradient ?? $0 } }
            else { paint.strokeGradient = gradient.flatMap { paint.strokeGradient ?? $0 } }
            return paint
        }
    }
}
