import ArgumentParser
import ShapeMorphSVG

extension MorphingOptions {
    /// The pairs elements alone grow out of or shrink into, pinned for a
    /// morph from `source` to `target` (the closing leg of a loop when
    /// `reversed`): --plan's, and --split's and --merge's over those of the
    /// same elements; each with how an error names it. Their elements must
    /// not be pinned in `pins` to partners.
    func neighbourPins(from source: SVGDocument, to target: SVGDocument, reversed: Bool,
                       pins: [ElementPair]) throws -> [(pin: NeighbourPin, name: String)] {
        var given = try parsedNeighbourPins()
        if reversed {
            given = given.map { (NeighbourPin(element: ElementPair(source: $0.pin.element.target, target: $0.pin.element.source),
                                              neighbour: $0.pin.neighbour), $0.name) }
        }
        let planned = try plan().map { plan in
            try plan.neighbourPins(reversed: reversed, path: planFile!).filter { pin in !given.contains { $0.pin.element == pin.pin.element } }
        } ?? []
        let all = planned + given
        for (pin, name) in all {
            if pins.contains(where: { pair in
                pair.source != nil && pair.target != nil && (pair.source == pin.element.source || pair.target == pin.element.target)
            }) {
                throw CommandFailure("\(name): that element is pinned to a partner; it can grow or shrink only without one.", isUsageError: true)
            }
            let (count, side) = pin.element.source == nil ? (source.elements.count, "source") : (target.elements.count, "target")
            let (ownCount, ownSide) = pin.element.source == nil ? (target.elements.count, "target") : (source.elements.count, "source")
            for (index, total, which) in [(pin.element.source ?? pin.element.target!, ownCount, ownSide), (pin.neighbour, count, side)]
                where !(0..<total).contains(index) {
                throw CommandFailure("\(name): the \(which) has \(total) element\(total == 1 ? "" : "s"), numbered from 0; there is no element \(index).",
                                     isUsageError: true)
            }
        }
        return all
    }

    /// Refuses neighbour pins `morph` could not keep: the pair they name is
    /// not made (its element is alone too).
    func checkNeighbours(_ pins: [(pin: NeighbourPin, name: String)], of morph: DocumentMorph) throws {
        for (pin, name) in pins {
            let lone = morph.pairs.firstIndex(of: pin.element)
            let parent = lone.flatMap { morph.neighbours[$0] }
            let kept = parent.map { (pin.element.source == nil ? morph.pairs[$0].source : morph.pairs[$0].target) == pin.neighbour } ?? false
            guard kept else {
                let side = pin.element.source == nil ? "source" : "target"
                throw CommandFailure("\(name): \(side) element \(pin.neighbour) is not in a pair to grow out of or shrink into; "
                                     + "pin one with --pair (inspect lists the pairs).", isUsageError: true)
            }
        }
    }

    /// The --split and --merge values as pins, each with its option.
    func parsedNeighbourPins() throws -> [(pin: NeighbourPin, name: String)] {
        func parsed(_ text: String, _ option: String) throws -> (Int, Int) {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let first = parts[0], let second = parts[1], first >= 0, second >= 0 else {
                throw ValidationError("--\(option) needs two element numbers from 0, like 2:0; got '\(text)'.")
            }
            return (first, second)
        }
        let splitting = try splits.map { text in
            let (grown, source) = try parsed(text, "split")
            return (NeighbourPin(element: ElementPair(source: nil, target: grown), neighbour: source), "--split \(text)")
        }
        let merging = try merges.map { text in
            let (shrunk, target) = try parsed(text, "merge")
            return (NeighbourPin(element: ElementPair(source: shrunk, target: nil), neighbour: target), "--merge \(text)")
        }
        return splitting + merging
    }
}
