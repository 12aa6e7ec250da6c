import Benchmark

/// Every benchmark of the toolkit; run with `swift package benchmark` from
/// the Benchmarks folder.
let benchmarks: @Sendable () -> Void = {
    morphBenchmarks()
    svgBenchmarks()
    outputBenchmarks()
    timingBenchmarks()
    motionBenchmarks()
}
