import Foundation
import SalesDomain

/// The import ledger as output tables (`griddle imports`, `griddle imports show ID`).
extension SalesTables {
  /// One row per import, in the order given (the store lists them newest first). Instants are
  /// UTC (`2026-11-27T05:20:43Z`); cities are separated by "; " (a city's name may hold a
  /// comma).
  public static func imports(_ records: [ImportRecord]) -> OutputTable {
    OutputTable(
      columns: [
        .init("id", title: "Id"), .init("kind", title: "Kind"),
        .init("imported_at", title: "Imported at (UTC)"), .init("file", title: "File"),
        .init("size_bytes", title: "Bytes"), .init("sha256", title: "SHA-256"),
        .init("profile", title: "Profile"), .init("lines_stored", title: "Stored"),
        .init("lines_already_present", title: "Already present"),
        .init("lines_restated", title: "Restated"), .init("lines_removed", title: "Removed"),
        .init("rows_rejected", title: "Rejected"), .init("rows_excluded", title: "Excluded"),
        .init("first_date", title: "First date"), .init("last_date", title: "Last date"),
        .init("cities", title: "Cities"),
      ],
      rows: records.map { record in
        [
          .integer(Int(record.id)), .text(record.kind.rawValue),
          record.importedAtMilliseconds.map { .text(utcInstant(milliseconds: $0)) } ?? .missing,
          record.fileName.map { .text($0) } ?? .missing,
          record.fileSize.map { .integer(Int($0)) } ?? .missing,
          record.sha256.map { .text($0) } ?? .missing,
          record.profile.map { .text($0) } ?? .missing,
          .integer(record.linesStored), .integer(record.linesAlreadyPresent),
          .integer(record.linesRestated), .integer(record.linesRemoved),
          .integer(record.rowsRejected), .integer(record.rowsExcluded),
          record.firstDate.map { .text($0.description) } ?? .missing,
          record.lastDate.map { .text($0.description) } ?? .missing,
          .text(record.cities.joined(separator: "; ")),
        ]
      })
  }

  /// One row per (local day, city) an import changed: net sales, tickets and quantity just
  /// before and just after it.
  public static func importDays(_ changes: [ImportDayChange]) -> OutputTable {
    OutputTable(
      columns: [
        .init("date", title: "Date"), .init("city", title: "City"),
        .init("net_cents_before", title: "Net before"),
        .init("net_cents_after", title: "Net after"),
        .init("tickets_before", title: "Tickets before"),
        .init("tickets_after", title: "Tickets after"),
        .init("quantity_before", title: "Quantity before"),
        .init("quantity_after", title: "Quantity after"),
      ],
      rows: changes.map {
        [
          .text($0.date.description), .text($0.city), .cents($0.netCentsBefore),
          .cents($0.netCentsAfter), .integer($0.ticketsBefore), .integer($0.ticketsAfter),
          .integer($0.quantityBefore), .integer($0.quantityAfter),
        ]
      })
  }

  /// `milliseconds` since 1970 as a UTC instant to the second, `YYYY-MM-DDTHH:MM:SSZ`.
  public static func utcInstant(milliseconds: Int64) -> String {
    var seconds = time_t(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return String(
      format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  }
}
