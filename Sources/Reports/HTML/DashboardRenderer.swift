import PlotKit

/// Renders a `Dashboard` as one self-contained HTML file: inline CSS and SVG, no network.
public enum DashboardRenderer {
  /// The page's HTML.
  public static func html(_ dashboard: Dashboard) -> String {
    var html = """
      <!doctype html>
      <html lang="\(escapeXML(dashboard.language))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(escapeXML(dashboard.title))</title>
      <style>
      \(dashboardStyleSheet)
      </style>
      </head>
      <body>
      <header>
      <h1>\(escapeXML(dashboard.title))</h1>
      <p class="subtitle">\(escapeXML(dashboard.subtitle))</p>
      </header>
      <main>

      """
    if let changed = dashboard.changedFigures {
      html += "<p class=\"changed\" role=\"note\">\(escapeXML(changed))</p>\n"
    }
    if let notice = dashboard.notice {
      html += "<p class=\"notice\" role=\"status\">\(escapeXML(notice))</p>\n"
    }
    if !dashboard.tileGroups.isEmpty {
      html += "<section aria-labelledby=\"glance\">\n<h2 id=\"glance\">"
      html += escapeXML(dashboard.labels.glance) + "</h2>\n"
      for group in dashboard.tileGroups where !group.tiles.isEmpty {
        // A row with a long amount (a fleet's millions) sets all its values smaller, so the
        // tiles of a row keep one size.
        let hasLongValue = group.tiles.contains { $0.value.count > longTileValue }
        html += "<h3 class=\"tile-group\">\(escapeXML(group.heading))</h3>\n"
        html += "<ul class=\"tiles\(hasLongValue ? " long-values" : "")\">\n"
        for tile in group.tiles { html += tileHTML(tile) }
        html += "</ul>\n"
      }
      if let figures = dashboard.cityFigures {
        html += "<div class=\"table-wrap city-figures\">\n"
        html += figures.table.html(caption: figures.caption) + "\n</div>\n"
        if let link = figures.link {
          html += "<p class=\"more\"><a href=\"\(escapeXML(link.href))\">"
          html += escapeXML(link.text) + " →</a></p>\n"
        }
      }
      html += "</section>\n"
    }
    if !dashboard.sections.isEmpty {
      html += "<div class=\"charts\">\n"
      for section in dashboard.sections {
        html += sectionHTML(section, dataTable: dashboard.labels.dataTable)
      }
      html += "</div>\n"
    }
    html += "</main>\n<footer>\n"
    if !dashboard.downloads.isEmpty {
      html += "<p>\(escapeXML(dashboard.labels.data)) "
      html += dashboard.downloads.map {
        "<a href=\"\(escapeXML($0.file))\">\(escapeXML($0.label))</a>"
      }
      .joined(separator: " · ")
      html += "</p>\n"
    }
    html += "<p class=\"generated\">\(escapeXML(dashboard.generatedAt))</p>\n</footer>\n"
    if dashboard.sections.contains(where: \.hasPointerReadout) {
      html += "<script>\n\(pointerReadoutScript)\n</script>\n"
    }
    // Right-to-left names (Arabic, Hebrew) must not reorder the sentences they are put in.
    return BidiIsolation.isolatingHTML(html + "</body>\n</html>\n")
  }

  static func tileHTML(_ tile: KPITile) -> String {
    var html = "<li class=\"tile\">\n<p class=\"label\">\(escapeXML(tile.label))</p>\n"
    // A value may wrap only between digit groups: before, a phone's half-width tile broke
    // "$3,634,270,264.01" as "…270,26 / 4.01".
    html += "<p class=\"value\">\(breakableValue(tile.value))</p>\n"
    if let change = tile.change {
      let (arrow, word) =
        switch change.trend {
        case .up: ("▲", "up")
        case .down: ("▼", "down")
        case .flat: ("▶", "unchanged")
        }
      html += "<p class=\"detail\"><span class=\"change \(word == "unchanged" ? "flat" : word)\">"
      html += "<span aria-hidden=\"true\">\(arrow) </span>"
      html += "\(escapeXML(change.text))</span></p>\n"
    }
    if let detail = tile.detail { html += "<p class=\"detail\">\(escapeXML(detail))</p>\n" }
    return html + "</li>\n"
  }

  /// A tile row with a value longer than this many characters gets the smaller
  /// `long-values` style.
  static let longTileValue = 11

  /// `value` escaped, with a line-break opportunity (`<wbr>`) after every digit-group
  /// separator of any locale (a non-digit between digits that is followed by exactly three
  /// digits), and nowhere else: not inside a group, not before the cents.
  static func breakableValue(_ value: String) -> String {
    let characters = Array(value)
    func digitRun(from start: Int) -> Int {
      var end = start
      while end < characters.count, characters[end].isNumber { end += 1 }
      return end - start
    }
    var html = ""
    for (index, character) in characters.enumerated() {
      html += escapeXML(String(character))
      if index > 0, !character.isNumber, characters[index - 1].isNumber,
        digitRun(from: index + 1) == 3
      {
        html += "<wbr>"
      }
    }
    return html
  }

  static func sectionHTML(_ section: DashboardSection, dataTable: String = "Data table") -> String {
    let id = escapeXML(section.id)
    // The heading's id is the section's own: the chart's SVG `<title>` ids are `…-chart-title`.
    var html =
      "<section class=\"chart\(section.isHalfWidth ? " half" : "")\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\">\n"
    html += "<h2 id=\"\(id)-heading\">\(escapeXML(section.title))</h2>\n"
    html += "<p class=\"summary\" id=\"\(id)-summary\">\(escapeXML(section.summary))</p>\n"
    if let intro = section.introHTML { html += intro + "\n" }
    if let body = section.bodyHTML {
      html += body + "\n"
    } else {
      html +=
        "<figure tabindex=\"0\" aria-labelledby=\"\(id)-heading\" aria-describedby=\"\(id)-summary\""
      html += section.hasPointerReadout ? " data-readout>\n" : ">\n"
      if section.mediumSVG == nil && section.compactSVG == nil {
        html += section.svg
      } else {
        // Without a tablet layout the wide one stays on show down to phone width.
        html += "<div class=\"wide-chart\(section.mediumSVG == nil ? " up-to-compact" : "")\""
        if let width = section.maximumChartWidth { html += " style=\"max-width: \(width)px\"" }
        html += ">\n\(section.svg)\n</div>"
        if let medium = section.mediumSVG {
          html += "\n<div class=\"medium-chart\">\n\(medium)\n</div>"
        }
        if let compact = section.compactSVG {
          html += "\n<div class=\"compact-chart\">\n\(compact)\n</div>"
        }
      }
      if section.hasPointerReadout {
        html += "\n<div class=\"readout\" aria-live=\"polite\"></div>"
      }
      html += "\n</figure>\n"
    }
    if let legend = section.legendHTML { html += legend + "\n" }
    if let note = section.note { html += "<p class=\"note\">\(escapeXML(note))</p>\n" }
    if !section.table.rows.isEmpty {
      html += "<details>\n<summary>\(escapeXML(dataTable))</summary>\n<div class=\"table-wrap\">\n"
      html += section.table.html(caption: section.title)
      html += "\n</div>\n</details>\n"
    }
    html += "<p class=\"downloads\"><a href=\"\(id).csv\">CSV</a>"
    if section.bodyHTML == nil { html += " · <a href=\"\(id).svg\">SVG</a>" }
    html += "</p>\n</section>\n"
    return html
  }
}
