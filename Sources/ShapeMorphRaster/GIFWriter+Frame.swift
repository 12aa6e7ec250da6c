internal import CImageQuant

extension GIFWriter {
    /// A picture made ready for a GIF: the part of the canvas it covers,
    /// its palette and the index of every pixel there. Made by
    /// `quantise(_:quality:matte:)` on any thread, so that frames are made
    /// in parallel and written in order.
    ///
    /// A frame of at most 256 colours keeps them exactly (a morph of plain
    /// fills has one colour per fill and its edges' blends with the matte);
    /// one of more is quantised by libimagequant (the quantiser gifski uses,
    /// dithered) to a palette of its own.
    public struct Frame: Sendable {
        /// The size of the whole picture.
        let canvas: (width: Int, height: Int)
        /// Where the frame's pixels go: on a transparent picture, the
        /// smallest rectangle holding what is drawn.
        let area: (left: Int, top: Int, width: Int, height: Int)
        /// Palette indices of the area's pixels, row by row.
        let indices: [UInt8]
        let palette: [(red: UInt8, green: UInt8, blue: UInt8)]
        /// The index drawn transparent, if any pixel is.
        let transparentIndex: Int?

        /// Whether what the frame leaves must be cleared before the next:
        /// when it has transparent pixels or covers part of the picture.
        var clearsAfter: Bool {
            transparentIndex != nil || area.width != canvas.width || area.height != canvas.height
        }
    }

