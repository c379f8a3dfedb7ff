import CSQLite
import Foundation

/// A `WITHOUT ROWID` table read straight from the database file's pages, in key order, by
/// SQLite's documented file format (sqlite.org/fileformat2.html): for a scan of every row that
/// needs a few integer and text columns, decoding records in place costs a fraction of
/// stepping SQLite's virtual machine over them (10M lines: a second of SQLite per core).
///
/// It is only opened when the file holds exactly what SQL would read (`Database.tableFile`):
/// the connection holds the write lock, so nobody commits, and every committed page is
/// checkpointed into the file. Anything the reader does not handle (a record spilling to
/// overflow pages, a page of an unexpected kind, an encoding other than UTF-8) throws
/// `TableFile.Unsupported` and the caller reads the table through SQL instead. Immutable once
/// mapped, so threads may read parts of it at once.
public final class TableFile: @unchecked Sendable {
  /// The file cannot be read this way (nothing the caller did is wrong): read it through SQL.
  public struct Unsupported: Error, CustomStringConvertible {
    /// What was found.
    public let description: String

    /// The reason `description`.
    public init(description: String) { self.description = description }
  }

  private let base: UnsafePointer<UInt8>
  private let length: Int
  private let pageSize: Int
  /// The largest payload a cell keeps on its page in an index B-tree (larger spill over).
  private let largestLocalPayload: Int
  private let pageCount: Int
  private let rootPage: Int
  /// Each column's position in a record, by name.
  private let positions: [String: Int]

  private init(
    base: UnsafePointer<UInt8>, length: Int, pageSize: Int, usableSize: Int, rootPage: Int,
    positions: [String: Int]
  ) {
    self.base = base
    self.length = length
    self.pageSize = pageSize
    largestLocalPayload = (usableSize - 12) * 64 / 255 - 23
    pageCount = length / pageSize
    self.rootPage = rootPage
    self.positions = positions
  }

  deinit { munmap(UnsafeMutableRawPointer(mutating: base), length) }

  /// Maps the file at `path` and reads its header; `rootPage` is the table's B-tree,
  /// `positions` its columns' places in a record.
  static func map(path: String, rootPage: Int, positions: [String: Int]) throws -> TableFile {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Unsupported(description: "cannot open \(path)") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size >= 512 else {
      throw Unsupported(description: "cannot read the size of \(path)")
    }
    let length = Int(status.st_size)
    guard let mapped = mmap(nil, length, PROT_READ, MAP_SHARED, descriptor, 0),
      mapped != MAP_FAILED
    else { throw Unsupported(description: "cannot map \(path)") }
    let bytes = UnsafePointer(mapped.assumingMemoryBound(to: UInt8.self))
    func release(_ reason: String) -> Unsupported {
      munmap(mapped, length)
      return Unsupported(description: reason)
    }
    guard memcmp(bytes, "SQLite format 3", 15) == 0 else { throw release("not a SQLite file") }
    let sizeField = Int(bytes[16]) << 8 | Int(bytes[17])
    let pageSize = sizeField == 1 ? 65_536 : sizeField
    let reserved = Int(bytes[20])
    let encoding = Int(TableFile.bigEndian(bytes + 56, count: 4))
    guard pageSize >= 512, pageSize & (pageSize - 1) == 0, encoding == 1,
      length % pageSize == 0, rootPage >= 1, rootPage <= length / pageSize
    else { throw release("unexpected header (page size \(pageSize), encoding \(encoding))") }
    return TableFile(
      base: bytes, length: length, pageSize: pageSize, usableSize: pageSize - reserved,
      rootPage: rootPage, positions: positions)
  }

  /// The place of `column` in a record (nil: no such column).
  public func position(of column: String) -> Int? { positions[column] }

  /// One piece of the table in key order: subtrees and single records of the root page.
  public struct Part: Sendable {
    fileprivate var items: [Item]
  }

  /// A subtree (its page) or one record kept on an interior page (page and cell index).
  fileprivate enum Item: Sendable {
    case tree(Int)
    case record(page: Int, cell: Int)
  }

