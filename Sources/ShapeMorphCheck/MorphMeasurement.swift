import Foundation
public import ShapeMorph
public import ShapeMorphSVG
public import ShapeMorphRaster
import ShapeMorphSupport

/// How clean a morph of two documents is, by the measures `shapemorph
/// check`, the testing library and the quality harness share: new
/// self-crossings, contours from nothing, elements that fade instead of
/// morphing, end frames against the inputs, pops, turning excess and travel.
public struct MorphMeasurement: Sendable, Codable {
    /// A contour crossing itself over a stretch of progress although
    /// neither of its ends does.
    public struct Crossing: Sendable, Codable, Equatable {
        /// The first frame checked where it crosses itself.
        public var progress: Double
        /// The matched contour (an index into `Morph.matches`).
        public var contour: Int
        /// Where it crosses itself in that frame, in the documents' user space.
        public var point: Point
        /// The first and last progress where it crosses itself, to within
        /// `MorphMeasurement.crossingProgressAccuracy` (the frames checked
        /// next to them do not cross).
        public var from: Double, to: Double
    }

    /// Two frames whose drawn areas differ by more than `MorphLimits.popShare`
    /// of the ends' mean area, or whose pictures change far more than the
    /// frames beside them do (an effect, group or paint switching at once).
    public struct Pop: Sendable, Codable, Equatable {
        /// What jumps.
        public enum Kind: String, Sendable, Codable {
            /// The drawn area (pixels' coverage).
            case area
            /// The picture (pixels' colours over white) at the same places.
            case picture
        }
        /// The progresses of the two frames.
        public var from: Double, to: Double
        /// For `.area`, the change of drawn area over the ends' mean area;
        /// for `.picture`, the mean change of a pixel's colour channels
        /// (over 255) between the two frames.
        public var jump: Double
        /// What jumps.
        public var kind: Kind
    }

    /// Matched contours (one per pair or unpaired contour).
    public var contours = 0
    /// Matched contours with a partner on both sides.
    public var pairedContours = 0
    /// Contours that grow from, or shrink to, a point on no other contour's
    /// outline and, for filled shapes, inside no filled region.
    public var contoursFromNothing = 0
    /// Their share of the area of all contours.
    public var areaFromNothing = 0.0
    /// New self-crossings, one per contour and stretch of progress, found
    /// exactly (`SelfContactSearch`, to a millionth of the contour's size)
    /// at every sixtieth of the way and at the given progresses
    /// outside 0…1 (springs overshoot), each stretch's ends found by
    /// bisection.
    public var newCrossings: [Crossing] = []
    /// Total absolute turning at progress ½ over the mean of the ends'.
    public var turningExcess = 1.0
    /// The mean distance points travel over the diagonal of both ends' bounds.
    public var travel = 0.0
    /// How unevenly outlines stretch (a Whited–Rossignac style measure):
    /// between frames a sixtieth of the way apart, the largest |ln| of a
    /// segment's change of arc length over its contour's, for segments of
    /// at least 1 % of their contour's length in both frames. 0 when every
    /// outline only grows or shrinks as a whole; 0.1 is a segment
    /// stretching about 10 % more than its outline in one sixtieth.
    public var distortion = 0.0
    /// How far the drawn area strays from the straight line between the
    /// ends' drawn areas, over the larger end's area, at the frames checked
    /// for pops.
    public var areaDrift = 0.0
    /// The elements of each end.
    public var elements: [Int] = []
    /// Elements paired one to one; elements that split from a paired
    /// neighbour (only the target has them) and merge into one (only the source).
    public var elementPairs = 0, splits = 0, merges = 0
    /// Elements that fade while the other end has elements (when none
    /// pairs), and texts kept as text that cross-fade (a label that changes
    /// is one: `textCrossFades`).
    public var crossFades = 0
    /// Texts kept as text (not drawn as outlines) that cross-fade: the
    /// larger count of either end's texts the other does not draw alike.
    public var textCrossFades = 0
    /// Paired elements whose fill or stroke colour, at some sixteenth of
    /// the way, goes back towards its start's colour in OKLab or past
    /// either end's: colour must move monotonically (0.01 of OKLab's
    /// lightness range allowed for 8-bit rounding; gradients and patterns
    /// are not measured).
    public var colourDetours = 0
    /// How the frames at progress 0 and 1 render against the inputs: the
    /// intersection over union of their drawn pixels (alpha at least ½).
    public var endOverlaps: [Double] = []
    /// Consecutive frames whose drawn areas or pictures jump.
    public var pops: [Pop] = []
    /// The largest change of drawn area between consecutive frames, over the ends' mean.
    public var largestJump = 0.0

