extension Contour: Codable {
    private enum CodingKeys: String, CodingKey { case segments, isClosed }

    /// Decodes a contour, rejecting segments that do not join exactly.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let segments = try container.decode([AnimatableCubicCurve].self, forKey: .segments)
        let isClosed = try container.decode(Bool.self, forKey: .isClosed)
        if let fault = Contour.joinFault(in: segments, isClosed: isClosed) {
            throw DecodingError.dataCorruptedError(
                forKey: .segments, in: container, debugDescription: "Contour segments do not join: \(fault).")
        }
        self.init(segments: segments, isClosed: isClosed)
    }

    /// Encodes the segments and whether the contour is closed.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(segments), forKey: .segments)
        try container.encode(isClosed, forKey: .isClosed)
    }
}
