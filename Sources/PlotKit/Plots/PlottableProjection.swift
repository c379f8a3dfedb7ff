import Foundation

/// A labelled key path into a collection's elements, as in `.value("Price", \.price)`: how
/// vectorized plots (`LinePlot(data, x:y:)`) read one channel of every element.
public struct PlottableProjection<Element, Value: Plottable> {
  /// The name of the data field, used for axis titles, legends and accessibility.
  public let label: String
  /// Reads the value from an element.
  public let keyPath: KeyPath<Element, Value>
  /// For dates, the calendar interval each value stands for.
  public let unit: Calendar.Component?

  /// A labelled key path.
  public static func value(_ label: String, _ keyPath: KeyPath<Element, Value>)
    -> PlottableProjection
  {
    PlottableProjection(label: label, keyPath: keyPath, unit: nil)
  }

  /// The element's value as a channel value, as the mark version would have given it.
  func channel(_ element: Element) -> ChannelValue {
    ChannelValue(label: label, value: element[keyPath: keyPath].plotValue, unit: unit)
  }

  /// The element's value wrapped as the `.value(label, value)` a mark takes.
  func plottable(_ element: Element) -> PlottableValue<Value> {
    PlottableValue(label: label, value: element[keyPath: keyPath], unit: unit)
  }
}

extension PlottableProjection where Value == Date {
  /// A labelled key path to dates that each stand for a calendar interval (`.day`, `.month`…).
  public static func value(
    _ label: String, _ keyPath: KeyPath<Element, Date>, unit: Calendar.Component
  ) -> PlottableProjection {
    PlottableProjection(label: label, keyPath: keyPath, unit: unit)
  }
}

/// Reads a whole numeric column out of a collection at once.
enum NumericColumn {
  /// Every element's value as a `Double`, or nil when some value is not a number.
  ///
  /// For `Double` stored properties of an array's elements the values are read straight from
  /// memory at the property's offset: a million key-path reads through `KeyPath` cost more
  /// than the whole rest of rendering a million-point line.
  /// - Complexity: O(n).
  static func values<Data: RandomAccessCollection, V: Plottable>(
    _ data: Data, _ keyPath: KeyPath<Data.Element, V>
  ) -> [Double]? {
    if V.self == Double.self,
      let offset = MemoryLayout<Data.Element>.offset(of: keyPath as PartialKeyPath<Data.Element>)
    {
      let direct = data.withContiguousStorageIfAvailable { buffer -> [Double] in
        guard let base = buffer.baseAddress, buffer.count > 0 else { return [] }
        let raw = UnsafeRawPointer(base)
        let stride = MemoryLayout<Data.Element>.stride
        return [Double](unsafeUninitializedCapacity: buffer.count) { out, initialized in
          for index in 0..<buffer.count {
            out[index] = raw.load(fromByteOffset: index * stride + offset, as: Double.self)
          }
          initialized = buffer.count
        }
      }
      if let direct { return withoutInfinities(direct) }
    }
    var values: [Double] = []
    values.reserveCapacity(data.count)
    for element in data {
      guard case .number(let number) = element[keyPath: keyPath].plotValue else { return nil }
      values.append(number.isFinite ? number : .nan)
    }
    return values
  }

  /// `values` with infinities as NaN (they have no position: they read as missing). One
  /// vectorized extent pass finds whether there are any, so finite data is not copied.
  static func withoutInfinities(_ values: [Double]) -> [Double] {
    let extent = ColumnExtent.of(values)
    guard extent.lo == -.infinity || extent.hi == .infinity else { return values }
    return values.map { $0.isFinite ? $0 : .nan }
  }
}
