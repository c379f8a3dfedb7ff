import Sales
import SalesDomain

/// A command that failed for a reason the user can act on, with the exit status to report.
struct CommandFailure: CommandLineError {
  let exitStatus: ExitStatus
  let message: String
  var hint: String? = nil

  /// Maps an import failure (a file that cannot be read, a rejects file that cannot be
  /// written) to its exit status.
  init(_ error: ImportError) {
    switch error {
    case .fileNotFound, .cannotOpen, .readFailed: exitStatus = .noInput
    case .cannotWriteRejects: exitStatus = .cannotCreate
    case .rejectsWouldOverwrite: exitStatus = .usage
    case .interrupted: exitStatus = .interrupted
    case .recordTooLong, .tooManyNames, .invalidEncoding: exitStatus = .dataError
    }
    message = error.description
  }

  init(exitStatus: ExitStatus, message: String, hint: String? = nil) {
    self.exitStatus = exitStatus
    self.message = message
    self.hint = hint
  }
}
