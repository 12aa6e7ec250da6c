/// What a fill or a stroke paints with, read once when a document is made:
/// blending and every writer take its colour as it is, and none reads
/// text again.
public enum Paint: Hashable, Sendable, ExpressibleByStringLiteral {
    /// Nothing: SVG's `none`. (Not called `none`, which an optional
    /// paint would read as nil.)
    case nothing
    /// A colour, with its spelling: how the input wrote it (`red`,
    /// `rgb(0 0 255)`), written back as it was, or for a colour a blend
    /// made, `#rrggbb` (`#rrggbbaa` when not opaque).
    case color(Color, spelling: String)
    /// A paint that is not a colour, as written: a pattern's `url(#id)`,
    /// which only the SVG writer reads and which cannot blend (it
    /// cross-fades).
    case unblendable(String)

    /// The colour of the page a drawing is put in: `currentColor` where the
    /// document sets no `color`, so that a page colours it (icon systems
    /// do), written as `currentColor` by every writer that has the concept.
    /// Its colour is black, as a drawing shown alone is painted and as it
    /// blends with another colour.
    public static let currentColor = Paint.color(Color(red: 0, green: 0, blue: 0), spelling: "currentColor")

    /// The paint SVG's `fill` or `stroke` text `text` names: `none`,
    /// `currentColor` (in any case), a colour as `Color(_:)` reads it, or
    /// else a paint that is not a colour.
    public init(_ text: String) {
        if text == "none" {
            self = .nothing
        } else if text.lowercased() == "currentcolor" {
            self = .currentColor
        } else if let color = Color(text) {
            self = .color(color, spelling: text)
        } else {
            self = .unblendable(text)
        }
    }

    /// The paint `value` names, as `init(_:)` reads it.
    public init(stringLiteral value: String) { self.init(value) }

    /// The colour `color` rounded to what `#rrggbbaa` holds, spelled so.
    public init(_ color: Color) {
        let spelling = color.hexadecimal
        self = .color(Color(spelling) ?? color, spelling: spelling)
    }

    /// The paint as SVG writes it: `none`, the colour's spelling, or the
    /// paint as written.
    public var text: String {
        switch self {
        case .nothing: "none"
        case .color(_, let spelling): spelling
        case .unblendable(let text): text
        }
    }

    /// The colour, or nil for nothing and a paint that is not a colour.
    public var color: Color? {
        if case .color(let color, _) = self { color } else { nil }
    }

    /// The paint `amount` of the way from `start` to `end`: blended when both
    /// are colours, else the start's paint for the first half and the end's
    /// after (as SMIL does for values it cannot interpolate).
    package static func blend(_ start: Paint?, _ end: Paint?, amount: Double) -> Paint? {
        Blend(start, end).paint(at: amount)
    }

    /// Two paints to blend as `blend(_:_:amount:)` does, their colours
    /// taken apart once: for the many frames between the same two.
    package struct Blend: Sendable {
        private let start: Paint?, end: Paint?
        /// The OKLab coordinates and alphas of two different colours; nil
        /// when the paints are the same or not both colours.
        private let colours: (start: (l: Double, a: Double, b: Double), end: (l: Double, a: Double, b: Double),
                              alphas: (Double, Double))?

        package init(_ start: Paint?, _ end: Paint?) {
            self.start = start
            self.end = start == end ? start : end
            if start != end, let a = start?.color, let b = end?.color {
                colours = (a.oklab, b.oklab, (a.alpha, b.alpha))
            } else {
                colours = nil
            }
        }

        /// The paint `amount` of the way (0 is the start, 1 the end, each as
        /// it is, `currentColor` too; beyond, as a spring overshoots,
        /// clamped to the sRGB cube).
        package func paint(at amount: Double) -> Paint? {
            guard colours != nil, amount != 0, amount != 1, let colour = colour(at: amount) else { return amount < 0.5 ? start : end }
            return Paint(colour)
        }

        /// The colour `amount` of the way, before it is rounded to what
        /// `#rrggbbaa` holds; nil where the paint there is not a colour.
        package func colour(at amount: Double) -> Color? {
            guard let (a, b, alphas) = colours else { return (amount < 0.5 ? start : end)?.color }
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * amount }
            var colour = Color(oklab: (mix(a.l, b.l), mix(a.a, b.a), mix(a.b, b.b)))
            colour.alpha = min(1, max(0, mix(alphas.0, alphas.1)))
            return colour
        }
    }
}
