import Foundation
import SalesDomain
import Synchronization

/// The unmatched city and style names of a file in Griddle's own format, collected by
/// `RowValidator` on the parser thread, so the file ends with the one grouped message a
/// profile translation gives (`UnmatchedNames.message`) instead of a message per row.
///
/// Only rows with an unmatched name reach it, so valid rows pay nothing; the lock is taken
/// once per such row and once when the import reads the result after the parser finished.
final class UnmatchedNameLog: Sendable {
  /// Whether rows with an unmatched name are rejected one by one (`--skip-invalid`) rather
  /// than held back for the message that stops the file.
  let rejectsRows: Bool
  /// The config's aliases: named in the message, and what Griddle's own names resolve through.
  let aliases: ImportAliases
  private let state = Mutex(State())

  private struct State {
    var unmatched = UnmatchedNames()
    var heldBackRows = 0
    var reasons = UnmatchedRowReasons()
    /// The names the file was matched against, kept from the first unmatched row.
    var cities: [City] = []
    var styles: [PancakeStyle] = []
  }

  /// A log for one file; `aliases` are the config's, named in the message.
  init(aliases: ImportAliases, rejectsRows: Bool) {
    self.aliases = aliases
    self.rejectsRows = rejectsRows
  }

  /// Notes the row on `line` whose `city` and/or `style` (as written) matched nothing among
  /// `reference`'s names; returns the reason to reject it with when rows are rejected one by
  /// one, nil when it is held back.
  func record(city: String?, style: String?, line: Int, reference: ImportReferenceData)
    -> String?
  {
    state.withLock { state in
      if state.unmatched.isEmpty {
        state.cities = reference.cities
        state.styles = reference.styles
      }
      if let city { state.unmatched.add(city: city, line: line) }
      if let style { state.unmatched.add(style: style, line: line) }
      guard rejectsRows else {
        state.heldBackRows += 1
        return nil
      }
      return state.reasons.reason(
        city: city, style: style, cities: state.cities.map(\.name),
        styles: state.styles.map(\.name))
    }
  }

  /// Rows left out of the file because of an unmatched name (without `--skip-invalid`).
  var heldBackRows: Int { state.withLock { $0.heldBackRows } }

  /// The grouped message at the first unmatched row's line, or nothing when every name matched.
  var finalProblems: [FileProblem] {
    state.withLock { state in
      guard !state.unmatched.isEmpty else { return [] }
      let names = ImportNames(cities: state.cities, styles: state.styles, aliases: aliases)
      return [state.unmatched.problem(names: names, rowsWereRejected: rejectsRows)]
    }
  }
}

/// Why a row naming an unknown city or style is rejected (`--skip-invalid`), with the known
/// name close to it, if one is; made once per name, since a whole file may name one unknown truck.
struct UnmatchedRowReasons: Sendable {
  private var known: [String: String] = [:]

  /// The reason for a row whose `city` and/or `style` matched none of `cities`/`styles`.
  mutating func reason(city: String?, style: String?, cities: [String], styles: [String])
    -> String
  {
    var parts: [String] = []
    for (name, kind) in [(city, "city"), (style, "style")] {
      guard let name else { continue }
      let key = kind + "\u{0}" + name
      if let reason = known[key] {
        parts.append(reason)
        continue
      }
      let section = kind == "city" ? "cities" : "styles"
      let reason =
        if let closest = ImportNames.closest(to: name, in: kind == "city" ? cities : styles) {
          "\(kind) '\(displayedValue(name))' is not a known \(kind) or alias, closest known \(kind) '\(displayedValue(closest))'; add it to that \(kind)'s \"aliases\" in the config to import this row"
        } else {
          "\(kind) '\(displayedValue(name))' is not a known \(kind) or alias and no known \(kind) is close; add it to \"\(section)\" in the config as a new \(kind), or to a known \(kind)'s \"aliases\", to import this row"
        }
      // Bounded: a file of distinct unknown names must not grow the cache without end.
      if known.count < 1024 { known[key] = reason }
      parts.append(reason)
    }
    return parts.joined(separator: "; ")
  }
}
