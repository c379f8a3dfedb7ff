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
    case let error as SQLiteError where error.message == "integer overflow":
      // SQLite's sum() over more stored figures than 64 bits hold: the same as ours.
      return describe(TotalTooLargeError())
    case let error as TotalTooLargeError:
      return (
        .dataError, error.description,
        "Ask for a shorter range or fewer cities; every stored day is within its limit."
      )
    case let error as SQLiteError where error.code == 13:  // FULL
      return (
        .cannotCreate,
        "the file system holding the database is full (no space left on the device); the database is unchanged",
        "Free some space (or move the database) and run the command again."
      )
    case let error as SQLiteError where error.code == 10:  // IOERR
      return (
        .cannotCreate,
        "the database file could not be read or written (an I/O error of its file system); the last committed state is kept",
        nil
      )
    case let error as SQLiteError:
      // The message and code only: the SQL helps nobody at a terminal, and an INSERT can be long.
      return (
        .software, "database error: \(error.message) (SQLite code \(error.extendedCode))", nil
      )
    case let error as CocoaError where error.code == .fileWriteOutOfSpace:
      return (.cannotCreate, "no space left on the device: \(error.localizedDescription)", nil)
    case let error as POSIXError where error.code == .ENOSPC:
      return (.cannotCreate, "no space left on the device", nil)
    case let error as LibPQUnavailableError:
      return (.unavailable, error.description, error.hint)
    case let error as PostgresError where error.isBusy || error.isTransient:
      return (
        .temporaryFailure, "the database is busy: \(error.message)",
        "Try again when the running import has finished."
      )
    case let error as PostgresError where error.isMissingDatabase:
      return (
        .noInput, "the PostgreSQL database does not exist: \(error.message)",
        "Create it once as a PostgreSQL superuser (createdb --owner ROLE NAME), then run 'griddle init' on it."
      )
    case let error as PostgresError where error.isAuthenticationFailure:
      return (
        .config, "the PostgreSQL server refused the login: \(error.message)",
        "Check the role and password: in the URI, PGUSER and PGPASSWORD, or ~/.pgpass."
      )
    case let error as PostgresError where error.isConnectionFailure && !error.isUnableToConnect:
      // Connected, then lost: the server rolls back the transaction it had open.
      return (
        .temporaryFailure,
        "the connection to the PostgreSQL server was lost: \(error.message.trimmingCharacters(in: CharacterSet(charactersIn: "."))); what was not committed is rolled back",
        "Check that the server runs, then run the command again."
      )
    case let error as PostgresError where error.isConnectionFailure:
      return (
        .temporaryFailure, "cannot reach the PostgreSQL server: \(error.message)",
        "Check the URI, that the server runs, and the PG* environment variables."
      )
    case let error as PostgresError where error.sqlState == "25006":  // read-only transaction
      return (.cannotCreate, "cannot write to the database: \(error.message)", nil)
    case let error as PostgresError where error.isPermissionDenied:
      // The role may read (queries, reports) but not write: like a read-only SQLite file.
      return (
        .cannotCreate,
        "the PostgreSQL role may not change the database: \(error.message); the database is unchanged",
        "Run init, import and add as the role that owns Griddle's tables (the one that ran init), or one granted CREATE on the schema and INSERT, UPDATE and DELETE on its tables."
      )
    case let error as PostgresError:
      // The message, detail and SQLSTATE only: the SQL helps nobody at a terminal (and a
      // statement can be long), as for SQLite.
      return (
        .software,
        "database error: \(error.message)\(error.detail.map { " (\($0))" } ?? "") (SQLSTATE \(error.sqlState ?? "none"))",
        nil
      )
    case let error as MigrationError:
      return (.dataError, error.description, nil)
    case let error as SalesStoreError:
      return (.dataError, error.description, nil)
    default:
      return (.software, String(describing: error), nil)
    }
  }
}
