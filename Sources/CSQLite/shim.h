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

/// Asks the processor to start loading `address` into its caches: `TableFile` reads records
/// scattered over 16 KiB pages, and a quarter of its time was spent waiting for the first
/// byte of each. Swift has no prefetch of its own.
static inline void griddle_prefetch(const void *address) { __builtin_prefetch(address, 0, 3); }
#endif
