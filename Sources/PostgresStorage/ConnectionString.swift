import CLibPQ

/// What libpq makes of a connection string (a `postgresql://` URI or `key=value` words),
/// parsed by libpq itself so every form it accepts is understood the same way.
public struct ConnectionString: Sendable, Equatable {
  /// The text as given.
  public let rawValue: String
  /// The options the string sets explicitly, by libpq keyword (`host`, `dbname`, `user`, …).
  public let options: [String: String]

  /// Parses `rawValue` with libpq; throws (with the string redacted) when libpq rejects it, and
  /// a `LibPQUnavailableError` when libpq cannot be loaded (this is where it is loaded first).
  public init(_ rawValue: String) throws {
    self.rawValue = rawValue
    let libpq = try LibPQ.loaded()
    var errorMessage: UnsafeMutablePointer<CChar>?
    guard let parsed = libpq.conninfoParse(rawValue, &errorMessage) else {
      let message =
        errorMessage.map { String(cString: $0) } ?? "libpq could not parse the connection string"
      if let errorMessage { libpq.freemem(errorMessage) }
      throw PostgresError(
        sqlState: nil,
        message: Self.scrub(message, in: rawValue)
          + " in connection string \(Self.redact(rawValue, password: nil))")
    }
    defer { libpq.conninfoFree(parsed) }
    var options: [String: String] = [:]
    var option = parsed
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val {
        options[String(cString: keyword)] = String(cString: value)
      }
      option += 1
    }
    self.options = options
  }

  /// Whether `text` looks like a PostgreSQL connection URI rather than a file path.
  public static func isURI(_ text: String) -> Bool {
    text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
  }

  /// Whether `text` is a libpq connection string rather than a file path: a URI, or keyword
  /// words (`host=/run/postgresql dbname=griddle`) whose first keyword is one libpq knows, so
  /// that a file name with an `=` in it stays a file name.
  public static func isConnectionString(_ text: String) -> Bool {
    if isURI(text) { return true }
    guard let match = text.firstMatch(of: #/^\s*([a-z_]+)\s*=/#) else { return false }
    return knownKeywords.contains(String(match.output.1))
  }

  /// The keywords libpq accepts in a connection string (`host`, `dbname`, `sslmode`, …): asked
  /// of libpq, or libpq 15's when it cannot be loaded, so that a keyword string still reads as
  /// one and gets the message saying libpq is missing rather than being taken for a file name.
  static let knownKeywords: Set<String> = {
    guard let libpq = try? LibPQ.loaded() else { return libpq15Keywords }
    var keywords: Set<String> = []
    guard let defaults = libpq.conndefaults() else { return keywords }
    defer { libpq.conninfoFree(defaults) }
    var option = defaults
    while let keyword = option.pointee.keyword {
      keywords.insert(String(cString: keyword))
      option += 1
    }
    return keywords
  }()

  /// The keywords libpq 15 knows (`PQconndefaults`), for when libpq cannot be asked.
  static let libpq15Keywords: Set<String> = [
    "service", "user", "password", "passfile", "channel_binding", "connect_timeout", "dbname",
    "host", "hostaddr", "port", "client_encoding", "options", "application_name",
    "fallback_application_name", "keepalives", "keepalives_idle", "keepalives_interval",
    "keepalives_count", "tcp_user_timeout", "sslmode", "sslcompression", "sslcert", "sslkey",
    "sslpassword", "sslrootcert", "sslcrl", "sslcrldir", "sslsni", "requirepeer",
    "ssl_min_protocol_version", "ssl_max_protocol_version", "gssencmode", "krbsrvname",
    "gsslib", "replication", "target_session_attrs",
  ]

  /// The string with its password (if any) replaced by `***`, safe to print in a message.
  public var redacted: String { Self.redact(rawValue, password: options["password"]) }

  /// The string with its password (if any) left out, for a command line a user may copy:
  /// libpq then takes the password from `PGPASSWORD` or `~/.pgpass` as usual.
  public var withoutPassword: String { Self.removePassword(rawValue) }

  /// Whether the string spells out a password (which `withoutPassword` leaves out).
  public var hasPassword: Bool { !(options["password"] ?? "").isEmpty }

  /// Drops `:secret` from a URI's user part, and a `password=…` parameter or keyword.
  static func removePassword(_ text: String) -> String {
    var result = text
    if isURI(result) {
      if let secret = userPassword(in: result) { result.removeSubrange(secret.colon..<secret.at) }
      // `?password=x&a=b` → `?a=b`; `?a=b&password=x` → `?a=b`; `?password=x` → ``.
      result = result.replacing(#/(?i)([?&])password=[^&]*(&|$)/#) { match in
        match.output.2.isEmpty ? "" : String(match.output.1)
      }
      return result
    }
    return result.replacing(#/(?i)\s*\bpassword\s*=\s*('(?:[^'\\]|\\.)*'|[^\s]*)/#, with: "")
  }

  /// Where a URI's user part holds a password (`user:secret@host`): the colon before it and
  /// the `@` after it; nil when it holds none.
  private static func userPassword(in uri: String) -> (colon: String.Index, at: String.Index)? {
    guard let scheme = uri.range(of: "://") else { return nil }
    let authorityEnd =
      uri[scheme.upperBound...].firstIndex { $0 == "/" || $0 == "?" } ?? uri.endIndex
    guard let at = uri[scheme.upperBound..<authorityEnd].lastIndex(of: "@"),
      let colon = uri[scheme.upperBound..<at].firstIndex(of: ":")
    else { return nil }
    return (colon, at)
  }

  /// Removes every occurrence of the password from a message libpq or the server wrote.
  func scrub(_ message: String) -> String {
    guard let password = options["password"], !password.isEmpty else { return message }
    return message.replacing(password, with: "***")
  }

  /// libpq's message about a string it could not parse, which may quote a token of it: when
  /// the string could hold a password, the quoted tokens are masked, since which one is the
  /// password is unknown.
  private static func scrub(_ message: String, in rawValue: String) -> String {
    var text = message
    while let last = text.last, last.isWhitespace { text.removeLast() }
    guard rawValue.contains("@") || rawValue.lowercased().contains("password") else { return text }
    return text.replacing(#/"[^"]*"/#, with: "\"***\"")
  }

  /// Masks the password of a URI (`user:secret@host`, `?password=secret`) or of a keyword
  /// string (`password=secret`, quoted or not), and any literal occurrence of `password`.
  public static func redact(_ text: String, password: String?) -> String {
    var result = text
    if isURI(result), let secret = userPassword(in: result) {
      result.replaceSubrange(result.index(after: secret.colon)..<secret.at, with: "***")
    }
    result = result.replacing(
      #/(?i)(password\s*=\s*)('(?:[^'\\]|\\.)*'|[^\s&]*)/#, with: { "\($0.1)***" })
    if let password, !password.isEmpty { result = result.replacing(password, with: "***") }
    return result
  }
}
