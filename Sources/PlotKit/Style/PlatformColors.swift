import Foundation

/// UIKit's semantic and system colours, so app code such as `Color(.systemBlue)` or
/// `Color(uiColor: .secondaryLabel)` draws the colour it names, with its light and dark values.
public struct UIColor: Sendable, Hashable {
  /// The colour PlotKit draws.
  public let color: Color

  /// A platform colour drawn as `color`.
  public init(_ color: Color) { self.color = color }

  private init(_ light: UInt32, _ dark: UInt32, alpha: Double = 1) {
    color = Color(light: light, dark: dark, alpha: alpha)
  }

  /// System red.
  public static let systemRed = UIColor(.red)
  /// System orange.
  public static let systemOrange = UIColor(.orange)
  /// System yellow.
  public static let systemYellow = UIColor(.yellow)
  /// System green.
  public static let systemGreen = UIColor(.green)
  /// System mint.
  public static let systemMint = UIColor(.mint)
  /// System teal.
  public static let systemTeal = UIColor(.teal)
  /// System cyan.
  public static let systemCyan = UIColor(.cyan)
  /// System blue.
  public static let systemBlue = UIColor(.blue)
  /// System indigo.
  public static let systemIndigo = UIColor(.indigo)
  /// System purple.
  public static let systemPurple = UIColor(.purple)
  /// System pink.
  public static let systemPink = UIColor(.pink)
  /// System brown.
  public static let systemBrown = UIColor(.brown)
  /// System gray.
  public static let systemGray = UIColor(.gray)
  /// The second system gray, lighter in light mode and darker in dark mode.
  public static let systemGray2 = UIColor(0xAEAEB2, 0x636366)
  /// The third system gray.
  public static let systemGray3 = UIColor(0xC7C7CC, 0x48484A)
  /// The fourth system gray.
  public static let systemGray4 = UIColor(0xD1D1D6, 0x3A3A3C)
  /// The fifth system gray.
  public static let systemGray5 = UIColor(0xE5E5EA, 0x2C2C2E)
  /// The sixth system gray, closest to the background.
  public static let systemGray6 = UIColor(0xF2F2F7, 0x1C1C1E)
  /// The tint colour (UIKit's name, kept for source compatibility).
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let tintColor = UIColor(.blue)
  /// Text of primary importance.
  public static let label = UIColor(0x000000, 0xFFFFFF)
  /// Text of secondary importance.
  public static let secondaryLabel = UIColor(0x6E6E73, 0xAEAEB2)
  /// Text of tertiary importance.
  public static let tertiaryLabel = UIColor(0xAEAEB2, 0x636366)
  /// Text of quaternary importance.
  public static let quaternaryLabel = UIColor(0xC7C7CC, 0x48484A)
  /// Placeholder text.
  public static let placeholderText = UIColor(0xC7C7CC, 0x636366)
  /// A thin line between content.
  public static let separator = UIColor(0xC6C6C8, 0x38383A)
  /// A separator that hides nothing behind it.
  public static let opaqueSeparator = UIColor(0xC6C6C8, 0x38383A)
  /// The main background.
  public static let systemBackground = UIColor(0xFFFFFF, 0x1C1C1E)
  /// A background layered on the main one.
  public static let secondarySystemBackground = UIColor(0xF2F2F7, 0x2C2C2E)
  /// A background layered on the secondary one.
  public static let tertiarySystemBackground = UIColor(0xFFFFFF, 0x3A3A3C)
  /// The background of grouped content.
  public static let systemGroupedBackground = UIColor(0xF2F2F7, 0x000000)
  /// Grouped content on the grouped background.
  public static let secondarySystemGroupedBackground = UIColor(0xFFFFFF, 0x1C1C1E)
  /// A fill for thin and small shapes.
  public static let systemFill = UIColor(0x787880, 0x787880, alpha: 0.2)
  /// A fill for medium-size shapes.
  public static let secondarySystemFill = UIColor(0x787880, 0x787880, alpha: 0.16)
  /// A fill for large shapes.
  public static let tertiarySystemFill = UIColor(0x767680, 0x767680, alpha: 0.12)
  /// A fill for the largest areas.
  public static let quaternarySystemFill = UIColor(0x747480, 0x747480, alpha: 0.08)
  /// Black.
  public static let black = UIColor(.black)
  /// White.
  public static let white = UIColor(.white)
  /// Red.
  public static let red = UIColor(.red)
  /// Green.
  public static let green = UIColor(.green)
  /// Blue.
  public static let blue = UIColor(.blue)
  /// Orange.
  public static let orange = UIColor(.orange)
  /// Yellow.
  public static let yellow = UIColor(.yellow)
  /// Purple.
  public static let purple = UIColor(.purple)
  /// Gray.
  public static let gray = UIColor(.gray)
  /// A light gray.
  public static let lightGray = UIColor(0xAAAAAA, 0xAAAAAA)
  /// A dark gray.
  public static let darkGray = UIColor(0x555555, 0x555555)
  /// Fully transparent.
  public static let clear = UIColor(.clear)
}

/// AppKit's name for the same colours (`Color(nsColor: .systemBlue)`).
public typealias NSColor = UIColor

extension Color {
  /// The platform colour `color` (`Color(.systemGray5)`).
  public init(_ color: UIColor) { self = color.color }

  /// The platform colour `color`.
  public init(uiColor color: UIColor) { self = color.color }

  /// The platform colour `color`.
  public init(nsColor color: UIColor) { self = color.color }

  /// The app's accent colour: the system blue, which is what an app without its own accent
  /// colour shows.
  public static let accentColor = Color.blue

  /// A colour from an asset catalog. PlotKit has no asset catalog: a name that is a CSS hex
  /// colour (`"#FF8800"`) draws that colour, any other name the accent colour.
  public init(_ name: String, bundle: Bundle? = nil) {
    self = Color(hex: name) ?? .accentColor
  }
}

extension ShapeStyle where Self == Color {
  /// The app's accent colour.
  public static var accentColor: Color { Color.accentColor }
}
