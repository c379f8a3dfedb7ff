import Foundation

/// A fresh directory under the system temporary directory, removed when released.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(
      path: "griddle-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { url.appending(path: name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}
