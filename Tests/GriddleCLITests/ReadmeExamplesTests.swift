import Foundation
import TemporaryDirectorySupport
import Testing

/// Runs every `griddle …` line of the README's examples section with the built binary, in a
/// fresh directory, and compares the output the README shows after a command.
@Suite struct ReadmeExamplesTests {
  /// The README text between the example markers.
  static func examplesSection() throws -> String {
    let readme = try String(
      contentsOf: GriddleProcess.packageRoot.appending(path: "README.md"), encoding: .utf8)
    guard let start = readme.range(of: "<!-- readme-examples:begin -->"),
      let end = readme.range(of: "<!-- readme-examples:end -->")
    else { throw CocoaError(.fileReadCorruptFile) }
    return String(readme[start.upperBound..<end.lowerBound])
  }

  /// A command line split like a POSIX shell would for these examples: words, double quotes,
  /// a `# comment` and an optional `> file` redirection.
  static func words(_ line: String) -> (arguments: [String], redirect: String?) {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else if character == "#" && !quoted && !started {
        break
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    if let arrow = words.firstIndex(of: ">"), arrow + 1 < words.count {
      return (Array(words[..<arrow]), words[arrow + 1])
    }
    return (words, nil)
  }

  /// A newcomer who ran `swift run griddle demo` has no `griddle` command yet: the README must
  /// say how to get one before its first example that types `griddle`.
  @Test func theReadmeSaysHowToGetGriddleOnThePathBeforeItsFirstGriddleCommand() throws {
    let readme = try String(
      contentsOf: GriddleProcess.packageRoot.appending(path: "README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let firstUse = try #require(lines.firstIndex { $0.hasPrefix("griddle ") })
    let install = lines.firstIndex { $0.contains("cp .build/release/griddle") }
    let build = lines.firstIndex { $0.hasPrefix("swift build -c release --product griddle") }
    #expect(build.map { $0 < firstUse } == true, "no release build before line \(firstUse + 1)")
    #expect(install.map { $0 < firstUse } == true, "no install step before line \(firstUse + 1)")
  }

  @Test func everyExampleRunsAndShowsWhatTheREADMESays() throws {
    let temporary = try TemporaryDirectory(prefix: "griddle-readme")
    let directory = temporary.url
    let section = try Self.examplesSection()
    // Code blocks in order; a plain ``` block right after a ```sh block is the output of the
    // last command before it.
    let blocks = section.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }
      .map(\.element)
    var ran = 0
    var lastOutput = ""
    for block in blocks {
      if block.hasPrefix("sh\n") {
        for line in block.split(separator: "\n").dropFirst() where line.hasPrefix("griddle ") {
          let (words, redirect) = Self.words(String(line))
          let result = try GriddleProcess.run(Array(words.dropFirst()), in: directory)
          #expect(result.status == 0, "\(line): \(result.standardError)")
          #expect(!result.standardOutput.isEmpty, "\(line) printed nothing")
          if let redirect {
            try Data(result.standardOutput.utf8).write(to: directory.appending(path: redirect))
          }
          lastOutput = result.standardOutput
          ran += 1
        }
      } else {
        #expect(lastOutput == String(block.drop(while: { $0 == "\n" })))
      }
    }
    #expect(ran >= 12)
    // What the examples wrote works: the completion script parses, the page renders.
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/bin/bash")
    check.arguments = ["-n", "griddle.bash"]
    check.currentDirectoryURL = directory
    try check.run()
    check.waitUntilExit()
    #expect(check.terminationStatus == 0)
    let config = try String(
      contentsOf: directory.appending(path: "config/griddle.json"), encoding: .utf8)
    #expect(config.contains(#"{ "name": "Okonomiyaki", "priceCents": 750, "aliases": ["お好み焼き"] }"#))
  }
}
