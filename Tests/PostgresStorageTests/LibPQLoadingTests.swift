import Testing

@testable import PostgresStorage

/// Loading libpq at run time: the real library resolves, a missing file or a library that is
/// not libpq is a `LibPQUnavailableError` that says which file was tried and why it failed. Each
/// test loads its own table (`LibPQ.load(from:)`), never the process's.
@Suite struct LibPQLoadingTests {
  @Test func theInstalledLibraryResolvesEveryFunction() throws {
    let libpq = try LibPQ.load(from: LibPQ.defaultPath)
    // PQlibVersion is major * 10000 + minor from libpq 10 on (150018 for 15.18).
    let version = Int(libpq.libVersion())
    #expect(version >= 100_000 && version < 1_000_000, "libpq version \(version)")
  }

  @Test func aMissingFileIsAnErrorNamingThePathAndThePackage() {
    let error = #expect(throws: LibPQUnavailableError.self) {
      try LibPQ.load(from: "/nonexistent/libpq.so.5")
    }
    #expect(error?.path == "/nonexistent/libpq.so.5")
    #if os(Linux)
      // glibc's words, with the path it starts with left out (the message names it once).
      #expect(error?.reason == "cannot open shared object file: No such file or directory")
    #endif
    #expect(
      error?.description
        == "a PostgreSQL database needs libpq, the PostgreSQL client library, which could not be loaded from /nonexistent/libpq.so.5 (\(error?.reason ?? ""))"
    )
  }

  @Test func aLibraryThatIsNotLibpqIsAnErrorNamingTheMissingFunction() {
    #if canImport(Darwin)
      let sqlite = "libsqlite3.dylib"
    #else
      let sqlite = "libsqlite3.so.0"
    #endif
    let error = #expect(throws: LibPQUnavailableError.self) { try LibPQ.load(from: sqlite) }
    #expect(error?.path == sqlite)
    #expect(error?.reason == "it has no function PQconnectdbParams")
  }

  @Test func theFallbackKeywordsAreOnesLibpqKnows() throws {
    // The list used when libpq cannot be asked must not hold a keyword libpq would reject.
    #expect(ConnectionString.knownKeywords.count > 20)
    #expect(ConnectionString.libpq15Keywords.isSubset(of: ConnectionString.knownKeywords))
  }
}
