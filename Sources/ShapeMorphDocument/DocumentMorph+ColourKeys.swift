extension DocumentMorph {
    /// The most a colour an animation's player blends in sRGB between two
    /// keys may differ (CIEDE2000) from the frame's, blended in OKLab.
    /// Well under 1, the least difference most people see side by side:
    /// the keys' and the frames' colours are written to 8 bits a channel,
    /// each a rounding away (a grey one step off in one channel is 0.6
    /// away); measured, 0.4 keeps a player within 1 of the frames.
    package static let colourKeyDifference = 0.4

    /// The progress values between 0 and 1 at which an animation needs keys
    /// so that every layer's colours (fill and stroke), blended
    /// channel by channel between keys as a player blends them
    /// (`blending`), stay within `colourKeyDifference` of the frames'
    /// (blended in OKLab): none where the colours do not change or stay
    /// close, a few where they cross the colour wheel.
    ///
    /// Keys are at least `shortestColourKeySpan` apart: a colour that jumps
    /// (a paint that cannot blend switching half way) is not chased.
    package func colourKeyLevels(for blending: KeyColourBlending = .sRGB) -> [Double] {
        guard layers.contains(where: { $0.paint.coloursMove }) else { return [] }
        var levels: [Double] = []
        var start = 0.0, startColours = colours(at: 0)
        while start < 1 {
            // The farthest end whose straight blend stays close, found by halving.
            var (near, far) = (start, 1.0)
            var farColours = colours(at: far)
            if !staysClose(from: (start, startColours), to: (far, farColours), blending: blending) {
                while far - near > Self.shortestColourKeySpan / 4 {
                    let middle = (near + far) / 2
                    if staysClose(from: (start, startColours), to: (middle, colours(at: middle)), blending: blending) { near = middle } else { far = middle }
                }
                far = min(1, max(near, start + Self.shortestColourKeySpan))
                farColours = colours(at: far)
            }
            if far < 1 { levels.append(far) }
            (start, startColours) = (far, farColours)
        }
        return levels
    }

    /// The least progress between two colour keys: a hundredth of the morph.
    private static let shortestColourKeySpan = 0.01

    /// The fill and stroke colours of every layer at `progress`, in one
    /// order, as blended before they are written to 8 bits a channel (a
    /// grey one step off in one channel is 0.6 away already); where either
    /// end paints a gradient, its colours at eighths of its line too (a
    /// player blends its stops as it blends colours; a key without one
    /// stands for a gradient of its colour).
    private func colours(at progress: Double) -> [Color] {
        let black = Color(red: 0, green: 0, blue: 0)
        return layers.flatMap { layer in
            let colours = layer.paint.colours(at: progress)
            var all = [colours.fill ?? black, colours.stroke ?? black]
            if layer.paint.paintsGradient {
                let paint = layer.paint.paint(at: progress)
                for (gradient, colour) in [(paint.fillGradient, colours.fill), (paint.strokeGradient, colours.stroke)] {
                    all += gradient.map { $0.stops(at: Self.gradientOffsets).map { $0.colour.color ?? black } }
                        ?? Array(repeating: colour ?? black, count: Self.gradientOffsets.count)
                }
            }
            return all
        }
    }

    /// Where a gradient's colours are compared: eighths of its line.
    private static let gradientOffsets = (0...8).map { Double($0) / 8 }

    /// Whether the colours blended as `blending` says from `start` to `end`
    /// stay close to the frames' between them (eighths of the way).
    private func staysClose(from start: (progress: Double, colours: [Color]), to end: (progress: Double, colours: [Color]),
                            blending: KeyColourBlending) -> Bool {
        guard start.colours.count == end.colours.count, start.colours != end.colours else { return true }
        for step in 1..<8 {
            let amount = Double(step) / 8
            let frame = colours(at: start.progress + (end.progress - start.progress) * amount)
            guard frame.count == start.colours.count else { return true }
            for (index, colour) in frame.enumerated() {
                let played = blending.blend(start.colours[index], end.colours[index], amount: amount)
                if Color.difference(played, colour) > Self.colourKeyDifference { return false }
            }
        }
        return true
    }
}
