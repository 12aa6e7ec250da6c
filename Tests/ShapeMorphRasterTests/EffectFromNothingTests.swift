import Foundation
import ShapeMorphSVG
import Testing
@testable import ShapeMorphRaster

/// Effects only one end has come from nothing, and filters of other
/// primitives at the two ends cross-fade, as do blend modes: drawn by librsvg every 1/60
/// of the morph, no frame differs from the one before by much more than the
/// others do (no pop half way), and nothing shows outside a clip both ends keep.
@Suite("Effects only one end has")
struct EffectFromNothingTests {
    static let shadow = ##"<filter id="s" x="-20%" y="-20%" width="150%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="3"/><feOffset dx="6" dy="6" result="o"/><feFlood flood-color="#000" flood-opacity="0.6"/><feComposite in2="o" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>"##
    static let tint = ##"<filter id="t"><feColorMatrix type="hueRotate" values="150"/><feComponentTransfer><feFuncA type="linear" slope="0.7"/></feComponentTransfer></filter>"##
    static let invert = ##"<filter id="i" color-interpolation-filters="sRGB"><feComponentTransfer><feFuncR type="table" tableValues="1 0"/><feFuncG type="table" tableValues="1 0"/></feComponentTransfer><feGaussianBlur stdDeviation="1"/></filter>"##
    static let mask = ##"<mask id="m"><circle cx="50" cy="50" r="25" fill="white"/></mask>"##
    static let clip = ##"<clipPath id="c"><rect x="30" y="30" width="40" height="40"/></clipPath>"##
    static let square = ##"<rect x="20" y="20" width="50" height="50" fill="#2563eb"/>"##
    static let movedSquare = ##"<rect x="25" y="25" width="50" height="50" fill="#2563eb"/>"##
    static let icon = ##"<circle cx="85" cy="85" r="9" fill="#f59e0b"/>"##
    /// What a blend mode blends with.
    static let backdrop = ##"<rect width="100" height="100" fill="#fbbf24"/>"##

