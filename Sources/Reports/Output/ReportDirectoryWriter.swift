import Foundation
import SalesDomain

/// A report that cannot be written; the CLI exits with status 73.
public struct ReportWriteError: Error, CustomStringConvertible {
  /// The path concerned.
  public let path: String
  /// What went wrong.
  public let reason: String

  public var description: String { "cannot write the report to \(path): \(reason)" }
}

/// Writes one dated report directory atomically: files go to a hidden temporary directory
/// beside it, which is renamed into place only when complete, so a failed or killed run leaves
/// the previous report, `latest` and the listing as they were.
public struct ReportDirectoryWriter: Sendable {
  /// The reports root (`reports/`).
  public let root: URL

  /// Creates a writer for the reports root `root`.
  public init(root: URL) { self.root = root }

  /// Writes `files` (relative name → bytes) as `root/name/`, then points `root/latest` at the
  /// newest report present (by name, which sorts by date), not necessarily this one.
  /// Returns the final directory.
  @discardableResult
  public func publish(name: String, files: [(name: String, contents: Data)]) throws -> URL {
    let manager = FileManager.default
    try Self.makeDirectories(root)
    removeAbandonedStaging()
    let staging = root.appending(path: ".\(name).tmp-\(getpid())")
    try? manager.removeItem(at: staging)
    do {
      try manager.createDirectory(at: staging, withIntermediateDirectories: true)
      for file in files {
        try file.contents.write(to: staging.appending(path: file.name))
      }
    } catch {
      try? manager.removeItem(at: staging)
      throw ReportWriteError(path: staging.path, reason: Self.reason(error))
    }
    let final = root.appending(path: name)
    try replace(final, with: staging)
    try pointLatest(at: reportNames().first ?? name)
    return final
  }

  /// Puts the complete directory `staging` at `final`.
  ///
  /// An existing report is swapped with the new one in one atomic step, so a reader (or a
  /// `latest` link) never finds the date missing, even if the process is killed midway; only
  /// where the system cannot swap does it fall back to moving the old one aside first.
  private func replace(_ final: URL, with staging: URL) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: final.path) {
      if DirectoryExchange.exchange(staging, final) {
        try? manager.removeItem(at: staging)  // now holds the previous report
        return
      }
      // rename(2) cannot replace a non-empty directory: move the old one aside, then drop it.
      let previous = root.appending(path: ".\(final.lastPathComponent).old-\(getpid())")
      try Self.rename(final, to: previous)
      do {
        try Self.rename(staging, to: final)
      } catch {
        try? Self.rename(previous, to: final)
        try? manager.removeItem(at: staging)
        throw error
      }
      try? manager.removeItem(at: previous)
      return
    }
    do {
      try Self.rename(staging, to: final)
    } catch {
      try? manager.removeItem(at: staging)
      throw error
    }
  }

  /// Removes staging directories left by runs that were killed (their process is gone).
  func removeAbandonedStaging() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    for name in names where name.hasPrefix(".") {
      guard let marker = name.range(of: ".tmp-") ?? name.range(of: ".old-"),
        let pid = Int32(name[marker.upperBound...]), pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: root.appending(path: name))
    }
  }

  /// Makes `root/latest` a relative symbolic link to `name`, replacing the old link atomically.
  func pointLatest(at name: String) throws {
    let link = root.appending(path: "latest")
    let temporary = root.appending(path: ".latest.tmp-\(getpid())")
    unlink(temporary.path)
    guard symlink(name, temporary.path) == 0 else {
      throw ReportWriteError(path: link.path, reason: String(cString: strerror(errno)))
    }
    try Self.rename(temporary, to: link)
  }

  /// Writes one file into the root atomically (write to a temporary name, then rename).
  public func writeAtomically(_ contents: Data, to name: String) throws {
    let target = root.appending(path: name)
    do {
      try contents.write(to: target, options: .atomic)
    } catch {
      throw ReportWriteError(path: target.path, reason: Self.reason(error))
    }
  }

  /// The names of the dated report directories (`YYYY-MM-DD`) under the root, newest first;
  /// other folders a person put there are not reports.
  public func reportNames() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { name in
      var isDirectory: ObjCBool = false
      return LocalDate(iso: name) != nil
        && FileManager.default.fileExists(
          atPath: root.appending(path: name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }.sorted(by: >)
  }

  /// Creates `directory` and its missing parents, reporting the system's reason on failure
  /// ("Not a directory", "Permission denied") rather than a generic Foundation error.
  static func makeDirectories(_ directory: URL) throws {
    var path = directory.path.hasPrefix("/") ? "" : "."
    for component in directory.path.split(separator: "/") {
      path += "/" + component
      if mkdir(path, 0o755) != 0 && errno != EEXIST {
        throw ReportWriteError(path: directory.path, reason: String(cString: strerror(errno)))
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ReportWriteError(path: directory.path, reason: String(cString: strerror(ENOTDIR)))
    }
  }

  static func rename(_ source: URL, to destination: URL) throws {
    guard Foundation.rename(source.path, destination.path) == 0 else {
      throw ReportWriteError(path: destination.path, reason: String(cString: strerror(errno)))
    }
  }

  static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return underlying.localizedDescription
    }
    return nsError.localizedDescription
  }
}
