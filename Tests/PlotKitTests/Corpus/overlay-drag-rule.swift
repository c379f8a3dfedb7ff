import PlotKit

// A drag overlay that selects a day and a rule with a value callout at the selected x
// (the selection is a state variable; the still image shows its current value).
@MainActor
func corpusOverlayDragRule() -> String {
  let data = CorpusData.sales
  var selectedDay: Date? = data[8].day
  return Chart {
    ForEach(data) { point in
      AreaMark(x: .value("Day", point.day), y: .value("Sales", point.sales))
        .foregroundStyle(.blue.opacity(0.2))
      LineMark(x: .value("Day", point.day), y: .value("Sales", point.sales))
    }
    if let selectedDay, let point = data.first(where: { $0.day == selectedDay }) {
      RuleMark(x: .value("Selected", selectedDay))
        .foregroundStyle(.gray.opacity(0.5))
        .annotation(position: .top, alignment: .center) {
          VStack(spacing: 2) {
            Text(selectedDay, format: .dateTime.month().day())
              .font(.caption)
              .foregroundStyle(.secondary)
            Text("\(point.sales)")
              .font(.headline)
          }
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 6))
        }
    }
  }
  .chartOverlay { proxy in
    GeometryReader { geometry in
      Rectangle()
        .fill(.clear)
        .contentShape(Rectangle())
        .gesture(
          DragGesture(minimumDistance: 0)
            .onChanged { value in
              let origin = geometry[proxy.plotAreaFrame].origin
              if let day: Date = proxy.value(atX: value.location.x - origin.x) {
                selectedDay = day
              }
            }
            .onEnded { _ in selectedDay = nil }
        )
    }
  }
  .svg(width: 480, height: 260, id: "corpus-overlay-drag-rule")
}
