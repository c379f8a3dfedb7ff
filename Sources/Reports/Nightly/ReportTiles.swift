import SalesAnalytics
import SalesDomain

/// The figures at the top of the page: the report date against a typical same weekday, the
/// last 30 days against the 30 before, and the report date per city.
struct ReportTiles {
  let data: NightlyReportData
  let format: ReportFormatter

  private var text: ReportStrings { format.strings }
  private var figures: ReportFigures { ReportFigures(data: data) }
  private var weekday: String { format.weekdayName(data.date.isoWeekday) }

  /// The tile groups, in reading order.
  var groups: [TileGroup] {
    [
      TileGroup(heading: format.longDate(data.date), tiles: dayTiles),
      TileGroup(heading: text(.tileLast30), tiles: last30Tiles),
    ]
  }

  /// A figure of the report date: `value` of the all-city day, shown by `show`.
  private func dayTile(
    _ label: Phrase, _ value: (SalesFigures) -> Double?, show: (Double) -> String
  ) -> KPITile {
    let figure = figures.day(value)
    let typicalDetail = figure.typical.map {
      text(
        .typicalDetail,
        ["weekday": weekday, "value": show($0.median), "count": format.count($0.dates.count)])
    }
    return KPITile(
      label: text(label), value: figure.value.map(show) ?? text(.closed),
      detail: typicalDetail ?? text(.noTypical, ["weekday": weekday]),
      change: typicalChange(figure.change))
  }

  private func typicalChange(_ change: RelativeChange?) -> (trend: KPITile.Trend, text: String)? {
    guard let change else { return nil }
    let values = ["percent": format.percent(change.percent), "weekday": weekday]
    if change.isAboutTheSame { return (.flat, text(.sameAsTypical, values)) }
    return change.percent > 0
      ? (.up, text(.aboveTypical, values)) : (.down, text(.belowTypical, values))
  }

  private func priorChange(_ current: Double?, _ previous: Double?) -> (
    trend: KPITile.Trend, text: String
  )? {
    guard let current, let previous, let change = RelativeChange(current, against: previous)
    else { return nil }
    let values = ["percent": format.percent(change.percent)]
    if change.isAboutTheSame { return (.flat, text(.samePrior, values)) }
    return change.percent > 0
      ? (.up, text(.morePrior, values)) : (.down, text(.lessPrior, values))
  }

  private func money(_ amount: Double) -> String {
    format.money(minorUnits: Int(amount.rounded()))
  }

  /// `+12 %`, `−3 %`, `±0 %`; a dash without a baseline.
  func signedChange(_ change: RelativeChange?) -> String {
    change.map(format.signedPercent) ?? "–"
  }

  /// Net sales, tickets, average ticket and units of the report date, then refunds and
  /// discounts when there were any.
  var dayTiles: [KPITile] {
    var tiles = [
      dayTile(.tileNetSales, { Double($0.netCents) }, show: money),
      dayTile(.tileTickets, { Double($0.tickets) }, show: format.decimal),
      dayTile(.tileAverageTicket, { $0.averageTicketCents }, show: money),
      dayTile(.tileUnits, { Double($0.quantity) }, show: format.decimal),
    ]
    if let today = data.historyDaily.last(where: { $0.date == data.date })?.figures {
      tiles += adjustmentTiles(today)
    }
    return tiles
  }

  /// Refunds and discounts, each only when there were any, as a share of gross sales.
  private func adjustmentTiles(_ figures: SalesFigures) -> [KPITile] {
    [(Phrase.tileRefunds, figures.refundCents), (.tileDiscounts, figures.discountCents)]
      .filter { $0.1 > 0 }
      .map { label, amount in
        KPITile(
          label: text(label), value: format.money(minorUnits: amount),
          detail: text(
            .ofGross,
            ["percent": format.share(Double(amount), of: Double(figures.grossCents))]))
      }
  }

  var last30Tiles: [KPITile] {
    let (current, previous) = figures.last30
    return [
      KPITile(
        label: text(.tileNetSales), value: format.money(minorUnits: current.netCents),
        change: priorChange(Double(current.netCents), Double(previous.netCents))),
      KPITile(
        label: text(.tileTickets), value: format.count(current.tickets),
        change: priorChange(Double(current.tickets), Double(previous.tickets))),
      KPITile(
        label: text(.tileAverageTicket),
        value: current.averageTicketCents.map(money) ?? "–",
        change: priorChange(current.averageTicketCents, previous.averageTicketCents)),
      KPITile(
        label: text(.tileUnits), value: format.count(current.quantity),
        change: priorChange(Double(current.quantity), Double(previous.quantity))),
    ] + adjustmentTiles(current)
  }

  /// The report date per city: every city with up to six, else the top five and a link to the
  /// fleet table.
  var cityTable: CityFigures? {
    let ranked = figures.fleet
    guard ranked.count > 1 else { return nil }
    let shown = ranked.count <= ReportFigures.cityRowLimit ? ranked : Array(ranked.prefix(5))
    let rows = shown.map { row -> [String] in
      let net = figures.day(city: row.city) { Double($0.netCents) }
      let tickets = figures.day(city: row.city) { Double($0.tickets) }
      let units = figures.day(city: row.city) { Double($0.quantity) }
      return [
        row.city,
        net.value.map { format.money(minorUnits: Int($0)) } ?? text(.closed),
        signedChange(net.change),
        tickets.value.map { format.decimal($0) } ?? "–",
        units.value.map { format.decimal($0) } ?? "–",
      ]
    }
    var table = DataTable(
      columns: [
        text(.fleetCity), text(.tileNetSales), text(.versusTypical, ["weekday": weekday]),
        text(.tileTickets), text(.tileUnits),
      ], rows: rows,
      numericColumns: [1, 2, 3, 4])
    table.wideOnlyColumns = [4]
    let link =
      ranked.count > ReportFigures.cityRowLimit
      ? (text: text(.allTrucksLink, ["count": format.count(ranked.count)]), href: "#fleet") : nil
    return CityFigures(
      caption: text(.byCityCaption, ["date": format.longDate(data.date)]), table: table,
      link: link)
  }
}
