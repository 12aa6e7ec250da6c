import Benchmark
import Foundation
import ShapeMorph
import ShapeMorphSVG

/// Writing frames as SVG path data, and reading SVG.
func svgBenchmarks() {
    let morph = Morph(from: Fixtures.builtIn("heart"), to: Fixtures.builtIn("club"))
    Benchmark("SVG frame d string: heart → club, precision 3", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal],
                                                                                      scalingFactor: .kilo)) { benchmark in
        var progress = 0.0
        for _ in benchmark.scaledIterations {
            progress += 0.0001
            blackHole(SVGPathData.string(for: morph.shape(at: progress), format: .decimals(3)))
        }
    }

    let document = Fixtures.largePathDocument(megabytes: 5)
    Benchmark("SVG import: one path of \(document.count / 1000) KB", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
                                                                                           maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try SVGDocument(data: document, fileName: "large.svg"))
        }
    }

    let elements = Fixtures.manyElementDocument(megabytes: 5)
    Benchmark("SVG import: \(elements.count / 1000) KB of small paths", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
                                                                                     maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try SVGDocument(data: elements, fileName: "elements.svg"))
        }
    }

    let pathData = Fixtures.largePathData(megabytes: 5)
    Benchmark("SVG path data: \(pathData.utf8.count / 1000) KB of d text to a Shape", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal],
                                                                                                   maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SVGPathData.shape(from: pathData))
        }
    }

    let files = (try? FileManager.default.contentsOfDirectory(at: Fixtures.shapesFolder, includingPropertiesForKeys: nil)) ?? []
    let svgFiles = files.filter { $0.pathExtension == "svg" }.map { ($0.lastPathComponent, try! Data(contentsOf: $0)) }
    Benchmark("SVG import: the \(svgFiles.count) files of Shapes/", configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal])) { benchmark in
        for _ in benchmark.scaledIterations {
            for (name, data) in svgFiles { blackHole(try SVGDocument(data: data, fileName: name)) }
        }
    }
}
