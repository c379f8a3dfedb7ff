import PlotKit

// WWDC22 "Swift Charts: Raise the bar": the interactive lollipop, with its tap and drag
// overlay and its chartBackground callout (the selection is the state's current value).
@MainActor
func corpusLollipopChartBackground() -> String {
  let data = CorpusData.sales
  let selectedElement: SalesPoint? = data[5]
  let showLollipop = true
  let layoutDirection = LayoutDirection.leftToRight
  func findElement(location: CGPoint, proxy: ChartProxy, geometry: GeometryProxy) -> SalesPoint? {
    let relativeXPosition = location.x - geometry[proxy.plotAreaFrame].origin.x
    if let date = proxy.value(atX: relativeXPosition) as Date? {
      // Find the closest date element.
      var minDistance: TimeInterval = .infinity
      var index: Int? = nil
      for salesDataIndex in data.indices {
        let nthSalesDataDistance = data[salesDataIndex].day.distance(to: date)
        if abs(nthSalesDataDistance) < minDistance {
          minDistance = abs(nthSalesDataDistance)
          index = salesDataIndex
        }
      }
      if let index {
        return data[index]
      }
    }
    return nil
  }
  return Chart(data, id: \.day) {
    LineMark(
      x: .value("Date", $0.day, unit: .day),
      y: .value("Sales", $0.sales)
    )
    .symbol(Circle().strokeBorder(lineWidth: 2))
    .interpolationMethod(.cardinal)
  }
  .chartOverlay { proxy in
    GeometryReader { geo in
      Rectangle().fill(.clear).contentShape(Rectangle())
        .gesture(
          SpatialTapGesture()
            .onEnded { value in
              _ = findElement(location: value.location, proxy: proxy, geometry: geo)
            }
            .exclusively(
              before: DragGesture()
                .onChanged { value in
                  _ = findElement(location: value.location, proxy: proxy, geometry: geo)
                })
        )
    }
  }
  .chartBackground { proxy in
    ZStack(alignment: .topLeading) {
      GeometryReader { geo in
        if showLollipop,
          let selectedElement
        {
          let dateInterval = CorpusData.calendar.dateInterval(of: .day, for: selectedElement.day)!
          let startPositionX1 = proxy.position(forX: dateInterval.start) ?? 0
          let startPositionX2 = proxy.position(forX: dateInterval.end) ?? 0
          let midStartPositionX =
            (startPositionX1 + startPositionX2) / 2 + geo[proxy.plotAreaFrame].origin.x

          let lineX =
            layoutDirection == .rightToLeft ? geo.size.width - midStartPositionX : midStartPositionX
          let lineHeight = geo[proxy.plotAreaFrame].maxY
          let boxWidth: CGFloat = 150
          let boxOffset = max(0, min(geo.size.width - boxWidth, lineX - boxWidth / 2))

          Rectangle()
            .fill(.quaternary)
            .frame(width: 2, height: lineHeight)
            .position(x: lineX, y: lineHeight / 2)

          VStack(alignment: .leading) {
            Text("\(selectedElement.day, format: .dateTime.year().month().day())")
              .font(.callout)
              .foregroundStyle(.secondary)
            Text("\(selectedElement.sales, format: .number)")
              .font(.title2.bold())
              .foregroundColor(.primary)
          }
          .frame(width: boxWidth, alignment: .leading)
          .background {
            ZStack {
              RoundedRectangle(cornerRadius: 8)
                .fill(.background)
              RoundedRectangle(cornerRadius: 8)
                .fill(.quaternary.opacity(0.7))
            }
            .padding(.horizontal, -8)
            .padding(.vertical, -4)
          }
          .offset(x: boxOffset)
        }
      }
    }
  }
  .svg(width: 480, height: 260, id: "corpus-lollipop-chart-background")
}
