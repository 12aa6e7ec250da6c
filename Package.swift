// swift-tools-version:6.0
import PackageDescription

/// Every module states which of its imports are part of its public API
/// (`public import`), and a file sees only the members of the modules it
/// imports itself.
let strictImports: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "ShapeMorph",
    products: [
        .library(name: "ShapeMorph", targets: ["ShapeMorph"]),
        .library(name: "ShapeMorphSupport", targets: ["ShapeMorphSupport"]),
        .library(name: "ShapeMorphDocument", targets: ["ShapeMorphDocument"]),
        .library(name: "ShapeMorphSVG", targets: ["ShapeMorphSVG"]),
        .library(name: "ShapeMorphFormats", targets: ["ShapeMorphFormats"]),
        .library(name: "ShapeMorphRaster", targets: ["ShapeMorphRaster"]),
        .library(name: "ShapeMorphText", targets: ["ShapeMorphText"]),
        .library(name: "ShapeMorphCheck", targets: ["ShapeMorphCheck"]),
        .library(name: "ShapeMorphTesting", targets: ["ShapeMorphTesting"]),
        .executable(name: "shapemorph", targets: ["ShapeMorphCLI"]),
        .executable(name: "shapemorph-quality", targets: ["ShapeMorphQuality"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the DocC catalog (Scripts/make-api-docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `shapemorph studio`'s web server on the loopback address.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .target(name: "ShapeMorph", swiftSettings: strictImports),
        // What every writer and C bridge shares and that is no format's own:
        // numbers as text (shortest round trip), C libraries opened on demand,
        // results gathered from concurrent loops.
        .target(name: "ShapeMorphSupport", swiftSettings: strictImports),
        // The document model, syntax-free: documents, elements, paints,
        // colours, gradients, carried content. It never imports SVG.
        .target(name: "ShapeMorphDocument", dependencies: ["ShapeMorph", "ShapeMorphSupport"], swiftSettings: strictImports),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "ShapeMorphSVG",
            dependencies: ["ShapeMorph", "ShapeMorphSupport", "ShapeMorphDocument", "CLibXML2"],
            swiftSettings: strictImports,
            plugins: ["EmbedShapesPlugin"]
        ),
        // The formats apps ship (Lottie, CSS animations, Android vector
        // drawables), written from the SVG module's documents and animations.
        // zlib (for dotLottie's zip) is declared, not linked: opened when the first is written (ZlibLibrary).
        .systemLibrary(name: "CZlib"),
        .target(name: "ShapeMorphFormats", dependencies: ["ShapeMorph", "ShapeMorphSupport", "ShapeMorphSVG", "ShapeMorphRaster", "CZlib"],
                swiftSettings: strictImports),
        // Pictures: frames rendered by librsvg on cairo, encoded by libwebp,
        // libimagequant with giflib, and ffmpeg. One bridging target per library.
        // The libraries are declared, not linked: librsvg and cairo are opened
        // when the first picture is drawn (RasterLibraries), giflib and
        // libimagequant when the first GIF is written (GIFLibraries), libwebp
        // when the first WebP is (WebPLibraries), so that the commands that
        // make none start without loading them and what they bring.
        .systemLibrary(name: "CRSVG"),
        .systemLibrary(name: "CCairo"),
        .systemLibrary(name: "CWebP"),
        .systemLibrary(name: "CGIF"),
        .systemLibrary(name: "CImageQuant"),
        .target(
            name: "ShapeMorphRaster",
            dependencies: ["ShapeMorph", "ShapeMorphSupport", "ShapeMorphSVG", "CRSVG", "CCairo", "CWebP", "CGIF", "CImageQuant"],
            swiftSettings: strictImports
        ),
        // Text: fonts found by fontconfig, shaped by HarfBuzz (bidi runs by
        // FriBidi), outlined by FreeType. fontconfig, HarfBuzz and FriBidi are
        // declared, not linked: they are opened when the first text is laid
        // out (TextLibraries). FreeType is linked: its headers need the include
        // path its pkg-config brings, with its link flags.
        .systemLibrary(name: "CFontConfig"),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz"),
        .systemLibrary(name: "CFriBidi"),
        .target(name: "ShapeMorphText", dependencies: ["ShapeMorph", "ShapeMorphSupport", "ShapeMorphDocument", "CFontConfig", "CFreeType", "CHarfBuzz", "CFriBidi"],
                swiftSettings: strictImports),
        // Morphs under test: the measures `shapemorph check`, the quality
        // harness and the Swift Testing expectations share.
        .target(name: "ShapeMorphCheck", dependencies: ["ShapeMorph", "ShapeMorphSupport", "ShapeMorphSVG", "ShapeMorphRaster"], swiftSettings: strictImports),
        .target(name: "ShapeMorphTesting", dependencies: ["ShapeMorph", "ShapeMorphSVG", "ShapeMorphCheck"], swiftSettings: strictImports),
        .executableTarget(name: "EmbedFiles"),
        .plugin(name: "EmbedShapesPlugin", capability: .buildTool(), dependencies: ["EmbedFiles"]),
        .plugin(name: "EmbedStudioPlugin", capability: .buildTool(), dependencies: ["EmbedFiles"]),
        // glibc's allocator settings, for the CLI's big inputs (LargeInputAllocation).
        .systemLibrary(name: "CMalloc"),
        .executableTarget(
            name: "ShapeMorphCLI",
            dependencies: [
                "CMalloc",
                "ShapeMorph",
                "ShapeMorphSupport",
                "ShapeMorphSVG",
                "ShapeMorphFormats",
                "ShapeMorphRaster",
                "ShapeMorphCheck",
                "ShapeMorphText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            swiftSettings: strictImports,
            plugins: ["EmbedStudioPlugin"]
        ),
        // The geometric half of the quality harness; `Scripts/quality` runs it.
        .executableTarget(name: "ShapeMorphQuality", dependencies: ["ShapeMorph", "ShapeMorphSupport", "ShapeMorphSVG", "ShapeMorphCheck", "ShapeMorphText"],
                          swiftSettings: strictImports),
        // What the tests share (seeded randomness, sampled geometry, `expectClose`); never published.
        .target(name: "ShapeMorphTestSupport", dependencies: ["ShapeMorph"], path: "Tests/ShapeMorphTestSupport"),
        .testTarget(name: "ShapeMorphTests", dependencies: ["ShapeMorph", "ShapeMorphTestSupport"]),
        .testTarget(name: "ShapeMorphSVGTests", dependencies: ["ShapeMorphSupport", "ShapeMorphSVG", "ShapeMorphFormats", "CLibXML2", "ShapeMorphTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "ShapeMorphTextTests", dependencies: ["ShapeMorph", "ShapeMorphSVG", "ShapeMorphText", "ShapeMorphRaster"]),
        .testTarget(name: "ShapeMorphCheckTests", dependencies: ["ShapeMorph", "ShapeMorphSVG", "ShapeMorphCheck", "ShapeMorphTesting"]),
        .testTarget(name: "ShapeMorphRasterTests", dependencies: ["ShapeMorphRaster", "ShapeMorphSVG"]),
        // The option parsing is tested on the module; whole commands on the binary.
        .testTarget(
            name: "ShapeMorphCLITests",
            dependencies: ["ShapeMorphCLI", "ShapeMorph", "ShapeMorphSupport", "ShapeMorphSVG", "ShapeMorphTestSupport",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
