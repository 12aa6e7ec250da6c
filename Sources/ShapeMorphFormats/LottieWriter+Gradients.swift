import Foundation
import ShapeMorph
import ShapeMorphSVG

extension SVGDocument {
    /// The members a Lottie gradient fill or stroke (`gf`, `gs`) takes
    /// besides its opacity and pen: start and end points, kind, highlight
    /// and colour stops, each keyframed, for `gradients` (one per key; nil
    /// where the key paints the plain colour of `colours`, written as a
    /// gradient of that one colour). Nil where Lottie cannot say them: a
    /// gradient that repeats or reflects, draws ellipses or has a focal
    /// circle, or keys of both kinds (the fallback colours are drawn).
    static func lottieGradient(_ gradients: [SVGGradient?], colours: [Paint],
                               keyframes: LottieKeyframes) -> [(String, JSONOutputValue)]? {
        guard let keyed = SVGGradient.keyed(gradients, colours: colours), let first = keyed.first,
              keyed.allSatisfy({ $0.isLinear == first.isLinear && $0.isPlain }) else { return nil }
        let offsets = first.stops.map(\.offset)
        let hasOpacity = keyed.contains { $0.stops.contains { $0.opacity < 1 } }
        // Colour stops (offset, red, green, blue), then, where any is translucent, opacity stops (offset, alpha).
        let stopValues = keyed.map { key -> [Double] in
            key.stops.flatMap { stop -> [Double] in
                let colour = stop.colour.color ?? Color(red: 0, green: 0, blue: 0)
                return [stop.offset, colour.red / 255, colour.green / 255, colour.blue / 255]
            } + (hasOpacity ? key.stops.flatMap { [$0.offset, $0.opacity] } : [])
        }
        let ends = keyed.map { key -> (start: [Double], end: [Double], highlight: Double, angle: Double) in
            switch key.geometry {
            case let .linear(start, end):
                return ([start.x, start.y], [end.x, end.y], 0, 0)
            case let .radial(centre, radius, focus, _):
                // The end a radius to the right; the focus as a share of the radius and an angle from there.
                let (dx, dy) = (focus.x - centre.x, focus.y - centre.y)
                let highlight = radius > 0 ? min(99, 100 * (dx * dx + dy * dy).squareRoot() / radius) : 0
                return ([centre.x, centre.y], [centre.x + radius, centre.y], highlight, atan2(dy, dx) * 180 / .pi)
            }
        }
        var members: [(String, JSONOutputValue)] = [
            ("s", keyframes.property(ends.map(\.start), value: JSONOutputValue.numbers)),
            ("e", keyframes.property(ends.map(\.end), value: JSONOutputValue.numbers)),
            ("t", .number(first.isLinear ? 1 : 2)),
            ("g", .object([("p", .number(Double(offsets.count))), ("k", keyframes.property(stopValues, value: JSONOutputValue.numbers))])),
        ]
        if !first.isLinear {
            members += [("h", keyframes.property(ends.map(\.highlight), value: JSONOutputValue.number)),
                        ("a", keyframes.property(ends.map(\.angle), value: JSONOutputValue.number))]
        }
        return members
    }
}
