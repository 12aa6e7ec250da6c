public import ArgumentParser
import Foundation
import ShapeMorphFormats

/// What `morph -o` writes, as the command line names and explains it.
extension AnimationExport.Format: ExpressibleByArgument {
    /// The values, as written on the command line (ArgumentParser's default
    /// reads them through a key path made anew at each of the several
    /// times parsing asks, 0.2 ms of every command).
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// What it is, as the summary of a command names it.
    var kind: String {
        switch self {
        case .frames: "SVG frames"
        case .svg: "an animated SVG"
        case .lottie: "a Lottie animation"
        case .dotLottie: "a dotLottie"
        case .css: "a CSS-animated SVG"
        case .avd: "an Android animated vector drawable"
        case .swiftUI: "a SwiftUI view (Swift)"
        case .png: "PNG frames"
        case .gif: "a GIF"
        case .webp: "a WebP"
        case .apng: "an APNG"
        case .mp4: "an MP4 video"
        case .webm: "a WebM video"
        }
    }

    /// The extensions of an output that name it where `--format` is not
    /// given: pictures (`.png` is an APNG), Lottie's `.json` and `.lottie`,
    /// and `.swift`; an `.svg`
    /// or `.xml` file may be several formats and needs `--format`.
    var extensions: [String] {
        switch self {
        case .lottie: ["json"]
        case .dotLottie: ["lottie"]
        case .swiftUI: ["swift"]
        case .gif: ["gif"]
        case .webp: ["webp"]
        case .apng: ["png", "apng"]
        case .mp4: ["mp4"]
        case .webm: ["webm"]
        case .frames, .svg, .css, .avd, .png: []
        }
    }

    /// The one-file format an output's extension names where `--format`
    /// is not given (see `extensions`).
    static func implied(by output: String) -> AnimationExport.Format? {
        let named = (output as NSString).pathExtension.lowercased()
        return allCases.first { $0.extensions.contains(named) }
    }

    /// `--format`'s help, made from the formats themselves so that it
    /// names every one and every extension that implies one.
    static var help: String {
        let formats = allCases.map { "\($0.rawValue) (\($0.kind))" }.joined(separator: ", ")
        let implied = allCases.flatMap { format in format.extensions.map { "x.\($0) \(format.kind)" } }.joined(separator: ", ")
        return "What -o writes: \(formats). Without it, -o \(implied); anything else SVG frames."
    }

    /// The formats of pictures, as an error message lists them.
    static var rasterNames: String { allCases.filter(\.isPicture).map(\.rawValue).joined(separator: ", ") }
}
