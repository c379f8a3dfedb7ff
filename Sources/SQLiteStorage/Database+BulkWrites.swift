extension Database {
  /// Runs `body` with foreign-key checks off, a page cache of `cacheKiB` KiB and temporary
  /// structures in memory, then puts the three settings back: for bulk writes whose keys the
  /// caller has checked.
  ///
  /// Each checked foreign key costs a B-tree search of its parent per row written or deleted
  /// (deleting 1M lines took 0.85 s with them and 0.19 s without); a larger cache keeps a
  /// bulk change's pages from spilling to the log before it commits. The pragmas only take
  /// effect outside a transaction, so `body` opens its own.
  public func withBulkWriteSettings<T>(cacheKiB: Int, _ body: () throws -> T) throws -> T {
    let foreignKeys = try scalar(Int.self, "PRAGMA foreign_keys") ?? 1
    let cacheSize = try scalar(Int.self, "PRAGMA cache_size") ?? -2000
    let tempStore = try scalar(Int.self, "PRAGMA temp_store") ?? 0
    try execute("PRAGMA foreign_keys = OFF")
    try execute("PRAGMA cache_size = -\(cacheKiB)")
    try execute("PRAGMA temp_store = MEMORY")
    defer {
      try? execute("PRAGMA foreign_keys = \(foreignKeys)")
      try? execute("PRAGMA cache_size = \(cacheSize)")
      try? execute("PRAGMA temp_store = \(tempStore)")
    }
    return try body()
  }
}

extension Database {
  /// The most of the file `withMappedReads` maps (SQLite's own build limit may be lower: it
  /// then maps what it allows).
  public static let mappedReadBytes = 1 << 40

  /// Runs `body` with the database file memory-mapped for reading, then unmaps it: for a scan
  /// of every page. SQLite then reads a page in place instead of copying it through a `read`
  /// call into its cache (a tenth of a schedule import's system time on 10M lines). Pages
  /// still in the write-ahead log are read as before.
  public func withMappedReads<T>(_ body: () throws -> T) throws -> T {
    let mapped = try scalar(Int.self, "PRAGMA mmap_size") ?? 0
    try execute("PRAGMA mmap_size = \(Self.mappedReadBytes)")
    defer { try? execute("PRAGMA mmap_size = \(mapped)") }
    return try body()
  }
}
