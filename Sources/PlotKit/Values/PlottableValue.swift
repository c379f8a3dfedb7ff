import Foundation

/// A labelled data value given to a mark property, as in `.value("Sales", 916)`.
public struct PlottableValue<Value: Plottable> {
  /// The name of the data field, used for axis titles, legends and accessibility.
  public let label: String
  /// The value itself.
  public let value: Value
  /// For dates, the calendar interval the value stands for (a whole day, month…).
  public let unit: Calendar.Component?
  /// The upper bound when the value is a range (`.value("Range", bin.range)`); `value` is then
  /// the lower bound and the mark spans the two.
  @usableFromInline let upperBound: Value?

  @usableFromInline
  init(label: String, value: Value, unit: Calendar.Component?, upperBound: Value? = nil) {
    self.label = label
    self.value = value
    self.unit = unit
    self.upperBound = upperBound
  }

  /// A labelled value.
  @inlinable
  public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: label, value: value, unit: nil)
  }

  @inlinable
  var channel: ChannelValue {
    ChannelValue(label: label, value: value.plotValue, unit: unit, end: upperBound?.plotValue)
  }
}

extension PlottableValue where Value == Date {
  /// A date that stands for the whole calendar interval (`.day`, `.weekOfYear`, `.month`, `.year`) it starts.
  /// `calendar` is accepted as Swift Charts takes it; intervals follow the chart's calendar
  /// (`chartCalendar`), so every mark of a chart agrees on where a day or week starts.
  public static func value(
    _ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil
  ) -> PlottableValue<Date> {
    PlottableValue(label: label, value: value, unit: unit)
  }
}

/// A type-erased labelled value as marks store it before it is encoded into a column.
@usableFromInline
struct ChannelValue: Sendable, Hashable {
  @usableFromInline var label: String
  @usableFromInline var value: PlotValue
  @usableFromInline var unit: Calendar.Component?
  /// The upper bound of a range value; marks spread it into start and end channels.
  @usableFromInline var end: PlotValue?

  @usableFromInline
  init(label: String, value: PlotValue, unit: Calendar.Component?, end: PlotValue? = nil) {
    self.label = label
    self.value = value
    self.unit = unit
    self.end = end
  }

  /// The range's upper bound as a value of its own, or nil when this is not a range.
  var upperBoundChannel: ChannelValue? {
    end.map { ChannelValue(label: label, value: $0, unit: unit) }
  }
}

/// The three kinds of data Swift Charts distinguishes; they choose the scale type.
enum ValueKind: Sendable {
  case quantitative, nominal, temporal

  init(_ value: PlotValue) {
    switch value {
    case .number: self = .quantitative
    case .category: self = .nominal
    case .date: self = .temporal
    }
  }
}
