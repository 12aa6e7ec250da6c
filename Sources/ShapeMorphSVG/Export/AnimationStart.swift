/// When an animation written for a web page plays.
public enum AnimationStart: Sendable {
    /// As soon as it is shown, as every format plays by default.
    case onLoad
    /// When the page asks, forward or backward, and it holds where it
    /// ends until asked again; it shows its first frame until then.
    ///
    /// - CSS: while the `svg` (or any element around it) has
    ///   `data-play="forward"` it plays forward once, and while it has
    ///   `data-play="backward"` it plays back to its first frame.
    /// - SMIL: `beginElement()` on the element with id `forward` (after
    ///   the writer's id prefix) plays it forward, on `backward` back.
    ///
    /// Switching direction part way starts the other direction from its
    /// own beginning.
    case onDemand
}
