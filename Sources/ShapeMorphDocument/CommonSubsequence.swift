/// The pairs of positions of a longest common subsequence of `a` and `b`,
/// in order: the most items the two have in common without reordering
/// either (dynamic programming; `a.count × b.count` cells). Where several
/// are longest, items of `a` pair as early as they can.
package func commonSubsequencePairs<Item: Equatable>(_ a: [Item], _ b: [Item]) -> [(Int, Int)] {
    let width = b.count + 1
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lengths[i * width + j] = a[i] == b[j] ? lengths[(i + 1) * width + j + 1] + 1
                : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
        }
    }
    var pairs: [(Int, Int)] = []
    var (i, j) = (0, 0)
    while i < a.count && j < b.count {
        if a[i] == b[j] {
            pairs.append((i, j))
            (i, j) = (i + 1, j + 1)
        } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
            i += 1
        } else {
            j += 1
        }
    }
    return pairs
}
