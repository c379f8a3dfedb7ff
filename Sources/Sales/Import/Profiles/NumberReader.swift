import SalesDomain

/// Reads money and quantities as a `NumberFormat` writes them, exactly, from bytes: amounts
/// become integer minor units (no `Double` anywhere, so `$1,275.10` is 127510 cents).
struct NumberReader: Sendable {
  private let symbols: [[UInt8]]
  private let grouping: [UInt8]
  private let decimal: [UInt8]
  /// The plain shape's shortcut, when the format's decimal separator allows one.
  let plain: PlainNumbers?

  /// A reader of `format`'s numbers; `currencyCode` (`JPY`) is accepted as a symbol too.
  init(_ format: NumberFormat, currencyCode: String? = nil) {
    // Longest first, so `US$` is stripped before `$`.
    let symbols = (format.currencySymbols + (currencyCode.map { [$0.uppercased()] } ?? []))
      .map { Array($0.utf8) }.filter { !$0.isEmpty }
      .sorted { $0.count > $1.count }
    let grouping = format.groupingSeparator.map { Array(String($0).utf8) } ?? []
    let decimal = Array(String(format.decimalSeparator).utf8)
    self.symbols = symbols
    self.grouping = grouping
    self.decimal = decimal
    let plainDecimal =
      decimal.count == 1 && decimal[0] &- 0x30 >= 10 && grouping.first != decimal[0]
      ? decimal[0] : nil
    // Bytes the general way treats apart (signs, brackets, spaces, separators) cannot be it.
    let special: Set<UInt8> = [0x2D, 0x2B, 0x28, 0x29, 0x20, 0x09]
    let plainSymbol =
      symbols.first { symbol in
        guard symbol.count == 1, let byte = symbol.first else { return false }
        return byte &- 0x30 >= 10 && !special.contains(byte) && byte != plainDecimal
          && byte != grouping.first && symbols.filter { $0.first == byte }.count == 1
      }?.first
    plain = plainDecimal.map { PlainNumbers(decimal: $0, symbol: plainSymbol) }
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
    if let value = plain?.read(p, field.count, digits: digits) { return .success(value) }
    return readGeneral(field, digits: digits)
  }

  /// `read` without the plain shape's shortcut: every form, and the reason for a failure.
  func readGeneral(_ field: UnsafeBufferPointer<UInt8>, digits: Int) -> Result<Int64, Failure> {
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

/// The shortcut for numbers of the plain shape, in plain values (no arrays to retain), so a
/// hot loop can hold it apart from its `NumberReader`.
struct PlainNumbers: Sendable {
  /// The decimal separator: one byte no grouping separator starts with.
  let decimal: UInt8
  /// A one-byte currency symbol no other symbol starts with, if any.
  let symbol: UInt8?

  /// The value of the plain shape `[-][symbol]digits[.digits]`, ending in a digit, exactly as
  /// `NumberReader.read` computes it; nil for anything else (`NumberReader.read` then takes the general way, which also
  /// names what is wrong). Square writes nearly every amount and quantity so, and the general
  /// way (trimming, brackets, symbols either side, grouping) cost ~350 instructions each.
  @inline(__always)
  func read(_ p: UnsafePointer<UInt8>, _ count: Int, digits: Int) -> Int64? {
    guard count > 0, p[count &- 1] &- 0x30 < 10 else { return nil }
    var index = 0
    let negative = p[0] == 0x2D
    if negative { index = 1 }
    if index < count, let symbol, p[index] == symbol { index &+= 1 }
    let integerStart = index
    var value: Int64 = 0
    while index < count, p[index] &- 0x30 < 10 {
      value = value &* 10 &+ Int64(p[index] &- 0x30)
      index &+= 1
    }
    // The general way allows 15 integer digits; up to 18 digits in all cannot overflow.
    let integerDigits = index &- integerStart
    guard integerDigits > 0, integerDigits <= 15, integerDigits &+ digits <= 18 else {
      return nil
    }
    var fractionDigits = 0
    if index < count {
      guard p[index] == decimal else { return nil }
      index &+= 1
      while index < count {
        let digit = p[index] &- 0x30
        guard digit < 10 else { return nil }
        if fractionDigits < digits {
          value = value &* 10 &+ Int64(digit)
        } else if digit != 0 {
          return nil  // too precise: said the general way
        }
        fractionDigits &+= 1
        index &+= 1
      }
    }
    var scale = min(fractionDigits, digits)
    while scale < digits {
      value &*= 10
      scale &+= 1
    }
    return negative ? -value : value
  }
}
