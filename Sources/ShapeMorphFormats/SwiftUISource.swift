import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphSupport

/// The Swift source `SwiftUIWriter` writes: the keys as data, then the code
/// that plays them (the same for every morph, its types named after
/// `typeName`).
struct SwiftUISource {
    var typeName: String
    var format: NumberFormat

    func text(_ animation: SVGAnimation, in document: SVGDocument) -> String {
        let box = [document.viewBox.minX, document.viewBox.minY, document.viewBox.width, document.viewBox.height].map(number)
        var tracks: [String] = []
        for (index, track) in animation.tracks.enumerated() {
            let steady = track.steadyKeys()
            let until = index + 1 < animation.tracks.count ? animation.tracks[index + 1].keys.time(at: 0) : animation.duration
            let layers = SVGAnimation.layers(of: track.keys, playing: steady.map(\.index), paint: document.paint).map(layer)
            tracks.append("""
                        Track(times: [\(steady.map { time($0.time) }.joined(separator: ", "))],
                              moves: [\(steady.map { move($0.move) }.joined(separator: ", "))],
                              shownUntil: \(time(until)),
                              layers: [
                \(layers.joined(separator: ",\n"))
                              ])
                """)
        }
        return """
            // \(typeName).swift: a morph made by ShapeMorph (`shapemorph morph … --format swiftui`).
            //
            // `\(typeName)` holds the morph's keys and the geometry between them, and
            // needs nothing but the standard library; `\(typeName)Shape` and
            // `\(typeName)View` play it in SwiftUI, where SwiftUI is.

            /// The morph as keys: each track (a leg) has keys at times, each layer of a
            /// key the points of its outline as one vector (every contour's start, then
            /// each segment's two controls and end, x and y) and its paint; between
            /// keys every point moves in a straight line, eased as the earlier key says.
            enum \(typeName) {
                /// The viewBox the points are in.
                static let viewBox = (x: \(box[0]), y: \(box[1]), width: \(box[2]), height: \(box[3]))
                /// Seconds in one cycle.
                static let duration = \(time(animation.duration))
                /// Whether the cycle repeats.
                static let repeats = \(animation.repeats)

                static let tracks: [Track] = [
            \(tracks.joined(separator: ",\n"))
                ]

            \(Self.geometry)
            }

            \(Self.view.replacingOccurrences(of: "MORPH", with: typeName))
            """
    }

    /// A layer's data: its contours, and key by key its points and paint.
    private func layer(_ layer: SVGAnimation.Layer) -> String {
        let first = layer.shapes[0]
        let contours = first.contours.map { "(\($0.segments.count), \($0.isClosed))" }.joined(separator: ", ")
        let points = layer.shapes.map { shape in
            "[" + shape.contours.flatMap { contour -> [Double] in
                guard let start = contour.segments.first?.start else { return [] }
                return [start.x, start.y] + contour.segments.flatMap { [$0.control1.x, $0.control1.y, $0.control2.x, $0.control2.y, $0.end.x, $0.end.y] }
            }.map(number).joined(separator: ", ") + "]"
        }
        let paints = Array(layer.paints)
        func colour(_ paint: Paint?, gradient: SVGGradient?, opacity: Double) -> String {
            let colour = (gradient?.fallbackColour ?? paint ?? .nothing).color ?? Color(red: 0, green: 0, blue: 0)
            let alpha = paint == .nothing && gradient == nil ? 0 : opacity * colour.alpha
            return "(" + [colour.red / 255, colour.green / 255, colour.blue / 255, alpha].map(Self.colourNumber).joined(separator: ", ") + ")"
        }
        let fills = paints.map { colour($0.isFilled ? $0.fill ?? "black" : .nothing, gradient: $0.fillGradient, opacity: $0.fillOpacity ?? 1) }
        let strokes = paints.map { colour($0.hasStroke ? $0.stroke : .nothing, gradient: $0.strokeGradient, opacity: $0.strokeOpacity ?? 1) }
        let widths = paints.map { number($0.hasStroke ? $0.strokeWidth ?? 1 : 0) }
        let opacities = paints.map { number($0.opacity ?? 1) }
        return """
                            Layer(contours: [\(contours)], isEvenOdd: \(first.fillRule == .evenOdd),
                                  points: [\(points.joined(separator: ",\n" + String(repeating: " ", count: 31)))],
                                  fills: [\(fills.joined(separator: ", "))],
                                  strokes: [\(strokes.joined(separator: ", "))],
                                  strokeWidths: [\(widths.joined(separator: ", "))],
                                  opacities: [\(opacities.joined(separator: ", "))])
            """
    }

