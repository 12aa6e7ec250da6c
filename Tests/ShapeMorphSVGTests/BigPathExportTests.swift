import Foundation
import ShapeMorphTestSupport
import Testing
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG

/// Paths of tens of thousands of segments go through every exporter as they
/// are written: the streamed text is the text, in full 64 KiB chunks.
@Suite("Exports of long paths, streamed")
struct BigPathExportTests {
    /// Two wavy rings of 30,000 straight segments each, and their animation.
    static let (document, animation): (SVGDocument, SVGAnimation) = {
        func ring(_ radius: Double, _ waves: Double, _ depth: Double) -> Shape {
            Shape(contours: [Contour(closedThrough: (0..<30_000).map { index in
                let angle = Double(index) / 30_000 * 2 * .pi
                let r = radius + depth * sin(waves * angle)
                return Point(x: 500 + r * cos(angle), y: 500 + r * sin(angle))
            })])
        }
        let viewBox = Rect(minX: 0, minY: 0, maxX: 1000, maxY: 1000)
        let source = SVGDocument(shape: ring(400, 12, 20), viewBox: viewBox)
        let target = SVGDocument(shape: ring(380, 7, 30), viewBox: viewBox)
        let morph = DocumentMorph(from: source, to: target)
        let timeline = Timeline(keyframes: [Keyframe(source.shape), Keyframe(target.shape, timing: .easeInOut)], morphs: [morph.morph])
        return (source, SVGAnimation(timeline: timeline, documentMorphs: [morph], framesPerSecond: 30))
    }()

    static func streamed(_ write: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) rethrows -> (text: String, chunks: [Int]) {
        var bytes: [UInt8] = [], chunks: [Int] = []
        try write { bytes += $0; chunks.append($0.count) }
        return (String(decoding: bytes, as: UTF8.self), chunks)
    }

    @Test("SMIL, CSS and Android exports stream the text they write")
    func streamedText() throws {
        let (document, animation) = (Self.document, Self.animation)
        #expect(animation.tracks[0].keys.count >= 2)
        let exports: [(String, String, ((UnsafeRawBufferPointer) throws -> Void) throws -> Void)] = [
            ("SMIL", SMILAnimationWriter().text(animation, in: document), { try SMILAnimationWriter().write(animation, in: document, to: $0) }),
            ("CSS", CSSAnimationWriter().text(animation, in: document), { try CSSAnimationWriter().write(animation, in: document, to: $0) }),
            ("AVD", AnimatedVectorDrawableWriter().text(animation, in: document), { try AnimatedVectorDrawableWriter().write(animation, in: document, to: $0) }),
            ("Lottie", LottieWriter(framesPerSecond: 30).text(animation, in: document),
             { try LottieWriter(framesPerSecond: 30).write(animation, in: document, to: $0) }),
        ]
        for (name, text, write) in exports {
            let (streamed, chunks) = try Self.streamed(write)
            #expect(streamed == text, "\(name)")
            #expect(text.utf8.count > 1_000_000, "\(name): \(text.utf8.count) bytes")
            #expect(chunks.dropLast().allSatisfy { $0 == 65_536 }, "\(name)")
        }
    }
}
