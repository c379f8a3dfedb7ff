import Foundation
import PlotKit

/// The heat map's colours: viridis (readable with the common colour-vision deficiencies), pale
/// for few tickets on a light page and dark for few on a dark page, so "more" always stands out
/// from the background.
enum BusyHoursRamp {
  /// Viridis, from its dark end to its bright end.
  static let viridis: [UInt32] = [0x440154, 0x414487, 0x2A788E, 0x22A884, 0x7AD151, 0xFDE725]

  /// Fewest tickets first.
  static let gradient = Gradient(
    colors: viridis.indices.map { Color(light: viridis[viridis.count - 1 - $0], dark: viridis[$0]) }
  )
}