  /// The table cut into at most `count` parts that follow one another in key order, each
  /// about as large (cut between the root's subtrees).
  public func parts(_ count: Int) throws -> [Part] {
    let page = try self.page(rootPage)
    guard page.isInterior else { return [Part(items: [.tree(rootPage)])] }
    var items: [Item] = []
    for cell in 0..<page.cellCount {
      items.append(.tree(try page.leftChild(cell)))
      items.append(.record(page: rootPage, cell: cell))
    }
    items.append(.tree(page.rightChild))
    let pieces = max(1, min(count, page.cellCount + 1))
    return (0..<pieces).map { piece in
      Part(items: Array(items[items.count * piece / pieces..<items.count * (piece + 1) / pieces]))
    }
  }

  /// Calls `body` with the values of `columns` of each record of `part`, in key order.
  public func forEachRecord(
    in part: Part, columns: RecordColumns, _ body: (RecordValues) -> Void
  ) throws {
    var walker = Walker(file: self, columns: columns)
    defer { walker.deallocate() }
    for item in part.items {
      switch item {
      case .tree(let number): try walker.walk(number, depth: 0, body)
      case .record(let number, let cell):
        let page = try self.page(number)
        try walker.emit(try page.payload(cell, of: self), body)
      }
    }
  }

  // MARK: Pages

  /// An index B-tree page (interior or leaf).
  fileprivate struct Page {
    let start: UnsafePointer<UInt8>
    /// Where the header starts (100 bytes in on page 1).
    let header: UnsafePointer<UInt8>
    let isInterior: Bool
    let cellCount: Int
    let pageSize: Int

    var rightChild: Int { Int(TableFile.bigEndian(header + 8, count: 4)) }

    /// Where cell `index` starts on the page.
    func cellStart(_ index: Int) throws -> UnsafePointer<UInt8> {
      let pointers = header + (isInterior ? 12 : 8)
      let offset = Int(pointers[index &* 2]) << 8 | Int(pointers[index &* 2 &+ 1])
      // Room for a child page number and a whole size varint, so that neither is read past
      // the page (a cell that close to the end is a record too small for any table read here).
      guard offset >= 8, offset <= pageSize - 13 else {
        throw Unsupported(description: "cell \(index) points outside its page")
      }
      return start + offset
    }

    /// The child page left of cell `index` (interior pages).
    func leftChild(_ index: Int) throws -> Int {
      Int(TableFile.bigEndian(try cellStart(index), count: 4))
    }

    /// Cell `index`'s record and its size, checked to lie on the page and not spill over.
    func payload(_ index: Int, of file: TableFile) throws -> (
      start: UnsafePointer<UInt8>, size: Int
    ) {
      var cursor = try cellStart(index) + (isInterior ? 4 : 0)
      let size = TableFile.varint(&cursor)
      guard size >= 0, size <= Int64(file.largestLocalPayload),
        cursor + Int(size) <= start + pageSize
      else { throw Unsupported(description: "a record spills to overflow pages") }
      return (cursor, Int(size))
    }
  }

  /// Page `number`, checked to be an index B-tree page inside the file.
  fileprivate func page(_ number: Int) throws -> Page {
    guard number >= 1, number <= pageCount else {
      throw Unsupported(description: "page \(number) lies outside the file")
    }
    let start = base + (number - 1) * pageSize
    let header = number == 1 ? start + 100 : start
    let kind = header[0]
    guard kind == 0x02 || kind == 0x0A else {
      throw Unsupported(description: "page \(number) is not an index B-tree page (\(kind))")
    }
    let cells = Int(header[3]) << 8 | Int(header[4])
    let isInterior = kind == 0x02
    guard (header - start) + (isInterior ? 12 : 8) + 2 * cells <= pageSize else {
      throw Unsupported(description: "page \(number) lists more cells than it holds")
    }
    return Page(
      start: start, header: header, isInterior: isInterior, cellCount: cells, pageSize: pageSize)
  }

