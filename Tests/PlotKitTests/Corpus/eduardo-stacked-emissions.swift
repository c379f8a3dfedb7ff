import Foundation
import PlotKit

// Source: Eduardo-DM/SwiftCharts-in-action, SwiftChartsInAction/EvolutionTopFiveEmittersStackedView.swift
// Stacked areas per country over integer years, fixed domains, a y stride of 2,500 and the
// x axis on top with label collision resolution disabled.
private struct Country: Identifiable {
  let id = UUID()
  let name: String
  let year: Int
  let total: Double?
}
private let countries = ["China", "United States", "India", "Russia", "Japan"]
private let evolutionTopFiveEmitters: [Country] = countries.enumerated().flatMap { c, name in
  (1985...2021).map {
    Country(
      name: name, year: $0, total: Double(1200 + c * 700) + Double(($0 - 1985) * (5 - c) * 40))
  }
}

@MainActor
func corpusEduardoStackedEmissions() -> String {
  let startYear = 1990
  let chart = Chart(evolutionTopFiveEmitters.filter({ $0.year >= startYear })) { country in
    AreaMark(
      x: .value("Year", country.year),
      y: .value("Total emissions", country.total ?? 0),
      stacking: .standard
    )
    .foregroundStyle(
      by: .value("Country", country.name)
    )
  }
  .chartYScale(domain: 0...22500)
  .chartXScale(domain: startYear...2021)
  .chartYAxis {
    AxisMarks(values: .stride(by: 2500)) { _ in
      AxisGridLine()
      AxisTick()
      AxisValueLabel()
    }
  }
  .chartXAxis {
    AxisMarks(preset: .aligned, position: .top) { _ in
      AxisGridLine()
      AxisTick()
      AxisValueLabel(collisionResolution: .disabled)
      //.offset(x: -20.0, y:0)
    }
  }
  .padding(.leading, 10)
  return chart.svg(width: 480, height: 340, id: "corpus-eduardo-stacked-emissions")
}
