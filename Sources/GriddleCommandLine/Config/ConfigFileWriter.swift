import Foundation

/// Replaces a config file the way git replaces its index (the lock-file pattern): the new text
/// goes to `FILE.lock` beside the file, created exclusively with its final permissions before
/// a byte is written, flushed to disk, then renamed over the file, and the folder flushed.
///
/// A crash at any point leaves either the old file or the new one, never half a file and never
/// a copy readable by more people than the config; a second `griddle add` at the same time
/// finds the lock and stops. A config that is a symbolic link (a dotfiles repository) keeps its
/// link: the file it points to is the one replaced.
enum ConfigFileWriter {
  /// Why the file could not be written; nothing was changed.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong, in a few words.
    let description: String
  }

  /// The file a write to `path` replaces: `path` with every symbolic link followed (a relative
  /// link is relative to its own folder), or `path` itself when it is no link.
  static func target(of path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { return current }
      current =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: current).deletingLastPathComponent().appending(path: destination)
          .standardizedFileURL.path
    }
    return current
  }

  /// The permissions of the file at `path` (following links), or nil when there is none.
  static func permissions(of path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
  }

  /// Whether the current user may replace the file at `path` (following links): it must be
  /// writable, as must its folder (for the lock file and the rename).
  static func checkWritable(_ path: String) throws(Failure) {
    let file = target(of: path)
    if permissions(of: file) != nil, access(file, W_OK) != 0 {
      throw Failure(description: "the file is read-only (\(String(cString: strerror(errno))))")
    }
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
    if FileManager.default.fileExists(atPath: folder), access(folder, W_OK) != 0 {
      throw Failure(
        description: "its folder '\(folder)' is read-only (\(String(cString: strerror(errno))))")
    }
  }

  /// Writes `bytes` as the new content of `path` (its link target, when it is a link) with the
  /// permissions `mode`, never group- or world-writable beyond what `mode` says and never
  /// world-writable at all.
  static func write(_ bytes: [UInt8], to path: String, mode: mode_t) throws(Failure) {
    let file = target(of: path)
    let lock = file + ".lock"
    let finalMode = mode & 0o775
    // O_EXCL: an existing lock is another `griddle add` at work, or one that was killed.
    let descriptor = open(lock, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, finalMode)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      if errno == EEXIST {
        throw Failure(
          description:
            "'\(lock)' exists: another griddle command is changing the config, or one was stopped while it did; when none is running, remove '\(lock)' and try again"
        )
      }
      throw Failure(description: "cannot create '\(lock)': \(reason)")
    }
    var closed = false
    func fail(_ what: String) -> Failure {
      let reason = String(cString: strerror(errno))
      if !closed { close(descriptor) }
      unlink(lock)
      return Failure(description: "\(what): \(reason)")
    }
    // The umask may have taken bits the old file had (a group-readable config): set them
    // exactly, still before the first byte.
    guard fchmod(descriptor, finalMode) == 0 else { throw fail("cannot set the permissions") }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        Foundation.write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw fail("cannot write '\(lock)'") }
      written += count
    }
    guard fsync(descriptor) == 0 else { throw fail("cannot flush '\(lock)' to disk") }
    closed = true
    guard close(descriptor) == 0 else { throw fail("cannot write '\(lock)'") }
    guard rename(lock, file) == 0 else { throw fail("cannot rename '\(lock)' to '\(file)'") }
    // The rename itself is durable once the folder is flushed.
    let folder = open(URL(fileURLWithPath: file).deletingLastPathComponent().path, O_RDONLY)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }
}
