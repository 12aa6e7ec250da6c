import ShapeMorph

/// Which elements of two documents pair, and the paint order of the frames.
///
/// Pairs keep paint order: if source element a is drawn below b, a's partner
/// is drawn below b's. Among such pairings the one chosen costs least, by
/// sequence alignment (dynamic programming over both element lists):
/// - each document's elements are placed in its content box (the bounds of
///   all its elements), in units of the box's diagonal, so that a drawing
///   that moves or grows as a whole still pairs element by element;
/// - a pair costs the distance between the elements' centres plus the
///   difference of their widths and heights, plus a tenth of the OKLab
///   distance of their colours (black to white is 1), plus
///   `colourChoiceWeight` times how much farther apart their colours are
///   than the nearer of the two's nearest colours at the other end: where
///   the other end has an element of an element's colour, it prefers that
///   one (an orange dot the orange dot, not the blue letter beside it), and
///   where neither end has a better match, colour only breaks ties. (On the
///   corpus's logos this trades a little travel for colour: 15 of 60 pairs
///   change, the median travel 0.187 → 0.189 of the diagonal.);
/// - only elements of one kind pair: filled with filled, stroked with
///   stroked (an element both filled and stroked pairs with either);
/// - an element left without a partner costs `unpairedCost`, so two
///   elements pair when that costs less than leaving both alone; when no
///   pair is cheaper, the cheapest pair of one kind is made all the same
///   (of any kinds when no two elements are of one kind: a stroked drawing
///   into a filled one), so that the other elements split from it or merge
///   into it.
///
/// Glyphs of text drawn as outlines pair by their letters first: the most
/// same letters in order (PLAY → PAUSE keeps P and A), as pins between
/// which the other elements align as above.
///
/// Two documents of one element each always pair, whatever they are. Where
/// the alignment table would exceed `largestTable` cells, elements pair in
/// order instead, the i-th of the fewer with the proportional one of the
/// more, where their kinds agree.
///
/// Frames draw the layers in the order of the alignment: paired and source
/// elements in the source's order, and each element only the target has
/// just above the source element paired with the target element it is
/// drawn above, so both ends are drawn in their own order.
enum ElementPairing {
    /// What leaving an element without a partner costs, in units of the
    /// content box's diagonal: on the icon corpus it pairs as many elements
    /// as 0.6 of the viewBoxes' diagonal did before pairing moved into the
    /// (smaller) content box.
    static let unpairedCost = 0.85
    static let largestTable = 4_000_000
    /// What choosing a partner farther in colour than the nearest the
    /// other end has costs, per unit of OKLab distance.
    static let colourChoiceWeight = 1.2

    /// What pairing looks at in one element.
    package struct Features {
        package var center: Point
        package var width: Double, height: Double
        package var isFilled: Bool, isStroked: Bool
        package var color: (l: Double, a: Double, b: Double)?
        /// The OKLab distance to the nearest colour among the elements of
        /// the other end it can pair with (`nearestColours(_:_:)`).
        package var nearestColour = 0.0
        /// The character it draws, where it is a glyph of text.
        package var letter: Character?

        package init(_ shape: Shape, paint: SVGPaint, letter: Character? = nil) {
            self.letter = letter
            let bounds = shape.bounds ?? Rect(minX: 0, minY: 0, maxX: 0, maxY: 0)
            center = Point(x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2)
            width = bounds.width
            height = bounds.height
            // A line or other outline without area fills nothing.
            isFilled = paint.isFilled && shape.contours.contains { abs($0.signedArea) > negligibleFraction * bounds.width * bounds.height }
            isStroked = paint.isStroked
            let painted: Paint = isFilled ? paint.fill ?? "black" : paint.stroke ?? "black"
            color = painted.color?.oklab
        }

        func canPair(with other: Features) -> Bool {
            (isFilled && other.isFilled) || (isStroked && other.isStroked)
        }
    }

