public import ShapeMorph

/// A morph between two SVG documents, element by element: each element of
/// the source morphs into the element of the target it pairs with, in its
/// own paint, and the paint blends on the way (see `SVGPaint.blended`).
///
///     let morph = DocumentMorph(from: badge, to: icon)
///     let halfway = morph.document(at: 0.5)     // one path per layer
///
/// Elements pair in paint order, by where they sit in each document's
/// content box and how large they are, colour breaking ties (or as given,
/// `elementPairs`); each pair is
/// matched by the engine, `Morph`, under its own fill rule. An element
/// without a partner shrinks into the nearest paired element drawn near it
/// in paint order (as the engine lets a contour merge into a paired one),
/// or grows out of one: it splits from or merges into that element, in
/// that element's paint where it is a point on its outline (stroke width
/// 0), never fading. Only where no element pairs does it fade instead. A
/// stroke only one end of a pair has thins to nothing; a fill only one end
/// has fades (a stroked drawing pairs with a filled one when no two
/// elements are of one kind). Where one pair alone is made and its morph
/// folds on every path (`Morph.folds`), the next cheapest pairs are tried
/// in its place.
///
/// A clip path morphs with its element: from the source element's clip to
/// the target's, where an element without one stands for a clip to its
/// bounds (grown by its stroke), which clips nothing.
///
/// A document of one element morphs into a document of one element exactly
/// as `Morph` morphs their shapes.
public struct DocumentMorph: Sendable {
    /// The document at progress 0.
    public let source: SVGDocument
    /// The document at progress 1.
    public let target: SVGDocument
    /// The layers of every frame in paint order: which source element morphs
    /// into which target element.
    public let pairs: [ElementPair]
    /// For each layer whose element has no partner, the paired layer it
    /// grows out of (an element only the target has) or shrinks into (one
    /// only the source has): the nearest pair in paint order; nil where
    /// nothing pairs (it fades) and for pairs.
    public let neighbours: [Int?]
    /// The geometry of every frame: the layers' morphs one after another
    /// (see `Morph.init(layers:)`), for timelines and inspection.
    public let morph: Morph
    /// How each layer's shape moves as a whole (`Morph.motion`): nil for a
    /// layer that grows from or shrinks into another.
    public let layerMotions: [MorphMotion?]

    /// One layer's contours in `morph`'s frames, and its ends.
    package struct Layer: Sendable {
        package var contours: Range<Int>
        package var fillRules: (source: FillRule, target: FillRule)
        /// Its paint from the source's to the target's.
        package var paint: SVGPaint.Blend
        /// The morph of its clip, when either end is clipped.
        package var clip: Morph?
    }
    package let layers: [Layer]
    /// How the ends' carried effects, text and images go over.
    private let carried: CarriedTransition

    /// How many texts kept as text (not outlined) cross-fade: the larger
    /// count of either end's `<text>` drawings the other end does not draw
    /// alike (a label that changes is one).
    package var crossFadingTexts: Int { carried.fadingTexts }

    /// How many layers blend the page's colour (`currentColor`) at one end
    /// with another colour at the other, as black.
    package var currentColorBlends: Int { layers.count { $0.paint.resolvesCurrentColor } }

    /// How many layers blend a linear gradient at one end with a radial one
    /// at the other, which animations draw in their fallback colours.
    package var gradientKindChanges: Int { layers.count { $0.paint.gradientChangesKind } }

    /// Pairs the elements of `source` and `target` and matches each pair.
    ///
    /// `options` apply to every pair; their `startSegmentOverrides` and `targetReversals` name
    /// contours of the source document's `shape` and act on the pair that
    /// contour is in, as `pinnedContourPairs` (contours of both documents'
    /// shapes) act on the pair whose elements hold both; `contourPairs` apply
    /// only between documents of one element each. `isFilled` is decided
    /// per pair, from its paint.
    ///
    /// `elementPairs`, when given, are the pairs to use instead of the
    /// computed ones: elements not named have no partner. See
    /// `problem(withPairs:from:to:)` for what they must keep.
    ///
    /// - Precondition: `problem(withPairs: elementPairs, …)` is nil.
    public init(from source: SVGDocument, to target: SVGDocument, options: MorphOptions = MorphOptions(),
                elementPairs: [(source: Int, target: Int)]? = nil) {
        if let elementPairs, let problem = Self.problem(withPairs: elementPairs, from: source, to: target) {
            preconditionFailure(problem)
        }
        self.init(from: source, to: target, options: options, elementPairs: elementPairs, pins: [])
    }

