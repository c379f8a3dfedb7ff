import Foundation
import Sales
import SalesAnalytics
import SalesDomain

/// The naive reference: every figure straight from the generated lines, one line at a time,
/// with local days and hours from Foundation's Calendar and the money rules of DESIGN written
/// out again. Slow and obvious, so the roll-ups can be fast.
extension GeneratedSales {
  func gross(_ line: Line) -> Int {
    line.givenGrossCents
      ?? line.quantity
      * (line.unitPriceCents ?? styles.first { $0.id == line.styleID }!.priceCents ?? 0)
  }

  func matches(_ line: Line, _ filter: SalesFilter, styles useStyles: Bool = true) -> Bool {
    (filter.cities.isEmpty || filter.cities.contains { $0.id == line.cityID })
      && (!useStyles || filter.styles.isEmpty || filter.styles.contains { $0.id == line.styleID })
  }

  func selected(_ filter: SalesFilter) -> [City] {
    (filter.cities.isEmpty ? cities : filter.cities).sorted {
      NameKey($0.name).rawValue < NameKey($1.name).rawValue
    }
  }

  /// DESIGN's figures over `lines`. Tickets: distinct orders with a sale line, counted once
  /// per style when `perStyle` (what a style filter reports).
  func figures(_ lines: [Line], perStyle: Bool) -> SalesFigures {
    var result = SalesFigures()
    var tickets = Set<String>()
    for line in lines {
      let net = gross(line) - line.discountCents
      result.quantity += line.quantity
      result.netCents += net
      if line.isRefund {
        result.refundCents -= net
      } else {
        result.grossCents += gross(line)
        result.discountCents += line.discountCents
        tickets.insert(perStyle ? "\(line.orderID)#\(line.styleID)" : line.orderID)
      }
    }
    result.tickets = tickets.count
    return result
  }

  func referenceDaily(_ range: DateRange, _ filter: SalesFilter) -> [DailyTotal] {
    let operating = operatingSet()
    let cities = selected(filter)
    let byDate = Dictionary(grouping: lines.filter { matches($0, filter) }, by: \.date)
    return range.map { date in
      DailyTotal(
        date: date, figures: figures(byDate[date] ?? [], perStyle: !filter.styles.isEmpty),
        isOperatingDay: cities.contains {
          operating.contains(CityDate(cityID: $0.id, date: date))
        })
    }
  }

  /// Operating (city, date) pairs: a sale line of the city (whatever its style) or recorded
  /// open. A day with only refunds is not one.
  func operatingSet() -> Set<CityDate> {
    var set = openWithoutSales
    for line in lines where !line.isRefund {
      set.insert(CityDate(cityID: line.cityID, date: line.date))
    }
    return set
  }

  func referenceMonthly(_ range: DateRange, _ filter: SalesFilter) -> [MonthlySummary] {
    let days = referenceDaily(range, filter)
    return range.months.map { month in
      let inMonth = days.filter { $0.date.yearMonth == month }
      let open = inMonth.filter(\.isOperatingDay)
      let quantity = inMonth.reduce(0) { $0 + $1.quantity }
      return MonthlySummary(
        month: month, quantity: quantity, revenueCents: inMonth.reduce(0) { $0 + $1.revenueCents },
        operatingDays: open.count, dailyMin: open.map(\.quantity).min() ?? 0,
        dailyMax: open.map(\.quantity).max() ?? 0,
        dailyAverage: open.isEmpty ? 0 : Double(quantity) / Double(open.count))
    }
  }

  func referenceStyles(_ range: DateRange, _ filter: SalesFilter) -> [StyleTotal] {
    let candidates = filter.styles.isEmpty ? styles : filter.styles
    return candidates.map { style in
      let sold = lines.filter {
        $0.styleID == style.id && matches($0, filter, styles: false) && range.contains($0.date)
      }
      let total = figures(sold, perStyle: true)
      return StyleTotal(style: style.name, quantity: total.quantity, revenueCents: total.netCents)
    }.sorted { ($1.quantity, $0.style) < ($0.quantity, $1.style) }
  }

  func referenceCities(_ range: DateRange, _ filter: SalesFilter) -> [CityTotal] {
    let operating = operatingSet()
    return selected(filter).map { city in
      let sold = lines.filter {
        $0.cityID == city.id && matches($0, filter) && range.contains($0.date)
      }
      return CityTotal(
        city: city.name, figures: figures(sold, perStyle: !filter.styles.isEmpty),
        operatingDays: range.filter { operating.contains(CityDate(cityID: city.id, date: $0)) }
          .count)
    }
  }

  func referenceWeekdays(_ range: DateRange, _ filter: SalesFilter) -> [WeekdayTotal] {
    let operating = operatingSet()
    return selected(filter).flatMap { city in
      (1...7).map { weekday in
        let dates = range.filter { $0.isoWeekday == weekday }
        let sold = lines.filter {
          $0.cityID == city.id && matches($0, filter) && dates.contains($0.date)
        }
        return WeekdayTotal(
          city: city.name, weekday: weekday, quantity: sold.reduce(0) { $0 + $1.quantity },
          operatingDays: dates.filter { operating.contains(CityDate(cityID: city.id, date: $0)) }
            .count)
      }
    }
  }

  func referenceHours(_ range: DateRange, _ filter: SalesFilter) -> [HourTotal] {
    let operating = operatingSet()
    return selected(filter).flatMap { city in
      (1...7).flatMap { weekday in
        let dates = range.filter { $0.isoWeekday == weekday }
        let open = dates.filter { operating.contains(CityDate(cityID: city.id, date: $0)) }.count
        return (0..<24).map { hour in
          let sold = lines.filter {
            $0.cityID == city.id && $0.hour == hour && dates.contains($0.date)
          }
          return HourTotal(
            city: city.name, weekday: weekday, hour: hour, figures: figures(sold, perStyle: false),
            operatingDays: open)
        }
      }
    }
  }
}
