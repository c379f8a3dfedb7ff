import Foundation
import Testing

@testable import PlotKit

/// Checks the series palette against WCAG contrast and simulated colour-vision deficiencies.
@Suite struct PaletteTests {
  static func linear(_ channel: UInt32) -> Double {
    let c = Double(channel) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  static func rgb(_ hex: UInt32) -> [Double] {
    [linear(hex >> 16 & 0xFF), linear(hex >> 8 & 0xFF), linear(hex & 0xFF)]
  }

  static func luminance(_ hex: UInt32) -> Double {
    let c = rgb(hex)
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
  }

  static func contrast(_ a: UInt32, _ b: UInt32) -> Double {
    let (la, lb) = (luminance(a), luminance(b))
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// Machado, Oliveira & Fernandes (2009) matrices at full severity.
  static let deficiencies: [String: [[Double]]] = [
    "protanopia": [
      [0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
      [-0.003882, -0.048116, 1.051998],
    ],
    "deuteranopia": [
      [0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
      [-0.011820, 0.042940, 0.968881],
    ],
    "tritanopia": [
      [1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602],
      [0.004733, 0.691367, 0.303900],
    ],
  ]

  static func lab(_ c: [Double]) -> [Double] {
    let x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047
    let y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
    let z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
    return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))]
  }

  static func simulated(_ hex: UInt32, _ matrix: [[Double]]?) -> [Double] {
    let c = rgb(hex)
    guard let m = matrix else { return lab(c) }
    return lab(m.map { row in min(max(zip(row, c).map(*).reduce(0, +), 0), 1) })
  }

  @Test func everySeriesColourHasThreeToOneContrastOnItsBackground() {
    for color in Palette.series {
      #expect(Self.contrast(color.light, Color.chartBackground.light) >= 3, "\(color)")
      #expect(Self.contrast(color.dark, Color.chartBackground.dark) >= 3, "\(color)")
    }
  }

  @Test func firstFiveSeriesStayDistinctUnderColourVisionDeficiencies() {
    let matrices: [(String, [[Double]]?)] =
      [("normal", nil)] + Self.deficiencies.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    for dark in [false, true] {
      let colors = Palette.series.prefix(5).map { dark ? $0.dark : $0.light }
      for (name, matrix) in matrices {
        for i in colors.indices {
          for j in colors.indices where j > i {
            let a = Self.simulated(colors[i], matrix)
            let b = Self.simulated(colors[j], matrix)
            let distance = sqrt(zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
            #expect(
              distance >= 10,
              "\(name) \(dark ? "dark" : "light"): series \(i) and \(j) ΔE \(distance)")
          }
        }
      }
    }
  }

  @Test func chartTextIsReadableInBothSchemes() {
    #expect(Self.contrast(Color.axisLabel.light, Color.chartBackground.light) >= 4.5)
    #expect(Self.contrast(Color.axisLabel.dark, Color.chartBackground.dark) >= 4.5)
  }
}
