import Foundation
import SQLiteStorage
import SalesDomain

extension SalesStore {
  /// Whether the database's schema is the one this build expects (see `SchemaStatus`).
  public func schemaStatus() throws -> SchemaStatus { try inspectSchema() }

  /// Reads the schema without writing anything, by the rules both stores share.
  func inspectSchema() throws -> SchemaStatus {
    try SchemaStatusStatements(
      dialect: SQLiteDialect(database: database), migrations: Self.bundledMigrations()
    ).status()
  }

  /// Finishes an upgrade from the first release after the migrations ran: fills each order
  /// line's local hour (SQL cannot convert IANA zones) and rebuilds the roll-ups from the
  /// lines, in one transaction. Does nothing on a database already upgraded.
  func finishUpgrade() throws {
    // A plain read first: a writing open of an upgraded database must not wait for (or take)
    // the write lock an import may hold.
    guard try database.scalar(Int.self, "SELECT count(*) FROM pending_upgrade_steps") ?? 0 > 0
    else { return }
    try database.transaction(.immediate) {
      let pending =
        try database.scalar(
          Int.self,
          "SELECT count(*) FROM pending_upgrade_steps WHERE step = 'local_hours_and_rollups'")
        ?? 0
      guard pending > 0 else { return }
      try fillLocalHours()
      try rebuildRollups()
      try database.execute("DELETE FROM pending_upgrade_steps")
    }
  }

  /// Fills `local_hour` where it is NULL, walking the lines in key order a page at a time so
  /// memory stays flat on a large database.
  private func fillLocalHours() throws {
    let tables = Dictionary(
      uniqueKeysWithValues: try cities().map { ($0.id, ZoneOffsetTable(timeZone: $0.timeZone)) })
    let page = try database.prepare(
      """
      SELECT order_id, line, ordered_at, city_id FROM order_lines
      WHERE local_hour IS NULL AND (order_id, line) > (?, ?) ORDER BY order_id, line LIMIT 4096
      """)
    let update = try database.prepare(
      "UPDATE order_lines SET local_hour = ? WHERE order_id = ? AND line = ?")
    var after: (String, Int) = ("", 0)
    while true {
      var rows: [(String, Int, Int64, Int64)] = []
      try page.forEachRow([after.0, after.1]) {
        rows.append(($0.string(0), $0.int(1), $0.int64(2), $0.int64(3)))
      }
      guard let last = rows.last else { return }
      for (id, line, orderedAt, cityID) in rows {
        let hour =
          tables[cityID]?.localHour(atMilliseconds: orderedAt)
          ?? ZoneOffsetTable(timeZone: TimeZone(secondsFromGMT: 0)!).localHour(
            atMilliseconds: orderedAt)
        try update.execute([hour, id, line])
      }
      after = (last.0, last.1)
    }
  }
}
