import PlotKit

// The common "area fading to clear" chart: a Gradient as the area's foreground style.
@MainActor
func corpusAreaGradientFade() -> String {
  let data = CorpusData.sales
  let curColor = Color.blue
  let curGradient = LinearGradient(
    gradient: Gradient(colors: [
      curColor.opacity(0.5),
      curColor.opacity(0.2),
      curColor.opacity(0.05),
    ]),
    startPoint: .top,
    endPoint: .bottom
  )
  return Chart {
    ForEach(data) { point in
      LineMark(x: .value("Day", point.day), y: .value("Sales", point.sales))
        .interpolationMethod(.catmullRom)
        .foregroundStyle(curColor)
      AreaMark(x: .value("Day", point.day), y: .value("Sales", point.sales))
        .interpolationMethod(.catmullRom)
        .foregroundStyle(curGradient)
    }
  }
  .svg(width: 480, height: 260, id: "corpus-area-gradient-fade")
}
