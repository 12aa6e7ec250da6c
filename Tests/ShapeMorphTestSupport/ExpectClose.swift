import Testing

/// Checks that `got` is within tolerance of `wanted`, and on a failure
/// records wanted, got, their difference and the allowance, with `comment`
/// naming the case.
///
/// The allowance is the larger of `absolute` and `relative` × |wanted|. A
/// non-finite `got` always fails (unless it equals `wanted`).
///
///     expectClose(curve.arcLength(), 10, relative: 1e-9)
///     expectClose(spring.stiffness, 157.9137, absolute: 1e-4, "response 0.5")
public func expectClose(
    _ got: Double, _ wanted: Double, absolute: Double = 0, relative: Double = 0,
    _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    let allowed = max(absolute, relative * abs(wanted))
    let difference = abs(got - wanted)
    guard !(difference <= allowed || got == wanted) else { return }
    let context = comment()
    Issue.record(Comment(rawValue: "wanted \(wanted), got \(got): off by \(difference), allowed \(allowed)"
                          + (context.isEmpty ? "" : " (\(context))")),
                 sourceLocation: sourceLocation)
}
