#ifndef GRIDDLE_CLIBPQ_SHIM_H
#define GRIDDLE_CLIBPQ_SHIM_H
// The C boundary to PostgreSQL: the system libpq (Debian: libpq-dev, found with pkg-config).
#include <libpq-fe.h>
#endif