    /// The side of the square pictures rendered measures are drawn at.
    public static let pictureSide = 256

    /// Measures `morph`. `sourceSVG` and `targetSVG` are the inputs' SVG
    /// text as the end frames must render (default: the documents the
    /// morph was made from); `progresses`, in order, are the frames checked
    /// for pops (default: 61 from 0 to 1; a timing curve's frames, possibly
    /// overshooting, say what plays).
    public init(_ morph: DocumentMorph, sourceSVG: String? = nil, targetSVG: String? = nil,
                progresses: [Double] = (0...60).map { Double($0) / 60 }) throws(RasterError) {
        let isFilled = morph.source.paint.isFilled || morph.target.paint.isFilled
        measureContours(of: morph.morph, isFilled: isFilled, extraProgresses: progresses.filter { $0 < 0 || $0 > 1 })
        elements = [morph.source.elements.count, morph.target.elements.count]
        elementPairs = morph.pairs.count { $0.source != nil && $0.target != nil }
        splits = morph.pairs.count { $0.source == nil }
        merges = morph.pairs.count { $0.target == nil }
        textCrossFades = morph.crossFadingTexts
        crossFades = (elementPairs == 0 && elements.allSatisfy({ $0 > 0 }) ? splits + merges : 0) + textCrossFades
        colourDetours = Self.colourDetours(of: morph)
        try measurePictures(of: morph, sourceSVG: sourceSVG ?? morph.source.svgText(format: .exact),
                            targetSVG: targetSVG ?? morph.target.svgText(format: .exact), progresses: progresses)
    }

    /// The frames of `morph` at progress 0 and 1, each in its input's
    /// viewBox and size: what must render like the inputs.
    static func endFrames(of morph: DocumentMorph) -> [SVGDocument] {
        var (start, end) = (morph.document(at: 0), morph.document(at: 1))
        (end.viewBox, end.width, end.height) = (morph.target.viewBox, morph.target.width, morph.target.height)
        return [start, end]
    }

    /// The frames of `morph` at `progresses`, all in both ends' viewBoxes united.
    public static func frames(of morph: DocumentMorph, at progresses: [Double]) -> [SVGDocument] {
        progresses.map { progress in
            var frame = morph.document(at: progress)
            (frame.viewBox, frame.width, frame.height) = (morph.source.viewBox.union(morph.target.viewBox), nil, nil)
            return frame
        }
    }

    private mutating func measureContours(of morph: Morph, isFilled: Bool, extraProgresses: [Double]) {
        let source = morph.matchedSource, target = morph.matchedTarget
        let diagonal = [morph.source.bounds, morph.target.bounds].compactMap { $0 }
            .reduce(nil as Rect?) { $0?.union($1) ?? $1 }?.diagonal ?? 1
        contours = morph.matches.count
        pairedContours = morph.matches.count { $0.pair.source != nil && $0.pair.target != nil }

        let areas = zip(source.contours, target.contours).map { max(abs($0.signedArea), abs($1.signedArea)) }
        let totalArea = areas.reduce(0, +)
        for (index, (p, q)) in zip(source.contours, target.contours).enumerated() {
            for (collapsed, end) in [(p, source), (q, target)] where collapsed.segments.allSatisfy(\.isDegenerate) {
                guard let point = collapsed.startPoint else { continue }
                let others = Shape(contours: end.contours.enumerated().filter { $0.offset != index }.map(\.element),
                                   fillRule: end.fillRule)
                let onOutline = others.contours.contains { Self.distance(from: point, to: $0) <= 0.01 * diagonal }
                if !onOutline && !(isFilled && others.contains(point)) {
                    contoursFromNothing += 1
                    areaFromNothing += totalArea > 0 ? areas[index] / totalArea : 0
                }
            }
        }

        newCrossings = Self.newCrossings(of: morph, extraProgresses: extraProgresses)

        let endTurning = (Self.turning(morph.shape(at: 0)) + Self.turning(morph.shape(at: 1))) / 2
        turningExcess = endTurning > 0 ? Self.turning(morph.shape(at: 0.5)) / endTurning : 1

        var sum = 0.0, weights = 0.0
        for (p, q) in zip(source.contours, target.contours) {
            for (a, b) in zip(p.segments, q.segments) {
                let weight = (a.controlPolygonLength + b.controlPolygonLength) / 2 + roundingFraction
                var distances = 0.0
                for step in 0..<8 { distances += a.point(at: Double(step) / 8).distance(to: b.point(at: Double(step) / 8)) }
                sum += weight * distances / 8
                weights += weight
            }
        }
        travel = weights > 0 ? sum / weights / diagonal : 0
        distortion = Self.distortion(of: morph)
    }

