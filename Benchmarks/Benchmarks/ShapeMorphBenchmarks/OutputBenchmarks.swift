import Benchmark
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

/// Output at the speed of the engine: exact numbers, a long animated SVG,
/// and morphing very large shapes (issue #18's rows; the command line's
/// end-to-end figures are in the README).
func outputBenchmarks() {
    // 166,667 segments: six numbers each, a million in all, none short.
    let wobbly = Fixtures.wobblyCircle(segments: 166_667, lobes: 7, wobble: 0.2)
    Benchmark("Exact numbers: 1,000,000 into path data", configuration: .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal], maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(SVGPathData.string(for: wobbly, format: .exact)) }
    }

    // heart → club on a spring sampled at 1,000 fps for 20 s: what
    // `morph heart club --timing 'spring(duration:20,bounce:0.3)' --duration 20 --fps 1000 --animated` writes.
    let heart = try! SVGDocument.builtIn(named: "heart")!, club = try! SVGDocument.builtIn(named: "club")!
    let documentMorph = DocumentMorph(from: heart, to: club)
    let timeline = Timeline(keyframes: [
        Keyframe(heart.shape),
        Keyframe(club.shape, duration: 20, timing: .spring(Spring(duration: 20, bounce: 0.3))),
    ], morphs: [documentMorph.morph])
    for format in [NumberFormat.default, .exact] {
        let name = format == .exact ? "exact" : "3 decimals"
        Benchmark("Animated SVG: heart → club, 20,001 spring keys, \(name)", configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxIterations: 10)) { benchmark in
            for _ in benchmark.scaledIterations {
                let animation = SVGAnimation(timeline: timeline, documentMorphs: [documentMorph], framesPerSecond: 1000, tolerance: nil)
                blackHole(heart.animatedSVGText(animation, format: format))
            }
        }
    }

    // The same spring as fitted keys within the default tolerance, as `morph --animated` writes it.
    let second = Timeline(keyframes: [
        Keyframe(heart.shape),
        Keyframe(club.shape, duration: 1, timing: .spring(Spring(duration: 1, bounce: 0.3))),
    ], morphs: [documentMorph.morph])
    Benchmark("Animated SVG: heart → club, a 1 s spring as fitted keys", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxIterations: 100)) { benchmark in
        for _ in benchmark.scaledIterations {
            let animation = SVGAnimation(timeline: second, documentMorphs: [documentMorph], framesPerSecond: 30)
            blackHole(heart.animatedSVGText(animation))
        }
    }

    // The 5 MB path of the import benchmark, morphed with a copy of itself.
    let big = SVGPathData.shape(from: Fixtures.largePathData(megabytes: 5)).shape
    Benchmark("Morph setup: a 5 MB path (\(big.segmentCount) segments) ↔ itself", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxIterations: 5)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Morph(from: big, to: big)) }
    }
    Benchmark("Morph setup: a 5 MB path (\(big.segmentCount) segments) → heart", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxIterations: 5)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Morph(from: big, to: heart.shape)) }
    }
}
