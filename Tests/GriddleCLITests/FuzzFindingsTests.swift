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

/// connstring: `&password=` without a `?` is part of the port for libpq, whose value the
/// message about the bad port quoted, password and all.
@Suite struct FuzzFindingsPortTests {
  @Test func aPasswordInsideABadPortIsMasked() throws {
    let text = "postgres://\u{8F}@\u{8F}0]:5432,h2:5=&password=xt_s=reab-write"
    let problem = try #require(ConnectionString.problem(in: text))
    #expect(problem.hasPrefix("invalid integer value"))
    #expect(!problem.contains("xt_s=reab-write"))
    let result = try GriddleProcess.run(
      ["--database", "postgresql://u@h:5432&password=hunter22", "query", "cities"],
      in: FileManager.default.temporaryDirectory)
    #expect(result.status == 64)
    #expect(!(result.standardOutput + result.standardError).contains("hunter22"))
  }
}

/// connstring: a URI giving `password` twice (`&password=a&password=b`) kept the second in
/// `withoutPassword` (the pattern that removed one ate the `&` before the next); libpq also
/// decodes parameter names, so `pass%77ord=` is a password too.
@Suite struct FuzzFindingsRepeatedPasswordTests {
  @Test func everyPasswordParameterIsLeftOut() throws {
    for text in [
      "postgres://u@[::1]:5432Ah2:5433/db?sslmode=vll&password=xerify-full&password=x&target_session_attrs=zead-write",
      "postgresql://u@/db?password=a&password=b",
      "postgresql://u@/db?host=/tmp&pass%77ord=secret9",
    ] {
      let parsed = try ConnectionString(text)
      #expect(parsed.hasPassword, "\(text)")
      let without = try ConnectionString(parsed.withoutPassword)
      #expect(without.options["password"] == nil, "\(parsed.withoutPassword)")
      #expect(!parsed.redacted.contains("secret9"))
    }
    #expect(
      try ConnectionString("postgresql://u@/db?password=a&host=/tmp").withoutPassword
        == "postgresql://u@/db?host=/tmp")
  }
}
