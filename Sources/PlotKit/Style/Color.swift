/// A colour with a light-mode and a dark-mode appearance, like SwiftUI's system colours.
public struct Color: Sendable, Hashable {
  /// The 24-bit RGB value used on light backgrounds.
  public var light: UInt32
  /// The 24-bit RGB value used on dark backgrounds.
  public var dark: UInt32
  /// Opacity from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// A colour that looks different on light and dark backgrounds.
  public init(light: UInt32, dark: UInt32, alpha: Double = 1) {
    self.light = light & 0xFF_FFFF
    self.dark = dark & 0xFF_FFFF
    self.alpha = CallerNumbers.unit(alpha)
  }

  /// A fixed colour from 0…1 components, the same in both colour schemes.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func byte(_ v: Double) -> UInt32 { UInt32((CallerNumbers.unit(v, or: 0) * 255).rounded()) }
    let rgb = byte(red) << 16 | byte(green) << 8 | byte(blue)
    self.init(light: rgb, dark: rgb, alpha: opacity)
  }

  /// A fixed colour from a CSS hex string (`#ff8800` or `#f80`), or nil when the string is not one.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
    guard digits.count == 6, let rgb = UInt32(digits, radix: 16) else { return nil }
    self.init(light: rgb, dark: rgb)
  }

  /// A fixed colour from hue, saturation and brightness (0…1 each), as SwiftUI's initializer.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let hue = CallerNumbers.finite(hue)
    let h = min(max((hue - hue.rounded(.down)) * 6, 0), 5.999_999)
    let s = CallerNumbers.unit(saturation, or: 0)
    let v = CallerNumbers.unit(brightness, or: 0)
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double)
    switch sector {
    case 0: rgb = (v, t, p)
    case 1: rgb = (q, v, p)
    case 2: rgb = (p, v, t)
    case 3: rgb = (p, q, v)
    case 4: rgb = (t, p, v)
    default: rgb = (v, p, q)
    }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  /// A fixed grey from 0 (black) to 1 (white).
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// This colour moved `fraction` (0…1) of the way to `other`, per channel in sRGB and per scheme.
  func mixed(with other: Color, by fraction: Double) -> Color {
    let t = CallerNumbers.unit(fraction, or: 0)
    func mix(_ a: UInt32, _ b: UInt32) -> UInt32 {
      var result: UInt32 = 0
      for shift in [16, 8, 0] as [UInt32] {
        let ca = Double((a >> shift) & 0xFF)
        let cb = Double((b >> shift) & 0xFF)
        result |= UInt32((ca + (cb - ca) * t).rounded()) << shift
      }
      return result
    }
    return Color(
      light: mix(light, other.light), dark: mix(dark, other.dark),
      alpha: alpha + (other.alpha - alpha) * t)
  }

  /// The same colour with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(light: light, dark: dark, alpha: alpha * CallerNumbers.unit(opacity))
  }

  /// The colour without its opacity, which the SVG writer emits separately.
  var opaque: Color { Color(light: light, dark: dark) }
}

// Apple's system colours (light / dark values from the Human Interface Guidelines).
extension Color {
  /// System blue, the default mark colour.
  public static let blue = Color(light: 0x007AFF, dark: 0x0A84FF)
  /// System pink.
  public static let pink = Color(light: 0xFF2D55, dark: 0xFF375F)
  /// System orange.
  public static let orange = Color(light: 0xFF9500, dark: 0xFF9F0A)
  /// System red.
  public static let red = Color(light: 0xFF3B30, dark: 0xFF453A)
  /// System green.
  public static let green = Color(light: 0x34C759, dark: 0x30D158)
  /// System yellow.
  public static let yellow = Color(light: 0xFFCC00, dark: 0xFFD60A)
  /// System purple.
  public static let purple = Color(light: 0xAF52DE, dark: 0xBF5AF2)
  /// System indigo.
  public static let indigo = Color(light: 0x5856D6, dark: 0x5E5CE6)
  /// System teal.
  public static let teal = Color(light: 0x30B0C7, dark: 0x40C8E0)
  /// System cyan.
  public static let cyan = Color(light: 0x32ADE6, dark: 0x64D2FF)
  /// System mint.
  public static let mint = Color(light: 0x00C7BE, dark: 0x63E6E2)
  /// System brown.
  public static let brown = Color(light: 0xA2845E, dark: 0xAC8E68)
  /// System gray.
  public static let gray = Color(light: 0x8E8E93, dark: 0x8E8E93)
  /// Black in both schemes.
  public static let black = Color(light: 0x000000, dark: 0x000000)
  /// White in both schemes.
  public static let white = Color(light: 0xFFFFFF, dark: 0xFFFFFF)
  /// Fully transparent.
  public static let clear = Color(light: 0x000000, dark: 0x000000, alpha: 0)
  /// The primary text colour: black on light, white on dark.
  public static let primary = Color(light: 0x000000, dark: 0xFFFFFF)
  /// Secondary text, readable (≥ 4.5:1) on both chart backgrounds.
  public static let secondary = Color(light: 0x6E6E73, dark: 0xAEAEB2)
}

// Colours of the chart's own furniture.
extension Color {
  static let chartBackground = Color(light: 0xFFFFFF, dark: 0x1C1C1E)
  static let gridLine = Color(light: 0xDCDCE0, dark: 0x3A3A3C)
  static let axisTick = Color(light: 0xAEAEB2, dark: 0x636366)
  static let axisLabel = Color.secondary
  static let annotationText = Color.primary
}
