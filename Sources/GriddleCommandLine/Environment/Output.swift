import Foundation
import Sales
import SalesDomain

/// Writes text to standard output unbuffered by Swift (so it interleaves correctly with stderr).
public func writeToStandardOutput(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes text to standard error.
public func writeToStandardError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}

/// Writes an error, warning or notice to standard error with control characters escaped.
///
/// Messages quote file names, values from input files and arguments; a value holding a
/// terminal escape (`ESC [ 2 J`, an OSC title) must show as `\u{1B}[2J`, not act on the
/// terminal. Line feeds are kept: messages are made of lines.
public func writeDiagnostic(_ text: String) {
  writeToStandardError(escapingControlCharacters(text))
}
