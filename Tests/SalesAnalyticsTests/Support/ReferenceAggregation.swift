import Foundation
import Sales
import SalesAnalytics

/// The naive reference: every figure straight from the order list, one order at a time, with
/// local days from Foundation's Calendar. Slow and obvious, so the roll-up can be fast.
extension GeneratedSales {
  func localDate(_ order: Order) -> LocalDate {
    referenceDates[order.orderID]!
  }

  func revenue(_ order: Order) -> Int {
    order.quantity
      * (order.unitPriceCents ?? styles.first { $0.id == order.styleID }!.priceCents ?? 0)
  }

  func matches(_ order: Order, _ filter: SalesFilter) -> Bool {
    (filter.cities.isEmpty || filter.cities.contains { $0.id == order.cityID })
      && (filter.styles.isEmpty || filter.styles.contains { $0.id == order.styleID })
  }

  func selected(_ filter: SalesFilter) -> [City] {
    (filter.cities.isEmpty ? cities : filter.cities).sorted {
      NameKey($0.name).rawValue < NameKey($1.name).rawValue
    }
  }

  func referenceDaily(_ range: DateRange, _ filter: SalesFilter) -> [DailyTotal] {
    let operating = operatingSet(filter)
    let cities = selected(filter)
    let byDate = Dictionary(grouping: orders.filter { matches($0, filter) }, by: localDate)
    return range.map { date in
      let sold = byDate[date] ?? []
      return DailyTotal(
        date: date, quantity: sold.reduce(0) { $0 + $1.quantity },
        revenueCents: sold.reduce(0) { $0 + revenue($1) },
        isOperatingDay: cities.contains {
          operating.contains(CityDate(cityID: $0.id, date: date))
        })
    }
  }

  /// Operating (city, date) pairs: any order of the city (whatever its style) or recorded open.
  func operatingSet(_ filter: SalesFilter) -> Set<CityDate> {
    var set = openWithoutSales
    for order in orders { set.insert(CityDate(cityID: order.cityID, date: localDate(order))) }
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
      let sold = orders.filter {
        $0.styleID == style.id && matches($0, SalesFilter(cities: filter.cities))
          && range.contains(localDate($0))
      }
      return StyleTotal(
        style: style.name, quantity: sold.reduce(0) { $0 + $1.quantity },
        revenueCents: sold.reduce(0) { $0 + revenue($1) })
    }.sorted { ($1.quantity, $0.style) < ($0.quantity, $1.style) }
  }

  func referenceCities(_ range: DateRange, _ filter: SalesFilter) -> [CityTotal] {
    let operating = operatingSet(filter)
    return selected(filter).map { city in
      let sold = orders.filter {
        $0.cityID == city.id && matches($0, filter) && range.contains(localDate($0))
      }
      return CityTotal(
        city: city.name, quantity: sold.reduce(0) { $0 + $1.quantity },
        revenueCents: sold.reduce(0) { $0 + revenue($1) },
        operatingDays: range.filter { operating.contains(CityDate(cityID: city.id, date: $0)) }
          .count)
    }
  }

  func referenceWeekdays(_ range: DateRange, _ filter: SalesFilter) -> [WeekdayTotal] {
    let operating = operatingSet(filter)
    return selected(filter).flatMap { city in
      (1...7).map { weekday in
        let dates = range.filter { $0.isoWeekday == weekday }
        let sold = orders.filter {
          $0.cityID == city.id && matches($0, filter) && dates.contains(localDate($0))
        }
        return WeekdayTotal(
          city: city.name, weekday: weekday, quantity: sold.reduce(0) { $0 + $1.quantity },
          operatingDays: dates.filter { operating.contains(CityDate(cityID: city.id, date: $0)) }
            .count)
      }
    }
  }
}
