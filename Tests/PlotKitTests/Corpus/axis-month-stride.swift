import PlotKit

// A year of monthly revenue with one axis mark per month, abbreviated month names.
@MainActor
func corpusAxisMonthStride() -> String {
  Chart(CorpusData.revenue) { item in
    LineMark(
      x: .value("Month", item.month, unit: .month),
      y: .value("Revenue", item.revenue)
    )
    .foregroundStyle(by: .value("Product", item.product))
    .symbol(by: .value("Product", item.product))
  }
  .chartXAxis {
    AxisMarks(values: .stride(by: .month)) { value in
      AxisGridLine()
      AxisTick()
      AxisValueLabel(format: .dateTime.month(.abbreviated))
    }
  }
  .svg(width: 560, height: 260, id: "corpus-axis-month-stride")
}
