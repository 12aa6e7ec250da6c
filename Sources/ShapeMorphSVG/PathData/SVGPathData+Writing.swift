public import ShapeMorph
public import ShapeMorphSupport

/// SVG path data (`d` attribute text) for shapes.
public enum SVGPathData {
    /// The path data of `shape` in absolute commands: `M` at each contour's
    /// start, one command per segment, `Z` after closed contours.
    ///
    ///     SVGPathData.string(for: shape, format: .decimals(2))
    ///     // "M50 25C50 -10 100 0 100 25C… Z"
    ///
    /// With `.cubic` commands (the default) every shape with the same
    /// contour and segment counts gets the same command sequence, so morph
    /// frames can be animated with SMIL; `.simplest` writes straight
    /// segments as `L` and raised quadratics as `Q`.
    ///
    /// - Complexity: O(segments): one pass to bound the length, one to write
    ///   the bytes straight into the string.
    public static func string(for shape: Shape, format: NumberFormat = .default,
                              commands: SVGPathCommands = .cubic) -> String {
        ASCIIWriter.string(capacity: maximumLength(of: shape, format: format)) {
            write(shape, format: format, commands: commands, to: &$0)
        }
    }

    /// The path data of `shape`, written straight into the document in runs
    /// as it is written: never held whole.
    static func writtenValue(for shape: Shape, format: NumberFormat, commands: SVGPathCommands) -> XMLWrittenValue {
        XMLWrittenValue(count: 1) { _, emit in writeRuns(of: shape, format: format, commands: commands, emit: emit) }
    }

    /// The path data of key `index` of `shapes`, the key made and written
    /// straight into the document in runs as it is written.
    package static func writtenValue(of shapes: SVGAnimation.Shapes, at index: Int, format: NumberFormat,
                                     commands: SVGPathCommands) -> XMLWrittenValue {
        XMLWrittenValue(count: 1) { _, emit in writeRuns(of: shapes[index], format: format, commands: commands, emit: emit) }
    }

    /// Whether every key of `shapes` has the same path data text, compared
    /// run by run (by hash, with the first key's): never holding a key's
    /// text whole.
    package static func haveOneText(_ shapes: SVGAnimation.Shapes, format: NumberFormat, commands: SVGPathCommands) -> Bool {
        func runHashes(_ shape: Shape) -> [Int] {
            var hashes: [Int] = []
            writeRuns(of: shape, format: format, commands: commands) { maximumLength, write in
                hashes.append(ASCIIWriter.string(capacity: maximumLength, write).hashValue)
            }
            return hashes
        }
        guard let first = shapes.first else { return true }
        let firstHashes = runHashes(first)
        return shapes.indices.dropFirst().allSatisfy { runHashes(shapes[$0]) == firstHashes }
    }

    /// The path data of each of `shapes`, separated by `;`: the `values` of
    /// a SMIL animation of `d`, each shape made and written straight into
    /// the document as it is written, never held whole.
    static func animationValues(for shapes: SVGAnimation.Shapes, format: NumberFormat) -> XMLWrittenValue {
        XMLWrittenValue(count: shapes.count) { index, emit in
            writeRuns(of: shapes[index], format: format, commands: .cubic, after: index > 0 ? UInt8(ascii: ";") : nil, emit: emit)
        }
    }

