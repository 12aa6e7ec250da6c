import Foundation
import ShapeMorph
import ShapeMorphFormats
@testable import ShapeMorphSVG
import Testing

/// Masks of shapes kept in animations (Lottie track mattes, SVG and CSS
/// masks): the mask's content, key by key, in the root's space, where
/// moving and scaling it says it; elsewhere left out with a warning.
@Suite("Masks in animations: the masks' contents animated")
struct AnimatedMaskTests {
    static let circleMask = #"<mask id="m"><circle cx="50" cy="50" r="30" fill="white"/></mask>"#
    static let content = #"<rect x="10" y="10" width="80" height="80" fill="red"/><rect x="40" y="5" width="20" height="90" fill="blue"/>"#

    /// The one track of a linear second from `from` to `to`, and its groups as Lottie finds them.
    static func track(_ from: SVGDocument, _ to: SVGDocument) -> (SVGAnimation, SVGAnimation.Track, [SVGAnimation.EffectGroup]?) {
        let animation = DocumentTimeline(keyframes: [DocumentKeyframe(from), DocumentKeyframe(to, duration: 1, timing: .linear)]).animation()
        let track = animation.tracks[0]
        return (animation, track, SVGAnimation.maskedOpacityGroups(of: track.keys, playing: Array(track.keys.indices)))
    }

    static func expectBounds(_ document: SVGDocument?, _ expected: (Double, Double, Double, Double), tolerance: Double = 1e-6,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let bounds = document?.shape.bounds
        let values = [bounds?.minX, bounds?.minY, bounds?.maxX, bounds?.maxY].map { $0 ?? .nan }
        let wanted = [expected.0, expected.1, expected.2, expected.3]
        #expect(zip(values, wanted).allSatisfy { abs($0 - $1) <= tolerance }, "\(values) ≠ \(wanted)", sourceLocation: sourceLocation)
    }

