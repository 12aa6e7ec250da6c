import Foundation
import Testing
@testable import ShapeMorphRaster

@Suite("GIF frames: exact colours, the drawn area, quantising past 256 colours")
struct GIFFrameTests {
    /// The colour of every pixel of the whole picture as `frame` draws it on
    /// a transparent canvas: nil where transparent.
    static func colours(of frame: GIFWriter.Frame) -> [[UInt8]?] {
        var result = [[UInt8]?](repeating: nil, count: frame.canvas.width * frame.canvas.height)
        for y in 0..<frame.area.height {
            for x in 0..<frame.area.width {
                let index = Int(frame.indices[y * frame.area.width + x])
                guard index != frame.transparentIndex else { continue }
                let colour = frame.palette[index]
                result[(frame.area.top + y) * frame.canvas.width + frame.area.left + x] = [colour.red, colour.green, colour.blue]
            }
        }
        return result
    }

    /// What a GIF should show of `image`: over `matte` where at least half
    /// covered, nil elsewhere.
    static func expected(_ image: RasterImage, matte: [Int] = [255, 255, 255]) -> [[UInt8]?] {
        stride(from: 0, to: image.pixels.count, by: 4).map { base in
            let alpha = Int(image.pixels[base + 3])
            guard alpha >= 128 else { return nil }
            return (0..<3).map { UInt8((Int(image.pixels[base + $0]) * alpha + matte[$0] * (255 - alpha) + 127) / 255) }
        }
    }

    @Test("a frame of few colours keeps them exactly, in the smallest rectangle holding what is drawn")
    func exact() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><circle cx="12" cy="9" r="5" fill="#3a7"/><rect x="22" y="4" width="9" height="7" fill="navy" opacity="0.8"/></svg>"##
        let image = try SVGRenderer.render(svg, width: 80, height: 40)
        let frame = try GIFWriter.quantise(image, matte: (250, 240, 10))
        #expect(Self.colours(of: frame) == Self.expected(image, matte: [250, 240, 10]))
        #expect(frame.area.left == 14 && frame.area.top == 8 && frame.area.width == 62 - 14 && frame.area.height == 28 - 8)
        #expect(frame.palette.count < 256 && frame.transparentIndex != nil && frame.clearsAfter)
    }

    @Test("an empty frame is one transparent pixel; a full opaque one covers the picture and leaves nothing to clear")
    func edges() throws {
        let empty = try GIFWriter.quantise(RasterImage(width: 6, height: 3, pixels: Array(repeating: 0, count: 72)))
        #expect(empty.area == (0, 0, 1, 1) && empty.indices == [UInt8(empty.transparentIndex!)])
        let grey = RasterImage(width: 6, height: 3, pixels: Array(repeating: 200, count: 72))
        let full = try GIFWriter.quantise(grey)
        #expect(full.area == (0, 0, 6, 3) && full.transparentIndex == nil && !full.clearsAfter)
        #expect(Self.colours(of: full) == Self.expected(grey) && full.palette.count == 1, "grey 200 at alpha 200 over white: 212")
    }

    @Test("past 256 colours libimagequant quantises the frame, close to the picture (PSNR ≥ 30 dB)")
    func quantised() throws {
        let svg = #"""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
          <linearGradient id="across"><stop offset="0" stop-color="black"/><stop offset="1" stop-color="yellow"/></linearGradient>
          <linearGradient id="down" x2="0" y2="1"><stop offset="0" stop-color="red" stop-opacity="0"/><stop offset="1" stop-color="blue"/></linearGradient>
          <rect width="64" height="64" fill="url(#across)"/><rect width="64" height="64" fill="url(#down)"/>
        </svg>
        """#
        let image = try SVGRenderer.render(svg, width: 64, height: 64)
        #expect(Set(Self.expected(image).compactMap { $0 }).count > 256)
        let frame = try GIFWriter.quantise(image)
        let shown = Self.colours(of: frame), wanted = Self.expected(image)
        let errors: [Double] = zip(shown, wanted).flatMap { pair in zip(pair.0!, pair.1!).map { Double($0) - Double($1) } }
        let meanSquare = errors.map { $0 * $0 }.reduce(0, +) / Double(errors.count)
        let psnr = 10 * log10(255 * 255 / meanSquare)
        #expect(psnr >= 30, "PSNR \(psnr) dB")
    }
}
