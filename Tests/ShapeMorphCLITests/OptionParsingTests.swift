import ArgumentParser
import ShapeMorph
import ShapeMorphSVG
import Testing
@testable import ShapeMorphCLI
import ShapeMorphSupport

/// How command lines become options, checked on the parser itself: the
/// values each option accepts, its default, and the one-sentence refusal of
/// the rest (exit 64), without running a command.
@Suite("option parsing")
struct OptionParsingTests {
    static func parsed<Command: ParsableCommand>(_ type: Command.Type, _ arguments: [String]) throws -> Command {
        let command = try ShapeMorphCommand.parseAsRoot(arguments)
        return try #require(command as? Command, "parsed \(arguments) as \(Swift.type(of: command))")
    }

    static func refusal(_ arguments: [String]) -> (message: String, code: Int32)? {
        do {
            _ = try ShapeMorphCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return (ShapeMorphCommand.message(for: error), ShapeMorphCommand.exitCode(for: error).rawValue)
        }
    }

    @Test("--precision: 0 to 15 decimals, exact (or 17); 3 when not given", arguments: [
        ([], NumberFormat.decimals(3)),
        (["--precision", "0"], .decimals(0)),
        (["--precision", "15"], .decimals(15)),
        (["--precision", "exact"], .exact),
        (["--precision", "17"], .exact),
    ])
    func precision(arguments: [String], format: NumberFormat) throws {
        let command = try Self.parsed(AtCommand.self, ["at", "heart", "club", "--progress", "0.5"] + arguments)
        #expect(command.morphing.numberFormat == format)
    }

    @Test("--precision refuses what is not a count of decimals", arguments: ["16", "-1", "3.5", "", "exactly"])
    func impossiblePrecision(value: String) throws {
        let refusal = try #require(Self.refusal(["at", "heart", "club", "--progress", "0.5", "--precision=\(value)"]))
        #expect(refusal.code == 64)
        #expect(refusal.message.contains("--precision"))
    }

    @Test("--direction names each orientation mode; match-winding when not given", arguments: [
        ([], MorphOptions.Direction.matchWinding),
        (["--direction", "match-winding"], .matchWinding),
        (["--direction", "minimize-travel"], .minimizeTravel),
        (["--direction", "preserve"], .preserve),
    ])
    func direction(arguments: [String], direction: MorphOptions.Direction) throws {
        let command = try Self.parsed(MorphCommand.self, ["morph", "heart", "club", "-o", "frames"] + arguments)
        #expect(try command.morphing.morphOptions().direction == direction)
    }

    @Test("--direction refuses anything else and lists the modes")
    func unknownDirection() throws {
        let refusal = try #require(Self.refusal(["morph", "heart", "club", "--direction", "sideways"]))
        #expect(refusal.code == 64)
        #expect(refusal.message.contains("one of 'match-winding', 'minimize-travel' or 'preserve'"))
    }

    @Test("An animation's ids begin with its file's name and a dash unless --id-prefix says otherwise", arguments: [
        ("menu.svg", nil, "menu-"), ("icons/Tab bar.css.svg", nil, "Tab-bar-css-"), ("2-up.svg", nil, "_2-up-"), ("-", nil, ""),
        ("é.svg", nil, ""), ("menu.svg", "nav_", "nav_"), ("menu.svg", "", ""),
    ] as [(String, String?, String)])
    func idPrefix(output: String, given: String?, prefix: String) throws {
        let command = try Self.parsed(MorphCommand.self, ["morph", "heart", "club", "--format", "css", "-o", output]
                                      + (given.map { ["--id-prefix", $0] } ?? []))
        #expect((command.output.idPrefix ?? AnimationOutputOptions.idPrefix(forOutput: output)) == prefix)
    }

    @Test("-o NAME.json writes Lottie, -o NAME.lottie a dotLottie and -o NAME.swift SwiftUI without --format; --format wins where given")
    func formatsByExtension() throws {
        #expect(try Self.parsed(MorphCommand.self, ["morph", "heart", "club", "-o", "HeartToClub.swift"]).output.written == .swiftUI)
        #expect(try Self.parsed(MorphCommand.self, ["morph", "heart", "club", "-o", "out/x.JSON"]).output.written == .lottie)
        #expect(try Self.parsed(MorphCommand.self, ["morph", "heart", "club", "-o", "x.lottie"]).output.written == .dotLottie)
        #expect(try Self.parsed(MorphCommand.self, ["morph", "heart", "club", "--format", "lottie", "-o", "x.lottie"]).output.written == .lottie)
    }

    @Test("--id-prefix and --on-demand are for web animations, and the prefix must be selectable by CSS", arguments: [
        (["--format", "css", "--id-prefix", "2x"], "may not begin with a digit"),
        (["--format", "css", "--id-prefix=-2"], "may not begin with a digit"),
        (["--format", "svg", "--id-prefix", "a.b"], "not \".\""),
        (["--format", "lottie", "--on-demand"], "--on-demand is for animations in web pages"),
        (["--id-prefix", "a-"], "--id-prefix is for animations in web pages"),
    ])
    func webOnlyOptions(arguments: [String], reason: String) throws {
        let refusal = try #require(Self.refusal(["morph", "heart", "club", "-o", "out.x"] + arguments))
        #expect(refusal.code == 64)
        #expect(refusal.message.contains(reason), "\(refusal.message)")
    }

    @Test("-o and --force: standard output unless a file is named; replacing only when told", arguments: [
        ["at", "heart", "club", "--progress", "0.5"],
        ["sheet", "heart", "club"],
        ["resample", "heart", "--anchors", "8"],
    ])
    func documentOutput(arguments: [String]) throws {
        func destination(_ extra: [String]) throws -> DocumentOutputOptions {
            switch try ShapeMorphCommand.parseAsRoot(arguments + extra) {
            case let command as AtCommand: command.destination
            case let command as SheetCommand: command.destination
            case let command as ResampleCommand: command.destination
            case let command: throw ValidationError("unexpected \(type(of: command))")
            }
        }
        let plain = try destination([])
        #expect(plain.output == nil && !plain.force)
        let forced = try destination(["-o", "out.svg", "--force"])
        #expect(forced.output == "out.svg" && forced.force)
    }
}
