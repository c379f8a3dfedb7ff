import Foundation
import PlotKit

// Source: Cooparr/SwiftChartsHealthKitApp, SwiftChartsHealthKitApp/Charts/StepsBarChartView.swift
// Daily step bars with a colour's gradient, a dashed average rule, a selection rule lifted by an
// offset with a callout that fits the chart, and compact-number y labels.
private struct HealthMetric: Identifiable {
  let id = UUID()
  let date: Date
  let value: Double
}
private let chartData: [HealthMetric] = (0..<28).map { (day: Int) -> HealthMetric in
  let steps: Int = 4000 + (day * 2711) % 9000
  return HealthMetric(
    date: CorpusData.start.addingTimeInterval(Double(day) * 86_400), value: Double(steps))
}

private struct StepsBarChartView: View {
  @State private var rawSelectedDate: Date? = CorpusData.start.addingTimeInterval(20 * 86_400)

  var averageStepCount: Double {
    guard !chartData.isEmpty else { return 0 }
    let totalSteps = chartData.reduce(0) { $0 + $1.value }
    return totalSteps / Double(chartData.count)
  }

  var selectedHealthMetric: HealthMetric? {
    guard let rawSelectedDate else { return nil }
    return chartData.first {
      CorpusData.calendar.isDate(rawSelectedDate, inSameDayAs: $0.date)
    }
  }

  var body: some View {
    Chart {
      if let selectedHealthMetric {
        RuleMark(x: .value("Selected Metrics", selectedHealthMetric.date, unit: .day))
          .foregroundStyle(Color.secondary.opacity(0.3))
          .offset(y: -10)
          .annotation(
            position: .top,
            spacing: 0,
            overflowResolution: .init(x: .fit(to: .chart), y: .disabled)
          ) {
            annotationView
          }
      }

      ForEach(chartData) { steps in
        BarMark(
          x: .value("Date", steps.date, unit: .day),
          y: .value("Steps", steps.value)
        )
        .foregroundStyle(Color.pink.gradient)
        .opacity(rawSelectedDate == nil || steps.date == selectedHealthMetric?.date ? 1.0 : 0.3)
      }

      RuleMark(y: .value("Average", averageStepCount))
        .foregroundStyle(Color.secondary)
        .lineStyle(.init(lineWidth: 1, dash: [5]))
    }
    .frame(height: 150)
    .chartXSelection(value: $rawSelectedDate.animation(.easeInOut))
    .chartXAxis {
      AxisMarks {
        AxisValueLabel(format: .dateTime.month(.defaultDigits).day())
      }
    }
    .chartYAxis {
      AxisMarks { value in
        AxisGridLine()
          .foregroundStyle(Color.secondary.opacity(0.3))

        AxisValueLabel((value.as(Double.self) ?? 0).formatted(.number.notation(.compactName)))
      }
    }
  }

  var annotationView: some View {
    VStack(alignment: .leading) {
      Text(
        selectedHealthMetric?.date ?? .now,
        format: .dateTime.weekday(.abbreviated).month(.abbreviated).day()
      )
      .font(.footnote).bold()
      .foregroundStyle(.secondary)

      Text(selectedHealthMetric?.value ?? 0, format: .number.precision(.fractionLength(0)))
        .fontWeight(.heavy)
        .foregroundStyle(.pink)
    }
    .padding(12)
    .background {
      RoundedRectangle(cornerRadius: 4)
        .fill(Color(.secondarySystemBackground))
        .shadow(color: .secondary.opacity(0.3), radius: 2, x: 2, y: 2)
    }
  }
}

@MainActor
func corpusCooparrStepsSelection() -> String {
  StepsBarChartView().body.svg(width: 400, height: 220)
}