    /// `image` made ready for a GIF: opaque over `matte` where it is at
    /// least half covered, transparent elsewhere; exact when it has at most
    /// 256 colours there, else quantised at `quality` (0…100).
    public static func quantise(_ image: RasterImage, quality: Int = 90,
                                matte: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255)) throws -> Frame {
        let area = drawnArea(of: image)
        let canvas = (image.width, image.height)
        if let (indices, palette, transparent) = exactColours(of: image, in: area, over: matte) {
            return Frame(canvas: canvas, area: area, indices: indices, palette: palette, transparentIndex: transparent)
        }
        let opaque = composited(image, in: area, over: matte)
        let (indices, palette) = try quantised(opaque, width: area.width, height: area.height, quality: max(0, min(100, quality)))
        return Frame(canvas: canvas, area: area, indices: indices, palette: palette.map { ($0.r, $0.g, $0.b) },
                     transparentIndex: palette.firstIndex { $0.a == 0 })
    }

    /// The smallest rectangle holding every pixel at least half covered
    /// (one pixel at the top left when none is).
    private static func drawnArea(of image: RasterImage) -> (left: Int, top: Int, width: Int, height: Int) {
        var (left, top, right, bottom) = (image.width, image.height, -1, -1)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = y * image.width * 4
                guard let first = (0..<image.width).first(where: { pixels[row + $0 * 4 + 3] >= 128 }) else { continue }
                let last = (first..<image.width).last { pixels[row + $0 * 4 + 3] >= 128 }!
                (left, right) = (min(left, first), max(right, last))
                (top, bottom) = (min(top, y), y)
            }
        }
        guard right >= 0 else { return (0, 0, 1, 1) }
        return (left, top, right - left + 1, bottom - top + 1)
    }

    /// The pixels of `area` drawn over `matte` where at least half covered,
    /// and (0, 0, 0, 0) elsewhere: what a GIF can say.
    private static func composited(_ image: RasterImage, in area: (left: Int, top: Int, width: Int, height: Int),
                                   over matte: (red: UInt8, green: UInt8, blue: UInt8)) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: area.width * area.height * 4)
        result.withUnsafeMutableBytes { output in
            forEachColour(of: image, in: area, over: matte) { offset, colour in
                output.storeBytes(of: colour, toByteOffset: offset * 4, as: UInt32.self)
            }
        }
        return result
    }

    /// Hands on each pixel of `area` (its offset there, row by row, and its
    /// RGBA bytes as a little-endian word): drawn over `matte` where at
    /// least half covered, 0 (transparent) elsewhere.
    private static func forEachColour(of image: RasterImage, in area: (left: Int, top: Int, width: Int, height: Int),
                                      over matte: (red: UInt8, green: UInt8, blue: UInt8), _ body: (Int, UInt32) -> Void) {
        let under = (UInt32(matte.red), UInt32(matte.green), UInt32(matte.blue))
        image.pixels.withUnsafeBytes { pixels in
            var offset = 0
            for y in area.top..<area.top + area.height {
                let row = (y * image.width + area.left) * 4
                for x in 0..<area.width {
                    let word = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self))
                    let alpha = word >> 24
                    let colour: UInt32
                    if alpha == 255 {
                        colour = word
                    } else if alpha < 128 {
                        colour = 0
                    } else {
                        func blend(_ shift: UInt32, _ under: UInt32) -> UInt32 {
                            ((((word >> shift) & 0xFF) * alpha + under * (255 - alpha) + 127) / 255) << shift
                        }
                        colour = 0xFF00_0000 | blend(0, under.0) | blend(8, under.1) | blend(16, under.2)
                    }
                    body(offset, colour.littleEndian)
                    offset += 1
                }
            }
        }
    }

    /// The palette indices and palette of `area` drawn as `composited`
    /// says when it has at most 256 colours, else nil.
    private static func exactColours(of image: RasterImage, in area: (left: Int, top: Int, width: Int, height: Int),
                                     over matte: (red: UInt8, green: UInt8, blue: UInt8))
        -> (indices: [UInt8], palette: [(red: UInt8, green: UInt8, blue: UInt8)], transparent: Int?)? {
        // Open addressing on the colour as a 32-bit word; 0 marks an empty
        // slot, and the only colour that is 0, transparent, is kept apart.
        let slots = 1024
        var keys = [UInt32](repeating: 0, count: slots)
        var values = [UInt8](repeating: 0, count: slots)
        var palette: [UInt32] = []
        var transparent: Int?
        var indices = [UInt8](repeating: 0, count: area.width * area.height)
        var complete = true
        indices.withUnsafeMutableBufferPointer { indices in
            var (lastKey, lastIndex): (UInt32, UInt8) = (1, 0)
            forEachColour(of: image, in: area, over: matte) { offset, key in
                guard complete else { return }
                if key == lastKey {
                    indices[offset] = lastIndex
                    return
                }
                let index: UInt8
                if key == 0 {
                    if transparent == nil {
                        guard palette.count < 256 else { complete = false; return }
                        transparent = palette.count
                        palette.append(0)
                    }
                    index = UInt8(transparent!)
                } else {
                    var slot = Int((key &* 0x9E37_79B1) >> 22)
                    while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (slots - 1) }
                    if keys[slot] == 0 {
                        guard palette.count < 256 else { complete = false; return }
                        (keys[slot], values[slot]) = (key, UInt8(palette.count))
                        palette.append(key)
                    }
                    index = values[slot]
                }
                indices[offset] = index
                (lastKey, lastIndex) = (key, index)
            }
        }
        guard complete else { return nil }
        let colours = palette.map { word in
            withUnsafeBytes(of: word) { (red: $0[0], green: $0[1], blue: $0[2]) }
        }
        return (indices, colours, transparent)
    }

    /// Palette indices of `pixels` and the palette, by libimagequant.
    private static func quantised(_ pixels: [UInt8], width: Int, height: Int, quality: Int) throws -> ([UInt8], [liq_color]) {
        let quantiser = try GIFLibraries.opened()
        guard let attributes = quantiser.liqAttrCreate() else { throw RasterError.encoder(format: "GIF", reason: "libimagequant has no memory") }
        defer { quantiser.liqAttrDestroy(attributes) }
        _ = quantiser.liqSetQuality(attributes, 0, Int32(quality))
        return try pixels.withUnsafeBytes { bytes -> ([UInt8], [liq_color]) in
            guard let image = quantiser.liqImageCreateRGBA(attributes, bytes.baseAddress!, Int32(width), Int32(height), 0) else {
                throw RasterError.encoder(format: "GIF", reason: "libimagequant cannot take the frame")
            }
            defer { quantiser.liqImageDestroy(image) }
            var result: OpaquePointer? = nil
            let status = quantiser.liqImageQuantize(image, attributes, &result)
            guard status == LIQ_OK, let result else {
                throw RasterError.encoder(format: "GIF", reason: "libimagequant cannot quantise the frame (error \(status.rawValue))")
            }
            defer { quantiser.liqResultDestroy(result) }
            _ = quantiser.liqSetDitheringLevel(result, 1)
            var indices = [UInt8](repeating: 0, count: width * height)
            let written = indices.withUnsafeMutableBytes { quantiser.liqWriteRemappedImage(result, image, $0.baseAddress!, $0.count) }
            guard written == LIQ_OK, let palette = quantiser.liqGetPalette(result) else {
                throw RasterError.encoder(format: "GIF", reason: "libimagequant cannot remap the frame")
            }
            let colours = withUnsafeBytes(of: palette.pointee.entries) { Array($0.bindMemory(to: liq_color.self)) }
            return (indices, Array(colours.prefix(Int(palette.pointee.count))))
        }
    }
}
