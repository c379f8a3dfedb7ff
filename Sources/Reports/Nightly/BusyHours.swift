import Foundation
import PlotKit

/// One cell of the busy-hours heat map: a weekday and local hour, with the average number of
/// tickets in that hour per operating day of that weekday.
public struct BusyHourCell: Hashable, Sendable {
  /// ISO weekday, 1 (Monday) … 7 (Sunday).
  public let weekday: Int
  /// Local hour, 0–23.
  public let hour: Int
  /// Tickets in the hour per operating day of the weekday.
  public let averageTickets: Double

  /// Creates a cell.
  public init(weekday: Int, hour: Int, averageTickets: Double) {
    self.weekday = weekday
    self.hour = hour
    self.averageTickets = averageTickets
  }
}

/// A sequential colour ramp for the heat map: viridis steps (readable with the common
/// colour-vision deficiencies), pale for few tickets on a light page and dark for few on a dark
/// page, so "more" always stands out from the background.
enum BusyHoursRamp {
  /// Viridis, from its dark end to its bright end.
  static let viridis: [UInt32] = [0x440154, 0x414487, 0x2A788E, 0x22A884, 0x7AD151, 0xFDE725]

  /// The colour of step `index` (0 = fewest) of `viridis.count`.
  static func color(step index: Int) -> Color {
    let last = viridis.count - 1
    let step = min(max(index, 0), last)
    return Color(light: viridis[last - step], dark: viridis[step])
  }

  /// The step of `value` on a scale from 0 to `maximum`.
  static func step(_ value: Double, maximum: Double) -> Int {
    guard maximum > 0 else { return 0 }
    return min(Int(value / maximum * Double(viridis.count)), viridis.count - 1)
  }

  /// The legend as HTML: the steps with the lower bound of each, "fewer" to "more".
  static func legendHTML(maximum: Double, format: ReportFormatter, caption: String) -> String {
    var html = "<ul class=\"ramp\" aria-label=\"\(escapeHTML(caption))\">"
    html += "<li aria-hidden=\"true\">\(escapeHTML(caption)):</li>"
    for step in 0..<viridis.count {
      let color = color(step: step)
      let low = maximum * Double(step) / Double(viridis.count)
      html +=
        "<li><span class=\"swatch\" style=\"--light: #\(hex(color.light)); --dark: #\(hex(color.dark))\"></span>"
      html += escapeHTML(format.decimal(low)) + "+</li>"
    }
    return html + "</ul>"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }
}
