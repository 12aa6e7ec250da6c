import Foundation
import ShapeMorphTestSupport
import ShapeMorph
import ShapeMorphFormats
import ShapeMorphSVG
import Testing

@Suite("The export API: a timeline in every format, from one value")
struct AnimationExportTests {
    static let heart = ##"<path d="M50 85 C10 55 10 20 35 20 C45 20 50 30 50 30 C50 30 55 20 65 20 C90 20 90 55 50 85Z" fill="#e00"/>"##
    static let dots = #"<circle cx="30" cy="50" r="12"/><circle cx="70" cy="50" r="12"/>"#

    static func timeline() throws -> DocumentTimeline {
        DocumentTimeline(keyframes: [DocumentKeyframe(try svgDocument(drawing: heart)),
                                     DocumentKeyframe(try svgDocument(drawing: dots), timing: .easeInOut)])
    }

    /// What `export` writes as `format`, whole.
    static func written(_ export: AnimationExport, _ format: AnimationExport.Format,
                        pictures: AnimationExport.PictureOptions? = nil) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try export.write(format, pictures: pictures) { bytes.append(contentsOf: $0) }
        return bytes
    }

    @Test("the vector formats are the timeline's own texts, byte for byte", arguments: [
        AnimationExport.Format.svg, .lottie, .css, .avd,
    ])
    func vectorFormats(format: AnimationExport.Format) throws {
        let timeline = try Self.timeline()
        let export = AnimationExport(timeline, framesPerSecond: 24)
        let expected = switch format {
        case .svg: timeline.animatedSVGText(framesPerSecond: 24)
        case .lottie: timeline.lottieJSON(framesPerSecond: 24)
        case .css: timeline.cssAnimatedSVGText(framesPerSecond: 24)
        default: timeline.animatedVectorDrawableText(framesPerSecond: 24)
        }
        #expect(try Self.written(export, format) == Array(expected.utf8))
        // An animation made once for the format is written as made.
        var again: [UInt8] = []
        try export.write(format, animation: try export.makeAnimation(for: format)) { again.append(contentsOf: $0) }
        #expect(again == Array(expected.utf8))
    }

    @Test("a dotLottie is a zip of a manifest and the Lottie file, its directory naming both, the same bytes each time")
    func dotLottie() throws {
        let export = AnimationExport(try Self.timeline(), framesPerSecond: 24)
        let archive = try Self.written(export, .dotLottie)
        func word(_ at: Int, _ size: Int) -> Int { (0..<size).reduce(0) { $0 | Int(archive[at + $1]) << (8 * $1) } }
        #expect(word(0, 4) == 0x0403_4b50, "a local file header first")
        // The end of the central directory: 2 entries, the directory where it says.
        let end = archive.count - 22
        #expect(word(end, 4) == 0x0605_4b50 && word(end + 10, 2) == 2)
        let directory = word(end + 16, 4)
        #expect(word(directory, 4) == 0x0201_4b50)
        let text = String(decoding: archive, as: UTF8.self)
        #expect(text.contains("manifest.json") && text.contains("animations/animation.json"))
        #expect(try Self.written(export, .dotLottie) == archive)
        let lottie = try Self.written(export, .lottie)
        #expect(archive.count < lottie.count, "deflated: \(archive.count) of \(lottie.count) bytes")
    }

    @Test("frames of one leg write the same command for each segment, the simplest that fits them all, and read back as drawn")
    func framesShareCommands() throws {
        let heart = try SVGDocument(builtIn: "heart"), club = try SVGDocument(builtIn: "club")
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(heart), DocumentKeyframe(club, duration: 1)])
        let export = AnimationExport(timeline, framesPerSecond: 240)
        let commands = try export.frameCommands()
        func letters(_ text: String) -> String { text.filter { "MLQCZ".contains($0) } }
        var seen: Set<String> = [], simplest: Set<String> = []
        for index in export.frameTimes.indices {
            let frame = try export.svgFrame(index)
            let text = frame.svgText(commands: commands.commands(for: frame))
            let data = try #require(text.components(separatedBy: " d=\"").dropFirst().first?.prefix { $0 != "\"" })
            seen.insert(letters(String(data)))
            simplest.insert(letters(frame.svgText()))
            let read = SVGPathData.shape(from: String(data)).shape
            #expect(maximumSampledDistance(read, frame.shape) < 1e-3, "frame \(index)")
        }
        #expect(seen.count == 1, "\(seen)")
        #expect(simplest.count > 1, "written alone, the frames choose their own commands: \(simplest)")
        // Straight segments stay straight in every frame of a leg between two polygons.
        let square = try svgDocument(drawing: #"<rect x="10" y="10" width="80" height="80"/>"#)
        let diamond = try svgDocument(drawing: #"<path d="M50 5L95 50L50 95L5 50Z"/>"#)
        let polygons = AnimationExport(DocumentTimeline(keyframes: [DocumentKeyframe(square), DocumentKeyframe(diamond, duration: 1)]),
                                       framesPerSecond: 10)
        let polygonCommands = try polygons.frameCommands()
        let frame = try polygons.svgFrame(5)
        #expect(!letters(frame.svgText(commands: polygonCommands.commands(for: frame))).contains("C"))
    }

    @Test("pictures: every frame rendered and handed on in order, a GIF and a WebP whole, a PNG per frame")
    func pictures() throws {
        let export = AnimationExport(try Self.timeline(), framesPerSecond: 10)
        #expect(export.frameTimes.count == 11 && export.frameTimes.last == 1)
        let pictures = AnimationExport.PictureOptions(width: 40, height: 30, background: (255, 255, 255))
        var handed: [Int] = []
        var gif: [UInt8] = []
        try export.write(.gif, pictures: pictures, handedOn: { handed.append($0) }) { gif.append(contentsOf: $0) }
        #expect(handed == Array(1...11))
        #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B)
        #expect(gif[6] == 40 && gif[8] == 30, "the logical screen is the pictures' size")
        let webp = try Self.written(export, .webp, pictures: pictures)
        #expect(webp.starts(with: Array("RIFF".utf8)) && webp[8..<12].elementsEqual("WEBP".utf8))
        let png = try export.pngFrame(5, pictures: pictures)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR's width and height, big-endian, after the signature and the chunk's length and type.
        #expect(png[16..<24].elementsEqual([0, 0, 0, 40, 0, 0, 0, 30]))
        let middle = try export.svgFrame(5)
        #expect(middle.svgText() == (try Self.timeline()).document(at: 0.5).svgText())
    }

    @Test("handing on stops where the caller throws, with its error")
    func stopping() throws {
        struct Stop: Error {}
        let export = AnimationExport(try Self.timeline(), framesPerSecond: 10)
        var handed = 0
        #expect(throws: Stop.self) {
            try export.write(.webp, pictures: .init(width: 8, height: 8), handedOn: { count in
                handed = count
                if count == 3 { throw Stop() }
            }) { _ in }
        }
        #expect(handed == 3)
    }

    @Test("a GIF shows at most 50 frames a second: the frames nearest each fiftieth, and the last")
    func gifFrameRate() throws {
        let export = AnimationExport(try Self.timeline(), framesPerSecond: 120)
        let shown = export.shownFrames(as: .gif)
        #expect(shown.framesPerSecond == 50 && shown.times.count == 51)
        #expect(shown.times.first == 0 && shown.times.last == export.frameTimes.last)
        // Each within half a frame of its fiftieth.
        #expect(shown.times.enumerated().allSatisfy { index, time in abs(time - Double(index) / 50) <= 1 / 240 + 1e-12 })
        #expect(export.shownFrames(as: .webp).times == export.frameTimes)
        #expect(AnimationExport(try Self.timeline(), framesPerSecond: 50).shownFrames(as: .gif).times.count == 51)
    }

    @Test("pictures are bounded in memory by format: the largest side fits, one pixel more does not", arguments: [
        AnimationExport.Format.png, .gif, .webp, .apng, .mp4, .webm,
    ])
    func memoryBound(format: AnimationExport.Format) {
        let side = AnimationExport.largestSide(as: format)
        #expect(AnimationExport.pictureBytes(width: side, height: side, as: format) <= AnimationExport.pictureBytesLimit)
        #expect(AnimationExport.pictureBytes(width: side + 1, height: side + 1, as: format) > AnimationExport.pictureBytesLimit)
        #expect(AnimationExport.pictureBytes(width: 1000, height: 1000, as: .lottie) == 0)
    }
}
