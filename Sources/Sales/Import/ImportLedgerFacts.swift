import Foundation
import SalesDomain

/// What the driver knows of a file for the import ledger (its name, size, SHA-256, profile,
/// the rows its reader left out), turned into the ledger's entry by the store's sink at the
/// end of the file's transaction, once the counts are final.
final class ImportLedgerFacts {
  /// The file as it was named to the importer.
  let fileName: String
  /// Its size in bytes.
  let fileSize: Int64
  /// The file's hash, computed on a thread of its own while the import reads the file.
  let hasher: FileHasher
  /// Rows the reader held back or excluded by itself, which the sink's summary does not count
  /// yet when the entry is made (a profile's held-back and excluded rows, unmatched names).
  let readerCounts: () -> (rejected: Int, excluded: Int)
  /// The instant the entry is made; the clock unless a test gives one.
  let now: () -> Date

  /// Collects the facts (a class: the import's per-file state holds one reference to them).
  init(
    fileName: String, fileSize: Int64, hasher: FileHasher,
    readerCounts: @escaping () -> (rejected: Int, excluded: Int), now: @escaping () -> Date
  ) {
    self.fileName = fileName
    self.fileSize = fileSize
    self.hasher = hasher
    self.readerCounts = readerCounts
    self.now = now
  }

  /// The ledger's entry for a file whose sink summed up `summary` so far.
  func entry(_ summary: FileImportSummary) -> ImportLedgerEntry {
    let counts = readerCounts()
    return ImportLedgerEntry(
      importedAtMilliseconds: Int64((now().timeIntervalSince1970 * 1000).rounded(.down)),
      fileName: fileName, fileSize: fileSize, sha256: hasher.digest(), profile: summary.profile,
      linesStored: summary.imported, linesAlreadyPresent: summary.alreadyPresent,
      rowsRejected: summary.rejected + counts.rejected, rowsExcluded: counts.excluded,
      linesRestated: summary.restatement?.linesChanged ?? 0,
      linesRemoved: summary.restatement?.linesRemoved ?? 0)
  }
}

/// Hashes a file (SHA-256) on a thread of its own, from a descriptor opened at once (so a
/// prepared copy removed later is still read whole); `digest()` waits for the answer.
final class FileHasher: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result = ""

  /// Starts hashing the file at `path`; a file that cannot be opened hashes as nothing read
  /// (the import itself reports it).
  init(path: String) {
    let descriptor = open(path, O_RDONLY)
    let thread = Thread { [self] in
      result = descriptor >= 0 ? SHA256.hexDigest(ofDescriptor: descriptor) ?? "" : ""
      if descriptor >= 0 { close(descriptor) }
      done.signal()
    }
    thread.start()
  }

  /// The file's SHA-256 in hexadecimal (empty when it could not be read).
  func digest() -> String {
    done.wait()
    done.signal()
    return result
  }
}
