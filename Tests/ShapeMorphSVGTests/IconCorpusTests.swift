import Foundation
import Testing
@testable import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport

/// The morph over the fixed pairs of the icon corpus (`Tests/Corpus`), as
/// `Scripts/quality` measures it in full.
@Suite("Morph over the icon corpus")
struct IconCorpusTests {
    static let corpus = corpusFolder

    struct PairList: Decodable {
        struct Pair: Decodable { var id: String; var a: String; var b: String }
        var pairs: [Pair]
    }

    /// Pairs whose in-betweens at every sixtieth of the way cross
    /// themselves (found exactly, to a millionth of each contour's size) where
    /// neither end does, each pair morphed as one shape: today's counts, to
    /// be lowered, never raised.
    @Test("in-betweens cross themselves in no more pairs than today", arguments: [
        ("bootstrap", 1), ("feather", 0), ("lucide", 0),
    ])
    func newCrossings(set: String, allowed: Int) throws {
        let folder = Self.corpus.appendingPathComponent(set)
        let list = try JSONDecoder().decode(PairList.self, from: Data(contentsOf: folder.appendingPathComponent("pairs.json")))
        var crossing: [String] = []
        for pair in list.pairs {
            let a = try SVGDocument(contentsOf: folder.appendingPathComponent(pair.a))
            let b = try SVGDocument(contentsOf: folder.appendingPathComponent(pair.b))
            let morph = Morph(from: a.shape, to: b.shape,
                              options: MorphOptions(isFilled: a.paint.isFilled || b.paint.isFilled))
            func crosses(_ contour: Contour) -> Bool { SelfContactSearch(contour, relativeTolerance: 1e-6).crossing != nil }
            let clean = zip(morph.matchedSource.contours, morph.matchedTarget.contours).map { !crosses($0) && !crosses($1) }
            let crosses = (1..<60).map { Double($0) / 60 }.contains { progress in
                zip(morph.shape(at: progress).contours, clean).contains { $1 && crosses($0) }
            }
            if crosses { crossing.append(pair.id) }
        }
        #expect(crossing.count <= allowed, "\(set): new crossings in \(crossing)")
    }

    /// Ionicons' menu into its fingerprint: the middle bar into an arc
    /// folded on every path (straight, bent, pockets, melted), so the bar
    /// shrinks into its neighbours and the arc grows out of them.
    @Test("a pair of contours that folds on every path buds instead, and no in-between crosses")
    func foldingPairBuds() throws {
        let folder = Self.corpus.appendingPathComponent("ionicons/icons")
        let a = try SVGDocument(contentsOf: folder.appendingPathComponent("menu-sharp.svg"))
        let b = try SVGDocument(contentsOf: folder.appendingPathComponent("finger-print-outline.svg"))
        let options = MorphOptions(isFilled: a.paint.isFilled || b.paint.isFilled)
        let morph = Morph(from: a.shape, to: b.shape, options: options)
        var givenOptions = options
        givenOptions.contourPairs = morph.matches.map(\.pair).filter { $0.source != 1 && $0.target != 4 }
            + [ContourPair(source: 1, target: 4)]
        let given = Morph(from: a.shape, to: b.shape, options: givenOptions)
        func crossings(_ morph: Morph) -> Int {
            (1..<60).filter { step in
                morph.shape(at: Double(step) / 60).contours.contains { SelfContactSearch($0, relativeTolerance: 1e-6).crossing != nil }
            }.count
        }
        #expect(morph.matches.contains { $0.pair == ContourPair(source: 1, target: nil) })
        #expect(morph.matches.contains { $0.pair == ContourPair(source: nil, target: 4) })
        #expect(crossings(morph) == 0)
        // Pairs the caller gives are kept (where the bar and the arc, thin
        // bands, melt).
        #expect(given.matches.contains { $0.pair == ContourPair(source: 1, target: 4) })
    }

    /// Ionicons' alert into the Pinterest logo: the exclamation mark's stem
    /// bends its way into the disc (a straight path folds it), and the
    /// intrinsic blend alone left the bends far smaller than the straight
    /// in-between, so the disc grew late: the last sixtieth added 3.5
    /// times the mean step's area, and the picture popped.
    @Test("a bent filled contour's area changes evenly along the way")
    func bentAreaChangesEvenly() throws {
        let folder = Self.corpus.appendingPathComponent("ionicons/icons")
        let a = try SVGDocument(contentsOf: folder.appendingPathComponent("alert.svg"))
        let b = try SVGDocument(contentsOf: folder.appendingPathComponent("logo-pinterest.svg"))
        let morph = Morph(from: a.shape, to: b.shape, options: MorphOptions(isFilled: a.paint.isFilled || b.paint.isFilled))
        let index = try #require(morph.matches.firstIndex { $0.pair == ContourPair(source: 0, target: 0) })
        #expect(!morph.bends.isEmpty)
        let areas = (0...60).map { abs(morph.shape(at: Double($0) / 60).contours[index].signedArea) }
        let steps = zip(areas, areas.dropFirst()).map { $1 - $0 }
        let mean = (areas[60] - areas[0]) / 60
        #expect(steps.allSatisfy { $0 > 0 })
        #expect(steps.max()! < 2 * mean, "largest step \(steps.max()! / mean) times the mean")
    }

    /// Octicons' Gist wordmark into its repo-push icon: the G folds into
    /// the book on every path and is the only pair, so the i becomes the
    /// book instead and the G shrinks into it.
    @Test("a lone folding pair takes another partner that does not fold")
    func loneFoldingPairTakesAnotherPartner() throws {
        let folder = Self.corpus.appendingPathComponent("octicons/icons")
        let a = try SVGDocument(contentsOf: folder.appendingPathComponent("logo-gist-24.svg"))
        let b = try SVGDocument(contentsOf: folder.appendingPathComponent("repo-push-24.svg"))
        let first = try #require(b.elements.first)
        let target = Shape(contours: Array(b.shape.contours[first.contours]))
        let morph = Morph(from: a.shape, to: target, options: MorphOptions(isFilled: true))
        let paired = morph.matches.filter { $0.pair.source != nil && $0.pair.target != nil }.map(\.pair)
        #expect(paired.count == 1 && paired.first?.source != 0, "\(paired)")
        let crossing = (1..<60).filter { step in
            morph.shape(at: Double(step) / 60).contours.contains { SelfContactSearch($0, relativeTolerance: 1e-6).crossing != nil }
        }
        #expect(crossing.isEmpty)
    }
}
