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
  private let reader: RecordReader
  private let layout: ColumnLayout
  private let validator: RowValidator
  /// Batches ready for the inserter (bounded: memory stays flat whatever the file size).
  let events = BlockingQueue<ParserEvent>(capacity: 3)
  /// Batches the inserter is done with, for reuse.
  let freeBatches = BlockingQueue<ImportBatch>(capacity: 5)
  private let cancelled = Atomic<Bool>(false)

  init(reader: RecordReader, layout: ColumnLayout, reference: ImportReferenceData) {
    self.reader = reader
    self.layout = layout
    self.validator = RowValidator(
      reference: reference, names: (reader as? TypedLineReader)?.names,
      unmatchedNames: reader.unmatchedNames)
    for _ in 0..<Self.batchCount { freeBatches.push(ImportBatch()) }
    if validator.resolvesAliases {
      cityNames = reference.cities.map { Self.bytes($0.name) }
      styleNames = reference.styles.map { Self.bytes($0.name) }
    } else {
      cityNames = []
      styleNames = []
    }
  }

  deinit {
    for name in cityNames + styleNames { name.deallocate() }
  }

  /// The canonical names' bytes, when names resolve through aliases: a row's text (kept for
  /// the rejects file) names its city and style as the config does. Allocated once so a
  /// row's fields can point at them.
  private let cityNames: [UnsafeMutableBufferPointer<UInt8>]
  private let styleNames: [UnsafeMutableBufferPointer<UInt8>]

  private static func bytes(_ name: String) -> UnsafeMutableBufferPointer<UInt8> {
    let utf8 = Array(name.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, utf8.count))
    _ = buffer.initialize(from: utf8)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<utf8.count])
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
    let fieldCount = layout.fieldCount
    let cityColumn = OrderColumn.city.index
    let styleColumn = OrderColumn.style.index
    let resolvesAliases = validator.resolvesAliases
    let typedReader = reader as? TypedLineReader
    let keepsRejectText = typedReader?.keepsRejectText ?? true
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
        // A profile's valid line is taken typed; its text is made only for the rejects file.
        let typedLine = typedReader != nil && reader.problem == nil ? typedReader!.typedLine : nil
        let fields = typedLine == nil || keepsRejectText ? reader.fields : []
        for column in 0..<OrderColumn.count {
          let field = fieldIndexes[column]
          canonical[column] = field >= 0 && field < fields.count ? fields[field] : empty
        }
        if let typedLine {
          canonical[orderIDColumn] = typedLine.orderID
          canonical[refundOfColumn] = typedLine.refundOf
        }
        // Names matched through aliases are resolved once, here, straight to their index.
        var resolved: (city: Int, style: Int)?
        if resolvesAliases {
          let names = validator.names(of: canonical)
          if names.city >= 0 { canonical[cityColumn] = UnsafeBufferPointer(cityNames[names.city]) }
          if names.style >= 0 {
            canonical[styleColumn] = UnsafeBufferPointer(styleNames[names.style])
          }
          resolved = names
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
        var problems: [String] = []
        if let typedLine {
          problems = validator.check(
            typedLine, orderID: canonical[orderIDColumn], refundOf: canonical[refundOfColumn],
            into: &row)
        } else if let problem = reader.problem {
          problems = [problem]
        } else if fields.count != fieldCount {
          problems = [
            "the row has \(fields.count) field\(fields.count == 1 ? "" : "s"), but the header has \(fieldCount)"
          ]
        } else {
          problems = validator.validate(canonical, resolved: resolved, into: &row)
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
