/// The one CSV writer behind every CSV Griddle writes: report CSVs, `query --format csv` and
/// the rejects file.
///
/// Fields are written per RFC 4180: a field holding a comma, a double quote, CR or LF is
/// quoted, with `"` doubled; every other byte, NUL and invalid UTF-8 included, is written
/// as it is, so the file reads back to the same bytes.
///
/// Formula injection is neutralized as OWASP recommends: a field starting with `=`, `+`, `-`,
/// `@`, tab or CR, which a spreadsheet would run as a formula, gets a leading `'`. A field
/// that is a plain number (`-12`, `+3`, `-0.50`) is left alone: spreadsheets read it as the
/// number it is, and no formula can hide in digits.
public enum CSVWriter {
  /// `field` ready to place between commas (neutralized, then quoted when needed).
  public static func field(_ field: String) -> String {
    var bytes: [UInt8] = []
    appendField(field.utf8, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// One record: the fields joined with commas, ending with `lineEnd`.
  public static func record(_ fields: [String], lineEnd: String = "\n") -> String {
    var bytes: [UInt8] = []
    appendRecord(fields, lineEnd: lineEnd, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one record of text fields, ending with `lineEnd`, to `output`.
  ///
  /// Not generic: called from another module, the generic form ran unspecialized (type
  /// metadata and iterators per byte), ten times slower.
  public static func appendRecord(
    _ fields: [String], lineEnd: String = "\n", to output: inout [UInt8]
  ) {
    for (index, field) in fields.enumerated() {
      if index > 0 { output.append(0x2C) }
      var field = field
      field.withUTF8 { appendField($0, to: &output) }
    }
    output.append(contentsOf: lineEnd.utf8)
  }

  /// Appends one record of raw byte fields, ending with `lineEnd`, to `output`.
  public static func appendRecord<Field: Collection<UInt8>>(
    _ fields: [Field], lineEnd: String = "\n", to output: inout [UInt8]
  ) {
    for (index, field) in fields.enumerated() {
      if index > 0 { output.append(0x2C) }
      appendField(field, to: &output)
    }
    output.append(contentsOf: lineEnd.utf8)
  }

  /// Appends one field, neutralized and quoted as needed, to `output`.
  public static func appendField<Field: Collection<UInt8>>(
    _ field: Field, to output: inout [UInt8]
  ) {
    let neutralize = startsLikeAFormula(field)
    let quote = field.contains { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
    if quote { output.append(0x22) }
    if neutralize { output.append(0x27) }
    for byte in field {
      if byte == 0x22 { output.append(0x22) }
      output.append(byte)
    }
    if quote { output.append(0x22) }
  }

  /// Whether a spreadsheet would read `field` as a formula: it starts with `=`, `+`, `-`, `@`,
  /// tab or CR and is not a plain decimal number.
  public static func startsLikeAFormula<Field: Collection<UInt8>>(_ field: Field) -> Bool {
    guard let first = field.first else { return false }
    switch first {
    case 0x3D, 0x40, 0x09, 0x0D: return true
    case 0x2B, 0x2D: return !isPlainNumber(field.dropFirst())
    default: return false
    }
  }

  /// Digits with at most one `.` between digits (what follows a sign in `-12` or `-0.50`).
  private static func isPlainNumber<Digits: Collection<UInt8>>(_ text: Digits) -> Bool {
    var digitsBefore = 0
    var digitsAfter = 0
    var seenPoint = false
    for byte in text {
      if byte >= 0x30 && byte <= 0x39 {
        if seenPoint { digitsAfter += 1 } else { digitsBefore += 1 }
      } else if byte == 0x2E && !seenPoint {
        seenPoint = true
      } else {
        return false
      }
    }
    return digitsBefore > 0 && (!seenPoint || digitsAfter > 0)
  }
}
