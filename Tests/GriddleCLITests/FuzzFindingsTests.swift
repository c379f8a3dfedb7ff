import Foundation
import PostgresStorage
import Testing

/// Inputs the fuzz targets of issue 23 found (`scripts/fuzz.sh`, targets `profile` and
/// `connstring`), kept as regression tests.
@Suite struct FuzzFindingsTests {
  /// connstring: libpq ends a URI's credentials at the first `@` before a `/`, so
  /// `us?ek:secret@` is the user `us?ek` with the password `secret`; Griddle stopped looking at
  /// the `?`, found no password, and `withoutPassword` (what `griddle add` now writes into a
  /// new config file, and what hints print) kept it.
  @Test func aQuestionMarkInTheUserPartStillHidesThePassword() throws {
    let text = "postgresql://us?ek:secret@/gridd'le?host=/run/postgresql"
    let parsed = try ConnectionString(text)
    #expect(parsed.options["password"] == "secret")
    #expect(!parsed.withoutPassword.contains("secret"))
    #expect(try ConnectionString(parsed.withoutPassword).options["password"] == nil)
    #expect(try ConnectionString(parsed.withoutPassword).options["user"] == "us?ek")
    #expect(!parsed.redacted.contains("secret"))
    #expect(!ConnectionString.redact(text, password: nil).contains("secret"))
  }

  /// The same through the binary: the message about a server that is not there masks it.
  @Test func theBinaryNeverPrintsIt() throws {
    let directory = FileManager.default.temporaryDirectory
    let result = try GriddleProcess.run(
      [
        "--database", "postgresql://us?ek:s3cr3tpw@/db?host=/nonexistent-griddle-socket", "query",
        "cities",
      ],
      in: directory)
    #expect(result.status == 75)
    #expect(!(result.standardOutput + result.standardError).contains("s3cr3tpw"))
  }
}