  /// Walks subtrees in key order, decoding each record's header into `fields`, then the
  /// values asked for into `integers` and `texts`: all in this module, so the per-record work
  /// is compiled as one loop (a decoding call per value from the caller's module was not
  /// inlined there, a tenth of the scan).
  private struct Walker {
    /// How many cells ahead a leaf's records are prefetched.
    static let prefetchDistance = 12

    let file: TableFile
    let columns: RecordColumns
    /// Per header remembered (`HeaderCache.entries`, then one more for a header not
    /// remembered), per column up to the last asked for: its serial type, then its offset.
    let fields: UnsafeMutablePointer<Int>
    let integers: UnsafeMutablePointer<Int64>
    let texts: UnsafeMutablePointer<UnsafeBufferPointer<UInt8>>
    /// `columns.integers` and `columns.texts` as buffers (an array's bounds checks and
    /// iterator cost more than the reads).
    let integerColumns: UnsafeMutableBufferPointer<Int>
    let textColumns: UnsafeMutableBufferPointer<Int>
    /// The content size of each one-byte serial type (below 128), looked up per column.
    let sizes: UnsafeMutablePointer<UInt8>
    /// The pages walked so far, a bit per page.
    let pagesWalked: UnsafeMutablePointer<UInt64>
    /// The headers remembered, `HeaderCache.entries` of them.
    let cache: UnsafeMutablePointer<HeaderCache>
    /// How many `fields` one header takes.
    let stride: Int

    init(file: TableFile, columns: RecordColumns) {
      self.file = file
      self.columns = columns
      stride = 2 * max(1, columns.count)
      fields = .allocate(capacity: stride * (HeaderCache.entries + 1))
      integers = .allocate(capacity: max(1, columns.integers.count))
      texts = .allocate(capacity: max(1, columns.texts.count))
      integerColumns = .allocate(capacity: columns.integers.count)
      _ = integerColumns.initialize(from: columns.integers)
      textColumns = .allocate(capacity: columns.texts.count)
      _ = textColumns.initialize(from: columns.texts)
      sizes = .allocate(capacity: 128)
      for type in 0..<128 { sizes[type] = UInt8(TableFile.contentSize(type)) }
      pagesWalked = .allocate(capacity: file.pageCount / 64 + 1)
      pagesWalked.initialize(repeating: 0, count: file.pageCount / 64 + 1)
      cache = .allocate(capacity: HeaderCache.entries)
      cache.initialize(repeating: HeaderCache(), count: HeaderCache.entries)
    }

    func deallocate() {
      fields.deallocate()
      integers.deallocate()
      texts.deallocate()
      integerColumns.deallocate()
      textColumns.deallocate()
      sizes.deallocate()
      cache.deallocate()
      pagesWalked.deallocate()
    }

    func walk(_ number: Int, depth: Int, _ body: (RecordValues) -> Void) throws {
      // A B-tree of 16 KiB pages is 4 deep at 10⁹ rows; deeper is a loop in a damaged file.
      guard depth < 32 else { throw Unsupported(description: "the B-tree is deeper than 32") }
      let page = try file.page(number)
      // A tree reaches each page once: a damaged file's page reached twice would be read
      // twice (or walked without end, for a loop).
      let (word, bit) = (number / 64, UInt64(1) << UInt64(number % 64))
      guard pagesWalked[word] & bit == 0 else {
        throw Unsupported(description: "the B-tree reaches page \(number) more than once")
      }
      pagesWalked[word] |= bit
      if page.isInterior {
        for cell in 0..<page.cellCount {
          try walk(try page.leftChild(cell), depth: depth + 1, body)
          try emit(try page.payload(cell, of: file), body)
        }
        try walk(page.rightChild, depth: depth + 1, body)
      } else {
        let count = page.cellCount
        for cell in 0..<count {
          // The record a few cells on, loaded while this one is decoded.
          if cell + Self.prefetchDistance < count {
            griddle_prefetch(try page.cellStart(cell + Self.prefetchDistance))
          }
          try emit(try page.payload(cell, of: file), body)
        }
      }
    }

