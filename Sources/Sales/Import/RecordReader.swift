import SalesDomain

/// A streaming source of order records, one physical record at a time.
///
/// Fields point into the reader's buffer and are valid only until the next call to
/// `nextRecord()`: the import copies what it keeps, so no `String` is made per field.
protocol RecordReader: AnyObject {
  /// The column names, in field order (a CSV header, or the keys a JSON Lines record may have).
  var columnNames: [String] { get }
  /// The line of the header row, reported for header problems.
  var headerLine: Int { get }
  /// Advances to the next record; false at the end of the input.
  func nextRecord() throws -> Bool
  /// The physical line the current record starts on (1-based).
  var line: Int { get }
  /// The current record's fields.
  var fields: [UnsafeBufferPointer<UInt8>] { get }
  /// What is wrong with the current record as a whole (bad quoting, invalid UTF-8 or JSON).
  var problem: String? { get }
  /// Bytes read from the file so far.
  var bytesRead: Int64 { get }
  /// Problems about the file as a whole, known only once every record was read (a profile's
  /// unmatched names); each makes the file count as having problems.
  var finalProblems: [FileProblem] { get }
  /// Where validation notes the unmatched city and style names of a file in Griddle's own
  /// format, to report them in one message at the end; nil for a profile's translation, which
  /// matches names itself.
  var unmatchedNames: UnmatchedNameLog? { get }
}

extension RecordReader {
  /// Plain readers find no problem beyond their records' and the unmatched names noted.
  var finalProblems: [FileProblem] { unmatchedNames?.finalProblems ?? [] }
  /// Readers of other sources note no names.
  var unmatchedNames: UnmatchedNameLog? { nil }
}

/// `error` with the line a record starts on, when it is a `recordTooLong` (whose `ByteSource`
/// does not know lines).
func naming(line: Int, in error: any Error) -> any Error {
  guard case ImportError.recordTooLong(let path, _, let bytes) = error else { return error }
  return ImportError.recordTooLong(path: path, line: line, bytes: bytes)
}

/// Skips a UTF-8 byte order mark at the start of a file.
///
/// Reads on until three bytes are there: a pipe may deliver fewer in its first read (found by
/// the CSV fuzz target with one-byte reads).
func skipByteOrderMark(_ source: ByteSource) throws {
  while source.end - source.start < 3, try source.refill() {}
  let b = source.buffer + source.start
  if source.end - source.start >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF {
    source.start += 3
  }
}
