// swift-tools-version:6.0
import PackageDescription

// A program that uses ShapeMorph as a dependency would, by path. A path
// dependency is named after its folder, and this one (the clone, at "..")
// may be called anything, so `name:` gives it the name the products use.
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
