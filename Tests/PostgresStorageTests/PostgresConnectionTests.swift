import Foundation
import PostgresStorage
import PostgresTestSupport
import Testing

@Suite(
  .enabled(
    if: PostgresServerBinaries.testsEnabled, Comment(rawValue: PostgresServerBinaries.installHint)))
struct PostgresConnectionTests {
  let database: TestPostgresDatabase
  let connection: PostgresConnection

  init() throws {
    database = try TestPostgresServer.shared().makeDatabase()
    connection = try PostgresConnection(database.uri)
  }

  @Test func theTestServerListensOnlyOnItsSocket() throws {
    #expect(try connection.scalar(String.self, "SHOW listen_addresses") == "")
    #expect(try connection.scalar(String.self, "SELECT current_database()") == database.name)
    #expect(try connection.scalar(String.self, "SHOW client_encoding") == "UTF8")
    #expect(connection.serverVersion >= 100_000)
  }

  @Test func connectsWithAKeywordString() throws {
    let server = try TestPostgresServer.shared()
    let words = try PostgresConnection(
      "host=\(server.directory.path) dbname=\(database.name) user=postgres")
    #expect(try words.scalar(String.self, "SELECT current_database()") == database.name)
    #expect(try words.scalar(String.self, "SHOW application_name") == "griddle")
  }

  @Test func roundTripsEveryKindOfValue() throws {
    try connection.executeScript(
      """
      CREATE TABLE kinds (big bigint, small integer, ratio double precision, flag boolean,
        bytes bytea, label text, nothing text)
      """)
    let bytes = Data([0, 1, 0xFF, 0x5C, 0x27])
    let inserted = try connection.execute(
      "INSERT INTO kinds VALUES ($1, $2, $3, $4, $5, $6, $7)",
      [Int64.min, 2_147_483_647, 0.1, true, bytes, "Crêpe\t\"x\"\n'y' \\ 🥞", String?.none])
    #expect(inserted == 1)
    let row = try #require(try connection.query("SELECT * FROM kinds") { $0 }.first)
    #expect(row.int64(0) == Int64.min)
    #expect(row.int(1) == 2_147_483_647)
    #expect(row.double(2) == 0.1)
    #expect(row.bool(3))
    #expect(row.get(Data.self, 4) == bytes)
    #expect(row.string(5) == "Crêpe\t\"x\"\n'y' \\ 🥞")
    #expect(row.isNull(6))
    #expect(row.get(String?.self, 6) == .some(nil))
    #expect(row.value(0) == .integer(Int64.min))
    #expect(row.value(2) == .double(0.1))
    #expect(row.columnName(5) == "label")
  }

