/// Exit statuses (sysexits-style) of DESIGN.md.
public enum ExitStatus: Int32, Sendable {
  /// The command did what was asked.
  case success = 0
  /// The command line was wrong: unknown command or option, missing or bad value.
  case usage = 64
  /// An input file was read but its content is invalid.
  case dataError = 65
  /// An input file does not exist or cannot be read.
  case noInput = 66
  /// A service the command needs is not installed here (PostgreSQL's client library).
  case unavailable = 69
  /// Anything not covered by a more specific status.
  case software = 70
  /// An output file or directory cannot be written.
  case cannotCreate = 73
  /// The database is busy; trying again later may work.
  case temporaryFailure = 75
  /// The configuration is invalid.
  case config = 78
  /// Interrupted by the user (Ctrl-C): 128 + SIGINT, as a shell reports it.
  case interrupted = 130
}
