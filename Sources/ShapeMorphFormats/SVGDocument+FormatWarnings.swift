public import ShapeMorphSVG

extension SVGDocument {
    /// What `SMILAnimationWriter` draws otherwise than this document: its
    /// `animationWarnings`, but for group opacity and masks, which it keeps
    /// (unless `SVGAnimation`'s tracks change groups, or a mask cannot be
    /// said: see `groupOpacityWarnings` and `maskWarnings`).
    public var animatedSVGWarnings: [SVGWarning] {
        animationWarnings.filter { !groupOpacityWarnings.contains($0) && !maskWarnings.contains($0) }
    }

    /// Where `animationWarnings` says group opacity is first used: what
    /// SVG, CSS and Lottie animations keep, except where an element and its
    /// partner are drawn in groups unlike each other (they change groups
    /// half way, as frames draw them, which an animation cannot).
    public var groupOpacityWarnings: [SVGWarning] {
        animationWarnings.filter { $0.message.hasPrefix("group opacity ") }
    }

    /// Where `animationWarnings` says a mask is first used: what SVG, CSS
    /// and Lottie animations keep where the mask is made of shapes, and its
    /// group can be masked as one throughout a track (`LottieWriter`).
    public var maskWarnings: [SVGWarning] {
        animationWarnings.filter { $0.message.hasPrefix("mask ") }
    }

    /// What `LottieWriter` draws otherwise than this document: its
    /// `animatedSVGWarnings`, and where it first paints
    /// with a gradient that is not plain (drawn in its fallback colour) or
    /// the page's colour (black: Lottie has no `currentColor`).
    public var lottieWarnings: [SVGWarning] {
        animatedSVGWarnings + formatWarnings([
            .elaborateGradient: "drawn in its fallback colour (its first visible stop) in a Lottie animation",
            .currentColor: "drawn black in a Lottie animation, which has no currentColor",
        ])
    }

    /// What `CSSAnimationWriter` may draw otherwise than this
    /// document: its `animatedSVGWarnings`, and where it first paints with a
    /// gradient that is not plain (drawn in its fallback colour where it
    /// moves: CSS moves a gradient by a transform, which cannot carry its
    /// own ellipses or focal circle along).
    public var cssAnimationWarnings: [SVGWarning] {
        animatedSVGWarnings + formatWarnings([
            .elaborateGradient: "drawn in its fallback colour (its first visible stop) in a CSS animation where it moves",
        ])
    }

    /// What `AnimatedVectorDrawableWriter` draws otherwise than
    /// this document: its `animationWarnings`, and where it first paints
    /// with a gradient (drawn in its fallback colour), a dashed stroke
    /// (drawn solid), a stroke under its fill (drawn over it) or the page's
    /// colour (drawn black).
    public var animatedVectorDrawableWarnings: [SVGWarning] {
        animationWarnings + formatWarnings([
            .currentColor: "drawn black in an Android vector drawable, which has no currentColor",
            .gradient: "drawn in its fallback colour (its first visible stop) in an Android vector drawable",
            .dashes: "drawn solid in an Android vector drawable, which has no dashes",
            .strokeUnderFill: "drawn over the fill in an Android vector drawable, which has no paint-order",
        ])
    }

    /// What `SwiftUIWriter` draws otherwise than this document: its
    /// `animationWarnings`, and where it first paints with a gradient
    /// (drawn in its fallback colour), a dashed stroke (drawn solid), a
    /// stroke under its fill (drawn over it) or the page's colour (black).
    public var swiftUIWarnings: [SVGWarning] {
        animationWarnings + formatWarnings([
            .gradient: "drawn in its fallback colour (its first visible stop) in a SwiftUI view",
            .dashes: "drawn solid in a SwiftUI view",
            .strokeUnderFill: "drawn over the fill in a SwiftUI view",
            .currentColor: "drawn black in a SwiftUI view",
        ])
    }

    /// A warning at the first use of each feature in `outcomes`, saying
    /// what becomes of it.
    private func formatWarnings(_ outcomes: [SVGPaintFeature: String]) -> [SVGWarning] {
        SVGPaintFeature.allCases.compactMap { feature in
            guard var use = paintUses[feature], let outcome = outcomes[feature] else { return nil }
            use.message += " is " + outcome
            return use
        }
    }
}