  @Test func anIntegerParameterFitsASmallerColumnAndOverflowIsTheServersError() throws {
    try connection.executeScript("CREATE TABLE small (n integer)")
    try connection.execute("INSERT INTO small VALUES ($1)", [42])
    let error = #expect(throws: PostgresError.self) {
      try connection.execute("INSERT INTO small VALUES ($1)", [Int64.max])
    }
    #expect(error?.sqlState == "22003")
    #expect(try connection.scalar(Int.self, "SELECT sum(n)::bigint FROM small") == 42)
  }

  @Test func anErrorCarriesSQLStateMessageDetailAndSQL() throws {
    try connection.executeScript("CREATE TABLE keyed (id text PRIMARY KEY)")
    try connection.execute("INSERT INTO keyed VALUES ($1)", ["A-1"])
    let error = #expect(throws: PostgresError.self) {
      try connection.execute("INSERT INTO keyed VALUES ($1)", ["A-1"])
    }
    #expect(error?.sqlState == "23505")
    #expect(error?.isUniqueViolation == true)
    #expect(error?.message.contains("keyed_pkey") == true)
    #expect(error?.detail == "Key (id)=(A-1) already exists.")
    #expect(error?.sql == "INSERT INTO keyed VALUES ($1)")
    #expect(
      error?.description
        == "PostgreSQL error 23505: duplicate key value violates unique constraint \"keyed_pkey\" (Key (id)=(A-1) already exists.) - while executing `INSERT INTO keyed VALUES ($1)`"
    )
    let syntax = #expect(throws: PostgresError.self) { try connection.executeScript("SELEC 1") }
    #expect(syntax?.sqlState == "42601")
  }

  @Test func libpqsLinesJoinAsSentences() {
    let error = #expect(throws: PostgresError.self) {
      try PostgresConnection("postgresql://ann@/db?host=/nonexistent/socket/dir")
    }
    // libpq: "…failed: No such file or directory\n\tIs the server running locally…?"
    #expect(error?.message.contains("No such file or directory. Is the server") == true)
  }

  @Test func aConnectionLostLaterIsNotOneThatCouldNotBeMade() throws {
    let pid = try #require(try connection.scalar(Int.self, "SELECT pg_backend_pid()"))
    let admin = try PostgresConnection(database.uri)
    #expect(try admin.scalar(Bool.self, "SELECT pg_terminate_backend(\(pid))") == true)
    let error = #expect(throws: PostgresError.self) {
      try connection.scalar(Int.self, "SELECT 1")
    }
    #expect(error?.isConnectionFailure == true)
    #expect(error?.isUnableToConnect == false)
  }

  @Test func aPasswordNeverAppearsInAConnectionError() throws {
    let server = try TestPostgresServer.shared()
    for (text, missingDatabase) in [
      ("postgresql://postgres:Sup3rSecret@/no_such_db?host=\(server.directory.path)", true),
      ("host=\(server.directory.path) dbname=no_such_db user=postgres password=Sup3rSecret", true),
      ("postgresql://postgres:Sup3rSecret@/db?host=/nonexistent/socket/dir", false),
    ] {
      let error = #expect(throws: PostgresError.self) { try PostgresConnection(text) }
      // A server that answered "no such database" is not one that could not be reached.
      #expect(error?.isMissingDatabase == missingDatabase, "\(text)")
      #expect(error?.isConnectionFailure == !missingDatabase, "\(text)")
      #expect(error?.isUnableToConnect == !missingDatabase, "\(text)")
      #expect(error?.description.contains("Sup3rSecret") == false, "\(text)")
      #expect(error?.description.contains("***") == true, "\(text)")
    }
  }

  @Test func environmentVariablesFillWhatTheStringLeavesOut() throws {
    // PGAPPNAME is read by libpq and read by no other test: setting it here is harmless to
    // tests running at the same time.
    setenv("PGAPPNAME", "griddle-env-test", 1)
    defer { unsetenv("PGAPPNAME") }
    let fromEnvironment = try PostgresConnection(database.uri)
    #expect(try fromEnvironment.scalar(String.self, "SHOW application_name") == "griddle-env-test")
  }

  @Test func aTransactionCommitsOrRollsBack() throws {
    try connection.executeScript("CREATE TABLE ledger (n integer)")
    try connection.transaction { try connection.execute("INSERT INTO ledger VALUES (1)") }
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      try connection.transaction {
        try connection.execute("INSERT INTO ledger VALUES (2)")
        throw Refused()
      }
    }
    #expect(!connection.isInTransaction)
    // A failed statement whose error was swallowed aborts the transaction: COMMIT must not
    // pretend it succeeded.
    let error = #expect(throws: PostgresError.self) {
      try connection.transaction {
        try connection.execute("INSERT INTO ledger VALUES (3)")
        _ = try? connection.execute("INSERT INTO ledger VALUES ('not a number')")
      }
    }
    #expect(error?.sqlState == "25P02")
    #expect(try connection.query("SELECT n FROM ledger ORDER BY n") { $0.int(0) } == [1])
  }

  @Test func aReleasedStatementIsDeallocated() throws {
    let count = "SELECT count(*) FROM pg_prepared_statements WHERE statement = 'SELECT 41 + 1'"
    do {
      let statement = try connection.prepare("SELECT 41 + 1")
      #expect(try statement.query { $0.int(0) } == [42])
      #expect(try statement.query { $0.int(0) } == [42])
      #expect(try connection.scalar(Int.self, count) == 1)
    }
    #expect(try connection.scalar(Int.self, count) == 0)
  }

  @Test func anAdvisoryLockExcludesAnotherSession() throws {
    let other = try PostgresConnection(database.uri)
    let heldElsewhere = try connection.withAdvisoryLock(7) {
      try other.scalar(Bool.self, "SELECT pg_try_advisory_lock(7)")
    }
    #expect(heldElsewhere == false)
    #expect(try other.scalar(Bool.self, "SELECT pg_try_advisory_lock(7)") == true)
  }
}
