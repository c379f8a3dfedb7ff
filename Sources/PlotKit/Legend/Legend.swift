/// The legend for `by:` encodings (filled in by issue 6).
struct Legend {
  static func make(series: SeriesScales, layers: [MarkLayer], configuration: ChartConfiguration)
    -> Legend?
  {
    nil
  }

  func size(width: Double, environment: ChartEnvironment) -> (width: Double, height: Double) {
    (0, 0)
  }

  func draw(in rect: Rect, environment: ChartEnvironment, into svg: inout SVGWriter) {}
}
