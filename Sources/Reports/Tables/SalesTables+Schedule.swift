import Foundation
import SalesDomain

extension SalesTables {
  /// `schedule list`: one row per visit, by date, city and start; times are local `HH:MM` in
  /// the city's zone (an end before the start is on the next day, as in the CSV it was read
  /// from); the fee is the visit's own, else its stop's.
  ///
  /// With `figures` (per visit, by city and start), each row also has what the visit's lines
  /// add up to: `quantity`, `revenue_cents` (net), `tickets`, and the local `HH:MM` of its
  /// `first_sale` and `last_sale` (none without a sale line).
  public static func schedule(
    _ visits: [Visit], stops: [Stop], cities: [City],
    figures: [VisitRollups.VisitKey: VisitSums]? = nil
  ) -> OutputTable {
    let stopByID = Dictionary(stops.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let cityByID = Dictionary(cities.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let rows = visits.map { visit -> (key: (Int, String, Int64), cells: [OutputTable.Value]) in
      let city = cityByID[visit.cityID]
      let zone = city?.timeZone ?? TimeZone(secondsFromGMT: 0)!
      let stop = stopByID[visit.stopID]
      let fee = visit.fee ?? stop?.fee ?? .none
      let cells: [OutputTable.Value] = [
        .text(city?.name ?? "?"), .text(stop?.name ?? "?"), .text(visit.date.description),
        .text(localClock(visit.startsAt, zone)), .text(localClock(visit.endsAt, zone)),
        .cents(fee.flatCents), .decimal(Double(fee.percentHundredths) / 100), .text(visit.source),
      ]
      var figureCells: [OutputTable.Value] = []
      if let figures {
        let sums =
          figures[VisitRollups.VisitKey(cityID: visit.cityID, startsAt: visit.startsAt)]
          ?? VisitSums()
        figureCells = [
          .integer(Int(sums.quantity)), .cents(Int(sums.netCents)), .integer(Int(sums.tickets)),
          sums.firstSaleAt.map { .text(localClock($0, zone)) } ?? .missing,
          sums.lastSaleAt.map { .text(localClock($0, zone)) } ?? .missing,
        ]
      }
      return ((visit.date.dayNumber, city?.name ?? "", visit.startsAt), cells + figureCells)
    }
    return OutputTable(
      columns: [
        .init("city", title: "City"), .init("stop", title: "Stop"), .init("date", title: "Date"),
        .init("start", title: "Start"), .init("end", title: "End"),
        .init("fee_cents", title: "Flat fee"), .init("fee_percent", title: "Fee %"),
        .init("source", title: "Schedule"),
      ]
        + (figures == nil
          ? []
          : [
            .init("quantity", title: "Qty"), .init("revenue_cents", title: "Net"),
            .init("tickets", title: "Tickets"), .init("first_sale", title: "First sale"),
            .init("last_sale", title: "Last sale"),
          ]),
      rows: rows.sorted { $0.key < $1.key }.map(\.cells))
  }

  /// `HH:MM` of the instant `milliseconds` in `zone`.
  public static func localClock(_ milliseconds: Int64, _ zone: TimeZone) -> String {
    let second = milliseconds / 1000
    let local =
      second + Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second))))
    let ofDay = ((local % 86_400) + 86_400) % 86_400
    let hour = ofDay / 3600
    let minute = ofDay % 3600 / 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
