import Foundation

// libFuzzer entry point for Griddle's input parsers. Built by `scripts/fuzz.sh`, which
// compiles this file together with the parser sources into one instrumented binary; the
// target is chosen with FUZZ_TARGET (csv, jsonl, timestamp, config).
//
// Each harness checks more than "no crash": a property the parser promises, so that a wrong
// answer (the year 202X read as 1020) is a finding too.

/// The scratch file readers are pointed at: they read files, and /dev/shm keeps it in memory.
private let scratchPath =
  (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : NSTemporaryDirectory())
  + "/griddle-fuzz-\(getpid()).input"

/// A read size larger than any input (`-max_len=4096`): the whole input in one read. Far smaller
/// than the importer's 1 MiB, which costs ASan a lot per run for nothing.
private let wholeInput = 8192

/// Stops with `message` (kept in -O builds, unlike a precondition's).
private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError(message()) }
}

private enum Target: String {
  case csv, jsonl, timestamp, config, profile, connstring, ical
}

private let target: Target = {
  guard let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"],
    let target = Target(rawValue: name)
  else {
    fputs(
      "FUZZ_TARGET must be csv, jsonl, timestamp, config, profile, connstring or ical\n", stderr)
    exit(2)
  }
  atexit { unlink(scratchPath) }
  return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  switch target {
  case .csv: fuzzCSV(bytes)
  case .jsonl: fuzzJSONLines(bytes)
  case .timestamp: fuzzTimestamp(bytes)
  case .config: fuzzConfig(bytes)
  case .profile: fuzzProfile(bytes)
  case .connstring: fuzzConnectionString(bytes)
  case .ical: fuzzICalendar(bytes)
  }
  return 0
}

/// Writes the input (after its first byte, which picks the read chunk size) to the scratch file.
private func writeScratch(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
  let chunkSize = bytes.isEmpty ? wholeInput : [1, 2, 3, 7, 16, 64, wholeInput][Int(bytes[0]) % 7]
  let body = bytes.isEmpty ? bytes : UnsafeBufferPointer(rebasing: bytes.dropFirst())
  let descriptor = open(scratchPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  check(descriptor >= 0, "cannot write \(scratchPath)")
  if body.count > 0 {
    check(write(descriptor, body.baseAddress, body.count) == body.count, "short write")
  }
  close(descriptor)
  return chunkSize
}

/// Reads every record; whatever the bytes and the chunk size, the same records come out.
private func fuzzCSV(_ bytes: UnsafeBufferPointer<UInt8>) {
  let chunkSize = writeScratch(bytes)
  func records(chunkSize: Int) -> [String] {
    guard let reader = try? CSVReader(path: scratchPath, chunkSize: chunkSize) else { return ["!"] }
    var seen = [reader.columnNames.joined(separator: "\u{1}")]
    var lastLine = 0
    do {
      while try reader.nextRecord() {
        check(reader.line > lastLine, "line numbers must increase")
        lastLine = reader.line
        seen.append(
          "\(reader.line):"
            + reader.fields.map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: "\u{1}") + "|\(reader.problem ?? "")")
      }
    } catch {
      seen.append("error \(error)")
    }
    return seen
  }
  // A record must not depend on where the read chunks happen to end.
  check(
    records(chunkSize: chunkSize) == records(chunkSize: wholeInput), "chunking changed the records")
}

/// Reads every JSON Lines record; results do not depend on the chunk size.
private func fuzzJSONLines(_ bytes: UnsafeBufferPointer<UInt8>) {
  let chunkSize = writeScratch(bytes)
  func records(chunkSize: Int) -> [String] {
    guard let reader = try? JSONLinesReader(path: scratchPath, chunkSize: chunkSize) else {
      return ["!"]
    }
    var seen: [String] = []
    do {
      while try reader.nextRecord() {
        seen.append(
          "\(reader.line):"
            + reader.fields.map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: "\u{1}") + "|\(reader.problem ?? "")")
      }
    } catch {
      seen.append("error \(error)")
    }
    return seen
  }
  check(
    records(chunkSize: chunkSize) == records(chunkSize: wholeInput), "chunking changed the records")
}

/// A timestamp that parses has digits wherever digits belong, and values in range.
private func fuzzTimestamp(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard case .success(let parsed) = ParsedTimestamp.parse(bytes) else { return }
  for position in [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15] {
    check(bytes[position] >= 0x30 && bytes[position] <= 0x39, "non-digit at \(position) accepted")
  }
  check(bytes[4] == 0x2D && bytes[7] == 0x2D && bytes[13] == 0x3A, "separator accepted")
  check((0..<1000).contains(parsed.milliseconds), "milliseconds out of range")
  if let offset = parsed.utcOffsetSeconds { check(abs(offset) < 86_400, "offset out of range") }
  // The written date round-trips through the civil calendar.
  let day = Int(parsed.wallClockSeconds.quotient(86_400))
  let date = LocalDate(dayNumber: day).description
  check(
    date == String(decoding: bytes.prefix(10), as: UTF8.self), "\(date) is not the written date")
}

/// A config file either loads or is a configuration error; nothing else.
private func fuzzConfig(_ bytes: UnsafeBufferPointer<UInt8>) {
  do {
    _ = try Configuration(jsonData: Data(bytes), file: "fuzz.json")
  } catch is ConfigurationError {
  } catch {
    fatalError("unexpected error \(error)")
  }
}

