// libFuzzer target: two shapes' path data (split at the first newline) →
// Morph → frames → path data, checking what the engine guarantees.
// Built and run by Tests/Fuzz/run; not part of the package.
import ShapeMorph
import ShapeMorphSVG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPair(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let buffer = UnsafeBufferPointer(start: bytes, count: count)
    guard let split = buffer.firstIndex(of: UInt8(ascii: "\n")) else { return 0 }
    // The byte after the newline picks options; the rest is the target.
    let flags = split + 1 < count ? buffer[split + 1] : 0
    let (source, _) = SVGPathData.shape(from: String(decoding: buffer[..<split], as: UTF8.self))
    let (target, _) = SVGPathData.shape(from: String(decoding: buffer[min(split + 2, count)...], as: UTF8.self))
    guard source.isFinite, target.isFinite, source.segmentCount + target.segmentCount <= 3_000,
          source.contours.count + target.contours.count <= 400 else { return 0 }
    var options = MorphOptions(isFilled: flags & 1 == 0)
    options.direction = [.matchWinding, .minimizeTravel, .preserve][Int(flags >> 1) % 3]
    if flags & 8 != 0 { options.minimumSegmentCount = Int(flags >> 4) }
    checkMorph(Morph(from: source, to: target, options: options), source, target, minimumSegmentCount: options.minimumSegmentCount)
    return 0
}

/// Traps (so libFuzzer reports) where a morph breaks a guarantee.
func checkMorph(_ morph: Morph, _ source: Shape, _ target: Shape, minimumSegmentCount: Int) {
    let (a, b) = (morph.matchedSource, morph.matchedTarget)
    guard a.contours.map(\.segments.count) == b.contours.map(\.segments.count) else {
        fatalError("matched shapes differ in structure")
    }
    // n + m per pair of contours, or the minimum asked for.
    let limit = source.segmentCount + target.segmentCount + a.contours.count * minimumSegmentCount
    if a.segmentCount > limit { fatalError("\(a.segmentCount) matched segments for \(limit)") }
    if morph.shape(at: 0) != a || morph.shape(at: 1) != b { fatalError("the ends are not the matched shapes") }
    // Every joint of a drawn segment of either input is a joint of its end,
    // unless the inputs span more binades than matching keeps (MatchingScale).
    let magnitudes = [source, target].flatMap { $0.contours.flatMap { $0.segments.flatMap { $0.points.flatMap { [abs($0.x), abs($0.y)] } } } }
        .filter { $0 != 0 }
    let span = magnitudes.isEmpty ? 0 : Int(magnitudes.max()!.exponent) - Int(magnitudes.min()!.exponent)
    for (input, matched) in [(source, a), (target, b)] where span <= 1400 {
        let joints = Set(matched.contours.flatMap { $0.segments.flatMap { [$0.start, $0.end] } })
        for contour in input.contours {
            for segment in contour.segments where !segment.isDegenerate && !joints.contains(segment.start) {
                fatalError("joint \(segment.start) of an input is lost")
            }
        }
    }
    for progress in [0.0, 0.25, 0.5, 0.75, 1.0] {
        let frame = morph.shape(at: progress)
        guard frame.isFinite else { fatalError("non-finite point at progress \(progress)") }
        let text = SVGPathData.string(for: frame, format: .exact)
        let (reread, error) = SVGPathData.shape(from: text)
        if error != nil || reread.segmentCount != frame.segmentCount {
            fatalError("frame at \(progress) does not read back: \(error.map(String.init(describing:)) ?? "segment count differs")")
        }
    }
}
