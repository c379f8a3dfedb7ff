import Foundation
import SalesDomain
import Testing

@testable import Sales

/// Every way either side of the parser/inserter hand-off can fail ends the import promptly,
/// with the error and the database as it was (issue 12, item 9).
@Suite(.serialized) struct ImportHandOffTests {
  /// Imports `path` on another thread; nil when it did not finish in `seconds` (a hang).
  private func importWithin(
    _ seconds: Int, _ fixture: ImportFixture, _ path: String,
    options: ImportOptions = ImportOptions(),
    progress: ((OrderImporter) -> ((ImportProgress) -> Void))? = nil
  ) throws -> Result<FileImportSummary, any Error>? {
    let run = Run(
      importer: try OrderImporter(store: fixture.store, options: options), path: path,
      progress: progress)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      run.start()
      done.signal()
    }
    thread.start()
    guard done.wait(timeout: .now() + .seconds(seconds)) == .success else { return nil }
    return run.result
  }

  /// One import and its outcome, handed to the importing thread and back.
  private final class Run: @unchecked Sendable {
    let importer: OrderImporter
    let path: String
    let progress: ((OrderImporter) -> ((ImportProgress) -> Void))?
    var result: Result<FileImportSummary, any Error>?

    init(
      importer: OrderImporter, path: String,
      progress: ((OrderImporter) -> ((ImportProgress) -> Void))?
    ) {
      self.importer = importer
      self.path = path
      self.progress = progress
    }

    func start() {
      result = Result { try importer.importFile(atPath: path, progress: progress?(importer)) }
    }
  }

  /// `count` valid rows (several batches), as CSV text after the header.
  private func rows(_ count: Int, prefix: String = "h") -> String {
    (0..<count).map { "\(prefix)\($0),2024-06-01T12:00Z,Tokyo,Dosa,1,\n" }.joined()
  }

  /// Writes `text` then `size` bytes of an unclosed quoted field.
  private func writeRunaway(_ fixture: ImportFixture, _ text: String, size: Int) throws -> String {
    let path = fixture.directory.file("runaway.csv")
    let handle = try #require(fopen(path, "wb"))
    defer { fclose(handle) }
    fputs(text + "x,\"", handle)
    let chunk = [UInt8](repeating: 0x61, count: 1 << 20)
    for _ in 0..<(size >> 20) { fwrite(chunk, 1, chunk.count, handle) }
    return path
  }

  @Test func aRunawayRecordAfterSeveralBatchesFailsWithItsLine() throws {
    let fixture = try ImportFixture()
    _ = try fixture.importText(header + rows(3, prefix: "kept"))
    let before = try fixture.snapshot()
    let path = try writeRunaway(fixture, header + rows(30_000), size: 65 << 20)
    let result = try #require(try importWithin(60, fixture, path), "the import hung")
    #expect(throws: ImportError.recordTooLong(path: path, line: 30_002, bytes: 64 << 20)) {
      try result.get()
    }
    #expect(try fixture.snapshot() == before)
  }

  @Test func aRunawayFirstRecordFailsWithItsLine() throws {
    let fixture = try ImportFixture()
    let path = try writeRunaway(fixture, header, size: 65 << 20)
    let result = try #require(try importWithin(60, fixture, path), "the import hung")
    #expect(throws: ImportError.recordTooLong(path: path, line: 2, bytes: 64 << 20)) {
      try result.get()
    }
    #expect(try fixture.store.orderCount() == 0)
  }

  @Test func theInserterFailingMidwayStopsTheParser() throws {
    let fixture = try ImportFixture()
    // Every row is rejected; the rejects file's device is full, so writing fails midway.
    let path = try fixture.directory.write(
      "bad.csv", header + (0..<40_000).map { "b\($0),2024-06-01T12:00Z,Nowhere,Dosa,1,\n" }.joined()
    )
    let result = try #require(
      try importWithin(
        60, fixture, path, options: ImportOptions(skipInvalid: true, rejectsPath: "/dev/full")),
      "the import hung")
    #expect(throws: ImportError.cannotWriteRejects(path: "/dev/full", errno: ENOSPC)) {
      try result.get()
    }
    #expect(try fixture.store.orderCount() == 0)
  }

  @Test func cancellingMidwayRollsBack() throws {
    let fixture = try ImportFixture()
    let path = try fixture.directory.write("many.csv", header + rows(200_000))
    let result = try #require(
      try importWithin(
        60, fixture, path,
        progress: { importer in
          let cancellation = importer.cancellation
          return { _ in cancellation.cancel() }
        }),
      "the import hung")
    #expect(throws: ImportError.interrupted(path: path)) { try result.get() }
    #expect(try fixture.store.orderCount() == 0)
  }
}
