public import Foundation
public import ShapeMorph
public import ShapeMorphCheck
public import ShapeMorphSVG
public import Testing

/// The folder failing morphs' contact sheets go to unless a test names
/// another: `shapemorph-failures` in the temporary folder.
public let defaultFailureSheetFolder = FileManager.default.temporaryDirectory.appendingPathComponent("shapemorph-failures")

/// Expects `morph` to stay within `limits`, as `shapemorph check` judges:
/// records one issue per failure naming `name`, the frames and where, and
/// writes a contact sheet of the failing frames into `sheetFolder`, named
/// in the issue. Returns the measurement (nil when it could not be made,
/// itself an issue).
@discardableResult
public func expectCleanMorph(_ morph: DocumentMorph, named name: String = "morph", within limits: MorphLimits = MorphLimits(),
                             sheetFolder: URL = defaultFailureSheetFolder,
                             sourceLocation: SourceLocation = #_sourceLocation) -> MorphMeasurement? {
    let measurement: MorphMeasurement
    do {
        measurement = try MorphMeasurement(morph)
    } catch {
        Issue.record("\(name): the morph's frames cannot be rendered: \(error)", sourceLocation: sourceLocation)
        return nil
    }
    let failures = limits.failures(of: measurement)
    guard !failures.isEmpty else { return measurement }
    let progresses = Array(Set(failures.flatMap(\.progresses))).sorted()
    let sheetName = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") { $0.append($1) }
    let sheet = try? MorphFailureSheet.write(morph, at: progresses, to: sheetFolder, name: sheetName)
    for failure in failures {
        let message = "\(name): \(failure.message)" + (sheet.map { "; frames in \($0.path)" } ?? "")
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    return measurement
}

/// Expects the morph from `source` to `target`, each drawn in its bounds,
/// to stay within `limits`, as `expectCleanMorph(_:named:within:sheetFolder:sourceLocation:)`.
@discardableResult
public func expectCleanMorph(from source: Shape, to target: Shape, options: MorphOptions = MorphOptions(), named name: String = "morph",
                             within limits: MorphLimits = MorphLimits(), sheetFolder: URL = defaultFailureSheetFolder,
                             sourceLocation: SourceLocation = #_sourceLocation) -> MorphMeasurement? {
    let box = [source.bounds, target.bounds].compactMap { $0 }.reduce(nil as Rect?) { $0?.union($1) ?? $1 }
        ?? Rect(minX: 0, minY: 0, maxX: 1, maxY: 1)
    let documents = [source, target].map { SVGDocument(shape: $0, viewBox: box) }
    return expectCleanMorph(DocumentMorph(from: documents[0], to: documents[1], options: options), named: name, within: limits,
                            sheetFolder: sheetFolder, sourceLocation: sourceLocation)
}
