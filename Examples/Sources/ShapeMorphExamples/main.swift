import Foundation
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG

// What the README's library section shows, as a program of its own: it
// writes into the folder given (default: examples-out).
let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "examples-out")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
func write(_ text: String, _ name: String) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
}

// 1. A document morph with paint: a red heart into two black dots, each end in its own paint.
var heart = try SVGDocument(builtIn: "heart")
heart.paint = SVGPaint(fill: "#e02020")
let dots = try SVGDocument(builtIn: "dots")
let morph = DocumentMorph(from: heart, to: dots)
try write(morph.document(at: 0.5).svgText(format: .decimals(2)), "heart-dots-half.svg")

// 2. A spring timeline through three documents, to frames and to self-playing animations.
let timeline = DocumentTimeline(keyframes: [
    DocumentKeyframe(heart),
    DocumentKeyframe(try SVGDocument(builtIn: "club"), duration: 0.6, timing: .easeInOut),
    DocumentKeyframe(try SVGDocument(builtIn: "spade"), timing: .spring(Spring(settlingDuration: 0.8, bounce: 0.3))),
], repetition: .loop)
let times = timeline.frameTimes(framesPerSecond: 10)
for (index, time) in times.enumerated() {
    try write(timeline.document(at: time).svgText(format: .decimals(2)), String(format: "suit-%03d.svg", index + 1))
}
try write(timeline.animatedSVGText(), "suits.svg")
try write(timeline.lottieJSON(), "suits.json")

// 3. A living shape: a blob that flows from one random sampling of a circle to the next, looping.
let blob = LiquidBlob(try SVGDocument(builtIn: "circle").shape, anchors: 10, seed: 7, beats: 4, beatDuration: 0.5,
                      timing: .spring(.bouncy), loops: true)
var blobFrame = try SVGDocument(builtIn: "circle")
blobFrame.shape = blob.shape(at: 0.3)
try write(blobFrame.svgText(format: .decimals(2)), "blob.svg")

print("Wrote \(times.count) frames of \(String(format: "%g", timeline.duration)) s, animated SVG, Lottie, a morph and a blob to \(folder.path)")
