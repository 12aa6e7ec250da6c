import Foundation
package import ShapeMorph

extension ShapeMorph.AffineTransform {
    /// The transform `amount` of the way from this one to `other` (0 this,
    /// 1 `other`), each taken apart as a rotation after an upper-triangular
    /// scale and shear (a QR decomposition of its linear part) and a
    /// translation: the translations, scales and shear blend linearly, the
    /// angle the shorter way round. Between two rotations of one size it is
    /// a rotation; between two placements of one group, a smooth move. Nil
    /// where either transform is degenerate.
    package func interpolated(to other: ShapeMorph.AffineTransform, amount: Double) -> ShapeMorph.AffineTransform? {
        guard let start = Decomposed(self), var end = Decomposed(other) else { return nil }
        var turn = (end.angle - start.angle).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        end.angle = start.angle + turn
        func mix(_ first: Double, _ second: Double) -> Double { first + (second - first) * amount }
        return Decomposed(angle: mix(start.angle, end.angle), scaleX: mix(start.scaleX, end.scaleX), shear: mix(start.shear, end.shear),
                          scaleY: mix(start.scaleY, end.scaleY), tx: mix(start.tx, end.tx), ty: mix(start.ty, end.ty)).transform
    }

    /// A transform as a rotation by `angle` after the upper-triangular
    /// map [scaleX shear; 0 scaleY], then a translation.
    private struct Decomposed {
        var angle: Double, scaleX: Double, shear: Double, scaleY: Double, tx: Double, ty: Double

        init(angle: Double, scaleX: Double, shear: Double, scaleY: Double, tx: Double, ty: Double) {
            (self.angle, self.scaleX, self.shear, self.scaleY, self.tx, self.ty) = (angle, scaleX, shear, scaleY, tx, ty)
        }

        /// `transform` taken apart; nil where it is degenerate.
        init?(_ transform: ShapeMorph.AffineTransform) {
            guard transform.inverse != nil else { return nil }
            let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
            // The first column (a, b) is the rotation of (scaleX, 0); the second, turned back, is (shear, scaleY).
            scaleX = (a * a + b * b).squareRoot()
            angle = atan2(b, a)
            let (cosine, sine) = (a / scaleX, b / scaleX)
            shear = cosine * c + sine * d
            scaleY = -sine * c + cosine * d
            (tx, ty) = (transform.tx, transform.ty)
        }

        /// The transform put back together.
        var transform: ShapeMorph.AffineTransform {
            let (cosine, sine) = (cos(angle), sin(angle))
            return ShapeMorph.AffineTransform(a: cosine * scaleX, b: sine * scaleX, c: cosine * shear - sine * scaleY,
                                              d: sine * shear + cosine * scaleY, tx: tx, ty: ty)
        }
    }
}
