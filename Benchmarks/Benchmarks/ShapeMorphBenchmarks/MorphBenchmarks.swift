import Benchmark
import ShapeMorph

/// Morph setup (all the matching) and `shape(at:)` (the per-frame
/// arithmetic), beside a baseline that blends as many doubles as
/// `shape(at:)` does, into a new array: the memory-bound limit.
func morphBenchmarks() {
    let pairs: [(String, Shape, Shape)] = [
        ("heart → club", Fixtures.builtIn("heart"), Fixtures.builtIn("club")),
        ("heart → spade", Fixtures.builtIn("heart"), Fixtures.builtIn("spade")),
        ("10,000 ↔ 10,000 segments", Fixtures.largeSource, Fixtures.largeTarget),
    ]
    Benchmark("Morph setup: 10,000 ↔ 10,000 contours", configuration: .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident], maxIterations: 5)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Morph(from: Fixtures.manyDotsSource, to: Fixtures.manyDotsTarget)) }
    }
    for (name, source, target) in pairs {
        Benchmark("Morph setup: \(name)", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal])) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(Morph(from: source, to: target)) }
        }

        let morph = Morph(from: source, to: target)
        Benchmark("Morph shape(at:): \(name)", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal],
                                                                   scalingFactor: .kilo)) { benchmark in
            var progress = 0.0
            for _ in benchmark.scaledIterations {
                progress += 0.001
                blackHole(morph.shape(at: progress))
            }
        }

        let a = (0..<morph.matchedSource.segmentCount * 8).map(Double.init)
        let b = a.reversed().map { $0 }
        Benchmark("Baseline blend of \(a.count) doubles: \(name)", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal],
                                                                                         scalingFactor: .kilo)) { benchmark in
            var progress = 0.0
            for _ in benchmark.scaledIterations {
                progress += 0.001
                let keep = 1 - progress
                blackHole((0..<a.count).map { keep * a[$0] + progress * b[$0] })
            }
        }
    }
}
