import Foundation
import Testing

@testable import PlotKit

/// A sale a server has loaded: plain values, so they can cross into the main actor.
struct ServedSale: Sendable {
  let day: String
  let amount: Double
}

/// The app's accent, main-actor isolated as app helpers are; it counts its calls.
@MainActor private var accentCalls = 0
@MainActor private func accent() -> Color {
  accentCalls += 1
  return .orange
}

/// Servers and command-line tools render through `renderSVG`, which builds the chart on the
/// main actor whatever thread asks.
@Suite struct RenderOffMainActorTests {
  let sales = [ServedSale(day: "Mon", amount: 12), ServedSale(day: "Tue", amount: 30)]

  @Test func aDetachedTaskRendersAChartThatCallsMainActorCode() async throws {
    let sales = self.sales
    let (svg, askedOffMain) = await Task.detached {
      let offMain = !Thread.isMainThread
      let svg = await renderSVG(width: 320, height: 200, id: "served") {
        Chart(sales, id: \.day) { sale in
          BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
            .foregroundStyle(accent())
        }
      }
      return (svg, offMain)
    }.value
    #expect(askedOffMain)
    // The row closure called the main-actor helper for each sale.
    let calls = await MainActor.run { accentCalls }
    #expect(calls >= 2)
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.components(separatedBy: "role=\"graphics-symbol\"").count - 1 == 2)
    // Orange (#FF9500 in light mode) fills the bars.
    #expect(svg.uppercased().contains("#FF9500"))
  }

  @Test func aViewRendersFromABackgroundThread() async throws {
    let svg = await withCheckedContinuation { (done: CheckedContinuation<String, Never>) in
      // A plain thread, as a server's worker pool would use.
      Thread.detachNewThread {
        Task {
          let svg = await renderSVG(width: 200, height: 100, id: "card") {
            VStack(alignment: .leading) {
              Text("Sales")
              Chart { BarMark(x: .value("Day", "Mon"), y: .value("Amount", 3)) }
            }
          }
          done.resume(returning: svg)
        }
      }
    }
    #expect(svg.contains(">Sales</text>"))
    #expect(svg.contains("role=\"graphics-symbol\""))
  }
}
