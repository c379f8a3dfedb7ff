import Foundation
import Sales
import SalesDomain

/// Writes text to standard output unbuffered by Swift (so it interleaves correctly with stderr).
public func writeToStandardOutput(_ text: String) {
  writeWhole(text, to: STDOUT_FILENO)
}

/// Writes text to standard error.
public func writeToStandardError(_ text: String) {
  writeWhole(text, to: STDERR_FILENO)
}

/// Writes `text` to the file descriptor `descriptor`, continuing after a short write; a
/// descriptor that fails (closed, a reader gone) gets the rest of the text dropped.
private func writeWhole(_ text: String, to descriptor: Int32) {
  // write(2) on the string's own bytes: `Data(text.utf8)` had the runtime look its argument's
  // type up through every conformance record at its first call (0.24M instructions, a tenth
  // of a `--help`).
  var text = text
  text.withUTF8 { bytes in
    guard var address = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let written = write(descriptor, address, left)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      address += written
      left -= written
    }
  }
}

/// Writes an error, warning or notice to standard error with control characters escaped.
///
/// Messages quote file names, values from input files and arguments; a value holding a
/// terminal escape (`ESC [ 2 J`, an OSC title) must show as `\u{1B}[2J`, not act on the
/// terminal. Line feeds are kept: messages are made of lines.
public func writeDiagnostic(_ text: String) {
  writeToStandardError(escapingControlCharacters(text))
}
