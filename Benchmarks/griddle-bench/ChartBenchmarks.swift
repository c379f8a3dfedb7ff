import Foundation
import PlotKit
import PlotKitGallery

/// Renders every PlotKit gallery chart `iterations` times and reports the median time per
/// render and the SVG size, one line per chart (goal: under 1 ms each in a release build).
/// On the main actor, where PlotKit renders.
@MainActor
func runChartBenchmarks(iterations: Int = 200) -> [String] {
  var lines = ["PlotKit charts (median of \(iterations) renders, one core)"]
  for chart in Gallery.charts {
    let (median, bytes) = measureChart(iterations: iterations) { chart.svg() }
    lines.append(chartReportLine(chart.name, median: median, bytes: bytes, goal: 1_000))
  }
  return lines + runMillionPointBenchmarks(iterations: max(3, iterations / 40))
}

/// The million-point line as `LineMark`s and as one `LinePlot` (goal: the plot ≤ 50 ms with
/// an SVG ≤ 200 KB); the `charts-million` suite runs only these.
@MainActor
func runMillionPointBenchmarks(iterations: Int) -> [String] {
  var lines: [String] = []
  let points = syntheticSeries(count: 1_000_000)
  let (median, bytes) = measureChart(iterations: iterations) {
    Chart(points, id: \.0) { LineMark(x: .value("Time", $0.0), y: .value("Value", $0.1)) }
      .svg(width: 640, height: 320, id: "million")
  }
  lines.append(chartReportLine("line-1M-points", median: median, bytes: bytes, goal: 100_000))
  lines.append(
    bytes < 200_000 ? "  line-1M-points SVG under 200 KB: ok" : "  line-1M-points SVG OVER 200 KB")
  // The same million points as one vectorized LinePlot (columns, read by key path offsets).
  let (plotMedian, plotBytes) = measureChart(iterations: iterations) {
    Chart { LinePlot(points, x: .value("Time", \.0), y: .value("Value", \.1)) }
      .svg(width: 640, height: 320, id: "million")
  }
  lines.append(
    chartReportLine("line-plot-1M-points", median: plotMedian, bytes: plotBytes, goal: 50_000))
  lines.append(
    String(format: "  LinePlot / LineMark at 1M points: %.2f", plotMedian / median)
      + (plotBytes < 200_000 ? ", LinePlot SVG under 200 KB: ok" : ", LinePlot SVG OVER 200 KB"))
  // On a machine shared with other work the wall clock waits for a core; the thread's own CPU
  // time does not, so it is the steadier figure for comparing runs.
  let plotCPU = measureThreadCPU(iterations: iterations) {
    Chart { LinePlot(points, x: .value("Time", \.0), y: .value("Value", \.1)) }
      .svg(width: 640, height: 320, id: "million")
  }
  lines.append(String(format: "  line-plot-1M-points CPU time (median): %.1f ms", plotCPU / 1e6))
  return lines
}

/// Median CPU nanoseconds this thread spends in `render`, after one warm-up.
func measureThreadCPU(iterations: Int, _ render: () -> String) -> Double {
  func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
  }
  _ = render()
  var samples: [Double] = []
  for _ in 0..<max(iterations, 1) {
    let start = now()
    _ = render()
    samples.append(now() - start)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// A deterministic random walk with occasional spikes, like a sensor or price series.
func syntheticSeries(count: Int) -> [(Double, Double)] {
  var state: UInt64 = 42
  var value = 0.0
  return (0..<count).map { index in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    value += Double(Int64(bitPattern: state) >> 40) / Double(1 << 23)
    let spike = index % 99_991 == 0 ? 50.0 : 0
    return (Double(index), value + spike)
  }
}

/// Median nanoseconds of `render` after a short warm-up, and the size of its output.
func measureChart(iterations: Int, _ render: () -> String) -> (median: Double, bytes: Int) {
  var bytes = 0
  for _ in 0..<min(5, iterations) { bytes = render().utf8.count }
  var samples: [Double] = []
  samples.reserveCapacity(iterations)
  for _ in 0..<iterations {
    let start = DispatchTime.now().uptimeNanoseconds
    bytes = render().utf8.count
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
  }
  samples.sort()
  return (samples[samples.count / 2], bytes)
}

/// "  name   123.4 µs   12.3 KB   ok" with the goal in microseconds.
func chartReportLine(_ name: String, median: Double, bytes: Int, goal: Double) -> String {
  let micros = median / 1_000
  let padded = name.padding(toLength: 34, withPad: " ", startingAt: 0)
  let time = String(format: "%10.1f µs", micros)
  let size = String(format: "%8.1f KB", Double(bytes) / 1_000)
  return "  " + padded + time + size + (micros <= goal ? "   ok" : "   OVER \(Int(goal)) µs")
}
