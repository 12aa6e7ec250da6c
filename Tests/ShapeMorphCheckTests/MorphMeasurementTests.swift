import Foundation
import ShapeMorph
import ShapeMorphCheck
import ShapeMorphSVG
import Testing

@Suite("Morphs under test: clean morphs pass, known-bad ones are caught")
struct MorphMeasurementTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    static func builtIn(_ name: String) -> SVGDocument { try! SVGDocument(builtIn: name) }

    @Test("the card suits morph cleanly: no failures, ends rendering as the inputs, no pops", arguments: [
        ("heart", "club"), ("club", "spade"), ("spade", "diamond"), ("diamond", "heart"), ("heart", "dots"),
    ])
    func clean(pair: (String, String)) throws {
        let measurement = try MorphMeasurement(DocumentMorph(from: Self.builtIn(pair.0), to: Self.builtIn(pair.1)))
        #expect(MorphLimits().failures(of: measurement).isEmpty, "\(MorphLimits().failures(of: measurement))")
        #expect(measurement.endOverlaps.count == 2 && measurement.endOverlaps.allSatisfy { $0 >= 0.99 })
    }

    /// Whether the polyline through `points` (closed) has two chords that
    /// are not neighbours and properly cross, within `reach` of `point`:
    /// every pair of chords tried, nothing shared with the engine's sweep.
    static func crossesItself(_ points: [Point], near point: Point, reach: Double) -> Bool {
        func side(_ a: Point, _ b: Point, _ c: Point) -> Double { (b - a).cross(c - a) }
        let count = points.count
        for i in 0..<count {
            let (a, b) = (points[i], points[(i + 1) % count])
            for j in stride(from: i + 2, to: count, by: 1) where !(i == 0 && j == count - 1) {
                let (c, d) = (points[j], points[(j + 1) % count])
                guard side(a, b, c) * side(a, b, d) < 0, side(c, d, a) * side(c, d, b) < 0 else { continue }
                let t = side(c, d, a) / (side(c, d, a) - side(c, d, b))
                if (a + (b - a) * t).distance(to: point) <= reach { return true }
            }
        }
        return false
    }

    @Test("a start forced two segments round twists heart → spade: flagged, and every crossing reported is a real crossing of that frame")
    func twistedStart() throws {
        let (heart, spade) = (Self.builtIn("heart"), Self.builtIn("spade"))
        let morph = DocumentMorph(from: heart, to: spade, options: MorphOptions(startSegmentOverrides: [0: 2]))
        let measurement = try MorphMeasurement(morph)
        let failures = MorphLimits().failures(of: measurement)
        #expect(failures.map(\.measure) == [.newCrossings])
        #expect(!measurement.newCrossings.isEmpty)
        let size = heart.viewBox.diagonal
        for crossing in measurement.newCrossings {
            let contour = morph.morph.shape(at: crossing.progress).contours[crossing.contour]
            #expect(Self.crossesItself(contour.flattened(piecesPerSegment: 256), near: crossing.point, reach: 0.02 * size),
                    "p = \(crossing.progress) at \(crossing.point)")
        }
        #expect(try MorphLimits().failures(of: MorphMeasurement(DocumentMorph(from: heart, to: spade))).isEmpty)
    }

    @Test("a naive pairing (contours by their order in the files, each from its file's start) is flagged where the engine's is clean")
    func naivePairing() throws {
        let a = try SVGDocument(contentsOf: Self.corpus.appendingPathComponent("bootstrap/icons/train-freight-front.svg"))
        let b = try SVGDocument(contentsOf: Self.corpus.appendingPathComponent("bootstrap/icons/train-front.svg"))
        let count = min(a.shape.contours.count, b.shape.contours.count)
        let naive = MorphOptions(startSegmentOverrides: Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 0) }),
                                 contourPairs: (0..<count).map { ContourPair(source: $0, target: $0) })
        #expect(try MorphLimits().failures(of: MorphMeasurement(DocumentMorph(from: a, to: b, options: naive))).map(\.measure)
                .contains(.newCrossings))
        #expect(try MorphLimits().failures(of: MorphMeasurement(DocumentMorph(from: a, to: b))).isEmpty)
    }

    @Test("end frames that lost the input's fill rule (a ring filled even-odd drawn non-zero) are flagged")
    func fillRuleChange() throws {
        func ring(_ rule: String) -> String {
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path fill-rule="\#(rule)" d="M2 10a8 8 0 1 0 16 0a8 8 0 1 0-16 0M6 10a4 4 0 1 0 8 0a4 4 0 1 0-8 0"/></svg>"#
        }
        let evenOdd = try SVGDocument(data: Data(ring("evenodd").utf8), fileName: "ring.svg")
        let lost = try SVGDocument(data: Data(ring("nonzero").utf8), fileName: "ring.svg")
        let circle = Self.builtIn("circle")
        let measurement = try MorphMeasurement(DocumentMorph(from: lost, to: circle), sourceSVG: ring("evenodd"))
        let failures = MorphLimits().failures(of: measurement)
        #expect(failures.map(\.measure) == [.endOverlap] && failures.first?.progresses == [0], "\(failures)")
        #expect(measurement.endOverlaps[0] < 0.9 && measurement.endOverlaps[1] >= 0.99)
        #expect(try MorphLimits().failures(of: MorphMeasurement(DocumentMorph(from: evenOdd, to: circle), sourceSVG: ring("evenodd"))).isEmpty)
    }

    @Test("pops are measured over the frames that play: a heart jumping into three dots in two steps pops, smoothly it does not")
    func pops() throws {
        let morph = DocumentMorph(from: Self.builtIn("heart"), to: Self.builtIn("dots"))
        let stepped = try MorphMeasurement(morph, progresses: [0, 0.5, 1])
        #expect(!stepped.pops.isEmpty && MorphLimits().failures(of: stepped).map(\.measure) == [.pops])
        #expect(try MorphMeasurement(morph).pops.isEmpty)
    }

    @Test("a picture that changes at once pops: filters in other units inside four groups of changing blend modes, switching half way, do; a shadow that grows, filters in other units and a blend mode, each shared between two copies, a turned group, two groups merging into one and a layer crossing between groups do not")
    func picturePops() throws {
        func document(_ body: String) throws -> SVGDocument {
            try SVGDocument(data: Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#fbbf24"/>\##(body)</svg>"##.utf8),
                            fileName: "end.svg")
        }
        let square = ##"<rect x="20" y="20" width="50" height="50" fill="#2563eb"/>"##
        // Filters in other units are shared between two copies of their group, but not inside four groups that are so
        // shared already (`SVGCarriedContent.deepestUnderlays`): there the tint switches to the inversion half way,
        // leaving the drawn area as it is.
        let tint = ##"<filter id="t" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><feColorMatrix type="hueRotate" values="90"/></filter>"##
        let invert = ##"<filter id="i"><feComponentTransfer><feFuncR type="table" tableValues="1 0"/><feFuncG type="table" tableValues="1 0"/><feFuncB type="table" tableValues="1 0"/></feComponentTransfer></filter>"##
        let tinted = try document(##"\##(tint)<g filter="url(#t)">\##(square)</g>"##)
        let inverted = try document(##"\##(invert)<g filter="url(#i)">\##(square)</g>"##)
        func nested(_ body: String, in mode: String) -> String {
            String(repeating: ##"<g style="mix-blend-mode: \##(mode)">"##, count: 4) + body + String(repeating: "</g>", count: 4)
        }
        let deepTinted = try document(tint + nested(##"<g filter="url(#t)">\##(square)</g>"##, in: "darken"))
        let deepInverted = try document(invert + nested(##"<g filter="url(#i)">\##(square)</g>"##, in: "lighten"))
        let switched = try MorphMeasurement(DocumentMorph(from: deepTinted, to: deepInverted))
        #expect(switched.pops.map(\.kind) == [.picture] && switched.pops.first?.from == 29.0 / 60 && switched.pops.first?.to == 0.5
                && switched.largestJump < MorphLimits.popShare, "\(switched.pops)")
        #expect(MorphLimits().failures(of: switched).map(\.message) == [
            "the picture changes at once, over 4 times as fast as the frames beside, between 1 pair of frames (an effect, group or paint switching): "
                + String(format: "p = 0.483 → 0.5 (%.1f %% of the colour)", 100 * switched.pops[0].jump)])
        // (The shadow is not an feDropShadow: librsvg 2.54 draws nothing for one.)
        let shadowed = try document(##"<defs><filter id="s"><feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feOffset dx="4" dy="4"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs><g filter="url(#s)" transform="rotate(10 50 50)">\##(square)</g>"##)
        #expect(try MorphMeasurement(DocumentMorph(from: try document(square), to: shadowed)).pops.isEmpty)
        let blended = try document(##"<g style="mix-blend-mode: multiply">\##(square)</g>"##)
        #expect(try MorphMeasurement(DocumentMorph(from: try document("<g>\(square)</g>"), to: blended)).pops.isEmpty)
        #expect(try MorphMeasurement(DocumentMorph(from: tinted, to: inverted)).pops.isEmpty)
        let turned = try document(##"\##(tint)<g filter="url(#t)" transform="rotate(3 50 50)">\##(square)</g>"##)
        #expect(try MorphMeasurement(DocumentMorph(from: turned, to: inverted)).pops.isEmpty)
        let small = ##"<rect x="75" y="75" width="20" height="20" fill="#2563eb"/>"##
        let twoGroups = try document(##"\##(tint)<g filter="url(#t)">\##(square)</g><g filter="url(#t)" opacity="0.9">\##(small)</g>"##)
        let oneGroup = try document(##"\##(invert)<g filter="url(#i)">\##(square)\##(small)</g>"##)
        #expect(try MorphMeasurement(DocumentMorph(from: twoGroups, to: oneGroup)).pops.isEmpty)
        // The small square is in the first group at the source and the second at the target, each in step with another.
        let dot = ##"<circle cx="85" cy="10" r="8" fill="#2563eb"/>"##
        let crossingFrom = try document(##"\##(tint)<g filter="url(#t)">\##(square)\##(small)</g><g filter="url(#t)" opacity="0.9">\##(dot)</g>"##)
        let turn = ##"<filter id="h"><feColorMatrix type="hueRotate" values="200"/></filter>"##
        let crossingInto = try document(##"\##(invert)\##(turn)<g filter="url(#i)">\##(square)</g><g filter="url(#h)">\##(small)\##(dot)</g>"##)
        #expect(try MorphMeasurement(DocumentMorph(from: crossingFrom, to: crossingInto)).pops.isEmpty)
    }

    @Test("picture pops: a step much larger than the steps beside it and the median; held frames, steps and a spring's turn are none")
    func picturePopSteps() {
        let linear = (0...60).map { Double($0) / 60 }
        var changes = Array(repeating: 0.002, count: 60)
        #expect(MorphMeasurement.picturePops(changes: changes, at: linear).isEmpty)
        changes[30] = 0.02
        #expect(MorphMeasurement.picturePops(changes: changes, at: linear).map(\.from) == [0.5])
        changes[30] = 0.0004
        #expect(MorphMeasurement.picturePops(changes: Array(repeating: 0.0001, count: 30) + [0.0004] + Array(repeating: 0.0001, count: 29), at: linear).isEmpty,
                "below the floor")
        // steps(4): frames held, then a quarter of the way at once.
        let stepped = (0...60).map { (Double($0) / 15).rounded(.down) / 4 }
        let steppedChanges = zip(stepped, stepped.dropFirst()).map { $1 > $0 ? 0.03 : 0 }
        #expect(MorphMeasurement.picturePops(changes: steppedChanges, at: stepped).isEmpty)
        // A spring turning back: a tiny advance whose picture changes by rounding as much as its neighbours'.
        let turning = [0.9, 1.02, 1.045, 1.0452, 1.04, 1.02]
        #expect(MorphMeasurement.picturePops(changes: [0.01, 0.002, 0.0009, 0.0011, 0.002], at: turning).isEmpty)
    }

    @Test("limits: a travel limit flags long travel; the defaults have none for travel or turning")
    func limits() throws {
        let measurement = try MorphMeasurement(DocumentMorph(from: Self.builtIn("heart"), to: Self.builtIn("club")))
        var limits = MorphLimits()
        #expect(limits.travel == nil && limits.turningExcess == nil)
        limits.travel = measurement.travel / 2
        limits.turningExcess = measurement.turningExcess / 2
        #expect(limits.failures(of: measurement).map(\.measure) == [.turningExcess, .travel])
    }

    @Test("a value just past its limit prints with the digits that tell them apart, never \"1.00, more than 1.00\"")
    func limitsPrintedApart() throws {
        var measurement = try MorphMeasurement(DocumentMorph(from: Self.builtIn("heart"), to: Self.builtIn("club")))
        (measurement.turningExcess, measurement.travel, measurement.areaFromNothing, measurement.contoursFromNothing) = (1.0004, 0.25, 0.2500001, 1)
        var limits = MorphLimits()
        (limits.turningExcess, limits.travel) = (1.0, 0.2)
        limits.areaFromNothing = 0.25
        let messages = limits.failures(of: measurement).map(\.message)
        #expect(messages == ["the frame at p = 0.5 turns 1.0004 times as much as the ends (a twist), more than 1.0000",
                             "1 contours holding 25.00001 % of the area grow from empty space, more than 25.00000 %",
                             "points travel 0.250 of the diagonal on average, more than 0.200"], "\(messages)")
        // Exactly at a limit passes: the comparison is of the unrounded values.
        measurement.turningExcess = 1.0
        #expect(!limits.failures(of: measurement).contains { $0.measure == .turningExcess })
    }

    /// A rectangle from `x0, y0` to `x1, y1`, in a 0–40 square drawing.
    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> SVGDocument {
        SVGDocument(shape: Shape(contours: [Contour(closedThrough: [
            Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)])]),
            viewBox: Rect(minX: 0, minY: 0, maxX: 40, maxY: 40))
    }

    @Test("a square growing about its centre hardly distorts, and its area drifts from the straight line as (1 + p)² does")
    func growingSquare() throws {
        let measurement = try MorphMeasurement(DocumentMorph(from: Self.rectangle(15, 15, 25, 25), to: Self.rectangle(10, 10, 30, 30)))
        // Not 0: the match cuts the sides a little off their corresponding points (issue #60).
        #expect(measurement.distortion < 0.005, "\(measurement.distortion)")
        // Area (1 + p)² × 100 against the line 100 + 300 p: 25 below it half way, over the larger end's 400.
        #expect(abs(measurement.areaDrift - 0.0625) < 0.005, "\(measurement.areaDrift)")
    }

    @Test("a square stretched along one side distorts: its top and bottom grow faster than its outline")
    func stretchedSquare() throws {
        let measurement = try MorphMeasurement(DocumentMorph(from: Self.rectangle(5, 15, 15, 25), to: Self.rectangle(5, 15, 35, 25)))
        // Top 10 → 30 of an outline 40 → 80: between the first two sixtieths, ln((10⅓/40⅔)/(10/40)) ≈ 0.0165 at least.
        #expect(measurement.distortion > 0.0165, "\(measurement.distortion)")
    }
}
