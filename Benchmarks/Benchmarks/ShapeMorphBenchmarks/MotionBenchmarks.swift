import Benchmark
import ShapeMorph

/// Living shapes (issue #19): the smooth chain's handles for a million
/// anchors, Liquid's trial (its C figure: 35 ms; Swift: 0.78 s), and the
/// frames of a blob, a wander and a wave.
func motionBenchmarks() {
    var random = SystemRandomNumberGenerator()
    let anchors = (0..<1_000_000).map { _ in
        Point(x: Double.random(in: 0...1000, using: &random), y: Double.random(in: 0...1000, using: &random))
    }
    // Into a contour's own storage (what a shape redrawn every frame does),
    // and into a new contour: 64 MB of fresh pages, which the kernel maps
    // and zeroes 4 KiB at a time unless malloc asks for huge pages.
    Benchmark("Smooth chain: 1,000,000 anchors → cubic handles, in place", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxIterations: 30)) { benchmark in
        var chain = Contour(smoothlyThrough: anchors, isClosed: true)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            chain.smooth(through: anchors, isClosed: true)
            blackHole(chain.segments[0])
        }
    }
    Benchmark("Smooth chain: 1,000,000 anchors → cubic handles, new contour", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxIterations: 30)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Contour(smoothlyThrough: anchors, isClosed: true)) }
    }

    let circle = Fixtures.wobblyCircle(segments: 64, lobes: 1, wobble: 0)
    let resampled = circle.resampled(anchors: 1_000, jitter: 1, seed: 1)
    Benchmark("Resample: a 64-segment circle at 1,000 anchors, jitter 1", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxIterations: 1_000)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(circle.resampled(anchors: 1_000, jitter: 1, seed: 1)) }
    }
    let blob = LiquidBlob(circle, anchors: 12, seed: 1, beats: 8, beatDuration: 1, timing: .spring(.smooth), loops: true)
    let wander = Wander(resampled, amplitude: Vector(dx: 4, dy: 4), seed: 1, period: 8)
    let wave = Wave(circle, amplitude: 3, wavelength: 20, speed: 30, period: 2)
    Benchmark("Frame of a living shape: blob (12 anchors), wander (1,000 joints), wave (~380 anchors)", configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], maxIterations: 10_000)) { benchmark in
        for iteration in benchmark.scaledIterations {
            let time = Double(iteration % 240) / 30
            blackHole(blob.shape(at: time))
            blackHole(wander.shape(at: time))
            blackHole(wave.shape(at: time))
        }
    }
}
