import Foundation
import Testing
import ShapeMorph
import ShapeMorphSVG

/// Players blend colours channel by channel in sRGB between keys, where
/// frames blend in OKLab: an animation adds keys where the two would look
/// different, so that every format shows the frames' colours.
@Suite("Colour keys")
struct ColourKeysTests {
    @Test("CIEDE2000 reproduces Sharma, Wu and Dalal's test pairs", arguments: [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
        ((50.0, 2.8361, -74.0200), (50.0, 0.0, -82.7485), 3.4412),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ] as [((Double, Double, Double), (Double, Double, Double), Double)])
    func ciede2000(first: (Double, Double, Double), second: (Double, Double, Double), expected: Double) {
        let difference = Color.difference((first.0, first.1, first.2), (second.0, second.1, second.2))
        #expect(abs(difference - expected) < 1e-4, "\(difference)")
        #expect(abs(Color.difference((second.0, second.1, second.2), (first.0, first.1, first.2)) - expected) < 1e-4, "symmetric")
    }

    @Test("CIELAB of sRGB white, black and red")
    func cieLab() throws {
        let white = try #require(Color("white")).cieLab, red = try #require(Color("red")).cieLab
        #expect(abs(white.l - 100) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
        #expect(abs(red.l - 53.2408) < 1e-3 && abs(red.a - 80.0925) < 1e-2 && abs(red.b - 67.2032) < 1e-2)
        #expect(Color.difference(try #require(Color("black")), try #require(Color("#000000"))) == 0)
    }

    @Test("blue into yellow: keys where sRGB strays, and between keys every 1/60 of the morph within 1 of the frames", arguments: [
        TimingCurve.linear, .easeInOut, .spring(Spring(duration: 1, bounce: 0.2)),
    ])
    func keysKeepColours(timing: TimingCurve) throws {
        let blue = try svgDocument(drawing: ##"<circle cx="50" cy="50" r="40" fill="#1e5fd6" stroke="#ff2a00" stroke-width="4"/>"##)
        let yellow = try svgDocument(drawing: ##"<rect x="10" y="10" width="80" height="80" fill="#f5d000" stroke="#00c0a0" stroke-width="4"/>"##)
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(blue), DocumentKeyframe(yellow, duration: 1, timing: timing)])
        let keys = Array(timeline.animation(framesPerSecond: 30).tracks[0].keys)
        #expect(keys.count > 2, "more keys than the ends")
        func colours(_ element: SVGDocument.Element) -> [Color] { [element.paint.fill?.color, element.paint.stroke?.color].compactMap { $0 } }
        var worst = 0.0
        for (a, b) in zip(keys, keys.dropFirst()) where b.time > a.time {
            let (start, end) = (colours(a.elements[0]), colours(b.elements[0]))
            for step in 1..<60 {
                let time = a.time + (b.time - a.time) * Double(step) / 60
                // The frame at that time, and what a player shows: each channel eased as the key's easing says.
                let frame = colours(timeline.document(at: time).elements[0])
                let amount = a.easing?.progress(at: Double(step) / 60) ?? Double(step) / 60
                let played = zip(start, end).map { s, e in
                    Color(red: s.red + (e.red - s.red) * amount, green: s.green + (e.green - s.green) * amount, blue: s.blue + (e.blue - s.blue) * amount)
                }
                worst = max(worst, zip(played, frame).map { Color.difference($0, $1) }.max() ?? 0)
            }
        }
        #expect(worst <= 1, "\(timing): ΔE00 up to \(worst)")
    }

