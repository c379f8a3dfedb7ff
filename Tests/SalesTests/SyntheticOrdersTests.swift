import Foundation
import OrderGenerator
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Sales

@Suite struct SyntheticOrdersTests {
  @Test func sameSeedGivesTheSameBytesAndAnotherSeedOthers() throws {
    let directory = try TemporaryDirectory()
    let paths = ["a", "b", "c"].map { directory.file("\($0).csv") }
    try SyntheticOrders(rowCount: 5000, seed: 3).writeCSV(toPath: paths[0])
    try SyntheticOrders(rowCount: 5000, seed: 3).writeCSV(toPath: paths[1])
    try SyntheticOrders(rowCount: 5000, seed: 4).writeCSV(toPath: paths[2])
    let contents = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    #expect(contents[0] == contents[1])
    #expect(contents[0] != contents[2])
  }

  @Test func generatedOrdersImportCleanlyWithTheirShape() throws {
    let fixture = try ImportFixture()
    try SyntheticOrders(rowCount: 0).register(in: fixture.store)
    let path = fixture.directory.file("generated.csv")
    let generator = SyntheticOrders(rowCount: 40_000, seed: 11)
    try generator.writeCSV(toPath: path)
    let summary = try fixture.importFile(path)
    #expect(summary.problems == [])
    #expect(summary.imported == 40_000)
    let byCity = try fixture.store.database.query(
      "SELECT c.name, count(DISTINCT d.local_day) FROM daily_style_sales d JOIN cities c ON c.id = d.city_id GROUP BY c.name"
    ) { ($0.string(0), $0.int(1)) }
    #expect(byCity.count == SyntheticOrders.cities.count)
    // Each city rests one weekday, so it works about 6 days in 7 over the two years.
    for (_, days) in byCity { #expect((600...640).contains(days)) }
    // Weekends sell more than Mondays to Thursdays.
    let weekdays = try fixture.store.database.query(
      "SELECT local_day, sum(quantity) FROM daily_style_sales GROUP BY local_day"
    ) { (LocalDate(dayNumber: $0.int(0)).isoWeekday, $0.int(1)) }
    let saturday = weekdays.filter { $0.0 == 6 }.map(\.1).reduce(0, +)
    let tuesday = weekdays.filter { $0.0 == 2 }.map(\.1).reduce(0, +)
    #expect(saturday > tuesday * 3 / 2)
  }

  @Test func splitMix64MatchesTheReferenceSequence() {
    // The first outputs for seed 0 from the reference C implementation.
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
  }
}
