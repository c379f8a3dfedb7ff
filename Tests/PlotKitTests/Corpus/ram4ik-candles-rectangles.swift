import Foundation
import PlotKit

// Source: ram4ik/ChartsInSwiftUICourse, ChartsInSwiftUI/CandleStickChart/CandleStickChartUsingRectangleMark.swift
// Candlesticks from rectangle marks of fixed widths on a date axis, bodies in a colour's gradient.
private struct Stock: Identifiable {
  let id = UUID()
  let date: Date
  let openPrice, closePrice, lowPrice, highPrice: Double
  static let exampleData: [Stock] = (0..<12).map { day in
    let base = 150 + Double((day * 37) % 19)
    let close = base + Double((day * 11) % 9) - 4
    return Stock(
      date: CorpusData.start.addingTimeInterval(Double(day) * 86_400), openPrice: base,
      closePrice: close, lowPrice: min(base, close) - 3, highPrice: max(base, close) + 4)
  }
}

@MainActor
func corpusRam4ikCandlesRectangles() -> String {
  let chart = Chart {
    ForEach(Stock.exampleData) { stock in
      RectangleMark(
        x: .value("Date", stock.date),
        yStart: .value("Low", stock.lowPrice),
        yEnd: .value("High", stock.highPrice),
        width: 3)

      RectangleMark(
        x: .value("Date", stock.date),
        yStart: .value("Open", stock.openPrice),
        yEnd: .value("Close", stock.closePrice),
        width: 10
      )
      .foregroundStyle(Color.orange.gradient)
    }
  }
  .frame(height: 400)
  .padding()
  return chart.svg(width: 480, height: 440, id: "corpus-ram4ik-candles-rectangles")
}
