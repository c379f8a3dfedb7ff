import CSQLite
import PostgresStorage
import SQLiteStorage
import SalesDomain

/// The one place that reads SQLite result codes and PostgreSQL SQLSTATEs: each store's errors
/// become a `StoreFailure` category here, so callers above the stores never match an engine's
/// numbers (DESIGN: only the store speaks SQL).
extension StoreFailure {
  /// The failure `error` is, when it came from a database engine; nil for any other error.
  public static func classifying(_ error: any Error) -> StoreFailure? {
    switch error {
    case let error as StoreFailure: error
    case let error as SQLiteError: StoreFailure(sqlite: error)
    case let error as PostgresError: StoreFailure(postgres: error)
    case let error as LibPQUnavailableError:
      StoreFailure(.libraryMissing, message: error.description, code: "libpq not loaded")
    default: nil
    }
  }

  /// A SQLite error by its result code.
  init(sqlite error: SQLiteError) {
    let category: Category
    switch error.code {
    case _ where error.isBusy: category = .busy
    case SQLITE_NOTADB, SQLITE_CORRUPT: category = .notADatabase
    case SQLITE_CANTOPEN, SQLITE_READONLY: category = .cannotOpenForWriting
    case SQLITE_FULL: category = .diskFull
    case SQLITE_IOERR: category = .ioError
    // SQLite's sum() over more stored figures than 64 bits hold.
    case _ where error.message == "integer overflow": category = .totalTooLarge
    default: category = .other
    }
    self.init(category, message: error.message, code: "SQLite code \(error.extendedCode)")
  }

  /// A PostgreSQL (or libpq) error by its SQLSTATE.
  init(postgres error: PostgresError) {
    let category: Category
    if error.isBusy || error.isTransient {
      category = .busy
    } else if error.isMissingDatabase {
      category = .missingDatabase
    } else if error.isAuthenticationFailure {
      category = .refusedLogin
    } else if error.isConnectionFailure {
      category = error.isUnableToConnect ? .unreachable : .connectionLost
    } else if error.sqlState == "25006" {  // read_only_sql_transaction
      category = .readOnly
    } else if error.isPermissionDenied {
      category = .noRights
    } else {
      category = .other
    }
    self.init(
      category, message: error.message, detail: error.detail,
      code: "SQLSTATE \(error.sqlState ?? "none")")
  }
}