    /// Pairs the elements of `source` and `target` as `init(from:to:options:elementPairs:)`
    /// does when it computes the pairs, but keeping `pins`: each pinned
    /// pair pairs, each element pinned without a partner (nil on the other
    /// side) stays alone, and the other elements pair as they would,
    /// within the stretches between pinned pairs (pairs keep paint order).
    ///
    /// `neighbourPins` choose the pair an element alone grows out of or
    /// shrinks into (each such element is pinned alone too), where the pair
    /// they name is made; `neighbours` then says which was used.
    ///
    /// `motions` set, by source element, how a pair that element is in
    /// turns as a whole, over `options.motion`.
    ///
    /// - Precondition: `problem(withPins: pins, from: source, to: target)` is
    ///   nil, the neighbour pins' elements included.
    public init(from source: SVGDocument, to target: SVGDocument, options: MorphOptions = MorphOptions(), pinning pins: [ElementPair],
                neighbourPins: [NeighbourPin] = [], motions: [Int: MorphOptions.Motion] = [:]) {
        let pins = pins + neighbourPins.map(\.element).filter { !pins.contains($0) }
        if let problem = Self.problem(withPins: pins, from: source, to: target) { preconditionFailure(problem) }
        self.init(from: source, to: target, options: options, elementPairs: nil, pins: pins, neighbourPins: neighbourPins, motions: motions)
    }

    /// The morph with `elementPairs` when given, else the computed pairs
    /// keeping `pins`, lone elements beside the neighbours `neighbourPins`
    /// name where those are paired.
    private init(from source: SVGDocument, to target: SVGDocument, options: MorphOptions,
                 elementPairs: [(source: Int, target: Int)]?, pins: [ElementPair], neighbourPins: [NeighbourPin] = [],
                 motions: [Int: MorphOptions.Motion] = [:]) {
        self.source = source
        self.target = target
        let sourceShapes = source.elements.map(source.shape(of:)), targetShapes = target.elements.map(target.shape(of:))
        let sourceFeatures = zip(sourceShapes, source.elements).map { ElementPairing.Features($0, paint: $1.paint, letter: $1.letter) }
        let targetFeatures = zip(targetShapes, target.elements).map { ElementPairing.Features($0, paint: $1.paint, letter: $1.letter) }
        var pairs = elementPairs.map {
            ElementPairing.merged($0.sorted { $0.source < $1.source }, sourceCount: source.elements.count, targetCount: target.elements.count)
        } ?? ElementPairing.layers(from: sourceFeatures, to: targetFeatures, pinning: pins)

        // Paired layers first, so that the others can bud from them.
        func pairedMorphs(_ pairs: [ElementPair]) -> [Morph?] {
            pairs.map { pair -> Morph? in
                guard let s = pair.source, let t = pair.target else { return nil }
                var pairOptions = Self.options(options, forPair: (s, t), of: (source, target))
                pairOptions.motion = motions[s] ?? pairOptions.motion
                return Morph(from: sourceShapes[s], to: targetShapes[t], options: pairOptions)
            }
        }
        var morphs = pairedMorphs(pairs)
        // Where one pair of elements alone was chosen, and it folds on every
        // path, the next cheapest pairs are tried instead (not where the
        // caller paired or pinned anything).
        let paired = pairs.indices.filter { morphs[$0] != nil }
        if elementPairs == nil, pins.isEmpty, neighbourPins.isEmpty, paired.count == 1, morphs[paired[0]]?.folds == true {
            for other in ElementPairing.otherLonePairs(from: sourceFeatures, to: targetFeatures, instead: pairs[paired[0]],
                                                       count: Self.lonePairTrials) {
                let tried = pairedMorphs(other)
                if !tried.contains(where: { $0?.folds == true }) {
                    (pairs, morphs) = (other, tried)
                    break
                }
            }
        }
        self.pairs = pairs
        var parents = Self.parents(of: pairs, paired: morphs.map { $0 != nil }, features: (sourceFeatures, targetFeatures))
        for pin in neighbourPins {
            guard let lone = pairs.firstIndex(of: pin.element), let parent = pairs.firstIndex(where: { pair in
                pair.source != nil && pair.target != nil && (pin.element.source == nil ? pair.source : pair.target) == pin.neighbour
            }) else { continue }
            parents[lone] = parent
        }
        neighbours = parents
        for (index, pair) in pairs.enumerated() where morphs[index] == nil {
            let neighbours = parents[index].map { [morphs[$0]!] } ?? []
            morphs[index] = pair.source.map { Morph(shrinking: sourceShapes[$0], into: neighbours) }
                ?? Morph(growing: targetShapes[pair.target!], outOf: neighbours)
        }

        let carried = CarriedTransition(from: source, to: target, pairs: pairs)
        self.carried = carried
        let layerMorphs = morphs.map { $0! }
        var layers: [Layer] = []
        var first = 0
        for (index, (pair, morph)) in zip(pairs, layerMorphs).enumerated() {
            let count = morph.matchedSource.contours.count
            let ends = (pair.source.map { (source.elements[$0], sourceShapes[$0]) },
                        pair.target.map { (target.elements[$0], targetShapes[$0]) })
            layers.append(Layer(contours: first..<first + count,
                                fillRules: (morph.matchedSource.fillRule, morph.matchedTarget.fillRule),
                                paint: Self.paints(of: index, in: pairs, parent: parents[index], of: (source, target), carried: carried),
                                clip: Self.clipMorph(from: ends.0, to: ends.1)))
            first += count
        }
        self.layers = layers
        morph = Morph(layers: layerMorphs)
        layerMotions = layerMorphs.map(\.motion)
    }

