import Foundation
import Sales
import SalesDomain

/// The committed pancake fixture (`fixtures/`), loaded into a fresh in-memory store.
public enum Fixture {
  public static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("fixtures")

  public static var ordersFile: URL { directory.appendingPathComponent("orders.csv") }
  public static var configFile: URL { directory.appendingPathComponent("griddle.json") }

  /// A store holding the fixture's cities, styles and orders.
  public static func makeStore() throws -> SalesStore {
    let store = try SalesStore(path: ":memory:")
    let config = try JSONDecoder().decode(Config.self, from: Data(contentsOf: configFile))
    for city in config.cities {
      try store.addCity(name: city.name, timeZoneIdentifier: city.timeZone)
    }
    for style in config.styles {
      try store.addStyle(name: style.name, priceCents: style.priceCents)
    }
    try importOrders(into: store)
    return store
  }

  struct Config: Decodable {
    struct CityEntry: Decodable {
      var name: String
      var timeZone: String
    }
    struct StyleEntry: Decodable {
      var name: String
      var priceCents: Int?
    }
    var cities: [CityEntry]
    var styles: [StyleEntry]
  }
}
