import SalesDomain
import Testing

@testable import Sales

/// `isWithinGroupLimit` (one bitwise or, relying on the limit being all ones) against the
/// plain comparison of every figure, at and around the limit, for each figure.
@Suite struct GroupLimitCheckTests {
  @Test func theLimitIsAllOnes() {
    let limit = SalesLimits.groupFigure
    #expect(limit > 0 && limit & (limit + 1) == 0)
  }

  @Test func agreesWithComparingEachFigure() {
    let limit = SalesLimits.groupFigure
    let values: [Int64] = [
      0, 1, -1, limit, -limit, limit + 1, -limit - 1, limit - 1, 1 << 52, Int64.max, Int64.min,
    ]
    for figure in 0..<6 {
      for value in values {
        var amounts = RollupAmounts()
        amounts.quantity = 5
        amounts.tickets = 2
        switch figure {
        case 0: amounts.quantity = value
        case 1: amounts.grossCents = value
        case 2: amounts.discountCents = value
        case 3: amounts.refundCents = value
        case 4: amounts.netCents = value
        default: amounts.tickets = value
        }
        let plain = [
          amounts.quantity, amounts.grossCents, amounts.discountCents, amounts.refundCents,
          amounts.netCents, amounts.tickets,
        ].allSatisfy { $0.magnitude <= limit.magnitude }
        #expect(amounts.isWithinGroupLimit == plain, "figure \(figure) = \(value)")
      }
    }
  }
}