    @Test("a mask whose content morphs is a luminance matte (Lottie) or mask (SVG, CSS) whose content morphs: the ends as drawn, one structure throughout")
    func morphingMask() throws {
        let from = try svgDocument(drawing: "<defs>\(Self.circleMask)</defs><g mask=\"url(#m)\">\(Self.content)</g>")
        let to = try svgDocument(drawing: #"<defs><mask id="m"><rect x="15" y="25" width="70" height="50" rx="10" fill="white"/>"#
                                 + ##"<circle cx="50" cy="50" r="10" fill="#444"/></mask></defs><g mask="url(#m)">"## + Self.content + "</g>")
        let (animation, track, found) = Self.track(from, to)
        let groups = try #require(found)
        #expect(groups.count == 1 && groups[0].layers == 0..<2 && groups[0].opacities.allSatisfy { $0 == 1 })
        let mask = try #require(groups[0].mask)
        #expect(!mask.byAlpha && mask.contents.count == track.keys.count)
        Self.expectBounds(mask.contents.first, (20, 20, 80, 80))
        Self.expectBounds(mask.contents.last, (15, 25, 85, 75))
        #expect(mask.layers.count == mask.contents[0].elements.count)
        #expect(SVGAnimation.keepsMasks(of: track.keys, playing: Array(track.keys.indices)))
        let lottie = LottieWriter(framesPerSecond: 30).text(animation, in: from)
        #expect(lottie.contains(#""td":1"#) && lottie.contains(#""tt":3"#) && lottie.contains(#""refId":"mask of group 1-1""#), "\(lottie)")
        let smil = SMILAnimationWriter(format: .decimals(3)).text(animation, in: from)
        #expect(smil.contains(#"<mask id="mask-1-1" maskUnits="userSpaceOnUse""#) && smil.contains(#"<g mask="url(#mask-1-1)">"#), "\(smil)")
        let maskStart = try #require(smil.range(of: #"<mask id="mask-1-1""#))
        let maskEnd = try #require(smil.range(of: "</mask>", range: maskStart.upperBound..<smil.endIndex))
        let smilMask = smil[maskStart.lowerBound..<maskEnd.upperBound]
        #expect(smilMask.components(separatedBy: "<path ").count == 3 && smilMask.contains(#"<animate attributeName="d""#), "\(smilMask)")
        let css = CSSAnimationWriter(format: .decimals(3)).text(animation, in: from)
        #expect(css.contains(#"<mask id="mask-group-1-1""#) && css.contains(#"<g id="group-1-1" mask="url(#mask-group-1-1)">"#), "\(css)")
        #expect(css.contains("@keyframes mask-1-1-1") && css.contains("@keyframes mask-1-1-2"))
        #expect(from.lottieWarnings.isEmpty && from.cssAnimationWarnings.isEmpty && from.maskWarnings.count == 1)
        #expect(from.animatedVectorDrawableWarnings.contains { $0.message.hasPrefix("mask ") })
    }

    @Test("mask-type alpha is an alpha matte; a bud grows inside the masked group it grows from, so the mask holds")
    func alphaMaskAndBud() throws {
        let mask = #"<defs><mask id="m" mask-type="alpha"><circle cx="50" cy="50" r="30" fill="black"/></mask></defs>"#
        let from = try svgDocument(drawing: mask + #"<g mask="url(#m)"><rect x="10" y="10" width="80" height="80"/></g>"#)
        let to = try svgDocument(drawing: mask + #"<g mask="url(#m)">"# + Self.content + "</g>")
        let (animation, track, found) = Self.track(from, to)
        let groups = try #require(found)
        let masked = try #require(groups.first?.mask)
        #expect(masked.byAlpha)
        Self.expectBounds(masked.contents[track.keys.count / 2], (20, 20, 80, 80))
        #expect(LottieWriter(framesPerSecond: 30).text(animation, in: from).contains(#""tt":1"#))
    }

    @Test("a masked group moved and scaled carries its mask with it; in object-bounding-box units the content is placed on the box")
    func placedMasks() throws {
        let from = try svgDocument(drawing: "<defs>\(Self.circleMask)</defs>"
                                   + #"<g transform="translate(10 0) scale(0.5)" mask="url(#m)">"# + Self.content + "</g>")
        let (_, _, found) = Self.track(from, from)
        let mask = try #require(found?.first?.mask)
        Self.expectBounds(mask.contents[0], (20, 10, 50, 40))
        let byBox = #"<defs><mask id="m" maskContentUnits="objectBoundingBox"><rect x="0.25" y="0.25" width="0.5" height="0.5" fill="white"/></mask></defs>"#
        let boxed = try svgDocument(drawing: byBox + #"<g mask="url(#m)"><rect x="20" y="40" width="40" height="20"/></g>"#)
        let (_, _, boxedFound) = Self.track(boxed, boxed)
        let boxedMask = try #require(boxedFound?.first?.mask)
        Self.expectBounds(boxedMask.contents[0], (30, 45, 50, 55))
    }

    @Test("left out, and said: a turned group, content and drawing both past the region, a mask only one end has")
    func masksLeftOut() throws {
        let turned = try svgDocument(drawing: "<defs>\(Self.circleMask)</defs>"
                                     + #"<g transform="rotate(20 50 50)" mask="url(#m)">"# + Self.content + "</g>")
        let wide = try svgDocument(drawing: #"<defs><mask id="m"><rect width="100" height="100" fill="white"/></mask></defs>"#
                                   + #"<g mask="url(#m)"><path d="M 30 40 H 70 V 60" fill="none" stroke="red" stroke-width="30"/></g>"#)
        let full = try svgDocument(drawing: #"<defs><mask id="m"><rect width="100" height="100" fill="white"/></mask></defs>"#
                                   + #"<g mask="url(#m)"><rect x="20" y="20" width="60" height="60"/></g>"#)
        let plain = try svgDocument(drawing: Self.content)
        for (from, to) in [(turned, turned), (wide, wide), (full, plain)] {
            let (animation, track, found) = Self.track(from, to)
            #expect((found ?? []).allSatisfy { $0.mask == nil })
            #expect(!SVGAnimation.keepsMasks(of: track.keys, playing: Array(track.keys.indices)))
            #expect(!LottieWriter(framesPerSecond: 30).text(animation, in: from).contains(#""td":1"#))
        }
        // Content past the region over a drawing inside it: the region clips nothing that is drawn.
        let (_, track, found) = Self.track(full, full)
        #expect(found?.first?.mask != nil && SVGAnimation.keepsMasks(of: track.keys, playing: Array(track.keys.indices)))
    }
}
