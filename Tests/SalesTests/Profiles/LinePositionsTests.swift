import Foundation
import SalesDomain
import Testing

@testable import Sales

/// The position numbering of rows without a line id, against a plain dictionary of counts by id.
@Suite struct LinePositionsTests {
  private func positions(_ ids: [String]) -> [Int32] {
    var numbering = LinePositions()
    return ids.map { id in
      var copy = id
      return copy.withUTF8 { numbering.next($0) }
    }
  }

  private func expected(_ ids: [String]) -> [Int32] {
    var counts: [String: Int32] = [:]
    return ids.map { id in
      counts[id, default: 0] += 1
      return counts[id]!
    }
  }

  @Test func contiguousAndInterruptedOrdersCountOnWhereTheyStopped() {
    let ids = ["A", "A", "B", "A", "C", "C", "B", "A", "A"]
    #expect(positions(ids) == [1, 2, 1, 3, 1, 2, 2, 4, 5])
  }

  @Test func manyOrdersInterleavedMatchAPlainCount() {
    // 300 000 orders (the table grows many times), each order's rows split into two runs far
    // apart, plus a long order that passes the 255 the packed count holds.
    var ids: [String] = []
    var random = SystemRandomNumberGenerator()
    for index in 0..<300_000 {
      for _ in 0..<(1 + Int(random.next() % 3)) { ids.append("T\(index)") }
    }
    for index in stride(from: 0, to: 300_000, by: 7) { ids.append("T\(index)") }
    for _ in 0..<600 { ids.append("LONG") }
    ids.append("T1")
    for _ in 0..<10 { ids.append("LONG") }
    #expect(positions(ids) == expected(ids))
  }
}