    /// The layers of the frames, in paint order.
    package static func layers(from source: [Features], to target: [Features]) -> [ElementPair] {
        if source.count == 1 && target.count == 1 { return [ElementPair(source: 0, target: 0)] }
        let (source, target) = nearestColours(inContentBox(source), inContentBox(target))
        let fits = source.count * target.count <= largestTable
        var matches = fits ? aligned(source, target) : proportional(source, target)
        if matches.isEmpty, fits, let cheapest = cheapestPair(source, target) { matches = [cheapest] }
        return merged(matches, sourceCount: source.count, targetCount: target.count)
    }

    /// The layers of the frames, in paint order, keeping `pins`: pinned
    /// pairs pair, elements pinned without a partner stay alone, and the
    /// others pair as `layers(from:to:)` pairs them (placed in the same
    /// content boxes), each stretch between two pinned pairs aligned on its
    /// own, so that every pair keeps paint order.
    package static func layers(from source: [Features], to target: [Features], pinning pins: [ElementPair]) -> [ElementPair] {
        let pins = pins + letterPairs(source, target, keeping: pins)
        guard !pins.isEmpty else { return layers(from: source, to: target) }
        let (source, target) = nearestColours(inContentBox(source), inContentBox(target))
        let alone = (source: Set(pins.filter { $0.target == nil }.compactMap(\.source)),
                     target: Set(pins.filter { $0.source == nil }.compactMap(\.target)))
        let pinned = pins.compactMap { pin in pin.source.flatMap { s in pin.target.map { (source: s, target: $0) } } }
            .sorted { $0.source < $1.source }
        var matches: [(source: Int, target: Int)] = []
        var start = (source: 0, target: 0)
        for end in pinned + [(source.count, target.count)] {
            let free = (source: (start.source..<end.source).filter { !alone.source.contains($0) },
                        target: (start.target..<end.target).filter { !alone.target.contains($0) })
            let (a, b) = (free.source.map { source[$0] }, free.target.map { target[$0] })
            let found = a.count * b.count <= largestTable ? aligned(a, b) : proportional(a, b)
            matches += found.map { (free.source[$0.source], free.target[$0.target]) }
            if end.source < source.count { matches.append(end) }
            start = (end.source + 1, end.target + 1)
        }
        return merged(matches, sourceCount: source.count, targetCount: target.count)
    }

    /// The glyphs of the two documents' text that draw the same letters,
    /// paired: the most of them in order (a longest common subsequence of
    /// the letters, when it takes at most `largestLetterTable` cells), the
    /// elements `pins` name left out, and none whose pair would cross a
    /// pinned pair.
    private static func letterPairs(_ source: [Features], _ target: [Features], keeping pins: [ElementPair]) -> [ElementPair] {
        let pinned = (source: Set(pins.compactMap(\.source)), target: Set(pins.compactMap(\.target)))
        let a = source.indices.filter { source[$0].letter != nil && !pinned.source.contains($0) }
        let b = target.indices.filter { target[$0].letter != nil && !pinned.target.contains($0) }
        guard !a.isEmpty, !b.isEmpty, a.count * b.count <= largestLetterTable else { return [] }
        let pinnedPairs = pins.compactMap { pin in pin.source.flatMap { s in pin.target.map { (s, $0) } } }
        return commonSubsequencePairs(a.map { source[$0].letter }, b.map { target[$0].letter }).compactMap { i, j in
            let (s, t) = (a[i], b[j])
            guard pinnedPairs.allSatisfy({ (s < $0.0) == (t < $0.1) }) else { return nil }
            return ElementPair(source: s, target: t)
        }
    }

    /// The most cells the letter pairing weighs (letters of one document
    /// times the other's); longer texts pair as other elements do.
    static let largestLetterTable = 4_000_000

