// SHA-256 (FIPS 180-4) of a byte stream, for the import ledger's file checksum. Griddle has no
// third-party packages and Foundation on Linux has no CryptoKit: this is its own, with the
// x86-64 SHA extensions used when the processor has them (a file is hashed at several hundred
// megabytes a second without them, about two gigabytes with them).
#ifndef GRIDDLE_CSHA256_H
#define GRIDDLE_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// A hash in progress: feed it with griddle_sha256_update, read it with griddle_sha256_final.
typedef struct {
  uint32_t state[8];
  uint64_t length;
  uint8_t buffer[64];
  uint32_t buffered;
} griddle_sha256_context;

/// Starts a hash.
void griddle_sha256_init(griddle_sha256_context *context);
/// Adds `count` bytes.
void griddle_sha256_update(griddle_sha256_context *context, const void *bytes, size_t count);
/// Writes the 32-byte digest; the context is spent.
void griddle_sha256_final(griddle_sha256_context *context, uint8_t digest[32]);
/// Whether this process uses the processor's SHA extensions (for tests of both paths).
int griddle_sha256_uses_extensions(void);
/// Forces the portable code (nonzero) or lets the processor's extensions be used (zero).
void griddle_sha256_force_portable(int portable);

#endif
