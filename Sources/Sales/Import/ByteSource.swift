import Foundation
import SalesDomain

/// A file read in large chunks into one reusable buffer, so records can be scanned as bytes.
///
/// 1 MiB `read()` calls scanned in place read CSV at ~1 GB/s; `String(contentsOf:)` manages
/// 16–80 MB/s and holds the whole file. The buffer grows only when a single record is longer
/// than it, up to `maximumCapacity`.
final class ByteSource {
  private let descriptor: Int32
  private let ownsDescriptor: Bool
  /// The file read, for messages.
  let path: String
  /// The buffer; valid bytes are `start..<end`.
  private(set) var buffer: UnsafeMutablePointer<UInt8>
  private(set) var capacity: Int
  /// The first byte not yet consumed.
  var start = 0
  /// One past the last valid byte.
  private(set) var end = 0
  /// Whether the end of the file has been read.
  private(set) var isAtEnd = false
  /// Bytes read from the file so far.
  private(set) var bytesRead: Int64 = 0
  /// The largest buffer a single record may need.
  let maximumCapacity: Int

  /// Opens `path` for reading from byte `offset` on.
  init(
    path: String, chunkSize: Int = 1 << 20, maximumCapacity: Int = 64 << 20, offset: Int64 = 0
  ) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ImportError.cannotOpen(path: path, errno: errno) }
    if offset > 0, lseek(descriptor, off_t(offset), SEEK_SET) < 0 {
      close(descriptor)
      throw ImportError.cannotOpen(path: path, errno: errno)
    }
    // A directory opens for reading but fails on the first read; say so now, with its path.
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      close(descriptor)
      throw ImportError.cannotOpen(path: path, errno: EISDIR)
    }
    self.path = path
    self.descriptor = descriptor
    self.ownsDescriptor = true
    self.capacity = chunkSize
    self.maximumCapacity = maximumCapacity
    self.buffer = .allocate(capacity: chunkSize)
  }

  deinit {
    buffer.deallocate()
    if ownsDescriptor { close(descriptor) }
  }

  /// Moves the unconsumed bytes to the front and reads more after them; false at end of file.
  ///
  /// Throws `recordTooLong` (with line 0: the reader knows the line) when the unconsumed bytes
  /// already fill the largest allowed buffer.
  func refill() throws -> Bool {
    if isAtEnd { return false }
    if start > 0 {
      let remaining = end - start
      if remaining > 0 { buffer.update(from: buffer + start, count: remaining) }
      start = 0
      end = remaining
    }
    if end == capacity {
      guard capacity < maximumCapacity else {
        throw ImportError.recordTooLong(path: path, line: 0, bytes: capacity)
      }
      let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
      bigger.update(from: buffer, count: end)
      buffer.deallocate()
      buffer = bigger
      capacity *= 2
    }
    while true {
      let count = read(descriptor, buffer + end, capacity - end)
      if count < 0 {
        if errno == EINTR { continue }
        throw ImportError.readFailed(path: path, errno: errno)
      }
      if count == 0 {
        isAtEnd = true
        return false
      }
      end += count
      bytesRead += Int64(count)
      return true
    }
  }
}