    static func document(_ body: String) throws -> SVGDocument {
        try SVGDocument(data: Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\##(body)</svg>"##.utf8), fileName: "end.svg")
    }

    /// How much each frame at k/60 differs from the one before: the mean
    /// change of a pixel's channels, over 255.
    static func steps(from source: String, to target: String) throws -> [Double] {
        let morph = DocumentMorph(from: try document(source), to: try document(target), pinning: [])
        let frames = try (0...60).map { try SVGRenderer.render(morph.document(at: Double($0) / 60), width: 100).composited(over: (255, 255, 255)) }
        return zip(frames, frames.dropFirst()).map { before, after in
            Double(zip(before.pixels, after.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(before.pixels.count * 255)
        }
    }

    static let cases: [(name: String, source: String, target: String)] = [
        ("a drop shadow on the target, its group only there", square, "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(movedSquare)</g>"),
        ("a drop shadow on the element itself", square, "<defs>\(shadow)</defs>\(movedSquare.replacingOccurrences(of: "/>", with: " filter=\"url(#s)\"/>"))"),
        ("a drop shadow on a moved and turned group", square,
         "<defs>\(shadow)</defs><g filter=\"url(#s)\" transform=\"translate(4 2) rotate(12 50 50)\">\(square)</g>"),
        ("a drop shadow on the source", "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(square)</g>", movedSquare),
        ("a filter that cannot grow fades", square, "<defs>\(tint)</defs><g filter=\"url(#t)\">\(movedSquare)</g>"),
        // (Below 2: librsvg blurs exactly below a standard deviation of 2 and by boxes from 2 on, a step of its own.)
        ("a blur as a filter function", square, "<g style=\"filter: blur(1.8px)\">\(movedSquare)</g>"),
        ("two filters of other primitives cross-fade", "<defs>\(tint)</defs><g filter=\"url(#t)\">\(square)</g>",
         "<defs>\(invert)</defs><g filter=\"url(#i)\">\(movedSquare)</g>"),
        ("a shadow into a tint cross-fades", "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(square)</g>",
         "<defs>\(tint)</defs><g filter=\"url(#t)\">\(movedSquare)</g>"),
        ("a mask on the target", square, "<defs>\(mask)</defs><g mask=\"url(#m)\">\(movedSquare)</g>"),
        ("a shadow at one end, a mask at the other", "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(square)</g>",
         "<defs>\(mask)</defs><g mask=\"url(#m)\">\(movedSquare)</g>"),
        ("a mask inside a clip both ends keep", "<defs>\(clip)</defs><g clip-path=\"url(#c)\">\(square)</g>",
         "<defs>\(clip)\(mask)</defs><g clip-path=\"url(#c)\"><g mask=\"url(#m)\">\(movedSquare)</g></g>"),
        ("a shadow inside a clip both ends keep", "<defs>\(clip)</defs><g clip-path=\"url(#c)\">\(square)</g>",
         "<defs>\(clip)\(shadow)</defs><g clip-path=\"url(#c)\"><g filter=\"url(#s)\">\(movedSquare)</g></g>"),
        ("a shadow inside a clip only the target has", square,
         "<defs>\(clip)\(shadow)</defs><g clip-path=\"url(#c)\"><g filter=\"url(#s)\">\(movedSquare)</g></g>"),
        ("a clip only the source has", "<defs>\(clip)</defs><g clip-path=\"url(#c)\">\(square)</g>", movedSquare),
        ("a blend mode on the target", backdrop + square, backdrop + "<g style=\"mix-blend-mode: multiply\">\(movedSquare)</g>"),
        ("a blend mode on the source", backdrop + "<g style=\"mix-blend-mode: screen\">\(square)</g>", backdrop + movedSquare),
        ("a blend mode into another", backdrop + "<g style=\"mix-blend-mode: multiply\">\(square)</g>",
         backdrop + "<g style=\"mix-blend-mode: difference\">\(movedSquare)</g>"),
        ("filters in other units", "<defs>\(tint.replacingOccurrences(of: "<filter id=\"t\"", with: "<filter id=\"t\" filterUnits=\"userSpaceOnUse\""))</defs><g filter=\"url(#t)\">\(square)</g>",
         "<defs>\(invert)</defs><g filter=\"url(#i)\">\(movedSquare)</g>"),
        ("a filtered group turned at one end only", "<defs>\(tint)</defs><g filter=\"url(#t)\" transform=\"rotate(20 50 50)\">\(square)</g>",
         "<defs>\(invert)</defs><g filter=\"url(#i)\">\(movedSquare)</g>"),
        ("a shadowed group moved and scaled", "<defs>\(shadow)</defs><g filter=\"url(#s)\" transform=\"translate(10 5) scale(0.8)\">\(square)</g>",
         "<defs>\(shadow)</defs><g filter=\"url(#s)\" transform=\"rotate(-15 50 50)\">\(movedSquare)</g>"),
        ("two shadowed cards merging into one shadowed group",
         "<defs>\(shadow)\(shadow.replacingOccurrences(of: "id=\"s\"", with: "id=\"s2\"").replacingOccurrences(of: "x=\"-20%\"", with: "x=\"-40%\""))</defs>"
            + "<g filter=\"url(#s)\">\(square)</g><g filter=\"url(#s2)\"><circle cx=\"85\" cy=\"80\" r=\"10\" fill=\"#f59e0b\"/></g>",
         "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(movedSquare)<circle cx=\"40\" cy=\"45\" r=\"8\" fill=\"#f59e0b\"/></g>"),
        ("an icon leaving a shadowed card", "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(square)\(icon)</g>",
         "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(movedSquare)</g>\(icon)"),
        ("an icon entering a shadowed card", "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(square)</g>\(icon)",
         "<defs>\(shadow)</defs><g filter=\"url(#s)\">\(movedSquare)\(icon)</g>"),
        ("a filter function that cannot grow", square, "<g style=\"filter: grayscale(1) invert(1)\">\(movedSquare)</g>"),
        ("a clip in bounding-box units only the target has", square,
         "<defs><clipPath id=\"b\" clipPathUnits=\"objectBoundingBox\"><circle cx=\"0.5\" cy=\"0.5\" r=\"0.4\"/></clipPath></defs><g clip-path=\"url(#b)\">\(movedSquare)</g>"),
    ]

    @Test("no frame pops: every step within 4 times the median step and 1.5 % of the picture", arguments: cases.indices)
    func noPop(index: Int) throws {
        let (name, source, target) = Self.cases[index]
        let steps = try Self.steps(from: source, to: target)
        let median = steps.sorted()[steps.count / 2], largest = steps.max() ?? 0
        #expect(largest <= max(4 * median, 0.002) && largest < 0.015,
                "\(name): largest step \(largest) at frame \(steps.firstIndex(of: largest) ?? -1), median \(median)")
    }

    @Test("nothing shows outside a clip both ends keep while a mask closes in or a shadow grows inside it", arguments: ["mask", "filter"])
    func insideClip(effect: String) throws {
        let definition = effect == "mask" ? Self.mask : Self.shadow, reference = effect == "mask" ? "url(#m)" : "url(#s)"
        let morph = DocumentMorph(from: try Self.document("<defs>\(Self.clip)</defs><g clip-path=\"url(#c)\">\(Self.square)</g>"),
                                  to: try Self.document("<defs>\(Self.clip)\(definition)</defs><g clip-path=\"url(#c)\"><g \(effect)=\"\(reference)\">\(Self.movedSquare)</g></g>"),
                                  pinning: [])
        for frame in 0...60 {
            let image = try SVGRenderer.render(morph.document(at: Double(frame) / 60), width: 100)
            // The clip is 30…70 in both directions; a pixel at the edge may be partly covered.
            let outside = (0..<100).flatMap { y in (0..<100).map { x in (x, y) } }.filter { x, y in !(29...70).contains(x) || !(29...70).contains(y) }
            let shown = outside.filter { x, y in image.pixels[(y * 100 + x) * 4 + 3] > 0 }
            #expect(shown.isEmpty, "\(effect), frame \(frame): \(shown.count) pixels outside the clip, first \(shown.prefix(3))")
        }
    }

    @Test("a shadow half way is half grown: offset, blur and opacity half the target's")
    func halfGrown() throws {
        let morph = DocumentMorph(from: try Self.document(Self.square),
                                  to: try Self.document("<defs>\(Self.shadow)</defs><g filter=\"url(#s)\">\(Self.movedSquare)</g>"), pinning: [])
        let svg = morph.document(at: 0.5).svgText(format: .decimals(3))
        #expect(svg.contains(#"stdDeviation="1.5""#) && svg.contains(#"dx="3""#) && svg.contains(#"flood-opacity="0.3""#), "\(svg)")
    }
}
