extension Spring: Codable {
    private enum CodingKeys: String, CodingKey { case mass, stiffness, damping }

    /// Decodes `mass`, `stiffness` and `damping`, rejecting values the
    /// initialiser would not accept.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mass = try container.decode(Double.self, forKey: .mass)
        let stiffness = try container.decode(Double.self, forKey: .stiffness)
        let damping = try container.decode(Double.self, forKey: .damping)
        guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0, damping.isFinite, damping >= 0 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A spring needs finite mass > 0, stiffness > 0 and damping ≥ 0; got mass \(mass), stiffness \(stiffness), damping \(damping)."))
        }
        self.init(mass: mass, stiffness: stiffness, damping: damping)
    }

    /// Encodes `mass`, `stiffness` and `damping`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mass, forKey: .mass)
        try container.encode(stiffness, forKey: .stiffness)
        try container.encode(damping, forKey: .damping)
    }
}
