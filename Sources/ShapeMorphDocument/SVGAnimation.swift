public import ShapeMorph

/// A morph animation for one self-playing SVG file: SMIL `<animate>`
/// elements on each path's `d` and paint, no script, played by browsers.
///
///     let morph = Morph(from: heart, to: club)
///     let animation = SVGAnimation(tracks: [.init(keys: [
///         .init(time: 0, shape: morph.shape(at: 0), easing: .easeInOut),
///         .init(time: 1, shape: morph.shape(at: 1)),
///     ])], duration: 1, repeats: true)
///     let text = SMILAnimationWriter().text(animation, in: document)
///
/// SMIL interpolates path data number by number, which is exactly
/// `Morph.shape(at:)`'s blend, so a cubic-bezier leg written as a key spline
/// is exact with just its two end shapes; springs and other curves are
/// sampled as keys.
///
/// A **track** is a run of keys whose shapes share one command structure
/// (one morph leg). A timeline of several legs has one track per leg; each
/// is its own path, shown only while its leg plays.
///
/// The same animation is also written for the players apps ship with, by
/// the `ShapeMorphFormats` module: Lottie, CSS animations and Android
/// animated vector drawables.
public struct SVGAnimation: Sendable {
    /// A shape at a time, and how the animation moves on to the next key.
    public struct Key: Sendable {
        /// Seconds from the start of the cycle.
        public var time: Double
        /// The shape at `time`.
        public var shape: Shape
        /// The layers of `shape` at `time`, each drawn as its own path in its
        /// own paint (a frame of a `DocumentMorph`); empty to draw the whole
        /// shape in the document's paint.
        public var elements: [SVGDocument.Element]
        /// The easing from this key to the next: nil for linear; a cubic
        /// Bézier is written as an exact SMIL key spline.
        public var easing: CubicBezierTiming?

        /// A key at `time` seconds showing `shape` (and `elements`, its
        /// layers' paint), eased towards the next key by `easing` (linear
        /// when nil).
        public init(time: Double, shape: Shape, elements: [SVGDocument.Element] = [], easing: CubicBezierTiming? = nil) {
            self.time = time
            self.shape = shape
            self.elements = elements
            self.easing = easing
        }
    }

    /// Keys in time order whose shapes have one command structure.
    public struct Track: Sendable {
        /// The keys, in time order.
        public var keys: Keys

        /// A track of `keys`.
        public init(keys: [Key]) { self.keys = Keys(keys) }

        /// A track of `keys`, given or made.
        package init(keys: Keys) { self.keys = keys }
    }

    /// The tracks, in time order, covering the cycle between them.
    public var tracks: [Track]
    /// The length of one cycle, in seconds.
    public var duration: Double
    /// Whether the cycle repeats forever; otherwise it plays once and holds
    /// its last frame.
    public var repeats: Bool

    /// - Precondition: `duration` > 0; every track has at least one key,
    ///   keys within `0...duration` in non-decreasing time, and the shapes of
    ///   a track share the command structure of its first, and its layers
    ///   (the contours of each element).
    public init(tracks: [Track], duration: Double, repeats: Bool) {
        precondition(duration > 0 && duration.isFinite, "An animation's duration must be finite and positive, not \(duration).")
        for (index, track) in tracks.enumerated() {
            precondition(!track.keys.isEmpty, "Track \(index) of the animation has no keys.")
            let keys = track.keys
            precondition(keys.indices.dropFirst().allSatisfy { keys.time(at: $0) >= keys.time(at: $0 - 1) },
                         "Track \(index): keys must be in time order.")
            precondition(keys.indices.allSatisfy { (0...duration).contains(keys.time(at: $0)) },
                         "Track \(index): key times must be within 0...\(duration) s.")
            precondition(keys.shareOneStructure,
                         "Track \(index): every key must have the command structure of the first, and its layers (a morph's frames do).")
        }
        self.tracks = tracks
        self.duration = duration
        self.repeats = repeats
    }

    /// Whether `a` and `b` write the same path data commands: contour by
    /// contour, the same segment counts (empty contours write nothing). The
    /// `Z` of a contour closed at some keys and open at others (a morph
    /// between an open and a closed contour) does not count: an animation
    /// writes it open at every key.
    static func haveOneCommandStructure(_ a: Shape, _ b: Shape) -> Bool {
        var (contoursA, contoursB) = (a.contours.makeIterator(), b.contours.makeIterator())
        func nextCount(_ contours: inout IndexingIterator<[Contour]>) -> Int? {
            while let contour = contours.next() {
                if !contour.segments.isEmpty { return contour.segments.count }
            }
            return nil
        }
        while true {
            let (countA, countB) = (nextCount(&contoursA), nextCount(&contoursB))
            guard countA == countB else { return false }
            if countA == nil { return true }
        }
    }

    /// `shapes` with each contour that is open in any of them open in all,
    /// so that they write the same commands.
    static func sharingCommands(_ shapes: [Shape]) -> [Shape] {
        guard let first = shapes.first, shapes.allSatisfy({ $0.contours.count == first.contours.count }) else { return shapes }
        let closed = first.contours.indices.map { index in shapes.allSatisfy { $0.contours[index].isClosed } }
        guard shapes.contains(where: { $0.contours.map(\.isClosed) != closed }) else { return shapes }
        return shapes.map { shape in
            Shape(contours: zip(shape.contours, closed).map { contour, closed in
                closed || !contour.isClosed ? contour : Contour(segments: contour.segments, isClosed: false)
            }, fillRule: shape.fillRule)
        }
    }
}
