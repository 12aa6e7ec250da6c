import ShapeMorphTestSupport
import Testing
import ShapeMorph

@Suite("Timing curves as text")
struct TimingCurveTextTests {
    @Test("every documented form reads as the curve it names", arguments: [
        ("linear", TimingCurve.linear),
        ("ease", .ease), (" ease-in ", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
        ("cubic-bezier(0.1, -0.5, .9,1.5)", .cubicBezier(CubicBezierTiming(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5))),
        ("steps(4)", .steps(StepsTiming(count: 4))),
        ("steps(3, jump-both)", .steps(StepsTiming(count: 3, position: .jumpBoth))),
        ("steps( 2 , start )", .steps(StepsTiming(count: 2, position: .jumpStart))),
        ("step-end", .steps(StepsTiming(count: 1, position: .jumpEnd))),
        ("linear(0, 0.25 75%, 1)", .piecewiseLinear(PiecewiseLinearTiming(stops: [.init(0), .init(0.25, at: 0.75), .init(1)]))),
        ("linear(0, 0.5 20% 80%, 1)", .piecewiseLinear(PiecewiseLinearTiming(stops: [.init(0), .init(0.5, at: 0.2, 0.8), .init(1)]))),
        ("spring", .spring(.standard)),
        ("bouncy", .spring(.bouncy)),
        ("spring(snappy, velocity: -2)", .spring(.snappy, initialVelocity: -2)),
        ("spring(response:0.5,dampingRatio:0.7)", .spring(Spring(response: 0.5, dampingRatio: 0.7))),
        ("spring(duration: 0.6, bounce: 0.3)", .spring(Spring(duration: 0.6, bounce: 0.3))),
        ("spring(mass:1,stiffness:100,damping:10,velocity:3)", .spring(Spring(mass: 1, stiffness: 100, damping: 10), initialVelocity: 3)),
        ("spring(stiffness: 200)", .spring(Spring(mass: 1, stiffness: 200, damping: 10))),
        ("spring(velocity: 1e1)", .spring(.standard, initialVelocity: 10)),
    ])
    func reads(text: String, curve: TimingCurve) throws {
        #expect(try TimingCurve(parsing: text) == curve)
    }

    @Test("mistakes give the offset and what was expected", arguments: [
        ("", 0, "a timing curve"),
        ("bounce", 0, "a timing curve"),
        ("ease-in-out(", 11, "the end"),
        ("cubic-bezier(0.1, 0.2, 0.3)", 26, "','"),
        ("cubic-bezier(1.5, 0, 0, 1)", 13, "an x coordinate from 0 to 1"),
        ("steps(0)", 6, "a whole number of steps, at least 1"),
        ("steps(1, jump-none)", 6, "at least 2"),
        ("steps(2.5)", 6, "a whole number"),
        ("steps(2, middle)", 9, "jump-start"),
        ("linear(0)", 8, "a second stop"),
        ("linear(0, 0.5 50, 1)", 16, "'%'"),
        ("spring(response: -1)", 17, "a positive response"),
        ("spring(bounce: 1.5)", 15, "a bounce above -1"),
        ("spring(response: 0.5, bounce: 0.2)", 22, "one spring family"),
        ("spring(snappy, damping: 3)", 15, "one spring family"),
        ("spring(stiffness: 1, stiffness: 2)", 21, "each parameter once"),
        ("spring(speed: 2)", 7, "a spring parameter"),
        ("spring(velocity 2)", 16, "':'"),
        ("spring(velocity: 1e999)", 17, "a number"),
        ("ease extra", 5, "the end"),
    ])
    func mistakes(text: String, offset: Int, expected: String) {
        #expect {
            _ = try TimingCurve(parsing: text)
        } throws: { error in
            guard let error = error as? TimingCurveSyntaxError else { return false }
            return error.offset == offset && error.expected.contains(expected) && error.description.contains("offset \(offset)")
        }
    }

    @Test("values outside their range are their own error, apart from broken grammar")
    func outOfRangeIsItsOwnError() {
        #expect(throws: TimingCurveSyntaxError.outOfRange(text: "cubic-bezier(2, 0, 1, 1)", offset: 13,
                                                          expected: "an x coordinate from 0 to 1")) {
            try TimingCurve(parsing: "cubic-bezier(2, 0, 1, 1)")
        }
        #expect(throws: TimingCurveSyntaxError.outOfRange(text: "spring(velocity: 1e999)", offset: 17,
                                                          expected: "a number within ±1.8e308")) {
            try TimingCurve(parsing: "spring(velocity: 1e999)")
        }
        #expect(throws: TimingCurveSyntaxError.unexpected(text: "steps(3", offset: 7, expected: "')'")) {
            try TimingCurve(parsing: "steps(3")
        }
    }

    @Test("the description reads back as the same curve", arguments: [
        TimingCurve.linear, .ease, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(CubicBezierTiming(x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5)),
        .steps(StepsTiming(count: 5, position: .jumpNone)),
        .spring(.bouncy), .spring(Spring(response: 0.3, dampingRatio: 0.1), initialVelocity: 2.5),
    ])
    func roundTrip(curve: TimingCurve) throws {
        #expect(try TimingCurve(parsing: curve.description) == curve)
    }

    @Test("a linear() description reads back within rounding of its percentages")
    func piecewiseLinearRoundTrip() throws {
        let curve = PiecewiseLinearTiming(stops: [.init(0), .init(0.3, at: 0.07), .init(0.9, at: 0.3, 0.6), .init(1)])
        guard case .piecewiseLinear(let reread) = try TimingCurve(parsing: TimingCurve.piecewiseLinear(curve).description) else {
            Issue.record("not read as linear()")
            return
        }
        #expect(reread.points.count == curve.points.count)
        for (a, b) in zip(reread.points, curve.points) {
            expectClose(a.input, b.input, absolute: 1e-15)
            #expect(a.output == b.output)
        }
    }
}
