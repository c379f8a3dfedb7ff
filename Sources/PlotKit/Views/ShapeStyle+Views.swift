import Foundation

extension ShapeStyle {
  /// The style with its opacity multiplied, e.g. `.background.opacity(0.8)`.
  public func opacity(_ opacity: Double) -> AnyShapeStyle {
    AnyShapeStyle(_paint: _paint.opacity(CallerNumbers.unit(opacity)))
  }
}

extension AnyShapeStyle {
  init(_paint: MarkPaint) { self._paint = _paint }
}

/// SwiftUI's translucent materials, drawn as the chart background at a fixed opacity (an SVG
/// has no blur behind it).
public struct Material: ShapeStyle {
  let opacity: Double
  /// The material's paint.
  public var _paint: MarkPaint { .color(Color.chartBackground.opacity(opacity)) }
  /// The most translucent material.
  public static let ultraThin = Material(opacity: 0.55)
  /// A translucent material.
  public static let thin = Material(opacity: 0.7)
  /// The default material.
  public static let regular = Material(opacity: 0.8)
  /// A mostly opaque material.
  public static let thick = Material(opacity: 0.9)
  /// The most opaque material.
  public static let ultraThick = Material(opacity: 0.95)
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A translucent material.
  public static var thinMaterial: Material { .thin }
  /// The default material.
  public static var regularMaterial: Material { .regular }
  /// A mostly opaque material.
  public static var thickMaterial: Material { .thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
}
