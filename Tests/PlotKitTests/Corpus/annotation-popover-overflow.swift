import PlotKit

// WWDC23: a selection rule lifted to its popover, which stays inside the chart horizontally.
@MainActor
func corpusAnnotationPopoverOverflow() -> String {
  @State var selectedDate: Date? = CorpusData.sales[13].day
  let data = CorpusData.sales
  return Chart {
    ForEach(data) { point in
      LineMark(
        x: .value("Day", point.day, unit: .day),
        y: .value("Sales", point.sales)
      )
    }
    if let selectedDate {
      RuleMark(x: .value("Selected", selectedDate, unit: .day))
        .foregroundStyle(Color.gray.opacity(0.3))
        .offset(yStart: -10)
        .zIndex(-1)
        .annotation(
          position: .top, spacing: 0,
          overflowResolution: .init(x: .fit(to: .chart), y: .fit(to: .plot))
        ) {
          VStack(alignment: .leading) {
            Text("SALES")
              .font(.caption)
              .foregroundStyle(.secondary)
            Text("\(data[13].sales)")
              .font(.title2.bold())
          }
          .padding(6)
          .background {
            RoundedRectangle(cornerRadius: 4)
              .fill(Color.gray.opacity(0.12))
          }
        }
    }
  }
  .chartXSelection(value: $selectedDate)
  .chartYScale(range: .plotDimension(endPadding: 50))
  .svg(width: 400, height: 240, id: "corpus-annotation-popover-overflow")
}
