import PostgresStorage
import Testing

@Suite struct ConnectionStringTests {
  @Test func parsesURIsAndKeywordStringsWithLibpq() throws {
    let uri = try ConnectionString("postgresql://ann:pw@db.example:6543/sales?sslmode=disable")
    #expect(uri.options["host"] == "db.example")
    #expect(uri.options["port"] == "6543")
    #expect(uri.options["dbname"] == "sales")
    #expect(uri.options["user"] == "ann")
    #expect(uri.options["password"] == "pw")
    let words = try ConnectionString("host=/tmp dbname='my sales' user=ann")
    #expect(words.options["dbname"] == "my sales")
    #expect(words.options["host"] == "/tmp")
  }

  @Test(arguments: [
    ("postgresql://ann:hunter2@db.example/sales", "postgresql://ann:***@db.example/sales"),
    ("postgres://ann:hun%40ter2@db/sales", "postgres://ann:***@db/sales"),
    (
      "postgresql://ann@db/sales?password=hunter2&sslmode=require",
      "postgresql://ann@db/sales?password=***&sslmode=require"
    ),
    (
      "host=db user=ann password=hunter2 dbname=sales",
      "host=db user=ann password=*** dbname=sales"
    ),
    ("host=db password = 'hunter 2' dbname=sales", "host=db password = *** dbname=sales"),
    ("postgresql:///sales?host=/tmp/sock", "postgresql:///sales?host=/tmp/sock"),
  ])
  func redactsThePassword(raw: String, expected: String) throws {
    #expect(try ConnectionString(raw).redacted == expected)
  }

  @Test func aStringLibpqRejectsIsAnErrorWithoutThePassword() {
    let error = #expect(throws: PostgresError.self) {
      try ConnectionString("postgresql://ann:hunter2@db/sales?nonsense=1")
    }
    #expect(error?.sqlState == nil)
    #expect(error?.message.contains("hunter2") == false)
    #expect(error?.message.contains("postgresql://ann:***@db/sales") == true)
  }

  @Test func recognizesURIs() {
    #expect(ConnectionString.isURI("postgresql://host/db"))
    #expect(ConnectionString.isURI("postgres://host/db"))
    #expect(!ConnectionString.isURI("griddle.sqlite"))
    #expect(!ConnectionString.isURI("/var/lib/postgresql.sqlite"))
  }
}

@Suite struct ConnectionStringWithoutPasswordTests {
  @Test(arguments: [
    ("postgresql://ann:hunter2@db.example/sales", "postgresql://ann@db.example/sales"),
    ("postgres://ann:hun%40ter2@/sales?host=/tmp/s", "postgres://ann@/sales?host=/tmp/s"),
    (
      "postgresql://ann@db/sales?password=hunter2&sslmode=require",
      "postgresql://ann@db/sales?sslmode=require"
    ),
    (
      "postgresql://ann@db/sales?sslmode=require&password=hunter2",
      "postgresql://ann@db/sales?sslmode=require"
    ),
    ("postgresql://ann@db/sales?password=hunter2", "postgresql://ann@db/sales"),
    ("host=db user=ann password=hunter2 dbname=sales", "host=db user=ann dbname=sales"),
    ("postgresql:///sales?host=/tmp/sock", "postgresql:///sales?host=/tmp/sock"),
  ])
  func leavesThePasswordOut(raw: String, expected: String) throws {
    let parsed = try ConnectionString(raw)
    #expect(parsed.withoutPassword == expected)
    #expect(parsed.hasPassword == raw.contains("ter2"))
    // What is left still names the same server, database and role.
    let rest = try ConnectionString(parsed.withoutPassword).options
    #expect(rest["password"] == nil)
    #expect(rest["dbname"] == parsed.options["dbname"] && rest["user"] == parsed.options["user"])
  }
}

@Suite struct ConnectionStringRecognitionTests {
  @Test(arguments: [
    ("postgresql://ann@db/sales", true), ("postgres:///sales", true),
    ("host=/run/postgresql dbname=griddle", true), ("  dbname=griddle", true),
    ("service=fleet", true), ("griddle.sqlite", false), ("a=b.sqlite", false),
    ("/var/lib/host=1/griddle.sqlite", false), ("data/griddle.sqlite", false),
  ])
  func tellsAConnectionStringFromAFilePath(text: String, isConnectionString: Bool) {
    #expect(ConnectionString.isConnectionString(text) == isConnectionString, "\(text)")
  }
}
