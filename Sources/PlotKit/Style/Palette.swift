/// The default colours for `foregroundStyle(by:)` series.
///
/// Based on the Okabe–Ito palette (distinguishable with the common colour-vision
/// deficiencies), with light-mode shades darkened and dark-mode shades lightened so each
/// reaches 3:1 contrast against the chart background, and the first five stay apart under
/// simulated protanopia, deuteranopia and tritanopia (both tested in `PaletteTests`).
enum Palette {
  static let series: [Color] = [
    Color(light: 0x0072B2, dark: 0x56B4E9),  // blue
    Color(light: 0xC75F00, dark: 0xE69F00),  // orange
    Color(light: 0x008060, dark: 0x2DBE8C),  // bluish green
    Color(light: 0xB4468C, dark: 0xE08FC0),  // reddish purple
    // Dark yellow on white is orange to protanopes, so light mode uses indigo here.
    Color(light: 0x4B4B8F, dark: 0xF0E442),  // indigo / yellow
    Color(light: 0x3D6FA8, dark: 0x8FB8E8),  // steel blue
    Color(light: 0xA63D00, dark: 0xFF8A4C),  // vermillion
    Color(light: 0x666666, dark: 0xB0B0B0),  // grey
  ]

  /// Symbols in the order series receive them, most distinct shapes first.
  static let symbols: [ChartSymbol] = [
    .circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk,
  ]
}
