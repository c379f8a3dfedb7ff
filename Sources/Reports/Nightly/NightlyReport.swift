import Foundation
import PlotKit
import SalesAnalytics
import SalesDomain

/// The nightly report: a dashboard page plus one SVG and one CSV per chart and `data.json`.
public struct NightlyReport: Sendable {
  /// The page's content.
  public let dashboard: Dashboard
  /// Every file of the report directory, by name, in a fixed order.
  public let files: [(name: String, contents: Data)]

  /// Builds the report for `date` from `data` (nil when the database has no sales at all).
  ///
  /// `generatedAt` is the only time-dependent text and appears once, on the page; the charts,
  /// CSV and JSON files depend on the data alone, so the same data gives identical files.
  /// On the main actor, where PlotKit renders the charts.
  @MainActor
  public init(
    date: LocalDate, data: NightlyReportData?, format: ReportFormatter, generatedAt: String
  ) {
    guard let data, data.hasSales else {
      dashboard = Self.emptyDashboard(date: date, format: format, generatedAt: generatedAt)
      files = [("index.html", Data(DashboardRenderer.html(dashboard).utf8))]
      return
    }
    let sections = NightlyReportSections(date: date, data: data, format: format).all
    dashboard = Self.dashboard(
      date: date, data: data, format: format, generatedAt: generatedAt,
      sections: sections.map(\.section))
    files = Self.files(dashboard: dashboard, sections: sections, data: data)
  }

  /// The page's language tag (`en-US`).
  private static func language(_ format: ReportFormatter) -> String {
    format.locale.identifier.replacingOccurrences(of: "_", with: "-")
  }

  /// The tiles' heading, the data-table disclosure and the downloads label.
  private static func labels(_ text: ReportStrings) -> (
    glance: String, dataTable: String, data: String
  ) {
    (glance: text(.atAGlance), dataTable: text(.dataTable), data: text(.downloads))
  }

  /// The page for a database without sales in the last 12 months: a notice, no charts.
  private static func emptyDashboard(
    date: LocalDate, format: ReportFormatter, generatedAt: String
  ) -> Dashboard {
    let text = format.strings
    var dashboard = Dashboard(
      title: text(.pageTitle), subtitle: text(.subtitle, ["date": format.longDate(date)]),
      generatedAt: generatedAt, language: language(format),
      notice: text(.noSales, ["date": format.longDate(date)]))
    dashboard.labels = labels(text)
    return dashboard
  }

  /// The page: tiles, the figures per city and the chart sections.
  private static func dashboard(
    date: LocalDate, data: NightlyReportData, format: ReportFormatter, generatedAt: String,
    sections: [DashboardSection]
  ) -> Dashboard {
    let text = format.strings
    let tiles = ReportTiles(data: data, format: format)
    var dashboard = Dashboard(
      title: text(.pageTitle), subtitle: text(.subtitle, ["date": format.longDate(date)]),
      generatedAt: generatedAt, language: language(format), tileGroups: tiles.groups,
      cityFigures: tiles.cityTable, sections: sections,
      downloads: [(text(.allData), "data.json")])
    dashboard.labels = labels(text)
    dashboard.changedFigures = data.figuresChange?.sentence(format)
    return dashboard
  }

  /// The report directory's files: the page, an SVG (for a drawn chart) and a CSV per section,
  /// then `data.json`.
  private static func files(
    dashboard: Dashboard, sections: [ReportSection], data: NightlyReportData
  ) -> [(name: String, contents: Data)] {
    var files: [(name: String, contents: Data)] = [
      ("index.html", Data(DashboardRenderer.html(dashboard).utf8))
    ]
    for (section, csv) in sections {
      if section.bodyHTML == nil {
        files.append(
          (
            "\(section.id).svg",
            Data(
              (#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
                + BidiIsolation.isolatingSVG(section.svg) + "\n").utf8)
          ))
      }
      files.append(("\(section.id).csv", Data(csv.renderedAsCSV().utf8)))
    }
    files.append(("data.json", Data(Self.dataJSON(data).utf8)))
    return files
  }
}
