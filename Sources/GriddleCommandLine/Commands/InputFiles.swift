import Foundation
import Sales
import SalesDomain

/// Checks made on an import's files before anything is opened for writing.
enum InputFiles {
  /// Every file (but `-`, standard input) exists, is not a directory and can be opened for
  /// reading; else exit 66 with its path.
  static func checkReadable(_ files: [String]) throws {
    for file in files where file != "-" {  // standard input is read as it comes
      var info = stat()
      guard stat(file, &info) == 0 else {
        throw CommandFailure(
          exitStatus: .noInput,
          message: errno == ENOENT ? "no such file '\(file)'" : describe(file, errno))
      }
      if info.st_mode & S_IFMT == S_IFDIR {
        throw CommandFailure(
          exitStatus: .noInput, message: "cannot read '\(file)': it is a directory",
          hint: "Name the files to import, e.g. '\(file)/*.csv'.")
      }
      // Only a regular file is opened to check it: opening and closing a named pipe would
      // end the stream its writer started.
      if info.st_mode & S_IFMT == S_IFREG {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
          throw CommandFailure(exitStatus: .noInput, message: describe(file, errno))
        }
        close(descriptor)
      } else if access(file, R_OK) != 0 {
        throw CommandFailure(exitStatus: .noInput, message: describe(file, errno))
      }
    }
  }

  /// The rejects file is none of the files the import reads or keeps (an input, the database
  /// with its WAL and journal, the config file): creating it would truncate that file.
  static func checkRejectsPath(
    _ rejects: String, inputs: [String], database: String, configFile: String?
  ) throws {
    guard let identity = FileIdentity(path: rejects) else { return }
    var needed = inputs.map { ($0, "the input file '\($0)'") }
    needed += FileIdentity.databaseFiles(at: database).map {
      ($0.path, "the database '\($0.path)'")
    }
    if let configFile { needed.append((configFile, "the config file '\(configFile)'")) }
    for (path, description) in needed where FileIdentity(path: path) == identity {
      throw UsageError(
        "'--rejects \(rejects)' is \(description); writing the rejects there would destroy it",
        hint: "Name a new file for the rejects, e.g. '--rejects rejects.csv'.")
    }
  }

  private static func describe(_ file: String, _ code: Int32) -> String {
    "cannot read '\(file)': \(String(cString: strerror(code)))"
  }
}
