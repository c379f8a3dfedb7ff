import Sales
import SalesAnalytics

/// The one-sentence main message of each chart, stated with real values.
struct ReportSummaries {
  let data: NightlyReportData
  let format: ReportFormatter

  var topStyles: String {
    let sold = data.styles.filter { $0.quantity > 0 }
    guard let first = sold.first else { return "No pancakes were sold in the last 30 days." }
    guard sold.count > 1 else {
      return "\(first.style) was the only style sold, \(format.count(first.quantity)) in all."
    }
    let second = sold[1]
    if first.quantity == second.quantity {
      return
        "\(first.style) and \(second.style) tied for the lead with \(format.count(first.quantity)) sold each."
    }
    let lead = Double(first.quantity - second.quantity) / Double(second.quantity) * 100
    let share = Double(first.quantity) / sold.reduce(0.0) { $0 + Double($1.quantity) } * 100
    return
      "\(first.style) led with \(format.count(first.quantity)) sold, \(format.percentChange(lead).dropFirst())"
      + " more than \(second.style), and made up \(format.decimal(share.rounded()))% of all sales."
  }

  var dailySales: String {
    let total = data.last30Comparison.current.quantity
    guard total > 0,
      let best = data.daily.max(by: { ($0.quantity, $1.date) < ($1.quantity, $0.date) })
    else {
      return "Nothing sold in the 30 days up to \(format.longDate(data.date))."
    }
    var sentence = "\(format.count(total)) pancakes sold in the last 30 days"
    if let change = data.last30Comparison.percentChange {
      sentence += " (\(format.percentChange(change)) on the 30 days before)"
    }
    sentence +=
      "; the busiest day was \(format.longDate(best.date)) with \(format.count(best.quantity))"
    let cities = data.cities.filter { $0.quantity > 0 }.sorted {
      ($0.quantity, $1.city) > ($1.quantity, $0.city)
    }
    if cities.count > 1, let top = cities.first {
      let share = Double(top.quantity) / Double(total) * 100
      sentence += ", and \(top.city) sold \(format.decimal(share.rounded()))% of the total"
    }
    return sentence + "."
  }

  /// Each city's best weekday by average per operating day.
  var weekdayBars: String {
    let parts = bestWeekdays(largest: true)
    guard !parts.isEmpty else { return "No weekday has sales in the last 12 months." }
    return "Busiest days: " + parts.joined(separator: "; ")
      + " (average sold per day open, last 12 months)."
  }

  var weekdayLines: String {
    let parts = bestWeekdays(largest: false)
    guard !parts.isEmpty else { return "No weekday has sales in the last 12 months." }
    return "Quietest days: " + parts.joined(separator: "; ")
      + " (average sold per day open, last 12 months)."
  }

  private func bestWeekdays(largest: Bool) -> [String] {
    let byCity = Dictionary(grouping: data.weekdays.filter { $0.operatingDays > 0 }, by: \.city)
    return byCity.keys.sorted().compactMap { city in
      let days = byCity[city]!
      let pick =
        largest
        ? days.max { ($0.average, $1.weekday) < ($1.average, $0.weekday) }
        : days.min { ($0.average, $0.weekday) < ($1.average, $1.weekday) }
      return pick.map {
        "\(city) on \(format.weekdayName($0.weekday))s, \(format.decimal($0.average))"
      }
    }
  }

  var monthlyRange: String {
    guard let low = data.monthly.min(by: { ($0.dailyMin, $0.month) < ($1.dailyMin, $1.month) }),
      let high = data.monthly.max(by: { ($0.dailyMax, $1.month) < ($1.dailyMax, $0.month) })
    else { return "No month in the last 12 has sales." }
    return
      "Days ranged from \(format.count(low.dailyMin)) sold (\(format.month(low.month))) to"
      + " \(format.count(high.dailyMax)) (\(format.month(high.month))); the average over"
      + " \(format.count(data.overallAverage.operatingDays)) days open was"
      + " \(format.count(Int(data.overallAverage.average.rounded()))) a day."
  }

  var monthlyTotals: String {
    guard let best = data.monthly.max(by: { ($0.quantity, $1.month) < ($1.quantity, $0.month) })
    else {
      return "No month in the last 12 has sales."
    }
    var sentence =
      "\(format.month(best.month)) was the best month with \(format.count(best.quantity)) sold"
    if let current = data.monthly.last, current.month == data.date.yearMonth,
      current.month != best.month,
      data.date != data.date.yearMonth.lastDay
    {
      sentence +=
        "; \(format.month(current.month)) has \(format.count(current.quantity)) so far in"
        + " \(format.count(current.operatingDays)) days open"
    }
    return sentence + "."
  }
}