/// The input as one import profile (`{"importProfiles": {"p": INPUT}}`), so that the fuzzer
/// spends its time in the profile reader rather than on the config's other keys. Only
/// `ConfigurationError` may be thrown; an accepted profile's formats compile, and no two of its
/// keys share a column (item 6 of issue 23), except the date and the time.
private func fuzzProfile(_ bytes: UnsafeBufferPointer<UInt8>) {
  let json = Data("{\"importProfiles\": {\"p\": ".utf8) + Data(bytes) + Data("}}".utf8)
  let configuration: Configuration
  do {
    configuration = try Configuration(jsonData: json, file: "fuzz.json")
  } catch is ConfigurationError {
    return
  } catch {
    fatalError("unexpected error \(error)")
  }
  for profile in configuration.importProfiles {
    check((try? DateTimePattern(profile.dateFormat)) != nil, "dateFormat does not compile")
    if let timeFormat = profile.timeFormat {
      check((try? DateTimePattern(timeFormat)) != nil, "timeFormat does not compile")
    }
    var keyed: [(String, ProfileColumn)] = [
      ("orderId", profile.orderID), ("date", profile.date), ("style", profile.style),
      ("quantity", profile.quantity),
    ]
    keyed += profile.city.map { ("city", $0) }
    for (key, column) in [
      ("lineId", profile.lineID), ("time", profile.time), ("gross", profile.gross),
      ("unitPrice", profile.unitPrice), ("discount", profile.discount),
    ] {
      if let column { keyed.append((key, column)) }
    }
    var owners: [NameKey: String] = [:]
    for (key, column) in keyed {
      for name in Set(column.names.map(NameKey.init)) {
        if let owner = owners[name] {
          check(owner == "date" && key == "time", "\(owner) and \(key) share a column")
        }
        owners[name] = owners[name] ?? key
      }
    }
  }
}

/// The input as a `--database` value. libpq's parse, the value checks and the masking must
/// never crash, and what is shown never holds the password: `redacted` has no occurrence of
/// it, and `withoutPassword`, parsed again, sets none.
private func fuzzConnectionString(_ bytes: UnsafeBufferPointer<UInt8>) {
  // A C string ends at NUL: libpq never sees what follows one.
  let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  _ = ConnectionString.isConnectionString(text)
  let problem = ConnectionString.problem(in: text) ?? ""
  // A message never holds a password the string spells out (short ones may be any word).
  for secret in ConnectionString.passwordsWritten(in: text)
  where secret.count >= 4 && !secret.contains("*") {
    check(!problem.contains(secret), "the message \(problem) holds the password \(secret)")
  }
  _ = ConnectionString.redact(text, password: nil)
  guard let parsed = try? ConnectionString(text) else { return }
  if let password = parsed.options["password"], !password.isEmpty, !password.contains("*") {
    check(
      !parsed.redacted.contains(password),
      "redacted \(parsed.redacted) still holds the password \(password)")
  }
  if let again = try? ConnectionString(parsed.withoutPassword) {
    check(
      (again.options["password"] ?? "").isEmpty || !parsed.hasPassword,
      "withoutPassword \(parsed.withoutPassword) still sets a password")
  }
}

extension Int64 {
  /// Division rounding toward negative infinity (days before 1970 are negative).
  fileprivate func quotient(_ divisor: Int64) -> Int64 {
    let q = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? q - 1 : q
  }
}

/// A date-time as comparable text, its zone by identifier: a TimeZone's description asks ICU for
/// its display name, milliseconds a call, and thousands of occurrences timed the harness out.
private func key(_ value: CalendarDateTime) -> String {
  let zone: String
  switch value.zone {
  case .utc: zone = "Z"
  case .floating: zone = "floating"
  case .named(let timeZone): zone = timeZone.identifier
  }
  return "\(value.date) \(value.secondOfDay) \(value.isDate) \(zone)"
}

/// The input as an iCalendar schedule: it reads or throws `ScheduleFileError`; the occurrences
/// come out in order, each ending after it starts in its own wall clock when both share a zone;
/// and the same text with LF line ends instead of CRLF reads the same.
private func fuzzICalendar(_ bytes: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: bytes, as: UTF8.self)
  let horizon = LocalDate(year: 2030, month: 1, day: 1)!
  func occurrences(_ text: String) -> [String] {
    do {
      let reader = try ICalendarReader(text: text, horizon: horizon)
      var previous: (LocalDate, Int)?
      for occurrence in reader.occurrences {
        let start = (occurrence.start.date, occurrence.start.secondOfDay)
        if let previous { check(previous <= start, "occurrences out of order") }
        previous = start
        if occurrence.start.zone == occurrence.end.zone {
          check(occurrence.end.wallClock > occurrence.start.wallClock, "an occurrence ends first")
        }
      }
      return reader.occurrences.map { "\($0.line) \(key($0.start)) \(key($0.end))" }
    } catch {
      return error.problems.map { "\($0.line): \($0.message)" }
    }
  }
  let crlf = occurrences(text)
  if !text.contains("\r") {
    check(
      occurrences(text.replacingOccurrences(of: "\n", with: "\r\n")) == crlf,
      "line ends changed the reading")
  }
}
