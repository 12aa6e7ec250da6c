import ShapeMorphTestSupport
import Testing

/// The shared closeness check passes within its allowance and fails outside it.
@Suite("expectClose")
struct ExpectCloseTests {
    @Test("within the absolute or the relative allowance, or equal, it passes")
    func passes() {
        expectClose(1.0005, 1, absolute: 1e-3)
        expectClose(1_000_001, 1_000_000, relative: 1e-6)
        expectClose(.infinity, .infinity)
    }

    @Test("outside both allowances, or not finite, it records an issue", arguments: [
        (1.01, 1.0, 1e-3, 0.0), (1_000_010, 1_000_000, 0, 1e-6), (.nan, 0, 1, 1), (.infinity, 0, 1e300, 0),
    ])
    func fails(got: Double, wanted: Double, absolute: Double, relative: Double) {
        withKnownIssue {
            expectClose(got, wanted, absolute: absolute, relative: relative)
        }
    }
}
