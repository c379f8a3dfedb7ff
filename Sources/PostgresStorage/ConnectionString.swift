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

  /// libpq's reason for refusing `text` before it tries to connect, or nil when libpq parses
  /// it and every option with a fixed set of values or a number has one it accepts.
  ///
  /// A malformed string is a mistake to fix, not a server to wait for: the caller reports it as
  /// bad configuration rather than a lost connection. The parse error is libpq's own (an
  /// unknown option, an unclosed `[`); the values are checked here with libpq's wording, since
  /// libpq checks them only when it connects (`sslmode=bogus`, port `5x4`). Never holds the
  /// password.
  public static func problem(in text: String) -> String? {
    let parsed: ConnectionString
    do {
      parsed = try ConnectionString(text)
    } catch {
      // libpq that cannot be loaded is not the string's fault: the open reports it.
      guard let message = (error as? PostgresError)?.message else { return nil }
      // The caller names the string itself.
      return message.ranges(of: " in connection string ").last.map {
        String(message[..<$0.lowerBound])
      } ?? message
    }
    return parsed.valueProblem
  }

  /// The options whose value is one of a fixed set, with the values libpq 15 accepts.
  static let enumeratedOptions: [(keyword: String, values: Set<String>)] = [
    ("sslmode", ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"]),
    ("gssencmode", ["disable", "prefer", "require"]),
    ("channel_binding", ["disable", "prefer", "require"]),
    (
      "target_session_attrs",
      ["any", "read-write", "read-only", "primary", "standby", "prefer-standby"]
    ),
    ("load_balance_hosts", ["disable", "random"]),
  ]

  /// The options libpq reads as integers (`port` may list one per host).
  static let integerOptions = [
    "port", "connect_timeout", "keepalives", "keepalives_idle", "keepalives_interval",
    "keepalives_count", "tcp_user_timeout",
  ]

  /// The first option value libpq would refuse when connecting, in libpq's words.
  var valueProblem: String? {
    for (keyword, values) in Self.enumeratedOptions {
      if let value = options[keyword], !value.isEmpty, !values.contains(value) {
        return "invalid \(keyword) value: \"\(scrub(value))\" (expected "
          + values.sorted().joined(separator: ", ") + ")"
      }
    }
    for keyword in Self.integerOptions {
      guard let value = options[keyword] else { continue }
      let parts =
        keyword == "port"
        ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [value]
      for part in parts {
        var trimmed = Substring(part)
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        // libpq's own parse: optional sign, digits, nothing after but spaces; a port is 1–65535.
        if trimmed.isEmpty, keyword == "port" { continue }
        guard let number = Int(trimmed), keyword != "port" || (1...65535).contains(number)
        else {
          return keyword == "port" && Int(trimmed) != nil
            ? "invalid port number: \"\(scrub(part))\""
            : "invalid integer value \"\(scrub(part))\" for connection option \"\(keyword)\""
        }
      }
    }
    return nil
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
    // `^\s*([a-z_]+)\s*=` read by hand: a regex literal is compiled again on every call
    // (290,000 instructions, and a command asks nine times).
    let rest = text.drop(while: \.isWhitespace)
    let keyword = rest.prefix { $0 == "_" || ("a"..."z").contains($0) }
    guard !keyword.isEmpty, rest[keyword.endIndex...].drop(while: \.isWhitespace).first == "="
    else { return false }
    return knownKeywords.contains(String(keyword))
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
      // Every `password` parameter, however often it is given and however its name is
      // percent-encoded (libpq decodes names: `pass%77ord=x` is one): `?password=x&a=b` → `?a=b`.
      guard let question = result.firstIndex(of: "?") else { return result }
      let kept = result[result.index(after: question)...]
        .split(separator: "&", omittingEmptySubsequences: false)
        .filter { parameter in
          let name = parameter.split(separator: "=", maxSplits: 1).first ?? ""
          return percentDecoded(name).lowercased() != "password"
        }
      return String(result[..<question]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }
    return result.replacing(#/(?i)\s*\bpassword\s*=\s*('(?:[^'\\]|\\.)*'|[^\s]*)/#, with: "")
  }

  /// `text` with `%XX` escapes decoded as libpq decodes a URI's parameter names (invalid
  /// escapes kept as they are).
  static func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Where a URI's user part holds a password (`user:secret@host`): the colon before it and
  /// the `@` after it; nil when it holds none.
  private static func userPassword(in uri: String) -> (colon: String.Index, at: String.Index)? {
    guard let scheme = uri.range(of: "://") else { return nil }
    // As libpq reads it: the credentials end at the first `@` before any `/` (a `?` or a
    // second `@` may be part of them: `us?er:secret@`).
    guard let at = uri[scheme.upperBound...].firstIndex(where: { $0 == "@" || $0 == "/" }),
      uri[at] == "@", let colon = uri[scheme.upperBound..<at].firstIndex(of: ":")
    else { return nil }
    return (colon, at)
  }

  /// Removes every occurrence of the password from a message libpq or the server wrote.
  ///
  /// Also masks what the string spells out as a password where libpq read something else
  /// (`host:5432&password=x` without a `?` makes it part of the port).
  func scrub(_ message: String) -> String {
    var text = message
    let written = Self.passwordsWritten(in: rawValue)
    for password in [options["password"] ?? ""] + written where !password.isEmpty {
      text = text.replacing(password, with: "***")
    }
    return text
  }

  /// libpq's message about a string it could not parse, which may quote a token of it: when
  /// the string could hold a password, the quoted tokens are masked, since which one is the
  /// password is unknown.
  ///
  /// When the password can be found in the string (a URI's `user:secret@`, a `password=`
  /// word or parameter), only the quoted tokens that overlap it are masked, so that the rest
  /// of libpq's reason (`invalid URI query parameter: "bogus"`) stays readable.
  private static func scrub(_ message: String, in rawValue: String) -> String {
    var text = message
    while let last = text.last, last.isWhitespace { text.removeLast() }
    guard rawValue.contains("@") || rawValue.lowercased().contains("password") else { return text }
    let secrets = passwordsWritten(in: rawValue)
    guard !secrets.isEmpty else { return text.replacing(#/"[^"]*"/#, with: "\"***\"") }
    text = text.replacing(#/"[^"]*"/#) { match in
      let token = match.output.dropFirst().dropLast()
      let overlaps = secrets.contains {
        token.contains($0) || (!token.isEmpty && $0.contains(token))
      }
      return overlaps ? "\"***\"" : String(match.output)
    }
    for secret in secrets { text = text.replacing(secret, with: "***") }
    return text
  }

  /// The passwords a string spells out, as written (not decoded): a URI's `user:secret@` and
  /// every `password=` word or query parameter. A token libpq quotes holds one of these, or a
  /// part of one, when it quotes the password.
  static func passwordsWritten(in text: String) -> [String] {
    var found: [String] = []
    if isURI(text), let secret = userPassword(in: text) {
      found.append(String(text[text.index(after: secret.colon)..<secret.at]))
    }
    for match in text.matches(of: #/(?i)password\s*=\s*('(?:[^'\\]|\\.)*'|[^\s&]*)/#) {
      var value = Substring(match.output.1)
      if value.hasPrefix("'"), value.hasSuffix("'"), value.count >= 2 {
        value = value.dropFirst().dropLast()
      }
      found.append(String(value))
    }
    return found.filter { !$0.isEmpty }
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
