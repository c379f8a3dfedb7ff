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
      SELECT local_day, city_id, order_id, line, ordered_at FROM order_lines
      WHERE local_hour IS NULL AND (local_day, order_id, city_id, line) > (?, ?, ?, ?)
      ORDER BY local_day, order_id, city_id, line LIMIT 4096
      """)
    let update = try database.prepare(
      """
      UPDATE order_lines SET local_hour = ?
      WHERE local_day = ? AND city_id = ? AND order_id = ? AND line = ?
      """)
    var after: (Int64, Int64, String, Int) = (Int64.min, Int64.min, "", 0)
    while true {
      var rows: [(Int64, Int64, String, Int, Int64)] = []
      try page.forEachRow([after.0, after.2, after.1, after.3]) {
        rows.append(($0.int64(0), $0.int64(1), $0.string(2), $0.int(3), $0.int64(4)))
      }
      guard let last = rows.last else { return }
      for (day, cityID, id, line, orderedAt) in rows {
        let hour =
          tables[cityID]?.localHour(atMilliseconds: orderedAt)
          ?? ZoneOffsetTable(timeZone: TimeZone(secondsFromGMT: 0)!).localHour(
            atMilliseconds: orderedAt)
        try update.execute([hour, day, cityID, id, line])
      }
      after = (last.0, last.1, last.2, last.3)
    }
  }
}
