/// Reads money and quantities as a `NumberFormat` writes them, exactly, from bytes: amounts
/// become integer minor units (no `Double` anywhere, so `$1,275.10` is 127510 cents).
struct NumberReader: Sendable {
  private let symbols: [[UInt8]]
  private let grouping: [UInt8]
  private let decimal: [UInt8]

  /// A reader of `format`'s numbers; `currencyCode` (`JPY`) is accepted as a symbol too.
  init(_ format: NumberFormat, currencyCode: String? = nil) {
    // Longest first, so `US$` is stripped before `$`.
    symbols = (format.currencySymbols + (currencyCode.map { [$0.uppercased()] } ?? []))
      .map { Array($0.utf8) }.filter { !$0.isEmpty }
      .sorted { $0.count > $1.count }
    grouping = format.groupingSeparator.map { Array(String($0).utf8) } ?? []
    decimal = Array(String(format.decimalSeparator).utf8)
  }

  /// Why a number did not read.
  enum Failure: Error, Equatable {
    /// Not a number in this format.
    case malformed
    /// More decimals than `digits` that are not zeros (`$1.005`, or `1.5` as a quantity).
    case tooPrecise
    /// Too many digits to be an amount.
    case tooLarge
  }

  /// The amount scaled by 10^`digits` (`$12.30` with 2 → 1230); spaces around, a currency symbol
  /// before or after, grouping, and a `-` or parentheses for negatives are accepted.
  func read(_ field: UnsafeBufferPointer<UInt8>, digits: Int) -> Result<Int64, Failure> {
    guard let p = field.baseAddress else { return .failure(.malformed) }
    var start = 0
    var end = field.count
    func trimSpaces() {
      while start < end, p[start] == 0x20 || p[start] == 0x09 { start += 1 }
      while end > start, p[end - 1] == 0x20 || p[end - 1] == 0x09 { end -= 1 }
    }
    func hasPrefix(_ bytes: [UInt8]) -> Bool {
      guard !bytes.isEmpty, end - start >= bytes.count else { return false }
      for offset in 0..<bytes.count where p[start + offset] != bytes[offset] { return false }
      return true
    }
    func hasSuffix(_ bytes: [UInt8]) -> Bool {
      guard !bytes.isEmpty, end - start >= bytes.count else { return false }
      for offset in 0..<bytes.count where p[end - bytes.count + offset] != bytes[offset] {
        return false
      }
      return true
    }
    func stripSymbol() {
      // A symbol neither starts nor ends in a digit: look only at an end that is no digit
      // (quantities and Toast's money have none, Square's only a leading one).
      guard start < end else { return }
      let before = p[start] &- 0x30 >= 10
      let after = p[end - 1] &- 0x30 >= 10
      if !before && !after { return }
      for symbol in symbols {
        if before, hasPrefix(symbol) {
          start += symbol.count
          trimSpaces()
          return
        }
        if after, hasSuffix(symbol) {
          end -= symbol.count
          trimSpaces()
          return
        }
      }
    }
    trimSpaces()
    var negative = false
    if start < end, p[start] == 0x28, p[end - 1] == 0x29 {  // (9.00)
      negative = true
      start += 1
      end -= 1
      trimSpaces()
    }
    if start < end, p[start] == 0x2D {  // -$9.00
      guard !negative else { return .failure(.malformed) }
      negative = true
      start += 1
      trimSpaces()
    } else if start < end, p[start] == 0x2B {
      start += 1
    }
    stripSymbol()
    if start < end, p[start] == 0x2D {  // $-9.00
      guard !negative else { return .failure(.malformed) }
      negative = true
      start += 1
    }
    guard start < end else { return .failure(.malformed) }
    var value: Int64 = 0
    var integerDigits = 0
    var groupDigits = -1  // digits since the last grouping separator, -1 before any
    var index = start
    while index < end {
      let byte = p[index]
      if byte >= 0x30, byte <= 0x39 {
        guard integerDigits < 15 else { return .failure(.tooLarge) }
        value = value * 10 + Int64(byte - 0x30)
        integerDigits += 1
        if groupDigits >= 0 { groupDigits += 1 }
        index += 1
      } else if !grouping.isEmpty, integerDigits > 0, matches(grouping, p, index, end) {
        guard groupDigits < 0 || groupDigits == 3 else { return .failure(.malformed) }
        groupDigits = 0
        index += grouping.count
      } else {
        break
      }
    }
    guard integerDigits > 0 || (index < end && matches(decimal, p, index, end)) else {
      return .failure(.malformed)
    }
    guard groupDigits < 0 || groupDigits == 3 else { return .failure(.malformed) }
    var fractionDigits = 0
    if index < end, matches(decimal, p, index, end) {
      index += decimal.count
      while index < end, p[index] >= 0x30, p[index] <= 0x39 {
        let digit = Int64(p[index] - 0x30)
        if fractionDigits < digits {
          value = value * 10 + digit
        } else if digit != 0 {
          return .failure(.tooPrecise)
        }
        fractionDigits += 1
        index += 1
      }
      guard fractionDigits > 0 || integerDigits > 0 else { return .failure(.malformed) }
    }
    guard index == end else { return .failure(.malformed) }
    for _ in min(fractionDigits, digits)..<digits { value *= 10 }
    return .success(negative ? -value : value)
  }

  /// Reads a string (tests and one-off callers).
  func read(_ text: String, digits: Int) -> Result<Int64, Failure> {
    var copy = text
    return copy.withUTF8 { read($0, digits: digits) }
  }

  private func matches(
    _ bytes: [UInt8], _ p: UnsafePointer<UInt8>, _ index: Int, _ end: Int
  ) -> Bool {
    guard !bytes.isEmpty, end - index >= bytes.count else { return false }
    for offset in 0..<bytes.count where p[index + offset] != bytes[offset] { return false }
    return true
  }
}