    /// Decodes the record at `payload` (`size` bytes) and hands its values to `body`.
    @inline(__always)
    func emit(
      _ payload: (start: UnsafePointer<UInt8>, size: Int), _ body: (RecordValues) -> Void
    ) throws {
      let fields: UnsafeMutablePointer<Int>
      if let header = HeaderCache.header(payload) {
        let index = header.entry
        fields = self.fields + index &* stride
        if !cache[index].holds(header, in: payload) {
          cache[index].forget()
          cache[index].remember(header, end: try decodeHeader(payload, into: fields))
        }
      } else {
        fields = self.fields + HeaderCache.entries &* stride
        _ = try decodeHeader(payload, into: fields)
      }
      var slot = 0
      while slot < integerColumns.count {
        let field = integerColumns[slot] &* 2
        integers[slot] = TableFile.integer(
          type: fields[field], at: payload.start + fields[field &+ 1])
        slot = slot &+ 1
      }
      slot = 0
      while slot < textColumns.count {
        let field = textColumns[slot] &* 2
        let type = fields[field]
        texts[slot] =
          type >= 12
          ? UnsafeBufferPointer(
            start: payload.start + fields[field &+ 1], count: (type &- 12) &>> 1)
          : UnsafeBufferPointer(start: nil, count: 0)
        slot = slot &+ 1
      }
      body(RecordValues(integers: integers, texts: texts))
    }

    /// Decodes the header of the record at `payload` into `fields`, checking that every
    /// value it lists lies inside the record; returns where the last column decoded ends.
    func decodeHeader(
      _ payload: (start: UnsafePointer<UInt8>, size: Int), into fields: UnsafeMutablePointer<Int>
    ) throws -> Int {
      var cursor = payload.start
      let headerSize = Int(TableFile.varint(&cursor))
      guard headerSize >= 0, headerSize <= payload.size else {
        throw Unsupported(description: "a record's header is larger than its \(payload.size) bytes")
      }
      let headerEnd = payload.start + headerSize
      var offset = headerSize
      var column = 0
      let count = columns.count
      // Wrapping arithmetic: every type is at most 2³¹ (larger ones are refused), so at most
      // 2,000 columns' sizes cannot overflow, and the checks cost a fifth of the loop.
      while column < count, cursor < headerEnd {
        // Serial types below 128 (every integer, and text up to 57 bytes) take one byte.
        let type: Int
        let size: Int
        let byte = cursor.pointee
        if byte < 0x80 {
          type = Int(byte)
          size = Int(sizes[type])
          cursor += 1
        } else {
          // A damaged varint must not be read past the header.
          guard let value = TableFile.varint(&cursor, before: headerEnd) else {
            throw Unsupported(description: "a record's header ends inside a value type")
          }
          type = Int(value)
          guard type >= 0, type < 1 << 31 else {
            throw Unsupported(description: "a record's header lists a value of type \(type)")
          }
          size = TableFile.contentSize(type)
        }
        fields[column &* 2] = type
        fields[column &* 2 &+ 1] = offset
        offset = offset &+ size
        column = column &+ 1
      }
      // Every value read must lie inside the record (a damaged file must not send a read
      // past it).
      guard column == count, headerSize <= payload.size, offset <= payload.size,
        cursor <= headerEnd
      else {
        throw Unsupported(description: "a record's header does not match its \(payload.size) bytes")
      }
      return offset
    }
  }

