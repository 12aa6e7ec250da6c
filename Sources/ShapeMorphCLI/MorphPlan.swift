import Foundation
import ShapeMorph
import ShapeMorphSVG

/// The choices a morph of two documents makes, as a JSON file that
/// `inspect A B --plan-out FILE` writes and `--plan FILE` reads back:
/// which element pairs with which (and which are left alone, with the pair
/// each splits from or merges into), which contour meets which inside each
/// pair, where each closed contour pair starts, and whether each pair turns
/// as a whole. Each choice is pinned or automatic: a command given the plan
/// keeps what is pinned and decides the rest as it would without it, so a
/// plan of automatic choices changes nothing and pinning one changes only
/// what follows from it. docs/commands.md describes the format.
struct MorphPlan: Codable, Equatable {
    /// The format's version: 1.
    var shapemorphPlan = MorphPlan.version
    /// What the plan was made for, to tell a plan from another file's.
    var source: Document, target: Document
    /// The layers in paint order.
    var elements: [ElementChoice]
    /// Which contour meets which inside each pair of elements.
    var contours: [ContourChoice]
    /// Where each closed contour pair starts.
    var starts: [StartChoice]
    /// How each pair of elements moves as a whole.
    var motions: [MotionChoice]

    static let version = 1

    private enum CodingKeys: String, CodingKey { case shapemorphPlan, source, target, elements, contours, starts, motions }

