extension AffineTransform {
    /// Scaling by `factor` about `centre`, which stays where it is.
    public static func scale(by factor: Double, about centre: Point) -> AffineTransform {
        about(centre, .scale(x: factor, y: factor))
    }

    /// Rotation by `radians` about `centre` (positive turns x towards y:
    /// clockwise on screen, y pointing down).
    public static func rotation(radians: Double, about centre: Point) -> AffineTransform {
        about(centre, .rotation(radians: radians))
    }

    /// `transform` applied with `centre` as its origin.
    private static func about(_ centre: Point, _ transform: AffineTransform) -> AffineTransform {
        AffineTransform.translation(dx: -centre.x, dy: -centre.y).followed(by: transform)
            .followed(by: .translation(dx: centre.x, dy: centre.y))
    }
}

extension Contour {
    /// The contour scaled by `factor` about `centre`.
    public func scaled(by factor: Double, about centre: Point) -> Contour {
        transformed(by: .scale(by: factor, about: centre))
    }

    /// The contour rotated by `radians` about `centre` (clockwise on screen).
    public func rotated(by radians: Double, about centre: Point) -> Contour {
        transformed(by: .rotation(radians: radians, about: centre))
    }
}

extension Shape {
    /// The shape scaled by `factor` about `centre` (its bounds' centre, say).
    ///
    ///     let bigger = heart.scaled(by: 1.5, about: heart.bounds!.center)
    public func scaled(by factor: Double, about centre: Point) -> Shape {
        transformed(by: .scale(by: factor, about: centre))
    }

    /// The shape rotated by `radians` about `centre` (clockwise on screen).
    public func rotated(by radians: Double, about centre: Point) -> Shape {
        transformed(by: .rotation(radians: radians, about: centre))
    }
}
