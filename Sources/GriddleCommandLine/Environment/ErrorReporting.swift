import Foundation
import Sales
import SalesDomain

/// Maps any error a command throws to the exit status and message the user sees.
enum ErrorReporting {
  static func describe(_ error: Error) -> (status: ExitStatus, message: String, hint: String?) {
    if let failure = StoreFailure.classifying(error) { return describe(failure) }
    switch error {
    case let error as CommandLineError:
      return (error.exitStatus, error.message, error.hint)
    case let error as TotalTooLargeError:
      return (
        .dataError, error.description,
        "Ask for a shorter range or fewer cities; every stored day is within its limit."
      )
    case let error as CocoaError where error.code == .fileWriteOutOfSpace:
      return (.cannotCreate, "no space left on the device: \(error.localizedDescription)", nil)
    case let error as POSIXError where error.code == .ENOSPC:
      return (.cannotCreate, "no space left on the device", nil)
    case let error as MigrationError:
      return (.dataError, error.description, nil)
    case let error as SalesStoreError:
      return (.dataError, error.description, nil)
    case let error as StopError:
      return (
        .config, error.description, "Edit the stop's \"city\" in the config to match the database."
      )
    default:
      return (.software, String(describing: error), nil)
    }
  }

  /// A database failure by its category (the store mapped the engine's codes to it).
  static func describe(_ failure: StoreFailure) -> (
    status: ExitStatus, message: String, hint: String?
  ) {
    let message = failure.message
    switch failure.category {
    case .busy:
      return (
        .temporaryFailure,
        failure.code.hasPrefix("SQLite")
          ? "the database is busy: another process held its lock too long (\(message))"
          : "the database is busy: \(message)",
        "Try again when the running import has finished."
      )
    case .notADatabase:
      return (.dataError, "the database file is not a valid Griddle database: \(message)", nil)
    case .cannotOpenForWriting:
      return (.cannotCreate, "cannot open the database for writing: \(message)", nil)
    case .totalTooLarge:
      return describe(TotalTooLargeError())
    case .diskFull:
      return (
        .cannotCreate,
        "the file system holding the database is full (no space left on the device); the database is unchanged",
        "Free some space (or move the database) and run the command again."
      )
    case .ioError:
      return (
        .cannotCreate,
        "the database file could not be read or written (an I/O error of its file system); the last committed state is kept",
        nil
      )
    case .missingDatabase:
      return (
        .noInput, "the PostgreSQL database does not exist: \(message)",
        "Create it once as a PostgreSQL superuser (createdb --owner ROLE NAME), then run 'griddle init' on it."
      )
    case .refusedLogin:
      return (
        .config, "the PostgreSQL server refused the login: \(message)",
        "Check the role and password: in the URI, PGUSER and PGPASSWORD, or ~/.pgpass."
      )
    case .connectionLost:
      // Connected, then lost: the server rolls back the transaction it had open.
      return (
        .temporaryFailure,
        "the connection to the PostgreSQL server was lost: \(message.trimmingCharacters(in: CharacterSet(charactersIn: "."))); what was not committed is rolled back",
        "Check that the server runs, then run the command again."
      )
    case .unreachable:
      return (
        .temporaryFailure, "cannot reach the PostgreSQL server: \(message)",
        "Check the URI, that the server runs, and the PG* environment variables."
      )
    case .badConnectionString:
      return (
        .config, "the PostgreSQL connection string is not valid: \(message)",
        "Check the URI's spelling: postgresql://USER@HOST:PORT/DATABASE?host=/socket/folder"
      )
    case .libraryMissing:
      return (
        .unavailable, message,
        "Install PostgreSQL's client library (Debian and Ubuntu: apt-get install libpq5), or set GRIDDLE_LIBPQ to its path. SQLite databases work without it."
      )
    case .readOnly:
      return (.cannotCreate, "cannot write to the database: \(message)", nil)
    case .noRights:
      // The role may read (queries, reports) but not write: like a read-only SQLite file.
      return (
        .cannotCreate,
        "the PostgreSQL role may not change the database: \(message); the database is unchanged",
        "Run init, import and add as the role that owns Griddle's tables (the one that ran init), or one granted CREATE on the schema and INSERT, UPDATE and DELETE on its tables."
      )
    case .other:
      // The message, detail and code only: the SQL helps nobody at a terminal (and a
      // statement can be long).
      return (.software, "database error: \(failure)", nil)
    }
  }
}
