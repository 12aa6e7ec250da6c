import Dispatch
package import ShapeMorph
import ShapeMorphSupport

extension SVGAnimation {
    /// One painted path of a track through its keys: what every export
    /// format writes as one path (or shape layer) with animated properties.
    package struct Layer {
        /// Key by key, its outline, made as it is read.
        package var shapes: Shapes
        /// Key by key, its paint.
        package var paints: Paints
        /// Key by key, the outline it is clipped to (sharing commands), or
        /// nil when it is not clipped at every key.
        package var clips: [Shape]?
    }

    /// A layer's outline key by key, each made when it is read: its
    /// element's contours of the key's shape, under the element's fill rule,
    /// each contour open at every key where any key has it open (so that
    /// all write the same commands).
    package struct Shapes: RandomAccessCollection, Sendable {
        fileprivate let keys: Keys
        /// The keys played, as indices into `keys`.
        fileprivate let played: [Int]
        /// The element's contours, or nil for the whole shape.
        fileprivate let contours: Range<Int>?
        /// Key by key, the element's fill rule, or nil for the shape's.
        fileprivate let fillRules: [FillRule]?
        /// For each contour drawn, whether it is closed at every key; nil to
        /// leave them as they are (also where every one is: the keys, read
        /// on every core at once, then touch no shared array of them).
        fileprivate let closed: ArraySlice<Bool>?

        package var startIndex: Int { 0 }
        package var endIndex: Int { played.count }

        /// Whether the keys are few and small enough (100,000 segments
        /// together) for a writer to make them all, or their text, once and
        /// hold them; beyond, each key is made as it is written.
        package var areHeldWhole: Bool {
            guard let first else { return true }
            return first.segmentCount * count <= 100_000
        }

        package subscript(position: Int) -> Shape {
            let shape = keys.shape(at: played[position])
            var drawn = contours.map { $0 == shape.contours.indices ? shape.contours : Array(shape.contours[$0]) } ?? shape.contours
            if let closed {
                for (index, closed) in zip(drawn.indices, closed) where !closed && drawn[index].isClosed {
                    drawn[index] = Contour(segments: drawn[index].segments, isClosed: false)
                }
            }
            return Shape(contours: drawn, fillRule: fillRules?[position] ?? shape.fillRule)
        }

        /// The fill rule of key `position`'s outline, made without the
        /// outline where the layer is an element.
        package func fillRule(at position: Int) -> FillRule {
            fillRules?[position] ?? self[position].fillRule
        }
    }

    /// The layers `keys` draw, played in the order of `played` (indices
    /// into `keys`, maybe repeated): each element of the keys, or, for keys
    /// without elements, the whole shape in `paint`. Every key's elements
    /// are made once here, a stretch of keys on each core, for their
    /// paints; the shapes are made as they are read.
    package static func layers(of keys: Keys, playing played: [Int], paint: SVGPaint) -> [Layer] {
        let closed = keys.closedAtEveryKey
        func shapes(_ contours: Range<Int>?, fillRules: [FillRule]?) -> Shapes {
            let drawn = contours.map { closed?[$0] } ?? closed?[...]
            return Shapes(keys: keys, played: played, contours: contours, fillRules: fillRules,
                          closed: drawn?.contains(false) == true ? drawn : nil)
        }
        guard let first = played.first.map(keys.elements), !first.isEmpty else {
            var paints = Paints()
            for _ in played { paints.append(paint) }
            return [Layer(shapes: shapes(nil, fillRules: nil), paints: paints, clips: nil)]
        }
        // What a stretch of keys gives each layer.
        let empty = first.map { _ in (paints: Paints(), fillRules: [FillRule](), clips: [Shape]()) }
        let stretchCount = played.count < 512 ? 1 : 8
        let stretches = ConcurrentSlots(count: stretchCount, repeating: empty)
        DispatchQueue.concurrentPerform(iterations: stretchCount) { stretch in
            var elements = empty
            for index in played.count * stretch / stretchCount ..< played.count * (stretch + 1) / stretchCount {
                keys.forEachElement(at: played[index]) { layer, element in
                    elements[layer].paints.append(element.paint)
                    elements[layer].fillRules.append(element.fillRule)
                    if let clip = element.clip { elements[layer].clips.append(clip) }
                }
            }
            stretches.slots[stretch] = elements
        }
        return first.indices.map { layer in
            var whole = empty[layer]
            for stretch in stretches.slots {
                whole.paints.append(contentsOf: stretch[layer].paints)
                whole.fillRules += stretch[layer].fillRules
                whole.clips += stretch[layer].clips
            }
            return Layer(shapes: shapes(first[layer].contours, fillRules: whole.fillRules), paints: whole.paints,
                         clips: whole.clips.count == played.count ? sharingCommands(whole.clips) : nil)
        }
    }
}
