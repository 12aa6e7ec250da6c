/// A value that can be added, subtracted and scaled, so that it can be
/// interpolated: the toolkit's counterpart of SwiftUI's protocol of the same
/// name, with no Apple framework.
///
/// `zero`, `+`, `-`, `+=` and `-=` come from `AdditiveArithmetic`; conforming
/// types add `scale(by:)` and `magnitudeSquared`; `scaled(by:)`,
/// `interpolated(towards:amount:)` and `interpolate(towards:amount:)` come
/// with the protocol, named as SwiftUI names them, so code written against
/// SwiftUI's `VectorArithmetic` reads the same against this one.
///
///     let halfway = heart.interpolated(towards: diamond, amount: 0.5)
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
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// Moves this value `amount` of the way towards `other` (see
    /// `interpolated(towards:amount:)`).
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }

    /// The value `amount` of the way from this value to `other`.
    @available(*, deprecated, renamed: "interpolated(towards:amount:)", message: "Named as SwiftUI names it.")
    public func interpolated(to other: Self, amount: Double) -> Self {
        interpolated(towards: other, amount: amount)
    }
}