    @Test("Android's ArgbEvaluator (gamma 2.2) and SwiftUI (linear sRGB) between keys placed for them: every 1/60 within 1 of the frames, dark colours too",
          arguments: [KeyColourBlending.gamma22, .linearSRGB], [("#1e5fd6", "#f5d000"), ("#102040", "#402010"), ("#0a0a0a", "#7a1020")])
    func keysForLinearPlayers(blending: KeyColourBlending, colours: (String, String)) throws {
        let from = try svgDocument(drawing: ##"<circle cx="50" cy="50" r="40" fill="\##(colours.0)"/>"##)
        let to = try svgDocument(drawing: ##"<rect x="10" y="10" width="80" height="80" fill="\##(colours.1)"/>"##)
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(from), DocumentKeyframe(to, duration: 1, timing: .linear)])
        let keys = Array(timeline.animation(framesPerSecond: 30, keyColourBlending: blending).tracks[0].keys)
        // The frames' colour before it is written to 8 bits a channel (dark colours one step apart differ by up to 1.2).
        let frames = Paint.Blend(Paint(colours.0), Paint(colours.1))
        var worst = 0.0
        for (a, b) in zip(keys, keys.dropFirst()) where b.time > a.time {
            let (start, end) = (try #require(a.elements[0].paint.fill?.color), try #require(b.elements[0].paint.fill?.color))
            for step in 1..<60 {
                let amount = Double(step) / 60, time = a.time + (b.time - a.time) * amount
                let played = blending.blend(start, end, amount: amount)
                worst = max(worst, Color.difference(played, try #require(frames.colour(at: time))))
            }
        }
        #expect(keys.count > 2 && worst <= 1, "\(colours): ΔE00 up to \(worst) with \(keys.count) keys")
    }

    @Test("gradients: stops blended between keys every 1/60 within 1 of the frames", arguments: [
        (##"<radialGradient id="g" cx="0.3" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffd23c"/><stop offset="1" stop-color="#d22828"/></radialGradient>"##
            + ##"<circle cx="50" cy="50" r="40" fill="url(#g)"/>"##,
         ##"<radialGradient id="g" gradientUnits="userSpaceOnUse" cx="70" cy="65" r="55"><stop offset="0" stop-color="#fff"/>"##
            + ##"<stop offset="0.4" stop-color="#3c8cf0"/><stop offset="1" stop-color="#0a1e64"/></radialGradient>"##
            + ##"<path d="M10 10H90V90H10Z" fill="url(#g)"/>"##),
        (##"<linearGradient id="g"><stop offset="0" stop-color="#1060e0"/><stop offset="1" stop-color="#f0e010"/></linearGradient>"##
            + ##"<circle cx="50" cy="50" r="40" fill="url(#g)"/>"##,
         ##"<path d="M10 10H90V90H10Z" fill="#e02050"/>"##),
    ])
    func keysKeepGradientColours(drawings: (String, String)) throws {
        let timeline = DocumentTimeline(keyframes: [DocumentKeyframe(try svgDocument(drawing: drawings.0)),
                                                    DocumentKeyframe(try svgDocument(drawing: drawings.1), duration: 1, timing: .easeInOut)])
        let keys = Array(timeline.animation(framesPerSecond: 30).tracks[0].keys)
        let paints = keys.map { $0.elements[0].paint }
        // The gradients as a writer plays them: one list of stops for every key.
        let keyed = try #require(SVGGradient.keyed(paints.map(\.fillGradient), colours: paints.map { $0.fill ?? "black" }))
        let offsets = keyed[0].stops.map(\.offset)
        #expect(keys.count > 2, "more keys than the ends")
        var worst = 0.0
        for index in keys.indices.dropLast() where keys[index + 1].time > keys[index].time {
            let (a, b) = (keys[index], keys[index + 1])
            for step in 1..<60 {
                let time = a.time + (b.time - a.time) * Double(step) / 60
                let frame = try #require(timeline.document(at: time).elements[0].paint.fillGradient).stops(at: offsets)
                let amount = a.easing?.progress(at: Double(step) / 60) ?? Double(step) / 60
                for (stop, (s, e)) in zip(frame, zip(keyed[index].stops, keyed[index + 1].stops)) {
                    let (start, end) = (try #require(s.colour.color), try #require(e.colour.color))
                    let played = Color(red: start.red + (end.red - start.red) * amount, green: start.green + (end.green - start.green) * amount,
                                       blue: start.blue + (end.blue - start.blue) * amount)
                    worst = max(worst, Color.difference(played, try #require(stop.colour.color)))
                }
            }
        }
        #expect(worst <= 1, "ΔE00 up to \(worst)")
    }
}
