import Foundation
import Sales
import SalesDomain

extension Fixture {
  /// Loads `orders.csv` through the real importer, the path `griddle import` and `demo` take.
  public static func importOrders(into store: SalesStore) throws {
    let importer = try OrderImporter(store: store)
    let summary = try importer.importFile(atPath: ordersFile.path)
    try importer.finish()
    guard summary.committed, summary.problemCount == 0, summary.imported == 12_393 else {
      throw FixtureError(description: "fixture import failed: \(summary)")
    }
  }

  public struct FixtureError: Error, CustomStringConvertible {
    public var description: String
  }
}
