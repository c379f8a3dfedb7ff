import Foundation
import PostgresStorage
import SalesDomain

/// How current a read replica's figures are: what `query` and `report` say when they read a
/// hot standby that has not replayed everything its primary wrote.
public struct ReplicaFreshness: Sendable, Equatable {
  /// The commit time of the last change the standby applied (nil: none since it started).
  public let figuresUpTo: Date?
  /// How far that lies behind the primary's clock, when the primary could be asked and the
  /// standby is behind it; nil when the primary could not be compared.
  public let behindPrimary: TimeInterval?
  /// Whether the primary was compared (false: no primary named, or it could not be reached).
  public let comparedWithPrimary: Bool
}

extension PostgresSalesStore {
  /// Whether the server is a hot standby (in recovery), and where its replay stands.
  func standbyReplay() throws -> (lsn: String, at: Date?)? {
    let rows = try connection.query(
      """
      SELECT pg_is_in_recovery(), pg_last_wal_replay_lsn()::text,
        extract(epoch FROM pg_last_xact_replay_timestamp())::float8
      """
    ) { row in (row.bool(0), row.string(1), row.isNull(2) ? nil : row.double(2)) }
    guard let row = rows.first, row.0 else { return nil }
    return (row.1, row.2.map(Date.init(timeIntervalSince1970:)))
  }

  /// Whether this standby has replayed the primary's WAL up to its insert position `lsn`.
  ///
  /// An insert position at the start of a page points past the page's header (at most 40
  /// bytes), where the end of the last record replayed is the page boundary; no record is that
  /// small, so a difference within the header is no missing change.
  func hasReplayed(upTo lsn: String) throws -> Bool {
    try connection.scalar(
      Bool.self,
      """
      SELECT pg_wal_lsn_diff($1::text::pg_lsn, pg_last_wal_replay_lsn())
        <= CASE WHEN pg_wal_lsn_diff($1::text::pg_lsn, '0/0')
            % current_setting('wal_block_size')::numeric <= 40 THEN 40 ELSE 0 END
      """, [lsn]) ?? false
  }

  /// The primary's current WAL insert position and clock, read in one statement: the insert
  /// position, since a commit made with `synchronous_commit = off` may not be written or
  /// flushed yet, and is a change the standby does not have.
  static func primaryPosition(_ connectionString: String) throws -> (lsn: String, now: Date) {
    let primary = try PostgresConnection(connectionString)
    let rows = try primary.query(
      "SELECT pg_current_wal_insert_lsn()::text, extract(epoch FROM clock_timestamp())::float8"
    ) { ($0.string(0), Date(timeIntervalSince1970: $0.double(1))) }
    guard let row = rows.first else {
      throw PostgresError(sqlState: nil, message: "the primary reported no WAL position")
    }
    return row
  }

  /// How current this store's figures are when it is a hot standby (nil on a primary, or a
  /// standby that has replayed everything the primary had written).
  ///
  /// The primary (`primary`, a connection string; nil when none is known) is asked for its WAL
  /// position and clock; a standby that has not replayed up to that position within `grace`
  /// (streaming replication usually needs milliseconds, an asynchronous commit up to three
  /// `wal_writer_delay`s, and the primary writes WAL of its own now and then) is behind by the primary's clock minus its last replayed commit. Reads only,
  /// on both servers: nothing here needs the primary to accept writes.
  public func replicaFreshness(primary: String?, grace: TimeInterval = 1) throws
    -> ReplicaFreshness?
  {
    guard let replay = try standbyReplay() else { return nil }
    guard let primary, let position = try? Self.primaryPosition(primary) else {
      return ReplicaFreshness(
        figuresUpTo: replay.at, behindPrimary: nil, comparedWithPrimary: false)
    }
    let deadline = Date().addingTimeInterval(grace)
    while try !hasReplayed(upTo: position.lsn) {
      guard Date() < deadline else {
        let upTo = try standbyReplay()?.at ?? replay.at
        return ReplicaFreshness(
          figuresUpTo: upTo,
          behindPrimary: upTo.map { max(0, position.now.timeIntervalSince($0)) },
          comparedWithPrimary: true)
      }
      usleep(20_000)
    }
    return nil
  }
}

extension SalesStores {
  /// How current `store`'s figures are when it reads a hot standby of `primary` (see
  /// `PostgresSalesStore.replicaFreshness(primary:grace:)`); nil for SQLite, a primary, or a
  /// standby that is up to date.
  public static func replicaFreshness(of store: any SalesDataStore, primary: String?) throws
    -> ReplicaFreshness?
  {
    guard let server = store as? PostgresSalesStore else { return nil }
    return try server.replicaFreshness(primary: primary.flatMap { isServer($0) ? $0 : nil })
  }
}
