extension TimingCurve {
    /// Reads a timing curve written as CSS writes easings, with springs
    /// added:
    ///
    /// - `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`
    /// - `cubic-bezier(x1, y1, x2, y2)` with x1 and x2 in 0…1
    /// - `steps(n)`, `steps(n, jump-start | jump-end | jump-none | jump-both | start | end)`,
    ///   `step-start`, `step-end`
    /// - `linear(0, 0.25 75%, 1)`: stops of an output and up to two input percentages
    /// - `spring`, `smooth`, `snappy`, `bouncy`: the presets of `Spring`
    /// - `spring(response: 0.5, dampingRatio: 0.7)`, `spring(duration: 0.6, bounce: 0.3)`,
    ///   `spring(mass: 1, stiffness: 100, damping: 10)`, `spring(bouncy)`; any
    ///   of them may add `velocity: v`, the initial velocity in progress per
    ///   second. Missing parameters take the defaults of the family
    ///   (response 0.55, damping ratio 0.825; duration 0.5, bounce 0; mass 1,
    ///   stiffness 100, damping 10).
    ///
    /// Progress values — cubic-bezier y coordinates, `linear(…)` outputs and
    /// spring velocities — are at most a million in size (`largestProgress`):
    /// beyond that, frames are a million times the shapes' size, and the
    /// curve's arithmetic overflows long before the largest doubles.
    ///
    /// Whitespace is allowed between any two tokens; names are case-sensitive.
    ///
    ///     try TimingCurve(parsing: "spring(duration: 0.6, bounce: 0.3)")
    ///
    /// - Throws: the offset in `text` where it stops making sense, and what
    ///   was expected there; also for values out of range.
    public init(parsing text: String) throws(TimingCurveSyntaxError) {
        var parser = TimingCurveParser(text)
        self = try parser.curve()
    }

    /// The largest size of a progress value that timing text may give.
    public static let largestProgress = 1e6
}

extension TimingCurve: CustomStringConvertible {
    /// The curve in the syntax `init(parsing:)` reads: a preset's name, or
    /// the function with its parameters. Numbers are written in the shortest
    /// form that reads back to the same `Double`, so parsing the description
    /// gives an equal curve (for `linear(…)`, inputs are written as
    /// percentages, equal within rounding).
    public var description: String {
        func number(_ value: Double) -> String {
            let text = "\(value)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        switch self {
        case .linear: return "linear"
        case .cubicBezier(let curve):
            let names: [CubicBezierTiming: String] = [.ease: "ease", .easeIn: "ease-in", .easeOut: "ease-out", .easeInOut: "ease-in-out"]
            return names[curve] ?? "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(number).joined(separator: ", ")))"
        case .steps(let steps):
            return "steps(\(steps.count), \(steps.position.rawValue))"
        case .piecewiseLinear(let curve):
            return "linear(\(curve.points.map { "\(number($0.output)) \(number($0.input * 100))%" }.joined(separator: ", ")))"
        case .spring(let spring, let velocity):
            var parameters = "mass: \(number(spring.mass)), stiffness: \(number(spring.stiffness)), damping: \(number(spring.damping))"
            if velocity != 0 { parameters += ", velocity: \(number(velocity))" }
            return "spring(\(parameters))"
        }
    }
}

/// What went wrong reading a timing curve: where, and what was expected.
public struct TimingCurveSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was read.
    public var text: String
    /// Offset in UTF-8 bytes from the start of `text`.
    public var offset: Int
    /// What would have made sense there.
    public var expected: String

    public init(text: String, offset: Int, expected: String) {
        self.text = text
        self.offset = offset
        self.expected = expected
    }

    /// One sentence; text longer than 60 bytes is quoted by the 24 bytes
    /// before the offset, not whole.
    public var description: String {
        let bytes = Array(text.utf8), offset = min(max(self.offset, 0), bytes.count)
        let rest = String(decoding: bytes[offset...].prefix(12), as: UTF8.self)
        let found = rest.isEmpty ? "the end" : "'\(rest)'"
        guard bytes.count > 60 else {
            return "timing curve '\(text)': expected \(expected) at offset \(offset), found \(found)"
        }
        let before = String(decoding: bytes[max(0, offset - 24)..<offset], as: UTF8.self)
        return "timing curve of \(bytes.count) bytes: expected \(expected) at offset \(offset), "
            + "after '\(offset > 24 ? "…" : "")\(before)', found \(found)"
    }
}