    /// The largest uneven stretch between frames a sixtieth of the way
    /// apart (see `distortion`).
    static func distortion(of morph: Morph) -> Double {
        let lengths = (0...60).map { step in
            morph.shape(at: Double(step) / 60).contours.map { $0.segments.map { $0.arcLength(tolerance: 1e-4) } }
        }
        var largest = 0.0
        for (before, after) in zip(lengths, lengths.dropFirst()) {
            for (a, b) in zip(before, after) {
                let (totalA, totalB) = (a.reduce(0, +), b.reduce(0, +))
                guard totalA > 0, totalB > 0 else { continue }
                for (x, y) in zip(a, b) where x >= 0.01 * totalA && y >= 0.01 * totalB {
                    largest = max(largest, abs(log((y / totalB) / (x / totalA))))
                }
            }
        }
        return largest
    }

    /// The tolerance of the crossing search, over the size of the contour
    /// searched (the diagonal of its control points' box): crossings
    /// shallower than this are touches, and a contour that only grows or
    /// shrinks is judged alike at every size.
    public static let crossingTolerance = 1e-6

    /// How closely the first and last progress of a crossing are found.
    public static let crossingProgressAccuracy = 1e-4

    /// Every contour's new self-crossings in `morph`, one per stretch of
    /// the frames at every sixtieth of the way where it crosses itself, and
    /// one per crossing frame at `extraProgresses`.
    static func newCrossings(of morph: Morph, extraProgresses: [Double]) -> [Crossing] {
        func crossing(_ contour: Contour) -> Point? { SelfContactSearch(contour, relativeTolerance: Self.crossingTolerance).crossing }
        let clean = zip(morph.matchedSource.contours, morph.matchedTarget.contours).map {
            crossing($0) == nil && crossing($1) == nil
        }
        let steps = 60
        let frames = (1..<steps).map { morph.shape(at: Double($0) / Double(steps)) }
        var crossings: [Crossing] = []
        for index in clean.indices where clean[index] {
            func crosses(at progress: Double) -> Bool { crossing(morph.shape(at: progress).contours[index]) != nil }
            /// The progress between `clean` and `crossing` (1/60 apart) where the crossing starts or ends.
            func boundary(clean: Double, crossing: Double) -> Double {
                var (clean, crossing) = (clean, crossing)
                while abs(crossing - clean) > Self.crossingProgressAccuracy {
                    let middle = (clean + crossing) / 2
                    if crosses(at: middle) { crossing = middle } else { clean = middle }
                }
                return crossing
            }
            var step = 1
            while step < steps {
                guard let point = crossing(frames[step - 1].contours[index]) else { step += 1; continue }
                var last = step
                while last + 1 < steps, crossing(frames[last].contours[index]) != nil { last += 1 }
                let (first, end) = (Double(step) / Double(steps), Double(last) / Double(steps))
                crossings.append(Crossing(progress: first, contour: index, point: point,
                                          from: boundary(clean: first - 1 / Double(steps), crossing: first),
                                          to: boundary(clean: end + 1 / Double(steps), crossing: end)))
                step = last + 1
            }
            for progress in extraProgresses {
                if let point = crossing(morph.shape(at: progress).contours[index]) {
                    crossings.append(Crossing(progress: progress, contour: index, point: point, from: progress, to: progress))
                }
            }
        }
        return crossings.sorted { ($0.progress, $0.contour) < ($1.progress, $1.contour) }
    }

