#ifndef GRIDDLE_CSQLITE_SHIM_H
#define GRIDDLE_CSQLITE_SHIM_H
// The only C boundary in Griddle: the system SQLite library.
#include <sqlite3.h>

// sqlite3_config is variadic, which Swift cannot call; these wrappers fix one option each.

/// Turns SQLite's memory-usage statistics off: every allocation then skips a global mutex.
/// Only succeeds before SQLite is initialized (returns SQLITE_MISUSE afterwards).
static inline int griddle_sqlite3_disable_memstatus(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
