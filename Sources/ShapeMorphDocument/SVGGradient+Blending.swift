import ShapeMorph

extension SVGGradient {
    /// The gradient `amount` of the way from `start` to `end` (0 is `start`,
    /// 1 `end`; beyond, as springs overshoot, radii and opacities are
    /// clamped to what they may be).
    ///
    /// Gradients of one kind blend: their lines or circles, transforms,
    /// and stops. Both are first given the stops of the two together (each
    /// gradient sampled where the other has a stop, which paints it the
    /// same), and stop by stop the colours blend in OKLab and the opacities
    /// linearly. A linear gradient blends with a radial one as the radial
    /// gradient it is the limit of (`bending(_:into:amount:)`); spread
    /// methods switch half way.
    public static func blended(_ start: SVGGradient, _ end: SVGGradient, amount: Double) -> SVGGradient {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        func mix(_ a: Point, _ b: Point) -> Point { a.lerp(to: b, amount) }
        let geometry: Geometry
        switch (start.geometry, end.geometry) {
        case let (.linear(s0, e0), .linear(s1, e1)):
            geometry = .linear(start: mix(s0, s1), end: mix(e0, e1))
        case let (.radial(c0, r0, f0, fr0), .radial(c1, r1, f1, fr1)):
            geometry = .radial(centre: mix(c0, c1), radius: max(0, mix(r0, r1)),
                               focus: mix(f0, f1), focusRadius: max(0, mix(fr0, fr1)))
        case let (.linear(s0, e0), .radial(c1, r1, f1, fr1)):
            guard let bent = bending((s0, e0), into: (c1, r1, f1, fr1), amount: amount) else { return amount < 0.5 ? start : end }
            geometry = bent
        case let (.radial(c0, r0, f0, fr0), .linear(s1, e1)):
            guard let bent = bending((s1, e1), into: (c0, r0, f0, fr0), amount: 1 - amount) else { return amount < 0.5 ? start : end }
            geometry = bent
        }
        let offsets = mergedOffsets(start.stops.map(\.offset), end.stops.map(\.offset))
        let stops = zip(start.stops(at: offsets), end.stops(at: offsets)).map { a, b in
            Stop(offset: a.offset, colour: Paint.blend(a.colour, b.colour, amount: amount) ?? a.colour,
                 opacity: min(1, max(0, mix(a.opacity, b.opacity))))
        }
        let (t0, t1) = (start.transform, end.transform)
        let transform = AffineTransform(a: mix(t0.a, t1.a), b: mix(t0.b, t1.b), c: mix(t0.c, t1.c),
                                        d: mix(t0.d, t1.d), tx: mix(t0.tx, t1.tx), ty: mix(t0.ty, t1.ty))
        // Blended geometry is already in the ends' space: the transform is
        // set as it is, not folded into the geometry as the initializer would.
        var gradient = SVGGradient(geometry: geometry, stops: stops, spread: amount < 0.5 ? start.spread : end.spread)
        gradient.transform = transform
        return gradient
    }

    /// The geometry `amount` of the way from linear gradient `line` to
    /// radial gradient `circles`, or nil when either paints one colour (a
    /// line or an outer circle of length 0).
    ///
    /// A linear gradient is the limit of radial ones: two concentric
    /// circles of radii R and R + L behind its start, tangent to the lines
    /// through its start and end across it, paint it ever more closely as R
    /// grows. In between, the outer circle's curvature (1 / radius)
    /// interpolates from 0 to the radial's, its point in the line's
    /// direction from the line's end to the radial's outer circle, the gap
    /// between the two circles from the line's length to the radial's, and
    /// the focal circle's place within the outer one from its centre to the
    /// radial's focus: the colours bend from bands into rings at an even
    /// pace, each offset on a circle through where it lay, and the focal
    /// circle stays inside the outer one. Where the curvature is still
    /// negligible (the circle bulges less than a ten-thousandth of the line
    /// over its length) the gradient stays linear.
    private static func bending(_ line: (start: Point, end: Point), into circles: (centre: Point, radius: Double, focus: Point, focusRadius: Double),
                                amount: Double) -> Geometry? {
        let amount = min(1, max(0, amount))
        let length = (line.end - line.start).length
        guard length > 0, circles.radius > 0 else { return nil }
        let direction = (line.end - line.start) / length
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        let curvature = amount / circles.radius
        let front = line.end.lerp(to: circles.centre + direction * circles.radius, amount)
        let gap = mix(length, circles.radius - circles.focusRadius)
        guard curvature * length > 2e-4 else {
            return .linear(start: front - direction * gap, end: front)
        }
        let radius = 1 / curvature
        let centre = front - direction * radius
        return .radial(centre: centre, radius: radius, focus: centre + (circles.focus - circles.centre) * amount,
                       focusRadius: max(0, radius - gap))
    }

    /// The gradient painting `colour` everywhere, laid out as `model`: what
    /// a solid colour blends as with a gradient.
    public init(solid colour: Paint, like model: SVGGradient) {
        self = model
        stops = model.stops.map { Stop(offset: $0.offset, colour: colour) }
    }

    /// Two ordered lists of stop offsets together, in order; an offset
    /// repeats as often as either list repeats it (a hard colour change).
    package static func mergedOffsets(_ a: [Double], _ b: [Double]) -> [Double] {
        var merged: [Double] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            let offset = min(i < a.count ? a[i] : .infinity, j < b.count ? b[j] : .infinity)
            var (countA, countB) = (0, 0)
            while i < a.count, a[i] == offset { i += 1; countA += 1 }
            while j < b.count, b[j] == offset { j += 1; countB += 1 }
            merged += repeatElement(offset, count: max(countA, countB))
        }
        return merged
    }

    /// Stops at `offsets` (in order, repeats allowed) painting what this
    /// gradient's stops paint: at an offset where it has stops, the k-th
    /// repeat takes its k-th stop there (its last, past them); elsewhere
    /// the colour and opacity between its neighbouring stops, blended
    /// channel by channel as renderers blend stops.
    package func stops(at offsets: [Double]) -> [Stop] {
        var result: [Stop] = []
        result.reserveCapacity(offsets.count)
        var repeatIndex = 0
        for (index, offset) in offsets.enumerated() {
            repeatIndex = index > 0 && offsets[index - 1] == offset ? repeatIndex + 1 : 0
            let here = stops.indices.filter { stops[$0].offset == offset }
            if !here.isEmpty {
                result.append(stops[here[min(repeatIndex, here.count - 1)]])
                continue
            }
            guard let next = stops.firstIndex(where: { $0.offset > offset }) else {
                result.append(Stop(offset: offset, colour: stops[stops.count - 1].colour, opacity: stops[stops.count - 1].opacity))
                continue
            }
            guard next > 0 else {
                result.append(Stop(offset: offset, colour: stops[0].colour, opacity: stops[0].opacity))
                continue
            }
            let (before, after) = (stops[next - 1], stops[next])
            let t = (offset - before.offset) / (after.offset - before.offset)
            var colour = t < 0.5 ? before.colour : after.colour
            if let a = before.colour.color, let b = after.colour.color {
                colour = Paint(Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                                     blue: a.blue + (b.blue - a.blue) * t))
            }
            result.append(Stop(offset: offset, colour: colour, opacity: before.opacity + (after.opacity - before.opacity) * t))
        }
        return result
    }
}
