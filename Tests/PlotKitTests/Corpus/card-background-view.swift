import PlotKit

// A card as apps build it: rounded gradient bars with caption axis labels, a fixed height,
// padding and a rounded background around the chart, rendered as one view.
@MainActor
func corpusCardBackgroundView() -> String {
  Chart(CorpusData.appItems) { item in
    BarMark(x: .value("Day", item.date, unit: .day), y: .value("Minutes", item.value))
      .foregroundStyle(Color.accentColor.gradient)
      .cornerRadius(4)
  }
  .frame(height: 200)
  .chartXAxis {
    AxisMarks(values: .automatic) { value in
      AxisValueLabel()
        .font(.caption)
    }
  }
  .chartYAxis {
    AxisMarks(position: .leading) { value in
      AxisValueLabel()
        .font(.caption)
    }
  }
  .padding()
  .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
  .svg(width: 420, height: 232, id: "corpus-card-background-view")
}