    /// Writes the path data of `shape` through `emit`, a run of at most
    /// `runSegments` segments at a time, after `separator` when there is one.
    static func writeRuns(of shape: Shape, format: NumberFormat, commands: SVGPathCommands, after separator: UInt8? = nil,
                          emit: XMLWrittenValue.Emit) {
        var separator = separator
        var isFirst = true
        for (contourIndex, contour) in shape.contours.enumerated() where !contour.segments.isEmpty {
            for start in stride(from: 0, to: contour.segments.count, by: runSegments) {
                let segments = start..<min(start + runSegments, contour.segments.count)
                let startsContour = start == 0, endsContour = segments.upperBound == contour.segments.count
                let first = contour.segments[0].start
                let length = maximumLength(of: contour, segments, format: format)
                    + (startsContour ? 5 + maximumLength(of: first, format: format) : 0) + (separator == nil ? 0 : 1)
                emit(length) { writer in
                    if let byte = separator { writer.append(byte) }
                    if startsContour {
                        if !isFirst { writer.append(UInt8(ascii: " ")) }
                        writer.append(UInt8(ascii: "M"))
                        write(first, format: format, to: &writer)
                    }
                    write(contour, contourIndex, segments, format: format, commands: commands, to: &writer)
                    if endsContour && contour.isClosed { writer.append(UInt8(ascii: "Z")) }
                }
                (isFirst, separator) = (false, nil)
            }
        }
        // A shape that draws nothing.
        if let byte = separator { emit(1) { $0.append(byte) } }
    }

    /// The most segments written in one run: 4,096 take about 200 KB.
    private static let runSegments = 4096

    /// The bytes the path data of `shape` takes at most.
    private static func maximumLength(of shape: Shape, format: NumberFormat) -> Int {
        var length = 0
        for contour in shape.contours {
            guard let first = contour.segments.first else { continue }
            length += 4 + maximumLength(of: first.start, format: format)
                + maximumLength(of: contour, contour.segments.indices, format: format)
        }
        return length
    }

    /// The bytes segments `segments` of `contour` take at most.
    private static func maximumLength(of contour: Contour, _ segments: Range<Int>, format: NumberFormat) -> Int {
        var length = 0
        for index in segments {
            let segment = contour.segments[index]
            length += 3 + maximumLength(of: segment.control1, format: format)
                + maximumLength(of: segment.control2, format: format) + maximumLength(of: segment.end, format: format)
        }
        return length
    }

    private static func write(_ shape: Shape, format: NumberFormat, commands: SVGPathCommands,
                              to writer: inout ASCIIWriter) {
        var isFirst = true
        for (index, contour) in shape.contours.enumerated() {
            guard let first = contour.segments.first else { continue }
            if !isFirst { writer.append(UInt8(ascii: " ")) }
            isFirst = false
            writer.append(UInt8(ascii: "M"))
            write(first.start, format: format, to: &writer)
            write(contour, index, contour.segments.indices, format: format, commands: commands, to: &writer)
            if contour.isClosed { writer.append(UInt8(ascii: "Z")) }
        }
    }

    /// The commands of segments `segments` of `contour`, the shape's
    /// `contourIndex`th.
    private static func write(_ contour: Contour, _ contourIndex: Int, _ segments: Range<Int>, format: NumberFormat,
                              commands: SVGPathCommands, to writer: inout ASCIIWriter) {
        for index in segments {
            let segment = contour.segments[index]
            switch commands.command(for: segment, contour: contourIndex, index: index, format: format) {
            case .line:
                writer.append(UInt8(ascii: "L"))
            case .quadratic(let control):
                writer.append(UInt8(ascii: "Q"))
                write(control, format: format, to: &writer)
                writer.append(UInt8(ascii: " "))
            case .cubic:
                writer.append(UInt8(ascii: "C"))
                write(segment.control1, format: format, to: &writer)
                writer.append(UInt8(ascii: " "))
                write(segment.control2, format: format, to: &writer)
                writer.append(UInt8(ascii: " "))
            }
            write(segment.end, format: format, to: &writer)
        }
    }

    /// The bytes a point takes at most: two numbers and a space.
    private static func maximumLength(of point: Point, format: NumberFormat) -> Int {
        format.maximumLength(of: point.x) + 1 + format.maximumLength(of: point.y)
    }

    private static func write(_ point: Point, format: NumberFormat, to writer: inout ASCIIWriter) {
        format.write(point.x, to: &writer)
        writer.append(UInt8(ascii: " "))
        format.write(point.y, to: &writer)
    }
}
