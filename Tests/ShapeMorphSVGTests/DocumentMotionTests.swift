import Foundation
import ShapeMorph
import ShapeMorphSVG
import ShapeMorphTestSupport
import Testing

/// Documents whose elements only move: a toggle's knob slides past a track
/// that stays, a badge slides and grows beside a label that stays.
@Suite("Document motion")
struct DocumentMotionTests {
    /// Element `index` of the morph's frame at `progress`.
    static func element(_ index: Int, of morph: DocumentMorph, at progress: Double) -> Shape {
        let document = morph.document(at: progress)
        return Shape(contours: Array(document.shape.contours[document.elements[index].contours]))
    }

    @Test("a toggle: the knob slides rigidly, the track stays exactly where it is")
    func toggle() throws {
        let track = ##"<rect x="10" y="30" width="80" height="40" rx="20" fill="#ccc"/>"##
        let off = try svgDocument(drawing: track + ##"<circle cx="30" cy="50" r="16" fill="#fff"/>"##)
        let on = try svgDocument(drawing: track + ##"<circle cx="70" cy="50" r="16" fill="#fff"/>"##)
        let morph = DocumentMorph(from: off, to: on)
        let knob = Self.element(1, of: morph, at: 0)
        let still = Self.element(0, of: morph, at: 0)
        for progress in [0.25, 0.5, 0.75] {
            let slid = knob.transformed(by: .translation(dx: 40 * progress, dy: 0))
            #expect(outlineDistance(Self.element(1, of: morph, at: progress), slid) <= 2e-3 * 100, "knob at \(progress)")
            #expect(outlineDistance(Self.element(0, of: morph, at: progress), still) <= 1e-9, "track at \(progress)")
        }
        let moves = morph.layerMotions.compactMap { $0?.translation.dx }
        #expect(moves.count == 2 && abs(moves[0]) <= 1e-9 && abs(moves[1] - 40) <= 1e-9, "\(moves)")
    }

    @Test("a badge slides and grows beside a label that stays")
    func badge() throws {
        let label = ##"<path d="M10 80H60V90H10Z" fill="#333"/>"##
        let small = try svgDocument(drawing: label + ##"<path d="M10 10H30V30H10Z" fill="red"/>"##)
        let large = try svgDocument(drawing: label + ##"<path d="M50 20H90V60H50Z" fill="red"/>"##)
        let morph = DocumentMorph(from: small, to: large)
        let badge = Self.element(1, of: morph, at: 0)
        for progress in [0.25, 0.5, 0.75] {
            // The square's centre travels from (20, 20) to (70, 40), its side from 20 to 40.
            let side = 20 + 20 * progress, centre = Point(x: 20 + 50 * progress, y: 20 + 20 * progress)
            let ideal = badge.transformed(by: .scale(by: side / 20, about: Point(x: 20, y: 20))
                .followed(by: .translation(dx: centre.x - 20, dy: centre.y - 20)))
            #expect(outlineDistance(Self.element(1, of: morph, at: progress), ideal) <= 2e-3 * 100, "badge at \(progress)")
        }
    }
}
