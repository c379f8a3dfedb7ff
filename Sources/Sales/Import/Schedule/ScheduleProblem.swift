/// A problem on one line of a schedule file; the file is refused when it has any.
public struct ScheduleProblem: Error, Equatable, Sendable {
  /// The 1-based line the problem is on (of the file as written, before unfolding).
  public var line: Int
  /// What is wrong, quoting the value.
  public var message: String

  /// Creates a problem.
  public init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }
}

/// A schedule file that cannot be imported: every problem found (up to a limit), by line.
public struct ScheduleFileError: Error, Equatable, Sendable {
  /// The problems, in line order.
  public var problems: [ScheduleProblem]

  /// The most problems a file reports; past it, one more line says how many were left out.
  public static let reportedProblems = 50

  /// Creates the error.
  public init(_ problems: [ScheduleProblem]) {
    self.problems = problems
  }
}

/// `text` cut to `limit` characters for a message, with control characters escaped, so a
/// hostile file cannot drive the terminal or flood it.
func scheduleValue(_ text: some StringProtocol, limit: Int = 80) -> String {
  var shown = ""
  for scalar in text.unicodeScalars.prefix(limit) {
    if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
      shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    } else {
      shown.unicodeScalars.append(scalar)
    }
  }
  let count = text.unicodeScalars.count
  return count > limit ? shown + "… (\(count) characters)" : shown
}
