import Foundation
import Synchronization

/// What the parser thread hands to the inserting thread.
enum ParserEvent: @unchecked Sendable {
  /// The next batch of records, in file order.
  case batch(ImportBatch)
  /// The end of the file, with the roll-up of every valid row.
  case finished(rollup: [Int64: RollupTotals])
  /// Reading failed (I/O, a runaway record); the import must stop.
  case failed(any Error)
}

/// Reads, validates and batches a file's records on its own thread, so parsing overlaps the
/// SQLite work on the other core.
final class RecordParser: @unchecked Sendable {
  private let reader: RecordReader
  private let layout: ColumnLayout
  private var validator: RowValidator
  /// Batches ready for the inserter (bounded: memory stays flat whatever the file size).
  let events = BlockingQueue<ParserEvent>(capacity: 3)
  /// Batches the inserter is done with, for reuse.
  let freeBatches = BlockingQueue<ImportBatch>(capacity: 5)
  private let cancelled = Atomic<Bool>(false)

  init(reader: RecordReader, layout: ColumnLayout, reference: ImportReferenceData) {
    self.reader = reader
    self.layout = layout
    self.validator = RowValidator(reference: reference)
    for _ in 0..<4 { freeBatches.push(ImportBatch()) }
  }

  /// Starts parsing on a new thread.
  func start() {
    let thread = Thread { [self] in run() }
    thread.name = "griddle-import-parser"
    thread.start()
  }

  /// Asks the parser to stop early; it still ends with `finished` or `failed`.
  func cancel() { cancelled.store(true, ordering: .relaxed) }

  private func run() {
    var rollup: [Int64: RollupTotals] = [:]
    var batch = freeBatches.pop()
    batch.removeAll()
    var canonical = Array(
      repeating: UnsafeBufferPointer<UInt8>(start: nil, count: 0), count: OrderColumn.count)
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    do {
      while try reader.nextRecord() {
        let fields = reader.fields
        for column in 0..<OrderColumn.count {
          let field = layout.fieldIndexes[column]
          canonical[column] = field >= 0 && field < fields.count ? fields[field] : empty
        }
        for field in canonical {
          if field.count > 0 { batch.bytes.append(contentsOf: field) }
          batch.fieldEnds.append(Int32(batch.bytes.count))
        }
        var row = ParsedRow()
        row.line = reader.line
        var problems: [String] = []
        if let problem = reader.problem {
          problems = [problem]
        } else if fields.count != layout.fieldCount {
          problems = [
            "the row has \(fields.count) field\(fields.count == 1 ? "" : "s"), but the header has \(layout.fieldCount)"
          ]
        } else {
          problems = validator.validate(canonical, into: &row)
        }
        if problems.isEmpty {
          rollup.add(row)
        } else {
          row.problem = Int32(batch.messages.count)
          batch.messages.append(problems.joined(separator: "; "))
        }
        batch.rows.append(row)
        if batch.rows.count == ImportBatch.capacity {
          batch.bytesRead = reader.bytesRead
          events.push(.batch(batch))
          batch = freeBatches.pop()
          batch.removeAll()
          if cancelled.load(ordering: .relaxed) { break }
        }
      }
      if !batch.rows.isEmpty {
        batch.bytesRead = reader.bytesRead
        events.push(.batch(batch))
      }
      events.push(.finished(rollup: rollup))
    } catch {
      events.push(.failed(error))
    }
  }
}
