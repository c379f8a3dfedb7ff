import Foundation
import SalesDomain
import Synchronization

/// What the parser thread hands to the inserting thread.
enum ParserEvent: @unchecked Sendable {
  /// The next batch of records, in file order.
  case batch(ImportBatch)
  /// The end of the file. (The roll-up is the driver's: it folds the rows the sink stores.)
  case finished
  /// Reading failed (I/O, a runaway record); the import must stop.
  case failed(any Error)
}

/// Reads, validates and batches a file's records on its own thread, so parsing overlaps the
/// SQLite work on the other core.
final class RecordParser: @unchecked Sendable {
  private let reader: TypedLineReader
  private let layout: ColumnLayout
  private let validator: RowValidator
  /// Finds each valid row's visit, so the inserting thread only adds it (issue 26).
  private let visits: VisitCursor?
  /// Batches ready for the inserter (bounded: memory stays flat whatever the file size).
  let events = BlockingQueue<ParserEvent>(capacity: 3)
  /// Batches the inserter is done with, for reuse.
  let freeBatches = BlockingQueue<ImportBatch>(capacity: 5)
  private let cancelled = Atomic<Bool>(false)

  /// Parses `reader`, whose columns `layout` places: a profile's translation, or a file in
  /// Griddle's own format (read as its first profile, `GriddleLineReader`).
  init(reader: RecordReader, layout: ColumnLayout, reference: ImportReferenceData) {
    let typed =
      reader as? TypedLineReader
      ?? GriddleLineReader(source: reader, layout: layout, reference: reference)
    self.reader = typed
    self.layout = layout
    self.validator = RowValidator(
      reference: reference, names: typed.names, unmatchedNames: reader.unmatchedNames)
    visits =
      reference.visitWindows.isEmpty ? nil : VisitCursor(windows: reference.visitWindows)
    for _ in 0..<Self.batchCount { freeBatches.push(ImportBatch()) }
  }

  /// The batches in circulation between the two threads.
  private static let batchCount = 4

  /// Starts parsing on a new thread.
  func start() {
    let thread = Thread { [self] in run() }
    thread.name = "griddle-import-parser"
    thread.start()
  }

  /// Asks the parser to stop early; it still ends with `finished` or `failed`.
  func cancel() { cancelled.store(true, ordering: .relaxed) }

  private func run() {
    // The hot loop works on locals: appending to a class's array property, or mutating a
    // struct stored in one, costs a dynamic exclusivity check each time (measured: a third
    // of this thread's time). The batch's storage is swapped in and out, never copied.
    var validator = self.validator
    var visits = self.visits
    var batch = freeBatches.pop()
    batch.removeAll()
    var rows: [ParsedRow] = []
    var bytes: [UInt8] = []
    var fieldEnds: [Int32] = []
    swap(&rows, &batch.rows)
    swap(&bytes, &batch.bytes)
    swap(&fieldEnds, &batch.fieldEnds)
    var canonical = Array(
      repeating: UnsafeBufferPointer<UInt8>(start: nil, count: 0), count: OrderColumn.count)
    let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    let fieldIndexes = layout.fieldIndexes
    let orderIDs = NFCNormalizer()
    let refundIDs = NFCNormalizer()
    let orderIDColumn = OrderColumn.orderID.index
    let refundOfColumn = OrderColumn.refundOf.index
    let keepsRejectText = reader.keepsRejectText
    /// Hands the batch over and takes a free one.
    func handOver() {
      swap(&rows, &batch.rows)
      swap(&bytes, &batch.bytes)
      swap(&fieldEnds, &batch.fieldEnds)
      batch.bytesRead = reader.bytesRead
      events.push(.batch(batch))
      batch = freeBatches.pop()
      batch.removeAll()
      swap(&rows, &batch.rows)
      swap(&bytes, &batch.bytes)
      swap(&fieldEnds, &batch.fieldEnds)
    }
    do {
      while try reader.nextRecord() {
        // A valid line is taken typed; its text is made only for the rejects file.
        let isValid = reader.problem == nil
        let typedLine = isValid ? reader.typedLine : TypedLine()
        let fields = !isValid || keepsRejectText ? reader.fields : []
        for column in 0..<OrderColumn.count {
          let field = fieldIndexes[column]
          canonical[column] = field >= 0 && field < fields.count ? fields[field] : empty
        }
        if isValid {
          canonical[orderIDColumn] = typedLine.orderID
          canonical[refundOfColumn] = typedLine.refundOf
        }
        // Ids are keyed in NFC, before anything compares or stores them.
        canonical[orderIDColumn] = orderIDs.normalized(canonical[orderIDColumn])
        canonical[refundOfColumn] = refundIDs.normalized(canonical[refundOfColumn])
        for field in canonical {
          if field.count > 0 { bytes.append(contentsOf: field) }
          fieldEnds.append(Int32(bytes.count))
        }
        var row = ParsedRow()
        row.line = reader.line
        let problems: [String]
        if let problem = reader.problem {
          problems = [problem]
        } else {
          problems = validator.check(
            typedLine, orderID: trimmed(canonical[orderIDColumn]),
            refundOf: trimmed(canonical[refundOfColumn]), into: &row)
        }
        if !problems.isEmpty {
          if validator.rowIsHeldBack {
            // Held back for an unmatched name: left out of the batch without a message of
            // its own (the grouped one stops the file), its fields taken back.
            validator.rowIsHeldBack = false
            fieldEnds.removeLast(OrderColumn.count)
            bytes.removeSubrange(Int(fieldEnds.last ?? 0)...)
            continue
          }
          row.problem = Int32(batch.messages.count)
          batch.messages.append(problems.joined(separator: "; "))
        } else if visits != nil {
          row.visit = visits!.visit(city: Int(row.cityIndex), at: row.orderedAtMilliseconds)
        }
        rows.append(row)
        if rows.count == ImportBatch.capacity {
          handOver()
          if cancelled.load(ordering: .relaxed) { break }
        }
      }
      if !rows.isEmpty {
        swap(&rows, &batch.rows)
        swap(&bytes, &batch.bytes)
        swap(&fieldEnds, &batch.fieldEnds)
        batch.bytesRead = reader.bytesRead
        events.push(.batch(batch))
      }
      // No batch need come back first: nothing the inserting thread learns flows back here.
      events.push(.finished)
    } catch {
      events.push(.failed(error))
    }
  }
}
