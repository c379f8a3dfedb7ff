import Foundation

extension LibPQ {
  /// The file name the dynamic loader is asked for when `GRIDDLE_LIBPQ` is not set: libpq's
  /// soname, found on the loader's usual path (Debian's `libpq5` package installs it).
  #if canImport(Darwin)
    static let defaultPath = "libpq.5.dylib"
  #else
    static let defaultPath = "libpq.so.5"
  #endif

  /// Where libpq is loaded from: `GRIDDLE_LIBPQ` when set (an unusual install, or a test that
  /// stands for a machine without libpq), else `defaultPath`.
  static var path: String {
    guard let override = getenv("GRIDDLE_LIBPQ"), override.pointee != 0 else { return defaultPath }
    return String(cString: override)
  }

  /// The process's table, or why libpq could not be loaded: the first call loads it (Swift
  /// runs a static's initializer once, whichever thread comes first), and the outcome stands
  /// for the rest of the process.
  private static let shared = Result { () throws(LibPQUnavailableError) -> LibPQ in
    try load(from: path)
  }

  /// The process's table, loading libpq the first time; throws when it cannot be loaded.
  static func loaded() throws(LibPQUnavailableError) -> LibPQ { try shared.get() }

  /// Loads the libpq at `path` and resolves its functions: a new table, not the process's one
  /// (tests try libraries with it). The library stays loaded once its table is made.
  static func load(from path: String) throws(LibPQUnavailableError) -> LibPQ {
    // Lazy binding: libpq's own dependencies (TLS, Kerberos, LDAP) are bound when first used.
    guard let library = dlopen(path, RTLD_LAZY | RTLD_LOCAL) else {
      throw LibPQUnavailableError(path: path, reason: loaderMessage(about: path))
    }
    do {
      return try LibPQ(library: library, path: path)
    } catch {
      dlclose(library)
      throw error
    }
  }

  /// What the dynamic loader said about `path`, without the path it starts with.
  private static func loaderMessage(about path: String) -> String {
    guard let raw = dlerror() else { return "the dynamic loader gave no reason" }
    let message = String(cString: raw)
    return message.hasPrefix(path + ": ") ? String(message.dropFirst(path.count + 2)) : message
  }
}
