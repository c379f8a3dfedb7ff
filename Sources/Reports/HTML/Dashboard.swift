/// One figure the owner reads at a glance (yesterday's sales, the 30-day change, …).
public struct KPITile: Equatable, Sendable {
  /// Which way a change went; shown as an arrow and in words, never by colour alone.
  public enum Trend: Equatable, Sendable {
    case up, down, flat
  }

  /// What the figure is ("Yesterday").
  public var label: String
  /// The figure ("146 sold").
  public var value: String
  /// A line of context ("Monday, June 6 · $1,024").
  public var detail: String?
  /// The change and its direction, if the tile compares periods ("+12% vs previous 30 days").
  public var change: (trend: Trend, text: String)?

  /// Creates a tile.
  public init(
    label: String, value: String, detail: String? = nil, change: (trend: Trend, text: String)? = nil
  ) {
    self.label = label
    self.value = value
    self.detail = detail
    self.change = change
  }

  public static func == (lhs: KPITile, rhs: KPITile) -> Bool {
    lhs.label == rhs.label && lhs.value == rhs.value && lhs.detail == rhs.detail
      && lhs.change?.trend == rhs.change?.trend && lhs.change?.text == rhs.change?.text
  }
}

/// Tiles under one heading ("Monday, June 6, 2022", "Last 30 days").
public struct TileGroup: Equatable, Sendable {
  /// The heading of the group.
  public var heading: String
  /// Its tiles.
  public var tiles: [KPITile]

  /// Creates a group.
  public init(heading: String, tiles: [KPITile]) {
    self.heading = heading
    self.tiles = tiles
  }
}

/// The report date's figures per city, under the tiles, with a link to the whole fleet.
public struct CityFigures: Equatable, Sendable {
  /// The table's caption.
  public var caption: String
  /// One row per city shown.
  public var table: DataTable
  /// A link to the fleet table when not every city is listed.
  public var link: (text: String, href: String)?

  /// Creates the figures.
  public init(caption: String, table: DataTable, link: (text: String, href: String)? = nil) {
    self.caption = caption
    self.table = table
    self.link = link
  }

  public static func == (lhs: CityFigures, rhs: CityFigures) -> Bool {
    lhs.caption == rhs.caption && lhs.table == rhs.table && lhs.link?.href == rhs.link?.href
      && lhs.link?.text == rhs.link?.text
  }
}

/// One chart of the dashboard with its title, its main message, and the data behind it.
public struct DashboardSection: Equatable, Sendable {
  /// A slug used for ids and file names (`top-styles`).
  public var id: String
  /// The heading ("Top styles, last 30 days").
  public var title: String
  /// One sentence stating the main message with real values.
  public var summary: String
  /// The chart as inline SVG for wide screens (its ids already prefixed with `id`).
  public var svg: String
  /// The same chart laid out for tablet widths (641–1023 px), so its text is not scaled below
  /// its size there; nil to scale `svg` instead.
  public var mediumSVG: String?
  /// The same chart laid out for phone widths, shown instead of `svg` on narrow screens so its
  /// text stays readable; nil to scale `svg` down instead.
  public var compactSVG: String?
  /// The data shown in the chart.
  public var table: DataTable
  /// Whether the page adds the pointer and keyboard read-out script to this chart.
  public var hasPointerReadout: Bool
  /// A note under the chart (where its figures come from).
  public var note: String?
  /// HTML shown between the summary and the chart (tiles of the figures charted), already
  /// escaped.
  public var introHTML: String?
  /// HTML shown right under the chart (a colour legend), already escaped.
  public var legendHTML: String?
  /// The widest the wide chart is shown (its layout width), so it is never scaled up; nil lets
  /// it fill the card.
  public var maximumChartWidth: Int?
  /// Whether the section takes half the width on a wide screen (beside another half).
  public var isHalfWidth = false
  /// Content shown instead of a chart (the fleet table), already HTML.
  public var bodyHTML: String?

  /// Creates a section.
  public init(
    id: String, title: String, summary: String, svg: String, mediumSVG: String? = nil,
    compactSVG: String? = nil,
    table: DataTable, hasPointerReadout: Bool = false, note: String? = nil,
    bodyHTML: String? = nil, legendHTML: String? = nil
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.svg = svg
    self.mediumSVG = mediumSVG
    self.compactSVG = compactSVG
    self.table = table
    self.hasPointerReadout = hasPointerReadout
    self.note = note
    self.bodyHTML = bodyHTML
    self.legendHTML = legendHTML
  }
}

/// A whole dashboard page: heading, KPI tiles, chart sections and links to the data files.
public struct Dashboard: Equatable, Sendable {
  /// The page title and main heading.
  public var title: String
  /// The line under the heading (what period the report covers).
  public var subtitle: String
  /// When the report was generated, as text (the only time-dependent content of the page).
  public var generatedAt: String
  /// The BCP 47 language of the page (`en-US`).
  public var language: String
  /// A message shown instead of the charts when there is nothing to show (empty database).
  public var notice: String?
  /// One line at the top when figures of reported days changed since they were first reported.
  public var changedFigures: String?
  /// The KPI tiles at the top, in groups.
  public var tileGroups: [TileGroup]
  /// The report date per city, under the tiles.
  public var cityFigures: CityFigures?
  /// The heading of the tiles ("At a glance"), the data-table disclosure and the data label.
  public var labels: (glance: String, dataTable: String, data: String) = (
    "At a glance", "Data table", "Data:"
  )
  /// The chart sections, in reading order.
  public var sections: [DashboardSection]
  /// Extra downloads for the whole report (`data.json`).
  public var downloads: [(label: String, file: String)]

  /// Creates a dashboard.
  public init(
    title: String, subtitle: String, generatedAt: String, language: String, notice: String? = nil,
    tileGroups: [TileGroup] = [], cityFigures: CityFigures? = nil,
    sections: [DashboardSection] = [],
    downloads: [(label: String, file: String)] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.generatedAt = generatedAt
    self.language = language
    self.notice = notice
    self.tileGroups = tileGroups
    self.cityFigures = cityFigures
    self.sections = sections
    self.downloads = downloads
  }

  public static func == (lhs: Dashboard, rhs: Dashboard) -> Bool {
    lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.generatedAt == rhs.generatedAt
      && lhs.language == rhs.language && lhs.notice == rhs.notice
      && lhs.changedFigures == rhs.changedFigures
      && lhs.tileGroups == rhs.tileGroups
      && lhs.cityFigures == rhs.cityFigures
      && lhs.sections == rhs.sections && lhs.downloads.map(\.file) == rhs.downloads.map(\.file)
  }
}
