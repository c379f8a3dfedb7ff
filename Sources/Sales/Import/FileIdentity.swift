import Foundation
import SalesDomain

/// A file as the file system knows it (device and inode), so two different paths to the same
/// file — `./a.csv` and `a.csv`, a symbolic link, a hard link — are recognized as one.
public struct FileIdentity: Hashable, Sendable {
  private let device: UInt64
  private let inode: UInt64

  /// The identity of the file at `path`, or nil when nothing is there.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  /// The files that make up the SQLite database at `path`: the file itself and its WAL,
  /// shared-memory and rollback journal files, those that exist.
  public static func databaseFiles(at path: String) -> [(path: String, identity: FileIdentity)] {
    ["", "-wal", "-shm", "-journal"].compactMap { suffix in
      FileIdentity(path: path + suffix).map { (path + suffix, $0) }
    }
  }
}
