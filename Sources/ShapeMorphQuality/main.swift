import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport
import ShapeMorphCheck
import ShapeMorphText

// The measuring half of the quality harness (`Scripts/quality` prints the
// table): morphs every pair of `pairs.json` in the corpus sets named on the
// command line as `shapemorph` does (element by element) and prints one JSON
// line per pair with its `MorphMeasurement`, the measures `shapemorph check`
// and the testing library judge by. With --frames DIR it also writes, per
// pair, DIR/ID.json: every matched contour's exact path data at every
// sixtieth of the way, for a check that shares no code with these measures
// (Tests/Check/check-crossings).
//
//     shapemorph-quality [--frames DIR] CORPUS_DIR SET [SET…]

/// One pair's line: where it comes from, its measurement (or why there is
/// none), its failures, and a description of each contour that crosses itself.
struct PairReport: Encodable {
    var set: String
    var id: String
    var a: String
    var b: String
    var error: String?
    var measurement: MorphMeasurement?
    /// What `shapemorph check` fails it for, with its default limits.
    var failures: [MorphFailure] = []
    var crossingContours: [String] = []
    /// The progresses where the morph's path of travel bends.
    var bends: [Double] = []
    /// How long making the morph took (matching every element and contour).
    var matchingSeconds: Double?
    /// The turn each paired layer plays (degrees; 0 where it does not), and
    /// the best-fitting one's mismatch.
    var turns: [Double] = []
    var fittedTurns: [Double] = []
    var mismatches: [Double] = []
}

/// What `work` makes, and how long it takes in seconds.
func timed<Value>(_ work: () -> Value) -> (Value, seconds: Double) {
    var value: Value?
    let elapsed = ContinuousClock().measure { value = work() }
    return (value!, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
}

/// A set's `pairs.json`: file paths from its folder, or `text:` inputs
/// laid out in the set's `font`.
struct PairList: Decodable {
    struct Pair: Decodable { var id: String; var a: String; var b: String }
    var pairs: [Pair]
    var font: String?
}

/// The text layout of a `text:` input, or nil for a file.
func textLayout(_ input: String, font: String?) throws -> TextLayout? {
    input.hasPrefix("text:") ? try TextLayout(String(input.dropFirst(5)), font: font ?? "sans-serif") : nil
}

/// A pair's frames for an independent check: `contours[c][k]` is matched
/// contour c's path data at progress k/60, exact, `layers[c]` the layer
/// (pair of elements) it is drawn in, and `filled[l]` whether layer l is
/// filled at either end.
struct PairFrames: Encodable {
    var id: String
    var contours: [[String]]
    var layers: [Int]
    var filled: [Bool]

    init(id: String, morph: DocumentMorph) {
        self.id = id
        let frames = (0...60).map { morph.morph.shape(at: Double($0) / 60) }
        contours = morph.morph.matches.indices.map { index in
            frames.map { SVGPathData.string(for: Shape(contours: [$0.contours[index]]), format: .exact) }
        }
        layers = morph.layers.enumerated().flatMap { layer, drawn in Array(repeating: layer, count: drawn.contours.count) }
        filled = morph.pairs.map { pair in
            pair.source.map { morph.source.elements[$0].paint.isFilled } == true
                || pair.target.map { morph.target.elements[$0].paint.isFilled } == true
        }
    }
}

var arguments = CommandLine.arguments.dropFirst()
var framesFolder: URL?
if arguments.first == "--frames", arguments.count > 1 {
    framesFolder = URL(fileURLWithPath: arguments.dropFirst().first!)
    arguments = arguments.dropFirst(2)
}
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: shapemorph-quality [--frames DIR] CORPUS_DIR SET [SET…]\n".utf8))
    exit(64)
}
let corpus = URL(fileURLWithPath: arguments.first!)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

for set in arguments.dropFirst() {
    let folder = corpus.appendingPathComponent(set)
    let list = try JSONDecoder().decode(PairList.self, from: Data(contentsOf: folder.appendingPathComponent("pairs.json")))
    for pair in list.pairs {
        let texts = try (textLayout(pair.a, font: list.font), textLayout(pair.b, font: list.font))
        let pathA = folder.appendingPathComponent(pair.a), pathB = folder.appendingPathComponent(pair.b)
        var report = PairReport(set: set, id: pair.id, a: texts.0 == nil ? pathA.path : pair.a, b: texts.1 == nil ? pathB.path : pair.b)
        do {
            let morph: DocumentMorph, measurement: MorphMeasurement
            if let textA = texts.0, let textB = texts.1 {
                let (a, b) = (SVGDocument(text: textA), SVGDocument(text: textB))
                let pairs = TextLayout.elementPairs(from: textA, to: textB)
                (morph, report.matchingSeconds) = timed { DocumentMorph(from: a, to: b, elementPairs: pairs) }
                measurement = try MorphMeasurement(morph)
            } else {
                let (a, b) = (try SVGDocument(contentsOf: pathA), try SVGDocument(contentsOf: pathB))
                (morph, report.matchingSeconds) = timed { DocumentMorph(from: a, to: b) }
                measurement = try MorphMeasurement(morph, sourceSVG: String(contentsOf: pathA, encoding: .utf8),
                                                   targetSVG: String(contentsOf: pathB, encoding: .utf8))
            }
            report.measurement = measurement
            if let framesFolder {
                try encoder.encode(PairFrames(id: pair.id, morph: morph))
                    .write(to: framesFolder.appendingPathComponent("\(pair.id).json"))
            }
            report.failures = MorphLimits().failures(of: measurement)
            report.bends = morph.morph.bends
            let motions = morph.layerMotions.compactMap { $0 }
            report.turns = motions.map { $0.turn * 180 / .pi }
            report.fittedTurns = motions.map { $0.fittedTurn * 180 / .pi }
            report.mismatches = motions.map(\.mismatch)
            report.crossingContours = Set(measurement.newCrossings.map(\.contour)).sorted().map { index in
                let pair = morph.morph.matches[index].pair
                func describe(_ contour: Contour?) -> String {
                    contour.map { "\($0.isClosed ? "closed" : "open") \($0.segments.count)" } ?? "none"
                }
                return "\(pair.source.map(String.init) ?? "-")→\(pair.target.map(String.init) ?? "-"): "
                    + describe(pair.source.map { morph.morph.source.contours[$0] }) + " → "
                    + describe(pair.target.map { morph.morph.target.contours[$0] })
            }
        } catch {
            report.error = "\(error)"
        }
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
