// swift-tools-version:6.0
import PackageDescription

// A program that uses ShapeMorph as a dependency would: by path here (the
// package is named after its folder, so the repository's folder name), by
// URL and version elsewhere.
let package = Package(
    name: "ShapeMorphExamples",
    dependencies: [
        .package(name: "ShapeMorph", path: ".."),
    ],
    targets: [
        .executableTarget(name: "ShapeMorphExamples", dependencies: [
            .product(name: "ShapeMorph", package: "ShapeMorph"),
            .product(name: "ShapeMorphSVG", package: "ShapeMorph"),
            .product(name: "ShapeMorphFormats", package: "ShapeMorph"),
        ]),
    ]
)
