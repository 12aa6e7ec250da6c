import ShapeMorph

/// Foundation also declares an `AffineTransform`; inside this module the name
/// means ShapeMorph's. (Code that imports both writes `ShapeMorph.AffineTransform`.)
typealias AffineTransform = ShapeMorph.AffineTransform
