import PlotKit

// Sensor readings stored as Float and Int16.
@MainActor
func corpusLineFloatValues() -> String {
  let readings: [(minute: Int16, celsius: Float)] = (0..<30).map {
    (Int16($0), Float(20) + Float($0 % 7) * 0.5)
  }
  return Chart(readings, id: \.minute) { reading in
    LineMark(x: .value("Minute", reading.minute), y: .value("Temperature", reading.celsius))
      .interpolationMethod(.monotone)
    PointMark(x: .value("Minute", reading.minute), y: .value("Temperature", reading.celsius))
      .symbolSize(16)
  }
  .chartYScale(domain: 18...25)
  .svg(width: 420, height: 220, id: "corpus-line-float-values")
}
