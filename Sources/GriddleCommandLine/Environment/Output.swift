import Foundation

/// Writes text to standard output unbuffered by Swift (so it interleaves correctly with stderr).
public func writeToStandardOutput(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes text to standard error.
public func writeToStandardError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