/// A recursive-descent reader for `TimingCurve(parsing:)`.
struct TimingCurveParser {
    private let text: String
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    mutating func curve() throws(TimingCurveSyntaxError) -> TimingCurve {
        skipSpaces()
        let nameStart = position
        let name = identifier()
        let curve: TimingCurve
        switch name {
        case "linear" where peek("("): curve = try piecewiseLinear()
        case "linear": curve = .linear
        case "ease": curve = .ease
        case "ease-in": curve = .easeIn
        case "ease-out": curve = .easeOut
        case "ease-in-out": curve = .easeInOut
        case "step-start": curve = .steps(StepsTiming(count: 1, position: .jumpStart))
        case "step-end": curve = .steps(StepsTiming(count: 1, position: .jumpEnd))
        case "cubic-bezier": curve = try cubicBezier()
        case "steps": curve = try steps()
        case "spring" where peek("("): curve = try spring()
        case "spring": curve = .spring(.standard)
        case "smooth", "snappy", "bouncy": curve = .spring(Self.springPresets[name]!)
        default:
            position = nameStart
            throw error("a timing curve (linear, ease, ease-in, ease-out, ease-in-out, cubic-bezier(…), steps(…), linear(…), spring, spring(…))")
        }
        skipSpaces()
        guard position == bytes.count else { throw error("the end of the timing curve") }
        return curve
    }

