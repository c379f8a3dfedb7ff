#ifndef GRIDDLE_CSQLITE_SHIM_H
#define GRIDDLE_CSQLITE_SHIM_H
// The only C boundary in Griddle: the system SQLite library.
#include <sqlite3.h>
#endif
