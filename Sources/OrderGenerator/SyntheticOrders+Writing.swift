import Foundation
import Sales
import SalesDomain

extension SyntheticOrders {
  /// Writes the orders as CSV to a new file at `path`.
  public func writeCSV(toPath path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw GeneratorError(errno: errno, path: path) }
    defer { close(descriptor) }
    try writeCSV(toDescriptor: descriptor)
  }

  /// Writes the orders as CSV to an open file descriptor, 1 MiB at a time, never holding more
  /// than one chunk in memory.
  public func writeCSV(toDescriptor descriptor: Int32) throws {
    var writer = ChunkWriter(descriptor: descriptor)
    writer.append(Array("order_id,ordered_at,city,style,quantity,unit_price_cents\n".utf8))
    var random = SplitMix64(seed: seed)
    let tables = Self.cities.map { ZoneOffsetTable(timeZone: TimeZone(identifier: $0.timeZone)!) }
    let cityFields = Self.cities.map { city in
      Array((city.name.contains(",") ? "\"\(city.name)\"" : city.name).utf8)
    }
    let styleFields = Self.styles.map { Array($0.name.utf8) }
    let styleWeights = Self.styles.map(\.weight)
    let styleTotal = styleWeights.reduce(0, +)
    let idPrefix = Array(self.idPrefix.utf8)
    // Scale demand so the expected total over `days` is `rowCount`.
    var totalDemand = 0.0
    for offset in 0..<days {
      for city in Self.cities { totalDemand += demand(city, on: firstDay.adding(days: offset)) }
    }
    let scale = totalDemand > 0 ? Double(rowCount) / totalDemand : 0
    var written = 0
    var offset = 0
    var minutes: [Int] = []
    while written < rowCount {
      let day = firstDay.adding(days: offset)
      for (cityIndex, city) in Self.cities.enumerated() where written < rowCount {
        let expected = demand(city, on: day) * scale
        guard expected > 0 else { continue }
        let count = max(1, Int((expected * (0.85 + 0.3 * random.nextUnit())).rounded()))
        minutes.removeAll(keepingCapacity: true)
        for _ in 0..<min(count, rowCount - written) { minutes.append(rushMinute(&random)) }
        minutes.sort()
        for minute in minutes {
          written += 1
          writer.append(idPrefix)
          writer.appendNumber(written, width: 10)
          writer.append(0x2C)
          let wallClock =
            Int64(day.dayNumber) * 86_400 + Int64(minute) * 60 + Int64(random.next(below: 60))
          appendTimestamp(wallClock, table: tables[cityIndex], random: &random, to: &writer)
          writer.append(0x2C)
          writer.append(cityFields[cityIndex])
          writer.append(0x2C)
          writer.append(styleFields[pickStyle(&random, weights: styleWeights, total: styleTotal)])
          writer.append(0x2C)
          let roll = random.next(below: 100)
          writer.appendNumber(roll < 60 ? 1 : roll < 85 ? 2 : roll < 95 ? 3 : 4, width: 1)
          writer.append(0x2C)
          if random.next(below: 10) == 0 {
            writer.appendNumber(400 + random.next(below: 300), width: 3)
          }
          writer.append(0x0A)
          if writer.isFull { try writer.flush() }
        }
      }
      offset += 1
    }
    try writer.flush()
  }

  /// Minutes after local midnight, around a lunch rush (12:15) and a dinner rush (18:45).
  private func rushMinute(_ random: inout SplitMix64) -> Int {
    let center = random.next(below: 5) < 3 ? 735 : 1125
    // The sum of three uniforms approximates a bell of ±90 minutes.
    let spread = random.next(below: 61) + random.next(below: 61) + random.next(below: 61) - 90
    return min(max(center + spread, 600), 1319)
  }

  private func pickStyle(_ random: inout SplitMix64, weights: [Double], total: Double) -> Int {
    var target = random.nextUnit() * total
    for (index, weight) in weights.enumerated() {
      target -= weight
      if target < 0 { return index }
    }
    return weights.count - 1
  }

  /// Writes an instant given by local wall-clock time: 70% in UTC, 20% with the local offset,
  /// 10% as local time without offset (only where no clock change is near, so it is exact).
  private func appendTimestamp(
    _ wallClock: Int64, table: ZoneOffsetTable, random: inout SplitMix64,
    to writer: inout ChunkWriter
  ) {
    // A time skipped by spring-forward is moved an hour later, as the till's clock would be.
    let instant =
      table.instant(atWallClock: wallClock)
      ?? (wallClock + 3600 - Int64(table.utcOffset(atSecond: wallClock)))
    let offset = table.utcOffset(atSecond: instant)
    let form = random.next(below: 10)
    if form == 9, table.utcOffset(atSecond: instant - 7200) == offset,
      table.utcOffset(atSecond: instant + 7200) == offset
    {
      writer.appendCivil(instant + Int64(offset))
    } else if form >= 7 {
      writer.appendCivil(instant + Int64(offset))
      let magnitude = abs(offset)
      writer.append(offset < 0 ? 0x2D : 0x2B)
      writer.appendNumber(magnitude / 3600, width: 2)
      writer.append(0x3A)
      writer.appendNumber(magnitude / 60 % 60, width: 2)
    } else {
      writer.appendCivil(instant)
      writer.append(0x5A)
    }
  }
}

/// Why generated orders could not be written.
public struct GeneratorError: Error, CustomStringConvertible {
  /// The system error number.
  public let errno: Int32
  /// The file being written.
  public let path: String
  public var description: String { "cannot write '\(path)': \(String(cString: strerror(errno)))" }
}

/// A 1 MiB output buffer written with `write(2)` when full.
struct ChunkWriter {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private let capacity = 1 << 20

  init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(capacity + 4096)
  }

  /// Whether the buffer should be written out.
  var isFull: Bool { buffer.count >= capacity }

  mutating func append(_ byte: UInt8) { buffer.append(byte) }
  mutating func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

  /// Appends `value` (≥ 0) in decimal, zero-padded to at least `width` digits.
  mutating func appendNumber(_ value: Int, width: Int) {
    var divisor = 1
    var digits = 1
    while divisor <= value / 10 {
      divisor *= 10
      digits += 1
    }
    if digits < width {
      for _ in digits..<width { buffer.append(0x30) }
    }
    var rest = value
    while divisor > 0 {
      buffer.append(UInt8(48 + rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// Appends `YYYY-MM-DDTHH:MM:SS` for seconds since 1970 read as a civil time.
  mutating func appendCivil(_ seconds: Int64) {
    let day = Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
    let time = Int(seconds - Int64(day) * 86_400)
    let date = LocalDate(dayNumber: day).components
    appendNumber(date.year, width: 4)
    append(0x2D)
    appendNumber(date.month, width: 2)
    append(0x2D)
    appendNumber(date.day, width: 2)
    append(0x54)
    appendNumber(time / 3600, width: 2)
    append(0x3A)
    appendNumber(time / 60 % 60, width: 2)
    append(0x3A)
    appendNumber(time % 60, width: 2)
  }

  /// Writes the buffered bytes.
  mutating func flush() throws {
    var offset = 0
    while offset < buffer.count {
      let count = buffer.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw GeneratorError(errno: errno, path: "descriptor \(descriptor)")
      }
      offset += count
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
