extension SVGImporter {
    /// Where each paint feature is first used among the drawn elements: a
    /// warning whose message names the use (for a writer to finish).
    func paintUses() -> [SVGPaintFeature: SVGWarning] {
        var uses: [SVGPaintFeature: SVGWarning] = [:]
        for feature in SVGPaintFeature.allCases {
            guard let index = drawnElements.firstIndex(where: { feature.isUsed(by: $0.paint) }) else { continue }
            let paint = drawnElements[index].paint
            let use = switch feature {
            case .gradient: paint.fillGradient != nil ? "its gradient fill" : "its gradient stroke"
            case .elaborateGradient: paint.fillGradient?.isPlain == false
                ? "its gradient fill (repeating, reflecting, elliptical or with a focal circle)"
                : "its gradient stroke (repeating, reflecting, elliptical or with a focal circle)"
            case .dashes: "its dashed stroke"
            case .strokeUnderFill: "its stroke under its fill (paint-order)"
            case .currentColor: paint.isFilled && paint.fill == .currentColor ? "its fill in currentColor" : "its stroke in currentColor"
            }
            uses[feature] = SVGWarning(file: fileName, line: drawnSources[index].line, element: drawnSources[index].name, message: use)
        }
        return uses
    }
}