    /// How many other pairs of elements are tried where the one pair chosen
    /// folds on every path.
    static let lonePairTrials = 3

    /// `options` as they apply to the pair of elements `pair` of
    /// `documents`: the start and direction overrides of the source element's contours,
    /// and what its paints say of its ends (filled, closed, direction).
    private static func options(_ options: MorphOptions, forPair pair: (source: Int, target: Int),
                                of documents: (source: SVGDocument, target: SVGDocument)) -> MorphOptions {
        var pairOptions = options
        let contours = documents.source.elements[pair.source].contours
        pairOptions.startSegmentOverrides = Dictionary(uniqueKeysWithValues: options.startSegmentOverrides
            .filter { contours.contains($0.key) }.map { ($0.key - contours.lowerBound, $0.value) })
        pairOptions.targetReversals = Dictionary(uniqueKeysWithValues: options.targetReversals
            .filter { contours.contains($0.key) }.map { ($0.key - contours.lowerBound, $0.value) })
        let targetContours = documents.target.elements[pair.target].contours
        pairOptions.pinnedContourPairs = options.pinnedContourPairs.filter { pin in
            pin.source.map(contours.contains) ?? true && pin.target.map(targetContours.contains) ?? true
                && (pin.source != nil || pin.target != nil)
        }.map { ContourPair(source: $0.source.map { $0 - contours.lowerBound }, target: $0.target.map { $0 - targetContours.lowerBound }) }
        if documents.source.elements.count > 1 || documents.target.elements.count > 1 { pairOptions.contourPairs = nil }
        let paints = [documents.source.elements[pair.source].paint, documents.target.elements[pair.target].paint]
        pairOptions.isFilled = paints.contains(where: \.isFilled)
        // A stroke shows where an open contour ends unless round caps meet as a round join would.
        pairOptions.closesMeetingEnds = !paints.contains {
            $0.isStroked && ($0.strokeLinecap != .round || $0.strokeLinejoin != .round)
        }
        // A fill closes every open contour with a line no one sees unless a stroke draws it.
        pairOptions.closesOpenFills = paints.allSatisfy { $0.isFilled && !$0.isStroked }
        // An open contour traced there and back draws as itself where nothing
        // fills it and its stroke turns back as it would end, undashed.
        func drawsThereAndBackAlike(_ paint: SVGPaint) -> Bool {
            guard !paint.isFilled else { return false }
            guard paint.isStroked else { return true }
            let (cap, join) = (paint.strokeLinecap ?? .butt, paint.strokeLinejoin ?? .miter)
            return paint.strokeDasharray?.isEmpty != false
                && ((cap == .round && join == .round) || (cap == .butt && (join == .miter || join == .bevel)))
        }
        pairOptions.sourceOpenContoursDoubleBack = drawsThereAndBackAlike(paints[0])
        pairOptions.targetOpenContoursDoubleBack = drawsThereAndBackAlike(paints[1])
        // A dashed stroke shows which way its path runs: both ends keep theirs.
        if paints.contains(where: { $0.isStroked && $0.strokeDasharray?.isEmpty == false }) { pairOptions.direction = .preserve }
        return pairOptions
    }

