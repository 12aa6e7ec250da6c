// libFuzzer target: whole SVG documents through libxml2, the importer, the
// writer and a morph. Built and run by Tests/Fuzz/run; not part of the package.
import Foundation
import ShapeMorph
import ShapeMorphSVG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let document = try? SVGDocument(data: data, fileName: "fuzz.svg") else { return 0 }
    _ = document.svgText()
    exerciseShape(document.shape)
    return 0
}
