extension AnimatableCubicCurve {
    /// Whether the curve traces its chord and nothing else: both control
    /// points lie on the chord (within a negligible fraction of its length)
    /// and between its ends. A line drawn as `C` with both handles at one end
    /// is straight; so is one with evenly spaced handles.
    package var isStraight: Bool {
        let chord = end - start
        let squaredLength = chord.dot(chord)
        guard squaredLength > 0 else { return false }
        return [control1, control2].allSatisfy { point in
            let offset = point - start
            let along = offset.dot(chord)
            return abs(chord.cross(offset)) <= negligibleFraction * squaredLength && along >= 0 && along <= squaredLength
        }
    }
}
