import Foundation

extension Color {
    /// The colour's CIELAB coordinates under the D65 white (lightness 0…100).
    public var cieLab: (l: Double, a: Double, b: Double) {
        func linear(_ channel: Double) -> Double {
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        // sRGB to XYZ, each over the D65 white's.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// How different two colours look (alpha aside): CIEDE2000's ΔE₀₀
    /// between their CIELAB coordinates; about 1 is the least difference
    /// most people see side by side.
    public static func difference(_ first: Color, _ second: Color) -> Double {
        difference(first.cieLab, second.cieLab)
    }

    /// CIEDE2000's ΔE₀₀ between two CIELAB colours (Sharma, Wu and Dalal's
    /// formulation, with its weights kL = kC = kH = 1).
    package static func difference(_ lab1: (l: Double, a: Double, b: Double), _ lab2: (l: Double, a: Double, b: Double)) -> Double {
        func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let meanChroma = (hypot(lab1.a, lab1.b) + hypot(lab2.a, lab2.b)) / 2
        let g = 0.5 * (1 - (Foundation.pow(meanChroma, 7) / (Foundation.pow(meanChroma, 7) + Foundation.pow(25, 7))).squareRoot())
        let (a1, a2) = ((1 + g) * lab1.a, (1 + g) * lab2.a)
        let (c1, c2) = (hypot(a1, lab1.b), hypot(a2, lab2.b))
        func hue(_ a: Double, _ b: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let angle = degrees(atan2(b, a))
            return angle < 0 ? angle + 360 : angle
        }
        let (h1, h2) = (hue(a1, lab1.b), hue(a2, lab2.b))
        let deltaL = lab2.l - lab1.l, deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue / 2))
        let meanL = (lab1.l + lab2.l) / 2, meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            meanHue = abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
        }
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let rotation = 30 * exp(-Foundation.pow((meanHue - 275) / 25, 2))
        let rc = 2 * (Foundation.pow(meanC, 7) / (Foundation.pow(meanC, 7) + Foundation.pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * Foundation.pow(meanL - 50, 2) / (20 + Foundation.pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanC, sh = 1 + 0.015 * meanC * t
        let rt = -sin(radians(2 * rotation)) * rc
        let (l, c, h) = (deltaL / sl, deltaC / sc, deltaH / sh)
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}
