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
        default:
            guard let preset = Self.springPreset(named: name) else {
                position = nameStart
                throw error("a timing curve (linear, ease, ease-in, ease-out, ease-in-out, cubic-bezier(…), steps(…), linear(…), spring, spring(…))")
            }
            curve = .spring(preset)
        }
        skipSpaces()
        guard position == bytes.count else { throw error("the end of the timing curve") }
        return curve
    }

    /// What `spring(mass: …)` takes for a stiffness or damping it leaves
    /// out: a spring of unit mass settling in about a second.
    private static let defaultStiffness = 100.0, defaultDamping = 10.0

    private static func springPreset(named name: String) -> Spring? {
        Spring.presets.first { $0.name == name }?.spring
    }

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
                throw outOfRange("an x coordinate from 0 to 1")
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
            throw outOfRange("a whole number of steps, at least \(minimum)")
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
            if values.isEmpty, preset == nil, name != "spring", let named = Self.springPreset(named: name), !peek(":") {
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
                throw outOfRange(problem)
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
            constants = Spring.constants(response: values["response"] ?? Spring.standardResponse,
                                         dampingRatio: values["dampingRatio"] ?? Spring.standardDampingRatio)
        } else if family == families[1] {
            constants = Spring.constants(response: values["duration"] ?? Spring.presetDuration,
                                         dampingRatio: Spring.dampingRatio(bounce: values["bounce"] ?? 0))
        } else if family == families[2] {
            constants = (values["mass"] ?? 1, values["stiffness"] ?? Self.defaultStiffness, values["damping"] ?? Self.defaultDamping)
        } else {
            constants = (Spring.standard.mass, Spring.standard.stiffness, Spring.standard.damping)
        }
        guard constants.mass.isFinite, constants.stiffness.isFinite, constants.damping.isFinite,
              constants.mass > 0, constants.stiffness > 0, constants.stiffness / constants.mass > 0,
              (constants.stiffness / constants.mass).isFinite else {
            position = end
            throw outOfRange("a spring whose mass, stiffness and damping are finite and positive (these parameters give "
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
            throw outOfRange("\(what) from -1000000 to 1000000")
        }
        return value
    }

    /// A finite decimal number, read as SVG reads one.
    private mutating func number() throws(TimingCurveSyntaxError) -> Double {
        skipSpaces()
        let (end, value) = bytes.withUnsafeBufferPointer { DecimalNumberLexer.number(in: $0, at: position) }
        guard let value else { throw error("a number") }
        guard value.isFinite else { throw outOfRange("a number within ±1.8e308") }
        position = end
        return value
    }

    private func error(_ expected: String) -> TimingCurveSyntaxError {
        .unexpected(text: text, offset: position, expected: expected)
    }

    private func outOfRange(_ expected: String) -> TimingCurveSyntaxError {
        .outOfRange(text: text, offset: position, expected: expected)
    }
}
