import Foundation
import ShapeMorphSVG
import Testing
@testable import ShapeMorphRaster

@Suite("Pictures: rendering and encoding")
struct RasterTests {
    static let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect x="1" y="1" width="2" height="2" fill="red" fill-opacity="0.5"/></svg>"#

    @Test("librsvg draws the viewBox into the picture, alpha straight, not premultiplied")
    func rendering() throws {
        let image = try SVGRenderer.render(Self.square, width: 8, height: 8)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 8 + x) * 4..<(y * 8 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [0, 0, 0, 0])
        #expect(pixel(4, 4) == [255, 0, 0, 128], "half-covered red stays red")
        #expect(image.composited(over: (255, 255, 255)).pixels[(4 * 8 + 4) * 4..<(4 * 8 + 4) * 4 + 4] == [255, 127, 127, 255])
    }

    @Test("a document renders at its own size, or at a width with the height its viewBox gives")
    func document() throws {
        let document = try SVGDocument(data: Data(Self.square.replacingOccurrences(of: "viewBox", with: #"width="6" viewBox"#).utf8),
                                       fileName: "square.svg")
        #expect(SVGRenderer.pictureSize(of: document) == (6, 6) && SVGRenderer.pictureSize(of: document, width: 10) == (10, 10))
        #expect(try SVGRenderer.render(document, width: 8) == SVGRenderer.render(Self.square, width: 8, height: 8))
    }

    @Test("what librsvg cannot read, and sizes past the limits, are errors with a reason")
    func errors() {
        #expect(throws: RasterError.self) { try SVGRenderer.render("<svg", width: 8, height: 8) }
        #expect(throws: RasterError.badSize(width: 0, height: 8)) { try SVGRenderer.render(Self.square, width: 0, height: 8) }
    }

    @Test("frame times in whole units add up to the animation's length, never drifting", arguments: [12.0, 24, 30, 60, 7.5])
    func timing(framesPerSecond: Double) {
        let timing = FrameTiming(framesPerSecond: framesPerSecond)
        let count = Int(framesPerSecond * 10)
        let centiseconds = (0..<count).map { timing.duration(of: $0, unitsPerSecond: 100) }
        #expect(centiseconds.reduce(0, +) == 1000)
        #expect(centiseconds.allSatisfy { abs(Double($0) - 100 / framesPerSecond) < 1 })
    }

    @Test("a PNG and an animated GIF and WebP come out whole; an output that fails stops the GIF with its error")
    func encoding() throws {
        let image = try SVGRenderer.render(Self.square, width: 16, height: 16)
        #expect(try PNGEncoder.encode(image).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        var gif: [UInt8] = []
        let writer = try GIFWriter(width: 16, height: 16, framesPerSecond: 10) { gif.append(contentsOf: $0) }
        try writer.add(image)
        try writer.add(image)
        try writer.finish()
        #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B)
        let webp = try WebPWriter(width: 16, height: 16, framesPerSecond: 10)
        try webp.add(image)
        var file: [UInt8] = []
        try webp.finish { file.append(contentsOf: $0) }
        #expect(file.starts(with: Array("RIFF".utf8)) && file[8..<12].elementsEqual("WEBP".utf8))

        struct DiskFull: Error {}
        #expect(throws: DiskFull.self) {
            let failing = try GIFWriter(width: 16, height: 16, framesPerSecond: 10) { _ in throw DiskFull() }
            try failing.add(image)
            try failing.finish()
        }
    }
}

@Suite("Pictures: untrusted SVG stays contained")
struct RasterContainmentTests {
    @Test("librsvg draws a data: image but reads no file, file:// or http:// image", arguments: ["file", "path", "http"])
    func images(reference kind: String) throws {
        let red = try PNGEncoder.encode(RasterImage(width: 2, height: 2, pixels: Array(repeating: [255, 0, 0, 255], count: 4).flatMap { $0 }))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("red-\(UUID().uuidString).png")
        try Data(red).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        func drawn(_ href: String) throws -> RasterImage {
            try SVGRenderer.render(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><image href="\#(href)" width="4" height="4"/></svg>"#,
                                   width: 4, height: 4)
        }
        #expect(try drawn("data:image/png;base64," + Data(red).base64EncodedString()).pixels.starts(with: [255, 0, 0, 255]))
        let href = ["file": file.absoluteString, "path": file.path, "http": "http://127.0.0.1:9/red.png"][kind]!
        #expect(try drawn(href).pixels.allSatisfy { $0 == 0 }, "\(href) was read")
    }
}