  /// A record header of up to 16 bytes remembered with its decoded columns: records of one
  /// table list few combinations of types (integers of a few widths, ids of one length), so a
  /// record whose header bytes equal a remembered one has the same column offsets and is not
  /// decoded again (200 instructions a record of `order_lines`). Headers go to one of
  /// `entries` places by a hash of their bytes.
  fileprivate struct HeaderCache {
    /// How many headers are remembered.
    static let entries = 16

    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The end of the last column decoded; 0: nothing remembered.
    private var end = 0

    /// A record's header bytes (the first 16 bytes of its payload, those past its header
    /// cleared) and the place they go to.
    struct Header {
      let low: UInt64
      let high: UInt64
      var entry: Int {
        Int(
          truncatingIfNeeded: ((low ^ high &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9)
            &>> 60)
      }
    }

    /// `payload`'s header, or nil when the record is shorter than 16 bytes or its header
    /// longer.
    @inline(__always)
    static func header(_ payload: (start: UnsafePointer<UInt8>, size: Int)) -> Header? {
      guard payload.size >= 16 else { return nil }
      let size = Int(payload.start.pointee)
      guard size >= 1, size <= 16 else { return nil }
      let raw = UnsafeRawPointer(payload.start)
      let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      func kept(_ bytes: Int) -> UInt64 { bytes >= 8 ? ~0 : (1 &<< UInt64(8 &* bytes)) &- 1 }
      return Header(low: low & kept(size), high: high & kept(max(0, size - 8)))
    }

    /// Whether `header` is the one remembered, its columns inside `payload`.
    @inline(__always)
    func holds(_ header: Header, in payload: (start: UnsafePointer<UInt8>, size: Int)) -> Bool {
      end > 0 && end <= payload.size && header.low == low && header.high == high
    }

    /// Forgets the header (its columns are being overwritten).
    mutating func forget() { end = 0 }

    /// Remembers `header`, whose decoded columns end at `end`.
    mutating func remember(_ header: Header, end: Int) {
      (low, high, self.end) = (header.low, header.high, max(1, end))
    }
  }

  // MARK: Encoding

  /// A big-endian unsigned integer of `count` bytes.
  @inline(__always)
  static func bigEndian(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in 0..<count { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  /// `varint(_:)` read only from bytes before `end`: nil when it does not end there.
  static func varint(_ cursor: inout UnsafePointer<UInt8>, before end: UnsafePointer<UInt8>)
    -> Int64?
  {
    guard end - cursor >= 9 else {
      var value: UInt64 = 0
      while cursor < end {
        let byte = cursor.pointee
        cursor += 1
        value = value << 7 | UInt64(byte & 0x7F)
        if byte < 0x80 { return Int64(bitPattern: value) }
      }
      return nil
    }
    return varint(&cursor)
  }

  /// SQLite's variable-length integer at `cursor` (1–9 bytes), moving past it.
  @inline(__always)
  static func varint(_ cursor: inout UnsafePointer<UInt8>) -> Int64 {
    var value: UInt64 = 0
    for _ in 0..<8 {
      let byte = cursor.pointee
      cursor += 1
      value = value << 7 | UInt64(byte & 0x7F)
      if byte < 0x80 { return Int64(bitPattern: value) }
    }
    value = value << 8 | UInt64(cursor.pointee)
    cursor += 1
    return Int64(bitPattern: value)
  }
}

/// The columns a `TableFile` scan reads, by their place in a record (`TableFile.position`):
/// some as integers, some as text.
public struct RecordColumns: Sendable {
  /// The places of the columns read as integers, in the order `RecordValues.integer` takes.
  public let integers: [Int]
  /// The places of the columns read as text (or blob) bytes.
  public let texts: [Int]
  /// How many columns of each record to decode: up to the last one read.
  let count: Int

  /// Columns at places `integers` read as integers and `texts` as bytes.
  public init(integers: [Int], texts: [Int]) {
    self.integers = integers
    self.texts = texts
    count = (integers + texts).max().map { $0 + 1 } ?? 0
  }
}

/// The values of one record a scan asked for (`RecordColumns`), valid only inside the call
/// it is handed to.
public struct RecordValues {
  @usableFromInline let integers: UnsafePointer<Int64>
  @usableFromInline let texts: UnsafePointer<UnsafeBufferPointer<UInt8>>

  init(
    integers: UnsafeMutablePointer<Int64>, texts: UnsafeMutablePointer<UnsafeBufferPointer<UInt8>>
  ) {
    self.integers = UnsafePointer(integers)
    self.texts = UnsafePointer(texts)
  }

  /// The `index`th integer column asked for, as `sqlite3_column_int64` reads it (NULL and
  /// text read as 0; a real is truncated toward zero, clamped to the range).
  @inlinable
  public func integer(_ index: Int) -> Int64 { integers[index] }

  /// The `index`th text column asked for: its bytes, or no address when NULL or not text.
  @inlinable
  public func text(_ index: Int) -> UnsafeBufferPointer<UInt8> { texts[index] }
}

extension TableFile {
  /// The bytes a value of serial type `type` takes.
  @inline(__always)
  static func contentSize(_ type: Int) -> Int {
    if type >= 12 { return (type - 12) >> 1 }
    // Sizes of types 7 down to 0 (8 8 6 4 3 2 1 0), four bits each; 8–11 take none (10 and
    // 11 are reserved).
    // Masking shift: a smart shift by a variable amount costs a test for each direction (8
    // instructions a column, a tenth of a scan).
    return type > 7 ? 0 : (0x8864_3210 &>> (4 &* type)) & 0xF
  }

  /// The value of serial type `type` at `bytes` as an integer, as SQLite converts it. The
  /// seven bytes before `start` must be readable (a record starts at least nine bytes into
  /// its page).
  @inline(__always)
  static func integer(type: Int, at start: UnsafePointer<UInt8>) -> Int64 {
    let bytes = UnsafeRawPointer(start)
    switch type {
    case 1...6:
      // The eight bytes ending with the value's last, big-endian, sign-extended from the
      // value's width: no branch per width (a jump table on the width mispredicted often).
      let size = (0x0864_3210 &>> (4 &* type)) & 0xF
      let raw = UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: size &- 8, as: UInt64.self))
      let shift = UInt64(64 &- 8 &* size)
      return Int64(bitPattern: raw &<< shift) &>> Int64(shift)
    case 7:
      // As SQLite converts: clamped to the integers' range (an overflowing sum is stored as
      // a real), NaN as 0.
      let real = Double(bitPattern: UInt64(bigEndian: bytes.loadUnaligned(as: UInt64.self)))
      guard !real.isNaN else { return 0 }
      if real <= -9.223_372_036_854_775_808e18 { return .min }
      if real >= 9.223_372_036_854_775_807e18 { return .max }
      return Int64(real)
    case 9: return 1
    default: return 0
    }
  }
}

extension Database {
  /// `table` (a `WITHOUT ROWID` table) read from the file, or nil when the file may not hold
  /// what this connection reads: the connection must hold the write lock in a transaction
  /// that has not written `table` (the caller's promise), and a checkpoint on a second
  /// connection must copy every committed page into the file (another connection reading an
  /// older snapshot can prevent that).
  public func tableFile(_ table: String) throws -> TableFile? {
    guard path != ":memory:", !path.isEmpty,
      sqlite3_txn_state(handle, "main") == SQLITE_TXN_WRITE
    else { return nil }
    let root = try scalar(
      Int.self, "SELECT rootpage FROM sqlite_schema WHERE type = 'table' AND name = ?", [table])
    let index = try query(
      "SELECT name FROM pragma_index_list(?) WHERE origin = 'pk'", [table]
    ) { $0.string(0) }.first
    guard let root, let index else { return nil }
    var positions: [String: Int] = [:]
    try prepare("SELECT seqno, name FROM pragma_index_xinfo(?)").forEachRow([index]) { row in
      if !row.isNull(1) { positions[row.string(1)] = Int(row.int64(0)) }
    }
    let checkpointer = try Database(path: path, mode: .readWrite)
    let result = try checkpointer.query("PRAGMA wal_checkpoint(PASSIVE)") {
      (busy: $0.int64(0), frames: $0.int64(1), copied: $0.int64(2))
    }.first
    guard let result, result.busy == 0, result.frames == result.copied else { return nil }
    return try? TableFile.map(path: path, rootPage: root, positions: positions)
  }
}
