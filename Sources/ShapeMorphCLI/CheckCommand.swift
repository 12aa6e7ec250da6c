import ArgumentParser
import Foundation
import ShapeMorph
import ShapeMorphCheck
import ShapeMorphSVG

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that morphs stay clean: no new self-crossings, pops, wrong end frames, twists or cross-fades.",
        discussion: """
            Morphs each pair as `morph` would and measures it as the quality harness does (ShapeMorphCheck): \
            contours crossing themselves where neither end does (exactly, on the curves, at every sixtieth of the way, \
            with the first and last progress of each crossing), the drawn area or the picture \
            jumping between frames (at --fps over --duration with --timing: an effect switching on at once pops), \
            end frames rendering unlike their \
            inputs (librsvg, 256 px), turning at half way against the ends' (twists), area growing from empty \
            space, elements fading instead of morphing, and travel. Prints a verdict per pair; exit status 0 when \
            every pair passes, 1 when one fails, 2 when an input cannot be checked.

            Shapes are taken in pairs: A B C D checks A → B and C → D. With --chain they are one chain, as \
            `morph` plays them: A B C checks A → B and B → C.

            Examples:
              shapemorph check heart club spade diamond
              shapemorph check --chain heart club spade
              shapemorph check heart club --timing bouncy --json
            """)

    @Argument(help: "Pairs of shapes: A B [A2 B2 …] (with --chain, a chain: A B C …).") var shapes: [String] = []
    @Flag(help: "Check the shapes as one chain, each into the next, as morph plays them: A B C checks A → B and B → C.")
    var chain = false
    @Option(help: ArgumentHelp("A file of pairs: two shapes per line (paths from the file's folder; # starts a comment), or JSON {\"pairs\": [{\"a\": …, \"b\": …}]}.",
                               valueName: "file"))
    var pairs: String?
    @Flag(help: "Print one JSON object per pair (its measurement and failures) instead of the verdicts.") var json = false
    @Option(help: ArgumentHelp("Write a contact sheet of each failing pair's failing frames (SVG and PNG) into this folder.", valueName: "dir"))
    var sheets: String?

    @Option(name: .customLong("max-crossings"), help: "New self-crossings allowed: a contour crossing itself over a stretch of progress where neither end does.")
    var maximumCrossings = MorphLimits().newCrossings
    @Option(name: .customLong("max-pops"), help: "Pairs of frames allowed to jump: by more than 8 % of the ends' drawn area, or in colour far faster than the frames beside.")
    var maximumPops = MorphLimits().pops
    @Option(name: .customLong("min-end-overlap"), help: "The least pixel overlap (0…1) of an end frame with its input.")
    var minimumEndOverlap = MorphLimits().endOverlap
    @Option(name: .customLong("max-turning"), help: "The most turning at half way over the ends' (default: no limit).")
    var maximumTurning: Double?
    @Option(name: .customLong("max-from-nothing"), help: "The largest share (0…1) of the area that may grow from empty space.")
    var maximumFromNothing = MorphLimits().areaFromNothing
    @Option(name: .customLong("max-cross-fades"), help: "Elements allowed to fade instead of morphing.")
    var maximumCrossFades = MorphLimits().crossFades
    @Option(name: .customLong("max-travel"), help: "The most mean travel over the ends' diagonal (default: no limit).")
    var maximumTravel: Double?

    @Option(help: "The timing curve the morph plays with (as for morph), for pops over time.") var timing = "linear"
    @Option(help: "Seconds the morph lasts (default: 1 s; a spring's settling time).") var duration: Double?
    @Option(help: "Frames per second checked for pops.") var fps: Double = 60
    @OptionGroup var morphing: MorphingOptions

    var limits: MorphLimits {
        var limits = MorphLimits()
        (limits.newCrossings, limits.pops, limits.endOverlap) = (maximumCrossings, maximumPops, minimumEndOverlap)
        (limits.turningExcess, limits.areaFromNothing, limits.crossFades, limits.travel) =
            (maximumTurning, maximumFromNothing, maximumCrossFades, maximumTravel)
        return limits
    }

    func run() throws {
        // Bad input, found here or by the parser's checks below, exits with 2.
        let list: [(String, String)]
        let progresses: [Double]
        do {
            list = try pairList()
            progresses = try frameProgresses()
        } catch let failure as CommandFailure {
            throw CommandFailure(failure.description, status: 2)
        }
        var failed = false
        for (a, b) in list {
            let name = "\(a) → \(b)"
            let (measurement, morph) = try measure(a, b, at: progresses)
            let failures = limits.failures(of: measurement)
            failed = failed || !failures.isEmpty
            var sheet: URL?
            if let sheets, !failures.isEmpty {
                let name = "\((a as NSString).lastPathComponent)-\((b as NSString).lastPathComponent)".map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" }
                sheet = try MorphFailureSheet.write(morph, at: Array(Set(failures.flatMap(\.progresses))).sorted(),
                                                    to: URL(fileURLWithPath: sheets), name: String(name))
            }
            try StandardOutput.write(json ? try Self.jsonLine(a: a, b: b, measurement: measurement, failures: failures, sheet: sheet)
                                          : Self.verdict(name, measurement, failures, sheet: sheet))
        }
        if failed { throw ExitCode.failure }
    }

    /// The pairs named on the command line and in --pairs.
    private func pairList() throws -> [(String, String)] {
        var list: [(String, String)]
        if chain {
            guard shapes.count != 1 else { throw CommandFailure("--chain needs two shapes or more; 1 was given.") }
            list = zip(shapes, shapes.dropFirst()).map { ($0, $1) }
        } else {
            guard shapes.count.isMultiple(of: 2) else {
                throw CommandFailure("check takes shapes in pairs (A B C D checks A → B and C → D); \(shapes.count) "
                    + "\(shapes.count == 1 ? "was" : "were") given. To check a chain A → B → C as morph plays it, add --chain.")
            }
            list = stride(from: 0, to: shapes.count, by: 2).map { (shapes[$0], shapes[$0 + 1]) }
        }
        if let pairs { list += try Self.pairs(inFile: pairs) }
        guard !list.isEmpty else { throw CommandFailure("Give pairs of shapes to check (A B …) or --pairs FILE.") }
        return list
    }

    /// The pairs a --pairs file lists, paths taken from its folder.
    static func pairs(inFile path: String) throws -> [(String, String)] {
        let data = try ListFile.read(path, role: "the --pairs file")
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("--pairs \(path): cannot be read as UTF-8 text.")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        func resolved(_ name: String) -> String {
            name.hasPrefix("/") || !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
                ? name : folder.appendingPathComponent(name).path
        }
        if text.drop(while: \.isWhitespace).first == "{" {
            struct List: Decodable { struct Pair: Decodable { var a: String; var b: String }; var pairs: [Pair] }
            do {
                return try JSONDecoder().decode(List.self, from: data).pairs.map { (resolved($0.a), resolved($0.b)) }
            } catch {
                throw CommandFailure("--pairs \(path): not a {\"pairs\": [{\"a\": …, \"b\": …}]} list (\(error)).")
            }
        }
        return try text.split(whereSeparator: \.isNewline).enumerated().compactMap { number, line in
            let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(whereSeparator: \.isWhitespace)
            guard !words.isEmpty else { return nil }
            guard words.count == 2 else { throw CommandFailure("--pairs \(path):\(number + 1): a line names two shapes, not \(words.count).") }
            return (resolved(String(words[0])), resolved(String(words[1])))
        }
    }

    /// The progresses of the frames played: --timing over --duration at --fps.
    func frameProgresses() throws -> [Double] {
        let curve: TimingCurve
        do { curve = try TimingCurve(parsing: timing) } catch { throw CommandFailure("--timing: \(error)") }
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw CommandFailure("--fps must be above 0 and at most 1000.") }
        let seconds = duration ?? curve.naturalDuration ?? 1
        guard seconds.isFinite, seconds > 0, seconds * fps <= Double(TimelineOptions.mostFrames) else {
            throw CommandFailure("--duration must be above 0 s and give at most \(TimelineOptions.mostFrames) frames at --fps.")
        }
        let count = max(2, Int((seconds * fps).rounded(.up)) + 1)
        return (0..<count).map { curve.progress(atTime: seconds * Double($0) / Double(count - 1), duration: seconds) }
    }

    /// The morph from `a` to `b`, measured at `progresses` (of
    /// `frameProgresses()`).
    ///
    /// - Throws: a failure of status 2 when the pair cannot be checked.
    func measure(_ a: String, _ b: String, at progresses: [Double]) throws -> (measurement: MorphMeasurement, morph: DocumentMorph) {
        do {
            let documents = try ShapeInput.loadAll([a, b], quiet: true, options: morphing.importOptions, text: morphing.text.input)
            let morph = try morphing.documentMorph(from: documents[0], to: documents[1], arguments: (a, b))
            try morphing.checkStarts(of: morph.morph)
            return (try MorphMeasurement(morph, sourceSVG: Self.fileText(a), targetSVG: Self.fileText(b), progresses: progresses), morph)
        } catch {
            throw CommandFailure("\(a) → \(b): \(error)", status: 2)
        }
    }

    /// The text of a shape argument that names a file, for its end frame to render like.
    private static func fileText(_ argument: String) -> String? {
        FileManager.default.fileExists(atPath: argument) ? try? String(contentsOfFile: argument, encoding: .utf8) : nil
    }

    /// The measures of a verdict, in a line.
    static func summary(_ measurement: MorphMeasurement) -> String {
        String(format: "crossings %d · pops %d · ends %.3f %.3f · turning %.2f · travel %.3f",
               measurement.newCrossings.count, measurement.pops.count, measurement.endOverlaps[0],
               measurement.endOverlaps[1], measurement.turningExcess, measurement.travel)
    }

    static func verdict(_ name: String, _ measurement: MorphMeasurement, _ failures: [MorphFailure], sheet: URL?) -> String {
        var lines = ["\(failures.isEmpty ? "ok  " : "FAIL") \(name)  \(summary(measurement))"]
        lines += failures.map { "     \($0.message)" }
        if let sheet { lines.append("     frames: \(sheet.path)") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func jsonLine(a: String, b: String, measurement: MorphMeasurement, failures: [MorphFailure], sheet: URL?) throws -> String {
        struct Line: Encodable { var a: String, b: String, passed: Bool, measurement: MorphMeasurement, failures: [MorphFailure], sheet: String? }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = Line(a: a, b: b, passed: failures.isEmpty, measurement: measurement, failures: failures, sheet: sheet?.path)
        return String(decoding: try encoder.encode(line), as: UTF8.self) + "\n"
    }
}
