package import ShapeMorph

extension SVGAnimation {
    /// The keys of a track, in time order: given whole, or — in a track
    /// made from a timeline — made one at a time as they are read, so that
    /// a writer streams a long animation without holding its frames.
    ///
    /// Reading a made key makes its frame again each time: read each once.
    public struct Keys: RandomAccessCollection, Sendable {
        private let times: [Double]
        private let easings: [CubicBezierTiming?]
        /// The keys given, or none where they are made.
        private let given: [Key]
        /// Where they are made, the progress each shows and how its frame
        /// is drawn. Stored apart, not as an enum's payload: reading them
        /// at every key then retains nothing.
        private let progress: [Double]
        private let frames: Frames?

        /// The keys given.
        package init(_ keys: [Key]) {
            times = keys.map(\.time)
            easings = keys.map(\.easing)
            given = keys
            progress = []
            frames = nil
        }

        /// Keys at `times` showing `frames` at `progress`, eased to the next by
        /// `easings` (one of each per key).
        package init(times: [Double], progress: [Double], easings: [CubicBezierTiming?], frames: Frames) {
            precondition(times.count == progress.count && times.count == easings.count, "One time, progress and easing per key.")
            self.times = times
            self.easings = easings
            given = []
            self.progress = progress
            self.frames = frames
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { times.count }

        /// The key at `position`; a made key's frame is made now.
        public subscript(position: Int) -> Key {
            guard let shape = frames?.shape else { return given[position] }
            return Key(time: times[position], shape: shape(progress[position]),
                       elements: elements(at: position), easing: easings[position])
        }

        /// The time of key `index`, without making its frame.
        package func time(at index: Int) -> Double { times[index] }

        /// The easing from key `index` to the next, without making its frame.
        package func easing(at index: Int) -> CubicBezierTiming? { easings[index] }

        /// The shape of key `index`, without its elements.
        package func shape(at index: Int) -> Shape {
            // One closure taken from `frames`, not all three: each taken is
            // retained and released, and keys are read on every core at once.
            guard let shape = frames?.shape else { return given[index].shape }
            return shape(progress[index])
        }

        /// Whether the shape of key `index` is finite; a made key's told
        /// mostly without making its shape.
        package func isFinite(at index: Int) -> Bool {
            guard let isFinite = frames?.isFinite else { return given[index].shape.isFinite }
            return isFinite(progress[index])
        }

        /// The elements of key `index`, without its shape.
        package func elements(at index: Int) -> [SVGDocument.Element] {
            guard frames != nil else { return given[index].elements }
            var elements: [SVGDocument.Element] = []
            forEachElement(at: index) { elements.append($1) }
            return elements
        }

        /// The carried groups the elements of key `index` are drawn in (none
        /// for keys given whole).
        package func groups(at index: Int) -> [SVGCarriedContent.Group] {
            frames.map { $0.groups(progress[index]) } ?? []
        }

        /// The masks of the carried groups of key `index`, by group index
        /// (none for keys given whole).
        package func masks(at index: Int) -> [Int: MaskContent] {
            frames.map { $0.masks(progress[index]) } ?? [:]
        }

        /// Hands `body` each layer's index and element of key `index`, in
        /// paint order, without gathering them.
        func forEachElement(at index: Int, _ body: (Int, SVGDocument.Element) -> Void) {
            guard let forEachElement = frames?.forEachElement else { return given[index].elements.enumerated().forEach(body) }
            forEachElement(progress[index], body)
        }

        /// Whether every key's shape has the command structure of the first,
        /// and its layers: a made key's frames are a morph's, and do.
        var shareOneStructure: Bool {
            guard frames == nil, let first = given.first else { return true }
            return given.dropFirst().allSatisfy { key in
                SVGAnimation.haveOneCommandStructure(key.shape, first.shape)
                    && key.elements.count == first.elements.count
                    && key.elements.indices.allSatisfy { key.elements[$0].contours == first.elements[$0].contours }
            }
        }

        /// For each contour, whether it is closed at every key; nil when the
        /// keys have different contour counts. A made key's contours open or
        /// close only at progress exactly 0 or 1 (as a morph's frames do), so
        /// three frames tell.
        var closedAtEveryKey: [Bool]? {
            let shapes: [Shape] = if let frames {
                [progress.first { $0 == 0 }, progress.first { $0 == 1 }, progress.first { $0 != 0 && $0 != 1 }]
                    .compactMap { $0.map(frames.shape) }
            } else {
                given.map(\.shape)
            }
            guard let first = shapes.first, shapes.allSatisfy({ $0.contours.count == first.contours.count }) else { return nil }
            return first.contours.indices.map { index in shapes.allSatisfy { $0.contours[index].isClosed } }
        }

        /// These keys played backward after `turn` seconds: times mirrored
        /// to `2 × turn − time`, order reversed, each easing reversed.
        package func mirrored(before turn: Double) -> Keys {
            guard let frames else { preconditionFailure("Only a track made from a timeline plays backward.") }
            // The easing from a key to the next is the forward easing of the
            // pair, run backward.
            let easings = easings.dropLast().reversed().map { $0?.reversed } + [nil]
            return Keys(times: times.reversed().map { 2 * turn - $0 }, progress: progress.reversed(), easings: easings, frames: frames)
        }
    }

    /// How a made key's frame is drawn at a progress of its leg's morph.
    package struct Frames: Sendable {
        /// The shape at a progress.
        package var shape: @Sendable (Double) -> Shape
        /// Hands the given body each layer's index and element at a
        /// progress, each layer in its own paint; none to draw the whole
        /// shape in the document's paint.
        var forEachElement: @Sendable (Double, (Int, SVGDocument.Element) -> Void) -> Void
        /// Whether the shape at a progress is finite, mostly told without
        /// making it.
        package var isFinite: @Sendable (Double) -> Bool
        /// Progress values besides the morph's bends where a key must fall
        /// (for colours a player blends otherwise than the frames).
        package var levels: [Double]
        /// The carried groups the elements are drawn in at a progress (their
        /// `group` indices name them).
        package var groups: @Sendable (Double) -> [SVGCarriedContent.Group]
        /// The masks of the groups at a progress, by group index.
        package var masks: @Sendable (Double) -> [Int: MaskContent]

        /// The frames of `morph`, layered by `forEachElement` in `groups`
        /// masked by `masks`, keys also at `levels`.
        package init(morph: Morph, levels: [Double] = [],
                     forEachElement: @escaping @Sendable (Double, (Int, SVGDocument.Element) -> Void) -> Void,
                     groups: @escaping @Sendable (Double) -> [SVGCarriedContent.Group] = { _ in [] },
                     masks: @escaping @Sendable (Double) -> [Int: MaskContent] = { _ in [:] }) {
            let largestKeyCoordinate = morph.largestKeyCoordinate
            shape = morph.shape(at:)
            self.levels = levels
            self.forEachElement = forEachElement
            self.groups = groups
            self.masks = masks
            isFinite = { morph.isFinite(at: $0, largestKeyCoordinate: largestKeyCoordinate) }
        }
    }
}