    /// A time: never rounded as coordinates are (a key a thousandth of a
    /// second off moves a fast point by a hundredth).
    private func time(_ value: Double) -> String { Self.doubleLiteral(NumberFormat.time.string(value)) }

    private func number(_ value: Double) -> String { Self.doubleLiteral(format.string(value)) }

    /// A colour channel or opacity, to four decimals (finer than 8 bits).
    private static func colourNumber(_ value: Double) -> String { doubleLiteral(NumberFormat.decimals(4).string(value)) }

    /// `text`, a number, as a `Double` literal (with a fraction: `1.0`, not `1`).
    private static func doubleLiteral(_ text: String) -> String {
        text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    private func move(_ move: SVGAnimation.KeyMove) -> String {
        switch move {
        case .linear: ".linear"
        case .hold: ".hold"
        case .eased(let curve): ".eased(\([curve.x1, curve.y1, curve.x2, curve.y2].map { NumberFormat.time.string($0) }.joined(separator: ", ")))"
        }
    }

    /// The members of the enum that find the points between the keys.
    private static let geometry = """
            /// How the points move from a key to the next.
            enum Move {
                /// In proportion to time.
                case linear
                /// Along a cubic Bézier easing (x1, y1, x2, y2), as CSS and SMIL ease.
                case eased(Double, Double, Double, Double)
                /// Not at all until the next key, then at once.
                case hold
            }

            /// A colour: red, green, blue and opacity, 0…1.
            typealias Colour = (red: Double, green: Double, blue: Double, opacity: Double)

            /// One layer, a path in its own paint.
            struct Layer {
                /// Its contours: how many segments each has, and whether it closes.
                let contours: [(segments: Int, isClosed: Bool)]
                /// Whether it fills by the even-odd rule.
                let isEvenOdd: Bool
                /// Key by key, its points.
                let points: [[Double]]
                /// Key by key, its fill and stroke colours, its stroke's width and its opacity.
                let fills: [Colour], strokes: [Colour], strokeWidths: [Double], opacities: [Double]
            }

            /// One leg: its keys' times (seconds into the cycle) and moves, shown from
            /// its first key until `shownUntil`.
            struct Track {
                let times: [Double]
                let moves: [Move]
                let shownUntil: Double
                let layers: [Layer]
            }

            /// The track showing at `time` seconds into the cycle.
            static func track(at time: Double) -> Int {
                tracks.lastIndex { $0.times[0] <= time } ?? 0
            }

            /// The key of `track` before `time` and how far, eased, the points have
            /// moved on from it towards the next.
            static func position(in track: Track, at time: Double) -> (key: Int, amount: Double) {
                guard let next = track.times.firstIndex(where: { $0 > time }) else { return (track.times.count - 1, 0) }
                guard next > 0 else { return (0, 0) }
                let fraction = (time - track.times[next - 1]) / (track.times[next] - track.times[next - 1])
                switch track.moves[next - 1] {
                case .linear: return (next - 1, fraction)
                case .hold: return (next - 1, 0)
                case let .eased(x1, y1, x2, y2): return (next - 1, eased(fraction, x1, y1, x2, y2))
                }
            }

            /// The points of layer `layer` of track `track` at `time` seconds into the cycle.
            static func points(track: Int, layer: Int, at time: Double) -> [Double] {
                let (key, amount) = position(in: tracks[track], at: time)
                let points = tracks[track].layers[layer].points
                guard amount > 0 else { return points[key] }
                return zip(points[key], points[key + 1]).map { $0 + ($1 - $0) * amount }
            }

            /// The SVG path data of those points.
            static func pathData(track: Int, layer: Int, at time: Double) -> String {
                let values = points(track: track, layer: layer, at: time)
                var data: [String] = [], index = 0
                for contour in tracks[track].layers[layer].contours {
                    data.append("M\\(values[index]) \\(values[index + 1])")
                    index += 2
                    for _ in 0..<contour.segments {
                        data.append("C" + values[index..<index + 6].map { "\\($0)" }.joined(separator: " "))
                        index += 6
                    }
                    if contour.isClosed { data.append("Z") }
                }
                return data.joined()
            }

            /// The cubic Bézier easing (0, 0), (x1, y1), (x2, y2), (1, 1) at `x`: its y
            /// where its x is `x` (found by halving).
            static func eased(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
                guard x > 0 else { return 0 }
                guard x < 1 else { return 1 }
                func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t }
                var (low, high) = (0.0, 1.0)
                for _ in 0..<60 {
                    let middle = (low + high) / 2
                    if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
                }
                return bezier((low + high) / 2, y1, y2)
            }
        """

    /// The SwiftUI shape and view that play the keys, `MORPH` standing for
    /// the enum's name.
    private static let view = """
        #if canImport(SwiftUI)
        import SwiftUI

        /// A layer's points as the data SwiftUI interpolates: a vector.
        struct MORPHPoints: VectorArithmetic {
            var values: [Double]

            static var zero: MORPHPoints { MORPHPoints(values: []) }

            static func + (a: MORPHPoints, b: MORPHPoints) -> MORPHPoints { a.combined(with: b, by: +) }
            static func - (a: MORPHPoints, b: MORPHPoints) -> MORPHPoints { a.combined(with: b, by: -) }

            mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }

            var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

            /// Entry by entry, the shorter vector read as zeros beyond its end (`zero` is empty).
            private func combined(with other: MORPHPoints, by operation: (Double, Double) -> Double) -> MORPHPoints {
                MORPHPoints(values: (0..<max(values.count, other.values.count)).map { index in
                    operation(index < values.count ? values[index] : 0, index < other.values.count ? other.values[index] : 0)
                })
            }
        }

        /// One layer's outline, fitted into the view as the viewBox is; its points animate.
        struct MORPHShape: Shape {
            var points: MORPHPoints
            let contours: [(segments: Int, isClosed: Bool)]

            var animatableData: MORPHPoints {
                get { points }
                set { points = newValue }
            }

            func path(in rect: CGRect) -> Path {
                let box = MORPH.viewBox
                let scale = min(rect.width / box.width, rect.height / box.height)
                let dx = rect.midX - (box.x + box.width / 2) * scale, dy = rect.midY - (box.y + box.height / 2) * scale
                func point(_ index: Int) -> CGPoint { CGPoint(x: points.values[index] * scale + dx, y: points.values[index + 1] * scale + dy) }
                var path = Path()
                var index = 0
                for contour in contours where index + 1 < points.values.count {
                    path.move(to: point(index))
                    index += 2
                    for _ in 0..<contour.segments {
                        path.addCurve(to: point(index + 4), control1: point(index), control2: point(index + 2))
                        index += 6
                    }
                    if contour.isClosed { path.closeSubpath() }
                }
                return path
            }
        }

        /// Plays the morph with SwiftUI's own animations: each key a state, the move
        /// to the next `withAnimation` of that key's timing.
        struct MORPHView: View {
            @State private var track = 0
            @State private var key = 0

            var body: some View {
                GeometryReader { geometry in
                    let scale = min(geometry.size.width / MORPH.viewBox.width, geometry.size.height / MORPH.viewBox.height)
                    let layers = MORPH.tracks[track].layers
                    ZStack {
                        ForEach(layers.indices, id: \\.self) { index in
                            let layer = layers[index]
                            let shape = MORPHShape(points: MORPHPoints(values: layer.points[key]), contours: layer.contours)
                            ZStack {
                                shape.fill(Self.color(layer.fills[key]), style: FillStyle(eoFill: layer.isEvenOdd))
                                shape.stroke(Self.color(layer.strokes[key]), lineWidth: layer.strokeWidths[key] * scale)
                            }
                            .opacity(layer.opacities[key])
                        }
                    }
                }
                .aspectRatio(MORPH.viewBox.width / MORPH.viewBox.height, contentMode: .fit)
                .task { await play() }
            }

            private static func color(_ colour: MORPH.Colour) -> Color {
                Color(red: colour.red, green: colour.green, blue: colour.blue, opacity: colour.opacity)
            }

            /// Each track's keys in turn, each move animated as its key says.
            @MainActor private func play() async {
                repeat {
                    for (index, playing) in MORPH.tracks.enumerated() {
                        (track, key) = (index, 0)
                        for next in playing.times.indices.dropFirst() {
                            let seconds = playing.times[next] - playing.times[next - 1]
                            switch playing.moves[next - 1] {
                            case .linear: withAnimation(.linear(duration: seconds)) { key = next }
                            case let .eased(x1, y1, x2, y2): withAnimation(.timingCurve(x1, y1, x2, y2, duration: seconds)) { key = next }
                            case .hold: break
                            }
                            try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
                            if case .hold = playing.moves[next - 1] { key = next }
                            if Task.isCancelled { return }
                        }
                    }
                } while MORPH.repeats
            }
        }
        #endif
        """
}
