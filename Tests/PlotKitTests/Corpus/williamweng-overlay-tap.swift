import Foundation
import PlotKit

// Source: William-Weng/WWSwiftUI_Charts, Sources/WWSwiftUI_Charts/Utility/Extension.swift
// A View extension that adds a tap overlay to any chart, read through the proxy.
extension View {

  /// 點擊圖表的反應
  /// - Parameter action: (ChartProxy, CGPoint) -> Void
  /// - Returns: View
  func _chartOverlayOnTap(action: @escaping (ChartProxy, CGPoint) -> Void) -> some View {

    chartOverlay { proxy in

      GeometryReader { geometry in
        Rectangle()
          .fill(.clear)
          .contentShape(Rectangle())
          .contentShape(Rectangle())
          .onTapGesture { location in action(proxy, location) }
      }
    }
  }
}

@MainActor
func corpusWilliamWengOverlayTap() -> String {
  let chart = Chart(CorpusData.toys) {
    BarMark(x: .value("Shape", $0.type), y: .value("Count", $0.count))
  }
  ._chartOverlayOnTap { proxy, location in
    _ = proxy.value(atX: location.x, as: String.self)
  }
  return chart.svg(width: 400, height: 240)
}
