import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

/// A gradient a CSS animation plays, key by key: its stops' `stop-color`
/// and `stop-opacity`, and, where it moves, its line or circles as the
/// gradient element's CSS `transform` (SVG 2 makes `gradientTransform`
/// that property; CSS cannot animate `x1` or `r`).
///
/// A moving gradient is written about the origin: a linear one from
/// (0, 0) along the x axis, played as `translate(start) rotate(angle)
/// scale(length)`, so its start moves straight as frames move it and its
/// end turns and stretches about it; a radial one about its centre,
/// played as `translate(centre) scale(radius)`, which is exact where its
/// focus keeps its place relative to the circle.
struct CSSAnimatedGradient {
    /// The gradient element, its stops with ids.
    let element: XMLOutputElement
    /// What animates, by the id of its element (before any prefix): per
    /// key, the declarations of that key's keyframe.
    let animations: [(id: String, declarations: [String])]

    /// The gradient with `id` painted by `gradients` (keyed: one per key,
    /// their stops at the same offsets); nil where CSS cannot play them:
    /// gradients of both kinds, spreads that change, a moving gradient that
    /// draws ellipses, or a radial one whose focus moves within its circle.
    init?(_ gradients: [SVGGradient], id: String, format: NumberFormat) {
        guard let first = gradients.first,
              gradients.allSatisfy({ $0.isLinear == first.isLinear && $0.spread == first.spread }) else { return nil }
        var element: XMLOutputElement
        var animations: [(id: String, declarations: [String])] = []
        // Still where every key writes the same line or circles.
        func written(_ gradient: SVGGradient) -> [String] { gradient.element(id: id, format: format).attributes.map { $0.name + $0.value } }
        let firstWritten = written(first)
        if gradients.allSatisfy({ written($0) == firstWritten }) {
            element = first.element(id: id, format: format)
        } else {
            guard first.transform == .identity, gradients.allSatisfy({ $0.transform == .identity }),
                  let moves = Self.moves(gradients) else { return nil }
            var origin = first
            origin.geometry = moves.origin
            element = origin.element(id: id, format: format)
            // The first key's place before the animation plays (on demand); CSS's transform overrides it while it does.
            element.attributes.append(("gradientTransform", moves.transforms[0].text(format: format, units: false)))
            animations.append((id, moves.transforms.map { "transform: " + $0.text(format: format, units: true) }))
        }
        for index in element.children.indices {
            let stopID = "\(id)-stop-\(index + 1)"
            element.children[index].insertAttribute(("id", stopID), at: 0)
            let colours = gradients.map { "stop-color: \($0.stops[index].colour.text)" }
            let opacities = gradients.map { "stop-opacity: \(format.string($0.stops[index].opacity))" }
            let declarations = zip(colours, opacities).map { colour, opacity in
                [Set(colours).count > 1 ? colour : nil, Set(opacities).count > 1 ? opacity : nil].compactMap { $0 }.joined(separator: "; ")
            }
            if !declarations[0].isEmpty { animations.append((stopID, declarations)) }
        }
        (self.element, self.animations) = (element, animations)
    }

    /// A key's move of the gradient written about the origin: translated
    /// to `place`, turned by `angle` degrees (nil for a radial gradient),
    /// scaled by `scale`.
    private struct Move {
        var place: Point, angle: Double?, scale: Double

        /// As CSS's `transform` (`units`: lengths in px, angles in deg) or
        /// SVG's `gradientTransform` says it.
        func text(format: NumberFormat, units: Bool) -> String {
            let (px, deg, comma) = units ? ("px", "deg", ",") : ("", "", "")
            return "translate(\(format.string(place.x))\(px)\(comma) \(format.string(place.y))\(px))"
                + (angle.map { " rotate(\(format.string($0))\(deg))" } ?? "") + " scale(\(format.string(scale)))"
        }
    }

    /// The geometry about the origin of the first of `gradients`, and each
    /// key's move carrying it to the key's own; nil where no move of that
    /// form can.
    private static func moves(_ gradients: [SVGGradient]) -> (origin: SVGGradient.Geometry, transforms: [Move])? {
        switch gradients[0].geometry {
        case let .linear(start, end):
            let length = (end - start).length
            guard length > 0 else { return nil }
            var transforms: [Move] = [], lastAngle = 0.0
            for gradient in gradients {
                guard case let .linear(keyStart, keyEnd) = gradient.geometry else { return nil }
                let direction = keyEnd - keyStart
                guard direction.length > 0 else { return nil }
                // The angle nearest the last key's, so that the line turns the short way.
                var angle = atan2(direction.dy, direction.dx) * 180 / .pi
                angle += 360 * ((lastAngle - angle) / 360).rounded()
                lastAngle = angle
                transforms.append(Move(place: keyStart, angle: angle, scale: direction.length / length))
            }
            return (.linear(start: Point(x: 0, y: 0), end: Point(x: length, y: 0)), transforms)
        case let .radial(centre, radius, focus, focusRadius):
            guard radius > 0 else { return nil }
            var transforms: [Move] = []
            for gradient in gradients {
                guard case let .radial(keyCentre, keyRadius, keyFocus, keyFocusRadius) = gradient.geometry else { return nil }
                let scale = keyRadius / radius
                let tolerance = 1e-6 * max(radius, keyRadius)
                guard (keyFocus - keyCentre - (focus - centre) * scale).length <= tolerance,
                      abs(keyFocusRadius - focusRadius * scale) <= tolerance else { return nil }
                transforms.append(Move(place: keyCentre, angle: nil, scale: scale))
            }
            return (.radial(centre: Point(x: 0, y: 0), radius: radius, focus: Point(x: focus.x - centre.x, y: focus.y - centre.y),
                            focusRadius: focusRadius), transforms)
        }
    }
}
