import Foundation
import Testing

@testable import Reports

@Suite struct ReportDirectoryWriterTests {
  let root: URL
  let writer: ReportDirectoryWriter

  init() throws {
    root = FileManager.default.temporaryDirectory.appending(
      path: "griddle-reports-\(UUID().uuidString)")
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
