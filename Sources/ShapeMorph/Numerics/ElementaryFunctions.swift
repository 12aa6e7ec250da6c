// The core needs a few elementary functions that the standard library lacks;
// they come from the platform's C math library, kept behind these names so no
// other file imports a platform module.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(WinSDK)
import ucrt
#endif

@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
@inline(__always) func tangent(_ x: Double) -> Double { tan(x) }
@inline(__always) func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) func exponential(_ x: Double) -> Double { exp(x) }
@inline(__always) func exponentialMinusOne(_ x: Double) -> Double { expm1(x) }
@inline(__always) func naturalLogarithm(_ x: Double) -> Double { log(x) }
