import Foundation
import ShapeMorphTestSupport
import Testing
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG

/// The SwiftUI export's geometry needs nothing but the standard library: it
/// is compiled here with `swiftc` (its SwiftUI part left out, as it is where
/// SwiftUI is missing), run, and its paths compared with the frames.
@Suite("SwiftUI export")
struct SwiftUIExportTests {
    /// The path data the compiled geometry of `source` (declaring `typeName`)
    /// gives for layer 0 at each of `times`, one line each.
    static func compiledPaths(_ source: String, typeName: String, times: [Double]) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try source.write(to: directory.appendingPathComponent("\(typeName).swift"), atomically: true, encoding: .utf8)
        let main = "for time in [\(times.map { "\($0)" }.joined(separator: ", "))] {\n"
            + "    print(\(typeName).pathData(track: \(typeName).track(at: time), layer: 0, at: time))\n}\n"
        try main.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-swift-version", "6", "main.swift", "\(typeName).swift", "-o", "geometry"]
        compiler.currentDirectoryURL = directory
        let errors = Pipe()
        compiler.standardError = errors
        try compiler.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        try #require(compiler.terminationStatus == 0, "swiftc: \(message)")
        let run = Process()
        run.executableURL = directory.appendingPathComponent("geometry")
        let output = Pipe()
        run.standardOutput = output
        try run.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        return text.split(separator: "\n").map(String.init)
    }

    @Test("the geometry compiles without SwiftUI and its paths are the frames: exact legs to the written precision, a spring within its tolerance")
    func geometryIsTheFrames() throws {
        let heart = try SVGDocument(builtIn: "heart"), club = try SVGDocument(builtIn: "club"), spade = try SVGDocument(builtIn: "spade")
        let timeline = DocumentTimeline(keyframes: [
            DocumentKeyframe(heart), DocumentKeyframe(club, duration: 1, timing: .easeInOut),
            DocumentKeyframe(spade, duration: 1, timing: .spring(Spring(duration: 1, bounce: 0.3))),
        ])
        let source = SwiftUIWriter(typeName: "Suits").text(timeline.animation(framesPerSecond: 30), in: heart)
        #expect(source.contains("struct SuitsShape: Shape") && source.contains("var animatableData: SuitsPoints")
                && source.contains("#if canImport(SwiftUI)"))
        let times = stride(from: 0.0, through: 2, by: 0.125).map { $0 }
        let paths = try Self.compiledPaths(source, typeName: "Suits", times: times)
        try #require(paths.count == times.count)
        for (time, data) in zip(times, paths) {
            let drawn = SVGPathData.shape(from: data).shape
            // Keys are written to 3 decimals; a spring's keys are fitted within SVGAnimation.defaultTolerance.
            let bound = time <= 1 ? 2e-3 : SVGAnimation.defaultTolerance + 2e-3
            #expect(maximumSampledDistance(drawn, timeline.document(at: time).shape) < bound, "\(time) s")
        }
    }

    @Test("type names are made of a file's words")
    func typeNames() {
        #expect(SwiftUIWriter.typeName(for: "heart-to-club") == "HeartToClub")
        #expect(SwiftUIWriter.typeName(for: "2 icons") == "Morph2Icons")
        #expect(SwiftUIWriter.typeName(for: "é") == "Morph")
    }
}
