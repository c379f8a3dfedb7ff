import Foundation

/// A fresh, uniquely named directory under the system temporary directory (`TMPDIR`), removed
/// with everything in it when the last reference goes. A Swift Testing suite holds one as a
/// stored property: the suite's value lives for one test, so the directory goes when that test
/// ends, whether it passed, failed or threw (a struct has no deinit of its own to do it).
public final class TemporaryDirectory: Sendable {
  /// Where it is.
  public let url: URL

  /// Creates `<TMPDIR>/<prefix>-<UUID>`; the prefix says which tests a leftover came from.
  public init(prefix: String = "griddle-tests") throws {
    url = FileManager.default.temporaryDirectory.appending(
      path: "\(prefix)-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Its path.
  public var path: String { url.path }

  /// The path of `name` inside it.
  public func file(_ name: String) -> String { url.appending(path: name).path }

  deinit { Self.remove(url) }

  /// Removes `url`; tests that make a folder read-only (to check what a reader without write
  /// permission sees) get their permissions back first, since a user who is not root cannot
  /// delete from a folder it may not write.
  static func remove(_ url: URL) {
    let manager = FileManager.default
    if (try? manager.removeItem(at: url)) != nil || !manager.fileExists(atPath: url.path) {
      return
    }
    var folders = [url.path]
    while let folder = folders.popLast() {
      chmod(folder, 0o700)
      for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
        let child = folder + "/" + name
        var info = stat()
        if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { folders.append(child) }
      }
    }
    try? manager.removeItem(at: url)
  }
}