    /// For each layer without a partner (`paired` false), the paired layer
    /// it grows out of or shrinks into: the nearest by centre among the 64
    /// paired layers nearest in paint order, or nil when none is paired.
    private static func parents(of pairs: [ElementPair], paired isPaired: [Bool],
                                features: (source: [ElementPairing.Features], target: [ElementPairing.Features])) -> [Int?] {
        let paired = pairs.indices.filter { isPaired[$0] }
        return pairs.enumerated().map { index, pair -> Int? in
            guard !isPaired[index] else { return nil }
            let (ends, center) = pair.source.map { (features.source, features.source[$0].center) }
                ?? (features.target, features.target[pair.target!].center)
            var low = 0, high = paired.count
            while low < high { let middle = (low + high) / 2; if paired[middle] < index { low = middle + 1 } else { high = middle } }
            let nearby = paired[max(0, low - 32)..<min(paired.count, low + 32)]
            return nearby.min { a, b in
                func distance(_ layer: Int) -> Double {
                    let element = pair.source != nil ? pairs[layer].source! : pairs[layer].target!
                    return (ends[element].center - center).magnitudeSquared
                }
                return distance(a) < distance(b)
            }
        }
    }

    /// The paints of layer `index` from its source end to its target end:
    /// an element without a partner splits from (or merges into) its
    /// `parent` layer in the parent's paint, or fades where it has none; a
    /// stroke or fill only one end of a pair has thins or fades.
    private static func paints(of index: Int, in pairs: [ElementPair], parent: Int?,
                               of documents: (source: SVGDocument, target: SVGDocument), carried: CarriedTransition) -> SVGPaint.Blend {
        let pair = pairs[index]
        let (source, target) = documents
        var paints = (source: pair.source.map { source.elements[$0].paint } ?? SVGPaint(),
                      target: pair.target.map { carried.renamingTargetPaint(target.elements[$0].paint) } ?? SVGPaint())
        if pair.source == nil {
            paints.source = parent.map { Self.budding(paints.target, from: source.elements[pairs[$0].source!].paint) }
                ?? Self.faded(paints.target)
        }
        if pair.target == nil {
            paints.target = parent.map { Self.budding(paints.source, from: carried.renamingTargetPaint(target.elements[pairs[$0].target!].paint)) }
                ?? Self.faded(paints.source)
        }
        if pair.source != nil, pair.target != nil {
            (paints.source, paints.target) = (Self.thinning(to: paints.source, from: paints.target),
                                              Self.thinning(to: paints.target, from: paints.source))
        }
        return SVGPaint.Blend(paints.source, paints.target)
    }