    /// Reads a plan; one written before plans had `contours` and `motions`
    /// has none pinned.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        shapemorphPlan = try container.decode(Int.self, forKey: .shapemorphPlan)
        source = try container.decode(Document.self, forKey: .source)
        target = try container.decode(Document.self, forKey: .target)
        elements = try container.decode([ElementChoice].self, forKey: .elements)
        contours = try container.decodeIfPresent([ContourChoice].self, forKey: .contours) ?? []
        starts = try container.decode([StartChoice].self, forKey: .starts)
        motions = try container.decodeIfPresent([MotionChoice].self, forKey: .motions) ?? []
    }

    /// A document as the plan knows it.
    struct Document: Codable, Equatable {
        /// The input as it was named.
        var file: String
        /// How many elements and contours it had.
        var elements: Int, contours: Int
    }

    /// One layer: a pair, or an element alone (`source` or `target` nil).
    struct ElementChoice: Codable, Equatable {
        var source: Int?, target: Int?
        /// For an element alone, the layer it splits from or merges into
        /// (kept where the choice is pinned).
        var neighbour: Int?
        /// Whether the choice is kept as it is.
        var pinned: Bool
    }

    /// A contour pair inside a pair of elements, or a contour of one left
    /// without a partner there (nil on the other side: it grows out of or
    /// shrinks into a neighbour). Contours of the source's and the target's
    /// shapes.
    struct ContourChoice: Codable, Equatable {
        var source: Int?, target: Int?
        var pinned: Bool
    }

    /// How a pair of elements moves as a whole: reported, the turn, scale
    /// and move that best carry one onto the other; chosen, whether the
    /// morph plays that turn (`turns`) or moves every point straight.
    /// Pinned, the choice is `--motion rigid` or `linear` for that pair.
    struct MotionChoice: Codable, Equatable {
        /// The pair's layer, in `elements`.
        var layer: Int
        /// Degrees of the best-fitting turn (clockwise on screen), how much
        /// larger the target is, and how far the centre moves (x, y).
        var fittedTurn: Double, scale: Double, move: [Double]
        var turns: Bool
        var pinned: Bool
    }

    /// Where a closed contour pair starts: on which segment of the target
    /// contour (counted in the direction it runs) the source contour's
    /// first point lands (and how far along it), and whether the target
    /// runs backward. Pinned, the start keeps its segment and direction.
    struct StartChoice: Codable, Equatable {
        /// Contours of the source's and the target's shapes.
        var sourceContour: Int, targetContour: Int
        var startSegment: Int
        /// Reported: a pinned start lands at its segment's beginning, as
        /// `--start` does.
        var startFraction: Double
        var reversed: Bool
        var pinned: Bool
    }

    /// Which choices of a plan are pinned: element pairs, contour pairs,
    /// starts (by source contour) and motions (by source element).
    struct Pinned {
        var pairs: [ElementPair] = [], contours: [ContourPair] = []
        var starts: Set<Int> = [], motions: Set<Int> = []
    }

    /// The plan of `morph` between the inputs named `files`, its choices
    /// pinned where `pinned` says (the pins it was made with), else
    /// automatic.
    init(_ morph: DocumentMorph, files: (source: String, target: String), pinned: Pinned) {
        source = Document(file: files.source, elements: morph.source.elements.count, contours: morph.source.shape.contours.count)
        target = Document(file: files.target, elements: morph.target.elements.count, contours: morph.target.shape.contours.count)
        elements = zip(morph.pairs, morph.neighbours).map { pair, neighbour in
            ElementChoice(source: pair.source, target: pair.target, neighbour: pair.source == nil || pair.target == nil ? neighbour : nil,
                          pinned: pinned.pairs.contains(pair))
        }
        // Whether each contour of a document is in an element that has a partner.
        func pairedContours(of document: SVGDocument, paired: Set<Int?>) -> [Bool] {
            document.elements.enumerated().flatMap { index, element in Array(repeating: paired.contains(index), count: element.contours.count) }
        }
        let paired = morph.pairs.filter { $0.source != nil && $0.target != nil }
        let inPair = (source: pairedContours(of: morph.source, paired: Set(paired.map(\.source))),
                      target: pairedContours(of: morph.target, paired: Set(paired.map(\.target))))
        contours = morph.morph.matches.compactMap { match in
            guard match.pair.source.map({ inPair.source[$0] }) ?? false || match.pair.target.map({ inPair.target[$0] }) ?? false else { return nil }
            return ContourChoice(source: match.pair.source, target: match.pair.target, pinned: pinned.contours.contains(match.pair))
        }
        motions = morph.pairs.indices.compactMap { layer in
            guard let motion = morph.layerMotions[layer], let source = morph.pairs[layer].source, morph.pairs[layer].target != nil else { return nil }
            let rounded = { (value: Double) in (value * 1e4).rounded() / 1e4 }
            return MotionChoice(layer: layer, fittedTurn: rounded(motion.fittedTurn * 180 / .pi), scale: rounded(motion.scale),
                                move: [rounded(motion.translation.dx), rounded(motion.translation.dy)], turns: motion.turn != 0,
                                pinned: pinned.motions.contains(source))
        }
        starts = morph.morph.matches.compactMap { match in
            guard let source = match.pair.source, let target = match.pair.target, morph.morph.source.contours[source].isClosed,
                  morph.morph.target.contours[target].isClosed else { return nil }
            return StartChoice(sourceContour: source, targetContour: target, startSegment: match.targetStartSegment,
                               startFraction: match.targetStartFraction, reversed: match.isTargetReversed,
                               pinned: pinned.starts.contains(source))
        }
    }

    /// The plan in the file at `path` (`-`: standard input).
    static func read(_ path: String) throws -> MorphPlan {
        let data = try ListFile.read(path, role: "the --plan file")
        let plan: MorphPlan
        do {
            plan = try JSONDecoder().decode(MorphPlan.self, from: data)
        } catch {
            throw CommandFailure("--plan \(path): not a morph plan (\(Self.describe(error))); `inspect A B --plan-out FILE` writes one.")
        }
        guard plan.shapemorphPlan == version else {
            throw CommandFailure("--plan \(path): a plan of version \(plan.shapemorphPlan); this shapemorph reads version \(version).")
        }
        return plan
    }

    /// The plan as the file `--plan-out` writes: JSON, keys sorted.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// The pinned element choices, for a morph from `source` to `target`
    /// (the plan's target to source when `reversed`).
    ///
    /// - Throws: when the documents are not the plan's (another count of
    ///   elements or contours), naming what differs.
    func pins(from source: SVGDocument, to target: SVGDocument, reversed: Bool, path: String) throws -> [ElementPair] {
        let (planned, other) = reversed ? (self.target, self.source) : (self.source, self.target)
        for (document, plannedDocument, side) in [(source, planned, "source"), (target, other, "target")] {
            guard document.elements.count == plannedDocument.elements, document.shape.contours.count == plannedDocument.contours else {
                throw CommandFailure("--plan \(path): made for a \(side) (\(plannedDocument.file)) of \(plannedDocument.elements) elements and "
                                     + "\(plannedDocument.contours) contours; this one has \(document.elements.count) and "
                                     + "\(document.shape.contours.count): make the plan again (inspect A B --plan-out FILE).")
            }
        }
        return elements.filter(\.pinned).map { reversed ? ElementPair(source: $0.target, target: $0.source) : ElementPair(source: $0.source, target: $0.target) }
    }

    /// The pairs the pinned elements alone grow out of or shrink into (for
    /// a morph from the plan's target to its source when `reversed`), each
    /// with how an error names it.
    ///
    /// - Throws: when a `neighbour` names a layer that is not a pair.
    func neighbourPins(reversed: Bool, path: String) throws -> [(pin: NeighbourPin, name: String)] {
        try elements.enumerated().compactMap { index, choice -> (pin: NeighbourPin, name: String)? in
            guard choice.pinned, let layer = choice.neighbour, choice.source == nil || choice.target == nil else { return nil }
            let name = "--plan \(path): elements[\(index)]"
            guard elements.indices.contains(layer), let pairSource = elements[layer].source, let pairTarget = elements[layer].target else {
                throw CommandFailure("\(name): its neighbour, \(layer), is not a layer that pairs two elements.", isUsageError: true)
            }
            let neighbour = choice.source == nil ? pairSource : pairTarget
            let element = reversed ? ElementPair(source: choice.target, target: choice.source) : ElementPair(source: choice.source, target: choice.target)
            return (NeighbourPin(element: element, neighbour: neighbour), name)
        }
    }

    /// The pinned contour pairs (for a morph from the plan's target to its
    /// source when `reversed`), each with its place in `contours`.
    func pinnedContours(reversed: Bool) -> [(index: Int, pair: ContourPair)] {
        contours.enumerated().filter(\.element.pinned).map { index, choice in
            (index, reversed ? ContourPair(source: choice.target, target: choice.source) : ContourPair(source: choice.source, target: choice.target))
        }
    }

    /// The pinned motions, by the source element of their pair (the
    /// target's when `reversed`).
    func pinnedMotions(reversed: Bool) -> [Int: MorphOptions.Motion] {
        Dictionary(motions.filter(\.pinned).compactMap { choice -> (Int, MorphOptions.Motion)? in
            guard elements.indices.contains(choice.layer), let element = reversed ? elements[choice.layer].target : elements[choice.layer].source
            else { return nil }
            return (element, choice.turns ? .rigid : .linear)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The pinned starts, source contour to target segment.
    var pinnedStarts: [Int: Int] {
        Dictionary(starts.filter(\.pinned).map { ($0.sourceContour, $0.startSegment) }, uniquingKeysWith: { first, _ in first })
    }

    /// The pinned starts' directions, source contour to whether its target runs backward.
    var pinnedReversals: [Int: Bool] {
        Dictionary(starts.filter(\.pinned).map { ($0.sourceContour, $0.reversed) }, uniquingKeysWith: { first, _ in first })
    }

    /// A decoding error in a sentence: what is missing or wrong, and where.
    private static func describe(_ error: Error) -> String {
        func place(_ path: [CodingKey]) -> String {
            path.isEmpty ? "at the top" : "at " + path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "\"\(key.stringValue)\" missing \(place(context.codingPath))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?: return "\(context.debugDescription) \(place(context.codingPath))"
        case .dataCorrupted(let context)?: return context.debugDescription
        default: return "\(error)"
        }
    }
}
