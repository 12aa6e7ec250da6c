/// The Hungarian algorithm (Kuhn–Munkres with potentials) for a rectangular
/// cost matrix with at most as many rows as columns: assigns every row a
/// distinct column so that the total cost is least.
///
/// - Returns: for each row, its column.
/// - Precondition: every cost is finite (a NaN would never let a row settle).
/// - Complexity: O(rows² × columns).
func optimalAssignment(costs: [[Double]]) -> [Int] {
    let rows = costs.count
    guard rows > 0 else { return [] }
    let columns = costs[0].count
    precondition(rows <= columns, "The assignment needs at least as many columns as rows.")
    precondition(costs.allSatisfy { $0.allSatisfy(\.isFinite) }, "Assignment costs must be finite.")
    // 1-based arrays as in the classic formulation; column 0 is a sentinel.
    var u = [Double](repeating: 0, count: rows + 1), v = [Double](repeating: 0, count: columns + 1)
    var rowOfColumn = [Int](repeating: 0, count: columns + 1), way = [Int](repeating: 0, count: columns + 1)
    for row in 1...rows {
        rowOfColumn[0] = row
        var column0 = 0
        var minimum = [Double](repeating: .infinity, count: columns + 1)
        var used = [Bool](repeating: false, count: columns + 1)
        repeat {
            used[column0] = true
            let row0 = rowOfColumn[column0]
            var delta = Double.infinity, column1 = 0
            for column in 1...columns where !used[column] {
                let reduced = costs[row0 - 1][column - 1] - u[row0] - v[column]
                if reduced < minimum[column] { minimum[column] = reduced; way[column] = column0 }
                if minimum[column] < delta { delta = minimum[column]; column1 = column }
            }
            for column in 0...columns {
                if used[column] { u[rowOfColumn[column]] += delta; v[column] -= delta } else { minimum[column] -= delta }
            }
            column0 = column1
        } while rowOfColumn[column0] != 0
        repeat {
            let column1 = way[column0]
            rowOfColumn[column0] = rowOfColumn[column1]
            column0 = column1
        } while column0 != 0
    }
    var result = [Int](repeating: 0, count: rows)
    for column in 1...columns where rowOfColumn[column] != 0 { result[rowOfColumn[column] - 1] = column - 1 }
    return result
}
