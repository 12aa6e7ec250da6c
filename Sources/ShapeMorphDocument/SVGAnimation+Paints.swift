extension SVGAnimation {
    /// A layer's paint key by key, held as runs of neighbouring keys that
    /// paint alike (a colour moves in steps of 1/255, so a sampled track
    /// of thousands of keys has a few hundred runs at most).
    package struct Paints: RandomAccessCollection, Sendable {
        /// The paint of each run, in order.
        package private(set) var runs: [SVGPaint] = []
        /// Key by key, its run.
        private var runOfKey: [Int32] = []

        /// No paints yet.
        package init() {}

        package var startIndex: Int { 0 }
        package var endIndex: Int { runOfKey.count }

        package subscript(key: Int) -> SVGPaint { runs[Int(runOfKey[key])] }

        /// Which run key `key` is in: keys of one run paint alike.
        package func run(ofKey key: Int) -> Int { Int(runOfKey[key]) }

        /// Adds a key painting `paint`.
        package mutating func append(_ paint: SVGPaint) {
            // Compared in place: `runs.last` would copy the paint.
            if runs.isEmpty || runs[runs.count - 1] != paint { runs.append(paint) }
            runOfKey.append(Int32(runs.count - 1))
        }

        /// Adds the keys of `other` after these.
        package mutating func append(contentsOf other: Paints) {
            let joins = runs.last != nil && runs.last == other.runs.first
            let offset = Int32(runs.count - (joins ? 1 : 0))
            runs += joins ? other.runs.dropFirst() : other.runs[...]
            runOfKey += other.runOfKey.map { $0 + offset }
        }

        /// These keys with `transform` applied to each run's paint.
        package func mapRuns(_ transform: (SVGPaint) -> SVGPaint) -> Paints {
            var mapped = self
            mapped.runs = runs.map(transform)
            return mapped
        }
    }
}