    /// `features` placed in the box they span together: positions from its
    /// corner and sizes, in units of its diagonal.
    private static func inContentBox(_ features: [Features]) -> [Features] {
        let boxes = features.map { Rect(minX: $0.center.x - $0.width / 2, minY: $0.center.y - $0.height / 2,
                                        maxX: $0.center.x + $0.width / 2, maxY: $0.center.y + $0.height / 2) }
        guard let box = boxes.dropFirst().reduce(boxes.first, { $0?.union($1) }) else { return features }
        let unit = max(box.diagonal, .leastNormalMagnitude)
        return features.map { feature in
            var placed = feature
            placed.center = Point(x: (feature.center.x - box.minX) / unit, y: (feature.center.y - box.minY) / unit)
            (placed.width, placed.height) = (feature.width / unit, feature.height / unit)
            return placed
        }
    }

    /// `source` and `target` with each element's `nearestColour` set, when
    /// they make at most `largestTable` pairs (else left 0: colour then
    /// only breaks ties).
    private static func nearestColours(_ source: [Features], _ target: [Features]) -> ([Features], [Features]) {
        guard source.count * target.count <= largestTable else { return (source, target) }
        func withNearest(_ features: [Features], among others: [Features]) -> [Features] {
            features.map { feature in
                var feature = feature
                feature.nearestColour = others.filter { $0.canPair(with: feature) }.compactMap { colourDistance(feature, $0) }.min() ?? 0
                return feature
            }
        }
        return (withNearest(source, among: target), withNearest(target, among: source))
    }

