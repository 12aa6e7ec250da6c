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

    /// Pairs (of 60) whose in-betweens at every sixteenth of the way may
    /// cross themselves where neither end does: today's counts, to be
    /// lowered, never raised (#13 asks for at most 3 of 100 per set).
    @Test("in-betweens cross themselves in no more pairs than today", arguments: [
        ("bootstrap", 1), ("feather", 1), ("lucide", 1),
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
            let clean = zip(morph.matchedSource.contours, morph.matchedTarget.contours).map {
                $0.selfIntersection() == nil && $1.selfIntersection() == nil
            }
            let crosses = (1..<16).map { Double($0) / 16 }.contains { progress in
                zip(morph.shape(at: progress).contours, clean).contains { $1 && $0.selfIntersection() != nil }
            }
            if crosses { crossing.append(pair.id) }
        }
        #expect(crossing.count <= allowed, "\(set): new crossings in \(crossing)")
    }
}
