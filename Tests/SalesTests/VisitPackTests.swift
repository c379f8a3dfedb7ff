import SalesDomain
import Testing

@testable import Sales

/// The text `visit_packs` stores (`VisitPack`): every value a visit and its roll-up rows can
/// hold comes back as written, extremes included, and text its writer cannot have written is
/// refused (never a crash, never a silent wrong pack).
@Suite struct VisitPackTests {
  /// A generator with a fixed seed, so a failure can be replayed.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
    mutating func int64() -> Int64 {
      // Small values most of the time (as real figures are), extremes now and then.
      switch next() % 8 {
      case 0: return [Int64.min, .max, 0, -1, 1, Int64(Int32.max) + 1][Int(next() % 6)]
      case 1: return Int64(bitPattern: next())
      default: return Int64(bitPattern: next() % 200_000) - 100_000
      }
    }
  }

  static func randomPack(_ generator: inout Generator) -> VisitPack {
    var entries: [VisitPack.Entry] = []
    var startsAt = generator.int64()
    for _ in 0..<Int(generator.next() % 6) {
      startsAt = startsAt &+ Int64(generator.next() % 40_000_000)
      var visit: VisitPack.PackedVisit? = nil
      if generator.next() % 5 != 0 {
        visit = VisitPack.PackedVisit(
          stopID: generator.int64(), day: Int(generator.int64()), endsAt: generator.int64(),
          fee: generator.next() % 2 == 0
            ? nil
            : StopFee(
              flatCents: Int(generator.next() % 10_000),
              percentHundredths: Int(generator.next() % 10_001)))
      }
      let rows = (0..<Int(generator.next() % 4)).map { _ in
        VisitPack.Row(
          day: Int(generator.int64()),
          sums: VisitSums(
            quantity: generator.int64(), netCents: generator.int64(),
            tickets: generator.int64(),
            firstSaleAt: generator.next() % 3 == 0 ? nil : generator.int64(),
            lastSaleAt: generator.next() % 3 == 0 ? nil : generator.int64()))
      }
      entries.append(VisitPack.Entry(startsAt: startsAt, visit: visit, rows: rows))
    }
    return VisitPack(entries: entries)
  }

  @Test func everyPackComesBackAsWritten() throws {
    var generator = Generator(state: 0x2026_1128)
    for _ in 0..<2_000 {
      let pack = Self.randomPack(&generator)
      let text = pack.text
      #expect(text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x60 }, "printable ASCII only")
      #expect(try VisitPack(text: text) == pack)
    }
  }

  @Test func aVisitWithoutRowsAndRowsWithoutAVisitKeepTheirPlaces() throws {
    // 2024-06-07 18:00 PDT, a visit past midnight with no sales, then roll-up rows whose
    // visit is gone (a reader still subtracts them from the day's Unscheduled).
    let start: Int64 = 1_717_808_400_000
    let pack = VisitPack(entries: [
      VisitPack.Entry(
        startsAt: start,
        visit: VisitPack.PackedVisit(
          stopID: 3, day: 19_881, endsAt: start + 8 * 3_600_000, fee: nil),
        rows: []),
      VisitPack.Entry(
        startsAt: start + 86_400_000, visit: nil,
        rows: [
          VisitPack.Row(day: 19_882, sums: VisitSums(quantity: -1, netCents: -650, tickets: 0)),
          VisitPack.Row(
            day: 19_883,
            sums: VisitSums(
              quantity: 2, netCents: 1300, tickets: 1, firstSaleAt: start + 90_000_000,
              lastSaleAt: start + 90_000_000)),
        ]),
    ])
    let decoded = try VisitPack(text: pack.text)
    #expect(decoded.entries.map(\.startsAt) == [start, start + 86_400_000])
    #expect(decoded.entries[0].visit?.endsAt == start + 28_800_000)
    #expect(decoded.entries[0].rows.isEmpty)
    #expect(decoded.entries[1].visit == nil)
    #expect(decoded.entries[1].rows.map(\.sums.netCents) == [-650, 1300])
    #expect(decoded.entries[1].rows[1].sums.firstSaleAt == start + 90_000_000)
  }

  @Test func periodsAreFourWeeksFromTheEpochAndRoundDown() {
    #expect(VisitPack.period(of: 0) == 0)
    #expect(VisitPack.period(of: 28 * 86_400_000 - 1) == 0)
    #expect(VisitPack.period(of: 28 * 86_400_000) == 1)
    #expect(VisitPack.period(of: -1) == -1)
    #expect(VisitPack.start(of: VisitPack.period(of: 1_717_808_400_000)) <= 1_717_808_400_000)
  }

  @Test func textItsWriterCannotHaveWrittenIsRefused() throws {
    var generator = Generator(state: 7)
    // A byte outside the two digit ranges, or a number cut off before its last digit.
    for damaged in ["a", "@@A!", "@A@@B", "\u{7F}", "!!!!!!!!!!!!!!@", " "] {
      #expect(throws: VisitPack.Damaged.self) { try VisitPack(text: damaged) }
    }
    // Every cut of a real pack either ends between entries (a shorter, valid pack) or is
    // refused; random bytes never crash.
    for _ in 0..<300 {
      let pack = Self.randomPack(&generator)
      let bytes = Array(pack.text.utf8)
      for cut in 0..<bytes.count {
        let text = String(decoding: bytes[..<cut], as: UTF8.self)
        if let shorter = try? VisitPack(text: text) {
          #expect(shorter.entries.count < pack.entries.count)
          #expect(Array(pack.entries.prefix(shorter.entries.count)) == shorter.entries)
        }
      }
      let noise = (0..<Int(generator.next() % 40)).map { _ in UInt8(generator.next() % 128) }
      _ = try? VisitPack(text: String(decoding: noise, as: UTF8.self))
    }
  }
}
