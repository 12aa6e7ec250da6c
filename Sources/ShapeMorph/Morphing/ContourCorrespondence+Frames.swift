extension ContourCorrespondence {
    /// The frames of the source and the target contour, where their shapes
    /// are compared (`MatchingFrame`).
    struct Frames {
        let source: MatchingFrame
        let target: MatchingFrame

        /// Both contours where they are drawn.
        static let drawing = Frames(source: .drawing, target: .drawing)

        /// The mean squared distance, in these frames, below which two
        /// contours count as mostly the same shape (`likeness` ½): their
        /// samples a hundredth of the perimeter apart, as a rule.
        static let likenessScale = 1e-4

        /// How alike the contours are as shapes, from 1 (the same shape,
        /// moved or grown) towards 0: `likenessScale / (likenessScale + d)`,
        /// `d` the mean squared distance between `source`'s points (drawn,
        /// at equal steps of its perimeter from `offset`) and as many of a
        /// target's, both in these frames, at the best of the target's shifts
        /// (only the first unless `shifting`) and the best of `targets`
        /// (the target contour in each orientation tried).
        func likeness(_ source: [Point], _ targets: [ArcLengthTable], offset: Double, shifting: Bool) -> Double {
            guard !source.isEmpty, !targets.isEmpty else { return 1 }
            let samples = source.map { self.source($0) }
            let least = targets.reduce(Double.infinity) { least, target in
                ContourCorrespondence.leastShiftCost(sourceSamples: samples, target: target, frame: self.target, offset: offset,
                                                     shifting: shifting, below: least)
            }
            return Self.likenessScale / (Self.likenessScale + least / Double(source.count))
        }

        /// These frames `weight` of the way from the drawing's coordinates
        /// (`MatchingFrame.weighted(_:)`).
        func weighted(_ weight: Double) -> Frames {
            Frames(source: source.weighted(weight), target: target.weighted(weight))
        }
    }
}
