/// Places annotation text next to marks (filled in by issue 6).
enum AnnotationPlacer {
  static func draw(
    _ requests: [AnnotationRequest], layout: ChartLayout, environment: ChartEnvironment,
    into svg: inout SVGWriter
  ) {}
}
