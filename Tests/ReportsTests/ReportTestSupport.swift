import Foundation
import Sales
import SalesDomain
import Testing

extension SalesStore {
  /// Imports `csv` (Griddle's own format) through the real importer, as a user's file would
  /// come, and expects every row stored.
  func importCSV(_ csv: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let file = FileManager.default.temporaryDirectory.appending(
      path: "griddle-report-test-\(UUID().uuidString).csv")
    try Data(csv.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let importer = try OrderImporter(store: self)
    let summary = try importer.importFile(atPath: file.path)
    try importer.finish()
    #expect(
      summary.committed && summary.problemCount == 0, "\(summary)", sourceLocation: sourceLocation)
  }
}
