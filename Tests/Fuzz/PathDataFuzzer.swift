// libFuzzer target: path data text → shape → path data → shape, then a morph.
// Built and run by Tests/Fuzz/run; not part of the package.
import ShapeMorph
import ShapeMorphSVG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathData(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let (shape, _) = SVGPathData.shape(from: text)
    exerciseShape(shape)
    return 0
}