    /// The OKLab distance of two elements' colours, where both have one.
    private static func colourDistance(_ a: Features, _ b: Features) -> Double? {
        guard let x = a.color, let y = b.color else { return nil }
        let (dl, da, db) = (x.l - y.l, x.a - y.a, x.b - y.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The pair of one kind that costs least, else (a stroked drawing into
    /// a filled one) the pair of any kinds that costs least, if any.
    private static func cheapestPair(_ source: [Features], _ target: [Features]) -> (source: Int, target: Int)? {
        cheapestPairs(source, target, count: 1).first
    }

    /// The `count` pairs that cost least, pairs of one kind before pairs of
    /// different kinds, the first found first among equal costs.
    private static func cheapestPairs(_ source: [Features], _ target: [Features], count: Int) -> [(source: Int, target: Int)] {
        var best: [(pair: (source: Int, target: Int), cost: Double, sameKind: Bool)] = []
        func isBetter(_ sameKind: Bool, _ cost: Double, than other: (pair: (source: Int, target: Int), cost: Double, sameKind: Bool)) -> Bool {
            sameKind && !other.sameKind || sameKind == other.sameKind && cost < other.cost
        }
        for i in source.indices {
            for j in target.indices {
                let sameKind = source[i].canPair(with: target[j])
                let cost = geometricCost(source[i], target[j]) + colourCost(source[i], target[j])
                guard best.count < count || isBetter(sameKind, cost, than: best[best.count - 1]) else { continue }
                let place = best.firstIndex { isBetter(sameKind, cost, than: $0) } ?? best.count
                best.insert(((i, j), cost, sameKind), at: place)
                if best.count > count { best.removeLast() }
            }
        }
        return best.map(\.pair)
    }

    /// Where `layers(from:to:)` pairs one element with one, the layers of
    /// the next `count` cheapest pairs (as `cheapestPairs` ranks them) that
    /// are not that pair, each alone with the other elements splitting from
    /// or merging into it: what to try where the lone pair's morph folds.
    package static func otherLonePairs(from source: [Features], to target: [Features], instead lone: ElementPair,
                                       count: Int) -> [[ElementPair]] {
        let (placedSource, placedTarget) = nearestColours(inContentBox(source), inContentBox(target))
        guard placedSource.count * placedTarget.count <= largestTable else { return [] }
        return cheapestPairs(placedSource, placedTarget, count: count + 1)
            .filter { $0.source != lone.source || $0.target != lone.target }.prefix(count)
            .map { merged([$0], sourceCount: source.count, targetCount: target.count) }
    }

    /// Interleaves the elements without partners with the pairs `matches`
    /// (increasing on both sides): before each pair, the source elements and
    /// then the target elements drawn below it.
    package static func merged(_ matches: [(source: Int, target: Int)], sourceCount: Int, targetCount: Int) -> [ElementPair] {
        var layers: [ElementPair] = []
        layers.reserveCapacity(sourceCount + targetCount - matches.count)
        var s = 0, t = 0
        for (i, j) in matches + [(sourceCount, targetCount)] {
            while s < i { layers.append(ElementPair(source: s, target: nil)); s += 1 }
            while t < j { layers.append(ElementPair(source: nil, target: t)); t += 1 }
            if i < sourceCount { layers.append(ElementPair(source: i, target: j)) }
            s = i + 1
            t = j + 1
        }
        return layers
    }

    /// The cheapest order-keeping pairs, by sequence alignment.
    private static func aligned(_ source: [Features], _ target: [Features]) -> [(source: Int, target: Int)] {
        let (n, m) = (source.count, target.count)
        let width = m + 1
        // cost[i][j]: the cheapest alignment of the first i source and j target elements.
        var cost = [Double](repeating: 0, count: (n + 1) * width)
        // How each cell was reached: 0 pair, 1 source alone, 2 target alone.
        var step = [UInt8](repeating: 0, count: (n + 1) * width)
        for j in 1..<width { cost[j] = Double(j) * unpairedCost; step[j] = 2 }
        for i in 1..<(n + 1) {
            cost[i * width] = Double(i) * unpairedCost
            step[i * width] = 1
            for j in 1..<width {
                var best = cost[(i - 1) * width + j] + unpairedCost, move: UInt8 = 1
                let alone = cost[i * width + j - 1] + unpairedCost
                if alone < best { (best, move) = (alone, 2) }
                if let pair = pairCost(source[i - 1], target[j - 1]) {
                    let paired = cost[(i - 1) * width + j - 1] + pair
                    if paired <= best { (best, move) = (paired, 0) }
                }
                cost[i * width + j] = best
                step[i * width + j] = move
            }
        }
        var matches: [(source: Int, target: Int)] = []
        var (i, j) = (n, m)
        while i > 0 || j > 0 {
            switch step[i * width + j] {
            case 0: matches.append((i - 1, j - 1)); i -= 1; j -= 1
            case 1: i -= 1
            default: j -= 1
            }
        }
        return matches.reversed()
    }

    /// The cost of pairing two elements placed in their content boxes, or
    /// nil when their kinds differ.
    package static func pairCost(_ a: Features, _ b: Features) -> Double? {
        guard a.canPair(with: b) else { return nil }
        return geometricCost(a, b) + colourCost(a, b)
    }

    /// What the colours of two elements add to the cost of pairing them: a
    /// tenth of their distance, and `colourChoiceWeight` times how much it
    /// exceeds the nearer of their `nearestColour`s.
    private static func colourCost(_ a: Features, _ b: Features) -> Double {
        guard let distance = colourDistance(a, b) else { return 0 }
        return 0.1 * distance + colourChoiceWeight * max(0, distance - min(a.nearestColour, b.nearestColour))
    }

    /// The distance between two elements' centres plus the difference of
    /// their sizes.
    private static func geometricCost(_ a: Features, _ b: Features) -> Double {
        (a.center - b.center).length + abs(a.width - b.width) + abs(a.height - b.height)
    }

    /// The i-th of the fewer elements with the proportional one of the more.
    private static func proportional(_ source: [Features], _ target: [Features]) -> [(source: Int, target: Int)] {
        let count = min(source.count, target.count)
        return (0..<count).compactMap { k in
            let (i, j) = (k * source.count / count, k * target.count / count)
            return source[i].canPair(with: target[j]) ? (i, j) : nil
        }
    }
}
