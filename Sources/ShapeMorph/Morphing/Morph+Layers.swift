extension Morph {
    /// One morph of several morphs drawn together: the contours of each
    /// layer in turn, each moving exactly as in its own morph.
    ///
    /// `source` and `target` are the layers' shapes one after another, and
    /// `matches` name their contours by those positions. Frames are filled
    /// under the nonzero rule unless a layer's are not; a caller drawing
    /// layers with their own paint and rule takes each layer's contours from
    /// the frame and its rule from the layer.
    ///
    /// - Complexity: O(segments of all layers).
    public init(layers: [Morph]) {
        if layers.count == 1 {
            self = layers[0]
            return
        }
        var matches: [ContourMatch] = []
        var sourceOffset = 0, targetOffset = 0
        for layer in layers {
            for var match in layer.matches {
                match.pair = ContourPair(source: match.pair.source.map { $0 + sourceOffset },
                                         target: match.pair.target.map { $0 + targetOffset })
                matches.append(match)
            }
            sourceOffset += layer.source.contours.count
            targetOffset += layer.target.contours.count
        }
        func joined(_ shapes: [Shape], rule: FillRule) -> Shape {
            Shape(contours: shapes.flatMap(\.contours), fillRule: rule)
        }
        let rules = (source: Self.commonRule(layers.map(\.fillRules.source)),
                     target: Self.commonRule(layers.map(\.fillRules.target)))
        // The bends of every layer (evenly spaced, powers of two apart), each
        // layer at each on its own path.
        let pieceCount = layers.map { $0.keys.count - 1 }.max() ?? 1
        let bendKeys = (1..<pieceCount).map { index in
            joined(layers.map { $0.shape(at: Double(index) / Double(pieceCount)) }, rule: rules.source)
        }
        self.init(source: joined(layers.map(\.source), rule: rules.source),
                  target: joined(layers.map(\.target), rule: rules.target),
                  matchedSource: joined(layers.map(\.matchedSource), rule: rules.source),
                  matchedTarget: joined(layers.map(\.matchedTarget), rule: rules.target),
                  bendKeys: bendKeys, matches: matches, folds: layers.contains(where: \.folds))
    }

    /// A morph in which `shape`, which has no partner, shrinks into its
    /// neighbours: each contour to the place on the nearest of their outlines
    /// that the neighbour's own morph carries it to (how the engine lets an
    /// unpaired contour merge into a paired one). With no
    /// neighbours each contour shrinks to its own centroid.
    public init(shrinking shape: Shape, into neighbours: [Morph]) {
        self.init(unpaired: shape, neighbours: neighbours, grows: false)
    }

    /// A morph in which `shape`, which has no partner, grows out of its
    /// neighbours: the reverse of `init(shrinking:into:)`.
    public init(growing shape: Shape, outOf neighbours: [Morph]) {
        self.init(unpaired: shape, neighbours: neighbours, grows: true)
    }

    private init(unpaired shape: Shape, neighbours: [Morph], grows: Bool) {
        let sides = neighbours.flatMap { neighbour in
            zip(neighbour.matchedSource.contours, neighbour.matchedTarget.contours).map { source, target in
                grows ? Budding.PairedSides(near: target.segments, far: source.segments)
                    : Budding.PairedSides(near: source.segments, far: target.segments)
            }
        }
        let drawn = shape.tidied()
        var matches: [ContourMatch] = []
        var collapsed: [Contour] = []
        for (index, contour) in drawn.contours.enumerated() where !contour.segments.isEmpty {
            collapsed.append(Morph.collapsed(contour, at: Budding.anchor(for: contour, parent: nil, pairs: sides)))
            matches.append(.unpaired(ContourPair(source: grows ? nil : index, target: grows ? index : nil),
                                     segmentCount: contour.segments.count))
        }
        let full = Shape(contours: drawn.contours.filter { !$0.segments.isEmpty }, fillRule: shape.fillRule)
        let point = Shape(contours: collapsed, fillRule: shape.fillRule)
        self.init(source: grows ? Shape(contours: [], fillRule: shape.fillRule) : shape,
                  target: grows ? shape : Shape(contours: [], fillRule: shape.fillRule),
                  matchedSource: grows ? point : full, matchedTarget: grows ? full : point, matches: matches)
    }

    /// Even-odd where any of `rules` is, else nonzero.
    private static func commonRule(_ rules: [FillRule]) -> FillRule {
        rules.contains(.evenOdd) ? .evenOdd : .nonZero
    }
}
