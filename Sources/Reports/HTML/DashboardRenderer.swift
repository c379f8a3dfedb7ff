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
    if let notice = dashboard.notice {
      html += "<p class=\"notice\" role=\"status\">\(escapeXML(notice))</p>\n"
    }
    if !dashboard.tiles.isEmpty {
      html +=
        "<section aria-labelledby=\"glance\">\n<h2 id=\"glance\">At a glance</h2>\n<ul class=\"tiles\">\n"
      for tile in dashboard.tiles { html += tileHTML(tile) }
      html += "</ul>\n</section>\n"
    }
    if !dashboard.sections.isEmpty {
      html += "<div class=\"charts\">\n"
      for section in dashboard.sections { html += sectionHTML(section) }
      html += "</div>\n"
    }
    html += "</main>\n<footer>\n"
    if !dashboard.downloads.isEmpty {
      html += "<p>Data: "
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
    return html + "</body>\n</html>\n"
  }

  static func tileHTML(_ tile: KPITile) -> String {
    var html = "<li class=\"tile\">\n<p class=\"label\">\(escapeXML(tile.label))</p>\n"
    html += "<p class=\"value\">\(escapeXML(tile.value))</p>\n"
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

  static func sectionHTML(_ section: DashboardSection) -> String {
    let id = escapeXML(section.id)
    var html = "<section class=\"chart\" aria-labelledby=\"\(id)-title\">\n"
    html += "<h2 id=\"\(id)-title\">\(escapeXML(section.title))</h2>\n"
    html += "<p class=\"summary\" id=\"\(id)-summary\">\(escapeXML(section.summary))</p>\n"
    html +=
      "<figure tabindex=\"0\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-summary\""
    html += section.hasPointerReadout ? " data-readout>\n" : ">\n"
    if let compact = section.compactSVG {
      html +=
        "<div class=\"wide-chart\">\n\(section.svg)\n</div>\n<div class=\"compact-chart\">\n\(compact)\n</div>"
    } else {
      html += section.svg
    }
    if section.hasPointerReadout {
      html += "\n<output class=\"readout\" aria-hidden=\"true\"></output>"
    }
    html += "\n</figure>\n<details>\n<summary>Data table</summary>\n<div class=\"table-wrap\">\n"
    html += section.table.html(caption: section.title)
    html += "\n</div>\n</details>\n<p class=\"downloads\"><a href=\"\(id).csv\">CSV</a> · "
    html += "<a href=\"\(id).svg\">SVG</a></p>\n</section>\n"
    return html
  }
}
