import Foundation
import ShapeMorph
import ShapeMorphSVG

// The geometric half of the quality harness (`Scripts/quality` is the
// whole): morphs every pair of `pairs.json` in the corpus sets named on the
// command line and prints one JSON line per pair with the measures that need
// no renderer and the SVG frames that `Scripts/quality` renders.
//
//     shapemorph-quality CORPUS_DIR SET [SET…]

/// One pair's line.
struct PairReport: Encodable {
    var set: String
    var id: String
    var a: String
    var b: String
    var error: String?
    var contours = 0, paired = 0, fromNothing = 0
    var fromNothingArea = 0.0
    var newCrossings: [Double] = []
    var crossingContours: [String] = []
    /// The progresses where the morph's path of travel bends.
    var bends: [Double] = []
    var turningExcess = 1.0, travel = 0.0
    /// Element by element (`DocumentMorph`): the elements of each end, the
    /// pairs, the elements that split from a partner's neighbour or merge
    /// into one, and those that fade while the other end has elements
    /// (when nothing pairs).
    var elements: [Int] = [], elementPairs = 0, splits = 0, merges = 0, crossFades = 0
    /// The frames at progress 0 and 1, each in its input's viewBox and size.
    var ends: [String] = []
    /// 61 frames from progress 0 to 1, all in one viewBox.
    var frames: [String] = []
}

struct PairList: Decodable {
    struct Pair: Decodable { var id: String; var a: String; var b: String }
    var pairs: [Pair]
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: shapemorph-quality CORPUS_DIR SET [SET…]\n".utf8))
    exit(64)
}
let corpus = URL(fileURLWithPath: arguments.first!)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let format = SVGNumberFormat.decimals(4)

for set in arguments.dropFirst() {
    let folder = corpus.appendingPathComponent(set)
    let list = try JSONDecoder().decode(PairList.self, from: Data(contentsOf: folder.appendingPathComponent("pairs.json")))
    for pair in list.pairs {
        let pathA = folder.appendingPathComponent(pair.a), pathB = folder.appendingPathComponent(pair.b)
        var report = PairReport(set: set, id: pair.id, a: pathA.path, b: pathB.path)
        do {
            let source = try SVGDocument(contentsOf: pathA), target = try SVGDocument(contentsOf: pathB)
            let isFilled = source.paint.isFilled || target.paint.isFilled
            let morph = Morph(from: source.shape, to: target.shape, options: MorphOptions(isFilled: isFilled))
            let measurement = PairMeasurement(morph, isFilled: isFilled)
            report.contours = measurement.contours
            report.paired = measurement.paired
            report.fromNothing = measurement.fromNothing
            report.fromNothingArea = measurement.fromNothingArea
            report.newCrossings = measurement.newCrossings
            report.bends = morph.bends
            report.crossingContours = measurement.crossingContours.map { index in
                let pair = morph.matches[index].pair
                func describe(_ contour: Contour?) -> String {
                    contour.map { "\($0.isClosed ? "closed" : "open") \($0.segments.count)" } ?? "none"
                }
                return "\(pair.source.map(String.init) ?? "-")→\(pair.target.map(String.init) ?? "-"): "
                    + describe(pair.source.map { morph.source.contours[$0] }) + " → "
                    + describe(pair.target.map { morph.target.contours[$0] })
            }
            let documentMorph = DocumentMorph(from: source, to: target)
            let layers = documentMorph.pairs
            report.elements = [source.elements.count, target.elements.count]
            report.elementPairs = layers.count { $0.source != nil && $0.target != nil }
            report.splits = layers.count { $0.source == nil }
            report.merges = layers.count { $0.target == nil }
            report.crossFades = report.elementPairs == 0 ? report.splits + report.merges : 0
            report.turningExcess = measurement.turningExcess
            report.travel = measurement.travel
            for (document, progress) in [(source, 0.0), (target, 1.0)] {
                var frame = document
                frame.shape = morph.shape(at: progress)
                report.ends.append(frame.svgText(format: format))
            }
            var template = source
            template.viewBox = source.viewBox.union(target.viewBox)
            report.frames = (0...60).map { step in
                var frame = template
                frame.shape = morph.shape(at: Double(step) / 60)
                return frame.svgText(format: format)
            }
        } catch {
            report.error = "\(error)"
        }
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
