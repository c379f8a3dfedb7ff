import Foundation

/// Where the PostgreSQL server programs (`initdb`, `pg_ctl`, `psql`) are installed.
public enum PostgresServerBinaries {
  /// The message a skipped PostgreSQL test shows.
  public static let installHint =
    "PostgreSQL server not found: install it (Debian: apt-get install postgresql) or set GRIDDLE_PG_BIN to the folder holding initdb and pg_ctl"

  /// The folder holding `initdb` and `pg_ctl`: `GRIDDLE_PG_BIN`, else the newest Debian
  /// `/usr/lib/postgresql/N/bin`, else the folder of an `initdb` on `PATH`; nil when none.
  public static let directory: URL? = {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [URL] = []
    if let configured = environment["GRIDDLE_PG_BIN"] {
      candidates.append(URL(fileURLWithPath: configured))
    }
    let debian = URL(fileURLWithPath: "/usr/lib/postgresql")
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: debian.path)) ?? []
    for version in versions.compactMap(Int.init).sorted(by: >) {
      candidates.append(debian.appending(path: "\(version)/bin"))
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      candidates.append(URL(fileURLWithPath: String(folder)))
    }
    return candidates.first {
      FileManager.default.isExecutableFile(atPath: $0.appending(path: "initdb").path)
        && FileManager.default.isExecutableFile(atPath: $0.appending(path: "pg_ctl").path)
    }
  }()

  /// Whether PostgreSQL tests should run: the server is installed, or CI demands them
  /// (`GRIDDLE_REQUIRE_POSTGRES=1`), in which case a missing server fails them instead.
  public static var testsEnabled: Bool {
    directory != nil || ProcessInfo.processInfo.environment["GRIDDLE_REQUIRE_POSTGRES"] == "1"
  }

  /// The program `name` from the server folder.
  public static func program(_ name: String) throws -> URL {
    guard let directory else { throw TestPostgresServer.StartError(message: installHint) }
    return directory.appending(path: name)
  }
}
