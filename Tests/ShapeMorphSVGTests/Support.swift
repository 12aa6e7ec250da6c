import Foundation
import ShapeMorphSVG

/// A document drawing `body` in a 100 × 100 viewBox.
func svgDocument(drawing body: String) throws -> SVGDocument {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\(body)</svg>"
    return try SVGDocument(data: Data(text.utf8), fileName: "test.svg")
}
