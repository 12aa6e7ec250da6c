import Foundation

/// How a player blends two keys' colours, channel by channel: what an
/// animation places its colour keys for, so that the player's colours stay
/// near the frames' (blended in OKLab).
public enum KeyColourBlending: Hashable, Sendable {
    /// Each channel as written, 0…255: browsers (CSS, SMIL), Lottie
    /// players.
    case sRGB
    /// Each channel raised to 2.2, blended, and brought back: Android's
    /// `ArgbEvaluator` since API 26, which animated vector drawables use.
    case gamma22
    /// Each channel in linear light (sRGB's transfer function undone),
    /// blended, and brought back: SwiftUI, whose resolved colours
    /// (`Color.Resolved`, what it animates) are linear sRGB.
    case linearSRGB

    /// The colour `amount` of the way from `start` to `end` as the player
    /// blends it.
    public func blend(_ start: Color, _ end: Color, amount: Double) -> Color {
        switch self {
        case .sRGB:
            return Color(red: start.red + (end.red - start.red) * amount, green: start.green + (end.green - start.green) * amount,
                         blue: start.blue + (end.blue - start.blue) * amount, alpha: start.alpha + (end.alpha - start.alpha) * amount)
        case .gamma22:
            func channel(_ a: Double, _ b: Double) -> Double {
                let (linearA, linearB) = (pow(max(0, a) / 255, 2.2), pow(max(0, b) / 255, 2.2))
                return 255 * pow(max(0, linearA + (linearB - linearA) * amount), 1 / 2.2)
            }
            return Color(red: channel(start.red, end.red), green: channel(start.green, end.green), blue: channel(start.blue, end.blue),
                         alpha: start.alpha + (end.alpha - start.alpha) * amount)
        case .linearSRGB:
            func linear(_ channel: Double) -> Double {
                let value = max(0, channel) / 255
                return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            func encoded(_ value: Double) -> Double {
                255 * (value <= 0.0031308 ? value * 12.92 : 1.055 * pow(max(0, value), 1 / 2.4) - 0.055)
            }
            func channel(_ a: Double, _ b: Double) -> Double { encoded(linear(a) + (linear(b) - linear(a)) * amount) }
            return Color(red: channel(start.red, end.red), green: channel(start.green, end.green), blue: channel(start.blue, end.blue),
                         alpha: start.alpha + (end.alpha - start.alpha) * amount)
        }
    }
}