    private static let springPresets: [String: Spring] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]

    // MARK: - Curves

    private mutating func cubicBezier() throws(TimingCurveSyntaxError) -> TimingCurve {
        try expect("(")
        var values: [Double] = []
        for index in 0..<4 {
            if index > 0 { try expect(",") }
            skipSpaces()
            let start = position
            let value = index % 2 == 0 ? try number() : try progress("a y coordinate")
            if index % 2 == 0, !(0...1).contains(value) {
                position = start
                throw error("an x coordinate from 0 to 1")
            }
            values.append(value)
        }
        try expect(")")
        return .cubicBezier(CubicBezierTiming(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
    }

    private mutating func steps() throws(TimingCurveSyntaxError) -> TimingCurve {
        try expect("(")
        skipSpaces()
        let countStart = position
        let count = try number()
        var jump = StepsTiming.JumpPosition.jumpEnd
        if accept(",") {
            skipSpaces()
            let start = position
            let word = identifier()
            switch word {
            case "start": jump = .jumpStart
            case "end": jump = .jumpEnd
            default:
                guard let position = StepsTiming.JumpPosition(rawValue: word) else {
                    self.position = start
                    throw error("jump-start, jump-end, jump-none, jump-both, start or end")
                }
                jump = position
            }
        }
        let minimum = jump == .jumpNone ? 2 : 1
        guard count == count.rounded(), count >= Double(minimum), count <= Double(Int32.max) else {
            position = countStart
            throw error("a whole number of steps, at least \(minimum)")
        }
        try expect(")")
        return .steps(StepsTiming(count: Int(count), position: jump))
    }

    private mutating func piecewiseLinear() throws(TimingCurveSyntaxError) -> TimingCurve {
        try expect("(")
        var stops: [PiecewiseLinearTiming.Stop] = []
        repeat {
            var stop = PiecewiseLinearTiming.Stop(try progress("an output"))
            while stop.inputs.count < 2, startsNumber() {
                stop.inputs.append(try number() / 100)
                try expect("%")
            }
            stops.append(stop)
        } while accept(",")
        guard stops.count >= 2 else { throw error("a comma and a second stop (linear() needs at least two)") }
        try expect(")")
        return .piecewiseLinear(PiecewiseLinearTiming(stops: stops))
    }

    private mutating func spring() throws(TimingCurveSyntaxError) -> TimingCurve {
        try expect("(")
        var preset: Spring? = nil
        var values: [String: Double] = [:]
        var family: Set<String>? = nil
        let families: [Set<String>] = [["response", "dampingRatio"], ["duration", "bounce"], ["mass", "stiffness", "damping"]]
        repeat {
            skipSpaces()
            let start = position
            let name = identifier()
            if values.isEmpty, preset == nil, let named = Self.springPresets[name], !peek(":") {
                preset = named
                continue
            }
            let known = families.first { $0.contains(name) }
            guard name == "velocity" || known != nil else {
                position = start
                throw error("a spring parameter (response, dampingRatio, duration, bounce, mass, stiffness, damping or velocity)")
            }
            if let known {
                if preset != nil || (family != nil && family != known) {
                    position = start
                    throw error("parameters of one spring family only (response/dampingRatio, duration/bounce or mass/stiffness/damping)")
                }
                family = known
            }
            guard values[name] == nil else {
                position = start
                throw error("each parameter once")
            }
            try expect(":")
            skipSpaces()
            let valueStart = position
            let value = name == "velocity" ? try progress("a velocity") : try number()
            if let problem = Self.rangeProblem(name, value) {
                position = valueStart
                throw error(problem)
            }
            values[name] = value
        } while accept(",")
        let end = position
        try expect(")")
        // The physical constants of every description, checked before a
        // spring is made of them: extreme responses overflow the stiffness.
        let constants: (mass: Double, stiffness: Double, damping: Double)
        if let preset {
            constants = (preset.mass, preset.stiffness, preset.damping)
        } else if family == families[0] {
            constants = Spring.constants(response: values["response"] ?? 0.55, dampingRatio: values["dampingRatio"] ?? 0.825)
        } else if family == families[1] {
            constants = Spring.constants(response: values["duration"] ?? 0.5,
                                         dampingRatio: Spring.dampingRatio(bounce: values["bounce"] ?? 0))
        } else if family == families[2] {
            constants = (values["mass"] ?? 1, values["stiffness"] ?? 100, values["damping"] ?? 10)
        } else {
            constants = (Spring.standard.mass, Spring.standard.stiffness, Spring.standard.damping)
        }
        guard constants.mass.isFinite, constants.stiffness.isFinite, constants.damping.isFinite,
              constants.mass > 0, constants.stiffness > 0, constants.stiffness / constants.mass > 0,
              (constants.stiffness / constants.mass).isFinite else {
            position = end
            throw error("a spring whose mass, stiffness and damping are finite and positive (these parameters give "
                        + "mass \(constants.mass), stiffness \(constants.stiffness), damping \(constants.damping))")
        }
        let spring = Spring(mass: constants.mass, stiffness: constants.stiffness, damping: constants.damping)
        return .spring(spring, initialVelocity: values["velocity"] ?? 0)
    }

    /// Why `value` cannot be spring parameter `name`, or nil when it can.
    private static func rangeProblem(_ name: String, _ value: Double) -> String? {
        switch name {
        case "response", "duration", "mass", "stiffness": value > 0 ? nil : "a positive \(name)"
        case "dampingRatio", "damping": value >= 0 ? nil : "a \(name) of 0 or more"
        case "bounce": value > -1 && value <= 1 ? nil : "a bounce above -1 and at most 1"
        default: nil
        }
    }

    // MARK: - Tokens

    private mutating func skipSpaces() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains(bytes[position]) { position += 1 }
    }

    /// Letters and hyphens.
    private mutating func identifier() -> String {
        let start = position
        while position < bytes.count,
              (0x61...0x7A).contains(bytes[position] | 0x20) || bytes[position] == UInt8(ascii: "-") {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func peek(_ character: Unicode.Scalar) -> Bool {
        skipSpaces()
        return position < bytes.count && bytes[position] == UInt8(ascii: character)
    }

    private mutating func accept(_ character: Unicode.Scalar) -> Bool {
        guard peek(character) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(TimingCurveSyntaxError) {
        guard accept(character) else { throw error("'\(character)'") }
    }

    private mutating func startsNumber() -> Bool {
        skipSpaces()
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        return (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// A number that is a progress (or a progress per second), `what`: at
    /// most `TimingCurve.largestProgress` in size.
    private mutating func progress(_ what: String) throws(TimingCurveSyntaxError) -> Double {
        skipSpaces()
        let start = position
        let value = try number()
        guard abs(value) <= TimingCurve.largestProgress else {
            position = start
            throw error("\(what) from -1000000 to 1000000")
        }
        return value
    }

    /// A finite decimal number: sign, digits, fraction, exponent.
    private mutating func number() throws(TimingCurveSyntaxError) -> Double {
        skipSpaces()
        let start = position
        func digits() -> Int {
            let first = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
            return position - first
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
        var count = digits()
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            count += digits()
        }
        if count > 0, position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            let mark = position
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
            if digits() == 0 { position = mark }
        }
        guard count > 0, let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else {
            position = start
            throw error("a number")
        }
        return value
    }

    private func error(_ expected: String) -> TimingCurveSyntaxError {
        TimingCurveSyntaxError(text: text, offset: position, expected: expected)
    }
}
