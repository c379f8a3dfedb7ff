import Foundation
import PostgresStorage
import SQLiteStorage
import Sales

/// Maps any error a command throws to the exit status and message the user sees.
enum ErrorReporting {
  static func describe(_ error: Error) -> (status: ExitStatus, message: String, hint: String?) {
    switch error {
    case let error as CommandLineError:
      return (error.exitStatus, error.message, error.hint)
    case let error as SQLiteError where error.isBusy:
      return (
        .temporaryFailure,
        "the database is busy: another process held its lock too long (\(error.message))",
        "Try again when the running import has finished."
      )
    case let error as SQLiteError where error.code == 26 || error.code == 11:  // NOTADB, CORRUPT
      return (
        .dataError, "the database file is not a valid Griddle database: \(error.message)", nil
      )
    case let error as SQLiteError where error.code == 14 || error.code == 8:  // CANTOPEN, READONLY
      return (.cannotCreate, "cannot open the database for writing: \(error.message)", nil)
    case let error as PostgresError where error.isBusy || error.isTransient:
      return (
        .temporaryFailure, "the database is busy: \(error.message)",
        "Try again when the running import has finished."
      )
    case let error as PostgresError where error.isConnectionFailure:
      return (
        .temporaryFailure, "cannot reach the PostgreSQL server: \(error.message)",
        "Check the URI, that the server runs, and the PG* environment variables."
      )
    case let error as PostgresError where error.sqlState == "25006":  // read-only transaction
      return (.cannotCreate, "cannot write to the database: \(error.message)", nil)
    case let error as MigrationError:
      return (.dataError, error.description, nil)
    case let error as SalesStoreError:
      return (.dataError, error.description, nil)
    default:
      return (.software, String(describing: error), nil)
    }
  }
}
