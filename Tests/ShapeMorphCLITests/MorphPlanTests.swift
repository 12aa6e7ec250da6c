import Foundation
import ShapeMorphTestSupport
import Testing

/// A morph plan pins choices: logged, it replays exactly; partly pinned, it
/// keeps its pins and decides the rest; stale or malformed, it is refused
/// in a sentence naming the entry.
@Suite("Morph plans")
struct MorphPlanTests {
    static func run(_ arguments: String..., in directory: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: directory)
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let badge = repository.appendingPathComponent("docs/documents/badge.svg").path
    static let icon = repository.appendingPathComponent("docs/documents/app-icon.svg").path

    /// The JSON object of the plan file `name`.
    static func plan(_ name: String, in directory: URL) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(name))) as? [String: Any])
    }

    static func write(_ plan: [String: Any], to name: String, in directory: URL) throws {
        try JSONSerialization.data(withJSONObject: plan).write(to: directory.appendingPathComponent(name))
    }

    /// The animated SVG of the badge → icon morph with `options`.
    static func animation(_ options: [String], in directory: URL) throws -> String {
        let result = try CommandRunner.run(["morph", badge, icon, "--format", "svg", "-o", "out.svg", "--force", "-q"] + options, in: directory)
        #expect(result.status == 0, "\(result.error)")
        return try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
    }

    @Test("a logged plan replays byte for byte, automatic or with every element pinned; one pinned pair is --pair; a pinned start is --start")
    func replay() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let logged = try Self.run("inspect", Self.badge, Self.icon, "--plan-out", "plan.json", in: directory)
        #expect(logged.status == 0, "\(logged.error)")
        var plan = try Self.plan("plan.json", in: directory)
        #expect(plan["shapemorphPlan"] as? Int == 1)
        let elements = try #require(plan["elements"] as? [[String: Any]])
        #expect(elements.count == 3 && elements.allSatisfy { $0["pinned"] as? Bool == false })
        let automatic = try Self.animation([], in: directory)
        #expect(try Self.animation(["--plan", "plan.json"], in: directory) == automatic)
        // Every element choice pinned as the engine made it: the same morph.
        plan["elements"] = elements.map { $0.merging(["pinned": true]) { _, new in new } }
        try Self.write(plan, to: "pinned.json", in: directory)
        #expect(try Self.animation(["--plan", "pinned.json"], in: directory) == automatic)
        // A start pinned is a start given: it lands at its segment's beginning, as --start C:S does.
        var starts = try #require(plan["starts"] as? [[String: Any]])
        let (contour, segment) = (try #require(starts[0]["sourceContour"] as? Int), (try #require(starts[0]["startSegment"] as? Int)) + 1)
        starts[0]["pinned"] = true
        starts[0]["startSegment"] = segment
        plan["starts"] = starts
        try Self.write(plan, to: "start.json", in: directory)
        let started = try Self.animation(["--plan", "start.json"], in: directory)
        #expect(started == (try Self.animation(["--start", "\(contour):\(segment)"], in: directory)) && started != automatic)
        // One pair pinned, the rest decided as without it: what --pair pins.
        plan["elements"] = [["source": 1, "target": 2, "pinned": true]]
        plan["starts"] = [[String: Any]]()
        try Self.write(plan, to: "one.json", in: directory)
        let pinned = try Self.animation(["--plan", "one.json"], in: directory)
        #expect(pinned == (try Self.animation(["--pair", "1:2"], in: directory)) && pinned != automatic)
        // inspect logs the pin as pinned, and the rest as automatic.
        let again = try Self.run("inspect", Self.badge, Self.icon, "--plan", "one.json", "--plan-out", "again.json", in: directory)
        #expect(again.status == 0 && again.output.contains("element 1 → element 2"), "\(again.error)")
        let pins = try #require(try Self.plan("again.json", in: directory)["elements"] as? [[String: Any]]).filter { $0["pinned"] as? Bool == true }
        #expect(pins.count == 1 && pins[0]["source"] as? Int == 1 && pins[0]["target"] as? Int == 2)
    }

    @Test("a pinned start keeps its direction: reversed, the target runs the other way, and the plan logged again says so")
    func pinnedDirection() throws {
        let directory = try CommandRunner.temporaryDirectory()
        #expect(try Self.run("inspect", Self.badge, Self.icon, "--plan-out", "plan.json", in: directory).status == 0)
        var plan = try Self.plan("plan.json", in: directory)
        var starts = try #require(plan["starts"] as? [[String: Any]])
        let reversed = try #require(starts[0]["reversed"] as? Bool)
        starts[0]["reversed"] = !reversed
        starts[0]["pinned"] = true
        plan["starts"] = starts
        try Self.write(plan, to: "turned.json", in: directory)
        let automatic = try Self.animation([], in: directory), turned = try Self.animation(["--plan", "turned.json"], in: directory)
        #expect(turned != automatic)
        let again = try Self.run("inspect", Self.badge, Self.icon, "--plan", "turned.json", "--plan-out", "again.json", in: directory)
        #expect(again.status == 0, "\(again.error)")
        let logged = try #require(try Self.plan("again.json", in: directory)["starts"] as? [[String: Any]])
        // (Its segment may be logged as the next where the one pinned has no length: the same place.)
        #expect(logged[0]["reversed"] as? Bool == !reversed && logged[0]["pinned"] as? Bool == true, "\(logged[0])")
    }

    @Test("--split and --merge choose the pair an element alone grows out of or shrinks into; a plan pins the same; bad ones refused")
    func neighbours() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let automatic = try Self.run("inspect", Self.badge, Self.icon, in: directory)
        #expect(automatic.output.contains("layer 2: element 2 of the target splits from layer 0 (element 0 → element 0)"), "\(automatic.output)")
        let split = try Self.run("inspect", Self.badge, Self.icon, "--split", "2:1", "--plan-out", "split.json", in: directory)
        #expect(split.output.contains("layer 2: element 2 of the target splits from layer 1 (element 1 → element 1)"), "\(split.output)")
        let merge = try Self.run("inspect", Self.icon, Self.badge, "--merge", "2:1", in: directory)
        #expect(merge.output.contains("layer 2: element 2 merges into layer 1 (element 1 → element 1)"), "\(merge.output)")
        // The plan logged with the split pins it: the same morph as the option.
        let lone = try #require(try Self.plan("split.json", in: directory)["elements"] as? [[String: Any]]).filter { $0["source"] == nil }
        #expect(lone.count == 1 && lone[0]["pinned"] as? Bool == true && lone[0]["neighbour"] as? Int == 1)
        #expect(try Self.animation(["--plan", "split.json"], in: directory) == (try Self.animation(["--split", "2:1"], in: directory)))
        let partnered = try Self.run("inspect", Self.badge, Self.icon, "--split", "2:1", "--pair", "1:2", in: directory)
        #expect(partnered.status == 64 && partnered.error.contains("--split 2:1: that element is pinned to a partner"), "\(partnered.error)")
        let unpaired = try Self.run("inspect", Self.badge, Self.icon, "--split", "2:1", "--pair=1:-", in: directory)
        #expect(unpaired.status == 64 && unpaired.error.contains("--split 2:1: source element 1 is not in a pair"), "\(unpaired.error)")
        let missing = try Self.run("inspect", Self.badge, Self.icon, "--merge", "5:0", in: directory)
        #expect(missing.status == 64 && missing.error.contains("--merge 5:0: the source has 2 elements"), "\(missing.error)")
    }

    @Test("stale, malformed and contradictory plans are refused in a sentence; a plan needs two shapes")
    func refusals() throws {
        let directory = try CommandRunner.temporaryDirectory()
        #expect(try Self.run("inspect", Self.badge, Self.icon, "--plan-out", "plan.json", in: directory).status == 0)
        let stale = try Self.run("morph", Self.badge, "heart", "--plan", "plan.json", "-o", "x", in: directory)
        #expect(stale.status == 1 && stale.error.contains("--plan plan.json: made for a target") && stale.error.contains("make the plan again"),
                "\(stale.error)")
        try Data(#"{"shapemorphPlan": 1, "elements": []}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        let malformed = try Self.run("morph", Self.badge, Self.icon, "--plan", "bad.json", "-o", "x", in: directory)
        #expect(malformed.status == 1 && malformed.error.contains("not a morph plan (\"source\" missing at the top)"), "\(malformed.error)")
        var plan = try Self.plan("plan.json", in: directory)
        plan["elements"] = [["source": 0, "target": 1, "pinned": true], ["source": 1, "target": 0, "pinned": true]]
        try Self.write(plan, to: "crossing.json", in: directory)
        let crossing = try Self.run("morph", Self.badge, Self.icon, "--plan", "crossing.json", "-o", "x", in: directory)
        #expect(crossing.status == 64 && crossing.error.contains("--plan crossing.json: pairs 0:1 and 1:0 cross"), "\(crossing.error)")
        plan = try Self.plan("plan.json", in: directory)
        var starts = try #require(plan["starts"] as? [[String: Any]])
        starts[0]["pinned"] = true
        starts[0]["startSegment"] = 999
        plan["starts"] = starts
        try Self.write(plan, to: "start.json", in: directory)
        let start = try Self.run("morph", Self.badge, Self.icon, "--plan", "start.json", "-o", "x", in: directory)
        #expect(start.status == 64 && start.error.contains("--plan start.json: starts[0]: the partner of source contour"), "\(start.error)")
        let three = try Self.run("morph", Self.badge, Self.icon, "heart", "--plan", "plan.json", "--plan", "plan.json", "--plan", "plan.json",
                                 "-o", "x", in: directory)
        #expect(three.status == 64 && three.error.contains("--plan is given once per leg, in order: 2 at most"), "\(three.error)")
        let twice = try Self.run("at", Self.badge, Self.icon, "--plan", "plan.json", "--plan", "plan.json", "--progress", "0.5", in: directory)
        #expect(twice.status == 64 && twice.error.contains("between two shapes, give one"), "\(twice.error)")
    }

    @Test("through three shapes a plan per leg pins each leg: its frames are those of its two shapes with its plan")
    func planPerLeg() throws {
        let directory = try CommandRunner.temporaryDirectory()
        #expect(try Self.run("inspect", Self.badge, Self.icon, "--plan-out", "there.json", in: directory).status == 0)
        #expect(try Self.run("inspect", Self.icon, Self.badge, "--plan-out", "back.json", in: directory).status == 0)
        var back = try Self.plan("back.json", in: directory)
        back["elements"] = [["source": 2, "target": 0, "pinned": true]]
        try Self.write(back, to: "back.json", in: directory)
        let frames = ["--fps", "4", "--duration", "1", "--force", "-q"]
        let timeline = try CommandRunner.run(["morph", Self.badge, Self.icon, Self.badge, "--plan", "there.json", "--plan", "back.json", "-o", "timeline"] + frames,
                                    in: directory)
        #expect(timeline.status == 0, "\(timeline.error)")
        let unplanned = try CommandRunner.run(["morph", Self.badge, Self.icon, Self.badge, "--plan", "there.json", "-o", "unplanned"] + frames, in: directory)
        let leg = try CommandRunner.run(["morph", Self.icon, Self.badge, "--plan", "back.json", "-o", "leg"] + frames, in: directory)
        #expect(unplanned.status == 0 && leg.status == 0, "\(unplanned.error) \(leg.error)")
        let frame = { (folder: String, number: Int) in
            try String(contentsOf: directory.appendingPathComponent(String(format: "\(folder)/frame-%04d.svg", number)), encoding: .utf8)
        }
        // Frames 5 to 9 of the timeline are the second leg: those of icon → badge with its plan, and not the automatic ones.
        for number in 1...5 {
            #expect(try frame("timeline", number + 4) == (try frame("leg", number)), "frame \(number + 4)")
        }
        #expect(try frame("timeline", 7) != (try frame("unplanned", 7)))
    }

    @Test("a plan pins which contour meets which inside a pair of elements, and whether a pair turns; pins across pairs refused")
    func contoursAndMotions() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let files = [
            "two.svg": #"<path d="M10 10h20v20h-20z M70 10h20v20h-20z"/>"#, "low.svg": #"<path d="M10 70h20v20h-20z M70 70h20v20h-20z"/>"#,
            "bar.svg": #"<rect x="20" y="40" width="60" height="20"/>"#,
            "turned.svg": #"<rect x="20" y="40" width="60" height="20" transform="rotate(40 50 50)"/>"#,
        ]
        for (name, content) in files {
            try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\#(content)</svg>"#.utf8).write(to: directory.appendingPathComponent(name))
        }
        #expect(try Self.run("inspect", "two.svg", "low.svg", "--plan-out", "plan.json", in: directory).status == 0)
        var plan = try Self.plan("plan.json", in: directory)
        let automatic = try #require(plan["contours"] as? [[String: Any]]).map { [$0["source"] as? Int, $0["target"] as? Int] }
        #expect(automatic == [[0, 0], [1, 1]], "\(automatic)")
        // Both swapped: each square goes to the other corner.
        plan["contours"] = [["source": 0, "target": 1, "pinned": true], ["source": 1, "target": 0, "pinned": true]]
        try Self.write(plan, to: "swapped.json", in: directory)
        let swapped = try Self.run("inspect", "two.svg", "low.svg", "--plan", "swapped.json", in: directory)
        #expect(swapped.output.contains("contour 0 → contour 1:") && swapped.output.contains("contour 1 → contour 0:"), "\(swapped.output)")
        // One pinned: the other source contour's partner is taken, so both left over grow and shrink; logged again, the pin stays pinned.
        plan["contours"] = [["source": 0, "target": 1, "pinned": true]]
        try Self.write(plan, to: "one.json", in: directory)
        let one = try Self.run("inspect", "two.svg", "low.svg", "--plan", "one.json", "--plan-out", "again.json", in: directory)
        #expect(one.output.contains("contour 0 → contour 1:") && one.output.contains("contour 1 → a point") && one.output.contains("a point → contour 0"),
                "\(one.output)")
        let logged = try #require(try Self.plan("again.json", in: directory)["contours"] as? [[String: Any]])
        #expect(logged.filter { $0["pinned"] as? Bool == true }.count == 1 && logged.count == 3, "\(logged)")
        // A turned bar turns; pinned straight, it does not.
        #expect(try Self.run("inspect", "bar.svg", "turned.svg", "--plan-out", "turn.json", in: directory).status == 0)
        var turn = try Self.plan("turn.json", in: directory)
        var motions = try #require(turn["motions"] as? [[String: Any]])
        #expect(motions.count == 1 && motions[0]["turns"] as? Bool == true && motions[0]["fittedTurn"] as? Double == 40, "\(motions)")
        motions[0]["turns"] = false
        motions[0]["pinned"] = true
        turn["motions"] = motions
        try Self.write(turn, to: "straight.json", in: directory)
        let straight = try Self.run("inspect", "bar.svg", "turned.svg", "--plan", "straight.json", in: directory)
        #expect(straight.output.contains("does not turn (the best turn, 40°, is not played)"), "\(straight.output)")
        #expect(try Self.run("inspect", "bar.svg", "turned.svg", "--motion", "linear", in: directory).output
                == (try Self.run("inspect", "bar.svg", "turned.svg", "--plan", "straight.json", in: directory)).output)
        // A contour pair across two pairs of elements cannot be kept.
        #expect(try Self.run("inspect", Self.badge, Self.icon, "--plan-out", "badge.json", in: directory).status == 0)
        var badge = try Self.plan("badge.json", in: directory)
        badge["contours"] = [["source": 0, "target": 1, "pinned": true]]
        try Self.write(badge, to: "across.json", in: directory)
        let across = try Self.run("morph", Self.badge, Self.icon, "--plan", "across.json", "-o", "x", in: directory)
        #expect(across.status == 64 && across.error.contains("--plan across.json: contours[0]: source contour 0 with target contour 1 cannot be kept"),
                "\(across.error)")
    }
}
