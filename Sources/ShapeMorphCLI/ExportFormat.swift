import ArgumentParser
import Foundation

/// What `morph -o` writes.
enum ExportFormat: String, CaseIterable, ExpressibleByArgument {
    /// A directory of SVG frames.
    case frames
    /// One self-playing SVG (SMIL).
    case svg
    /// A Lottie animation (JSON).
    case lottie
    /// An SVG animated by CSS `@keyframes`.
    case css
    /// An Android `AnimatedVectorDrawable` (XML).
    case avd
    /// A directory of PNG frames, rendered by librsvg.
    case png
    /// An animated GIF, rendered by librsvg.
    case gif
    /// An animated WebP, rendered by librsvg.
    case webp
    /// An animated PNG, rendered by librsvg, encoded by ffmpeg.
    case apng
    /// An H.264 video, rendered by librsvg, encoded by ffmpeg.
    case mp4
    /// A VP9 video with alpha, rendered by librsvg, encoded by ffmpeg.
    case webm

    /// The values, as written on the command line (ArgumentParser's default
    /// reads them through a key path made anew at each of the several
    /// times parsing asks, 0.2 ms of every command).
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// Whether it is one file (rather than a directory of frames).
    var isOneFile: Bool { self != .frames && self != .png }

    /// What it is, as the summary of a command names it.
    var kind: String {
        switch self {
        case .frames: "SVG frames"
        case .svg: "an animated SVG"
        case .lottie: "a Lottie animation"
        case .css: "a CSS-animated SVG"
        case .avd: "an Android animated vector drawable"
        case .png: "PNG frames"
        case .gif: "a GIF"
        case .webp: "a WebP"
        case .apng: "an APNG"
        case .mp4: "an MP4 video"
        case .webm: "a WebM video"
        }
    }

    /// Whether it is pictures rendered from the frames.
    var isRaster: Bool { [.png, .gif, .webp, .apng, .mp4, .webm].contains(self) }

    /// The extensions of an output that name it where `--format` is not
    /// given: pictures only (`.png` is an APNG); other files need `--format`.
    var extensions: [String] {
        switch self {
        case .gif: ["gif"]
        case .webp: ["webp"]
        case .apng: ["png", "apng"]
        case .mp4: ["mp4"]
        case .webm: ["webm"]
        case .frames, .svg, .lottie, .css, .avd, .png: []
        }
    }

    /// The one-file format an output's extension names where `--format`
    /// is not given (see `extensions`).
    static func implied(by output: String) -> ExportFormat? {
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
    static var rasterNames: String { allCases.filter(\.isRaster).map(\.rawValue).joined(separator: ", ") }

}
