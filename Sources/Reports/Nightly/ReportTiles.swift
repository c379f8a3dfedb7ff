import Sales
import SalesAnalytics

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
    _ label: Phrase, _ value: (DailyTotal) -> Double, show: (Double) -> String
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

  private func priorChange(_ current: Int, _ previous: Int) -> (
    trend: KPITile.Trend, text: String
  )? {
    guard let change = RelativeChange(Double(current), against: Double(previous)) else {
      return nil
    }
    let values = ["percent": format.percent(change.percent)]
    if change.isAboutTheSame { return (.flat, text(.samePrior, values)) }
    return change.percent > 0
      ? (.up, text(.morePrior, values)) : (.down, text(.lessPrior, values))
  }

  /// `+12 %`, `−3 %`, `±0 %`; a dash without a baseline.
  func signedChange(_ change: RelativeChange?) -> String {
    change.map(format.signedPercent) ?? "–"
  }

  var dayTiles: [KPITile] {
    [
      dayTile(.tileNetSales, { Double($0.revenueCents) }) {
        format.money(minorUnits: Int($0.rounded()))
      },
      dayTile(.tileUnits, { Double($0.quantity) }) { format.decimal($0) },
    ]
  }

  var last30Tiles: [KPITile] {
    let comparison = data.last30Comparison
    return [
      KPITile(
        label: text(.tileNetSales),
        value: format.money(minorUnits: comparison.current.revenueCents),
        detail: nil,
        change: priorChange(comparison.current.revenueCents, comparison.previous.revenueCents)),
      KPITile(
        label: text(.tileUnits), value: format.count(comparison.current.quantity), detail: nil,
        change: priorChange(comparison.current.quantity, comparison.previous.quantity)),
    ]
  }

  /// The report date per city: every city with up to six, else the top five and a link to the
  /// fleet table.
  var cityTable: CityFigures? {
    let ranked = figures.fleet
    guard ranked.count > 1 else { return nil }
    let shown = ranked.count <= ReportFigures.cityRowLimit ? ranked : Array(ranked.prefix(5))
    let rows = shown.map { row -> [String] in
      let net = figures.day(city: row.city) { Double($0.revenueCents) }
      let units = figures.day(city: row.city) { Double($0.quantity) }
      return [
        row.city,
        net.value.map { format.money(minorUnits: Int($0)) } ?? text(.closed),
        signedChange(net.change),
        units.value.map { format.decimal($0) } ?? "–",
      ]
    }
    let table = DataTable(
      columns: [
        text(.fleetCity), text(.tileNetSales), text(.versusTypical, ["weekday": weekday]),
        text(.tileUnits),
      ], rows: rows,
      numericColumns: [1, 2, 3])
    let link =
      ranked.count > ReportFigures.cityRowLimit
      ? (text: text(.allTrucksLink, ["count": format.count(ranked.count)]), href: "#fleet") : nil
    return CityFigures(
      caption: text(.byCityCaption, ["date": format.longDate(data.date)]), table: table,
      link: link)
  }
}
