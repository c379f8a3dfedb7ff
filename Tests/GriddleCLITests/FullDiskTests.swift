import Foundation
import Sales
import SalesDomain
import TemporaryDirectorySupport
import Testing

/// A full file system during an import: exit 73, a short message about the disk (not the SQL),
/// and the database as it was (issue 12, item 15). Needs root to mount a small tmpfs; skipped
/// with a message otherwise.
@Suite struct FullDiskTests {
  @Test func fullDiskDuringImportExits73AndKeepsTheDatabase() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-full")
    let base = temporary.url
    let mountPoint = base.appending(path: "small")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    guard getuid() == 0,
      // Room for a new database's migrations (0020 copies order_lines, and the write-ahead
      // log of 26 migrations' tables and triggers peaks above 2 MiB) and one order; not for
      // the 8 MB file below.
      run("/bin/mount", ["-t", "tmpfs", "-o", "size=3072k", "tmpfs", mountPoint.path]) == 0
    else {
      print("FullDiskTests: skipped, mounting a tmpfs needs root")
      return
    }
    defer { _ = run("/bin/umount", [mountPoint.path]) }
    try Data(
      #"{"database": "small/g.sqlite", "cities": [{"name": "Tokyo", "timeZone": "Asia/Tokyo"}], "styles": [{"name": "Dosa", "priceCents": 500}]}"#
        .utf8
    ).write(to: base.appending(path: "griddle.json"))
    let header = "order_id,ordered_at,city,style,quantity\n"
    try Data((header + "first,2024-06-01T12:00Z,Tokyo,Dosa,1\n").utf8)
      .write(to: base.appending(path: "first.csv"))
    // About 8 MB of orders: more than the whole file system holds.
    var big = header
    for index in 0..<120_000 {
      big += "order-with-a-long-identifier-\(index),2024-06-01T12:00Z,Tokyo,Dosa,1\n"
    }
    try Data(big.utf8).write(to: base.appending(path: "big.csv"))
    let first = try GriddleProcess.run(
      ["--config", "griddle.json", "import", "first.csv"], in: base)
    #expect(first.status == 0, "\(first.standardError)")

    let result = try GriddleProcess.run(
      ["--config", "griddle.json", "import", "big.csv"], in: base)
    #expect(result.status == 73)
    #expect(
      result.standardError.hasPrefix(
        "griddle: error: the file system holding the database is full (no space left on the device); the database is unchanged\n"
      ))
    #expect(!result.standardError.contains("INSERT"))
    #expect(result.standardError.utf8.count < 400)
    let store = try SalesStore(readingFrom: mountPoint.appending(path: "g.sqlite").path)
    #expect(try store.orderCount() == 1)
  }

  private func run(_ tool: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
