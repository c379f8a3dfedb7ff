import Foundation
import Testing

@testable import PlotKit

@MainActor
@Suite struct LargeDataTests {
  /// A deterministic noisy series with one spike up and one spike down.
  static func series(count: Int, spikeUp: Int, spikeDown: Int) -> [(Double, Double)] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { i in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let noise = Double(state >> 33) / Double(1 << 31)
      let y = i == spikeUp ? 1000 : (i == spikeDown ? -1000 : noise * 10)
      return (Double(i), y)
    }
  }

  @Test(arguments: [(100_000, 12_345, 77_777), (50_001, 1, 50_000), (20_000, 19_999, 0)])
  func extremePointsSurviveReduction(count: Int, up: Int, down: Int) {
    let points = Self.series(count: count, spikeUp: up, spikeDown: down)
    let kept = Downsample.m4(points, columns: 600)
    #expect(kept.count <= 4 * 600)
    #expect(kept.contains(up))
    #expect(kept.contains(down))
    #expect(kept.first == 0 && kept.last == count - 1)
    #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 })
    // Every column keeps its own minimum and maximum.
    for column in [0, 123, 599] {
      let members = points.indices.filter {
        min(Int(Double($0) / Double(count - 1) * 600), 599) == column
      }
      let highest = members.max { points[$0].1 < points[$1].1 }!
      let lowest = members.min { points[$0].1 < points[$1].1 }!
      #expect(kept.contains(highest) && kept.contains(lowest))
    }
  }

  @Test func aLongLineDrawsItsPeakAndStaysSmall() {
    let points = Self.series(count: 200_000, spikeUp: 150_000, spikeDown: 50_000)
    let svg = Chart(points, id: \.0) { LineMark(x: .value("t", $0.0), y: .value("v", $0.1)) }
      .svg(width: 640, height: 240, id: "big")
    #expect(svg.utf8.count < 200_000)
    // The spikes reach the ends of the niced y domain (-1000…1000), i.e. the plot's top and bottom.
    let layer = svg.components(separatedBy: "<g class=\"layer line\"")[1]
    let d = layer.components(separatedBy: "<path d=\"M")[1].prefix { $0 != "\"" }
    let ys = d.split(whereSeparator: { $0 == "L" || $0 == "M" }).compactMap {
      Double($0.split(separator: ",")[1])
    }
    let top = ys.min()!
    let bottom = ys.max()!
    #expect(svg.contains("Y axis: v, from -1,000 to 1,000."))
    #expect(top < 10 && bottom > 200)
  }

  @Test func plainStrideWouldHaveLostTheSpike() {
    // Guard against regressing to the naive approach the seed suggests.
    let points = Self.series(count: 100_000, spikeUp: 12_345, spikeDown: 77_777)
    let strided = stride(from: 0, to: points.count, by: points.count / 600).map { $0 }
    #expect(!strided.contains(12_345))
    #expect(Downsample.m4(points, columns: 600).contains(12_345))
  }
}