    /// The in-between document at `progress`: the source's viewBox and size,
    /// one element per layer, in its blended paint (at 0 and 1, the
    /// elements that end has not are unpainted). Progress outside `0...1`
    /// extrapolates the geometry (springs overshoot); paints stay within
    /// what they may be.
    public func document(at progress: Double) -> SVGDocument {
        var document = source
        document.warnings = []
        (document.shape, document.elements) = (morph.shape(at: progress), elements(at: progress))
        document.carried = carried.content(at: progress)
        // At an end, an element only the other end has is a point: left unpainted, so the end is the input.
        if progress <= 0 || progress >= 1 {
            for (index, pair) in pairs.enumerated() where (progress <= 0 ? pair.source : pair.target) == nil {
                document.elements[index].paint.opacity = 0
            }
        }
        return document
    }

    /// The elements of `document(at:)`, each in its own paint, without the
    /// shape or the rest of the document: an animation's key.
    package func elements(at progress: Double) -> [SVGDocument.Element] {
        var elements: [SVGDocument.Element] = []
        elements.reserveCapacity(layers.count)
        forEachElement(at: progress) { elements.append($1) }
        return elements
    }

    /// Hands `body` each layer's index and element at `progress`, in paint
    /// order, as `elements(at:)` makes them but without gathering them:
    /// for a pass over thousands of keys that reads a few parts of each.
    func forEachElement(at progress: Double, _ body: (Int, SVGDocument.Element) -> Void) {
        // Each layer's parts read in place: a copy of a layer would retain
        // and release all it holds, at every key.
        for index in layers.indices {
            body(index, SVGDocument.Element(
                contours: layers[index].contours,
                fillRule: progress < 0.5 ? layers[index].fillRules.source : layers[index].fillRules.target,
                paint: layers[index].paint.paint(at: progress),
                clip: layers[index].clip?.shape(at: progress),
                group: carried.isEmpty ? nil : carried.group(ofLayer: index, at: progress)))
        }
    }

    /// The carried groups of `document(at:)`, which its elements' `group`
    /// indices name, without the rest of what it carries.
    package func groups(at progress: Double) -> [SVGCarriedContent.Group] {
        carried.isEmpty ? [] : carried.content(at: progress).groups
    }

    /// The masks that the carried groups of `document(at:)` are masked by,
    /// by group index, read as documents (`CarriedTransition.masks(at:)`).
    package func masks(at progress: Double) -> [Int: MaskContent] {
        carried.isEmpty ? [:] : carried.masks(at: progress)
    }

    /// `paint` of an element that buds from (or merges into) an element
    /// painted `parent`, where it is a point on the parent's outline: its
    /// colours, gradients and opacities the parent's, its stroke width 0
    /// (so that a collapsed stroke draws no dot).
    private static func budding(_ paint: SVGPaint, from parent: SVGPaint) -> SVGPaint {
        var paint = paint
        if paint.isFilled, parent.isFilled { (paint.fill, paint.fillGradient, paint.fillOpacity) = (parent.fill, parent.fillGradient, parent.fillOpacity) }
        if paint.isStroked {
            if parent.isStroked { (paint.stroke, paint.strokeGradient, paint.strokeOpacity) = (parent.stroke, parent.strokeGradient, parent.strokeOpacity) }
            paint.strokeWidth = 0
        }
        paint.opacity = parent.opacity
        return paint
    }

    /// `paint` of one end of a pair, given the stroke `other` has where it
    /// has none, at width 0: a stroke only one end of a pair has thins to
    /// nothing (a stroked line into a filled shape), where a fill only one
    /// end has fades.
    private static func thinning(to paint: SVGPaint, from other: SVGPaint) -> SVGPaint {
        guard other.hasStroke, !paint.hasStroke else { return paint }
        var paint = paint
        (paint.stroke, paint.strokeGradient, paint.strokeOpacity) = (other.stroke, other.strokeGradient, other.strokeOpacity)
        (paint.strokeLinecap, paint.strokeLinejoin, paint.strokeMiterlimit) = (other.strokeLinecap, other.strokeLinejoin, other.strokeMiterlimit)
        (paint.strokeDasharray, paint.strokeDashoffset, paint.strokeWidth) = (other.strokeDasharray, other.strokeDashoffset, 0)
        return paint
    }

