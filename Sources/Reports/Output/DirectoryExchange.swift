import Foundation

/// Swaps two directory entries in one atomic step, so a reader sees either the old or the new
/// one and never a moment with neither.
///
/// Linux offers this as `renameat2(…, RENAME_EXCHANGE)`; Swift's Glibc module does not import
/// that function (it is behind `_GNU_SOURCE`), so it is looked up in the C library at run time.
enum DirectoryExchange {
  private typealias RenameAt2 =
    @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

  private static let renameAt2: RenameAt2? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
        return nil
      }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    #else
      return nil
    #endif
  }()

  /// Atomically exchanges `first` and `second` (both must exist); false when the system or the
  /// file system cannot, in which case nothing was changed.
  static func exchange(_ first: URL, _ second: URL) -> Bool {
    guard let renameAt2 else { return false }
    let atCurrentDirectory: Int32 = -100  // AT_FDCWD
    let exchangeFlag: UInt32 = 2  // RENAME_EXCHANGE
    return renameAt2(atCurrentDirectory, first.path, atCurrentDirectory, second.path, exchangeFlag)
      == 0
  }
}
