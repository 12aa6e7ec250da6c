public import ShapeMorphSupport

/// The number format by its name before it moved to `ShapeMorphSupport`,
/// where every writer shares it.
@available(*, deprecated, renamed: "NumberFormat", message: "Import ShapeMorphSupport and write NumberFormat.")
public typealias SVGNumberFormat = NumberFormat
