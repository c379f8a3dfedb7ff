import Foundation
import PlotKit

// A Bluetooth tooling app's signal card: a custom legend in a Grid, a LazyVGrid of stat tiles
// with uneven corners, text joined with +, small caps, mixed colours and test identifiers.
private struct SignalCard: View {
  let readings: [(time: Double, rssi: Double, device: String)]
  let devices = ["Sensor A", "Sensor B"]
  let colors: [Color] = [.blue, .orange]

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Signal ").font(.headline) + Text("dBm").foregroundColor(.secondary)
      Chart {
        ForEach(readings, id: \.time) { reading in
          LineMark(x: .value("Time", reading.time), y: .value("RSSI", reading.rssi))
            .foregroundStyle(by: .value("Device", reading.device))
            .accessibilityIdentifier("rssi-line")
        }
      }
      .chartForegroundStyleScale(domain: devices, range: colors)
      .chartLegend(position: .bottom) {
        Grid(alignment: .leading, horizontalSpacing: 6, verticalSpacing: 2) {
          ForEach(0..<2, id: \.self) { index in
            GridRow {
              Circle().fill(colors[index]).frame(width: 8, height: 8)
              Text(devices[index]).font(.caption.lowercaseSmallCaps()).tracking(0.5)
            }
          }
        }
      }
      .frame(height: 150)
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 6) {
        ForEach(0..<2, id: \.self) { index in
          Text(devices[index] + ": \(Int(readings.last?.rssi ?? 0)) dBm")
            .font(.caption)
            .padding(4)
            .background(
              UnevenRoundedRectangle(topLeadingRadius: 6, bottomTrailingRadius: 6)
                .fill(colors[index].mix(with: .white, by: 0.7))
            )
            .accessibilityElement(children: .combine)
        }
      }
    }
    .padding()
  }
}

@MainActor
func corpusGridLegendCard() -> String {
  let readings = (0..<24).map { (index: Int) -> (time: Double, rssi: Double, device: String) in
    let device = index % 2 == 0 ? "Sensor A" : "Sensor B"
    let rssi: Double = -60 - Double((index * 7) % 15) - (device == "Sensor B" ? 8 : 0)
    return (time: Double(index / 2), rssi: rssi, device: device)
  }
  return SignalCard(readings: readings).svg(width: 360, height: 320, id: "corpus-grid-legend-card")
}
