// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ShapeMorph",
    products: [
        .library(name: "ShapeMorph", targets: ["ShapeMorph"]),
        .library(name: "ShapeMorphSVG", targets: ["ShapeMorphSVG"]),
        .executable(name: "shapemorph", targets: ["ShapeMorphCLI"]),
        .executable(name: "shapemorph-quality", targets: ["ShapeMorphQuality"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ShapeMorph"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "ShapeMorphSVG",
            dependencies: ["ShapeMorph", "CLibXML2"],
            plugins: ["EmbedShapesPlugin"]
        ),
        .executableTarget(name: "EmbedShapes"),
        .plugin(name: "EmbedShapesPlugin", capability: .buildTool(), dependencies: ["EmbedShapes"]),
        .executableTarget(
            name: "ShapeMorphCLI",
            dependencies: [
                "ShapeMorphSVG",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The geometric half of the quality harness; `Scripts/quality` runs it.
        .executableTarget(name: "ShapeMorphQuality", dependencies: ["ShapeMorphSVG"]),
        .testTarget(name: "ShapeMorphTests", dependencies: ["ShapeMorph"]),
        .testTarget(name: "ShapeMorphSVGTests", dependencies: ["ShapeMorphSVG", "CLibXML2"], exclude: ["Golden"]),
        // Runs the built `shapemorph` binary, which `swift test` builds beside the tests.
        .testTarget(name: "ShapeMorphCLITests", dependencies: ["ShapeMorphSVG"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
