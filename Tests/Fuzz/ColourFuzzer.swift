// libFuzzer target: CSS colour text through the one colour parser every
// input path uses, then written and blended as the writers do. Built and
// run by Tests/Fuzz/run.
import ShapeMorphSVG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColour(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let colour = Color(text) else { return 0 }
    precondition([colour.red, colour.green, colour.blue].allSatisfy { (0...255).contains($0) } && (0...1).contains(colour.alpha),
                 "\(text) reads as \(colour)")
    let written = colour.hexadecimal
    precondition(Color(written) != nil, "\(text) writes \(written), which does not read back")
    _ = Color.blend(text, "red", amount: 0.5)
    _ = colour.oklab
    return 0
}
