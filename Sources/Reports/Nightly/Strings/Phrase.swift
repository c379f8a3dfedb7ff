/// Every sentence and label of the dashboard, by key; each language gives a whole template with
/// `{name}` placeholders, so word order is the language's own and nothing is glued together.
public enum Phrase: String, CaseIterable, Sendable {
  case pageTitle, subtitle, noSales, atAGlance, dataTable, allData, generated, downloads
  case other, otherCities
  // Tiles
  case ofGross, tileNetSales, tileTickets, tileAverageTicket, tileUnits, tileRefunds, tileDiscounts
  case tileLast30, tileLast30Net, tileLast30Tickets, tileLast30Units
  case aboveTypical, belowTypical, sameAsTypical, typicalDetail, noTypical
  case morePrior, lessPrior, samePrior
  case byCityCaption, allTrucksLink, closed, versusTypical
  // Today against a typical day
  case todayTitle, todaySummaryUp, todaySummaryDown, todaySummarySame, todaySummaryNoTypical
  case todaySummaryClosed, todaySummaryClosedNoTypical
  case todaySeries, typicalByThen, typicalSeries, typicalRange, closingRule, hourAxis, netSoFarAxis
  // Daily net sales
  case dailyTitle, dailyTotalUp, dailyTotalDown, dailyTotalSame, dailyTotalNoPrior
  case dailyBusiest, dailyBusiestShare, dailyNone, dayAxis, netSalesAxis, cityLegend
  // Top styles
  case stylesTitle, stylesLead, stylesLeadSame, stylesTie, stylesOnly, stylesNone
  case styleAxis, styleValue
  // Busy hours
  case hoursTitle, hoursCityTitle, hoursByCityTitle, busiestTimes, busyItem, hoursSummary,
    hoursNone, hoursCell, weekdayAxis
  case ticketsPerDay
  // Weekdays
  case weekdaysTitle, weekdayLinesTitle, busiestDays, quietestDays, weekdayItem, weekdaysNone
  case weekdaysNote, averageSoldAxis, averageSoldValue, topCitiesNote
  // Months
  case rangeTitle, rangeSummary, monthsNone, monthAxis, dailyMinimum, dailyMaximum
  case rangeValue, averageLabel, averageOverDays, perDay
  case totalsTitle, totalsSummary, totalsSoFar, soFar, soldAxis, soldValue, partialMonth
  // Fleet
  case fleetTitle, fleetSummary, fleetRank, fleetCity, fleetTrend, fleetNet, fleetTickets
  case fleetChange, fleetNew, fleetUnits
  // The daily chart of a large fleet: its total, and the spread across trucks
  case fleetDailyTitle, fleetTotalSeries, spreadTitle, spreadSummary, spreadNone, spreadNote
  case spreadBandSeries, spreadMedianSeries, truckNetAxis, spreadValue, spreadTrucks
  case spreadLowest, spreadMedian, spreadHighest
  // Tomorrow's forecast and how the last one did
  case tomorrowTiles, tomorrowAll, tomorrowDetail, tomorrowDetailNoAccuracy, tomorrowNoHistory
  case tomorrowNotOpen
  case tomorrowTitle, tomorrowSummaryBetter, tomorrowSummaryWorse, tomorrowSummarySame
  case tomorrowSummaryNone
  case forecastSoldSeries, forecastSaidSeries, forecastBandSeries, forecastPoint, unitsAxis
  case forecastNote, forecastReadout, tileForecast, forecastValue
  case forecastSoldInside, forecastSoldAbove, forecastSoldBelow, prepCaption, prepStyle
  // Where to park: stops ranked per scheduled hour, the best per weekday, the next visits
  case parkTitle, parkSummary, parkNone, parkNote, parkNoteShown, parkAxis, parkStopAxis
  case parkLabel, parkLabelNew, parkValue, parkRank, parkStop, parkVisits, parkHours, parkNet
  case parkFee, parkAfterFee, parkPerHour, parkWorst, parkBest, parkAverage, parkNew, parkNewMark
  case bestTitle, bestSummary, bestNone, nextTitle, nextSummary, nextSummaryNoHistory, nextNone
  case nextDate, nextTime, nextTypical, nextBasedOn
  // Figures of reported days that changed since they were first reported
  case figuresChanged, figuresChangedNet, changeCheckVoided, changeChecksVoided
  case changeOrderRestated, changeOrdersRestated, changeLineRemoved, changeLinesRemoved
  case changeImportAdded, changeImportsAdded, changeImportUndone, changeImportsUndone
}
