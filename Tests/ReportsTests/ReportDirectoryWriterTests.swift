import Foundation
import SalesDomain
import TemporaryDirectorySupport
import Testing

@testable import Reports

@Suite struct ReportDirectoryWriterTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  /// A folder the writer creates, as it would a user's.
  let root: URL
  let writer: ReportDirectoryWriter

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-reports")
    root = temporary.url.appending(path: "reports")
    writer = ReportDirectoryWriter(root: root)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  @Test func publishesAndPointsLatestAtTheNewReport() throws {
    try writer.publish(name: "2022-06-05", files: [("index.html", Data("first".utf8))])
    try writer.publish(name: "2022-06-06", files: [("index.html", Data("second".utf8))])
    #expect(try read("latest/index.html") == "second")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: root.appending(path: "latest").path)
        == "2022-06-06")
    #expect(writer.reportNames() == ["2022-06-06", "2022-06-05"])
  }

  @Test func republishingReplacesTheWholeDirectory() throws {
    try writer.publish(
      name: "2022-06-06", files: [("a.csv", Data("old".utf8)), ("index.html", Data("1".utf8))])
    try writer.publish(name: "2022-06-06", files: [("index.html", Data("2".utf8))])
    #expect(try read("2022-06-06/index.html") == "2")
    #expect(!FileManager.default.fileExists(atPath: root.appending(path: "2022-06-06/a.csv").path))
    let hidden = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
      $0.hasPrefix(".")
    }
    #expect(hidden.isEmpty)
  }

  @Test func aFailedWriteLeavesThePreviousReportAndLatestIntact() throws {
    try writer.publish(name: "2022-06-06", files: [("index.html", Data("good".utf8))])
    #expect(throws: ReportWriteError.self) {
      try writer.publish(
        name: "2022-06-06",
        files: [("index.html", Data("bad".utf8)), ("missing-dir/x.csv", Data())])
    }
    #expect(try read("2022-06-06/index.html") == "good")
    #expect(try read("latest/index.html") == "good")
    let hidden = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
      $0.hasPrefix(".")
    }
    #expect(hidden.isEmpty)
  }
}

@Suite struct ReportDirectoryLatestTests {
  /// Removed when the suite's value is released, at the end of each test.
  let temporary: TemporaryDirectory
  /// A folder the writer creates, as it would a user's.
  let root: URL

  init() throws {
    temporary = try TemporaryDirectory(prefix: "griddle-reports")
    root = temporary.url.appending(path: "reports")
  }

  var writer: ReportDirectoryWriter { ReportDirectoryWriter(root: root) }

  func latestTarget() throws -> String {
    try FileManager.default.destinationOfSymbolicLink(atPath: root.appending(path: "latest").path)
  }

  @Test func writingAnOlderDateKeepsLatestOnTheNewest() throws {
    try writer.publish(name: "2022-06-06", files: [("index.html", Data("new".utf8))])
    try writer.publish(name: "2022-05-01", files: [("index.html", Data("old".utf8))])
    #expect(try latestTarget() == "2022-06-06")
    #expect(writer.reportNames() == ["2022-06-06", "2022-05-01"])
  }

  @Test func foldersThatAreNotReportDatesAreNotReports() throws {
    try FileManager.default.createDirectory(
      at: root.appending(path: "zz-notes"), withIntermediateDirectories: true)
    try writer.publish(name: "2022-06-06", files: [("index.html", Data("x".utf8))])
    #expect(try latestTarget() == "2022-06-06")
    #expect(writer.reportNames() == ["2022-06-06"])
  }

  /// Re-running a date must never leave a moment without that date's report: a reader polling
  /// `latest/index.html` while the report is replaced over and over must always find it.
  @Test func republishingNeverLeavesAGapForAReader() async throws {
    try writer.publish(name: "2022-06-06", files: [("index.html", Data("0".utf8))])
    let page = root.appending(path: "latest/index.html").path
    let writer = self.writer
    let misses = await withTaskGroup(of: Int.self) { group in
      group.addTask {
        for run in 1...150 {
          _ = try? writer.publish(
            name: "2022-06-06", files: [("index.html", Data("\(run)".utf8))])
        }
        return 0
      }
      group.addTask {
        var misses = 0
        for _ in 0..<20_000 where FileManager.default.contents(atPath: page) == nil {
          misses += 1
        }
        return misses
      }
      return await group.reduce(0, +)
    }
    #expect(misses == 0)
    #expect(try String(contentsOfFile: page, encoding: .utf8) == "150")
  }

  @Test func stagingLeftByAKilledRunIsCleanedUp() throws {
    // A process id that cannot be running: the largest pid Linux allows is 4,194,304.
    let abandoned = root.appending(path: ".2022-06-06.tmp-9999999")
    try FileManager.default.createDirectory(at: abandoned, withIntermediateDirectories: true)
    try writer.publish(name: "2022-06-06", files: [("index.html", Data("x".utf8))])
    #expect(!FileManager.default.fileExists(atPath: abandoned.path))
  }
}
