import PlotKit

// A progress ring: a donut with a conic gradient and an elliptical highlight behind it.
@MainActor
func corpusDonutAngularGradient() -> String {
  Chart {
    SectorMark(angle: .value("Done", 72), innerRadius: .ratio(0.7))
      .foregroundStyle(
        .angularGradient(
          colors: [.green, .yellow, .orange],
          center: .center,
          startAngle: .degrees(-90),
          endAngle: .degrees(270))
      )
      .cornerRadius(10)
    SectorMark(angle: .value("Left", 28), innerRadius: .ratio(0.7))
      .foregroundStyle(.ellipticalGradient(colors: [.gray.opacity(0.1), .gray.opacity(0.3)]))
  }
  .chartLegend(.hidden)
  .svg(width: 240, height: 240, id: "corpus-donut-angular-gradient")
}