    private mutating func measurePictures(of morph: DocumentMorph, sourceSVG: String, targetSVG: String,
                                          progresses: [Double]) throws(RasterError) {
        let side = Self.pictureSide
        func covered(_ svg: String) throws(RasterError) -> [Bool] {
            let image = try SVGRenderer.render(svg, width: side, height: side)
            return stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] >= 128 }
        }
        for (input, end) in zip([sourceSVG, targetSVG], Self.endFrames(of: morph)) {
            let (a, b) = (try covered(input), try covered(end.svgText(format: .exact)))
            let union = zip(a, b).count { $0 || $1 }
            endOverlaps.append(union == 0 ? 1 : Double(zip(a, b).count { $0 && $1 }) / Double(union))
        }
        var areas: [Double] = [], changes: [Double] = []
        var previous: RasterImage?
        for frame in Self.frames(of: morph, at: progresses) {
            let image = try SVGRenderer.render(frame.svgText(format: .exact), width: side, height: side)
            areas.append(image.pixels.withUnsafeBufferPointer { pixels in
                Double(stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + Int(pixels[$1]) }) / 255
            })
            if let previous { changes.append(Self.pictureChange(from: previous, to: image)) }
            previous = image
        }
        measureAreas(areas, at: progresses)
        let areaPopSteps = Set(pops.map(\.to))
        pops += Self.picturePops(changes: changes, at: progresses).filter { !areaPopSteps.contains($0.to) }
    }

    /// Area drift, the largest jump and area pops, from the drawn `areas`
    /// of the frames at `progresses`.
    private mutating func measureAreas(_ areas: [Double], at progresses: [Double]) {
        guard let first = areas.first, let last = areas.last else { return }
        let mean = (first + last) / 2
        guard mean > 0 else { return }
        let (start, end) = (progresses[0], progresses[progresses.count - 1])
        if end > start {
            for (area, progress) in zip(areas, progresses) {
                let straight = first + (last - first) * (progress - start) / (end - start)
                areaDrift = max(areaDrift, abs(area - straight) / max(first, last))
            }
        }
        for index in areas.indices.dropFirst() {
            let jump = abs(areas[index] - areas[index - 1]) / mean
            largestJump = max(largestJump, jump)
            if jump > MorphLimits.popShare {
                pops.append(Pop(from: progresses[index - 1], to: progresses[index], jump: jump, kind: .area))
            }
        }
    }

    /// The least distance from `point` to the flattened `contour`.
    static func distance(from point: Point, to contour: Contour) -> Double {
        let polyline = contour.flattened(piecesPerSegment: 8)
        var best = Double.infinity
        for index in polyline.indices {
            let a = polyline[index], b = polyline[(index + 1) % polyline.count]
            let edge = b - a, length = edge.dot(edge)
            let t = length > 0 ? min(max((point - a).dot(edge) / length, 0), 1) : 0
            best = min(best, point.distance(to: a + edge * t))
        }
        return best
    }

    /// The total absolute turning of every contour of `shape`, in radians,
    /// on its flattened outline (closed contours through their closing corner).
    static func turning(_ shape: Shape) -> Double {
        shape.contours.reduce(0) { total, contour in
            let points = contour.flattened(piecesPerSegment: 16)
            var edges: [Vector] = []
            for index in points.indices where contour.isClosed || index + 1 < points.count {
                let edge = points[(index + 1) % points.count] - points[index]
                if edge.length > negligibleFraction * (edge.length + points[index].vectorFromOrigin.length) { edges.append(edge) }
            }
            var sum = 0.0
            for index in edges.indices where contour.isClosed || index + 1 < edges.count {
                let a = edges[index], b = edges[(index + 1) % edges.count]
                sum += abs(atan2(a.cross(b), a.dot(b)))
            }
            return total + sum
        }
    }
}
