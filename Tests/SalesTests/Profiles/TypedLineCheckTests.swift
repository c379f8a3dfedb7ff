import Foundation
import SalesDomain
import Testing

@testable import Sales

/// `RowValidator.check` takes a profile's `TypedLine` as it is; these tests hold it to the same
/// row written as Griddle's text (what the rejects file holds and a corrected rejects file
/// imports as) and read back by Griddle's own reader: the same problems, word for word, and
/// the same row.
@Suite struct TypedLineCheckTests {
  static let cities = [
    City(id: 1, name: "Cupertino", timeZone: TimeZone(identifier: "America/Los_Angeles")!),
    City(id: 2, name: "New York", timeZone: TimeZone(identifier: "America/New_York")!),
  ]
  static let styles = [
    PancakeStyle(id: 1, name: "Dosa", priceCents: 800),
    PancakeStyle(id: 2, name: "Crêpe", priceCents: Int(Int32.max)),
    PancakeStyle(id: 3, name: "Plain", priceCents: nil),
  ]

  /// The problems and row `check` gives `line`, and those it gives the line's text read back.
  func bothWays(_ line: TypedLine, names: ImportNames, reference: ImportReferenceData) -> (
    typed: (problems: [String], row: ParsedRow), text: (problems: [String], row: ParsedRow)
  ) {
    var typedValidator = RowValidator(reference: reference, names: names)
    var typedRow = ParsedRow()
    let typedProblems = typedValidator.check(
      line, orderID: line.orderID, refundOf: line.refundOf, into: &typedRow)

    var text = RejectRowText()
    defer { text.deallocate() }
    let city = Array(names.cityNames[line.city].utf8)
    let style = Array(names.styleNames[line.style].utf8)
    city.withUnsafeBufferPointer { city in
      style.withUnsafeBufferPointer { text.write(line, city: city, style: $0) }
    }
    var written: [UnsafeBufferPointer<UInt8>] = []
    text.makeFields(into: &written)
    // Griddle's ten translated columns in canonical order (no unit_price_cents).
    guard
      case .success(let layout) = ColumnLayout.make(
        columnNames: ProfileRecordReader.outputColumns)
    else { preconditionFailure("a profile's output columns are Griddle's own") }
    let canonical = layout.fieldIndexes.map {
      $0 >= 0 ? written[$0] : UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    }
    // The text read as Griddle's own format: parsed into a line, then the same check.
    var parser = GriddleLineParser(reference: reference, aliases: ImportAliases())
    var parsed = TypedLine()
    parser.parse(canonical, into: &parsed)
    var textValidator = RowValidator(reference: reference)
    var textRow = ParsedRow()
    let textProblems = textValidator.check(
      parsed, orderID: trimmed(parsed.orderID), refundOf: trimmed(parsed.refundOf), into: &textRow)
    return ((typedProblems, typedRow), (textProblems, textRow))
  }

  /// The figures a valid row carries on to the roll-up and the store.
  func figures(_ row: ParsedRow) -> [Int64] {
    [
      Int64(row.cityIndex), Int64(row.styleIndex), Int64(row.localDay), Int64(row.localHour),
      row.isRefund ? 1 : 0, row.grossGiven ? 1 : 0, row.lineNumber, row.orderedAtMilliseconds,
      row.quantity, row.unitPriceCents, row.grossCents, row.discountCents,
    ]
  }

  @Test func everyValueAgreesWithTheTextWay() throws {
    let reference = try ImportReferenceData(cities: Self.cities, styles: Self.styles)
    let names = ImportNames(cities: Self.cities, styles: Self.styles, aliases: ImportAliases())
    let march10 = Int64(LocalDate.daysFromCivil(year: 2024, month: 3, day: 10)) * 86_400
    let seconds: [(Int64, Bool)] = [
      (march10 + 9 * 3600, false), (march10 + 2 * 3600 + 1800, false),  // a gap in both zones
      (march10 + 2 * 3600 + 1800, true), (march10 - 86_400 * 300 + 5, true),
      (Int64(LocalDate.daysFromCivil(year: 1, month: 1, day: 1)) * 86_400, true),
    ]
    let quantities: [Int64] = [
      1, 3, 0, -1, -4, Int64(Int32.max), Int64(Int32.max) + 1, -5_000_000_000,
    ]
    let grosses: [Int64?] = [nil, 0, 2400, -2400, 1 << 36, -(1 << 36) - 5, (1 << 36) - 1]
    let discounts: [Int64] = [0, 100, -100, 1 << 40]
    let lineNumbers: [Int64] = [1, 7, Int64(Int32.max), Int64(Int32.max) + 1, 0, -3]
    var compared = 0
    var invalid = 0
    let id = Array("T-1".utf8)
    let badID = Array("T\u{1B}2".utf8)
    let refundID = Array("T-0".utf8)
    for (stamp, isUTC) in seconds {
      for quantity in quantities {
        for (gross, discount) in zip(grosses, discounts.cycled(grosses.count)) {
          for (index, lineNumber) in lineNumbers.enumerated() {
            let isRefund = quantity < 0 || index % 2 == 1
            let orderID = index == 5 ? badID : id
            let refundOf = isRefund && index == 3 ? refundID : []
            try orderID.withUnsafeBufferPointer { orderID in
              try refundOf.withUnsafeBufferPointer { refundOf in
                let line = TypedLine(
                  orderID: orderID, refundOf: refundOf, city: index % 2, style: index % 3,
                  seconds: stamp, isUTC: isUTC, quantity: quantity, lineNumber: lineNumber,
                  gross: gross ?? 0, hasGross: gross != nil,
                  discount: isRefund ? -discount.magnitude.asSigned : discount,
                  isRefund: isRefund)
                let (typed, text) = bothWays(line, names: names, reference: reference)
                #expect(typed.problems == text.problems, "\(line)")
                if text.problems.isEmpty {
                  #expect(figures(typed.row) == figures(text.row), "\(line)")
                } else {
                  invalid += 1
                }
                compared += 1
                _ = try #require(compared < 100_000)
              }
            }
          }
        }
      }
    }
    // Both kinds were tried: rows valid and rows with each sort of problem.
    #expect(invalid > 0 && invalid < compared)
  }

  @Test func aNameTheReferenceDoesNotResolveIsReportedAsTheTextWayReportsIt() throws {
    // The profile's names come from another list than the import's reference (as when a city
    // was renamed between reading the names and the import's transaction).
    let reference = try ImportReferenceData(cities: Self.cities, styles: Self.styles)
    let names = ImportNames(
      cities: [
        City(id: 9, name: "Cupertin", timeZone: TimeZone(identifier: "America/Los_Angeles")!)
      ],
      styles: [PancakeStyle(id: 9, name: "Waffle", priceCents: 100)], aliases: ImportAliases())
    let id = Array("T-1".utf8)
    id.withUnsafeBufferPointer { id in
      let line = TypedLine(
        orderID: id, city: 0, style: 0, seconds: 1_700_000_000, isUTC: true, quantity: 1,
        lineNumber: 1)
      let (typed, text) = bothWays(line, names: names, reference: reference)
      #expect(typed.problems == text.problems)
      #expect(typed.problems.count == 2)
      #expect(typed.problems.first?.contains("Cupertin") == true)
    }
  }
}

extension Array {
  /// The elements repeated until there are `count`.
  fileprivate func cycled(_ count: Int) -> [Element] {
    (0..<count).map { self[$0 % self.count] }
  }
}

extension UInt64 {
  /// The value as a signed one (the tests' values are small enough).
  fileprivate var asSigned: Int64 { Int64(truncatingIfNeeded: self) }
}
