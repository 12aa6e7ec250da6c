package import ShapeMorph

extension SVGAnimation {
    /// One painted path of a track through its keys: what every export
    /// format writes as one path (or shape layer) with animated properties.
    package struct Layer {
        /// Key by key, its outline, contours open at every key where any
        /// key has them open (so that all write the same commands).
        package var shapes: [Shape]
        /// Key by key, its paint.
        package var paints: [SVGPaint]
        /// Key by key, the outline it is clipped to (sharing commands), or
        /// nil when it is not clipped at every key.
        package var clips: [Shape]?
    }

    /// The layers `keys` draw: each element of the keys, or, for keys
    /// without elements, the whole shape in `paint`.
    package static func layers(of keys: some RandomAccessCollection<Key>, paint: SVGPaint) -> [Layer] {
        guard let first = keys.first, !first.elements.isEmpty else {
            return [Layer(shapes: sharingCommands(keys.map(\.shape)), paints: keys.map { _ in paint }, clips: nil)]
        }
        return first.elements.indices.map { element in
            let shapes = keys.map { key in
                let layer = key.elements[element]
                // One layer of all the contours shares them.
                let contours = layer.contours == key.shape.contours.indices
                    ? key.shape.contours : Array(key.shape.contours[layer.contours])
                return Shape(contours: contours, fillRule: layer.fillRule)
            }
            let clips = keys.compactMap { $0.elements[element].clip }
            return Layer(shapes: sharingCommands(shapes), paints: keys.map { $0.elements[element].paint },
                         clips: clips.count == keys.count ? sharingCommands(clips) : nil)
        }
    }
}
