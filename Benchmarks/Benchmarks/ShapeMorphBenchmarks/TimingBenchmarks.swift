import Benchmark
import ShapeMorph

/// Timing curves: one iteration evaluates a curve at 1,000 inputs spread
/// over the transition, so the reported time per iteration / 1,000 is the
/// cost of one evaluation.
func timingBenchmarks() {
    let inputs = (0..<1000).map { Double($0) / 999 }
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: .kilo)

    func evaluations(_ name: String, _ evaluate: @escaping @Sendable (Double) -> Double) {
        Benchmark("Timing: \(name), 1000 evaluations", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                var sum = 0.0
                for x in inputs { sum += evaluate(x) }
                blackHole(sum)
            }
        }
    }
    let easeInOut = CubicBezierTiming.easeInOut, bouncy = Spring.bouncy
    evaluations("cubic-bezier ease-in-out") { easeInOut.progress(at: $0) }
    evaluations("spring (bouncy) position") { bouncy.position(at: $0) }

    Benchmark("Timing: spring settling duration", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Spring.bouncy.settlingDuration(tolerance: 1e-4, initialVelocity: 2))
        }
    }
}
