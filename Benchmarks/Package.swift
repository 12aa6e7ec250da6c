// swift-tools-version:6.1
// The benchmarks live in a package of their own so that `swift test` in the
// project stays fast. Run them from this folder with `swift package benchmark`.
import PackageDescription

let package = Package(
    name: "ShapeMorphBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ShapeMorph", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ShapeMorphBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ShapeMorph", package: "ShapeMorph"),
                .product(name: "ShapeMorphSupport", package: "ShapeMorph"),
                .product(name: "ShapeMorphSVG", package: "ShapeMorph"),
            ],
            path: "Benchmarks/ShapeMorphBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