    /// `paint` faded out.
    private static func faded(_ paint: SVGPaint) -> SVGPaint {
        var paint = paint
        paint.opacity = 0
        return paint
    }

    /// The morph from the clip of one end of a layer to the other's, when
    /// either has one: an element without a clip stands for a clip to its
    /// bounds grown by its stroke, a missing element for the other end.
    private static func clipMorph(from source: (element: SVGDocument.Element, shape: Shape)?,
                                  to target: (element: SVGDocument.Element, shape: Shape)?) -> Morph? {
        guard source?.element.clip != nil || target?.element.clip != nil else { return nil }
        func clip(_ end: (element: SVGDocument.Element, shape: Shape)?) -> Shape? {
            guard let end else { return nil }
            if let clip = end.element.clip { return clip }
            let paint = end.element.paint
            let outset = paint.isStroked ? (paint.strokeWidth ?? 1) * max(paint.strokeMiterlimit ?? 4, 1) / 2 + 1 : 1
            let bounds = end.shape.bounds ?? Rect(minX: 0, minY: 0, maxX: 0, maxY: 0)
            // The box grown by the outset, clockwise from its top left corner (nothing where it has no area).
            let (x, y) = (bounds.minX - outset, bounds.minY - outset)
            let (width, height) = (bounds.width + 2 * outset, bounds.height + 2 * outset)
            guard width > 0, height > 0 else { return Shape(contours: []) }
            return Shape(contours: [Contour(closedThrough: [
                Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height), Point(x: x, y: y + height),
            ])])
        }
        guard let from = clip(source) ?? clip(target) else { return nil }
        return Morph(from: from, to: clip(target) ?? from)
    }

    /// Why `pins` cannot be kept pairing the elements of `source` and
    /// `target`, in one sentence, or nil when they can: every pin names an
    /// element, every element is pinned at most once, and the pinned pairs
    /// are as `problem(withPairs:from:to:)` asks.
    public static func problem(withPins pins: [ElementPair], from source: SVGDocument, to target: SVGDocument) -> String? {
        if pins.contains(where: { $0.source == nil && $0.target == nil }) { return "a pin names no element." }
        for (side, count, indices) in [("source", source.elements.count, pins.compactMap(\.source)),
                                       ("target", target.elements.count, pins.compactMap(\.target))] {
            if let bad = indices.first(where: { !(0..<count).contains($0) }) {
                return "the \(side) has \(count) element\(count == 1 ? "" : "s"), numbered from 0; there is no element \(bad)."
            }
            if Set(indices).count < indices.count { return "a \(side) element is pinned twice; pin each element once." }
        }
        return problem(withPairs: pins.compactMap { pin in pin.source.flatMap { s in pin.target.map { (s, $0) } } }, from: source, to: target)
    }

    /// Why `pairs` cannot pair the elements of `source` and `target`, in one
    /// sentence, or nil when they can: every index names an element, no
    /// element is in two pairs, and pairs keep paint order (listed by source
    /// element, their target elements increase), so that both ends are
    /// drawn in their own order.
    public static func problem(withPairs pairs: [(source: Int, target: Int)],
                               from source: SVGDocument, to target: SVGDocument) -> String? {
        for (side, count, indices) in [("source", source.elements.count, pairs.map(\.source)),
                                       ("target", target.elements.count, pairs.map(\.target))] {
            if let bad = indices.first(where: { !(0..<count).contains($0) }) {
                return "the \(side) has \(count) element\(count == 1 ? "" : "s"), numbered from 0; there is no element \(bad)."
            }
            if Set(indices).count < indices.count {
                return "a \(side) element is in two pairs; each element pairs at most once."
            }
        }
        let sorted = pairs.sorted { $0.source < $1.source }
        if let crossing = zip(sorted, sorted.dropFirst()).first(where: { $0.target >= $1.target }) {
            return "pairs \(crossing.0.source):\(crossing.0.target) and \(crossing.1.source):\(crossing.1.target) cross: "
                + "pairs must keep paint order (a later source element pairs with a later target element)."
        }
        return nil
    }
}
