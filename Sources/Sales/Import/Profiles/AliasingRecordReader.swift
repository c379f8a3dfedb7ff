import Foundation
import SalesDomain

/// Reads a file in Griddle's own format with the config's `aliases` applied: a `city` or
/// `style` spelled as an alias (any case, any Unicode normalization form, as every profile
/// matches names) is handed on as the canonical name. Names that match nothing pass unchanged,
/// so validation notes them in the source's `unmatchedNames` for the one grouped message.
final class AliasingRecordReader: RecordReader {
  private let source: RecordReader
  private let cityField: Int
  private let styleField: Int
  private var cities: NameResolver
  private var styles: NameResolver
  /// The canonical names' bytes, allocated once so fields can point at them.
  private let cityNames: [UnsafeMutableBufferPointer<UInt8>]
  private let styleNames: [UnsafeMutableBufferPointer<UInt8>]
  private(set) var fields: [UnsafeBufferPointer<UInt8>] = []

  /// Wraps `source`, whose city and style are at `layout`'s fields.
  init(source: RecordReader, layout: ColumnLayout, names: ImportNames) {
    self.source = source
    cityField = layout.fieldIndexes[OrderColumn.city.index]
    styleField = layout.fieldIndexes[OrderColumn.style.index]
    cities = NameResolver(indexes: names.cityIndexes)
    styles = NameResolver(indexes: names.styleIndexes)
    cityNames = names.cityNames.map(Self.bytes)
    styleNames = names.styleNames.map(Self.bytes)
  }

  deinit {
    for name in cityNames + styleNames { name.deallocate() }
  }

  private static func bytes(_ name: String) -> UnsafeMutableBufferPointer<UInt8> {
    let utf8 = Array(name.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, utf8.count))
    _ = buffer.initialize(from: utf8)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<utf8.count])
  }

  var columnNames: [String] { source.columnNames }
  var headerLine: Int { source.headerLine }
  var line: Int { source.line }
  var problem: String? { source.problem }
  var bytesRead: Int64 { source.bytesRead }
  var finalProblems: [FileProblem] { source.finalProblems }
  var unmatchedNames: UnmatchedNameLog? { source.unmatchedNames }

  func nextRecord() throws -> Bool {
    guard try source.nextRecord() else { return false }
    // Copied into a reused array: the source's fields are only replaced, never extended.
    var copy: [UnsafeBufferPointer<UInt8>] = []
    swap(&copy, &fields)
    defer { swap(&copy, &fields) }
    copy.removeAll(keepingCapacity: true)
    copy.append(contentsOf: source.fields)
    if cityField >= 0, cityField < copy.count {
      let index = cities.resolve(trimmed(copy[cityField]))
      if index >= 0 { copy[cityField] = UnsafeBufferPointer(cityNames[index]) }
    }
    if styleField >= 0, styleField < copy.count {
      let index = styles.resolve(trimmed(copy[styleField]))
      if index >= 0 { copy[styleField] = UnsafeBufferPointer(styleNames[index]) }
    }
    return true
  }
}
