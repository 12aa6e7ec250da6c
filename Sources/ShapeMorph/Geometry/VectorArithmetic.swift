/// A value that can be added, subtracted and scaled, so that it can be
/// interpolated: the toolkit's counterpart of SwiftUI's protocol of the same
/// name, with no Apple framework.
///
/// `zero`, `+`, `-`, `+=` and `-=` come from `AdditiveArithmetic`; conforming
/// types add `scale(by:)` and `magnitudeSquared`. Code written against
/// SwiftUI's `VectorArithmetic` reads the same against this one.
///
///     let halfway = heart.interpolated(to: diamond, amount: 0.5)
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `factor`.
    mutating func scale(by factor: Double)

    /// The sum of the squares of every component: the squared length of the
    /// value seen as one long vector.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with every component multiplied by `factor`.
    public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }

    /// The value `amount` of the way from this value to `other`:
    /// `self + (other - self) * amount`.
    ///
    /// An `amount` of 0 gives `self` and 1 gives `other` up to rounding;
    /// amounts outside `0...1` extrapolate, which is what an overshooting
    /// spring needs.
    public func interpolated(to other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}
